"""The main window's place on the screen, remembered between starts.

The first start fits the window to the screen's available area (a 1366×768 laptop with a task bar, at
125 % or 150 % display scaling too); later starts restore the size, position, splitters, column widths
the tournament and the tab shown last time, kept in QSettings, and put the window back inside the
screen that exists now (a second monitor unplugged since, a smaller laptop screen).

Splitters and column widths are pixels of one screen: they are kept per screen (its available size and
scale) and per LAYOUT, so that a laptop at 150 % starts from its own layout, not from a monitor's or
from one the window squeezed before (issue 46: a crosstable of 2 rows brought back at every start).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QHeaderView, QMainWindow, QSplitter, QWidget

PREFERRED = QSize(1400, 820)
"""The window's size where the screen has room for it."""
FRAME_ALLOWANCE = QSize(16, 40)
"""A window system's frame around the window (title bar, borders), kept free inside the available area
before the window is shown and its real frame is known."""
ORGANISATION, APPLICATION = "arbiter-app", "workstation"
LAYOUT = 2
"""Raised when the window's layout changes so much that splitters and widths kept before no longer fit it."""
OWN_WINDOWS = (Qt.WindowType.Window, Qt.WindowType.Dialog)
"""The kinds of top-level widget kept on the screen (not menus, tooltips or other popups)."""


def settings() -> QSettings:
    """The settings of this user (an INI file in the user's configuration folder; the tests point
    QSettings' user path at a folder of their own)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)


def available_area(widget: QWidget | None = None) -> QRect:
    """The available area (without task bars) of the screen `widget` is on, else of the primary screen."""
    screen: QScreen | None = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted(rect: QRect, area: QRect, frame: QSize = FRAME_ALLOWANCE) -> QRect:
    """`rect` (a window's inner geometry) made to lie inside `area` with room for a `frame`: no larger
    than the area, moved in from whichever edge it crosses."""
    width = min(rect.width(), area.width() - frame.width())
    height = min(rect.height(), area.height() - frame.height())
    left_border, top_border = frame.width() // 2, frame.height() - frame.width() // 2
    x = min(max(rect.x(), area.left() + left_border), area.right() + 1 - frame.width() // 2 - width)
    y = min(max(rect.y(), area.top() + top_border), area.bottom() + 1 - frame.width() // 2 - height)
    return QRect(x, y, width, height)


def first_geometry(area: QRect) -> QRect:
    """The first start's window: the preferred size where it fits, else the whole available area; centred."""
    size = QSize(min(PREFERRED.width(), area.width()), min(PREFERRED.height(), area.height()))
    centred = QRect(QPoint(0, 0), size)
    centred.moveCenter(area.center())
    return fitted(centred, area)


def _layout_key(window: QWidget) -> str:
    """The screen and the layout that splitter sizes and column widths were kept for."""
    area, screen = available_area(window), window.screen() or QGuiApplication.primaryScreen()
    return f"layout{LAYOUT}-{area.width()}x{area.height()}-{screen.devicePixelRatio():g}"


def _splitters(window: QMainWindow) -> list[QSplitter]:
    """The splitters the arbiter moves (named `remember-…`)."""
    return [s for s in window.findChildren(QSplitter) if s.objectName().startswith("remember-")]


def _headers(window: QMainWindow) -> list[QHeaderView]:
    """The column headers whose widths the arbiter sets (named `remember-…`)."""
    return [h for h in window.findChildren(QHeaderView) if h.objectName().startswith("remember-")]


def restore(window: QMainWindow) -> str | None:
    """Put `window` where it was last time (inside the screen of now), or fit it to the screen at the
    first start; returns the code of the tournament shown last time, if any."""
    store = settings()
    area = available_area(window)
    geometry = store.value("window/geometry")
    if isinstance(geometry, QByteArray) and window.restoreGeometry(geometry):
        window.setGeometry(fitted(window.geometry(), area))
    else:
        window.setGeometry(first_geometry(area))
    state = store.value("window/state")
    if isinstance(state, QByteArray):
        window.restoreState(state)
    layout = _layout_key(window)
    for splitter in _splitters(window):
        sizes = store.value(f"splitters/{layout}/{splitter.objectName()}")
        if isinstance(sizes, QByteArray):
            splitter.restoreState(sizes)
    for header in _headers(window):
        widths = store.value(f"columns/{layout}/{header.objectName()}")
        if isinstance(widths, QByteArray):
            header.restoreState(widths)
    code = store.value("window/tournament")
    return code if isinstance(code, str) and code else None


def shown_tab() -> str | None:
    """The tab shown last time (its title's key), if any."""
    tab = settings().value("window/tab")
    return tab if isinstance(tab, str) and tab else None


def save(window: QMainWindow, code: str | None, tab: str | None = None) -> None:
    """Remember `window`'s geometry, splitters, column widths, the tournament shown (`code`) and the
    tab in front (`tab`, its title's key)."""
    store = settings()
    store.setValue("window/geometry", window.saveGeometry())
    store.setValue("window/state", window.saveState())
    layout = _layout_key(window)
    for splitter in _splitters(window):
        store.setValue(f"splitters/{layout}/{splitter.objectName()}", splitter.saveState())
    for header in _headers(window):
        store.setValue(f"columns/{layout}/{header.objectName()}", header.saveState())
    store.setValue("window/tournament", code or "")
    store.setValue("window/tab", tab or "")
    store.sync()


class KeepDialogsOnScreen(QObject):
    """Every dialog, wizard and window of its own (the player register), as it is shown, made to lie
    inside the available area of its screen (a dialog centred on a large window, or sized for a large
    screen, on a 1366×768 laptop at 150 %). The main window places itself (`restore`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow() \
                and not isinstance(watched, QMainWindow) and watched.windowType() in OWN_WINDOWS:
            area = available_area(watched)
            inside = fitted(watched.geometry(), area)
            if inside != watched.geometry():
                watched.setGeometry(inside)
        return False


def keep_dialogs_on_screen(app: QCoreApplication) -> None:
    """Install KeepDialogsOnScreen on the application, once."""
    if app.findChild(KeepDialogsOnScreen) is None:
        app.installEventFilter(KeepDialogsOnScreen(app))
