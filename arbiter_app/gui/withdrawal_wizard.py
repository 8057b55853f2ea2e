"""The withdrawal wizard and the adjudication dialog (Tournament menu).

The wizard (gui.wizard_base) collects the player, the kind, the reason and the date (proposed inside
the event's dates), shows the plan of the rules with its effect (services.withdrawals.preview_withdrawal)
and stores it on Finish in one service call through `window.perform`; if the service refuses, the
wizard stays open with the reason shown.

In a team event an accepted withdrawal first asks for a substitute [000 §7.7a; 001 §8.7b–c]: the first
page offers both ways, a substitute taking over the games (the substitute wizard follows, set for
the player, date and reason) or, when none can be named [000 §7.7f] or after a death when the TD so
decides [000 §7.7c], the games settled by the withdrawal rules (§7.3) as in any event.

The last page says which sanctions will be stored and follow the player [000 §7.3–7.6; 001
§8.3–8.6] (services.withdrawals.stored_sanctions_of); after a first silent withdrawal, whose
suspension "may be" given for up to 2 years [000 §7.5; 001 §8.5], it asks the months (0: none).
"""

from __future__ import annotations

import html
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from ..i18n import date_text, tr, tr_plural
from ..rules.names import name_list
from ..rules.model import Game, Result, TournamentData, WithdrawalKind, WithdrawalReason
from ..rules.chess.withdrawal import WithdrawalRefused
from ..services import withdrawals
from ..services.crosstable import format_points
from ..services.database import Changes
from ..services.errors import message_of
from ..services.sanction_entry import suspension_months
from ..services.sanction_rows import sanction_line
from ..services.withdrawals import NormStatus, PreviewOutdated, StandingEffect, TournamentPart, WithdrawalPreview
from .substitute_wizard import SubstituteWizard
from .table_model import Column, RowsModel
from .wizard_base import PlannedWizard, StepPage, date_field, error_label, perform_showing, read_only_table
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session

CHANGED = QColor("#fff1c2")


def open_withdrawal_wizard(window: Session) -> WithdrawalWizard | None:
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    wizard = WithdrawalWizard(window, selected_player(window))
    wizard.open()
    return wizard


def open_adjudication_dialog(window: Session) -> AdjudicationDialog | None:
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    dialog = AdjudicationDialog(window)
    dialog.open()
    return dialog


def selected_player(window: Session) -> int | None:
    """The starting number of the crosstable row selected, if any."""
    index = window.crosstable.currentIndex()
    table = window.crosstable.table
    if table is None or not index.isValid() or index.row() >= len(table.lines):
        return None
    return table.lines[index.row()].no


def refusal_text(exc: Exception) -> str:
    """A refusal in the interface language where its code is known, else the service's message."""
    if isinstance(exc, WithdrawalRefused):
        return tr(exc.code.value, **exc.values)
    if isinstance(exc, PreviewOutdated):
        return tr("withdrawal.service.outdated", code=exc.code)
    return message_of(exc)


def _fit(view: QTableView) -> None:
    view.resizeColumnsToContents()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(True)


def _combo(items: list[tuple[str, object]]) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    return box


# --- the wizard --------------------------------------------------------------------------------


class WithdrawalWizard(PlannedWizard):
    def __init__(self, window: Session, player: int | None = None):
        self.data: TournamentData = window.data  # type: ignore[assignment]
        super().__init__(window, window.perform, f"{tr('withdrawal.wizard.title')} — {self.data.tournament.code}")
        self.window_ = window
        self.preview: WithdrawalPreview | None = None
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.input_page = InputPage(self)
        self.plan_page = PlanPage(self)
        self.confirm_page = ConfirmPage(self)
        self.add_pages(self.input_page, self.plan_page, self.confirm_page)
        self.input_page.preselect(player)
        self.resize(640, 360)  # a few fields first; the plan page makes room for its tables

    def request(self) -> tuple[int, WithdrawalKind, WithdrawalReason | None, date]:
        page = self.input_page
        kind: WithdrawalKind = page.kind.currentData()
        reason = page.reason.currentData() if kind is WithdrawalKind.ACCEPTED else None
        return page.player.currentData(), kind, reason, page.date.date().toPython()

    def make_preview(self) -> WithdrawalPreview:
        no, kind, reason, on = self.request()
        return withdrawals.preview_withdrawal(self.window_.db, self.data.tournament.code, no, kind, reason, on)

    def store(self) -> Changes:
        """The previewed plan, stored as previewed (a change since the preview is refused)."""
        no, kind, reason, on = self.request()
        return withdrawals.withdraw(self.window_.db, self.data.tournament.code, no, kind, reason, on, preview=self.preview,
                                    suspension_months=self.confirm_page.chosen_months())

    def refusal_label(self) -> QLabel:
        return self.confirm_page.error

    def hand_over(self) -> SubstituteWizard:
        """Close this wizard and open the substitute wizard for the player, date and reason chosen."""
        no, _kind, reason, on = self.request()
        assert reason is not None  # an accepted withdrawal has its reason
        substitute = SubstituteWizard(self.window_, withdrawal=(no, on, reason))
        self.reject()
        substitute.open()
        self.substitute_wizard = substitute
        return substitute

    def refusal_text(self, exc: Exception) -> str:
        return refusal_text(exc)


class InputPage(StepPage):
    def __init__(self, wizard: WithdrawalWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("withdrawal.wizard.page.input"))
        go = wizard.data.tournament.round_by_round  # a go event: ČAGo's rules: the kind is recorded, nothing follows from it
        self.setSubTitle(tr("withdrawal.wizard.page.input.sub_go" if go else "withdrawal.wizard.page.input.sub"))
        choose = tr("withdrawal.wizard.choose")
        entries = [e for e in wizard.data.entries if e.withdrawal is None]
        self.player = _combo([(choose, None)] + [(f"{e.no}. {e.name}", e.no) for e in entries])
        self.kind = _combo([(choose, None)] + [(tr(f"withdrawal.kind.{k.value}"), k) for k in WithdrawalKind])
        self.reason = _combo([(choose, None)] + [(tr(f"withdrawal.reason.{r.value}"), r) for r in WithdrawalReason])
        self.date = date_field(wizard.data.tournament)
        self.settle = _combo([(tr("withdrawal.wizard.settle.substitute"), True), (tr("withdrawal.wizard.settle.rules"), False)])
        self.error = error_label()
        form = QFormLayout(self)
        form.addRow(tr("withdrawal.wizard.player"), self.player)
        form.addRow(tr("withdrawal.wizard.kind"), self.kind)
        form.addRow(tr("withdrawal.wizard.reason"), self.reason)
        form.addRow(tr("withdrawal.wizard.date"), self.date)
        form.addRow(tr("withdrawal.wizard.settle"), self.settle)
        form.setRowVisible(self.settle, wizard.data.tournament.team_event)  # a team event's question
        form.addRow(self.blocked)
        form.addRow(self.error)
        self.player.currentIndexChanged.connect(self.completeChanged)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.reason.currentIndexChanged.connect(self.completeChanged)
        self._kind_changed()

    def preselect(self, player: int | None) -> None:
        index = self.player.findData(player) if player is not None else -1
        if index > 0:
            self.player.setCurrentIndex(index)

    def _kind_changed(self) -> None:
        accepted = self.kind.currentData() is WithdrawalKind.ACCEPTED
        self.reason.setEnabled(accepted)
        say_why(self.reason, tr("withdrawal.greyed.reason"))
        say_why(self.settle, tr("withdrawal.greyed.settle" if self.wizard_.data.tournament.team_event else "withdrawal.greyed.settle_team"))
        if not accepted:
            self.reason.setCurrentIndex(0)
        # The choice a team event asks for first [000 §7.7a, c, f; 001 §8.7b–c].
        self.settle.setEnabled(accepted and self.wizard_.data.tournament.team_event)
        self.completeChanged.emit()

    def substitute_first(self) -> bool:
        """A team event's accepted withdrawal for which the arbiter chose a substitute."""
        return self.settle.isEnabled() and bool(self.settle.currentData())

    def why_blocked(self) -> str:
        """The player and the kind are chosen; a reason only for an accepted withdrawal [000 §7.2]."""
        if self.player.currentData() is None:
            return tr("withdrawal.wizard.blocked.player")
        if self.kind.currentData() is None:
            return tr("withdrawal.wizard.blocked.kind")
        if self.kind.currentData() is WithdrawalKind.ACCEPTED and self.reason.currentData() is None:
            return tr("withdrawal.wizard.blocked.reason")
        return ""

    def validatePage(self) -> bool:
        """Plan it now: a refusal of the rules (already withdrawn, wrong date, moves unknown) keeps
        the arbiter on this page with the reason. A substitute chosen: the substitute wizard takes
        over, set for this withdrawal."""
        if self.substitute_first():
            self.wizard_.hand_over()
            return False
        self.wizard_.preview = self.wizard_.plan_or_show(self.error, self.wizard_.make_preview)
        return self.wizard_.preview is not None


class PlanPage(QWizardPage):
    def __init__(self, wizard: WithdrawalWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("withdrawal.wizard.page.plan"))
        self.setSubTitle(tr("withdrawal.wizard.page.plan.sub"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.games_model = RowsModel()
        self.standings_model = RowsModel()
        self.games = read_only_table(self.games_model)
        self.standings = read_only_table(self.standings_model)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        grid = QGridLayout(self)
        grid.addWidget(self.summary, 0, 0, 1, 2)
        grid.addWidget(QLabel(f"<b>{tr('withdrawal.section.games')}</b>"), 1, 0)
        grid.addWidget(QLabel(f"<b>{tr('withdrawal.section.standings')}</b>"), 1, 1)
        grid.addWidget(self.games, 2, 0)
        grid.addWidget(self.standings, 2, 1)
        grid.addWidget(self.details, 3, 0, 1, 2)
        grid.setColumnStretch(0, 5)
        grid.setColumnStretch(1, 6)
        grid.setRowStretch(2, 1)

    def initializePage(self) -> None:
        preview = self.wizard_.preview
        if preview is None:
            return
        self.wizard_.grow_to(1060, 720)
        self.summary.setText(summary_text(preview))
        several = len(preview.parts) > 1
        rows = [(part, change) for part in preview.parts for change in part.plan.changes]
        game_columns = ([Column(tr("withdrawal.column.tournament"), lambda r: r[0].code)] if several else []) + [
            Column(tr("withdrawal.column.game"), lambda r: _game_text(r[0], r[1].old), align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("withdrawal.column.now"), lambda r: withdrawals.game_state(r[1].old)),
            Column(tr("withdrawal.column.after"), lambda r: withdrawals.game_state(r[1].new), background=lambda r: CHANGED),
        ]
        self.games_model.set_data(game_columns, rows)
        _fit(self.games)
        before, after = tr("withdrawal.before"), tr("withdrawal.after")

        standing_columns = [
            Column(tr("withdrawal.column.no"), lambda s: str(s.no)),
            Column(tr("withdrawal.column.name"), lambda s: s.name, align=Qt.AlignmentFlag.AlignLeft),
            # two-line headers: "Pořadí (předtím)" on one line made the Czech table scroll sideways
            Column(f"{tr('withdrawal.column.place')}\n{before}", lambda s: s.place_before),
            Column(f"{tr('withdrawal.column.points')}\n{before}", lambda s: format_points(s.points_before)),
            Column(f"{tr('withdrawal.column.place')}\n{after}", lambda s: s.place_after, background=_changed_colour),
            Column(f"{tr('withdrawal.column.points')}\n{after}", lambda s: format_points(s.points_after), background=_changed_colour),
        ]
        self.standings_model.set_data(standing_columns, preview.main.standings)
        _fit(self.standings)
        self.details.setText(details_html(preview))


class ConfirmPage(QWizardPage):
    def __init__(self, wizard: WithdrawalWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("withdrawal.wizard.page.confirm"))
        self.setSubTitle(tr("withdrawal.wizard.page.confirm.sub"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.months = QSpinBox()
        self.months.setObjectName("suspension-months")
        self.months.setMaximumWidth(160)
        self.months.setSuffix(" " + tr("sanctions.gui.months_suffix"))
        self.months.valueChanged.connect(lambda _v: self._show())
        self.months_row = QWidget()
        row = QFormLayout(self.months_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addRow(tr("sanctions.gui.suspension_months"), self.months)
        self.error = error_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.months_row)
        layout.addWidget(self.error)
        layout.addStretch(1)

    def discretionary_most(self) -> int | None:
        """The most months of a suspension the arbiter decides ("may be" [000 §7.5; 001 §8.5]), if any."""
        preview = self.wizard_.preview
        most = [s.months or 0 for p in (preview.parts if preview else ()) for s in p.plan.sanctions if s.discretionary]
        return max(most) if most else None

    def chosen_months(self) -> int | None:
        """The months set here for a discretionary suspension; None when the plan has none."""
        return self.months.value() if self.discretionary_most() is not None else None

    def initializePage(self) -> None:
        self.error.clear()
        most = self.discretionary_most()
        self.months_row.setVisible(most is not None)
        if most is not None:
            self.months.blockSignals(True)
            self.months.setRange(0, most)
            self.months.setValue(min(most, suspension_months(self.wizard_.data.tournament.settings, None)))
            self.months.blockSignals(False)
        self._show()

    def _show(self) -> None:
        preview = self.wizard_.preview
        if preview is None:
            return
        plan = preview.main.plan
        sanctions = "".join(f"<li>{text}</li>" for text in withdrawals.sanction_texts(preview.main))
        stored = withdrawals.stored_sanctions_of(preview, self.chosen_months())
        kept = "".join(f"<li>{html.escape(sanction_line(s))}</li>" for s in stored)
        follow = f"<p><b>{tr('sanctions.gui.will_follow')}</b></p><ul>{kept}</ul>" if stored else ""
        self.text.setText(
            f"<p>{summary_text(preview)}</p><p>{tr(plan.outcome.value)}</p>"
            f"<p><b>{tr('withdrawal.section.sanctions')}:</b></p><ul>{sanctions}</ul>{follow}"
            f"<p><b>{tr('withdrawal.section.notify')}:</b></p>{notices_html(preview)}"
        )


# --- texts of the plan -------------------------------------------------------------------------


def summary_text(preview: WithdrawalPreview) -> str:
    main = preview.main
    w = main.plan.withdrawal
    reason = f" – {tr('withdrawal.reason.' + w.reason.value)}" if w.reason else ""
    head = f"{tr('withdrawal.kind.' + w.kind.value)}{reason}, {date_text(w.date)}. "
    games = sum(len(p.plan.changes) for p in preview.parts)
    codes = ", ".join(p.code for p in preview.parts)
    return " ".join((head.rstrip(), tr_plural("withdrawal.wizard.summary", len(preview.parts), name=main.entry.name,
                                              no=main.entry.no, count=len(preview.parts), codes=codes),
                     tr_plural("withdrawal.wizard.games_change", games, games=games)))


def details_html(preview: WithdrawalPreview) -> str:
    main = preview.main
    parts = [f"<b>{tr(main.plan.outcome.value)}</b>"]
    if main.norms is not None:
        parts.append(_norms_html(main))
    sanctions = "; ".join(withdrawals.sanction_texts(main))
    parts.append(f"<b>{tr('withdrawal.section.sanctions')}:</b> {sanctions}")
    if preview.others:
        others = "; ".join(
            f"{p.code}: {tr('withdrawal.kind.' + p.plan.withdrawal.kind.value)}. {tr(p.plan.outcome.value)}" for p in preview.others
        )
        parts.append(f"<b>{tr('withdrawal.section.others')}:</b> {others}")
    parts.append(f"<b>{tr('withdrawal.section.notify')}:</b>{notices_html(preview)}")
    return "".join(f"<div>{p}</div>" for p in parts)


def notices_html(preview: WithdrawalPreview) -> str:
    """Who is told, one recipient an item, each with the names the database knows, told apart by
    name_list (a name is "Surname, First")."""
    notices = "".join(
        f"<li>{tr(n.recipient.value)}{': ' + html.escape(name_list(n.names)) if n.names else ''}</li>" for n in preview.notices
    )
    return f"<ul style='margin:0'>{notices}</ul>"


def _norms_html(part: TournamentPart) -> str:
    effect = part.norms
    assert effect is not None
    before, after = effect.before, effect.after

    def average(status: NormStatus) -> str:
        return f"{status.average:.0f}" if status.average is not None else "–"

    text = tr(
        "withdrawal.norms.category",
        before=before.category or "–",
        after=after.category or "–",
        average_before=average(before),
        average_after=average(after),
    )
    changed = effect.changed_players()
    if not changed:
        return f"<b>{tr('withdrawal.section.norms')}:</b> {text}. {tr('withdrawal.norms.no_change')}"
    lines = "".join(
        f"<li>{part.before.entry(no).name}: {_norm_titles(before, no)} → {_norm_titles(after, no)}</li>" for no in changed
    )
    return f"<b>{tr('withdrawal.section.norms')}:</b> {text}<ul style='margin:0'>{lines}</ul>"


def _norm_titles(status: NormStatus, no: int) -> str:
    made = ", ".join(tr(f"norms.title.{t}") for t in status.made.get(no, ())) or "–"
    possible = ", ".join(tr(f"norms.title.{t}") for t in status.possible.get(no, ())) or "–"
    return f"{tr('withdrawal.norms.made')} {made}, {tr('withdrawal.norms.possible')} {possible}"


def _game_text(part: TournamentPart, game: Game) -> str:
    return f"{game.white}-{game.black}  {part.before.entry(game.white).name} – {part.before.entry(game.black).name}"


def _changed_colour(s: StandingEffect) -> QColor | None:
    return CHANGED if s.changed else None


# --- the adjudication dialog -------------------------------------------------------------------


class AdjudicationDialog(QDialog):
    """The pending A games of the tournament; OK enters the chosen result for the selected one."""

    RESULTS = (("1-0", Result.WHITE_WIN), ("½-½", Result.DRAW), ("0-1", Result.BLACK_WIN))

    def __init__(self, window: Session):
        super().__init__(window)
        self.window_ = window
        data: TournamentData = window.data  # type: ignore[assignment]
        self.code = data.tournament.code
        self.setWindowTitle(f"{tr('withdrawal.adjudication.title')} — {self.code}")
        self.pending = withdrawals.pending_adjudications(data)
        self.model = RowsModel(
            [
                Column(tr("withdrawal.column.game"), lambda g: f"{g.white}-{g.black}"),
                Column(tr("withdrawal.column.players"), lambda g: f"{data.entry(g.white).name} – {data.entry(g.black).name}", align=Qt.AlignmentFlag.AlignLeft),
            ],
            self.pending,
        )
        self.table = read_only_table(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        _fit(self.table)
        self.result = _combo([(text, result) for text, result in self.RESULTS])
        self.error = error_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        if self.pending:
            layout.addWidget(self.table)
            self.table.selectRow(0)
        else:
            layout.addWidget(QLabel(tr("withdrawal.adjudication.none")))
            self.ok.setEnabled(False)
            say_why(self.ok, tr("withdrawal.adjudication.none"))
        form = QWidget()
        form_layout = QFormLayout(form)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addRow(tr("withdrawal.adjudication.result"), self.result)
        layout.addWidget(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def selected(self) -> Game | None:
        rows = self.table.selectionModel().selectedRows()
        return self.pending[rows[0].row()] if rows else None

    def accept(self) -> None:
        game = self.selected()
        if game is None:
            return
        result: Result = self.result.currentData()
        change = perform_showing(
            self.window_.perform,
            lambda: withdrawals.adjudicate(self.window_.db, self.code, game.white, game.black, result, round=game.round),
            self.error,
            refusal_text,
        )
        if change is not None:
            super().accept()
