"""Planet Šah ratings and entry tolerance [002 "Ratingiranje", "Prijave na turnirje"], hand-computed."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.model import Flag, Game, PlayerId, RatingSystem, Result, StartNo, Tournament
from arbiter_app.rules.ratings.planet import (
    EntryProblem,
    PlanetGame,
    allowed_range,
    change,
    entry_checked,
    entry_problems,
    expected,
    is_rated,
    replay,
)

A, B = PlayerId("A"), PlayerId("B")
PLANET = Tournament("P", "P", rating_system=RatingSystem.PLANET_SAH)


def test_expected_scores_002_rating_1() -> None:
    assert expected(2000, 2000, white=True) == pytest.approx(0.541767)
    assert expected(2000, 2000, white=False) == pytest.approx(0.458233)
    # Rw 2100, Rb 2000: .541767 + .1164 = .658167; black .458233 - .1164 = .341833.
    assert expected(2100, 2000, white=True) == pytest.approx(0.658167)
    assert expected(2000, 2100, white=False) == pytest.approx(0.341833)


def test_rating_points_k_20_002_rating_2_4() -> None:
    # White 2100 beats black 2000: 20 * (1 - .658167) = 6.83666; black loses the same.
    assert change(2100, 2000, True, Result.WHITE_WIN) == pytest.approx(6.83666)
    assert change(2000, 2100, False, Result.WHITE_WIN) == pytest.approx(-6.83666)
    # Equal ratings, draw: white 20 * (.5 - .541767) = -.83534.
    assert change(2000, 2000, True, Result.DRAW) == pytest.approx(-0.83534)


def test_updated_after_each_game_in_end_date_order_002_rating_5() -> None:
    # 1 Mar: A (white) beats B, both 2000: A +9.16466 -> 2009.16466, B -> 1990.83534.
    # 2 Mar: B (white) draws A: We(B) = .541767 + .001164 * (1990.83534 - 2009.16466) = .520432,
    #        B += 20 * (.5 - .520432) = -.40864 -> 1990.42670; A += 20 * (.5 - .479568) = +.40864 -> 2009.57330.
    first = PlanetGame(A, B, Result.WHITE_WIN, date(2024, 3, 1))
    second = PlanetGame(B, A, Result.DRAW, date(2024, 3, 2))
    ratings, expected_sum = replay({A: 2000.0, B: 2000.0}, [second, first])  # given out of order
    assert ratings[A] == pytest.approx(2009.57330, abs=1e-4)
    assert ratings[B] == pytest.approx(1990.42670, abs=1e-4)
    assert expected_sum[A] == pytest.approx(0.541767 + 0.479568, abs=1e-5)


@pytest.mark.parametrize(
    ("game", "tournament", "rated"),
    [
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=10), PLANET, True),
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=9), PLANET, False),  # very short (default 10)
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN), PLANET, True),  # move count unknown
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=15), Tournament("P", "P", rating_system=RatingSystem.PLANET_SAH, settings={"planet_min_moves": 20}), False),
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=30), Tournament("P", "P", rating_system=RatingSystem.PLANET_SAH, kind="thematic"), False),
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=30), Tournament("P", "P", rating_system=RatingSystem.NONE), False),
        (Game(StartNo(1), StartNo(2), Result.DRAW, flag=Flag.CANCELLED, moves=30), PLANET, False),
        (Game(StartNo(1), StartNo(2), Result.WHITE_WIN, flag=Flag.DEFAULT, moves=30), PLANET, False),
        (Game(StartNo(1), StartNo(2), moves=30), PLANET, False),  # running
    ],
)
def test_what_is_rated_002_rating(game: Game, tournament: Tournament, rated: bool) -> None:
    assert is_rated(game, tournament) is rated


def _with(**settings: object) -> Tournament:
    return Tournament("P", "P", rating_system=RatingSystem.PLANET_SAH, settings=settings)


@pytest.mark.parametrize(
    ("rating", "problems"),
    [
        (2000, ()),
        (1900, ()),  # iRating 2000, Tol 100: 1900..2100 may enter
        (2100, ()),
        (1899, (EntryProblem.BELOW_TOLERANCE,)),
        (2101, (EntryProblem.ABOVE_TOLERANCE,)),
        (None, (EntryProblem.NO_RATING,)),
    ],
)
def test_entry_within_base_rating_and_tolerance_002_entries(rating: int | None, problems: tuple) -> None:
    assert entry_problems(rating, _with(planet_base_rating=2000, planet_tolerance=100), []) == problems


def test_participants_differ_by_at_most_200_002_rating_3() -> None:
    assert entry_problems(2100, _with(), [1900, 2000]) == ()  # spread 200
    assert entry_problems(2101, _with(), [1900]) == (EntryProblem.SPREAD,)  # spread 201
    # A wide tolerance does not lift the 200 limit.
    wide = _with(planet_base_rating=2000, planet_tolerance=150)
    assert entry_problems(2150, wide, [1890]) == (EntryProblem.SPREAD,)
    assert entry_problems(2150, wide, [1950]) == ()


def test_the_allowed_range_is_the_tolerance_within_the_spread_002_entries() -> None:
    """iRating 2000, Tol 100: 1900–2100 [002 "Prijave na turnirje"]; with 1950 and 2080 entered the
    spread of 200 [002 "Ratingiranje" 3] allows 2080 − 200 = 1880 … 1950 + 200 = 2150, so 1900–2100
    stands. Tol 150 with 1890 entered: 1850–2150 ∩ 1690–2090 = 1850–2090."""
    t = _with(planet_base_rating=2000, planet_tolerance=100)
    assert allowed_range(t, []) == (1900, 2100)
    assert allowed_range(t, [1950, 2080]) == (1900, 2100)
    wide = _with(planet_base_rating=2000, planet_tolerance=150)
    assert allowed_range(wide, [1890]) == (1850, 2090)  # 2000 ± 150 ∩ 1890 ± 200
    assert allowed_range(_with(), [2300]) == (2100, 2500)
    assert allowed_range(_with(), []) is None
    assert entry_checked(_with()) and not entry_checked(replace(_with(), rating_system=RatingSystem.ICCF))
