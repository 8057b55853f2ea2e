"""Qualifications earned by final placings: ICCF Tournament Rules 2016 §0.4, §1 and §2 [001].

Input: the final standings (place, no, points, games) of one group and its EventKind. Places come from
the standings with tie-breaks, which qualifications always use [§1.0.9]; a shared place is given as its
better place. The percentage is points / games, the player's games in the group.

One group gives one qualification to the next level of the championship [§1.0.7]: each player gets the
highest qualification he earns (rules "unless he qualified higher" [§1.1.1a–c, §1.2.1a–c]).

First place qualifies for the next level only with a positive score (> 50 %) [§0.4]; and when nobody in
the group has a positive score, nobody qualifies for the next level or class. Qualifications for the
same or a lower level (e.g. 3rd–4th place of a preliminary group for another preliminary) are not a
promotion and stay; nor are the entries a World Cup final or a zonal final gives into the world
championship, which is another tournament (§0.4 speaks of the next level of the same tournament).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import Collection, Iterable

from ..event_kinds import EventKind


class Target(enum.Enum):
    """What a qualification entitles to; the value is the reason code."""

    WCH_FINAL = "wch_final"
    CANDIDATES = "candidates"
    WCH_SEMIFINAL = "wch_semifinal"
    WCH_PRELIM = "wch_prelim"
    WCH_PRELIM_HALF = "wch_prelim_half"
    """Half a qualification for a preliminary group [§1.1.2]."""
    LADIES_FINAL = "ladies_wch_final"
    LADIES_SEMIFINAL = "ladies_wch_semifinal"
    OLYMPIAD_FINAL = "olympiad_final"
    MASTER_CLASS = "master_class"
    HIGHER_CLASS = "higher_class"


@dataclass(frozen=True)
class Placing:
    """One line of the final standings."""

    place: int
    """The place (the better place of a shared range) [000 §6.2; 001 §7.5]."""
    no: int
    points: float
    games: int

    @property
    def share(self) -> Fraction:
        """Points as a share of the points possible."""
        return Fraction(self.points) / self.games if self.games else Fraction(0)


@dataclass(frozen=True)
class Qualification:
    no: int
    target: Target
    rule: str
    """The paragraph of [001] it rests on, e.g. "1.2.1d"."""


@dataclass(frozen=True)
class _Rule:
    target: Target
    rule: str
    places: tuple[int, int] | None = None
    """These places (first, last) qualify."""
    share: Fraction | None = None
    """Or this share of the points (at least)."""
    promotes: bool = True
    """To a higher level or class: §0.4 applies."""


def _r(
    target: Target, rule: str, places: tuple[int, int] | None = None, share: str | None = None, promotes: bool = True
) -> _Rule:
    return _Rule(target, rule, places, Fraction(share) if share is not None else None, promotes)


_HIGH_ZONAL = (
    _r(Target.CANDIDATES, "1.3.1e", (1, 2), promotes=False),
    _r(Target.WCH_SEMIFINAL, "1.2.1f", (3, 4), "3/5", promotes=False),
    _r(Target.WCH_PRELIM, "1.1.1f", share="1/2", promotes=False),
)
_LOW_ZONAL = (
    _r(Target.WCH_SEMIFINAL, "1.2.1g", (1, 2), promotes=False),
    _r(Target.WCH_PRELIM, "1.1.1g", (3, 4), "3/5", promotes=False),
)

_RULES: dict[EventKind, tuple[_Rule, ...]] = {
    EventKind.WCH_PRELIM: (
        _r(Target.WCH_SEMIFINAL, "1.2.1d", (1, 2)),
        _r(Target.WCH_PRELIM, "1.1.1c", (3, 4), "3/5", promotes=False),
    ),
    EventKind.WCH_SEMIFINAL: (
        _r(Target.CANDIDATES, "1.3.1c", (1, 2)),
        _r(Target.WCH_SEMIFINAL, "1.2.1c", (3, 4), "3/5", promotes=False),
        _r(Target.WCH_PRELIM, "1.1.1b", share="1/2", promotes=False),
    ),
    EventKind.CANDIDATES: (
        _r(Target.WCH_FINAL, "1.4.1b", (1, 2)),
        _r(Target.CANDIDATES, "1.3.1b", (3, 4), "3/5", promotes=False),
        _r(Target.WCH_SEMIFINAL, "1.2.1b", share="1/2", promotes=False),
        _r(Target.WCH_PRELIM, "1.1.1a", share="2/5", promotes=False),
    ),
    EventKind.WCH_FINAL: (
        _r(Target.WCH_FINAL, "1.4.1a", (1, 3), promotes=False),
        _r(Target.CANDIDATES, "1.3.1a", share="1/2", promotes=False),
        _r(Target.WCH_SEMIFINAL, "1.2.1a", share="0", promotes=False),
    ),
    EventKind.CUP_FINAL: (
        _r(Target.CANDIDATES, "1.3.1d", (1, 2), promotes=False),
        _r(Target.WCH_SEMIFINAL, "1.2.1e", (3, 4), "3/5", promotes=False),
        _r(Target.WCH_PRELIM, "1.1.1e", share="1/2", promotes=False),
    ),
    EventKind.LADIES_WCH_SEMIFINAL: (
        _r(Target.LADIES_FINAL, "1.6.2b", (1, 2)),
        _r(Target.LADIES_SEMIFINAL, "1.5.1b", (3, 4), "3/5", promotes=False),
    ),
    EventKind.LADIES_WCH_FINAL: (
        _r(Target.LADIES_FINAL, "1.6.2a", (1, 3), promotes=False),
        _r(Target.LADIES_SEMIFINAL, "1.5.1a", share="3/10", promotes=False),
    ),
    EventKind.OLYMPIAD_FINAL: (_r(Target.OLYMPIAD_FINAL, "1.7.6", (1, 3), promotes=False),),
    EventKind.MASTER_CLASS: (
        _r(Target.WCH_PRELIM, "1.1.1d", (1, 1)),
        _r(Target.WCH_PRELIM_HALF, "1.1.2a", (2, 2)),
    ),
    EventKind.HIGHER_CLASS: (_r(Target.MASTER_CLASS, "2.6b", (1, 1)),),
    EventKind.OPEN_CLASS: (_r(Target.HIGHER_CLASS, "2.5b", (1, 1)),),
}

HIGH_ZONAL_CATEGORY = 9
"""Zonal finals of category IX or higher qualify for the Candidates [§1.1.1f, §1.2.1f, §1.3.1e]."""


def _zonal_rules(category_index: int | None) -> tuple[_Rule, ...]:
    if category_index is None:
        return ()
    return _HIGH_ZONAL if category_index >= HIGH_ZONAL_CATEGORY else _LOW_ZONAL


def rules_for(kind: EventKind, category_index: int | None = None) -> tuple[_Rule, ...]:
    """The placing rules of `kind`, best qualification first; a zonal final needs its category index
    (A..L = -11..0, 1..18) to choose between §1.x.1f and §1.x.1g."""
    if kind is EventKind.ZONAL_FINAL:
        return _zonal_rules(category_index)
    return _RULES.get(kind, ())


def _earns(rule: _Rule, p: Placing) -> bool:
    by_place = rule.places is not None and rule.places[0] <= p.place <= rule.places[1]
    by_share = rule.share is not None and p.share >= rule.share
    return bool(by_place or by_share)


def qualifications(
    placings: Iterable[Placing],
    kind: EventKind,
    *,
    category_index: int | None = None,
    excluded: Collection[int] = (),
) -> tuple[Qualification, ...]:
    """The qualification each player earns by his final placing [001 §0.4, §1, §2], in standings order.

    `excluded`: players who get none (e.g. a silent withdrawal or a withdrawal before the start
    [000 §7.5–7.6]).
    """
    rows = sorted(placings, key=lambda p: (p.place, p.no))
    anyone_positive = any(p.share > Fraction(1, 2) for p in rows)
    result = []
    for p in rows:
        if p.no in excluded:
            continue
        for rule in rules_for(kind, category_index):
            if rule.promotes and (not anyone_positive or (p.place == 1 and p.share <= Fraction(1, 2))):
                continue
            if _earns(rule, p):
                result.append(Qualification(p.no, rule.target, rule.rule))
                break
    return tuple(result)
