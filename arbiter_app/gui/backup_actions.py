"""File → Back up now… and Restore from backup…, and the window's automatic backups (docs/backups.md):
when it closes, and after a change of the arbiter's once the newest backup is
services.backups.AUTO_EVERY old. A backup that holds nothing new is not made again."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QLabel, QMessageBox, QTableWidget, QTableWidgetItem,
    QVBoxLayout,
)

from ..i18n import tr
from ..services.database import Changes
from ..services.errors import USER_ERRORS, message_of
from .file_dialogs import open_file_name
from .lazy_import import lazy_module
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session, Workbench

backups = lazy_module("arbiter_app.services.backups")

AUTOMATIC_NAME = "backups.automatic"
QUIET_ACTIONS = ("open", "external", "restore")
"""Changes that are not the arbiter's work in this window."""


def install(window: Workbench) -> None:
    """Menu installer: the two actions in the File menu, before Quit; the automatic backups once."""
    menu = window.file_menu
    quit_separator = next((a for a in menu.actions() if a.isSeparator()), None)
    if quit_separator is not None:
        menu.insertSeparator(quit_separator)
    for key, slot in (("backup.gui.back_up_now", lambda: back_up_now(window)), ("backup.gui.restore", lambda: RestoreDialog(window).open())):
        action = menu.addAction(tr(key))
        action.setObjectName(key)
        action.triggered.connect(slot)
        if quit_separator is not None:
            menu.insertAction(quit_separator, action)
    if window.findChild(QObject, AUTOMATIC_NAME) is None:
        AutomaticBackups(window)


def back_up_now(window: Session) -> None:
    try:
        path = backups.back_up(backups.database_file(window.db), "manual")
    except USER_ERRORS as exc:
        window.show_error(message_of(exc))
        return
    window.statusBar().showMessage(tr("backup.made", path=path), 8000)
    box = QMessageBox(QMessageBox.Icon.Information, tr("backup.gui.back_up_now_title"), tr("backup.gui.made", file=path.name, folder=path.parent), parent=window)  # type: ignore[arg-type]
    box.setObjectName("backup.made")
    box.open()


class AutomaticBackups(QObject):
    """Backs up when the window closes, and after the arbiter's changes every AUTO_EVERY of work."""

    def __init__(self, window: Session):
        super().__init__(window)  # type: ignore[arg-type]
        self.setObjectName(AUTOMATIC_NAME)
        self.window = window
        window.broadcaster.changed.connect(self._changed)
        window.installEventFilter(self)  # type: ignore[attr-defined]

    def _changed(self, change: Changes) -> None:
        if change.action not in QUIET_ACTIONS and backups.due(self.window.db):
            self._back_up("auto")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self._back_up("closed")
        return False

    def _back_up(self, reason: str) -> None:
        try:  # quietly: the status bar keeps saying what the arbiter's action did
            backups.back_up_if_changed(self.window.db, reason)
        except USER_ERRORS as exc:  # a full disk must not stop the work: say so, go on
            self.window.statusBar().showMessage(tr("backup.gui.failed", problem=message_of(exc)), 12000)


class RestoreDialog(QDialog):
    """The backups of the database (made, size, tournaments, file), newest first; Restore replaces the
    database by the one chosen, or by another file, after a question."""

    def __init__(self, window: Session):
        super().__init__(window)  # type: ignore[arg-type]
        self.setObjectName("backup.restore_dialog")
        self.window = window
        self.setWindowTitle(tr("backup.gui.restore_title"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        try:
            db_file = backups.database_file(window.db)
            self.found = list(reversed(backups.list_backups(db_file)))
            folder = backups.folder(db_file)
        except USER_ERRORS as exc:
            self.found, folder = [], None
            layout.addWidget(QLabel(message_of(exc)))
        intro = QLabel(tr("backup.gui.restore_intro", db=window.db.shown, folder=folder or "—"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(len(self.found), 4)
        self.table.setHorizontalHeaderLabels([tr(f"backup.column.{c}") for c in ("made", "size", "tournaments", "file")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, b in enumerate(self.found):
            cells = (b.made.strftime("%Y-%m-%d %H:%M:%S"), backups.size_text(b.size), "?" if b.tournaments is None else str(b.tournaments), b.path.name)
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        if self.found:
            self.table.selectRow(0)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = buttons.addButton(tr("backup.gui.restore_button"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(bool(self.found))
        say_why(self.restore_button, tr("backup.gui.restore_greyed"))
        self.other_button = buttons.addButton(tr("backup.gui.other_file"), QDialogButtonBox.ButtonRole.ActionRole)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("backup.gui.cancel"))
        self.restore_button.clicked.connect(self._restore_chosen)
        self.other_button.clicked.connect(self._restore_other)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 420)

    def _restore_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.restore(self.found[rows[0].row()].path)

    def _restore_other(self) -> None:
        path = open_file_name(self, "backup.gui.restore_title", "backup.gui.filter")
        if path:
            self.restore(Path(path))

    def restore(self, path: Path, ask: bool = True) -> None:
        """Restore `path` after the arbiter says yes (`ask`), then reload the window."""
        if ask and not self._confirmed(path):
            return
        shown, self.window.code = self.window.code, None  # it may not be in the backup: none is refreshed
        done = self.window.perform(lambda: backups.restore(self.window.db, path))
        self.window.code = shown
        if done is not None:
            self.window.reload_tournaments()  # the one shown again if the backup has it, else the first
            self.accept()

    def _confirmed(self, path: Path) -> bool:
        try:
            facts = backups.check_backup(path)
        except USER_ERRORS as exc:
            self.window.show_error(message_of(exc))
            return False
        key = "backup.gui.confirm" if backups.own_backup(backups.database_file(self.window.db), path) else "backup.gui.confirm_other"
        text = tr(key, file=path.name, tournaments=facts.tournaments, db=self.window.db.shown, folder=path.parent)
        box = QMessageBox(QMessageBox.Icon.Question, tr("backup.gui.restore_title"), text, parent=self)
        box.setObjectName("backup.confirm")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Yes).setText(tr("backup.gui.restore_button"))
        box.button(QMessageBox.StandardButton.Cancel).setText(tr("backup.gui.cancel"))
        return box.exec() == QMessageBox.StandardButton.Yes

