"""The menu actions of the set-up, withdrawal, go phases, player-register and printing features.

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
    from .workbench import Workbench

setup_actions = lazy_module("arbiter_app.gui.setup_actions")
withdrawal_wizard = lazy_module("arbiter_app.gui.withdrawal_wizard")
players_view = lazy_module("arbiter_app.gui.players_view")
print_actions = lazy_module("arbiter_app.gui.print_actions")
titles_view = lazy_module("arbiter_app.gui.titles_view")
go_phases_dialog = lazy_module("arbiter_app.gui.go.phases_dialog")

REGISTER_NAME = "players.register"
"""The object name of the register window (players_view.PlayerRegister)."""
REPORTS = (
    ("start-list", "report.gui.start_list"),
    ("pairing-list", "report.gui.pairing_list"),  # a go event's round (event_actions.GO_ONLY)
    ("crosstable", "report.gui.crosstable"),
    ("norms", "report.gui.norms"),
    ("diploma", "report.gui.diploma"),
    ("withdrawal", "report.gui.withdrawal"),
)
"""The documents of the Reports menu (and of the print dialog's choice): kind, text key."""


def _action(window: Workbench, key: str, slot: Callable[..., object], shortcut: str | None = None,
            name: str | None = None) -> QAction:
    """An action with the text of `key`, named `name` (default: `key`) for the tests and the tools."""
    action = QAction(tr(key), window)
    action.setObjectName(name or key)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


def install_setup_actions(window: Workbench) -> None:
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


def install_withdrawal_actions(window: Workbench) -> None:
    """Menu installer: the withdrawal wizard and the adjudication dialog in the Tournament menu."""
    for key, slot in (
        ("withdrawal.wizard.action", lambda: withdrawal_wizard.open_withdrawal_wizard(window)),
        ("withdrawal.adjudication.action", lambda: withdrawal_wizard.open_adjudication_dialog(window)),
    ):
        window.tournament_menu.addAction(_action(window, key, slot))


def install_go_phases(window: Workbench) -> None:
    """Menu installer: Knockout from groups… in the Tournament menu [003 §3.1.5]."""
    slot = lambda: go_phases_dialog.KnockoutFromGroupsDialog(window).open()  # noqa: E731
    window.tournament_menu.addAction(_action(window, "go.phases.action", slot))


def install_player_register(window: Workbench) -> None:
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
    menu.addAction(_action(window, "titles.gui.action", lambda: titles_view.open_titles(window), "Ctrl+Shift+T"))


def _open_register(window: Workbench) -> None:
    players_view.open_register(window.db, window.broadcaster.changed, window).show()


def install_print_actions(window: Workbench) -> None:
    """Menu installer: the documents in the Reports menu, each opening the print dialog; and, on the
    document of what is shown, Print… (Ctrl+P: the print dialog; on the toolbar too, as "Print / Save
    PDF"), Print preview… and Save as PDF… in the File menu, above Quit."""
    for kind, key in REPORTS:
        slot = lambda _checked=False, kind=kind: print_actions.open_print_dialog(window, kind)  # noqa: E731
        window.reports_menu.addAction(_action(window, key, slot, name=f"report.{kind}"))
    print_ = _action(window, "report.gui.print_paper", lambda: print_actions.print_current(window),
                     QKeySequence(QKeySequence.StandardKey.Print).toString(), name="report.print")
    print_.setIconText(tr("report.gui.print"))
    window.toolbar.addAction(print_)
    entries = [print_, _action(window, "report.gui.print_preview", lambda: print_actions.preview_current(window), name="report.preview"),
               _action(window, "report.gui.save_as", lambda: print_actions.save_current(window), "Ctrl+Shift+S", name="report.save")]
    actions = window.file_menu.actions()
    quit_at = next((i for i, a in enumerate(actions) if a.objectName() == "gui.action.quit"), len(actions))
    before = actions[quit_at - 1] if quit_at > 0 and actions[quit_at - 1].isSeparator() else actions[quit_at] if quit_at < len(actions) else None
    window.file_menu.insertActions(before, entries)  # type: ignore[arg-type]
    window.file_menu.insertSeparator(print_)
