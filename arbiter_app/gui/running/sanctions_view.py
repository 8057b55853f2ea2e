"""The Sanctions window (Running event ▸ Sanctions): the sanctions that follow players [000 §7.3–7.6;
001 §8.3–8.6], active ones or all, of every player or of one; the selected one's details (its bar,
why, the overrides of entries and its note); and the arbiter's steps: lift it with a reason, mark a
bond paid, returned or forfeited, each on the day set. Every step goes through the window's
`perform`, so that Undo takes it back; the list refreshes from the window's `changed` signal."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from ...i18n import date_text, tr, tr_plural
from ...rules.chess.sanctions import BondStatus, SanctionKind, bond_step
from ...services.errors import USER_ERRORS, message_of
from ...services.running import sanctions
from ...services.sanction_rows import SanctionLine, sanction_line, state_text
from ..greyed import say_why
from ..table_model import Column, RowsModel
from .rows_table import rows_table

if TYPE_CHECKING:
    from ...services.database import Changes
    from ..workbench import Session, Workbench

Key = tuple[str, str, str]
"""(player id, event, kind) of a sanction."""


def open_sanctions(window: Workbench, player_id: str | None = None) -> SanctionsWindow:
    """The window (the one already open, brought to the front), of `player_id` alone when given."""
    shown = window.findChild(SanctionsWindow)
    dialog = shown if isinstance(shown, SanctionsWindow) else SanctionsWindow(window)
    dialog.show_player(player_id)
    dialog.show()
    dialog.raise_()
    return dialog


class SanctionsWindow(QDialog):
    def __init__(self, window: Session):
        super().__init__(window)  # type: ignore[arg-type]
        self.window_ = window
        self.player_id: str | None = None
        self.setWindowTitle(tr("sanctions.gui.title"))
        self.shown = QComboBox()
        self.shown.setObjectName("sanctions-shown")
        self.shown.addItem(tr("sanctions.gui.active"), True)
        self.shown.addItem(tr("sanctions.gui.all"), False)
        self.shown.currentIndexChanged.connect(lambda _i: self.refresh())
        self.player_label = QLabel()
        self.every_player = QPushButton(tr("sanctions.gui.every_player"))
        self.every_player.clicked.connect(lambda _on=False: self.show_player(None))
        self.model_ = RowsModel()
        self.table = rows_table(self.model_)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selected_changed())
        self.details = QLabel()
        self.details.setObjectName("sanction-details")
        self.details.setWordWrap(True)
        self.summary = QLabel()
        self.day = QDateEdit()
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat(tr("format.date.qt"))
        today = date.today()
        self.day.setDate(QDate(today.year, today.month, today.day))
        self.reason = QLineEdit()
        self.reason.setObjectName("lift-reason")
        self.reason.setPlaceholderText(tr("sanctions.gui.reason"))
        self.reason.textChanged.connect(lambda _t: self._enable())

        def button(key: str, slot: Callable[[], object]) -> QPushButton:
            b = QPushButton(tr(key))
            b.clicked.connect(lambda _on=False: slot())
            return b

        self.lift_button = button("sanctions.gui.lift", self.lift)
        self.bond_buttons = {status: button(f"sanctions.gui.bond.{status.value}", lambda s=status: self.mark_bond(s))
                             for status in (BondStatus.PAID, BondStatus.RETURNED, BondStatus.FORFEITED)}
        close = button("sanctions.gui.close", self.close)

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("sanctions.gui.show")))
        top.addWidget(self.shown)
        top.addWidget(self.player_label, 1)
        top.addWidget(self.every_player)
        lifting = QHBoxLayout()
        lifting.addWidget(QLabel(tr("sanctions.gui.on")))
        lifting.addWidget(self.day)
        lifting.addWidget(self.reason, 1)
        lifting.addWidget(self.lift_button)
        bonds = QHBoxLayout()
        for b in self.bond_buttons.values():
            bonds.addWidget(b)
        bonds.addStretch(1)
        bonds.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.details)
        layout.addLayout(lifting)
        layout.addLayout(bonds)
        self.resize(1120, 460)
        window.broadcaster.changed.connect(self._changed)

    # --- what is listed ---------------------------------------------------------------------------
    def show_player(self, player_id: str | None) -> None:
        """The sanctions of `player_id` (None: of every player)."""
        self.player_id = player_id
        self.player_label.setText(tr("sanctions.gui.of_player", player=player_id) if player_id else "")
        self.every_player.setVisible(player_id is not None)
        self.refresh()

    def active_only(self) -> bool:
        return bool(self.shown.currentData())

    def refresh(self, keep: Key | None = None) -> None:
        """The sanctions again, the one selected kept."""
        keep = keep or self._key(self.selected())
        today = date.today()
        try:
            lines = sanctions.list_sanctions(self.window_.db, today if self.active_only() else None)
        except USER_ERRORS as exc:
            lines = []
            self.summary.setText(message_of(exc))
        lines = [line for line in lines if self.player_id in (None, line.sanction.player_id)]
        self.model_.set_data(self._columns(), lines)
        self.table.resizeColumnsToContents()
        at = next((r for r, line in enumerate(lines) if self._key(line) == keep), 0 if lines else None)
        if at is not None:
            self.table.selectRow(at)
        self.summary.setText(tr_plural("sanctions.gui.count", len(lines), count=len(lines)) if lines else tr("sanctions.cli.none"))
        self._selected_changed()

    @staticmethod
    def _columns() -> list[Column]:
        def until(line: SanctionLine) -> str:
            s = line.sanction
            return date_text(s.until) if s.until else ("" if s.kind is SanctionKind.BOND else tr("sanctions.state.open"))

        return [
            Column(tr("sanctions.col.player"), lambda l: l.sanction.player_id),
            Column(tr("sanctions.col.name"), lambda l: l.name),
            Column(tr("sanctions.col.kind"), lambda l: tr(f"sanctions.kind.{l.sanction.kind.value}")),
            Column(tr("sanctions.col.since"), lambda l: date_text(l.sanction.since)),
            Column(tr("sanctions.col.until"), until),
            Column(tr("sanctions.col.event"), lambda l: l.sanction.event),
            Column(tr("sanctions.col.reference"), lambda l: l.sanction.reference),
            Column(tr("sanctions.col.bond"), lambda l: state_text(l.sanction) if l.sanction.kind is SanctionKind.BOND else ""),
            Column(tr("sanctions.col.lifted"), lambda l: date_text(l.sanction.lifted)),
        ]

    def selected(self) -> SanctionLine | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model_.row_object(rows[0].row()) if rows else None

    @staticmethod
    def _key(line: SanctionLine | None) -> Key | None:
        return None if line is None else line.sanction.key

    def _selected_changed(self) -> None:
        line = self.selected()
        self.details.setText("" if line is None else details_text(line))
        self._enable()

    def _enable(self) -> None:
        line = self.selected()
        s = line.sanction if line else None
        self.lift_button.setEnabled(s is not None and s.lifted is None and bool(self.reason.text().strip()))
        say_why(self.lift_button, lambda: tr("sanctions.gui.why.select") if s is None else
                tr("sanctions.gui.why.lifted") if s.lifted else tr("sanctions.gui.why.reason"))
        for status, b in self.bond_buttons.items():
            b.setEnabled(s is not None and bond_step(s, status))
            say_why(b, lambda status=status: tr("sanctions.gui.why.bond", status=tr(f"sanctions.bond.{status.value}")))

    def _changed(self, change: Changes) -> None:
        if self.isVisible():
            self.refresh()

    # --- the steps ----------------------------------------------------------------------------------
    def _day(self) -> date:
        return self.day.date().toPython()  # type: ignore[no-any-return]

    def _perform(self, service: Callable[[], Changes]) -> bool:
        keep = self._key(self.selected())
        done = self.window_.perform(service) is not None
        if done:
            self.refresh(keep)
        return done

    def lift(self) -> bool:
        line = self.selected()
        if line is None:
            return False
        s, reason, day = line.sanction, self.reason.text(), self._day()
        done = self._perform(lambda: sanctions.lift_sanction(self.window_.db, s.player_id, s.event, s.kind, reason, day))
        if done:
            self.reason.clear()
        return done

    def mark_bond(self, status: BondStatus) -> bool:
        line = self.selected()
        if line is None:
            return False
        s, day = line.sanction, self._day()
        return self._perform(lambda: sanctions.set_bond(self.window_.db, s.player_id, s.event, status, day))


def details_text(line: SanctionLine) -> str:
    """The selected sanction in words: its line, each entry admitted despite it, and its note."""
    s = line.sanction
    lines = [f"{line.name} ({s.player_id}): {sanction_line(s)}"]
    lines += [tr("sanctions.gui.override_line", event=o.event, on=date_text(o.on), reason=o.reason) for o in s.overrides]
    if s.note:
        lines.append(tr("sanctions.gui.note", note=s.note))
    return "\n".join(lines)
