"""Menu installer of the running event: the Running event menu (desk, adjudications, claims,
sanctions). Each window's module loads when its action is first triggered (docs/performance.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

from ...i18n import tr
from ..lazy_import import lazy_module

if TYPE_CHECKING:
    from ..workbench import Workbench

desk_view = lazy_module("arbiter_app.gui.running.desk_view")
adjudications_view = lazy_module("arbiter_app.gui.running.adjudications_view")
claims_view = lazy_module("arbiter_app.gui.running.claims_view")
sanctions_view = lazy_module("arbiter_app.gui.running.sanctions_view")


def install(window: Workbench) -> None:
    menu = window.menuBar().addMenu(tr("running.menu"))
    for key, slot, shortcut in (
        ("running.desk.action", lambda: desk_view.open_desk(window), "Ctrl+D"),
        ("running.adjudications.action", lambda: adjudications_view.open_adjudications(window), None),
        ("running.claims.action", lambda: claims_view.open_claims(window), None),
        ("running.sanctions.action", lambda: sanctions_view.open_sanctions(window), None),
    ):
        action = QAction(tr(key), window)
        action.setObjectName(key)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
