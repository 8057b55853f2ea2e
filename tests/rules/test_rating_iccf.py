"""ICCF/SKŠ working formulas [000 §1.3, §3; 001 §9.4, App. I 5–9, 17], hand-computed."""

from fractions import Fraction as Fr

import pytest

from arbiter_app.rules.model import Result
from arbiter_app.rules.ratings.iccf import (
    RatedResult,
    RcLimit,
    Transmission,
    correction_factor,
    development_coefficient,
    expected_score,
    fixed_rating,
    g_factor,
    is_rateable_time_control,
    limited_average,
    opponent_rating,
    provisional_rating,
    r_factor,
    round_half_up,
    score_of,
)

WIN, DRAW, LOSS = Fr(1), Fr(1, 2), Fr(0)


@pytest.mark.parametrize(
    ("r0", "r"),
    [
        (2401, Fr(10)),
        (2400, Fr(10)),  # R0 >= 2400 -> 10
        (2399, 70 - Fr(2399, 40)),  # 70 - 59.975 = 10.025
        (2200, Fr(15)),  # 70 - 55
        (2001, 70 - Fr(2001, 40)),  # 19.975
        (2000, Fr(20)),  # R0 <= 2000 -> 20
        (1500, Fr(20)),
    ],
)
def test_r_bands_000_s3_6_001_app1_9(r0: int, r: Fr) -> None:
    assert r_factor(r0) == r


@pytest.mark.parametrize(
    ("gn", "g"),
    [
        (0, Fr(5, 4)),
        (30, Fr(5, 4)),  # gn <= 30 -> 1.25
        (31, Fr(1245, 1000)),  # 1.4 - 0.155
        (50, Fr(115, 100)),  # 1.4 - 0.25
        (79, Fr(1005, 1000)),  # 1.4 - 0.395
        (80, Fr(1)),  # gn >= 80 -> 1
        (500, Fr(1)),
    ],
)
def test_g_bands_000_s3_6_001_app1_9(gn: int, g: Fr) -> None:
    assert g_factor(gn) == g


def test_k_is_r_times_g_001_app1_9() -> None:
    assert development_coefficient(2200, 50) == Fr(1725, 100)  # 15 * 1.15
    assert development_coefficient(2000, 30) == 25  # 20 * 1.25
    assert development_coefficient(2400, 80) == 10  # 10 * 1


@pytest.mark.parametrize(
    ("own", "opponent", "we"),
    [
        (2000, 2000, Fr(50, 100)),
        (2100, 2000, Fr(64, 100)),  # D 100 -> PH .64
        (2000, 2100, Fr(36, 100)),  # PL .36
        (2000, 2349, Fr(11, 100)),  # D 349 -> .11
        (2000, 2350, Fr(11, 100)),  # D 350 -> .11
        (2000, 2351, Fr(11, 100)),  # D 351 capped to 350 -> .11
        (2400, 2000, Fr(89, 100)),  # D 400 capped to 350 -> .89, not .92
        (2000, 2700, Fr(11, 100)),  # D 700 capped -> .11, not .01
    ],
)
def test_expected_score_with_350_cap_000_s3_4_001_app1_8(own: int, opponent: int, we: Fr) -> None:
    assert expected_score(own, opponent) == we


def test_fixed_formula_hand_computed_001_app1_6_7() -> None:
    # R0 2200, gn 50: k = 17.25. Win vs 2300: W-We = 1-.36 = .64 -> +11.04;
    # draw vs 2100: .5-.64 = -.14 -> -2.415. Rn = 2200 + 8.625 = 2208.625 -> 2209.
    results = [RatedResult(2200, 2300, WIN), RatedResult(2200, 2100, DRAW)]
    assert fixed_rating(2200, 50, results) == Fr(2208625, 1000)
    assert round_half_up(fixed_rating(2200, 50, results)) == 2209


def test_fixed_formula_band_edges_r0_2000_and_2400_001_app1_9() -> None:
    # R0 2000, gn 30: k = 25; a win vs 2000: 25 * .5 = 12.5 -> 2012.5 -> 2013 (.5 up, App. I 17).
    assert round_half_up(fixed_rating(2000, 30, [RatedResult(2000, 2000, WIN)])) == 2013
    # R0 2400, gn 80: k = 10; a win vs 2400: +5.
    assert fixed_rating(2400, 80, [RatedResult(2400, 2400, WIN)]) == 2405
    # R0 2001, gn 80: k = 19.975; a loss vs 2001: -9.9875 -> 1991.0125 -> 1991.
    assert round_half_up(fixed_rating(2001, 80, [RatedResult(2001, 2001, LOSS)])) == 1991


@pytest.mark.parametrize(
    ("value", "rounded"),
    [(Fr(45, 2), 23), (Fr(-5, 2), -2), (Fr(22494, 10), 2249), (Fr(22495, 10), 2250), (Fr(2249), 2249)],
)
def test_round_half_up_001_app1_17(value: Fr, rounded: int) -> None:
    assert round_half_up(value) == rounded


def test_correction_factor_001_app1_5() -> None:
    assert correction_factor(Fr(0)) == Fr(1, 2)
    assert correction_factor(Fr(1, 2)) == 1  # -0.5 + 1 + 0.5
    assert correction_factor(Fr(1)) == Fr(1, 2)
    assert correction_factor(Fr(2, 3)) == Fr(17, 18)  # -8/9 + 4/3 + 1/2


@pytest.mark.parametrize(
    ("score", "rp"),
    [
        (LOSS, Fr(16615, 10)),  # 0 %: 2000 + (-677 * 0.5) = 1661.5
        (DRAW, Fr(2000)),  # 50 %: D = 0
        (WIN, Fr(23385, 10)),  # 100 %: 2000 + 677 * 0.5 = 2338.5
    ],
)
def test_provisional_player_at_0_50_100_percent_001_app1_5(score: Fr, rp: Fr) -> None:
    results = [RatedResult(2000, 2000, score)] * 4
    assert provisional_rating(results) == rp


def test_provisional_rounding_of_0_and_100_percent_001_app1_17() -> None:
    assert round_half_up(provisional_rating([RatedResult(2000, 2000, LOSS)] * 4)) == 1662
    assert round_half_up(provisional_rating([RatedResult(2000, 2000, WIN)] * 4)) == 2339


def test_provisional_two_thirds_000_s3_1() -> None:
    # Rc = (2100+2200+2300)/3 = 2200; p = 2/3 -> D(.67) = 125, F = 17/18 -> Rp = 2318.06 -> 2318.
    results = [RatedResult(2200, 2100, WIN), RatedResult(2200, 2200, WIN), RatedResult(2200, 2300, LOSS)]
    rp = provisional_rating(results)
    assert rp == 2200 + Fr(125 * 17, 18)
    assert round_half_up(rp) == 2318


def test_rc_limit_differences_349_350_351_000_s3_1() -> None:
    # own 2000; opponents 2349 (kept), 2350 (kept), 2351 (-> 2350): Rc = 7049/3.
    results = [RatedResult(2000, 2349, DRAW), RatedResult(2000, 2350, DRAW), RatedResult(2000, 2351, DRAW)]
    assert limited_average(results, RcLimit.PER_OPPONENT) == Fr(7049, 3)
    # Below: 1651 (349 below, kept), 1650 (kept), 1649 (-> 1650): Rc = 4951/3.
    below = [RatedResult(2000, 1651, DRAW), RatedResult(2000, 1650, DRAW), RatedResult(2000, 1649, DRAW)]
    assert limited_average(below, RcLimit.PER_OPPONENT) == Fr(4951, 3)


def test_rc_limit_readings_differ_001_app1_5() -> None:
    # own 2000, opponents 2000 and 2800 at 50 %:
    # per opponent: (2000 + 2350) / 2 = 2175; average: 2400 limited to 2000 + 350 = 2350.
    results = [RatedResult(2000, 2000, DRAW), RatedResult(2000, 2800, DRAW)]
    assert provisional_rating(results, RcLimit.PER_OPPONENT) == 2175
    assert provisional_rating(results, RcLimit.AVERAGE) == 2350
    assert RcLimit.from_settings({}) is RcLimit.PER_OPPONENT
    assert RcLimit.from_settings({"rc_limit": "average"}) is RcLimit.AVERAGE


def test_provisional_needs_a_game() -> None:
    with pytest.raises(ValueError):
        provisional_rating([])


def test_more_favourable_opponent_rating_000_s3_5_001_s9_4() -> None:
    assert opponent_rating(2300, 2250) == 2300  # current lower: the start rating stands
    assert opponent_rating(2300, 2350) == 2350  # current higher: the current rating
    assert opponent_rating(2300, None) == 2300  # no published current rating


def test_scores_of_results_000_s6_1() -> None:
    assert score_of(Result.WHITE_WIN, white=True) == 1
    assert score_of(Result.WHITE_WIN, white=False) == 0
    assert score_of(Result.BLACK_WIN, white=False) == 1
    assert score_of(Result.DRAW, white=True) == Fr(1, 2)
    with pytest.raises(ValueError):
        score_of(Result.RUNNING, white=True)


@pytest.mark.parametrize(
    ("days", "moves", "transmission", "ok"),
    [
        (20, 10, Transmission.POST, True),
        (19, 10, Transmission.POST, False),
        (30, 10, Transmission.POST, True),
        (150, 50, Transmission.SERVER, True),
        (149, 50, Transmission.SERVER, False),
        (20, 10, Transmission.SERVER, False),  # 2 days a move < 3 days a move
        (60, 10, Transmission.SERVER, True),
    ],
)
def test_minimum_time_for_a_rated_game_000_s1_3(days: int, moves: int, transmission: Transmission, ok: bool) -> None:
    assert is_rateable_time_control(days, moves, transmission) is ok
