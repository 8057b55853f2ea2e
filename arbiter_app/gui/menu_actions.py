"""The menu actions of the set-up, withdrawal and player-register features.

The actions are in the menus from the start; each feature's module (its dialogs and the services
they call, with the ORM's write path) loads when one of its actions is first triggered, so that the
window opens without them (docs/performance.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..i18n import tr
from .lazy_import import lazy_module

if TYPE_CHECKING:
    from .main_window import MainWindow

setup_actions = lazy_module("arbiter_app.gui.setup_actions")
withdrawal_wizard = lazy_module("arbiter_app.gui.withdrawal_wizard")
players_view = lazy_module("arbiter_app.gui.players_view")

REGISTER_NAME = "players.register"
"""The object name of the register window (players_view.PlayerRegister)."""


def _action(window: MainWindow, key: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
    action = QAction(tr(key), window)
    action.setObjectName(key)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


def install_setup_actions(window: MainWindow) -> None:
    """Menu installer: New tournament (the wizard), Tournament properties, Entries and draw, Delete
    tournament, first in the Tournament menu; New tournament on the toolbar too (an empty database
    starts there)."""
    new = _action(window, "setup.action.new", lambda: setup_actions.open_new_tournament_wizard(window), "Ctrl+N")
    window.tournament_menu.addAction(new)
    window.toolbar.addAction(new)
    for key, slot in (
        ("setup.action.edit", lambda: setup_actions.open_with_tournament(window, setup_actions.TournamentDialog)),
        ("setup.action.entries", lambda: setup_actions.open_with_tournament(window, setup_actions.EntriesDialog)),
        ("setup.action.delete", lambda: setup_actions.delete_current(window)),
    ):
        window.tournament_menu.addAction(_action(window, key, slot))
    window.tournament_menu.addSeparator()


def install_withdrawal_actions(window: MainWindow) -> None:
    """Menu installer: the withdrawal wizard and the adjudication dialog in the Tournament menu."""
    for key, slot in (
        ("withdrawal.wizard.action", lambda: withdrawal_wizard.open_withdrawal_wizard(window)),
        ("withdrawal.adjudication.action", lambda: withdrawal_wizard.open_adjudication_dialog(window)),
    ):
        window.tournament_menu.addAction(_action(window, key, slot))


def install_player_register(window: MainWindow) -> None:
    """A "Players" menu with the register window. A menu installer runs again after a language switch:
    an open register is then opened anew in the new language."""
    old = window.findChild(QWidget, REGISTER_NAME)
    if old is not None:  # only once a register was opened, so its module is loaded already
        shown = old.isVisible()
        old.setParent(None)
        old.deleteLater()
        if shown:
            _open_register(window)
    menu = window.menuBar().addMenu(tr("players.menu"))
    menu.addAction(_action(window, "players.register.action", lambda: _open_register(window), "Ctrl+Shift+P"))


def _open_register(window: MainWindow) -> None:
    players_view.open_register(window.db, window.broadcaster.changed, window).show()
