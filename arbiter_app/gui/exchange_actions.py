"""The File menu's exchange actions: Import games, Import rating list, Export for upload."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from ..i18n import tr
from .pgn_import_dialog import open_pgn_import
from .rating_list_import import import_rating_list_with_progress
from .upload_export_dialog import open_upload_export

if TYPE_CHECKING:
    from .main_window import MainWindow


def install(window: MainWindow) -> None:
    """Menu installer: the three actions, before the separator above Quit."""
    before = next((a for a in window.file_menu.actions() if a.isSeparator()), None)
    for key, slot in (
        ("exchange.action.import_pgn", lambda: open_pgn_import(window)),
        ("exchange.action.import_ratings", lambda: import_rating_list_with_progress(window)),
        ("exchange.action.export_upload", lambda: open_upload_export(window)),
    ):
        action = QAction(tr(key), window)
        action.setObjectName(key)
        action.triggered.connect(slot)
        window.file_menu.insertAction(before, action)
