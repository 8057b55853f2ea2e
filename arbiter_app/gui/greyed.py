"""A greyed control says why in its tooltip: `say_why(widget, reason)` keeps the tooltip following the
widget's state (greyed by itself or with its container), the control's own tooltip when it is usable;
`grey_action(action, reason)` greys a menu or toolbar action that cannot run now, with the reason in
its tooltip and in the status bar (its status tip) instead of an error box after the click."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget


class _Reason(QObject):
    def __init__(self, widget: QWidget, reason: str | Callable[[], str]):
        super().__init__(widget)
        self.widget = widget
        self.reason = reason
        self.own = widget.toolTip()
        widget.installEventFilter(self)
        self.update()

    def update(self) -> None:
        reason = self.reason() if callable(self.reason) else self.reason
        self.widget.setToolTip(self.own if self.widget.isEnabled() else reason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.EnabledChange:
            self.update()
        return False


def say_why(widget: QWidget, reason: str | Callable[[], str]) -> None:
    """While `widget` is greyed its tooltip is `reason` (a text, or a function giving it at that moment);
    said again, the new reason replaces the old."""
    known = widget.findChild(_Reason, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if known is None:
        _Reason(widget, reason)
    else:
        known.reason = reason
        known.update()


def grey_action(item: QAction, reason: str | None) -> None:
    """`item` usable when `reason` is None, else greyed with `reason` as its tooltip (shown by its
    menus too) and status tip (the status bar while the pointer is on it)."""
    item.setEnabled(reason is None)
    item.setToolTip(reason or "")  # empty: Qt's default, the action's text
    item.setStatusTip(reason or "")
    for menu in item.associatedObjects():
        if isinstance(menu, QMenu):
            menu.setToolTipsVisible(True)  # a menu shows no tooltips otherwise
