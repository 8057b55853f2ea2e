"""A team's name, captain and federation, changed after the set-up (Teams panel → Edit team…, or a
double-click on the team's row): one undoable action through services.setup.edit_team."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QVBoxLayout

from ..i18n import tr
from ..services import setup
from ..services.errors import USER_ERRORS, message_of
from .form_widgets import problems_label

if TYPE_CHECKING:
    from .workbench import Session


def open_team_dialog(window: Session, no: int) -> TeamDialog | None:
    data = window.data
    team = None if data is None else next((t for t in data.teams if t.no == no), None)
    if data is None or team is None:
        return None
    dialog = TeamDialog(window, data.tournament.code, no, team.name, team.captain, team.federation)
    dialog.open()
    return dialog


class TeamDialog(QDialog):
    def __init__(self, window: Session, code: str, no: int, name: str, captain: str, federation: str):
        super().__init__(window)
        self.window_ = window
        self.code, self.no = code, no
        self.setWindowTitle(tr("team.edit.title", no=no, code=code))
        self.name = QLineEdit(name)
        self.captain = QLineEdit(captain)
        self.captain.setPlaceholderText(tr("team.edit.captain.placeholder"))
        self.federation = QLineEdit(federation)
        self.federation.setMaxLength(3)
        self.federation.setPlaceholderText("CZE")
        form = QFormLayout()
        form.addRow(tr("setup.team.name"), self.name)
        form.addRow(tr("setup.team.captain"), self.captain)
        form.addRow(tr("setup.team.federation"), self.federation)
        self.problems = problems_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def accept(self) -> None:
        """Stored through the service; a refusal keeps the dialog open with the field named."""
        try:
            change = setup.edit_team(
                self.window_.db, self.code, self.no,
                name=self.name.text(), captain=self.captain.text(), federation=self.federation.text(),
            )
        except USER_ERRORS as exc:
            self.problems.setText(message_of(exc))
            return
        super().accept()
        self.window_.perform(lambda: change)
