"""Set-up checks [001 §7.2–7.4; 003 §3.3.2] and the draw of numbers and games [001 §0.3, §8.7g]."""

from datetime import date

import pytest

from arbiter_app.rules.draw import by_lot, by_rating, individual_games, team_games, team_number
from arbiter_app.rules.model import Organiser, PairingSystem, Tournament
from arbiter_app.rules.setup_checks import (
    SetupProblem,
    allowed_criteria,
    before_start,
    check_egd_facts,
    check_tiebreaks,
    check_tournament,
    criterion_note,
)


def fields(problems):
    return [(p.field, p.code) for p in problems]


def test_a_sound_tournament_has_no_problems():
    assert check_tournament(Tournament("CZE/M1", "Memorial")) == []


def test_each_bad_field_is_named():
    t = Tournament(" X", " ", kind="world_cup", start_date=date(2026, 5, 1), end_date=date(2026, 4, 1), rounds=3, entry_fee=-5.0)
    assert fields(check_tournament(t)) == [
        ("code", "code_spaces"),
        ("name", "empty"),
        ("kind", "kind_unknown"),
        ("end_date", "end_before_start"),
        ("rounds", "rounds_range"),
        ("entry_fee", "negative"),
    ]


@pytest.mark.parametrize("fee", [float("nan"), float("inf")])
def test_an_entry_fee_of_nan_or_infinity_is_not_an_amount(fee):
    assert fields(check_tournament(Tournament("CZE/M1", "Memorial", entry_fee=fee))) == [("entry_fee", "not_finite")]


def test_the_egd_facts_take_a_class_a_to_d_and_its_least_basic_time():
    """EGF tournament classes: A needs a basic time of 45 minutes at the least (60 with byo-yomi,
    45 with Fischer time), B 30 (40, 30), C 20 (25, 20), D B's limits; TM is whole minutes."""
    assert check_egd_facts({"place": "CZ, Brno", "egd_class": "A", "basic_time": 45}) == []
    assert check_egd_facts({"egd_class": "C", "basic_time": 20}) == check_egd_facts({"basic_time": 5}) == []
    assert check_egd_facts({"egd_class": "A", "basic_time": 44}) == [SetupProblem("basic_time", "basic_time_class", "A")]
    assert check_egd_facts({"egd_class": "D", "basic_time": 29}) == [SetupProblem("basic_time", "basic_time_class", "D")]
    assert check_egd_facts({"egd_class": "a"}) == [SetupProblem("egd_class", "egd_class_unknown", "a")]
    assert [p.code for v in ("60", 0, 601, True, 45.5) for p in check_egd_facts({"basic_time": v})] == ["basic_time_range"] * 5
    assert check_egd_facts({"place": "CZ, Brno]"}) == [SetupProblem("place", "place_brackets", "CZ, Brno]")]
    go = Tournament("GO", "Turnaj", organiser=Organiser.CAGO, system=PairingSystem.MCMAHON, tiebreaks=("points", "sos"),
                    settings={"egd_class": "E"})
    assert [p.field for p in check_tournament(go)] == ["egd_class"]


def test_iccf_allows_chess_criteria_not_go_ones():
    """ICCF: wins, SB, h2h [001 §7.2] and further chess criteria [§7.4]; SOS is a go criterion [003 §3.3.2]."""
    assert check_tiebreaks(("points", "sb", "wins"), Organiser.ICCF, False) == []
    assert fields(check_tiebreaks(("points", "sos"), Organiser.ICCF, False)) == [("tiebreaks", "criterion_not_allowed")]
    assert fields(check_tiebreaks(("points", "foo", "points"), Organiser.ICCF, False)) == [
        ("tiebreaks", "criterion_unknown"),
        ("tiebreaks", "criterion_repeated"),
    ]
    assert fields(check_tiebreaks((), Organiser.SKS, False)) == [("tiebreaks", "tiebreaks_empty")]


def test_team_events_take_team_criteria():
    assert "match_points" in allowed_criteria(Organiser.SKS, True)
    assert "sb" not in allowed_criteria(Organiser.SKS, True)


def test_sos_in_a_round_robin_carries_the_note_of_the_go_rules():
    """SOS cannot be used in a round robin; SDOS can [003 §3.3.2a, b]."""
    assert criterion_note("sos", PairingSystem.ROUND_ROBIN) == "sos_round_robin"
    assert criterion_note("msos", PairingSystem.ROUND_ROBIN) == "sos_round_robin"
    assert criterion_note("sdos", PairingSystem.ROUND_ROBIN) is None
    assert criterion_note("sos", PairingSystem.SWISS) is None


def test_entries_change_only_before_the_start_date():
    t = Tournament("X", "X", start_date=date(2026, 1, 10))
    assert before_start(t, date(2026, 1, 9))
    assert not before_start(t, date(2026, 1, 10))
    assert before_start(Tournament("X", "X"), date(2030, 1, 1))


def test_the_same_seed_gives_the_same_lot():
    names = ["a", "b", "c", "d", "e"]
    assert by_lot(names, 7) == by_lot(names, 7)
    assert sorted(by_lot(names, 7)) == names
    assert any(by_lot(names, s) != by_lot(names, 7) for s in range(8, 20))


def test_by_rating_highest_first_ties_by_folded_name_unrated_last():
    items = ["Šťastný", "Novák", "Stary", "Bez"]
    rating = {0: 2400, 1: 2450, 2: 2400, 3: None}
    assert by_rating(items, rating, dict(enumerate(items))) == ["Novák", "Stary", "Šťastný", "Bez"]


def test_thirteen_players_play_78_games_with_berger_colours():
    games = individual_games(13, 1)
    assert len(games) == 78
    assert len({frozenset((g.white, g.black)) for g in games}) == 78
    # Berger table for 14 (13 + a rest): round 1 is 1-14 (rest), 2-13, 3-12, ..., 7-8
    assert (games[0].white, games[0].black) == (2, 13)


def test_a_double_round_plays_each_pair_twice_with_colours_reversed():
    games = individual_games(4, 2)
    assert len(games) == 12
    first = {(g.white, g.black) for g in games if g.round == 1}
    second = {(g.white, g.black) for g in games if g.round == 2}
    assert second == {(b, w) for w, b in first}


def test_team_games_follow_the_board_colours_of_the_iccf_rules():
    """Team 1 has White on board 1 against even-numbered teams; colours alternate by board [001 §8.7g]."""
    games = {(g.white, g.black) for g in team_games(4, 4, 1)}
    assert len(games) == 6 * 4
    assert (team_number(1, 1, 4), team_number(2, 1, 4)) in games  # 1-5
    assert (team_number(2, 2, 4), team_number(1, 2, 4)) in games  # 6-2
    assert (team_number(3, 1, 4), team_number(1, 1, 4)) in games  # 9-1: odd team numbers, the higher has White
