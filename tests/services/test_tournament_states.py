"""The state the tournament list shows: entries (nothing drawn), running, finished."""

from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Player, PlayerId, Result, Tournament
from arbiter_app.services import results, setup, tournaments
from tests.conftest import ICCF_DEMO


def test_the_demo_events_are_all_running(demo_db):
    states = tournaments.listed_tournaments(demo_db)[1]
    assert states[ICCF_DEMO] == "running" and states["CZE/go/2026-Brno"] == "running"  # 3 of 4 go rounds played
    assert set(states) == {t.code for t in tournaments.list_tournaments(demo_db)}


def test_entries_then_running_then_finished(empty_db):
    players = [Player(PlayerId(f"99000{i}"), name, federation="CZE") for i, name in enumerate(["Židů, Tomáš", "Mrkvička, Jiří", "Šťastný, Petr"])]
    setup.create_tournament(empty_db, Tournament(code="T/1", name="Three"), [p.id for p in players], new_players=players)
    assert tournaments.listed_tournaments(empty_db)[1] == {"T/1": "entries"}
    setup.draw(empty_db, "T/1", DrawMethod.LOT, seed=7)
    assert tournaments.listed_tournaments(empty_db)[1] == {"T/1": "running"}  # 3 games, none played
    for g in tournaments.load(empty_db, "T/1").games:
        results.enter_result(empty_db, "T/1", g.white, g.black, Result.DRAW)
    assert tournaments.listed_tournaments(empty_db)[1] == {"T/1": "finished"}
