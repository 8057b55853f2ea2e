"""The draw of one round of a Swiss or McMahon go event, each pairing with its reason.

[003 §3.1.2] Swiss: players with equal points, or the smallest difference, meet. [003 §3.1.3]
McMahon: players with the nearest MM scores meet. [003 §3.2] The TD leaves out of a round's draw every
player who excused himself from it; among equivalent choices the draw is by lot, with extra wishes
such as not pairing two players of one club. [003 §3.2.2] A drawing program must be approved, so
every draw here is reproducible (the seed of the lot is part of the result) and explained.

The draw is one minimum-cost perfect matching (rustworkx's blossom algorithm) over the players
present, with a stand-in "bye" player when their number is odd. A pair is allowed only if the two
have not met. The cost of a pairing ranks, each level outweighing everything below it together:

1. the bye goes to a player with the fewest byes so far (if the rest can then be paired);
2. the score differences, compared largest first (lexicographically): one pair two points apart
   costs more than any number of pairs one point apart. The bye counts as a pairing with a score one
   below the lowest present, so it goes to a low scorer unless that would widen a difference;
3. the club rule: two players of one club meet only if no pairing as close avoids it;
4. the lot: a random number per pair drawn from the seed.

So the draw is optimal for the properties of docs/go-events.md, not only usually good: a greedy
draw top-down can fail them, a matching cannot. The graph and its matching are in rules.go.matching:
the allowed pairs come from the score groups near each player's, and a large round is matched over
its likely pairs first, checked by rules 1-3 against every allowed pair.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from typing import Sequence

from ..codes import Code

_BUDGET = 2**100
"""Largest total weight handed to the matching (rustworkx computes in 128-bit integers)."""


class NoLegalDraw(ValueError):
    """No draw pairs every present player without a repeated pairing."""

    def __init__(self, present: int) -> None:
        super().__init__(
            f"no draw of the {present} players present pairs everybody with a new opponent"
        )
        self.present = present


class Colours(Code):
    """How White and Black are given in a drawn pairing (docs/go-events.md)."""

    RANK = "rank"
    """The weaker player takes Black (the go custom, and the handicap convention); at equal rank
    the player with more Blacks so far gets White; then by lot."""
    BALANCE = "balance"
    """The player with more Blacks so far gets White; then by lot (nigiri)."""


class Why(enum.Enum):
    """Why two players were paired (or one got the bye)."""

    GROUP = "group"
    """Both from the same score group."""
    FLOAT = "float"
    """Different scores: no draw with smaller differences exists."""
    BYE = "bye"
    """The bye: an odd number of players present."""
    SWAPPED = "swapped"
    """Changed by the TD by hand."""
    SEEDS = "seeds"
    """Knockout, first round: the two seeds the bracket puts together [003 §3.2.1]."""
    WINNERS = "winners"
    """Knockout, later rounds: the winners of two neighbouring boards [003 §3.1.4]."""
    LOSERS = "losers"
    """Knockout placing match: the losers of two neighbouring boards play on [003 §3.1.4]."""
    TABLE = "table"
    """Round robin: the pairing Schurig's table gives for the round [003 §3.2.1]."""
    POSTPONED = "postponed"
    """Round robin: the table's game of an excused player (`from_white`), played later [003 §3.2]."""
    DEFAULT = "default"
    """Round robin: the table's game of an excused player (`from_white`), lost by default [003 §3.2]."""
    WITHDRAWN = "withdrawn"
    """Round robin: the table's game of a withdrawn player (`from_white`), lost by default [003 §3.3.3]."""
    IMPORTED = "imported"
    """Paired by another program: the round came in from an EGD tournament table (services.go.egd)."""


@dataclass(frozen=True)
class Contender:
    """A player as the draw of a round sees him."""

    no: int
    score: float
    """Points (Swiss) or MM score (McMahon) before the round."""
    strength: int = 0
    """The rank's strength (go_ranks.strength): colours and board order."""
    club: str = ""
    opponents: frozenset[int] = frozenset()
    """Starting numbers already met; they cannot be drawn again."""
    byes: int = 0
    colour_balance: int = 0
    """Whites minus Blacks so far."""


@dataclass(frozen=True)
class Reason:
    """The reason of one pairing, for the pairing list and the audit."""

    why: Why
    score_white: float
    """For the bye: the score of the player who gets it."""
    score_black: float | None = None
    repeats_avoided: int = 0
    """Players of the pair's score groups whom one of the two had already met."""
    same_club: bool = False
    """Same club, and no draw as close kept them apart."""
    byes_before: int = 0
    """For the bye: byes the player had had."""
    from_white: int = 0
    """Knockout: White's seed (first round) or the board he won in the round before; round robin:
    the excused player of a postponed or defaulted game."""
    from_black: int = 0
    first_place: int = 0
    """Knockout, after the first round: the places the match's bracket decides (0: not given)."""
    last_place: int = 0


@dataclass(frozen=True)
class Board:
    board: int
    white: int
    black: int
    reason: Reason
    stones: int | None = None
    """The handicap as an imported table gives it; None: by the event's settings (GoSettings.stones)."""


@dataclass(frozen=True)
class Draw:
    """The drawn round: boards best scores first, the bye, and the seed that reproduces it."""

    boards: tuple[Board, ...]
    bye: int | None
    bye_reason: Reason | None
    seed: int
    excused: frozenset[int] = field(default_factory=frozenset)


def _club(c: Contender) -> str:
    return c.club.strip().casefold()


def draw_round(
    field: Sequence[Contender],
    seed: int,
    excused: frozenset[int] = frozenset(),
    club_rule: bool = True,
    colours: Colours = Colours.RANK,
) -> Draw:
    """Draw one round of a Swiss [003 §3.1.2] or McMahon [003 §3.1.3] event [003 §3.2].

    `field` are the players still in the event with their scores before the round; the `excused`
    ones are left out [003 §3.2]. `seed` drives the lot among equivalent choices [003 §3.2.1], so
    the same field and seed give the same draw. Raises NoLegalDraw when no draw without a repeated
    pairing exists.
    """
    # rustworkx loads when a round is drawn, not with the go rules (docs/performance.md)
    from .matching import LOT, AllowedPairs, cheapest_draw, lots

    present = sorted((c for c in field if c.no not in excused), key=lambda c: c.no)
    if len({c.no for c in present}) != len(present):
        raise ValueError("a player is in the field twice")
    n = len(present)
    if n == 0:
        return Draw((), None, None, seed, excused)
    index = {c.no: i for i, c in enumerate(present)}
    met: list[set[int]] = [set() for _ in present]
    for i, c in enumerate(present):
        for j in (index[o] for o in c.opponents if o in index):
            met[i].add(j)
            met[j].add(i)
    allowed = AllowedPairs([c.score for c in present], met)
    nodes = n + n % 2  # with the bye node n when n is odd
    low = min(c.score for c in present) - 1  # the bye scores below everyone

    # The bye to the fewest byes possible: the least count that still lets everybody be paired.
    for count in sorted({c.byes for c in present}) if n % 2 else [None]:
        byes = [i for i in range(n) if present[i].byes <= count] if count is not None else []
        diffs = sorted(allowed.gaps | {abs(present[i].score - low) for i in byes})
        found = allowed.least_level(diffs, byes, low)
        if found is not None:
            break
    if found is None:
        raise NoLegalDraw(n)
    # Every pair as far apart as needed, at most: the largest difference is the least that pairs everybody.
    level, pairs = found
    ranks = {d: k for k, d in enumerate(diffs[: level + 1])}
    p = nodes // 2 + 1  # more than the pairs of any draw
    club_unit = p * LOT
    diff_unit = p * club_unit
    top_rank = len(ranks) - 1
    # Merge the smallest differences if the ranks do not fit the budget (docs/go-events.md).
    while top_rank > 0 and diff_unit * p ** (top_rank + 2) >= _BUDGET:
        top_rank -= 1
    first_kept = len(ranks) - 1 - top_rank
    units = {d: diff_unit * p ** max(0, k - first_kept) for d, k in ranks.items()}
    clubs = [_club(c) if club_rule else "" for c in present]
    rng = random.Random(seed)
    levels, level_of = allowed.levels(pairs, low, units, clubs, club_unit)
    floor = allowed.rules_floor(units, byes, low) if first_kept == 0 else None
    matching = cheapest_draw(nodes, pairs, lots(rng, len(pairs)), levels, level_of, floor)
    return _explain(present, matching, n if n % 2 else None, seed, excused, club_rule, colours, rng)


def _explain(
    present: list[Contender],
    matching: set[tuple[int, int]],
    bye_node: int | None,
    seed: int,
    excused: frozenset[int],
    club_rule: bool,
    colours: Colours,
    rng: random.Random,
) -> Draw:
    """Colours, board order and the reason of each pairing of a matching."""
    groups: dict[float, set[int]] = {}
    for c in present:
        groups.setdefault(c.score, set()).add(c.no)
    bye: int | None = None
    bye_reason: Reason | None = None
    games: list[tuple[Contender, Contender]] = []
    for i, j in sorted(tuple(sorted(m)) for m in matching):
        if j == bye_node:
            c = present[i]
            bye, bye_reason = c.no, Reason(Why.BYE, c.score, byes_before=c.byes)
        else:
            games.append(_colour(present[i], present[j], colours, rng))
    games.sort(key=lambda wb: (-max(wb[0].score, wb[1].score), -(wb[0].score + wb[1].score),
                               -max(wb[0].strength, wb[1].strength), min(wb[0].no, wb[1].no)))
    boards = []
    for k, (w, b) in enumerate(games, start=1):
        met = len(w.opponents & (groups[w.score] - {w.no, b.no}))
        met += len(b.opponents & (groups[b.score] - {w.no, b.no}))
        boards.append(Board(k, w.no, b.no, Reason(
            Why.GROUP if w.score == b.score else Why.FLOAT, w.score, b.score,
            repeats_avoided=met,
            same_club=club_rule and bool(_club(w)) and _club(w) == _club(b),
        )))
    return Draw(tuple(boards), bye, bye_reason, seed, excused)


def _colour(
    a: Contender, b: Contender, colours: Colours, rng: random.Random
) -> tuple[Contender, Contender]:
    """(White, Black) of a pairing by `colours`."""
    if colours is Colours.RANK and a.strength != b.strength:
        return (a, b) if a.strength > b.strength else (b, a)
    if a.colour_balance != b.colour_balance:
        return (a, b) if a.colour_balance < b.colour_balance else (b, a)
    return (a, b) if rng.random() < 0.5 else (b, a)
