"""Rating-period runs [000 §1.4, §1.6, §3.5, §4; 001 §8.7e, §9.3–9.5, App. I 12–18], hand-computed."""

from datetime import date
from fractions import Fraction as Fr

import pytest

from arbiter_app.rules.model import (
    Entry,
    Flag,
    Game,
    Player,
    PlayerId,
    RatingKind,
    RatingSystem,
    Result,
    StartNo,
    Tournament,
    TournamentData,
)
from arbiter_app.rules.ratings.iccf import RatedResult, RcLimit
from arbiter_app.rules.ratings.period import (
    Method,
    OverloadRule,
    PeriodOptions,
    PlayerStart,
    RatedGame,
    Substitution,
    first_list_including,
    list_valid_on,
    rated_games,
    run_period,
)

A, B, C, S, R = (PlayerId(x) for x in ("A", "B", "C", "S", "R"))
DAY = date(2024, 2, 1)


def fixed(pid: PlayerId, rating: int, games: int) -> PlayerStart:
    return PlayerStart(pid, rating, games, RatingKind.FIXED)


def win(white: PlayerId, black: PlayerId, wr: int, br: int, result: Result = Result.WHITE_WIN) -> RatedGame:
    return RatedGame(white, black, wr, br, result, DAY)


def by_id(results: tuple) -> dict:
    return {r.id: r for r in results}


def test_fixed_player_uses_fixed_formula_000_s4_5() -> None:
    # A: 2200, 50 games, k = 17.25. Beats B 2300: +.64*17.25 = 11.04 -> 2211.04 -> 2211.
    # B: 2300, 100 games, k = 12.5: loses to 2200 with We .64: -8 -> 2292.
    out = by_id(run_period([fixed(A, 2200, 50), fixed(B, 2300, 100)], [win(A, B, 2200, 2300)]))
    assert (out[A].rating, out[A].method, out[A].period_games, out[A].total_games) == (2211, Method.FIXED, 1, 51)
    assert out[B].rating == 2292
    assert out[A].fixed and out[A].published and out[A].kind is RatingKind.FIXED


def test_player_without_games_is_unchanged_000_s1_8() -> None:
    out = by_id(run_period([fixed(A, 2200, 50), fixed(C, 1900, 40)], [win(A, B, 2200, 2300)]))
    assert (out[C].rating, out[C].method, out[C].total_games) == (1900, Method.UNCHANGED, 40)


def test_new_player_first_rating_from_provisional_formula_001_app1_14() -> None:
    # B is new (start rating 2200 assumed), scores 2/3 vs A 2100, C 2300 ... Rc = (2100+2300+2200)/3 = 2200,
    # D(.67) = 125, F = 17/18 -> 2318.06 -> 2318; 3 games: unpublished, basis kept for next period.
    games = [
        win(B, A, 2200, 2100),
        win(C, B, 2300, 2200, Result.BLACK_WIN),
        win(B, PlayerId("D"), 2200, 2200, Result.BLACK_WIN),
    ]
    out = by_id(run_period([fixed(A, 2100, 100), fixed(C, 2300, 100), fixed(PlayerId("D"), 2200, 100)], games))
    new = out[B]
    assert (new.rating, new.method, new.total_games, new.kind) == (2318, Method.PROVISIONAL, 3, RatingKind.NONE)
    assert not new.published and len(new.basis) == 3 and not new.estimated_basis


def test_under_30_recalculated_from_all_games_001_app1_15() -> None:
    # Basis: 10 draws vs 2000 (own 2000). Period: 2 wins vs 2000 -> 12 games, p = 7/12 -> .58 -> D 57;
    # F = -2*49/144 + 14/12 + 1/2 = -98/144 + 168/144 + 72/144 = 142/144 -> Rp = 2000 + 57*142/144 = 2056.2 -> 2056.
    basis = (RatedResult(2000, 2000, Fr(1, 2)),) * 10
    start = PlayerStart(A, 2000, 10, RatingKind.NONE, basis)
    games = [win(A, B, 2000, 2000), win(C, A, 2000, 2000, Result.BLACK_WIN)]
    out = by_id(run_period([start, fixed(B, 2000, 100), fixed(C, 2000, 100)], games))
    assert out[A].rating == 2056 and out[A].total_games == 12
    assert out[A].published and not out[A].fixed and out[A].kind is RatingKind.PROVISIONAL  # >= 12 [001 §9.3]


def test_missing_history_is_estimated_from_old_rating() -> None:
    # 20 earlier games, none supplied: 20 draws vs 2100 stand in. Two wins vs 2100: p = 12/22 -> .55 -> D 36;
    # F = -2*36/121 + 12/11 + 1/2 = 241/242 -> Rp = 2100 + 36*241/242 = 2135.85 -> 2136.
    start = PlayerStart(A, 2100, 20, RatingKind.PROVISIONAL)
    games = [win(A, B, 2100, 2100), win(A, C, 2100, 2100)]
    out = by_id(run_period([start, fixed(B, 2100, 100), fixed(C, 2100, 100)], games))
    assert out[A].rating == 2136 and out[A].estimated_basis


def test_reaching_30_games_makes_a_fixed_rating_001_s9_3() -> None:
    # 28 draws vs 2000 + 2 wins vs 2000: p = 16/30 -> .53 -> D 21; F = 449/450 -> 2020.95 -> 2021.
    basis = (RatedResult(2000, 2000, Fr(1, 2)),) * 28
    games = [win(A, B, 2000, 2000), win(A, C, 2000, 2000)]
    out = by_id(run_period([PlayerStart(A, 2000, 28, RatingKind.PROVISIONAL, basis), fixed(B, 2000, 99), fixed(C, 2000, 99)], games))
    assert (out[A].rating, out[A].method, out[A].kind, out[A].basis) == (2021, Method.PROVISIONAL, RatingKind.FIXED, ())


def _many_wins(n: int) -> tuple[list[PlayerStart], list[RatedGame]]:
    opponents = [PlayerId(f"O{i}") for i in range(n)]
    players = [fixed(A, 2400, 100)] + [fixed(o, 2400, 100) for o in opponents]
    return players, [win(A, o, 2400, 2400) for o in opponents]


@pytest.mark.parametrize(
    ("n", "rule", "method", "rating"),
    [
        # R0 2400, 100 games: k = 10. Fixed: 2400 + n*10*.5. Overload: Rp = 2400 + 677*.5 = 2738.5 -> 2739.
        (50, OverloadRule.ICCF, Method.FIXED, 2650),  # 50 is not "more than 50"
        (51, OverloadRule.ICCF, Method.OVERLOAD, 2739),
        (60, OverloadRule.SKS, Method.FIXED, 2700),  # 800/k = 80
        (80, OverloadRule.SKS, Method.FIXED, 2800),
        (81, OverloadRule.SKS, Method.OVERLOAD, 2739),
    ],
)
def test_overload_iccf_50_games_001_app1_16_sks_800_over_k_000_s4_5(
    n: int, rule: OverloadRule, method: Method, rating: int
) -> None:
    players, games = _many_wins(n)
    out = by_id(run_period(players, games, PeriodOptions(overload_rule=rule)))
    assert (out[A].method, out[A].rating) == (method, rating)


def test_sks_overload_at_k_25_000_s4_5() -> None:
    # R0 2000, 30 games: k = 25 -> 800/25 = 32; 33 games overload, 32 do not.
    for n, method in ((32, Method.FIXED), (33, Method.OVERLOAD)):
        opponents = [PlayerId(f"O{i}") for i in range(n)]
        players = [fixed(A, 2000, 30)] + [fixed(o, 2000, 100) for o in opponents]
        games = [RatedGame(A, o, 2000, 2000, Result.DRAW) for o in opponents]
        assert by_id(run_period(players, games, PeriodOptions(OverloadRule.SKS)))[A].method is method


def test_options_from_settings() -> None:
    assert PeriodOptions.from_settings({}, RatingSystem.SKS).overload_rule is OverloadRule.SKS
    assert PeriodOptions.from_settings({}).overload_rule is OverloadRule.ICCF
    options = PeriodOptions.from_settings({"overload_rule": "sks", "rc_limit": "average"})
    assert options == PeriodOptions(OverloadRule.SKS, RcLimit.AVERAGE)


def test_favourable_opponent_rating_000_s3_5() -> None:
    # Crosstable: B 2300. B's list now 2250 -> A counts with 2300: +11.04 -> 2211.
    out = by_id(run_period([fixed(A, 2200, 50), fixed(B, 2250, 100)], [win(A, B, 2200, 2300)]))
    assert out[A].rating == 2211
    # B's list now 2350 -> A counts with 2350: D -150 -> We .30 -> +.70*17.25 = 12.075 -> 2212.
    out = by_id(run_period([fixed(A, 2200, 50), fixed(B, 2350, 100)], [win(A, B, 2200, 2300)]))
    assert out[A].rating == 2212


def test_own_rating_is_the_current_list_001_s9_4() -> None:
    # A started the tournament at 2100 but the list now says 2200: same result as at 2200 -> 2211.
    out = by_id(run_period([fixed(A, 2200, 50), fixed(B, 2300, 100)], [win(A, B, 2100, 2300)]))
    assert out[A].rating == 2211


def _team() -> list[PlayerStart]:
    # S: 2000, k 20; R (replaced): 2100, k 17.5; B and C: 2200, k 15.
    return [fixed(S, 2000, 100), fixed(R, 2100, 100), fixed(B, 2200, 100), fixed(C, 2200, 100)]


def test_substitute_gets_favourable_game_opponent_the_higher_rating_000_s4_7() -> None:
    # S (for R) beats B: S vs 2200 -> We .24, W - We = .76 > 0 -> counts for S: +15.2 -> 2015.
    # B is credited with max(2000, 2100) = 2100: We .64 -> -.64*15 = -9.6 -> 2190.
    game = RatedGame(S, B, 2000, 2200, Result.WHITE_WIN, white_substitute=Substitution(R, 2100))
    out = by_id(run_period(_team(), [game]))
    assert (out[S].rating, out[S].period_games, out[B].rating) == (2015, 1, 2190)
    assert out[R].method is Method.UNCHANGED


def test_unfavourable_game_of_substitute_counts_for_replaced_001_app1_18() -> None:
    # S loses to C: unfavourable -> counts for R: 2100 vs 2200, We .36 -> -.36*17.5 = -6.3 -> 2094.
    # C beats a 2100: +.36*15 = 5.4 -> 2205.
    game = RatedGame(C, S, 2200, 2000, Result.WHITE_WIN, black_substitute=Substitution(R, 2100))
    out = by_id(run_period(_team(), [game]))
    assert (out[R].rating, out[R].period_games, out[S].method, out[C].rating) == (2094, 1, Method.UNCHANGED, 2205)


def test_substitute_result_equal_to_expectation_is_not_favourable_001_app1_18() -> None:
    # S (2000) draws with a 2000: W - We = 0, not positive -> counts for R (2100 vs 2000: We .64 -> -2.45).
    players = [fixed(S, 2000, 100), fixed(R, 2100, 100), fixed(C, 2000, 100)]
    game = RatedGame(S, C, 2000, 2000, Result.DRAW, white_substitute=Substitution(R, 2100))
    out = by_id(run_period(players, [game]))
    assert out[S].period_games == 0 and out[R].period_games == 1
    assert out[R].rating == 2098  # 2100 - 2.45 = 2097.55


@pytest.mark.parametrize(
    ("day", "first"),
    [(date(2024, 2, 15), date(2024, 1, 1)), (date(2024, 4, 1), date(2024, 4, 1)), (date(2024, 12, 31), date(2024, 10, 1))],
)
def test_list_valid_on_quarters_000_s1_6(day: date, first: date) -> None:
    assert list_valid_on(day) == first


@pytest.mark.parametrize(
    ("reported", "first_list"),
    [
        (date(2024, 12, 1), date(2025, 1, 1)),  # exactly one month before
        (date(2024, 12, 2), date(2025, 4, 1)),
        (date(2024, 3, 1), date(2024, 4, 1)),
        (date(2024, 3, 2), date(2024, 7, 1)),
        (date(2024, 1, 15), date(2024, 4, 1)),
    ],
)
def test_first_list_including_one_month_before_000_s1_6(reported: date, first_list: date) -> None:
    assert first_list_including(reported) == first_list


def _entry(no: int, pid: str, rating: int | None, kind: RatingKind, **extra: object) -> Entry:
    return Entry(StartNo(no), Player(PlayerId(pid), pid, rating=rating, rated_games=50, rating_kind=kind), **extra)  # type: ignore[arg-type]


def _data(games: tuple[Game, ...], **tournament: object) -> TournamentData:
    entries = (
        _entry(1, "A", 2300, RatingKind.FIXED),
        _entry(2, "B", None, RatingKind.NONE),
        _entry(3, "C", 2100, RatingKind.FIXED),
    )
    t = Tournament("T1", "Test", **{"kind": "master_class", **tournament})  # type: ignore[arg-type]
    return TournamentData(t, entries, games)


def test_rated_games_of_a_tournament_exclude_cancelled_default_running_000_s7() -> None:
    games = (
        Game(StartNo(1), StartNo(2), Result.WHITE_WIN, moves=40, ended=DAY),
        Game(StartNo(2), StartNo(3), Result.DRAW, flag=Flag.CANCELLED),
        Game(StartNo(3), StartNo(1), Result.BLACK_WIN, flag=Flag.DEFAULT),
        Game(StartNo(1), StartNo(3)),
    )
    rated = rated_games(_data(games))
    # B unrated in a Master class: assumed 2200 [001 App. I 11].
    assert rated == (RatedGame(A, B, 2300, 2200, Result.WHITE_WIN, DAY, 40, "T1"),)
    with_defaults = rated_games(_data(games, settings={"rate_defaults": True}))
    assert len(with_defaults) == 2


def test_unrated_and_thematic_events_give_no_rated_games_001_s9_2() -> None:
    games = (Game(StartNo(1), StartNo(3), Result.WHITE_WIN),)
    assert rated_games(_data(games, rating_system=RatingSystem.NONE)) == ()
    assert rated_games(_data(games, kind="thematic")) == ()
    assert len(rated_games(_data(games))) == 1


def test_rated_games_carry_substitution_and_flag_o_001_s8_7e() -> None:
    entries = (
        _entry(1, "A", 2300, RatingKind.FIXED),
        _entry(2, "R", 2100, RatingKind.FIXED),
        _entry(3, "S", 2000, RatingKind.FIXED, replaces=StartNo(2)),
    )
    games = (
        Game(StartNo(3), StartNo(1), Result.DRAW),
        Game(StartNo(1), StartNo(3), Result.WHITE_WIN, flag=Flag.ORIGINAL_PLAYER),
    )
    rated = rated_games(TournamentData(Tournament("T", "T", kind="master_class"), entries, games))
    assert rated[0].white == S and rated[0].white_substitute == Substitution(R, 2100)
    assert rated[1].black == R and rated[1].black_substitute is None and rated[1].black_rating == 2100
