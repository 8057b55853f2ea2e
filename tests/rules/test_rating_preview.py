"""Per-tournament rating preview [000 §3–§4; 001 §9.4, App. I 5–9, 17; 002], hand-computed."""

import dataclasses
from datetime import date

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
from arbiter_app.rules.ratings.preview import PreviewRow, preview

ONE, TWO, THREE = StartNo(1), StartNo(2), StartNo(3)


def _entry(no: int, rating: int | None, games: int, kind: RatingKind) -> Entry:
    return Entry(StartNo(no), Player(PlayerId(f"p{no}"), f"P{no}", rating=rating, rated_games=games, rating_kind=kind))


ENTRIES = (
    _entry(1, 2200, 50, RatingKind.FIXED),  # k = 15 * 1.15 = 17.25
    _entry(2, 2300, 100, RatingKind.FIXED),  # k = 12.5
    _entry(3, None, 0, RatingKind.NONE),  # new: 2200 assumed in a Master class [001 App. I 11]
)
GAMES = (
    Game(ONE, TWO, Result.WHITE_WIN, moves=40, ended=date(2024, 5, 1)),
    Game(THREE, TWO, Result.WHITE_WIN, moves=35, ended=date(2024, 6, 1)),
    Game(ONE, THREE),  # running
)


def _data(system: RatingSystem = RatingSystem.ICCF, games: tuple[Game, ...] = GAMES) -> TournamentData:
    return TournamentData(Tournament("T", "T", kind="master_class", rating_system=system), ENTRIES, games)


def test_iccf_preview_fixed_and_new_players_001_app1() -> None:
    rows = {r.no: r for r in preview(_data())}
    # 1: beat 2300: We .36, +.64*17.25 = 11.04 -> 2211; the running game drawn vs 2200: We .5, +0.
    assert rows[1] == PreviewRow(1, 2200, 0.36, 1.0, pytest.approx(11.04), 2211, pytest.approx(11.04), False)
    # 2: lost to 2200 twice: We .64 each, -8 each -> -16 -> 2284; no running game.
    assert rows[2] == PreviewRow(2, 2300, 1.28, 0.0, -16.0, 2284, -16.0, False)
    # 3: new, one win vs 2300: Rp = 2300 + 677 * .5 = 2638.5 -> +438.5 -> 2639 (.5 up).
    #    If the running game is drawn (vs 2200): p = .75 -> D 193, F = .875, Rc 2250 -> 2418.875: +218.875.
    assert rows[3] == PreviewRow(3, 2200, 0.36, 1.0, 438.5, 2639, 218.875, True)


def test_current_list_and_favourable_rule_000_s3_5() -> None:
    # Player 1 is on the current list at 2250 (k = (70 - 56.25) * 1.15 = 15.8125):
    #   own 2250 vs 2300: We .43 -> +.57 * 15.8125 = 9.013125 -> 2259.
    # Player 2 counts 1 at max(2200, 2250) = 2250: We .57 -> -7.125; vs 3 (2200): -8 -> -15.125 -> 2285.
    rows = {r.no: r for r in preview(_data(), current={1: 2250})}
    assert (rows[1].rating, rows[1].delta, rows[1].new_rating) == (2250, pytest.approx(9.013125), 2259)
    assert (rows[2].delta, rows[2].new_rating) == (pytest.approx(-15.125), 2285)


def test_cancelled_and_default_games_do_not_count_000_s7_3() -> None:
    games = GAMES + (Game(TWO, ONE, Result.WHITE_WIN, flag=Flag.CANCELLED), Game(TWO, THREE, Result.BLACK_WIN, flag=Flag.DEFAULT))
    assert preview(_data(games=games)) == preview(_data())


def test_unrated_tournament_has_no_preview() -> None:
    assert preview(_data(RatingSystem.NONE)) == ()


def test_planet_preview_002() -> None:
    entries = (_entry(1, 2000, 0, RatingKind.NATIONAL), _entry(2, 2000, 0, RatingKind.NATIONAL))
    games = (Game(ONE, TWO, Result.WHITE_WIN, moves=30, ended=date(2024, 3, 1)), Game(TWO, ONE, moves=5))
    data = TournamentData(Tournament("P", "P", rating_system=RatingSystem.PLANET_SAH), entries, games)
    rows = {r.no: r for r in preview(data)}
    # 1 (white) beat 2: +9.16466 -> 2009; then the running game drawn with 2 white at 1990.83534:
    # We(1 as black) = .458233 + .001164 * 18.32932 = .479568 -> +.40864 -> +9.5733 in all.
    assert (rows[1].expected, rows[1].score) == (pytest.approx(0.541767), 1.0)
    assert (rows[1].delta, rows[1].new_rating) == (pytest.approx(9.16466), 2009)
    assert rows[1].delta_if_drawn == pytest.approx(9.5733, abs=1e-4)
    assert (rows[2].delta, rows[2].new_rating, rows[2].provisional) == (pytest.approx(-9.16466), 1991, False)


def test_every_rating_code_and_column_has_english_and_czech_text() -> None:
    from dataclasses import fields

    from arbiter_app.i18n import MESSAGES
    from arbiter_app.rules.ratings.period import Method
    from arbiter_app.rules.ratings.planet import EntryProblem
    from arbiter_app.rules.ratings.seeding import RatingSource

    keys = [f"ratings.source.{s.value}" for s in RatingSource]
    keys += [f"ratings.method.{m.value}" for m in Method]
    keys += [f"ratings.entry.{p.value}" for p in EntryProblem]
    keys += [f"ratings.kind.{k.value}" for k in RatingKind]
    keys += [f"ratings.column.{f.name}" for f in fields(PreviewRow)]
    for key in keys:
        assert set(MESSAGES[key]) == {"en", "cs"}, key


def test_a_row_without_figures_says_why_001_app1_11() -> None:
    # An unrated player in an event whose kind gives no assumed rating ("other") counts with nothing:
    # his row has no figures and says so; with `assumed_rating` in the settings it has figures.
    other = TournamentData(Tournament("T", "T", kind="other"), ENTRIES, GAMES)
    rows = {r.no: r for r in preview(other)}
    assert (rows[3].rating, rows[3].no_figures) == (None, "no_stand_in")
    assert rows[1].no_figures is None and rows[1].rating == 2200
    preset = TournamentData(Tournament("T", "T", kind="other", settings={"assumed_rating": 2000}), ENTRIES, GAMES)
    assert {r.no: r for r in preview(preset)}[3].no_figures is None
    planet = TournamentData(Tournament("T", "T", kind="other", rating_system=RatingSystem.PLANET_SAH), ENTRIES, GAMES)
    assert {r.no: r for r in preview(planet)}[3].no_figures == "unrated"


def test_preview_applies_the_sks_overload_rule_000_4_5() -> None:
    """SKŠ, double round robin of 18: player 1 (fixed 2000, 30 games: k = 20 · 1.25 = 25) beats all
    17 opponents (2000 each) twice: 34 games, 34 · 25 = 850 > 800 -> overload: Rp from the period's
    games only: Rc 2000 + D(1.0) 677 · F(1) 0.5 = 2338.5 -> 2339 (not 2000 + 25 · 17 = 2425)."""
    entries = tuple(_entry(i, 2000, 30, RatingKind.FIXED) for i in range(1, 19))
    games = tuple(
        g
        for j in range(2, 19)
        for g in (Game(ONE, StartNo(j), Result.WHITE_WIN, round=1), Game(StartNo(j), ONE, Result.BLACK_WIN, round=2))
    )
    t = Tournament("S", "S", kind="sks_other", rating_system=RatingSystem.SKS, rounds=2)
    row = preview(TournamentData(t, entries, games))[0]
    assert (row.score, row.expected, row.delta, row.new_rating) == (34.0, 17.0, 338.5, 2339)


def test_preview_gives_a_substitutes_unfavourable_game_to_the_replaced_player_000_4_7_001_8_7e() -> None:
    """3 (2300, k 12.5) replaced 2 (2350, k 11.25) without substitute status and lost to 1 (2400,
    k 10). W 0 <= We: the game counts for 2, and 1 is credited with the higher rating, 2350:
    1: We(2400 v 2350) .57, +10 · .43 = +4.3 -> 2404; 2: We(2350 v 2400) .43, −11.25 · .43 = −4.8375
    -> 2345; 3 keeps 2300 with no game."""
    entries = (
        _entry(1, 2400, 100, RatingKind.FIXED),
        _entry(2, 2350, 100, RatingKind.FIXED),
        dataclasses.replace(_entry(3, 2300, 100, RatingKind.FIXED), replaces=TWO),
    )
    games = (Game(ONE, THREE, Result.WHITE_WIN),)
    rows = {r.no: r for r in preview(TournamentData(Tournament("T", "T", kind="master_class"), entries, games))}
    assert (rows[1].delta, rows[1].new_rating) == (pytest.approx(4.3), 2404)
    assert (rows[2].expected, rows[2].score, rows[2].delta, rows[2].new_rating) == (0.43, 0.0, pytest.approx(-4.8375), 2345)
    assert (rows[3].expected, rows[3].delta, rows[3].new_rating) == (0.0, 0.0, 2300)
