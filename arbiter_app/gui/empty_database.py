"""The question before a 0-byte file becomes a new database (docs/database-faults.md): the file is
named as empty, and the choice is the arbiter's."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..i18n import tr


def new_database_wanted(parent: QWidget, path: str) -> bool:
    """Asks whether to make a new, empty database in the 0-byte file `path`; No is the default."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("gui.empty_db.title"), tr("gui.empty_db.question", path=path), parent=parent)
    box.setObjectName("database.empty")
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(tr("gui.empty_db.make"))
    box.button(QMessageBox.StandardButton.No).setText(tr("gui.empty_db.keep"))
    return box.exec() == QMessageBox.StandardButton.Yes
