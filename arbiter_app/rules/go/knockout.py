"""Knockout go events: the first round's bracket with the strong players seeded apart, and byes.

[003 §3.1.4] The winner of a match goes on; the later rounds and the placing matches of the losers
are `go_placing`'s. [003 §3.2.1] Strong players are seeded into the bracket so that they meet as late as
possible, and players of equal strength are ordered by lot.

The bracket has a power of two places; seed k's first opponent is seed (size + 1 - k), and the
places are ordered so that seeds 1 and 2 can meet only in the final, 1-4 only in a semifinal, and so
on (for 8, top to bottom: 1-8, 4-5 | 2-7, 3-6). A seed whose opponent
would be a number above the field has a bye: with 6 players, seeds 1 and 2 go straight on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ...i18n import tr


@dataclass(frozen=True)
class Match:
    """One knockout match: `black` None is a bye for `white` (he goes on without play)."""

    white: int
    black: int | None


def bracket_order(size: int) -> tuple[int, ...]:
    """Seed numbers in bracket order for a bracket of `size` places (a power of two):
    (1, 8, 4, 5, 2, 7, 3, 6) for 8. Adjacent places meet in round 1; seeds 1 and 2 are in
    different halves, 1-4 in different quarters [003 §3.2.1]."""
    if size < 1 or size & (size - 1):
        raise ValueError(f"a bracket has a power of two places, not {size}")
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [x for s in order for x in (s, total - s)]
    return tuple(order)


def seeding(strengths: Sequence[tuple[int, int]], seed: int) -> tuple[int, ...]:
    """Starting numbers strongest first from (number, strength) pairs; equal strengths by lot
    [003 §3.2.1], reproducible from `seed`."""
    numbers = [no for no, _ in strengths]
    random.Random(seed).shuffle(numbers)
    strength = dict(strengths)
    return tuple(sorted(numbers, key=lambda no: -strength[no]))


def first_round(seeded: Sequence[int]) -> tuple[Match, ...]:
    """The first round of a knockout of the players `seeded` strongest first [003 §3.1.4]: the
    bracket of the next power of two, with byes for the top seeds when the field is smaller."""
    if len(seeded) < 2:
        raise ValueError(tr("rules.knockout_players"))
    size = 1
    while size < len(seeded):
        size *= 2
    order = bracket_order(size)
    matches = []
    for k in range(0, size, 2):
        high, low = sorted(order[k:k + 2])
        matches.append(Match(seeded[high - 1], seeded[low - 1] if low <= len(seeded) else None))
    return tuple(matches)
