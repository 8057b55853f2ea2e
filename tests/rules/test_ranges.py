"""The ranges of numbers and dates (rules.ranges) and the register's rules as every importer applies
them (rules.player_checks: control characters, rated games, the column check), by hand-computed cases."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules import ranges
from arbiter_app.rules.model import Player, PlayerId, RatingKind
from arbiter_app.rules.player_checks import RATED_GAMES_MAX, Reason, check_columns, check_imported, check_player, value_problem

TODAY = date(2026, 11, 26)


@pytest.mark.parametrize(("moves", "fine"), [(-5, False), (-1, False), (0, True), (1, True), (999, True), (1000, False)])
def test_a_game_has_0_to_999_moves(moves, fine):
    """0 is a game not begun [000 §7.7g]: a count the window records, not a missing one."""
    assert ranges.moves_in_range(moves) is fine


@pytest.mark.parametrize(
    ("day", "kind", "fine"),
    [
        (date(1899, 12, 31), "date", False), (date(1900, 1, 1), "date", True), (date(1800, 1, 1), "end", False),
        (date(2027, 11, 27), "date", True),  # 366 days ahead: 2027-11-26 plus the leap-year day
        (date(2027, 11, 28), "date", False), (date(2999, 1, 1), "date", False),
        (TODAY, "ended", True), (date(2026, 11, 27), "ended", False),  # a game cannot end tomorrow
        (date(2030, 12, 1), "end", True), (date(2030, 12, 2), "end", False),  # 2027-11-27 + 1100 days
    ],
)  # fmt: skip
def test_dates_lie_from_1900_to_a_year_ahead(day, kind, fine):
    assert ranges.day_in_range(day, kind, TODAY) is fine


def test_whole_numbers_fit_64_bits_and_fees_are_finite_amounts():
    assert ranges.fits(2**63 - 1) and not ranges.fits(2**63) and ranges.fits(-(2**63)) and not ranges.fits(-(2**63) - 1)
    assert ranges.fee_in_range(0) and ranges.fee_in_range(12.5)
    assert not any(ranges.fee_in_range(x) for x in (-0.01, float("nan"), float("inf"), float("-inf")))


JAN = Player(PlayerId("130794"), "Novák, Jan", "CZE", rating=2412, rated_games=87, rating_kind=RatingKind.FIXED)


@pytest.mark.parametrize("name", ["Novák,\nJan", "Novák, Jan\x00", "\tNovák, Jan", "Novák, J\x85an", "Novák,\u2028Jan"])
def test_a_name_with_a_control_character_is_refused(name):
    assert [(p.field, p.reason) for p in check_player(replace(JAN, name=name), 2026)] == [("name", Reason.CONTROL)]


def test_rated_games_have_a_sane_bound_and_a_name_may_lack_the_comma():
    assert value_problem("rated_games", RATED_GAMES_MAX, 2026) is None
    assert value_problem("rated_games", RATED_GAMES_MAX + 1, 2026).reason is Reason.RANGE
    assert value_problem("name", "A C J John", 2026) is None  # as FIDE lists it
    assert value_problem("name", "Aryan", 2026) is None  # one word: a name
    assert value_problem("name", "Novák,", 2026).reason is Reason.NAME_FORMAT
    assert value_problem("name", "   ", 2026).reason is Reason.EMPTY


def test_an_imported_player_may_come_without_a_federation_but_not_with_a_wrong_one():
    assert check_imported(replace(JAN, federation=""), 2026) == []
    assert [p.field for p in check_imported(replace(JAN, federation="cz"), 2026)] == ["federation"]


def test_the_column_check_finds_what_the_player_check_finds():
    columns = {
        "id": ["1", "2", "3 4", "5", ""],
        "name": ["Novák, Jan", "Dvořák\x07, Petr", "Židů, Tomáš", "Mrkvička,", "Šťastný, Petr"],
        "federation": ["CZE", "CZE", "", "cz", "SVK"],
        "rating": [2412, None, 3001, 1800, -1],
        "rated_games": [0, 100_000, 5, 5, 5],
        "birth_year": [1961, None, 2027, 1879, 1990],
        "fide_id": [None, "123", "12a", None, None],
    }
    found = [(row, p.field, p.reason) for row, p in check_columns(columns, 2026)]
    assert found == [
        (1, "name", Reason.CONTROL), (1, "rated_games", Reason.RANGE),
        (2, "id", Reason.SPACES), (2, "rating", Reason.RANGE), (2, "fide_id", Reason.DIGITS), (2, "birth_year", Reason.RANGE),
        (3, "name", Reason.NAME_FORMAT), (3, "federation", Reason.FEDERATION), (3, "birth_year", Reason.RANGE),
        (4, "id", Reason.EMPTY), (4, "rating", Reason.RANGE),
    ]  # fmt: skip


def test_a_column_of_names_with_commas_is_judged_as_each_name_alone():
    """A rating list's names come as "Surname, First": the column is judged at once, and a comma with
    a blank side is found wherever it stands (value_problem: NAME_FORMAT)."""
    fine = ["Novák, Jan", "Židů,Tomáš", "Mrkvička, Jiří, ml.", "Šťastný", "O, K", "Novák, , Jan"]
    for bad in (", Jan", "  , Jan", "Novák,", "Novák,   "):
        found = [(row, p.field, p.reason) for row, p in check_columns({"name": [*fine, bad, *fine]}, 2026)]
        assert found == [(len(fine), "name", Reason.NAME_FORMAT)], bad
        assert value_problem("name", bad, 2026).reason is Reason.NAME_FORMAT
    assert check_columns({"name": fine * 1000}, 2026) == []
    assert [value_problem("name", name, 2026) for name in fine] == [None] * len(fine)
