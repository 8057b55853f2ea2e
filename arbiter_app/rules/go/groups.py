"""A combined go event: groups played as round robins, then a knockout of the best of each group.

[003 §3.1.5] Systems may be combined, "for example first a round robin in groups followed by a
knockout part". The knockout takes the top `count` of each group by the group's standings (its
own criteria); a tie on a qualifying line that the group's criteria leave is refused until the TD
names who of the tied players goes on (after a play-off or by lot, as the event's rules say;
docs/go-events.md). The qualifiers are seeded best places first, and among the players
of one place the groups are placed so that players of one group meet as late as possible
[003 §3.2.1]: with two groups of two qualifiers, A1-B2 and B1-A2, and A1-A2 only in the final.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from itertools import permutations
from typing import Mapping, Sequence

from ...i18n import tr
from .knockout import bracket_order

MAX_GROUPS = 8
"""The seeding tries every order of the groups within a place: 8! = 40320 at most."""


@dataclass(frozen=True)
class Qualifier:
    group: str
    """The group's tournament code."""
    place: int
    player_id: str
    name: str = ""
    group_label: str = ""
    """The group as the final's lists name it (`group_labels`); empty: its code."""

    @property
    def label(self) -> str:
        """Where he came from, as the final's lists print it: "A1" (group A, 1st)."""
        return f"{self.group_label or self.group}{self.place}"


def group_labels(codes: Sequence[str]) -> dict[str, str]:
    """Each group's code without the path the groups share: "CZE/GO/A", "CZE/GO/B" -> "A", "B"
    (one group: the part after its last "/"), so that the final's lists print "A1", not
    "CZE/GO/A1"."""
    if len(set(codes)) == 1:
        return {code: code.rpartition("/")[2] or code for code in codes}
    shared = os.path.commonprefix(list(codes)).rpartition("/")[0]
    cut = len(shared) + 1 if shared else 0
    return {code: code[cut:] or code for code in codes}


class QualifyingTie(ValueError):
    """The group's criteria leave a tie across the qualifying line [003 §3.1.5]."""

    def __init__(self, group: str, place: str, names: Sequence[str]) -> None:
        super().__init__(
            f"group {group}: {', '.join(names)} share place {place} after all the group's criteria; "
            "the TD decides who goes on (a play-off, the lot) and names him"
        )
        self.group, self.place, self.names = group, place, tuple(names)


def qualifiers(group: str, standings: Sequence[tuple[str, str, str]], count: int,
               decided: Sequence[str] = ()) -> tuple[Qualifier, ...]:
    """The top `count` of a group from its standings rows (place as printed "2" or "2-3", player
    id, name) in standings order. A shared place that the line cuts through is a QualifyingTie,
    unless `decided` (player ids, the TD's order) names enough of the tied players: they go first [003 §3.1.5]."""
    if count < 1:
        raise ValueError(tr("go.phases.refused.qualifiers", count=count))
    if len(standings) < count:
        raise ValueError(tr("go.phases.refused.too_few", group=group, players=len(standings), count=count))
    rows = list(standings)
    if count < len(rows) and rows[count - 1][0] == rows[count][0]:
        place = rows[count][0]
        tied = [r for r in rows if r[0] == place]
        start = rows.index(tied[0])
        named = sorted((r for r in tied if r[1] in decided), key=lambda r: list(decided).index(r[1]))
        if len(named) < count - start:
            raise QualifyingTie(group, place, [name for _, _, name in tied])
        rows[start:start + len(tied)] = named + [r for r in tied if r not in named]
    return tuple(Qualifier(group, k, pid, name) for k, (_, pid, name) in enumerate(rows[:count], start=1))


def _meeting_round(a: int, b: int) -> int:
    """The round in which bracket places `a` and `b` (0-based) can meet at the earliest."""
    return (a ^ b).bit_length()


def group_seeding(groups: Sequence[Sequence[Qualifier]]) -> tuple[Qualifier, ...]:
    """The qualifiers in seed order [003 §3.2.1]: the 1st places in the order of the groups, then
    each place in turn with its groups in the order that keeps players of one group apart longest
    in the bracket (`go_knockout.first_round`): the fewest same-group meetings possible in round 1,
    then in round 2, and so on; among equal orders, the first in the order of the groups."""
    if len(groups) > MAX_GROUPS:
        raise ValueError(tr("go.phases.refused.too_many", most=MAX_GROUPS, count=len(groups)))
    per_group = len(groups[0])
    total = per_group * len(groups)
    size = 1
    while size < total:
        size *= 2
    position = {seed: k for k, seed in enumerate(bracket_order(size))}
    weight = total * total + 1  # one meeting a round earlier outweighs every later one together
    rounds = size.bit_length() - 1
    seeded: list[Qualifier] = []
    for place in range(per_group):
        tier = [g[place] for g in groups]
        first_seed = len(seeded) + 1

        def cost(order: Sequence[int]) -> int:
            total_cost = 0
            for k, g in enumerate(order):
                pos = position[first_seed + k]
                for s, q in enumerate(seeded, start=1):
                    if q.group == tier[g].group:
                        total_cost += weight ** (rounds - _meeting_round(pos, position[s]))
            return total_cost

        best = min(permutations(range(len(tier))), key=cost)
        seeded += [tier[g] for g in best]
    labels = group_labels([g[0].group for g in groups])
    return tuple(replace(q, group_label=labels[q.group]) for q in seeded)


def decisions(items: Sequence[str]) -> dict[str, list[int]]:
    """The TD's decisions of ties written "GROUP:NO" (e.g. "C:3"), in order, by group; ValueError
    naming a malformed one."""
    ahead: dict[str, list[int]] = {}
    for item in (i.strip() for i in items):
        group, _, no = item.rpartition(":")
        if not group.strip() or not no.strip().isdecimal():
            raise ValueError(tr("go.phases.refused.tie_format", item=item))
        ahead.setdefault(group.strip(), []).append(int(no))
    return ahead


def origins(settings: Mapping[str, object]) -> dict[str, str]:
    """Player id -> "A1" for a knockout made from groups (setting `go_from_groups`), else empty."""
    link = settings.get("go_from_groups")
    if not isinstance(link, dict):
        return {}
    seeds = link.get("seeds", [])
    labels = group_labels([group for group, _place, _pid in seeds])
    return {str(pid): f"{labels[group]}{place}" for group, place, pid in seeds}
