"""File → Import an EGD table…: a European Go Database tournament table, either its players added
to the register (services.go.egd.import_egd_players, `egd-import FILE`) or the whole event stored
as a new go tournament (services.go.egd_event.import_egd_event, `egd-import FILE --as-event CODE`),
each one undoable action. A refused table is named with every problem; the dialog stays open. What
is taken as the table writes it (a one-word name, no country, reversed dates, rounds nobody played)
is listed as notes before anything is stored (formats.problems.Note)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QRadioButton, QVBoxLayout,
)

from ...formats.problems import listing
from ...i18n import tr
from ...services.errors import USER_ERRORS
from ...services.database import Changes
from ...services.go import egd as go_egd, egd_event
from ..file_dialogs import open_file_name
from ..file_import import status_progress
from ..greyed import say_why

if TYPE_CHECKING:
    from ..workbench import Session


class EgdImportDialog(QDialog):
    def __init__(self, window: Session, path: Path):
        super().__init__(window)
        self.window_ = window
        self.path = path
        self.setWindowTitle(tr("exchange.egd.title", file=path.name))
        layout = QVBoxLayout(self)
        self.players_only = QRadioButton(tr("exchange.egd.players"))
        self.whole_event = QRadioButton(tr("exchange.egd.event"))
        self.players_only.setChecked(True)
        layout.addWidget(self.players_only)
        layout.addWidget(self.whole_event)
        form = QFormLayout()
        self.code = QLineEdit("GO/" + path.stem.replace(" ", "_"))
        self.code.setEnabled(False)
        say_why(self.code, tr("exchange.egd.greyed.code"))
        self.whole_event.toggled.connect(self.code.setEnabled)
        form.addRow(tr("exchange.egd.code"), self.code)
        layout.addLayout(form)
        self.notes = QListWidget()
        try:
            notes = egd_event.egd_notes(path, status_progress(window, path))
        except USER_ERRORS:  # an unreadable table: the import names why
            notes = []
        finally:
            window.statusBar().clearMessage()
        self.notes.addItems([f"ℹ {line}" for line in listing(notes)])
        if notes:
            layout.addWidget(QLabel(tr("import.notes")))
            layout.addWidget(self.notes)
        else:
            self.notes.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(tr("exchange.egd.apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def apply(self) -> Changes | None:
        """Import as chosen; the new event is shown. On a refusal the dialog stays open."""
        db, path = self.window_.db, self.path
        progress = status_progress(self.window_, path)  # perform's own message replaces it
        if self.players_only.isChecked():
            change = self.window_.perform(lambda: go_egd.import_egd_players(db, path, progress))
        else:
            code, shown = self.code.text().strip(), self.window_.code
            self.window_.code = code  # a feature that creates a tournament selects it before `perform`
            change = self.window_.perform(lambda: egd_event.import_egd_event(db, path, code, progress))
            if change is None:
                self.window_.code = shown
            else:
                self.window_.reload_tournaments()
        if change is not None:
            self.accept()
        return change


def import_egd_table(window: Session, path: str | None = None) -> EgdImportDialog | None:
    if path is None:
        path = open_file_name(window, "exchange.action.import_egd", "exchange.filter.egd")  # type: ignore[arg-type]
        if not path:
            return None
    dialog = EgdImportDialog(window, Path(path))
    dialog.open()
    return dialog
