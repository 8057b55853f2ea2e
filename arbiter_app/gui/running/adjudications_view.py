"""The Adjudications window (Running event ▸ Adjudications): every game in adjudication with its case
[000 §7.3a], filtered by event (the one shown by default), and each step of the process: send the
crosstable's selected game, or every game running at the end date; an analysis received; the
adjudicator, the deadline and a note; the decision (the result with the flag A and the case closed
in one action); the request and decision letters, previewed, printed or saved as PDF.

Every step goes through the window's `perform`, so that Undo takes it back and the crosstable
refreshes; the list refreshes from the window's `changed` signal."""

from __future__ import annotations

import tempfile
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from ...i18n import date_text, tr, tr_plural
from ...rules.chess.adjudication_cases import CaseState, overdue
from ...services import tournaments
from ...services.errors import USER_ERRORS, message_of
from ...services.running import adjudications
from ...services.running.adjudications import CaseLine
from ..file_dialogs import save_file_name
from ..greyed import say_why
from ..pdf_preview import PdfPreviewDialog
from ..pdf_printing import print_pdf
from ..table_model import Column, RowsModel
from .adjudication_forms import AnalysisForm, CaseForm, DecideForm, SetForm, day_of
from .rows_table import rows_table

if TYPE_CHECKING:
    from ...services.database import Changes
    from ..workbench import Session, Workbench

GameKey = tuple[int, int, int]
"""(white, black, cycle) of a game."""
OVERDUE = QColor("#f6d5d1")
"""A case whose analyses' deadline passed with an analysis missing."""


def open_adjudications(window: Workbench, code: str | None = None, game: GameKey | None = None) -> AdjudicationsWindow:
    """The window (the one already open, brought to the front), filtered on `code` (default: the event
    shown), the case of `game` selected when given."""
    shown = window.findChild(AdjudicationsWindow)
    dialog = shown if isinstance(shown, AdjudicationsWindow) else AdjudicationsWindow(window)
    dialog.show_event(code or window.code, game)
    dialog.show()
    dialog.raise_()
    return dialog


class AdjudicationsWindow(QDialog):
    def __init__(self, window: Session):
        super().__init__(window)  # type: ignore[arg-type]
        self.window_ = window
        self.setWindowTitle(tr("adjudications.gui.title"))
        self._temp = tempfile.TemporaryDirectory(prefix="arbiter-letters-")
        self.event = QComboBox()
        self.event.currentIndexChanged.connect(lambda _i: self.refresh())
        self.model_ = RowsModel()
        self.table = rows_table(self.model_)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.summary = QLabel()
        self.summary.setWordWrap(True)

        def button(key: str, slot: Callable[[], object], tip: str = "") -> QPushButton:
            b = QPushButton(tr(key))
            b.clicked.connect(lambda _on=False: slot())
            b.setToolTip(tr(tip) if tip else "")
            return b

        self.open_button = button("adjudications.gui.open", self.open_selected_game, "adjudications.gui.open_tip")
        self.end_date_button = button("adjudications.gui.end_date", self.open_end_date, "adjudications.gui.end_date_tip")
        self.analysis_button = button("adjudications.gui.analysis", self.analysis_form)
        self.set_button = button("adjudications.gui.set", self.set_form)
        self.decide_button = button("adjudications.gui.decide", self.decide_form)
        self.request_button = button("adjudications.gui.letter.request", lambda: self.show_letter("request"))
        self.decision_button = button("adjudications.gui.letter.decision", lambda: self.show_letter("decision"))
        close = button("adjudications.gui.close", self.close)

        top = QHBoxLayout()
        top.addWidget(QLabel(tr("adjudications.gui.event")))
        top.addWidget(self.event, 1)
        top.addWidget(self.open_button)
        top.addWidget(self.end_date_button)
        steps = QHBoxLayout()
        for b in (self.analysis_button, self.set_button, self.decide_button, self.request_button, self.decision_button):
            steps.addWidget(b)
        steps.addStretch(1)
        steps.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addLayout(steps)
        self.resize(1100, 420)
        window.broadcaster.changed.connect(self._changed)
        self.finished.connect(lambda _r: self._temp.cleanup())

    # --- what is listed ---------------------------------------------------------------------------
    def show_event(self, code: str | None, game: GameKey | None = None) -> None:
        """List the cases of `code` (None: of every event) and select the case of `game`."""
        self.event.blockSignals(True)
        self.event.clear()
        self.event.addItem(tr("adjudications.gui.all_events"), None)
        for t in tournaments.list_tournaments(self.window_.db):
            self.event.addItem(f"{t.code}  {t.name}", t.code)
        self.event.setCurrentIndex(max(self.event.findData(code), 0))
        self.event.blockSignals(False)
        self.refresh(game)

    def code(self) -> str | None:
        return self.event.currentData()  # type: ignore[no-any-return]

    def refresh(self, game: GameKey | None = None) -> None:
        """The cases again, the one selected kept (or `game`'s)."""
        keep = game or self._key(self.selected())
        today = date.today()
        try:
            lines = adjudications.list_cases(self.window_.db, self.code(), today)
        except USER_ERRORS as exc:
            lines = []
            self.summary.setText(message_of(exc))
        self.model_.set_data(self._columns(today), lines)
        self.table.setColumnHidden(0, self.code() is not None)  # the event: said by the filter above
        self.table.resizeColumnsToContents()
        at = next((r for r, line in enumerate(lines) if self._key(line) == keep), None)
        if at is not None:
            self.table.selectRow(at)
        pending = sum(line.state is not CaseState.DECIDED for line in lines)
        if lines:
            self.summary.setText(tr_plural("adjudications.gui.count", len(lines), count=len(lines), open=pending))
        elif self.code() is not None or not self.summary.text():
            self.summary.setText(tr("adjudications.gui.none"))
        self._enable()

    def _columns(self, today: date) -> list[Column]:
        def late(line: CaseLine) -> QColor | None:
            return OVERDUE if overdue(line.case, today) else None

        left = Qt.AlignmentFlag.AlignLeft
        return [
            Column(tr("adjudications.col.event"), lambda l: l.code, align=left),
            Column(tr("adjudications.col.game"), game_text, align=left),
            Column(tr("adjudications.col.cause"), lambda l: tr(f"adjudications.cause.{l.case.cause.value}")),
            Column(tr("adjudications.col.requested"), lambda l: date_text(l.case.requested)),
            Column(tr("adjudications.col.adjudicator"), lambda l: l.case.adjudicator, align=left),
            Column(tr("adjudications.col.due"), lambda l: date_text(l.case.analyses_due), background=late),
            Column(tr("adjudications.col.analyses"), lambda l: adjudications.analyses_text(l.case), background=late),
            Column(tr("adjudications.col.state"), lambda l: tr(f"adjudications.state.{l.state.value}"), background=late),
            Column(tr("adjudications.col.decision"), lambda l: f"{l.case.decision.value} A ({date_text(l.case.decided)})"
                   if l.case.decision else "", align=left),
        ]

    def selected(self) -> CaseLine | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model_.row_object(rows[0].row()) if rows else None

    @staticmethod
    def _key(line: CaseLine | None) -> GameKey | None:
        return None if line is None else (line.case.white, line.case.black, line.case.round)

    def _enable(self) -> None:
        line = self.selected()
        for b in (self.analysis_button, self.set_button, self.decide_button, self.request_button):
            b.setEnabled(line is not None)
            say_why(b, tr("adjudications.gui.no_case"))
        self.decision_button.setEnabled(line is not None and line.case.decision is not None)
        say_why(self.decision_button, tr("adjudications.gui.no_case") if line is None else tr("adjudications.gui.undecided"))
        # the crosstable's game and its end date are the event shown's: the list must show it too
        shown = self.window_.code is not None and self.code() in (None, self.window_.code)
        for b in (self.open_button, self.end_date_button):
            b.setEnabled(shown)
            say_why(b, tr("adjudications.gui.other_event", code=self.window_.code or "–"))

    def _changed(self, change: Changes) -> None:
        if self.isVisible():
            self.refresh()

    # --- the steps ----------------------------------------------------------------------------------
    def _perform(self, service: Callable[[], Changes]) -> bool:
        return self.window_.perform(service) is not None

    def open_selected_game(self) -> bool:
        """Send the crosstable's selected game of the event shown to adjudication."""
        game, code = self.window_.crosstable.current_game(), self.window_.code
        if game is None or code is None:
            self.window_.show_error(tr("adjudications.gui.open_greyed"))
            return False
        white, black, round_ = game
        done = self._perform(lambda: adjudications.open_case(self.window_.db, code, white, black, round=round_))
        if done:
            self.refresh(game)
        return done

    def open_end_date(self) -> bool:
        code = self.window_.code
        return code is not None and self._perform(lambda: adjudications.open_end_date_cases(self.window_.db, code))

    def _form(self, make: Callable[[str, CaseLine], CaseForm], step: Callable[[CaseForm, CaseLine], Callable[[], Changes]]) -> CaseForm | None:
        line = self.selected()
        if line is None:
            return None
        form = make(game_text(line), line)
        form.done_ = lambda: self._perform(step(form, line))
        form.open()
        return form

    def analysis_form(self) -> CaseForm | None:
        def step(form: CaseForm, line: CaseLine) -> Callable[[], Changes]:
            assert isinstance(form, AnalysisForm)
            side, day = form.side.currentData(), day_of(form.day)
            return lambda: adjudications.record_analysis(self.window_.db, line.code, line.case.white, line.case.black, side,
                                                         round=line.case.round, on=day)
        return self._form(lambda game, _line: AnalysisForm(self, game), step)

    def set_form(self) -> CaseForm | None:
        def step(form: CaseForm, line: CaseLine) -> Callable[[], Changes]:
            assert isinstance(form, SetForm)
            adjudicator, due, note = form.adjudicator.text(), day_of(form.due), form.note.text()
            return lambda: adjudications.set_case(self.window_.db, line.code, line.case.white, line.case.black,
                                                  round=line.case.round, adjudicator=adjudicator, due=due, note=note)
        return self._form(lambda game, line: SetForm(self, game, line.case), step)

    def decide_form(self) -> CaseForm | None:
        def step(form: CaseForm, line: CaseLine) -> Callable[[], Changes]:
            assert isinstance(form, DecideForm)
            result, day = form.chosen(), day_of(form.day)
            return lambda: adjudications.decide(self.window_.db, line.code, line.case.white, line.case.black, result,
                                                round=line.case.round, on=day)
        return self._form(lambda game, line: DecideForm(self, game, line.case), step)

    # --- letters ----------------------------------------------------------------------------------
    def write_letter(self, kind: str, path: Path) -> bool:
        """The selected case's letter `kind` written to `path`; a refusal said, False."""
        line = self.selected()
        if line is None:
            return False
        try:
            warnings = adjudications.print_letter(self.window_.db, line.code, line.case.white, line.case.black, kind, path,
                                                  round=line.case.round)
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return False
        if warnings:
            self.window_.statusBar().showMessage(" ".join(warnings), 8000)
        return True

    def show_letter(self, kind: str) -> PdfPreviewDialog | None:
        """The letter in the print preview window, printed or saved from there."""
        line = self.selected()
        pdf = Path(self._temp.name) / f"{kind}.pdf"
        if line is None or not self.write_letter(kind, pdf):
            return None
        title = tr("adjudications.gui.letter_title", letter=tr(f"adjudications.letter.title.{kind}"), code=line.code,
                   white=line.case.white, black=line.case.black)
        preview = PdfPreviewDialog(pdf, title, lambda: self.print_letter(pdf), lambda: self.save_letter(kind), self)
        preview.resize(900, min(1000, preview.screen().availableGeometry().height() - 80))
        preview.open()
        return preview

    def print_letter(self, pdf: Path, printer: QPrinter | None = None) -> int:
        """The system's print dialog, then the letter's pages to the printer; `printer` given: straight to it."""
        if printer is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            if QPrintDialog(printer, self).exec() != QDialog.DialogCode.Accepted:
                return 0
        printer.setDocName(pdf.stem)
        return print_pdf(pdf, printer)

    def save_letter(self, kind: str, path: Path | None = None) -> Path | None:
        """The letter saved where the arbiter chooses (or to `path`)."""
        line = self.selected()
        if line is None:
            return None
        if path is None:
            name = adjudications.letter_file_name(line.code, line.case.white, line.case.black, kind)
            chosen = save_file_name(self, "report.gui.save", "report.gui.filter", name)
            if not chosen:
                return None
            path = Path(chosen)
        if not self.write_letter(kind, path):
            return None
        self.window_.statusBar().showMessage(tr("report.gui.saved", path=str(path)), 8000)
        return path


def game_text(line: CaseLine) -> str:
    """"3 Hořejší, Ondřej – 6 Ševčík, Lukáš", with the cycle of a double round robin."""
    c = line.case
    return f"{c.white} {line.white_name} – {c.black} {line.black_name}" + (f" ({c.round})" if c.round > 1 else "")
