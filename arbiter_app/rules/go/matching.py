"""The graph of a Swiss or McMahon draw and its least-cost perfect matching (rules.go.pairing).

The players present are nodes 0..n-1 in starting order, the bye node n. An allowed pair never met
before; the draw keeps the pairs at most the least largest difference apart that still pairs
everybody, built from the score groups near each player's (not by trying every pair), and matches
them with rustworkx's blossom algorithm. A large round is matched over its likely pairs first
(`cheapest_draw`), checked against every pair by the rules above the lot.
"""

from __future__ import annotations

import bisect
import random
import sys
from array import array
from typing import Callable, Sequence

# rustworkx is imported by the functions that match: an event drawn round by round needs it when a
# round is drawn, not when the window opens (docs/performance.md)

LOT = 1024
"""Range of the random number of the lot per pairing."""
CANDIDATE_PAIRS = 100_000
"""A round of more allowed pairs than this is matched over its candidates first (`cheapest_draw`)."""
_CANDIDATE_LOT = 64
"""A pair whose lot is below this is a candidate."""
_CANDIDATES = 16
"""About this many candidates of each kind of pair a player has, or all of that kind."""

Pair = tuple[int, int]


class AllowedPairs:
    """The players present: score groups, opponents met, and the pairs allowed within a difference."""

    def __init__(self, scores: Sequence[float], opponents: Sequence[set[int]]) -> None:
        """`scores` of the players present, `opponents` the indices each has met (both ways)."""
        self.n = len(scores)
        self.scores = list(scores)
        self.values = sorted(set(scores))
        at = {v: k for k, v in enumerate(self.values)}
        self.group = [at[s] for s in scores]
        self.members: list[list[int]] = [[] for _ in self.values]
        for i, g in enumerate(self.group):
            self.members[g].append(i)
        self.met = opponents
        # The differences some allowed pair has: a pair of groups (or a group of two or more) not all met.
        met_between: dict[Pair, int] = {}
        for i in range(self.n):
            for j in opponents[i]:
                if i < j:
                    key = (min(self.group[i], self.group[j]), max(self.group[i], self.group[j]))
                    met_between[key] = met_between.get(key, 0) + 1
        sizes = [len(m) for m in self.members]
        count = len(self.values)
        self.linked = [
            (a, b) for a in range(count) for b in range(a, count)
            if (sizes[a] * (sizes[a] - 1) // 2 if a == b else sizes[a] * sizes[b]) > met_between.get((a, b), 0)
        ]
        """The pairs of groups (a <= b) with an allowed pair between them (within, for a == b)."""
        self.gaps = {abs(self.values[a] - self.values[b]) for a, b in self.linked}

    def _odd_part(self, largest: float, byes: Sequence[int], low: float) -> bool:
        """Whether the pairs at most `largest` apart leave a part of the players (groups linked by
        allowed pairs, with the bye node) of an odd number, which no draw can pair: found from the
        groups alone, before any pair is built."""
        part = list(range(len(self.values) + 1))  # the groups, then the bye node's

        def root(a: int) -> int:
            while part[a] != a:
                part[a] = part[part[a]]
                a = part[a]
            return a

        for a, b in self.linked:
            if abs(self.values[a] - self.values[b]) <= largest:
                part[root(a)] = root(b)
        size = [len(m) for m in self.members] + [0]
        if self.n % 2:
            bye = len(self.values)
            size[bye] = 1
            for i in byes:
                if abs(self.scores[i] - low) <= largest:
                    part[root(self.group[i])] = root(bye)
        total: dict[int, int] = {}
        for a, count in enumerate(size):
            total[root(a)] = total.get(root(a), 0) + count
        return any(count % 2 for count in total.values())

    def edges(self, largest: float, byes: Sequence[int], low: float) -> list[Pair]:
        """The allowed pairs at most `largest` apart in the order of the lot (i, then j), then the
        bye's: (i, n) for the players `byes` may go to, the bye scoring `low`."""
        values, group, met = self.values, self.group, self.met
        near = [sorted(i for b, m in enumerate(self.members) if abs(values[a] - values[b]) <= largest for i in m)
                for a in range(len(values))]
        out: list[Pair] = []
        for i in range(self.n):
            others = near[group[i]]
            mine = met[i]
            out += [(i, j) for j in others[bisect.bisect_right(others, i):] if j not in mine]
        out += [(i, self.n) for i in byes if abs(self.scores[i] - low) <= largest]
        return out

    def levels(self, pairs: list[Pair], low: float, units: dict[float, int], clubs: Sequence[str],
               club_unit: int) -> tuple[list[int], Callable[[int, int], int]]:
        """Each pair's cost but the lot, and the function that gives it: the unit of its difference
        (`units`, the bye scoring `low`), plus `club_unit` for two players of one club (`clubs`, "" for
        none)."""
        values = self.values + [low]
        group = self.group + [len(self.values)]  # the bye node's group of its own
        unit = [[units.get(abs(a - b), 0) for b in values] for a in values]
        ids = {c: k for k, c in enumerate(sorted(set(clubs) - {""}), start=1)}
        club = [ids.get(c, 0) for c in clubs] + [0]  # 0: no club, as the bye has

        def level(i: int, j: int) -> int:
            return unit[group[i]][group[j]] + (club_unit if club[i] and club[i] == club[j] else 0)

        return [unit[group[i]][group[j]] + (club_unit if club[i] and club[i] == club[j] else 0) for i, j in pairs], level

    def least_level(self, diffs: Sequence[float], byes: Sequence[int], low: float) -> tuple[int, list[Pair]] | None:
        """The index of the least difference of `diffs` whose pairs pair everybody, and those pairs; or
        None. Tried from the smallest up (0, 1, 3, 7, ...: each level holds the pairs of those below),
        then halved."""
        if not diffs:
            return None
        nodes = self.n + (1 if self.n % 2 else 0)
        bad, k = -1, 0
        while True:  # up, doubling the step
            found = [] if self._odd_part(diffs[k], byes, low) else self.edges(diffs[k], byes, low)
            if found and perfect(nodes, found):
                break
            if k == len(diffs) - 1:
                return None
            bad, k = k, min(2 * k + 1, len(diffs) - 1)
        good = k
        while good - bad > 1:  # then halved
            mid = (bad + good) // 2
            pairs = [] if self._odd_part(diffs[mid], byes, low) else self.edges(diffs[mid], byes, low)
            if pairs and perfect(nodes, pairs):
                good, found = mid, pairs
            else:
                bad = mid
        return good, found


    def rules_floor(self, units: dict[float, int], byes: Sequence[int], low: float) -> int:
        """The least cost any draw can have by the rules above the lot, when each difference's unit is
        more than the number of groups times the units below it (no ranks merged): every pair costs
        at least the least unit, and every cut between neighbouring score groups (the bye node the
        lowest, scoring `low`) with an odd number above it is crossed by a pair, which costs at least
        the unit of that cut's difference (a pair across several cuts costs more than all of theirs).
        Cuts whose difference no allowed pair has count nothing."""
        least = min(units.values())
        floor = (self.n + self.n % 2) // 2 * least
        scores = sorted(self.values, reverse=True) + ([low] if self.n % 2 else [])
        above = 0
        for upper, lower in zip(scores, scores[1:]):
            above += len(self.members[self.values.index(upper)])
            if above % 2 and abs(upper - lower) in units:
                floor += units[abs(upper - lower)] - least
        return floor


def perfect(n: int, edges: list[Pair]) -> bool:
    """Whether `edges` pair all `n` nodes."""
    import rustworkx as rx

    graph = rx.PyGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from_no_data(edges)
    return 2 * len(rx.max_weight_matching(graph, max_cardinality=True)) == n


def min_cost_matching(n: int, edges: list[Pair], costs: list[int]) -> set[Pair]:
    """A perfect matching of least total cost over `edges` (rustworkx maximises the weight among the
    matchings of most pairs: every perfect matching has n/2 pairs, so the weight ceiling - cost does)."""
    import rustworkx as rx

    ceiling = max(costs) + 1
    graph = rx.PyGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from([(i, j, ceiling - c) for (i, j), c in zip(edges, costs)])
    return rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)


def lots(rng: random.Random, count: int) -> list[int]:
    """`count` numbers of the lot, 0 <= x < LOT: what `rng.randrange(LOT)` gives one at a time in
    CPython (one 32-bit word of the generator a try, its top 11 bits, tried again when 1024 or more),
    drawn a block of words at a time. Defined here, so that a draw does not change with Python's
    version [003 §3.2.2]."""
    below = 1 << 31  # the words whose top 11 bits are below LOT = 2**10
    out: list[int] = []
    while len(out) < count:
        need = count - len(out)  # a try takes one word, so `need` words never draw too many
        words = array("I", rng.getrandbits(32 * need).to_bytes(4 * need, "little"))
        if sys.byteorder == "big":
            words.byteswap()
        out += [w >> 21 for w in words if w < below]
    return out


def cheapest_draw(
    nodes: int, pairs: list[Pair], lots: list[int], levels: list[int], level_of: Callable[[int, int], int],
    rules_floor: int | None = None,
) -> set[Pair]:
    """The perfect matching of least cost (`levels` plus `lots`) over `pairs`, matched over likely pairs.

    The matching's time grows with the pairs, and a large round allows hundreds of thousands. The
    cheapest draw pairs almost everybody within the smallest numbers of his lot, so a large round is
    first matched over its candidates (`_candidates`). The rules above the lot (bye, differences,
    clubs: `levels`, `level_of`) are then checked over every allowed pair: the candidates' draw
    costs by them what no draw can cost less than (`rules_floor`, when given), or no more than the
    matching of every pair without the lot (few distinct costs, so quick). If not, or if the
    candidates pair nobody perfectly, every pair is matched. The lot is then the least over the candidates: a lot
    still, drawn from the seed [003 §3.2.1-2].
    """
    costs = [level + lot for level, lot in zip(levels, lots)]
    if len(pairs) > CANDIDATE_PAIRS:
        chosen = _candidates(nodes, pairs, lots, levels)
        matching = min_cost_matching(nodes, [pairs[k] for k in chosen], [costs[k] for k in chosen])
        if 2 * len(matching) == nodes:
            cost = sum(level_of(*m) for m in matching)
            if cost == rules_floor:
                return matching
            by_rules = min_cost_matching(nodes, pairs, levels)
            if cost <= sum(level_of(*m) for m in by_rules):
                return matching
    return min_cost_matching(nodes, pairs, costs)


def _candidates(nodes: int, pairs: list[Pair], lots: list[int], levels: list[int]) -> list[int]:
    """The indices of the candidate pairs. A kind of pair is its cost but the lot (difference, club);
    a player with n pairs of a kind below _CANDIDATE_LOT has about 16 n of it, so his pairs of that
    kind are candidates below a bound that keeps about _CANDIDATES of them (all of a kind he has
    none below it of)."""
    below: list[dict[int, int]] = [{} for _ in range(nodes)]
    for k, lot in enumerate(lots):
        if lot < _CANDIDATE_LOT:
            i, j = pairs[k]
            kind = levels[k]
            below[i][kind] = below[i].get(kind, 0) + 1
            below[j][kind] = below[j].get(kind, 0) + 1
    bound = [{kind: max(_CANDIDATE_LOT, _CANDIDATE_LOT * _CANDIDATES // count) for kind, count in b.items()}
             for b in below]
    return [
        k for k, ((i, j), lot, kind) in enumerate(zip(pairs, lots, levels))
        if lot < _CANDIDATE_LOT or lot < bound[i].get(kind, LOT) or lot < bound[j].get(kind, LOT)
    ]
