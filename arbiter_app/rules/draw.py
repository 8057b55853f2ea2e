"""Starting numbers and the games of the table, as the arbiter draws them before the start.

Colours follow the number a player draws: "by lot or by Berger tables" [001 §0.3]; the numbers are
drawn by lot (a seeded shuffle, so the draw can be shown and reproduced), given by rating, or taken
in the order the arbiter gives. In a team event the numbers are fixed by team and board, and each
board plays the team round robin with the colours of [001 §8.7g].
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence, TypeVar

from .codes import Code
from .model import Game, StartNo
from .go.ranks import strength
from .names import fold
from .pairing import round_robin_games, team_board_colours

T = TypeVar("T")


class DrawMethod(Code):
    """How the starting numbers are given."""

    LOT = "lot"
    """By lot: the entries shuffled with a recorded seed [001 §0.3]."""
    RATING = "rating"
    """Number 1 to the highest rating; unrated players last; equal ratings by name. In a go event the
    strength is the player's rank (`strength_order`)."""
    GIVEN = "given"
    """In the order the arbiter gives."""


def by_lot(items: Sequence[T], seed: int) -> list[T]:
    """`items` shuffled by `random.Random(seed)`: the same seed gives the same draw on any machine
    (Python's Mersenne Twister and its shuffle are stable across versions and platforms)."""
    drawn = list(items)
    random.Random(seed).shuffle(drawn)
    return drawn


def by_rating(items: Sequence[T], rating: Mapping[int, int | None], name: Mapping[int, str]) -> list[T]:
    """`items` (indexed 0..n-1 in `rating` and `name`) by rating, highest first, ties by folded name."""
    order = sorted(range(len(items)), key=lambda i: (rating[i] is None, -(rating[i] or 0), fold(name[i])))
    return [items[i] for i in order]


def strength_order(go_event: bool, rating: int | None, rank: str | None) -> int | None:
    """What "by rating" orders a player by: his rating, or in a go event his rank's strength (1 is
    the strongest rank [003 §3.1.3]); None (last) for a player without one."""
    if not go_event:
        return rating
    return strength(rank) if rank else None


def individual_games(n: int, rounds: int) -> tuple[Game, ...]:
    """Every game of an `n`-player round robin of `rounds` cycles, colours from the Berger table
    [001 §0.3, App. II 1a]; running."""
    return round_robin_games(list(range(1, n + 1)), rounds)


def team_number(team: int, board: int, boards: int) -> int:
    """The starting number of `board` of team `team`: the teams' boards in order (team 1 boards
    1..b, then team 2, ...), as the team crosstables number them."""
    return (team - 1) * boards + board


def team_games(teams: int, boards: int, rounds: int) -> tuple[Game, ...]:
    """Every game of a team round robin: each board plays the same board of every other team, colours
    by [001 §8.7g]; in a double round the second cycle reverses them."""
    games = []
    for cycle in range(1, rounds + 1):
        for a in range(1, teams + 1):
            for b in range(a + 1, teams + 1):
                for board in range(1, boards + 1):
                    white, black = team_board_colours(a, b, board)
                    if cycle % 2 == 0:
                        white, black = black, white
                    games.append(
                        Game(
                            white=StartNo(team_number(white, board, boards)),
                            black=StartNo(team_number(black, board, boards)),
                            round=cycle if rounds > 1 else None,
                        )
                    )
    return tuple(games)
