"""A ČAGo round robin imported from a file without its rounds (issue 23, item 1) in the window: the
Standings tab and the round-robin table above the tabs give the points and SDOS of docs/go-events.md
"Worked example 3" (6-4 played), as `standings` does."""

from __future__ import annotations

import os

from arbiter_app.gui.go.standings_view import GoStandingsView
from arbiter_app.services import tournaments
from tests.gui.windows import open_window, show_panel
from tests.services.test_go_round_robin_import import CODE, table_file


def test_the_standings_tab_counts_an_imported_table(qtbot, qapp, empty_db, tmp_path):
    tournaments.import_json(empty_db, table_file(tmp_path, range(1, 6)))
    window = open_window(qtbot, qapp, empty_db, CODE)
    window.resize(1400, 900)
    panel = show_panel(window, GoStandingsView)
    model = panel.model_
    rows = [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]
    # Place, Name, Rank, Club, No, Score, H2H, SDOS, Played (by hand: docs/go-events.md, example 3).
    assert [(row[0], row[4], row[5], row[6], row[7], row[8]) for row in rows] == [
        ("1", "1", "4", "", "8½", "5"), ("2", "6", "3", "", "5½", "5"), ("3", "2", "2½", "½", "6", "5"),
        ("4", "3", "2½", "½", "4", "5"), ("5", "4", "2", "", "3½", "5"), ("6", "5", "1", "", "2½", "5")]
    assert "after round 5 of 5" in panel.heading.text()
    line = next(line for line in window.crosstable.table.lines if line.no == 6)
    assert (line.score, line.tiebreaks["sdos"], line.place) == (3, 5.5, "2")
    shots = os.environ.get("ARBITER_SCREENSHOTS")
    if shots:
        window.grab().save(os.path.join(shots, "go_table_import_en.png"))
