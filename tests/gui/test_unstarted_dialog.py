"""The Teams panel's "Boards not started…" action [000 §7.7g]: the dialog lists the board and its
planned losses, records them in one undoable change, and the panel refreshes."""

from __future__ import annotations

from PySide6.QtCore import QDate

from arbiter_app.gui.unstarted_dialog import UnstartedDialog
from tests.gui.test_team_view import TEAM_DEMO, cells, open_team_window
from tests.services.test_unstarted_boards import ON, games_of_16, not_begun


def test_action_in_the_teams_panel_lists_and_records_the_losses(qtbot, qapp, demo_db) -> None:
    not_begun(demo_db)
    window, panel = open_team_window(qtbot, qapp, demo_db, TEAM_DEMO)
    assert panel.unstarted_button.text() == "Boards not started…" and panel.unstarted_button.isVisibleTo(panel)
    panel.unstarted_button.click()
    dialog = window.findChild(UnstartedDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.on.setDate(QDate(2025, 3, 31))
    assert dialog.model_.rowCount() == 0 and not dialog.apply_button.isEnabled()
    assert dialog.summary.text().startswith("No board of CZE/T4L1/2025 is unstarted on 2025-03-31")
    dialog.on.setDate(QDate(ON))
    assert cells(dialog.model_, 0) == ["4 Šachy Říčany", "4", "16 Ťoupalová, Iveta", "3", "0", "8-16 → 1-0 D; 16-4 → 0-1 D; 16-12 → 0-1 D"]
    assert dialog.apply_button.isEnabled()
    dialog.resize(900, 360)
    dialog.grab().save("/tmp/i12-unstarted-dialog.png")
    dialog.apply_button.click()
    assert not dialog.isVisible()
    assert {result.value + flag.value for result, flag, _ in games_of_16(demo_db).values()} == {"1-0D", "0-1D"}
    assert "lost by default" in window.statusBar().currentMessage()
    panel.board_choice.setCurrentIndex(3)
    assert cells(panel.board_model, 3)[1] == "Ťoupalová, Iveta" and cells(panel.board_model, 3).count("0D") == 3
    window.undo()
    assert {result.value for result, _f, _e in games_of_16(demo_db).values()} == {"*"}


def test_the_button_is_hidden_for_an_individual_event(qtbot, qapp, demo_db) -> None:
    from tests.conftest import SKS_DEMO

    _window, panel = open_team_window(qtbot, qapp, demo_db, SKS_DEMO)
    assert not panel.unstarted_button.isVisibleTo(panel)
