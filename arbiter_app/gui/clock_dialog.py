"""The clock-check dialog (Tournament menu, "Check a time-forfeit claim…"): choose a CSV/PGN file of
move times, the time control (this tournament's or a planned duration) and the time of the claim;
see every step of the replayed clock and the verdict [004]. It reads only: nothing is stored.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QDateTime, QTime, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
)

from ..i18n import tr
from ..rules.chess.timecontrol import ClockStep
from ..services import clock
from ..services.clock import ClockReport, Verdict
from ..services.errors import USER_ERRORS, message_of
from .file_dialogs import open_file_name
from .table_model import Column, RowsModel
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session

VERDICT_COLOURS = {
    Verdict.CLAIM_UPHELD: "#b00020",
    Verdict.TIMED_OUT: "#b00020",
    Verdict.CLAIM_EARLY: "#1b5e20",
    Verdict.CLAIM_REJECTED: "#1b5e20",
    Verdict.IN_TIME: "#1b5e20",
}


def open_clock_dialog(window: Session) -> ClockDialog:
    dialog = ClockDialog(window)
    dialog.open()
    return dialog


def _datetime_edit() -> QDateTimeEdit:
    edit = QDateTimeEdit(QDateTime.currentDateTime())
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(tr("format.datetime.qt"))
    return edit


class ClockDialog(QDialog):
    def __init__(self, window: Session):
        super().__init__(window)
        self.window_ = window
        self.report: ClockReport | None = None
        self.setWindowTitle(tr("clock.dialog.title"))
        self.path = QLineEdit()
        browse = QPushButton(tr("clock.dialog.browse"))
        browse.clicked.connect(self._browse)
        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        self.side = QComboBox()
        self.side.addItem(tr("clock.dialog.white"), True)
        self.side.addItem(tr("clock.dialog.black"), False)
        self.start = _datetime_edit()
        tournament = window.data.tournament if window.data is not None else None
        if tournament is not None and tournament.start_date is not None:
            self.start.setDateTime(QDateTime(QDate(tournament.start_date), QTime(0, 0)))
        self.use_tournament = QRadioButton(tr("clock.dialog.from_tournament") + (f" ({tournament.code})" if tournament else ""))
        self.use_duration = QRadioButton(tr("clock.dialog.duration"))
        self.duration = QSpinBox()
        self.duration.setRange(302, 5000)
        self.duration.setValue(400)
        self.use_tournament.setEnabled(tournament is not None)
        say_why(self.use_tournament, tr("clock.dialog.greyed.no_tournament"))
        say_why(self.duration, tr("clock.dialog.greyed.duration"))
        (self.use_tournament if tournament is not None else self.use_duration).setChecked(True)
        duration_row = QHBoxLayout()
        duration_row.addWidget(self.use_duration)
        duration_row.addWidget(self.duration)
        duration_row.addStretch(1)
        self.claimed = QCheckBox(tr("clock.dialog.claim"))
        self.claimed.setChecked(True)
        self.claim = _datetime_edit()
        claim_row = QHBoxLayout()
        claim_row.addWidget(self.claimed)
        claim_row.addWidget(self.claim)
        claim_row.addStretch(1)
        self.control_text = QLabel()
        self.control_text.setStyleSheet("color: #555;")
        check = QPushButton(tr("clock.dialog.check"))
        check.setDefault(True)
        check.clicked.connect(self.run_check)
        self.steps_model = RowsModel()
        self.steps = QTableView()
        self.steps.setModel(self.steps_model)
        self.steps.verticalHeader().setVisible(False)
        self.steps.verticalHeader().setDefaultSectionSize(20)
        self.steps.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.steps.horizontalHeader().setStretchLastSection(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        buttons = QDialogButtonBox()
        buttons.addButton(tr("clock.dialog.close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(tr("clock.dialog.file"), file_row)
        form.addRow(tr("clock.dialog.side"), self.side)
        form.addRow(tr("clock.dialog.start"), self.start)
        form.addRow(self.use_tournament)
        form.addRow(duration_row)
        form.addRow(claim_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(check, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.control_text)
        layout.addWidget(self.steps, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        for signal in (self.path.textChanged, self.use_tournament.toggled, self.claimed.toggled):
            signal.connect(self._enable)
        self._enable()
        self.resize(1060, 640)

    def _browse(self) -> None:
        path = open_file_name(self, "clock.dialog.file", "clock.dialog.filter")
        if path:
            self.path.setText(path)

    def _enable(self) -> None:
        pgn = clock.is_pgn(Path(self.path.text().strip()))
        self.side.setEnabled(pgn)
        self.start.setEnabled(pgn)
        self.duration.setEnabled(not self.use_tournament.isChecked())
        self.claim.setEnabled(self.claimed.isChecked())
        for field, key in ((self.side, "pgn"), (self.start, "pgn"), (self.claim, "claim")):
            say_why(field, tr(f"clock.dialog.greyed.{key}"))

    def run_check(self) -> None:
        """Replay the clock; any problem of the file or of the control is shown in the dialog."""
        self.error.clear()
        self.verdict.clear()
        self.steps_model.set_data([], [])
        path = Path(self.path.text().strip())
        try:
            if self.use_tournament.isChecked():
                control = clock.time_control(self.window_.db, self.window_.code)
            else:
                control = clock.time_control(duration_days=self.duration.value())
            pgn = clock.is_pgn(path)
            self.report = clock.clock_check(
                path,
                control,
                claimed_at=self.claim.dateTime().toPython() if self.claimed.isChecked() else None,
                white=self.side.currentData() if pgn else None,
                start=self.start.dateTime().toPython() if pgn else None,
            )
        except USER_ERRORS as exc:
            self.report = None
            self.error.setText(message_of(exc))
            return
        self.control_text.setText(
            tr(
                "clock.dialog.control",
                initial=clock.format_duration(control.initial),
                increment=clock.format_duration(control.increment),
                bank=clock.format_duration(control.bank),
            )
        )
        self._show(self.report)

    def _show(self, report: ClockReport) -> None:
        columns = [
            Column(tr("clock.column.time"), lambda s: clock.format_time(s.at)),
            Column(tr("clock.column.move"), lambda s: str(s.move)),
            Column(tr("clock.column.amount"), lambda s: clock.format_duration(s.amount), align=Qt.AlignmentFlag.AlignRight),
            Column(tr("clock.column.clock"), lambda s: clock.format_duration(s.clock), align=Qt.AlignmentFlag.AlignRight),
            Column(tr("clock.column.bank"), lambda s: clock.format_duration(s.bank), align=Qt.AlignmentFlag.AlignRight),
            Column(tr("clock.column.event"), _event, align=Qt.AlignmentFlag.AlignLeft),
        ]
        self.steps_model.set_data(columns, report.check.steps)
        self.steps.resizeColumnsToContents()
        self.verdict.setStyleSheet(f"font-weight: bold; font-size: 11pt; color: {VERDICT_COLOURS[report.verdict]};")
        self.verdict.setText(report.verdict_text())


def _event(step: ClockStep) -> str:
    return tr(step.code.value)
