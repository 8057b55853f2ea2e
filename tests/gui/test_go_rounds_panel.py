"""The Rounds tab of a go event, as a TD uses it: excuse, draw, results by the buttons, a swap, the
draw taken back; the pairing list shows names with diacritics and the reason of each pairing."""

from __future__ import annotations

import os

from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.rules.model import PairingSystem, Result
from arbiter_app.services.go import rounds as go_rounds
from tests.gui.windows import open_window, show_panel
from tests.rules.go_examples import MCMAHON_FIELD
from tests.services.test_go_rounds_service import make_event


def cells(panel: GoRoundsPanel, row: int) -> list[str]:
    return [panel.model.data(panel.model.index(row, c)) for c in range(panel.model.columnCount())]


def test_a_round_from_the_draw_to_the_results(qtbot, qapp, empty_db, monkeypatch):
    code = make_event(empty_db, "GO/MM", PairingSystem.MCMAHON, MCMAHON_FIELD,
                      {"mcmahon_bar": "2d", "mcmahon_floor": "20k"})
    go_rounds.excuse(empty_db, code, 7, 1)
    window = open_window(qtbot, qapp, empty_db, code)
    window.resize(1400, 900)
    panel = show_panel(window, GoRoundsPanel)
    assert "not drawn" in panel.status.text() and panel.buttons["go.draw"].isEnabled()
    assert "7 Sedláček, Jan 2k" in panel.bye_label.text()  # excused
    monkeypatch.setattr("arbiter_app.services.go.rounds.new_seed", lambda: 21)
    panel.buttons["go.draw"].click()
    assert panel.model.rowCount() == 9 and "random seed of the draw 21" in panel.status.text()
    first = cells(panel, 0)
    assert first[1].startswith("1 Šťastný, Ondřej 4d") or first[2].startswith("1 Šťastný, Ondřej 4d")
    assert "same score" in first[5] or "across score groups" in first[5]
    assert "Bye:" in panel.bye_label.text()
    panel.table.selectRow(0)
    panel.buttons["go.white_wins"].click()
    assert cells(panel, 0)[4] == "1-0"
    # The wall list above (the crosstable area): the winner of board 1 leads with MM 32, his cell "N+".
    wall = window.crosstable.model_
    top = [wall.data(wall.index(0, c)) for c in range(wall.columnCount())]
    assert top[2] == "Šťastný, Ondřej" and top[5].endswith("+") and top[6] == "32"
    board = go_rounds.load_event(empty_db, code).round(1).boards[0]
    game = next(g for g in window.data.games if (g.white, g.black) == (board.white, board.black))
    assert game.result is Result.WHITE_WIN
    # A result is in: the draw can no longer be swapped or taken back.
    second, third = go_rounds.load_event(empty_db, code).round(1).boards[1:3]
    monkeypatch.setattr("arbiter_app.gui.main_window.QMessageBox.warning", lambda *a: None)
    panel.swap_players(f"{second.white} {third.white}")
    assert "has results" in window.statusBar().currentMessage()
    window.undo()  # the result
    panel.swap_players(f"{second.white} {third.white}")
    assert cells(panel, 1)[5] == "swapped by the TD"
    if os.environ.get("ARBITER_SCREENSHOTS"):
        window.grab().save(os.path.join(os.environ["ARBITER_SCREENSHOTS"], "go_rounds_panel.png"))
    panel.buttons["go.undraw"].click()
    assert panel.model.rowCount() == 0 and not go_rounds.load_event(empty_db, code).round(1).drawn


def test_the_tab_is_idle_for_a_correspondence_event(qtbot, qapp, demo_db):
    from tests.conftest import ICCF_DEMO

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    panel = show_panel(window, GoRoundsPanel)
    assert not panel.buttons["go.draw"].isEnabled() and panel.model.rowCount() == 0
