"""Actions that cannot run in the state shown are greyed with the reason in their tooltip and status
tip, in both languages, instead of an error box after the click: the tournament's actions with no
tournament, Undo and Redo with nothing to take back, Jigo under a komi that is not a whole number; the
go round box says where more rounds are planned."""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from arbiter_app.gui.event_actions import NEEDS_TOURNAMENT
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.i18n import tr
from arbiter_app.rules.model import PairingSystem
from arbiter_app.services import setup
from arbiter_app.services.go import rounds as go_rounds
from tests.gui.windows import open_window, show_panel
from tests.services.test_go_rounds_service import make_event


def actions(window: MainWindow) -> dict:
    menus = [window.file_menu, window.tournament_menu, window.reports_menu]
    found = {}
    while menus:
        for action in menus.pop().actions():
            found.setdefault(action.objectName(), action)
            if action.menu() is not None:
                menus.append(action.menu())
    return found


def test_without_a_tournament_its_actions_are_greyed_saying_why(qtbot, qapp, empty_db, lang):
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    shown = actions(window)
    why = tr("greyed.no_tournament")
    for name in ("setup.action.edit", "setup.action.delete", "withdrawal.wizard.action", "report.print",
                 "report.save", "gui.action.export_json", "exchange.action.import_pgn", "web.action.publish"):
        action = shown[name]
        assert not action.isEnabled(), name
        assert action.toolTip() == why and action.statusTip() == why, name
    assert shown["setup.action.new"].isEnabled()  # what starts there
    assert set(NEEDS_TOURNAMENT) <= set(shown) | {"report.norms", "withdrawal.adjudication.action", "substitute.wizard.action"}
    # Undo and Redo too: a new database has nothing to take back.
    assert not window.undo_action.isEnabled() and window.undo_action.toolTip() == tr("greyed.nothing_to_undo")
    assert not window.redo_action.isEnabled() and window.redo_action.statusTip() == tr("greyed.nothing_to_redo")
    # The Tournament menu open, the pointer resting on Withdrawal: its tooltip says why.
    menu = window.tournament_menu
    menu.popup(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(menu)
    at = menu.actionGeometry(shown["withdrawal.wizard.action"]).center()
    QApplication.sendEvent(menu, QHelpEvent(QEvent.Type.ToolTip, at, menu.mapToGlobal(at)))
    assert QToolTip.isVisible() and QToolTip.text() == why
    if os.environ.get("ARBITER_SCREENSHOTS"):
        folder = os.environ["ARBITER_SCREENSHOTS"]
        menu.grab().save(os.path.join(folder, f"greyed-menu-{lang}.png"))
        tip = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
        tip.grab().save(os.path.join(folder, f"greyed-tip-{lang}.png"))
    menu.close()


def test_a_tournament_shown_and_a_change_made_the_actions_are_usable(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, "CZE/Jubilee/M1")
    window.show()
    qtbot.waitExposed(window)
    shown = actions(window)
    assert shown["withdrawal.wizard.action"].isEnabled() and shown["withdrawal.wizard.action"].statusTip() == ""
    assert not window.redo_action.isEnabled()  # nothing undone yet
    window.perform(lambda: setup.delete_tournament(demo_db, "CZE/Jubilee/M1"))
    assert window.undo_action.isEnabled() and window.undo_action.statusTip() == ""
    window.undo()
    assert window.redo_action.isEnabled() and window.redo_action.statusTip() == ""
    window.perform(lambda: setup.delete_tournament(demo_db, "CZE/Jubilee/M1"))  # a new change clears redo
    assert not window.redo_action.isEnabled() and window.redo_action.toolTip() == tr("greyed.nothing_to_redo")


def test_jigo_is_greyed_under_a_half_point_komi(qtbot, qapp, empty_db, lang):
    code = make_event(empty_db, "GO/SW", PairingSystem.SWISS)
    go_rounds.draw(empty_db, code, 1, seed=3)
    window = open_window(qtbot, qapp, empty_db, code)
    panel = show_panel(window, GoRoundsPanel)
    panel.table.selectRow(0)
    jigo = panel.buttons["go.result.jigo"]
    assert not jigo.isEnabled() and panel.buttons["go.white_wins"].isEnabled()
    assert jigo.toolTip() == tr("go.blocked.jigo", komi="6,5" if lang == "cs" else "6.5")
    # The round box stops at the last planned round and says where more are planned.
    assert panel.round_box.maximum() == 4
    tip = panel.round_box.toolTip()
    assert "4" in tip and tr("setup.field.round_count") in tip and tr("setup.action.edit").rstrip("…") in tip


def test_jigo_can_be_entered_under_a_whole_komi(qtbot, qapp, empty_db):
    code = make_event(empty_db, "GO/SW", PairingSystem.SWISS, settings={"komi": 7})
    go_rounds.draw(empty_db, code, 1, seed=3)
    window = open_window(qtbot, qapp, empty_db, code)
    panel = show_panel(window, GoRoundsPanel)
    panel.table.selectRow(0)
    assert panel.buttons["go.result.jigo"].isEnabled()
