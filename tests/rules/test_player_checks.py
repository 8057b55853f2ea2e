"""Checks of a player in the register (rules.player_checks; docs/player-register.md), field by field."""

import pytest

from arbiter_app.i18n import has
from arbiter_app.rules.model import Player, PlayerId, RatingKind, Sex
from arbiter_app.rules.player_checks import FIELDS, FieldProblem, Reason, check_player, player_from_texts, player_texts

YEAR = 2026
GOOD = Player(PlayerId("130794"), "Novák, Jan", "CZE", "IM", Sex.MALE, 2412, 87, RatingKind.FIXED)


def fields(problems: list[FieldProblem]) -> list[tuple[str, Reason]]:
    return [(p.field, p.reason) for p in problems]


def test_a_complete_player_passes():
    assert check_player(GOOD, YEAR) == []


@pytest.mark.parametrize(
    "texts, expected",
    [
        ({"id": ""}, [("id", Reason.EMPTY)]),
        ({"id": "13 07"}, [("id", Reason.SPACES)]),
        ({"name": "  "}, [("name", Reason.EMPTY)]),
        ({"name": ", Jan"}, [("name", Reason.NAME_FORMAT)]),
        ({"name": "Novák,"}, [("name", Reason.NAME_FORMAT)]),
        ({"name": "N" * 99 + ", J"}, [("name", Reason.TOO_LONG)]),
        ({"federation": "ZZ"}, [("federation", Reason.FEDERATION)]),
        ({"federation": "C2E"}, [("federation", Reason.FEDERATION)]),
        ({"federation": ""}, [("federation", Reason.FEDERATION)]),
        ({"title": "FM"}, [("title", Reason.TITLE)]),
        ({"sex": "x"}, [("sex", Reason.CHOICE)]),
        ({"rating": "2412.5"}, [("rating", Reason.NOT_WHOLE_NUMBER)]),
        ({"rating": "abc", "rating_kind": "fixed"}, [("rating", Reason.NOT_WHOLE_NUMBER)]),
        ({"rating": "3001"}, [("rating", Reason.RANGE)]),
        ({"rating": "-1"}, [("rating", Reason.RANGE)]),
        ({"rated_games": "-3"}, [("rated_games", Reason.NEGATIVE)]),
        ({"rated_games": "many"}, [("rated_games", Reason.NOT_WHOLE_NUMBER)]),
        ({"rating_kind": "elo"}, [("rating_kind", Reason.CHOICE)]),
        ({"rating_kind": "none"}, [("rating_kind", Reason.RATING_WITHOUT_KIND)]),
        ({"rating": "", "rating_kind": "fixed"}, [("rating_kind", Reason.KIND_WITHOUT_RATING)]),
        ({"fide_id": "34x"}, [("fide_id", Reason.DIGITS)]),
        ({"birth_year": "1879"}, [("birth_year", Reason.RANGE)]),
        ({"birth_year": "2027"}, [("birth_year", Reason.RANGE)]),
        ({"rank": "31k"}, [("rank", Reason.RANK)]),
        ({"rank": "0k"}, [("rank", Reason.RANK)]),
        ({"rank": "10d"}, [("rank", Reason.RANK)]),
        ({"club": "x" * 101}, [("club", Reason.TOO_LONG)]),
        ({"id": "", "federation": "zz", "rank": "1x"}, [("id", Reason.EMPTY), ("federation", Reason.FEDERATION), ("rank", Reason.RANK)]),
    ],
)
def test_each_bad_field_is_named(texts, expected):
    player, problems = player_from_texts(texts, YEAR, base=GOOD)
    assert player is None
    assert fields(problems) == expected


@pytest.mark.parametrize(
    "texts, attribute, value",
    [
        ({"federation": " svk "}, "federation", "SVK"),
        ({"title": "sim"}, "title", "SIM"),
        ({"title": "LGM"}, "title", "LGM"),
        ({"title": ""}, "title", None),
        ({"sex": "F"}, "sex", Sex.FEMALE),
        ({"rank": "30K"}, "rank", "30k"),
        ({"rank": "9p"}, "rank", "9p"),
        ({"rank": "1d"}, "rank", "1d"),
        ({"rating": "0"}, "rating", 0),
        ({"rating": "3000"}, "rating", 3000),
        ({"birth_year": "1880"}, "birth_year", 1880),
        ({"birth_year": str(YEAR)}, "birth_year", YEAR),
        ({"name": "  Šťastný,   Petr "}, "name", "Šťastný, Petr"),
        ({"fide_id": "316563"}, "fide_id", "316563"),
        ({"club": "ŠK Židů"}, "club", "ŠK Židů"),
    ],
)
def test_good_texts_are_read(texts, attribute, value):
    player, problems = player_from_texts(texts, YEAR, base=GOOD)
    assert problems == []
    assert getattr(player, attribute) == value


def test_the_rating_kind_follows_the_rating_when_not_given():
    """No rating -> kind "none"; a first rating -> "fixed" (as in exchange files); a kept kind stays."""
    unrated, _ = player_from_texts({"rating": ""}, YEAR, base=GOOD)
    assert unrated is not None and (unrated.rating, unrated.rating_kind) == (None, RatingKind.NONE)
    rated, _ = player_from_texts({"rating": "1850"}, YEAR, base=unrated)
    assert rated is not None and rated.rating_kind is RatingKind.FIXED
    provisional = Player(PlayerId("1"), "A, B", "CZE", rating=2000, rating_kind=RatingKind.PROVISIONAL)
    changed, _ = player_from_texts({"rating": "2010"}, YEAR, base=provisional)
    assert changed is not None and changed.rating_kind is RatingKind.PROVISIONAL


def test_a_new_player_from_texts_alone():
    player, problems = player_from_texts({"id": "900001", "name": "Židů, Petr", "federation": "CZE"}, YEAR)
    assert problems == []
    assert player == Player(PlayerId("900001"), "Židů, Petr", "CZE")
    _, problems = player_from_texts({}, YEAR)
    assert fields(problems) == [("id", Reason.EMPTY), ("name", Reason.EMPTY), ("federation", Reason.FEDERATION)]


def test_an_unknown_field_is_a_programming_error():
    with pytest.raises(ValueError, match="colour"):
        player_from_texts({"colour": "white"}, YEAR)


def test_every_reason_and_field_has_a_text():
    assert all(has(reason.value) for reason in Reason)
    assert all(has(f"players.field.{name}") for name in FIELDS)


def test_texts_of_a_player_read_back_to_the_same_player():
    texts = player_texts(GOOD)
    assert texts["rating"] == "2412" and texts["sex"] == "m" and texts["fide_id"] == ""
    assert player_from_texts(texts, YEAR) == (GOOD, [])
