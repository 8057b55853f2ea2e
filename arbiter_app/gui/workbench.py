"""What a feature module of the window may rely on, named as protocols instead of the main window class.

`MainWindow` satisfies them by its members alone (no base class): a feature takes a `Session` or a
`Workbench` and so never imports `main_window`, which keeps gui/ from being one import circle around it
(the import-linter contract in pyproject.toml holds this). The window is also a QWidget: the parent of
the dialogs a feature opens. Typing only, nothing here runs Qt (the window's cold start,
docs/performance.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex, QObject, SignalInstance
    from PySide6.QtWidgets import QMenu, QMenuBar, QStatusBar, QTabWidget, QToolBar, QWidget

    from ..rules.model import TournamentData
    from ..services.crosstable import Crosstable
    from ..services.database import Changes, Database
    from .standings_view import StandingsView


class Broadcasts(Protocol):
    """The one signal that carries each `Changes`; every view refreshes from it."""

    @property
    def changed(self) -> SignalInstance: ...


class CrosstableSelection(Protocol):
    """The crosstable as a feature reads it: the table shown and the current cell (the player selected)."""

    @property
    def table(self) -> Crosstable | None: ...

    def currentIndex(self) -> QModelIndex: ...

    def current_game(self) -> tuple[int, int, int] | None:
        """The game of the current cell: (white, black, cycle), or None."""


class Session(Protocol):
    """Acts on the open database and tournament: runs a service through `perform`, reports a refusal."""

    code: str | None  # the tournament shown; a feature that creates one sets it before `perform`

    @property
    def db(self) -> Database: ...

    @property
    def data(self) -> TournamentData | None: ...

    @property
    def broadcaster(self) -> Broadcasts: ...

    @property
    def crosstable(self) -> CrosstableSelection: ...

    def perform(self, service: Callable[[], Changes | None]) -> Changes | None: ...

    def show_error(self, message: str) -> None: ...

    def reload_tournaments(self) -> None: ...

    def statusBar(self) -> QStatusBar: ...


class Workbench(Session, Protocol):
    """Also hooks a feature in: menu entries, toolbar buttons, panels below the crosstable, standings columns."""

    @property
    def file_menu(self) -> QMenu: ...

    @property
    def tournament_menu(self) -> QMenu: ...

    @property
    def reports_menu(self) -> QMenu: ...

    @property
    def toolbar(self) -> QToolBar: ...

    @property
    def standings(self) -> StandingsView: ...

    @property
    def panels(self) -> QTabWidget:
        """The tabs below the crosstable (what is shown decides what Ctrl+P prints)."""

    @property
    def menu_installers(self) -> list[Callable[[Workbench], None]]:
        """Run again whenever the menus are rebuilt (language switch)."""

    def add_panel(self, title_key: str, panel: QWidget) -> None: ...

    def menuBar(self) -> QMenuBar: ...

    def findChild(self, type_: type[QObject], name: str = ...) -> QObject | None: ...
