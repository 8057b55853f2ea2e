"""Setting an event up on a real SQLite file: create, enter, draw, edit, delete, each one undoable action."""

from datetime import date
from dataclasses import replace

import pytest

from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, PairingSystem, Player, PlayerId, RatingKind, Result, Sex, Tournament
from arbiter_app.rules.pairing import colour_table
from arbiter_app.rules.standings import default_criteria
from arbiter_app.services import players as register, results, setup, tournaments
from arbiter_app.services.setup import SetupRefused, TeamSpec

NAMES = ["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej", "Novák, Jan", "Černá, Věra", "Dvořák, Petr", "Řezníček, Luboš",
         "Hübner, Robert", "Kowalski, Łukasz", "Nielsen, Søren", "Varga, Zoltán", "Müller, Jürgen", "Ødegaard, Erik"]
FEDS = ["CZE", "CZE", "CZE", "CZE", "CZE", "SVK", "SVK", "GER", "POL", "DEN", "HUN", "GER", "NOR"]
EVENT = Tournament("CZE/M13", "Memoriál Jana Židů", kind="gm_norm", title_tournament=True, start_date=date(2099, 1, 10), td="Kratochvíl, Josef")


def new_players(n=13):
    return [
        Player(PlayerId(str(500100 + i)), NAMES[i], FEDS[i], sex=Sex.FEMALE if i == 4 else Sex.MALE, rating=2500 - 10 * i, rated_games=60, rating_kind=RatingKind.FIXED)
        for i in range(n)
    ]


def test_a_new_13_player_group_is_stored_whole_and_undone_whole(empty_db):
    players = new_players()
    change = setup.create_tournament(empty_db, EVENT, [p.id for p in players], new_players=players, method=DrawMethod.LOT, seed=2026)
    data = tournaments.load(empty_db, "CZE/M13")
    assert len(data.entries) == 13 and len(data.games) == 78
    assert all(g.result is Result.RUNNING for g in data.games)
    assert data.tournament.draw_method == "lot" and data.tournament.draw_seed == 2026
    # colours from the Berger table of the drawn numbers
    assert {(g.white, g.black) for g in data.games} == set(colour_table(13))
    # the lot is reproducible: the same seed, the same numbers
    again = setup.plan_tournament(empty_db, EVENT, [p.id for p in players], new_players=[], method=DrawMethod.LOT, seed=2026)
    assert [e.player.id for e in again.data.entries] == [e.player.id for e in data.entries]
    assert "random seed of the draw 2026" in change.description
    results.undo(empty_db)
    assert tournaments.list_tournaments(empty_db) == []
    assert register.players(empty_db) == []


def test_by_rating_number_one_is_the_highest(empty_db):
    players = new_players(5)
    setup.create_tournament(empty_db, EVENT, [p.id for p in reversed(players)], new_players=players, method=DrawMethod.RATING)
    data = tournaments.load(empty_db, "CZE/M13")
    assert [e.rating for e in data.entries] == [2500, 2490, 2480, 2470, 2460]
    assert data.tournament.draw_seed is None


def test_by_rating_in_a_go_event_is_by_rank(empty_db):
    """[003 §3.1.3]: the strongest rank first (a dan above any kyu), a player without a rank last,
    equal ranks by name; a chess rating a go player may have does not count."""
    go = Tournament("CZE/go/R", "Go", organiser=Organiser.CAGO, system=PairingSystem.MCMAHON, round_count=4, start_date=date(2099, 1, 10),
                    tiebreaks=default_criteria(Organiser.CAGO, PairingSystem.MCMAHON, False))
    field = [("G1", "Bláha, Tomáš", "8k", 2400), ("G2", "Židů, Petr", "2d", None), ("G3", "Čermák, Aleš", "2k", None),
             ("G4", "Šťastná, Eva", "2d", None), ("G5", "Nový, Hráč", None, None), ("G6", "Kratochvíl, Ondřej", "4d", None)]
    players = [Player(PlayerId(pid), name, "CZE", rank=rank, rating=rating, rating_kind=RatingKind.FIXED if rating else RatingKind.NONE)
               for pid, name, rank, rating in field]
    setup.create_tournament(empty_db, go, [p.id for p in players], new_players=players, method=DrawMethod.RATING)
    data = tournaments.load(empty_db, "CZE/go/R")
    assert [(e.no, e.name) for e in data.entries] == [
        (1, "Kratochvíl, Ondřej"), (2, "Šťastná, Eva"), (3, "Židů, Petr"), (4, "Čermák, Aleš"), (5, "Bláha, Tomáš"), (6, "Nový, Hráč")]


def test_a_double_round_stores_both_cycles(empty_db):
    players = new_players(6)
    setup.create_tournament(empty_db, Tournament("D", "Double", rounds=2), [p.id for p in players], new_players=players, method=DrawMethod.GIVEN)
    games = tournaments.load(empty_db, "D").games
    assert len(games) == 30 and {g.round for g in games} == {1, 2}


def test_refusals_name_the_field_and_store_nothing(empty_db):
    players = new_players(3)
    with pytest.raises(SetupRefused, match="End: the end date 2026-04-01"):
        setup.create_tournament(empty_db, Tournament("X", "X", start_date=date(2026, 5, 1), end_date=date(2026, 4, 1)), [p.id for p in players], new_players=players)
    with pytest.raises(SetupRefused, match="Players: no player with id 42"):
        setup.create_tournament(empty_db, Tournament("X", "X"), ["42"])
    with pytest.raises(SetupRefused, match="Tie-break criteria, in order: sos"):
        setup.create_tournament(empty_db, Tournament("X", "X", tiebreaks=("points", "sos")))
    bad = Player(PlayerId("600001"), "Šťastný, Petr", "cz", rating=2400, rating_kind=RatingKind.FIXED, rated_games=40)
    with pytest.raises(SetupRefused, match="Players: new player Šťastný, Petr: Federation"):
        setup.create_tournament(empty_db, Tournament("X", "X"), ["600001"], new_players=[bad])
    assert tournaments.list_tournaments(empty_db) == [] and register.players(empty_db) == []
    setup.create_tournament(empty_db, Tournament("X", "X"))
    with pytest.raises(SetupRefused, match="Code: a tournament with code X"):
        setup.create_tournament(empty_db, Tournament("X", "Again"))


def test_enter_then_draw_then_late_entry_rebuilds_the_table(empty_db):
    for p in new_players(5):
        register.add_player(empty_db, p)
    setup.create_tournament(empty_db, Tournament("L", "Late", start_date=date(2099, 1, 1)))
    setup.enter_players(empty_db, "L", ["500100", "500101", "500102", "500103"])
    assert tournaments.load(empty_db, "L").games == ()
    setup.draw(empty_db, "L", DrawMethod.LOT, seed=5)
    drawn = tournaments.load(empty_db, "L")
    assert len(drawn.games) == 6
    with pytest.raises(SetupRefused, match="already entered"):
        setup.enter_players(empty_db, "L", ["500100"])
    setup.enter_players(empty_db, "L", ["500104"])
    late = tournaments.load(empty_db, "L")
    assert [e.player.id for e in late.entries][:4] == [e.player.id for e in drawn.entries]  # numbers kept
    assert late.entry(5).player.id == "500104" and len(late.games) == 10
    setup.remove_entry(empty_db, "L", 2)
    removed = tournaments.load(empty_db, "L")
    assert len(removed.entries) == 4 and len(removed.games) == 6
    assert removed.entry(2).player.id == drawn.entry(3).player.id  # the numbers above moved down
    results.undo(empty_db)
    assert tournaments.load(empty_db, "L") == late


def test_no_change_of_entries_or_draw_after_a_result(empty_db):
    players = new_players(4)
    setup.create_tournament(empty_db, Tournament("S", "S", start_date=date(2099, 1, 1)), [p.id for p in players], new_players=players, method=DrawMethod.GIVEN)
    g = tournaments.load(empty_db, "S").games[0]
    results.enter_result(empty_db, "S", g.white, g.black, Result.DRAW)
    for change in (lambda: setup.draw(empty_db, "S", DrawMethod.LOT), lambda: setup.remove_entry(empty_db, "S", 1),
                   lambda: setup.enter_players(empty_db, "S", [new_players(5)[4].id], new_players=new_players(5)[4:])):
        with pytest.raises(SetupRefused, match="already has results"):
            change()
    assert len(tournaments.load(empty_db, "S").entries) == 4


def test_a_group_set_up_after_its_start_takes_entries_and_a_draw_until_the_first_result(empty_db):
    """Issue 23, item 3: the server started the group on 2026-01-10, the arbiter enters it on the
    15th. No result is in: a late entry, a removal and a draw are taken, with the note."""
    players = new_players(5)
    start = date(2026, 1, 10)
    setup.create_tournament(empty_db, Tournament("LATE", "Late", start_date=start), [p.id for p in players[:3]],
                            new_players=players[:3])
    setup.enter_players(empty_db, "LATE", [players[3].id, players[4].id], new_players=players[3:])
    setup.remove_entry(empty_db, "LATE", 5)
    setup.draw(empty_db, "LATE", DrawMethod.LOT, seed=7)
    data = tournaments.load(empty_db, "LATE")
    assert len(data.entries) == 4 and len(data.games) == 6  # 4 players: 4·3/2 games
    note = setup.started_note(data.tournament, date(2026, 1, 15))
    assert note == "The start date 2026-01-10 has passed: entries and the draw may still change until the first result is in."
    assert setup.started_note(data.tournament, date(2026, 1, 9)) == ""
    assert setup.started_note(replace(data.tournament, start_date=None), date(2026, 1, 15)) == ""


def test_edit_changes_properties_and_a_second_cycle_rebuilds_the_table(empty_db):
    players = new_players(4)
    setup.create_tournament(empty_db, Tournament("E", "E"), [p.id for p in players], new_players=players, method=DrawMethod.GIVEN)
    setup.edit_tournament(empty_db, "E", {"name": "Edited", "tiebreaks": ("points", "sb"), "rounds": 2})
    data = tournaments.load(empty_db, "E")
    assert data.tournament.name == "Edited" and data.tournament.tiebreaks == ("points", "sb")
    assert len(data.games) == 12
    with pytest.raises(SetupRefused, match="Code: cannot be changed"):
        setup.edit_tournament(empty_db, "E", {"code": "F"})
    with pytest.raises(SetupRefused, match="Team event: E has entries"):
        setup.edit_tournament(empty_db, "E", {"team_event": True, "tiebreaks": ("match_points",)})
    results.undo(empty_db)
    assert tournaments.load(empty_db, "E").tournament.name == "E"


def test_delete_and_undo_bring_the_tournament_back_unchanged(demo_db):
    code = "CZE/SF/2025-B"
    before = tournaments.load(demo_db, code)
    setup.delete_tournament(demo_db, code)
    assert code not in [t.code for t in tournaments.list_tournaments(demo_db)]
    assert len(register.players(demo_db)) > 0  # players stay in the register
    results.undo(demo_db)
    assert tournaments.load(demo_db, code) == before


def test_a_team_event_numbers_boards_by_team(empty_db):
    players = new_players(6)
    teams = [TeamSpec("Dukla", ("500100", "500101")), TeamSpec("Žďár", ("500102", "500103")), TeamSpec("Brno", ("500104", "500105"))]
    t = Tournament("T", "Teams", organiser=Organiser.SKS, team_event=True, tiebreaks=("match_points", "board_points", "board_order"))
    setup.create_tournament(empty_db, t, new_players=players, teams=teams, method=DrawMethod.GIVEN)
    data = tournaments.load(empty_db, "T")
    assert [(e.no, e.team, e.board, e.player.id) for e in data.entries][:3] == [(1, 1, 1, "500100"), (2, 1, 2, "500101"), (3, 2, 1, "500102")]
    assert [t.name for t in data.teams] == ["Dukla", "Žďár", "Brno"]
    assert len(data.games) == 3 * 2
    with pytest.raises(SetupRefused, match="same number of boards"):
        setup.create_tournament(empty_db, Tournament("T2", "T2", team_event=True, tiebreaks=("match_points",)), teams=[TeamSpec("A", ("500100",)), TeamSpec("B", ("500101", "500102"))])
