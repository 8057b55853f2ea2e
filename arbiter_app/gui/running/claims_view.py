"""Running event ▸ Claims: the claim register (services.running.claims) [001 §8.7a–b, §15; 000 §7.7b].
Each button is one undoable action through `window.perform`: file a claim in the crosstable's selected
game, decide it (with the captain's substitute deadline a first forfeit in a team event offers),
record an appeal and its outcome; "Print letter…" writes the decision letter as PDF."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from ...i18n import date_text, tr
from ...rules.chess.claims import AppealOutcome, ClaimKind, ClaimState, Decision
from ...services import tournaments
from ...services.errors import USER_ERRORS, message_of
from ...services.running import claims
from ...services.running.claims import ClaimLine
from ..file_dialogs import save_file_name
from ..greyed import say_why
from ..table_model import Column, RowsModel, fit_columns
from .rows_table import rows_table

if TYPE_CHECKING:
    from ...services.database import Changes
    from ..workbench import Workbench

GameKey = tuple[int, int, int]
"""(white, black, cycle) of a game."""


def open_claims(window: Workbench, code: str | None = None, game: GameKey | None = None) -> ClaimsView:
    """The register of the event `code` (default: the one shown); `game` is offered when filing a claim."""
    view = ClaimsView(window, code if code is not None else window.code, game)
    view.show()
    return view


class ClaimsView(QDialog):
    def __init__(self, window: Workbench, code: str | None, game: GameKey | None):
        super().__init__(window)  # type: ignore[arg-type]
        self.setObjectName("claims.view")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window_ = window
        self.game = game
        self.setWindowTitle(tr("claims.gui.title"))
        self.event = QComboBox()
        self.event.addItem(tr("claims.gui.all_events"), None)
        for t in tournaments.list_tournaments(window.db):
            self.event.addItem(f"{t.code} – {t.name}", t.code)
        self.event.setCurrentIndex(max(0, self.event.findData(code)))
        self.event.currentIndexChanged.connect(self.fill)
        self.model_ = RowsModel()
        self.table = rows_table(self.model_)
        buttons = QHBoxLayout()
        self.file_button = self._button("file", self.file_claim, buttons)
        self.decide_button = self._button("decide", self.decide, buttons)
        self.appeal_button = self._button("appeal", self.appeal, buttons)
        self.appeal_decide_button = self._button("appeal_decide", self.decide_appeal, buttons)
        self.letter_button = self._button("letter", self.print_letter, buttons)
        buttons.addStretch(1)
        close = QPushButton(tr("claims.gui.close"))
        close.clicked.connect(self.close)
        buttons.addWidget(close)
        form = QFormLayout()
        form.addRow(tr("claims.gui.event"), self.event)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(1200, 420)
        self.table.selectionModel().selectionChanged.connect(self.update_buttons)
        window.broadcaster.changed.connect(self.refresh)
        self.fill()

    def _button(self, key: str, slot: Callable[[], object], row: QHBoxLayout) -> QPushButton:
        button = QPushButton(tr(f"claims.gui.{key}"))
        button.setObjectName(f"claims.{key}")
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    @property
    def code(self) -> str | None:
        return self.event.currentData()

    def refresh(self, *_: object) -> None:
        if self.isVisible():
            self.fill()

    def fill(self) -> None:
        lines = claims.list_claims(self.window_.db, self.code)
        columns = [
            Column(tr("claims.col.event"), lambda l: l.code),
            Column(tr("claims.col.game"), lambda l: f"{l.claim.white}-{l.claim.black} {l.white_name} – {l.black_name}",
                   align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("claims.col.seq"), lambda l: str(l.claim.seq)),
            Column(tr("claims.col.kind"), lambda l: tr(f"claims.kind.{l.claim.kind.value}")),
            Column(tr("claims.col.claimant"), lambda l: f"{l.claim.claimant} {l.claimant_name}", align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("claims.col.filed"), lambda l: date_text(l.claim.filed)),
            Column(tr("claims.col.decision"), _decision_text, align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("claims.col.appeal"), _appeal_text, align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("claims.col.state"), lambda l: tr(f"claims.state.{l.state.value}"),
                   background=lambda l: _OVERDUE if l.state is ClaimState.OVERDUE else None),
        ]
        self.model_.set_data(columns, lines)
        fit_columns(self.table)
        self.update_buttons()

    def current(self) -> ClaimLine | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model_.row_object(rows[0].row()) if rows else None

    def update_buttons(self, *_: object) -> None:
        line = self.current()
        claim = line.claim if line is not None else None
        self.file_button.setEnabled(self.code is not None)
        say_why(self.file_button, tr("claims.gui.why.event"))
        for button, ready in (
            (self.decide_button, claim is not None and claim.decision is None),
            (self.appeal_button, claim is not None and claim.decision is not None and claim.appeal_filed is None),
            (self.appeal_decide_button, claim is not None and claim.appeal_filed is not None and claim.appeal_outcome is None),
            (self.letter_button, claim is not None and claim.decision is not None),
        ):
            button.setEnabled(ready)
            say_why(button, tr("claims.gui.why.select"))

    # --- the actions -------------------------------------------------------------------------------
    def file_claim(self) -> None:
        code = self.code
        if code is None:
            return
        game = self.game or (self.window_.crosstable.current_game() if code == self.window_.code else None)
        dialog = FileClaimDialog(self, code, game)
        if dialog.exec():
            self._perform(dialog.service)

    def decide(self) -> None:
        line = self.current()
        if line is not None and (dialog := DecideDialog(self, line)).exec():
            self._perform(dialog.service)

    def appeal(self) -> None:
        line = self.current()
        if line is None:
            return
        dialog = StepDialog(self, tr("claims.gui.appeal_title"), line)
        c, db = line.claim, self.window_.db
        if dialog.exec():
            self._perform(lambda: claims.file_appeal(db, line.code, c.white, c.black, seq=c.seq, round=c.round, on=dialog.day()))

    def decide_appeal(self) -> None:
        line = self.current()
        if line is None:
            return
        dialog = StepDialog(self, tr("claims.gui.appeal_decide_title"), line)
        outcome = dialog.choice("claims.gui.outcome", [(tr(f"claims.appeal.{o.value}"), o) for o in AppealOutcome])
        c, db = line.claim, self.window_.db
        if dialog.exec():
            self._perform(lambda: claims.decide_appeal(db, line.code, c.white, c.black, outcome.currentData(), seq=c.seq,
                                                       round=c.round, on=dialog.day()))

    def print_letter(self) -> None:
        from ...services.documents.claim_letters import claim_letter_file_name
        from ...services.running.claim_letters import print_claim_letter

        line = self.current()
        if line is None:
            return
        c = line.claim
        chosen = save_file_name(self, "claims.gui.letter_title", "report.gui.filter", claim_letter_file_name(line.code, c.white, c.black, c.seq))
        if not chosen:
            return
        try:
            warnings = print_claim_letter(self.window_.db, line.code, c.white, c.black, Path(chosen), seq=c.seq, round=c.round)
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return
        self.window_.statusBar().showMessage("; ".join([tr("claims.gui.printed", path=chosen), *warnings]), 8000)

    def _perform(self, service: Callable[[], Changes]) -> None:
        self.window_.perform(service)
        self.fill()  # also when the window's broadcast came before this view was shown again


_OVERDUE = QColor("#f6d5d0")
"""The background of an overdue claim's state (undecided past `claim_decision_days`)."""


def _decision_text(line: ClaimLine) -> str:
    c = line.claim
    if c.decision is None:
        return tr("claims.gui.decide_by", day=date_text(line.decision_due))
    text = f"{tr(f'claims.decision.{c.decision.value}')} {date_text(c.decided)}"
    return text + (" · " + tr("claims.cli.substitute", due=date_text(c.substitute_due)) if c.substitute_due else "")


def _appeal_text(line: ClaimLine) -> str:
    c = line.claim
    if c.appeal_filed is None:
        return tr("claims.gui.appeal_by", day=date_text(line.appeal_due)) if line.state is ClaimState.APPEALABLE else ""
    text = tr("claims.cli.appeal_filed", day=date_text(c.appeal_filed))
    return text + (f", {tr(f'claims.appeal.{c.appeal_outcome.value}')} {date_text(c.appeal_decided)}" if c.appeal_outcome else "")


class StepDialog(QDialog):
    """A step on one claim: the claim shown, a day (today), and the fields a step adds."""

    def __init__(self, parent: QWidget, title: str, line: ClaimLine | None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        if line is not None:
            c = line.claim
            about = QLabel(f"{line.code}: {c.white}-{c.black} {line.white_name} – {line.black_name}, "
                           f"{tr('claims.col.seq')} {c.seq}, {tr(f'claims.kind.{c.kind.value}')}")
            about.setWordWrap(True)
            self.form.addRow(about)
        self.on = QDateEdit(QDate.currentDate())
        self.on.setCalendarPopup(True)
        self.on.setDisplayFormat(tr("format.date.qt"))
        self.form.addRow(tr("claims.gui.on"), self.on)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)

    def day(self) -> date:
        return self.on.date().toPython()  # type: ignore[return-value]

    def choice(self, label_key: str, items: list[tuple[str, object]]) -> QComboBox:
        box = QComboBox()
        for text, value in items:
            box.addItem(text, value)
        self.form.addRow(tr(label_key), box)
        return box


class FileClaimDialog(StepDialog):
    """A new claim: the game (the selected one, else typed), the kind, who claims, the day, a note."""

    def __init__(self, parent: ClaimsView, code: str, game: GameKey | None):
        super().__init__(parent, tr("claims.gui.file_title"), None)
        self.db, self.code = parent.window_.db, code
        white, black, cycle = game or (1, 2, 1)
        self.white, self.black = _number(white), _number(black)
        self.cycle = cycle
        pair = QHBoxLayout()
        pair.addWidget(self.white)
        pair.addWidget(QLabel("–"))
        pair.addWidget(self.black)
        self.form.insertRow(0, tr("claims.gui.game"), pair)
        self.kind = self.choice("claims.gui.kind", [(tr(f"claims.kind.{k.value}"), k) for k in ClaimKind])
        self.claimant = self.choice("claims.gui.claimant", [(tr("claims.gui.white"), "white"), (tr("claims.gui.black"), "black")])
        self.note = QLineEdit()
        self.form.addRow(tr("claims.gui.note"), self.note)

    def service(self) -> Changes:
        white, black = self.white.value(), self.black.value()
        claimant = white if self.claimant.currentData() == "white" else black
        return claims.file_claim(self.db, self.code, white, black, self.kind.currentData(), claimant, on=self.day(),
                                 note=self.note.text().strip(), round=self.cycle)


class DecideDialog(StepDialog):
    """The decision; after a first forfeit in a team event also the captain's substitute deadline the
    rules offer [001 §8.7b; 000 §7.7b], which the arbiter may shorten or leave out."""

    def __init__(self, parent: ClaimsView, line: ClaimLine):
        super().__init__(parent, tr("claims.gui.decide_title"), line)
        self.db, self.line = parent.window_.db, line
        self.decision = self.choice("claims.gui.decision", [(tr(f"claims.decision.{d.value}"), d) for d in Decision])
        self.ask = QCheckBox(tr("claims.gui.ask_substitute"))
        self.ask.setChecked(True)
        self.due = QDateEdit()
        self.due.setCalendarPopup(True)
        self.due.setDisplayFormat(tr("format.date.qt"))
        self.substitute_row = QWidget()
        row = QHBoxLayout(self.substitute_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.ask)
        row.addWidget(self.due)
        self.form.addRow(self.substitute_row)
        self.offer: date | None = None
        self.on.dateChanged.connect(self.update_offer)
        self.decision.currentIndexChanged.connect(self.update_offer)
        self.ask.toggled.connect(self.due.setEnabled)
        self.update_offer()

    def update_offer(self) -> None:
        """The deadline offered for the decision day (none for a rejection or where no substitute applies)."""
        c = self.line.claim
        self.offer = None
        if self.decision.currentData() is Decision.UPHELD:
            try:
                self.offer = claims.substitute_offer(self.db, self.line.code, c.white, c.black, seq=c.seq, round=c.round, on=self.day())
            except USER_ERRORS:
                self.offer = None  # the decision itself will say why
        self.substitute_row.setVisible(self.offer is not None)
        if self.offer is not None:
            self.due.setMinimumDate(QDate(self.day()))
            self.due.setMaximumDate(QDate(self.offer))
            self.due.setDate(QDate(self.offer))

    def service(self) -> Changes:
        c = self.line.claim
        asked = self.offer is not None and self.ask.isChecked()
        due: date | None = self.due.date().toPython() if asked else None  # type: ignore[assignment]
        return claims.decide_claim(self.db, self.line.code, c.white, c.black, self.decision.currentData(), seq=c.seq, round=c.round,
                                   on=self.day(), substitute_due=due if due != self.offer else None,
                                   no_substitute=self.offer is not None and not asked)


def _number(value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(1, 9999)
    box.setValue(value)
    return box
