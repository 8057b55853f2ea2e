"""Icons of the toolbar's actions: Qt's standard icons (QStyle.StandardPixmap), drawn by the platform's
style, so nothing is bundled and each icon matches the desktop it runs on."""

from __future__ import annotations

from PySide6.QtWidgets import QStyle, QToolBar

SP = QStyle.StandardPixmap
ICONS = {
    "gui.action.undo": SP.SP_ArrowBack,
    "gui.action.redo": SP.SP_ArrowForward,
    "setup.action.new": SP.SP_FileDialogNewFolder,
    "report.print": SP.SP_DialogSaveButton,
    "ratings.gui.preview": SP.SP_FileDialogContentsView,
}
"""The toolbar's actions by object name, and their standard icons."""


def set_toolbar_icons(toolbar: QToolBar, style: QStyle) -> None:
    for action in toolbar.actions():
        pixmap = ICONS.get(action.objectName())
        if pixmap is not None:
            action.setIcon(style.standardIcon(pixmap))
