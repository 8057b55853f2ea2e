"""The graph of a Swiss or McMahon draw and its least-cost perfect matching (rules.go.pairing).

The players present are nodes 0..n-1 in starting order, the bye node n. An allowed pair never met
before; the draw keeps the pairs at most the least largest difference apart that still pairs
everybody, built from the score groups near each player's (not by trying every pair), and matches
them with rustworkx's blossom algorithm. A large round is matched over its likely pairs first
(`cheapest_draw`), checked against every pair by the rules above the lot.

The pairs are numpy arrays (numpy comes with rustworkx): a large round allows hundreds of thousands,
and each step over them in Python would cost more than the matching. The costs themselves exceed 64
bits, so each pair carries the number of its kind (difference and club), and the costs are Python
integers per kind.
"""

from __future__ import annotations

import random
from typing import Sequence

import numpy as np

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


class Pairs:
    """Allowed pairs (i < j) in the order of the lot: `first`, `second` and the `kind` of each."""

    def __init__(self, first: np.ndarray, second: np.ndarray, kind: np.ndarray | None = None) -> None:
        self.first, self.second = first, second
        self.kind = kind if kind is not None else np.zeros(len(first), dtype=np.int64)

    def __len__(self) -> int:
        return len(self.first)

    def tuples(self, chosen: np.ndarray | None = None) -> list[tuple[int, int]]:
        first, second = (self.first, self.second) if chosen is None else (self.first[chosen], self.second[chosen])
        return list(zip(first.tolist(), second.tolist()))


class AllowedPairs:
    """The players present: score groups, opponents met, and the pairs allowed within a difference."""

    def __init__(self, scores: Sequence[float], opponents: Sequence[set[int]]) -> None:
        """`scores` of the players present, `opponents` the indices each has met (both ways)."""
        self.n = n = len(scores)
        self.scores = list(scores)
        self.values = sorted(set(scores))
        at = {v: k for k, v in enumerate(self.values)}
        self.group = np.array([at[s] for s in scores], dtype=np.int64)
        self.members = [np.flatnonzero(self.group == g) for g in range(len(self.values))]
        self.met = np.unique(np.array([i * (n + 1) + j for i in range(n) for j in opponents[i] if i < j], dtype=np.int64))
        """The pairs met, as i * (n + 1) + j: the code of a pair, which sorts as (i, j) does."""
        count = len(self.values)
        sizes = [len(m) for m in self.members]
        met_between = np.zeros((count, count), dtype=np.int64)
        np.add.at(met_between, (self.group[self.met // (n + 1)], self.group[self.met % (n + 1)]), 1)
        met_between = met_between + met_between.T - np.diag(np.diag(met_between))
        self.linked = [
            (a, b) for a in range(count) for b in range(a, count)
            if (sizes[a] * (sizes[a] - 1) // 2 if a == b else sizes[a] * sizes[b]) > met_between[a, b]
        ]
        """The pairs of groups (a <= b) with an allowed pair between them (within, for a == b)."""
        self.gaps = {abs(self.values[a] - self.values[b]) for a, b in self.linked}

    def edges(self, largest: float, byes: Sequence[int], low: float) -> Pairs:
        """The allowed pairs at most `largest` apart in the order of the lot (i, then j), then the
        bye's: (i, n) for the players `byes` may go to, the bye scoring `low`."""
        n, values = self.n, self.values
        codes = []
        for a, mine in enumerate(self.members):
            near = np.sort(np.concatenate([m for b, m in enumerate(self.members) if abs(values[a] - values[b]) <= largest]))
            start = np.searchsorted(near, mine, side="right")  # each one's partners after him
            counts = len(near) - start
            if counts.sum():
                offsets = np.repeat(start - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
                codes.append(np.repeat(mine, counts) * (n + 1) + near[offsets])
        code = np.sort(np.concatenate(codes)) if codes else np.zeros(0, dtype=np.int64)
        code = code[~np.isin(code, self.met, assume_unique=True)]
        bye = np.array([i for i in byes if abs(self.scores[i] - low) <= largest], dtype=np.int64)
        return Pairs(np.concatenate([code // (n + 1), bye]), np.concatenate([code % (n + 1), np.full(len(bye), n)]))

    def least_level(self, diffs: Sequence[float], byes: Sequence[int], low: float) -> tuple[int, Pairs] | None:
        """The index of the least difference of `diffs` whose pairs pair everybody, and those pairs; or
        None. Tried from the smallest up (0, 1, 3, 7, ...: each level holds the pairs of those below),
        then halved."""
        if not diffs:
            return None
        nodes = self.n + self.n % 2

        def pairs_all(k: int) -> Pairs | None:
            if self._odd_part(diffs[k], byes, low):
                return None
            pairs = self.edges(diffs[k], byes, low)
            return pairs if perfect(nodes, pairs.tuples()) else None

        bad, k = -1, 0
        while (found := pairs_all(k)) is None:  # up, doubling the step
            if k == len(diffs) - 1:
                return None
            bad, k = k, min(2 * k + 1, len(diffs) - 1)
        good = k
        while good - bad > 1:  # then halved
            mid = (bad + good) // 2
            if (pairs := pairs_all(mid)) is not None:
                good, found = mid, pairs
            else:
                bad = mid
        return good, found

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
                    part[root(int(self.group[i]))] = root(bye)
        total: dict[int, int] = {}
        for a, count in enumerate(size):
            total[root(a)] = total.get(root(a), 0) + count
        return any(count % 2 for count in total.values())

    def kinds(self, pairs: Pairs, low: float, units: dict[float, int], clubs: Sequence[str],
              club_unit: int) -> list[int]:
        """Set each pair's kind, and give the cost of each kind but the lot: the unit of the pair's
        difference (`units`, the bye scoring `low`), plus `club_unit` for two players of one club
        (`clubs`, "" for none)."""
        values = self.values + [low]
        group = np.append(self.group, len(self.values))  # the bye node's group of its own
        gaps = sorted(units)
        rank = np.array([[gaps.index(abs(a - b)) if abs(a - b) in units else 0 for b in values] for a in values])
        ids = {c: k for k, c in enumerate(sorted(set(clubs) - {""}), start=1)}
        club = np.array([ids.get(c, 0) for c in clubs] + [0])  # 0: no club, as the bye has
        same = (club[pairs.first] == club[pairs.second]) & (club[pairs.first] != 0)
        pairs.kind = rank[group[pairs.first], group[pairs.second]] * 2 + same
        return [units[gap] + extra for gap in gaps for extra in (0, club_unit)]


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


def perfect(n: int, edges: list[tuple[int, int]]) -> bool:
    """Whether `edges` pair all `n` nodes."""
    import rustworkx as rx

    graph = rx.PyGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from_no_data(edges)
    return 2 * len(rx.max_weight_matching(graph, max_cardinality=True)) == n


def min_cost_matching(n: int, edges: list[tuple[int, int]], costs: list[int]) -> set[tuple[int, int]]:
    """A perfect matching of least total cost over `edges` (rustworkx maximises the weight among the
    matchings of most pairs: every perfect matching has n/2 pairs, so the weight ceiling - cost does)."""
    import rustworkx as rx

    ceiling = max(costs) + 1
    graph = rx.PyGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from([(i, j, ceiling - c) for (i, j), c in zip(edges, costs)])
    return rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)


def lots(rng: random.Random, count: int) -> np.ndarray:
    """`count` numbers of the lot, 0 <= x < LOT: what `rng.randrange(LOT)` gives one at a time in
    CPython (one 32-bit word of the generator a try, its top 11 bits, tried again when 1024 or more),
    drawn a block of words at a time. Defined here, so that a draw does not change with Python's
    version [003 §3.2.2]."""
    parts, drawn = [], 0
    while drawn < count:
        need = count - drawn  # a try takes one word, so `need` words never draw too many
        words = np.frombuffer(rng.getrandbits(32 * need).to_bytes(4 * need, "little"), dtype="<u4")
        kept = (words[words < 1 << 31] >> 21).astype(np.int64)  # the words whose top 11 bits are below LOT
        parts.append(kept)
        drawn += len(kept)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)


def cheapest_draw(nodes: int, pairs: Pairs, lots: np.ndarray, cost_of_kind: list[int],
                  rules_floor: int | None = None) -> set[tuple[int, int]]:
    """The perfect matching of least cost (the kind's plus the lot) over `pairs`, matched over likely pairs.

    The matching's time grows with the pairs, and a large round allows hundreds of thousands. The
    cheapest draw pairs almost everybody within the smallest numbers of his lot, so a large round is
    first matched over its candidates (`_candidates`). The rules above the lot (bye, differences,
    clubs: the kinds' costs) are then checked over every allowed pair: the candidates' draw costs
    by them what no draw can cost less than (`rules_floor`, when given), or no more than the
    matching of every pair without the lot (few distinct costs, so quick). If not, or if the
    candidates pair nobody perfectly, every pair is matched. The lot is then the least over the candidates: a lot
    still, drawn from the seed [003 §3.2.1-2].
    """
    def costs(chosen: np.ndarray | None = None) -> list[int]:
        kinds, drawn = (pairs.kind, lots) if chosen is None else (pairs.kind[chosen], lots[chosen])
        return [cost_of_kind[k] + lot for k, lot in zip(kinds.tolist(), drawn.tolist())]

    if len(pairs) > CANDIDATE_PAIRS:
        chosen = _candidates(nodes, pairs, lots)
        matching = min_cost_matching(nodes, pairs.tuples(chosen), costs(chosen))
        if 2 * len(matching) == nodes:
            cost = _rules_cost(matching, nodes, pairs, cost_of_kind)
            if cost == rules_floor:
                return matching
            by_rules = min_cost_matching(nodes, pairs.tuples(), [cost_of_kind[k] for k in pairs.kind.tolist()])
            if cost <= _rules_cost(by_rules, nodes, pairs, cost_of_kind):
                return matching
    return min_cost_matching(nodes, pairs.tuples(), costs())


def _rules_cost(matching: set[tuple[int, int]], nodes: int, pairs: Pairs, cost_of_kind: list[int]) -> int:
    """The cost of `matching` (of some of `pairs`) by the rules above the lot: its pairs' kinds."""
    code = pairs.first * nodes + pairs.second
    wanted = np.array([min(m) * nodes + max(m) for m in matching], dtype=np.int64)
    order = np.argsort(code)
    at = order[np.searchsorted(code, wanted, sorter=order)]
    return sum(cost_of_kind[k] for k in pairs.kind[at].tolist())


def _candidates(nodes: int, pairs: Pairs, lots: np.ndarray) -> np.ndarray:
    """The indices of the candidate pairs. A player with c pairs of a kind below _CANDIDATE_LOT has
    about 16 c of it, so his pairs of that kind are candidates below a bound that keeps about
    _CANDIDATES of them (all of a kind he has none below it of)."""
    kinds = int(pairs.kind.max()) + 1
    low = lots < _CANDIDATE_LOT
    key_first = pairs.first * kinds + pairs.kind
    key_second = pairs.second * kinds + pairs.kind
    below = (np.bincount(key_first[low], minlength=nodes * kinds)
             + np.bincount(key_second[low], minlength=nodes * kinds))
    bound = np.where(below > 0, np.maximum(_CANDIDATE_LOT, _CANDIDATE_LOT * _CANDIDATES // np.maximum(below, 1)), LOT)
    return np.flatnonzero(low | (lots < bound[key_first]) | (lots < bound[key_second]))
