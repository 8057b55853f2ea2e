"""Ratings in the window: the rating preview as columns the arbiter switches on beside the standings,
and the "Rating period…" dialog that computes the new rating list and applies it to the register."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...i18n import decimal_text, tr
from ...rules.model import TournamentData
from ..greyed import say_why
from ..lazy_import import lazy_module
from ..table_model import Column, RowsModel

if TYPE_CHECKING:
    from ...rules.ratings.period import PeriodOptions
    from ...rules.ratings.preview import PreviewRow
    from ...services.ratings.period import PeriodRow
    from ..workbench import Session, Workbench

# The rating rules load when the preview is switched on or the period dialog opened (docs/performance.md).
ratings = lazy_module("arbiter_app.services.ratings.period")
rating_period = lazy_module("arbiter_app.rules.ratings.period")


class RatingColumns:
    """The preview columns of the standings, off until the arbiter switches them on."""

    def __init__(self, window: Workbench) -> None:
        self.window = window
        self.enabled = False
        window.standings.column_providers.append(self.columns)
        window.menu_installers.append(self.install_actions)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.window.standings.show_data(self.window.data)

    def columns(self, data: TournamentData) -> list[Column]:
        """Rating, Expected, Δ so far, New rating and Δ if drawn, under the tournament's rating
        system; none while switched off or for an unrated event."""
        if not self.enabled:
            return []
        rows = {r.no: r for r in ratings.tournament_preview(self.window.db, data.tournament.code)}
        if not rows:
            return []
        system = tr(f"ratings.system.{data.tournament.rating_system.value}")

        def column(key: str, text: Callable[[PreviewRow], str]) -> Column:
            return Column(
                tr(f"ratings.gui.col.{key}"),
                lambda s: text(rows[s.no]) if s.no in rows and rows[s.no].rating is not None else "",
                tooltip=lambda s: ratings.no_figures_text(rows[s.no], data.tournament.kind) if s.no in rows else "",
                header_tooltip=tr(f"ratings.gui.col.{key}.tip", system=system),
            )

        return [
            column("rating", lambda r: ratings.format_rating(r.rating, r.provisional)),
            column("expected", lambda r: decimal_text(r.expected, digits=2)),
            column("delta", lambda r: ratings.format_change(r.delta)),
            column("new", lambda r: ratings.format_rating(r.new_rating)),
            column("if_drawn", lambda r: ratings.format_change(r.delta_if_drawn)),
        ]

    def install_actions(self, window: Workbench) -> None:
        """The checkable "Rating preview" (toolbar and Tournament menu) and "Rating period…"."""
        toggle = QAction(tr("ratings.gui.preview"), window)
        toggle.setObjectName("ratings.gui.preview")  # hidden for a go event (event_actions)
        toggle.setCheckable(True)
        toggle.setChecked(self.enabled)
        toggle.setToolTip(tr("ratings.gui.preview.tip"))
        toggle.toggled.connect(self.set_enabled)
        self.toggle_action = toggle
        window.toolbar.addAction(toggle)
        window.tournament_menu.addAction(toggle)
        period = QAction(tr("ratings.gui.period"), window)
        period.setObjectName("ratings.gui.period")
        period.triggered.connect(lambda: RatingPeriodDialog(window).exec())
        self.period_action = period
        window.tournament_menu.addAction(period)


def install(window: Workbench) -> RatingColumns:
    """Hook the rating preview columns and the rating period into the main window."""
    return RatingColumns(window)


class RatingPeriodDialog(QDialog):
    """From/to dates and the overload rule, Compute shows the new list, Apply writes it to the
    register through window.perform (one undoable action)."""

    def __init__(self, window: Session) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(tr("ratings.gui.period.title"))
        first, last = ratings.last_closed_period(date.today())
        self.date_from = self._date_edit(first)
        self.date_to = self._date_edit(last)
        self.overload = QComboBox()
        for rule in rating_period.OverloadRule:
            self.overload.addItem(tr(f"ratings.overload.{rule.value}"), rule)
        dates = QHBoxLayout()
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel(tr("ratings.gui.period.to")))
        dates.addWidget(self.date_to)
        self.run_button = QPushButton(tr("ratings.gui.period.run"))
        self.run_button.clicked.connect(self.compute)
        dates.addWidget(self.run_button)
        dates.addStretch(1)
        form = QFormLayout()
        form.addRow(tr("ratings.gui.period.from"), _wrapped(dates))
        rule = QHBoxLayout()
        rule.addWidget(self.overload)
        rule.addStretch(1)
        form.addRow(tr("ratings.gui.period.overload"), _wrapped(rule))

        hint = QLabel(tr("ratings.gui.period.hint"))
        hint.setWordWrap(True)
        self.summary = QLabel()
        self.model_ = RowsModel()
        self.table = QTableView()
        self.table.setModel(self.model_)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        buttons = QDialogButtonBox()
        buttons.addButton(tr("ratings.gui.period.close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.apply_button = buttons.addButton(tr("ratings.gui.period.apply"), QDialogButtonBox.ButtonRole.ApplyRole)
        self.apply_button.setEnabled(False)
        say_why(self.apply_button, tr("ratings.gui.period.greyed"))
        self.apply_button.clicked.connect(self.apply)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(1150, 640)

    @staticmethod
    def _date_edit(day: date) -> QDateEdit:
        edit = QDateEdit(QDate(day.year, day.month, day.day))
        edit.setCalendarPopup(True)
        edit.setDisplayFormat(tr("format.date.qt"))
        return edit

    def period(self) -> tuple[date, date, PeriodOptions]:
        return (
            self.date_from.date().toPython(),
            self.date_to.date().toPython(),
            rating_period.PeriodOptions(overload_rule=self.overload.currentData()),
        )

    def compute(self) -> None:
        """Show the new list; a refusal (dates the wrong way round) goes through window.perform."""
        date_from, date_to, options = self.period()
        found: list[PeriodRow] = []

        def service() -> None:
            found.extend(ratings.rating_period(self.window_.db, date_from, date_to, options))

        self.window_.perform(service)
        self.model_.set_data(self._columns(), found)
        self.table.resizeColumnsToContents()
        changed = sum(1 for r in found if r.period_games)
        self.summary.setText(tr("ratings.gui.period.count", changed=changed, players=len(found)) if found else "")
        self.apply_button.setEnabled(changed > 0)

    def apply(self) -> None:
        date_from, date_to, options = self.period()
        if self.window_.perform(lambda: ratings.apply_rating_list(self.window_.db, date_from, date_to, options)):
            self.accept()

    @staticmethod
    def _columns() -> list[Column]:
        left = Qt.AlignmentFlag.AlignLeft

        return [
            Column(tr("ratings.column.id"), lambda r: r.id),
            Column(tr("gui.col.name"), lambda r: r.name, align=left),
            Column(tr("gui.col.fed"), lambda r: r.federation),
            Column(tr("ratings.column.old_rating"), lambda r: ratings.format_rating(r.old_rating)),
            Column(tr("ratings.column.new"), lambda r: ratings.format_rating(r.new_rating)),
            Column(tr("ratings.column.change"), lambda r: f"{r.change:+d}".replace("-", "−") if r.change else ""),
            Column(tr("ratings.column.period_games"), lambda r: str(r.period_games)),
            Column(tr("ratings.column.total_games"), lambda r: str(r.total_games)),
            Column(tr("ratings.column.status"), lambda r: tr(f"ratings.kind.{r.kind.value}")),
            Column(
                tr("ratings.column.method"),
                lambda r: tr(f"ratings.method.{r.method.value}") + (f" — {tr('ratings.estimated_basis')}" if r.estimated_basis else ""),
                align=left,
            ),
        ]


def _wrapped(layout: QHBoxLayout) -> QWidget:
    widget = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    widget.setLayout(layout)
    return widget
