"""Round-robin tables: Berger tables checked against the printed ones, colours, double rounds, teams.

References: [001 §0.3] each player meets every other, colours by lot or table; [001 App. II 1a]
double round robin; [001 §8.7g] team colours; [003 §3.2.1] round robins by table.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from arbiter_app.rules.model import Result
from arbiter_app.rules.pairing import berger_rounds, colour_table, round_robin_games, team_board_colours


def test_berger_table_for_4_players_as_printed() -> None:
    """The printed Berger table for 4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1."""
    assert berger_rounds(4) == (((1, 4), (2, 3)), ((4, 3), (1, 2)), ((2, 4), (3, 1)))


def test_berger_table_for_5_players_is_the_6_table_without_the_byes() -> None:
    """Printed table for 5-6 players: 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 /
    3-6 4-2 5-1; with 5 players the opponent of 6 rests (bye), so those pairs are left out."""
    assert berger_rounds(6) == (
        ((1, 6), (2, 5), (3, 4)), ((6, 4), (5, 3), (1, 2)), ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)), ((3, 6), (4, 2), (5, 1)),
    )
    assert berger_rounds(5) == (
        ((2, 5), (3, 4)), ((5, 3), (1, 2)), ((3, 1), (4, 5)), ((1, 4), (2, 3)), ((4, 2), (5, 1)),
    )


@pytest.mark.parametrize("n", range(3, 25))
def test_every_pair_meets_once_and_colours_are_balanced(n: int) -> None:
    """[001 §0.3] Each pair exactly once; nobody twice in a round; with an even n every player has
    n/2 or n/2 - 1 Whites, with an odd n exactly (n - 1)/2."""
    rounds = berger_rounds(n)
    assert len(rounds) == n - 1 + n % 2
    games = [pair for r in rounds for pair in r]
    assert sorted(tuple(sorted(p)) for p in games) == list(combinations(range(1, n + 1), 2))
    for r in rounds:
        players = [p for pair in r for p in pair]
        assert len(players) == len(set(players))
    whites = Counter(w for w, _ in games)
    allowed = {(n - 1) // 2} if n % 2 else {n // 2, n // 2 - 1}
    assert {whites[p] for p in range(1, n + 1)} <= allowed


def test_double_round_reverses_colours_001_app2_1a() -> None:
    """[001 App. II 1a] Double round robin of 4: rounds 4-6 repeat 1-3 with colours reversed, so
    every ordered pair occurs once and each player has White in 3 of his 6 games."""
    table = colour_table(4, rounds=2)
    assert len(table) == 12
    assert (table[(1, 4)], table[(4, 1)], table[(3, 1)], table[(1, 3)]) == (1, 4, 3, 6)
    assert Counter(w for w, _ in table) == {1: 3, 2: 3, 3: 3, 4: 3}


def test_round_robin_games_use_the_given_numbers() -> None:
    """Numbers 10, 20, 30 take Berger numbers 1, 2, 3 (table of 4: 1-4 is a bye): round 1 20-30,
    round 2 10-20, round 3 30-10; in a double round Game.round is the cycle."""
    single = round_robin_games([10, 20, 30])
    assert [(g.white, g.black, g.round, g.result) for g in single] == [
        (20, 30, None, Result.RUNNING), (10, 20, None, Result.RUNNING), (30, 10, None, Result.RUNNING),
    ]
    double = round_robin_games([10, 20, 30], rounds=2)
    assert [(g.white, g.black, g.round) for g in double[3:]] == [(30, 20, 2), (20, 10, 2), (10, 30, 2)]
    with pytest.raises(ValueError):
        round_robin_games([1, 1, 2])


def test_team_colours_001_8_7g() -> None:
    """[001 §8.7g] Team 1 has White on board 1 against even-numbered teams; colours alternate by
    board. Against odd-numbered teams the other team has White on board 1 (the same parity rule)."""
    assert [team_board_colours(1, 2, b) for b in (1, 2, 3, 4)] == [(1, 2), (2, 1), (1, 2), (2, 1)]
    assert team_board_colours(4, 1, 1) == (1, 4)
    assert team_board_colours(1, 3, 1) == (3, 1)
    assert team_board_colours(2, 5, 2) == (5, 2)
    with pytest.raises(ValueError):
        team_board_colours(2, 2, 1)
