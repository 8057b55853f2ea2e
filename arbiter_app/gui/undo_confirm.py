"""Asking before a large undo or redo: one that deletes a tournament or takes back more than
services.results.LARGE rows (a rating list of thousands of players) names them and waits for a yes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from ..i18n import tr
from ..services.errors import USER_ERRORS
from .lazy_import import lazy_module

if TYPE_CHECKING:
    from .workbench import Session

results = lazy_module("arbiter_app.services.results")


def confirmed(window: Session, action: str) -> bool:
    """Whether the `action` ("undo" or "redo") may go ahead: at once when it is small, else when the
    arbiter says yes to a question naming what it takes back."""
    try:
        coming = results.pending(window.db, action)
    except USER_ERRORS:  # the action itself will report the problem
        return True
    if coming is None or not coming.large:
        return True
    text = tr(f"history.ask_{action}", what=coming.what, count=coming.changes)
    if coming.deleted_tournaments:
        text += "\n\n" + tr("history.ask_tournaments", codes=", ".join(coming.deleted_tournaments))
    box = QMessageBox(QMessageBox.Icon.Question, tr(f"history.ask_{action}_title"), text, parent=window)  # type: ignore[arg-type]
    box.setObjectName("history.ask")
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Yes).setText(tr(f"history.ask_yes_{action}"))
    box.button(QMessageBox.StandardButton.Cancel).setText(tr("history.ask_cancel"))
    return box.exec() == QMessageBox.StandardButton.Yes
