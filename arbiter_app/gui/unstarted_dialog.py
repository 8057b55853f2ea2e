"""The dialog of the Teams panel's "Boards not started…": the boards whose player has not begun all
his games within 30 days of the start (ICCF: 2 months), no substitute named, with the losses (D) the
rule gives [000 §7.7g; 001 §8.7d]; "Record the losses" stores them as one undoable change."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QAbstractItemView, QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QLabel, QTableView, QVBoxLayout

from ..i18n import date_text, tr
from ..rules.chess.substitutes import UnstartedBoard
from ..services import teams, unstarted
from ..services.errors import USER_ERRORS, message_of
from .table_model import Column, RowsModel
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session


def open_unstarted_dialog(window: Session) -> UnstartedDialog | None:
    if window.data is None or not window.data.tournament.team_event:
        return None
    dialog = UnstartedDialog(window)
    dialog.open()
    return dialog


class UnstartedDialog(QDialog):
    def __init__(self, window: Session):
        super().__init__(window)
        self.window_ = window
        assert window.code is not None
        self.code: str = window.code
        self.setWindowTitle(tr("corrections.unstarted.title"))
        self.on = QDateEdit(QDate.currentDate())
        self.on.setCalendarPopup(True)
        self.on.setDisplayFormat(tr("format.date.qt"))
        self.on.dateChanged.connect(self.refresh)
        rule = QLabel(tr("corrections.unstarted.rule"))
        rule.setWordWrap(True)
        rule.setStyleSheet("color: #555;")
        self.model_ = RowsModel()
        table = QTableView()
        table.setModel(self.model_)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setStretchLastSection(True)
        self.table = table
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.apply_button = buttons.addButton(tr("corrections.unstarted.apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.clicked.connect(self.apply)
        buttons.addButton(tr("clock.dialog.close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(tr("corrections.unstarted.on"), self.on)
        layout = QVBoxLayout(self)
        layout.addWidget(rule)
        layout.addLayout(form)
        layout.addWidget(table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.resize(900, 360)
        self.refresh()

    def day(self) -> date:
        return self.on.date().toPython()  # type: ignore[return-value]

    def refresh(self) -> None:
        try:
            boards = unstarted.unstarted_boards(self.window_.db, self.code, self.day())
        except USER_ERRORS as exc:
            boards = ()
            self.summary.setText(message_of(exc))
        data = self.window_.data
        names = teams.team_names(data) if data is not None else {}
        players = {e.no: e.player.name for e in data.entries} if data is not None else {}

        def losses(b: UnstartedBoard) -> str:
            return "; ".join(unstarted.change_text(c) for c in b.forfeits) if b.not_started else tr("corrections.unstarted.check_moves")

        columns = [
            Column(tr("team.col.team"), lambda b: f"{b.team} {names.get(b.team, '')}", align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("team.board"), lambda b: str(b.board)),
            Column(tr("gui.col.name"), lambda b: f"{b.no} {players.get(b.no, '')}", align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("corrections.unstarted.col.not_started"), lambda b: str(len(b.not_started))),
            Column(tr("corrections.unstarted.col.unknown"), lambda b: str(len(b.unknown))),
            Column(tr("corrections.unstarted.col.losses"), losses, align=Qt.AlignmentFlag.AlignLeft),
        ]
        self.model_.set_data(columns, boards)
        self.table.resizeColumnsToContents()
        self.apply_button.setEnabled(any(b.not_started for b in boards))
        say_why(self.apply_button, tr("corrections.unstarted.greyed"))
        if not boards:
            self.summary.setText(tr("corrections.unstarted.none", code=self.code, on=date_text(self.day())))
        elif any(b.not_started for b in boards):
            self.summary.setText(tr("corrections.unstarted.dialog_hint"))
        else:
            self.summary.setText(tr("corrections.unstarted.check_moves"))

    def apply(self) -> None:
        """Record the losses; the dialog stays open if the service refuses."""
        on = self.day()
        if self.window_.perform(lambda: unstarted.forfeit_unstarted_boards(self.window_.db, self.code, on)) is not None:
            self.accept()
