"""Go ranks and the McMahon start score [003 §3.1.3]: hand-computed values."""

from __future__ import annotations

import pytest

from arbiter_app.rules.go.ranks import RankError, format_rank, handicap, mcmahon_start, normalise, read_rank, strength


@pytest.mark.parametrize(("rank", "value"), [
    ("30k", 0), ("20k", 10), ("1k", 29), ("1d", 30), ("9d", 38), ("1p", 39), ("9p", 47), ("3D", 32),
])
def test_strength_scale(rank: str, value: int) -> None:
    """30k = 0 up to 1k = 29, 1d = 30 up to 9d = 38, then the professional dans."""
    assert strength(rank) == value
    assert normalise(rank) == format_rank(value)


def test_every_rank_round_trips_and_the_order_is_strict() -> None:
    ranks = [f"{k}k" for k in range(30, 0, -1)] + [f"{d}d" for d in range(1, 10)] + [
        f"{p}p" for p in range(1, 10)]
    assert [strength(r) for r in ranks] == list(range(48))
    assert [format_rank(strength(r)) for r in ranks] == ranks


@pytest.mark.parametrize("text", ["", "0k", "31k", "10d", "10p", "3 dan", "k3", "3x", "-1k"])
def test_bad_ranks_are_refused_with_the_text(text: str) -> None:
    with pytest.raises(RankError, match="not a go rank"):
        strength(text)


@pytest.mark.parametrize(("text", "rank"), [
    ("2k", "2k"), ("2K", "2k"), ("2 kyu", "2k"), ("2. Kyu", "2k"), (" 30kyu ", "30k"), ("3d", "3d"), ("3 dan", "3d"),
    ("3.DAN", "3d"), ("1p", "1p"), ("9 pro", "9p"),
])
def test_ranks_as_a_club_list_writes_them(text: str, rank: str) -> None:
    assert read_rank(text) == rank


@pytest.mark.parametrize("text", ["", "0 kyu", "31 kyu", "10 dan", "3 dans", "kyu 3", "II. VT", "1500"])
def test_ranks_a_club_list_gets_wrong_are_refused_as_written(text: str) -> None:
    with pytest.raises(RankError) as refused:
        read_rank(text)
    assert refused.value.text == text


def test_mcmahon_start_with_bar_and_floor_003_3_1_3() -> None:
    """Bar 2d (31), floor 20k (10): a 5d starts at the bar, a 25k at the floor, a 5k at 25."""
    assert mcmahon_start("5d", bar="2d", floor="20k") == 31
    assert mcmahon_start("2d", bar="2d", floor="20k") == 31
    assert mcmahon_start("25k", bar="2d", floor="20k") == 10
    assert mcmahon_start("5k", bar="2d", floor="20k") == 25
    assert mcmahon_start("5k") == 25
    with pytest.raises(ValueError, match="floor"):
        mcmahon_start("5k", bar="10k", floor="5k")


def test_handicap_is_the_rank_difference_less_the_reduction() -> None:
    """2d against 5k: 6 grades; reduction 2 gives 4 stones; capped at 9; never negative."""
    assert handicap("2d", "5k") == 6
    assert handicap("2d", "5k", reduction=2) == 4
    assert handicap("5d", "20k", reduction=1) == 9
    assert handicap("3k", "3k", reduction=1) == 0
