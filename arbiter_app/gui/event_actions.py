"""Menu actions that belong to correspondence chess only, hidden while a go event is shown:
substitutes, time-forfeit claims on the clock, adjudication, the title-norm report and the ICCF /
national rating preview and rating period make no sense over the go board [003] (a go event is
rated by the European Go Database: `egd-export`). And the other way round: the pairing list of a
round, drawn round by round in a go event only, and a knockout from go groups [003 §3.1.5] are hidden
while a correspondence tournament is shown.

An action that cannot run in the state shown is greyed with the reason (gui.greyed.grey_action), not
answered with an error box: those of the tournament shown while none is, Undo and Redo while there is
nothing to take back (`HistoryState`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..i18n import tr
from .greyed import grey_action
from .lazy_import import lazy_module
from .warm_up import WarmUp

if TYPE_CHECKING:
    from .workbench import Workbench

results = lazy_module("arbiter_app.services.results")  # the ORM: once the warm-up has loaded it (docs/performance.md)

CORRESPONDENCE_ONLY = frozenset({
    "substitute.wizard.action", "clock.dialog.action", "withdrawal.adjudication.action", "report.norms",
    "ratings.gui.preview", "ratings.gui.period",
})
"""Object names of the actions hidden for a go event."""
GO_ONLY = frozenset({"report.pairing-list", "go.phases.action"})
"""Object names of the actions shown for a go event only."""
NEEDS_TOURNAMENT = frozenset({
    "setup.action.edit", "setup.action.entries", "setup.action.delete", "withdrawal.wizard.action",
    "withdrawal.adjudication.action", "substitute.wizard.action", "report.print", "report.preview", "report.save",
    *(f"report.{kind}" for kind in ("start-list", "crosstable", "norms", "diploma", "withdrawal")),
    "gui.action.export_json", "exchange.action.import_pgn", "exchange.action.export_upload",
    "exchange.action.export_opengotha", "web.action.publish",
})
"""Object names of the actions on the tournament shown, greyed while none is."""
HISTORY = {"gui.action.undo": "undo", "gui.action.redo": "redo"}
"""The Edit menu's actions on the history (object name: services.results action)."""


def show_actions_for_event(window: Workbench) -> None:
    go = window.data is not None and window.data.tournament.round_by_round
    for menu in (window.tournament_menu, window.reports_menu):
        for action in menu.actions():
            if action.objectName() in CORRESPONDENCE_ONLY:
                action.setVisible(not go)  # an action also on the toolbar (Rating preview) leaves it too
            elif action.objectName() in GO_ONLY:
                action.setVisible(go)
    no_event = tr("greyed.no_tournament") if window.data is None else None
    for action in _menu_actions(window.file_menu, window.tournament_menu, window.reports_menu):
        if action.objectName() in NEEDS_TOURNAMENT:
            grey_action(action, no_event)


def _menu_actions(*menus: QMenu) -> Iterator[QAction]:
    """The actions of `menus` and of their submenus (File → Export)."""
    for menu in menus:
        for action in menu.actions():
            yield action
            if action.menu() is not None:
                yield from _menu_actions(action.menu())


class HistoryState(QObject):
    """Greys Undo and Redo while this window has nothing to take back (services.results.can_revert):
    after every change, and at the start once the warm-up has loaded the ORM the check reads with
    (a change made before then leaves it to the warm-up's end: a result typed at once loads no ORM;
    a window without a warm-up, one not started by gui.app, checks when first shown)."""

    NAME = "history-state"

    def __init__(self, window: Workbench):
        super().__init__(window)  # type: ignore[arg-type]  # the window is a QObject
        self.setObjectName(self.NAME)
        self.window_ = window
        self.warming = False
        window.broadcaster.changed.connect(lambda _change: self.update())
        window.installEventFilter(self)  # type: ignore[arg-type]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            watched.removeEventFilter(self)
            warm_up = watched.findChild(WarmUp)
            if warm_up is not None:
                self.warming = True
                warm_up.finished.connect(self._warmed_up)
            else:
                self.update()
        return False

    def _warmed_up(self) -> None:
        self.warming = False
        self.update()

    def update(self) -> None:
        if self.warming:
            return
        for item in self.window_.toolbar.actions():  # the Edit menu's own actions, rebuilt with the menus
            if item.objectName() in HISTORY:
                action = HISTORY[item.objectName()]  # "undo" or "redo"
                grey_action(item, None if results.can_revert(self.window_.db, action) else tr(f"greyed.nothing_to_{action}"))


def install_history_state(window: Workbench) -> None:
    """Menu installer: Undo and Redo greyed while there is nothing to take back; their state again
    after a language switch rebuilt them."""
    state = window.findChild(HistoryState, HistoryState.NAME)
    if state is None:
        HistoryState(window)  # its first state once the window is shown
    else:
        state.update()  # type: ignore[attr-defined]
