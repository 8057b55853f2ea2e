"""A ČAGo round robin in the main window: the Rounds tab draws the Schurig table's round (an excused
player's game postponed), the usual round-robin table above the tabs with the go standings, and
the go Standings tab."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.go.standings_view import GoStandingsView
from arbiter_app.services.go import rounds as go_rounds
from tests.gui.windows import open_window, show_panel
from tests.services.test_go_round_robin_service import make_round_robin, play


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def test_a_round_robin_round_by_round_in_the_window(qtbot, qapp, empty_db):
    code = make_round_robin(empty_db)
    go_rounds.excuse(empty_db, code, 4, 2)
    go_rounds.draw(empty_db, code, 1)
    play(empty_db, code, 1)
    window = open_window(qtbot, qapp, empty_db, code)
    window.resize(1400, 900)
    panel = show_panel(window, GoRoundsPanel)
    panel.round_box.setValue(2)
    assert panel.buttons["go.draw"].isEnabled()
    panel.buttons["go.draw"].click()
    assert panel.buttons["go.undraw"].isEnabled() and not panel.buttons["go.swap"].isEnabled()  # the table decides
    assert "seed" not in panel.status.text()  # a table round has no lot
    first, second = cells(panel.model, 0), cells(panel.model, 1)
    assert first[1].startswith("6 Fiala, Jakub") and first[2].startswith("4 Král, Adam")
    assert first[-1] == "postponed: 4 excused" and second[-1] == "by Schurig's table (round robin)"
    # Above the tabs: the usual table. Round 1: 1 beat 6, 5 beat 2, 4 beat 3.
    table = window.crosstable.table
    assert table is not None
    line = next(line for line in table.lines if line.no == 1)
    assert line.cells[0] == "X" and line.cells[5] == "1" and line.score == 1
    model = window.crosstable.model_
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert headers == ["No", "Name", "Rank", "Club"] and cells(model, 0)[2:4] == ["1k", "Brno"]
    standings = show_panel(window, GoStandingsView)
    assert "after round 2 of 2" in standings.heading.text()
    shots = os.environ.get("ARBITER_SCREENSHOTS")
    if shots:
        window.panels.setCurrentWidget(panel)
        window.grab().save(os.path.join(shots, "go_round_robin_en.png"))


def test_the_wizard_summary_of_a_go_round_robin_has_no_table_and_no_norms(empty_db):
    from arbiter_app.gui.new_tournament_wizard import summary_text
    from arbiter_app.rules.draw import DrawMethod
    from arbiter_app.rules.model import Organiser, PairingSystem, Player, PlayerId, Tournament
    from arbiter_app.services import setup

    field = [Player(PlayerId(f"W{i}"), f"Hráč{i}, Jan", federation="CZE", rank="5k") for i in range(1, 5)]
    t = Tournament("GO/W", "Žďár", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN, tiebreaks=("points", "h2h", "sdos"))
    plan = setup.plan_tournament(empty_db, t, [p.id for p in field], new_players=field, method=DrawMethod.LOT, seed=1)
    assert plan.data.games == ()
    text = summary_text(empty_db, plan)
    assert "drawn one at a time in the Rounds tab" in text and "norm" not in text.lower()
