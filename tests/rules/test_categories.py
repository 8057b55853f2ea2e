"""Categories from the average rating [001 §10.0.1, App. II 2, 4b–c]."""

from fractions import Fraction

import pytest

from arbiter_app.formats.norm_tables_json import default_norm_tables
from arbiter_app.rules.chess.categories import (
    category_for_average,
    category_rating,
    field_average,
    fixed_category,
    opponents_average,
    round_half_up,
)
from arbiter_app.rules.event_kinds import EventKind
from arbiter_app.rules.model import Entry, Game, Player, PlayerId, RatingKind, StartNo, Tournament, TournamentData


def entry(no, rating=None, kind=RatingKind.FIXED):
    player = Player(PlayerId(str(no)), f"Player {no}", "CZE", rating=rating, rating_kind=kind if rating else RatingKind.NONE)
    return Entry(StartNo(no), player)


@pytest.mark.parametrize(
    "average, category",
    [
        (1950, None),  # below A: no category
        (1951, "A"),
        (2250, "L"),
        (2251, "1"),
        (2400, "6"),  # 6 = 2376–2400
        (2401, "7"),  # 7 = 2401–2425
        (Fraction(48851, 20), "8"),  # 2442.55 -> 2443 -> 8
        (Fraction(4851, 2), "8"),  # 2425.5 rounds up to 2426 -> 8 (2426–2450)
        (Fraction(242549, 100), "7"),  # 2425.49 -> 2425 -> 7
        (2700, "18"),
        (2701, "18"),  # above the tables: the top category (documented choice)
    ],
)
def test_app_ii_2c_2d_bands_and_rounding(average, category):
    assert category_for_average(average, default_norm_tables()) == category


def test_app_ii_2c_round_half_up():
    assert round_half_up(Fraction(4851, 2)) == 2426
    assert round_half_up(Fraction(4849, 2)) == 2425  # 2424.5 -> 2425 (up, not to even)
    assert round_half_up(2425.49) == 2425


def test_app_ii_2ab_assumed_ratings_and_fide():
    assert category_rating(entry(1), ladies=False) == 2200
    assert category_rating(entry(1), ladies=True) == 1900
    assert category_rating(entry(1, 2050, RatingKind.NATIONAL), ladies=False) == 2200  # not an ICCF rating
    assert category_rating(entry(1, 2150, RatingKind.FIDE), ladies=False) == 2150  # App. II 4b
    assert category_rating(entry(1, 2310, RatingKind.PROVISIONAL), ladies=False) == 2310
    assert category_rating(entry(1, 2310), ladies=False, current=2290) == 2290  # the current list


def test_app_ii_2_field_average_with_an_unrated_player():
    data = TournamentData(Tournament("T", "T"), (entry(1, 2400), entry(2, 2401), entry(3)), ())
    # (2400 + 2401 + 2200) / 3 = 7001 / 3 = 2333.67 -> 2334 -> category 4 (2326–2350)
    avg = field_average(data, (1, 2, 3))
    assert avg == Fraction(7001, 3)
    assert category_for_average(avg, default_norm_tables()) == "4"
    ladies = TournamentData(Tournament("T", "T", ladies=True), data.entries, ())
    assert field_average(ladies, (1, 2, 3)) == Fraction(2400 + 2401 + 1900, 3)


def test_10_0_1_scheveningen_uses_the_opponents_only():
    # Team 1 = players 1, 2; team 2 = players 3, 4; each plays only the other team.
    entries = (entry(1, 2600), entry(2, 2500), entry(3, 2300), entry(4, 2200))
    games = (Game(StartNo(1), StartNo(3)), Game(StartNo(1), StartNo(4)), Game(StartNo(2), StartNo(3)), Game(StartNo(4), StartNo(2)))
    data = TournamentData(Tournament("S", "S"), entries, games)
    assert opponents_average(data, 1) == 2250  # (2300 + 2200) / 2
    assert opponents_average(data, 3) == 2550  # (2600 + 2500) / 2


@pytest.mark.parametrize(
    "kind, board, boards, category",
    [
        (EventKind.CANDIDATES, None, None, "4"),
        (EventKind.OLYMPIAD_FINAL, 3, 6, "4"),
        (EventKind.OLYMPIAD_FINAL, 4, 6, "3"),
        (EventKind.ZONAL_TEAM_FINAL, 2, 6, "3"),
        (EventKind.ZONAL_TEAM_FINAL, 4, 6, "2"),
        (EventKind.ZONAL_TEAM_FINAL, 3, 5, "2"),  # middle board of an odd team counts to the lower half
        (EventKind.WCH_SEMIFINAL, None, None, "2"),
        (EventKind.ZONAL_FINAL, None, None, "2"),
        (EventKind.OLYMPIAD_PRELIM, 1, 6, "2"),
        (EventKind.OLYMPIAD_PRELIM, 5, 6, "1"),
        (EventKind.ZONAL_TEAM_PRELIM, 3, 6, "2"),
        (EventKind.ZONAL_TEAM_PRELIM, 6, 6, "1"),
        (EventKind.ZONAL_TEAM_PRELIM, 6, None, None),  # the half is unknown without the number of boards
        (EventKind.MASTER_NORM, None, None, None),
    ],
)
def test_app_ii_4c_fixed_categories(kind, board, boards, category):
    assert fixed_category(kind, board, boards) == category
