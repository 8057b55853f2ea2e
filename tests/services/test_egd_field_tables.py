"""OpenGotha tables as the field writes them (issue 31): taken as they are, with notes.

tests/formats/data/opengotha_running.h9 is made by hand in the layout of opengotha_latin9.h9 with what
OpenGotha 3.49 writes in a running event: `DT[2020-06-04,2020-06-03]` (the end before the start),
`CL[X]` (not sent to the EGD), the countries `MY` and `XX`, Chinese names lost as `? ?`, a one-word
name, round 1 drawn and not played (`3?/w0`) and a column of `0-` for every round not yet played.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from arbiter_app.formats.egd import read_egd
from arbiter_app.formats.egd_rounds import unplayed_rounds
from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.go import egd as go_egd, egd_event, rounds as go_rounds

DATA = Path(__file__).parent.parent / "formats" / "data"
RUNNING = DATA / "opengotha_running.h9"


def test_a_running_opengotha_event_continues_here(empty_db):
    change = egd_event.import_egd_event(empty_db, RUNNING, "GO/KL20")
    data = tournaments.load(empty_db, "GO/KL20")
    t = data.tournament
    # the earlier day is the start; class X not stored; the 4 rounds of 0- are no rounds of the event
    assert (t.start_date, t.end_date, t.round_count, t.settings.get("egd_class")) == (date(2020, 6, 3), date(2020, 6, 4), None, None)
    assert [(e.no, e.name, e.player.id, e.player.federation) for e in data.entries] == [
        (1, "Chen, Wei", "EGD-Chen-Wei", "MAS"), (2, "?, ?", "EGD-line-12", ""), (3, "?, ?", "EGD-line-13", ""), (4, "Aryan", "EGD-Aryan", "CZE"),
    ]
    # round 1 is drawn: its pairings wait for their results
    assert {(g.round, g.white, g.black): g.result for g in data.games} == {(1, 1, 3): Result.RUNNING, (1, 2, 4): Result.RUNNING}
    notes = change.notes
    assert notes == tuple(t.settings["import_notes"])  # kept with the event, in its import's audit entry
    assert any("line 4: DT[2020-06-04,2020-06-03]" in n and "2020-06-03" in n for n in notes)
    assert any(n.startswith("line 1: class X") for n in notes)
    assert any(n.startswith("file: rounds 2–5: nobody played them") for n in notes)
    assert sum("lost this name" in n for n in notes) == 2 and sum("no country (XX)" in n for n in notes) == 2
    assert any(n.startswith("line 14: Aryan: a one-word name") for n in notes)
    # the results come, then round 2 is drawn here
    results.enter_result(empty_db, "GO/KL20", 1, 3, Result.WHITE_WIN, round=1)
    results.enter_result(empty_db, "GO/KL20", 2, 4, Result.BLACK_WIN, round=1)
    go_rounds.draw(empty_db, "GO/KL20", 2, seed=3)
    boards = go_rounds.load_event(empty_db, "GO/KL20").round(2).boards
    assert len(boards) == 2 and {frozenset((b.white, b.black)) for b in boards}.isdisjoint({frozenset((1, 3)), frozenset((2, 4))})


def test_a_round_in_the_middle_nobody_played_is_kept_and_noted():
    text = ("1 Novak Jan 1d CZ Brno 2+/w0 0- 2+/b0\n"
            "2 Dvorak Petr 2k SK Brno 1-/b0 0- 1-/w0\n")
    table, problems = read_egd(text)
    kept = unplayed_rounds(table)
    assert problems == [] and kept.rounds == 3
    assert [str(n) for n in kept.notes] == ["file: round 2: nobody played it; everybody excused"]


def test_players_of_a_table_with_lost_names_are_kept_apart(empty_db):
    change = go_egd.import_egd_players(empty_db, RUNNING)
    assert change.description == "4 players added from opengotha_running.h9 (0 already in the register)"
    assert sum("lost this name" in n for n in change.notes) == 2
