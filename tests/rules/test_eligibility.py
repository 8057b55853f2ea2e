"""Title-tournament conditions [001 App. II 1], each failing on its own with its numbers."""

import dataclasses
from itertools import combinations

import pytest

from arbiter_app.formats.norm_tables_json import default_norm_tables
from arbiter_app.rules.chess.eligibility import (
    Failure,
    Notice,
    check_title_tournament,
    quotas,
    start_field,
    title_tournament_notices,
)
from arbiter_app.rules.model import (
    Entry,
    Game,
    Player,
    PlayerId,
    RatingKind,
    StartNo,
    Tournament,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
)
from datetime import date

FEDS = ("CZE", "GER", "SVK")


def group(n=9, rounds=1, feds=None, kinds=None, **tournament):
    """n players, federations round-robin over CZE/GER/SVK, all fixed 2400 unless told."""
    feds = feds or [FEDS[i % 3] for i in range(n)]
    kinds = kinds or [RatingKind.FIXED] * n
    entries = tuple(
        Entry(StartNo(i + 1), Player(PlayerId(f"id{i + 1}"), f"Player {i + 1}", feds[i],
                                     rating=None if kinds[i] is RatingKind.NONE else 2400, rating_kind=kinds[i]))
        for i in range(n)
    )
    games = tuple(Game(StartNo(a), StartNo(b)) for a, b in combinations(range(1, n + 1), 2))
    fields = dict(kind="wch_semifinal", title_tournament=True, td="Arbiter, Anna", rounds=rounds) | tournament
    return TournamentData(Tournament("G", "G", **fields), entries, games)


def check(data):
    return check_title_tournament(data, default_norm_tables())


def test_a_valid_nine_player_group_passes():
    assert check(group()) == ()


def test_app_ii_1_promotion_thematic_cup_prelims_never_title_tournaments():
    assert check(group(kind="master_class")) == (Failure("event_kind", detail="master_class"),)
    assert check(group(kind="thematic"))[0].code == "event_kind"
    assert check(group(kind="cup_prelim"))[0].code == "event_kind"


def test_not_declared_as_title_tournament():
    assert check(group(title_tournament=False)) == (Failure("not_declared"),)


def test_app_ii_1a_nine_players():
    # 8 players, single round: needed 9, actual 8 (quotas by percentage then: 6 rated, 5 fixed, max 5)
    assert check(group(8)) == (Failure("min_players", 9, 8),)


def test_app_ii_1a_double_round_needs_eight_games_each():
    # 4 players double round: 3 * 2 = 6 games < 8
    assert Failure("min_games", 8, 6) in check(group(4, rounds=2))
    # 5 players double round: 4 * 2 = 8 games -> allowed; quotas 75 % of 5 -> 4, 60 % -> 3, 2/3 -> 3
    assert check(group(5, rounds=2)) == ()


def test_app_ii_1b_published_ratings_from_the_row():
    # 9 players: D = 7 rated needed; 3 unrated -> 6 rated; the 6 fixed meet E = 6
    kinds = [RatingKind.NONE] * 3 + [RatingKind.FIXED] * 6
    assert check(group(kinds=kinds)) == (Failure("min_rated", 7, 6),)


def test_app_ii_1c_fixed_ratings_from_the_row():
    # 9 players: E = 6 fixed needed; 4 provisional -> 5 fixed, all 9 rated
    kinds = [RatingKind.PROVISIONAL] * 4 + [RatingKind.FIXED] * 5
    assert check(group(kinds=kinds)) == (Failure("min_fixed", 6, 5),)


def test_app_ii_4b_fide_rating_counts_as_published_not_fixed():
    kinds = [RatingKind.FIDE] * 3 + [RatingKind.FIXED] * 6
    assert check(group(kinds=kinds)) == ()


def test_app_ii_1d_three_federations():
    feds = ["CZE"] * 5 + ["GER"] * 4
    assert check(group(feds=feds)) == (Failure("min_federations", 3, 2),)


def test_app_ii_1e_one_federation_at_most_the_row_c():
    # 9 players: C = 6; 7 CZE
    feds = ["CZE"] * 7 + ["GER", "SVK"]
    assert check(group(feds=feds)) == (Failure("max_same_federation", 6, 7, "CZE"),)
    assert check(group(feds=["CZE"] * 6 + ["GER", "GER", "SVK"])) == ()


def test_app_ii_1f_td_must_not_play():
    assert check(group(td="Player 4")) == (Failure("td_plays", detail="Player 4"),)
    assert check(group(td="id2")) == (Failure("td_plays", detail="id2"),)


def test_app_ii_1f_an_unnamed_td_is_a_notice_not_a_failure():
    # App. II 1(f): "should if possible be run by an IA" and no arbiter plays in an event he directs;
    # no name on record is required.
    assert check(group(td="")) == ()
    assert check(group(td="  ")) == ()
    assert title_tournament_notices(group(td="")) == (Notice.TD_NOT_NAMED,)
    assert title_tournament_notices(group()) == ()


def test_start_field_leaves_out_substitutes_and_before_start_withdrawals():
    data = group(10)
    sub = Entry(StartNo(11), Player(PlayerId("s"), "Sub", "CZE"), replaces=StartNo(2))
    gone = dataclasses.replace(data.entries[9], withdrawal=Withdrawal(WithdrawalKind.BEFORE_START, date(2024, 1, 1)))
    data = dataclasses.replace(data, entries=data.entries[:9] + (gone, sub))
    assert [e.no for e in start_field(data)] == list(range(1, 10))
    assert check(data) == ()


@pytest.mark.parametrize("players", [21, 6])
def test_quotas_without_a_row_come_from_the_percentages(players):
    q = quotas(players, default_norm_tables())
    # 21: 75 % = 15.75 -> 16, 60 % = 12.6 -> 13, 2/3 = 14; 6: 4.5 -> 5, 3.6 -> 4, 4
    expected = {21: (16, 13, 14), 6: (5, 4, 4)}[players]
    assert (q.min_rated, q.min_fixed, q.max_same_federation) == expected
