"""The demo's go event (resources/demo/go_mcmahon.json): stored with its recorded rounds, and its last
round drawn again from the recorded seed gives the same pairings [003 §3.2.2]."""

from __future__ import annotations

from arbiter_app.services.go import rounds as go_rounds

CODE = "CZE/go/2026-Brno"


def test_the_demo_go_event_has_its_rounds_and_a_draw_repeats_from_its_seed(demo_db):
    event = go_rounds.load_event(demo_db, CODE)
    assert [r.number for r in event.rounds if r.drawn] == [1, 2, 3, 4]
    third = event.round(3)
    assert third.excused == frozenset({13}) and third.bye == 14  # 13 present: the lowest score has the bye
    fourth = event.round(4)
    go_rounds.undo_draw(demo_db, CODE, 4)
    assert not go_rounds.load_event(demo_db, CODE).round(4).drawn
    go_rounds.draw(demo_db, CODE, 4, seed=fourth.seed)
    again = go_rounds.load_event(demo_db, CODE).round(4)
    assert [(b.white, b.black) for b in again.boards] == [(b.white, b.black) for b in fourth.boards]
    assert go_rounds.standings(demo_db, CODE).rows[0].no == 1
