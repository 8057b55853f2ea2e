"""The File menu's exchange actions: Import games, Import rating list, Import players from an EGD
table, Import TRF, Import an OpenGotha tournament, Export for upload, and the Export submenu
(OpenGotha tournament)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..i18n import tr
from .lazy_import import lazy_module

if TYPE_CHECKING:
    from .workbench import Workbench

# The dialogs load when first opened: the PGN import pulls in python-chess (docs/performance.md).
pgn_import_dialog = lazy_module("arbiter_app.gui.pgn_import_dialog")
rating_list_import = lazy_module("arbiter_app.gui.ratings.list_import")
upload_export_dialog = lazy_module("arbiter_app.gui.upload_export_dialog")
egd_import = lazy_module("arbiter_app.gui.go.egd_import")
trf_import_dialog = lazy_module("arbiter_app.gui.trf_import_dialog")
opengotha_dialog = lazy_module("arbiter_app.gui.go.opengotha_import")


def install(window: Workbench) -> None:
    """Menu installer: the actions, before the separator above Quit."""
    before = next((a for a in window.file_menu.actions() if a.isSeparator()), None)
    for key, slot in (
        ("exchange.action.import_pgn", lambda: pgn_import_dialog.open_pgn_import(window)),
        ("exchange.action.import_ratings", lambda: rating_list_import.import_rating_list_with_progress(window)),
        ("exchange.action.import_egd", lambda: egd_import.import_egd_table(window)),
        ("exchange.action.import_trf", lambda: trf_import_dialog.open_trf_import(window)),
        ("exchange.action.import_opengotha", lambda: opengotha_dialog.open_opengotha_import(window)),
        ("exchange.action.export_upload", lambda: upload_export_dialog.open_upload_export(window)),
    ):
        action = QAction(tr(key), window)
        action.setObjectName(key)
        action.triggered.connect(slot)
        window.file_menu.insertAction(before, action)
    export_menu = QMenu(tr("exchange.menu.export"), window)
    export_menu.setObjectName("exchange.menu.export")
    action = QAction(tr("exchange.action.export_opengotha"), window)
    action.setObjectName("exchange.action.export_opengotha")
    action.triggered.connect(lambda: opengotha_dialog.export_opengotha_file(window))
    export_menu.addAction(action)
    window.file_menu.insertMenu(before, export_menu)
