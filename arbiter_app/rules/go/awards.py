"""What a go event's diplomas are given for: places, the winner of a group, the winner of a rank
category, the best woman.

The ČAGo tournament rules decide the order of the players [003 §3.3.1–3.3.2] and the places of a
knockout [003 §3.1.4], and combine groups with a knockout [003 §3.1.5]; they name no prizes. So the
awards here follow the order the rules give: the first `PRIZE_PLACES` places, the winner of a group
played as a round robin (the groups of [003 §3.1.5]), and, among the players below those places,
the best of each rank category and the best woman where the field has more than one category or
both men and women. The categories are the usual bands of Czech go events (docs/go-events.md,
"Diplomas"), not a rule of the seed.

An award is a code: `place-1`, `place-2-3` (a shared place), `group-winner`, `category-dan`,
`category-1-9k`, `category-10-19k`, `category-20-30k`, `best-woman`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .ranks import RankError, strength

PRIZE_PLACES = 3
"""Diplomas for the 1st, 2nd and 3rd places."""
PLACE = "place-"
GROUP_WINNER = "group-winner"
BEST_WOMAN = "best-woman"
CATEGORY = "category-"
CATEGORIES = (
    # (name, weakest strength, strongest strength): 1d = 30, 1k = 29, 30k = 0 (rules.go.ranks)
    ("dan", 30, 47),
    ("1-9k", 21, 29),
    ("10-19k", 11, 20),
    ("20-30k", 0, 10),
)


@dataclass(frozen=True)
class Finisher:
    """A player's line of the final standings, as the awards read it."""

    no: int
    place: str
    """"1", or a shared place "2-3"."""
    rank: str
    woman: bool


def category_of(rank: str) -> str | None:
    """The rank category of `rank` ("3k" -> "1-9k"); None for no rank or an unreadable one."""
    try:
        value = strength(rank)
    except RankError:
        return None
    return next(name for name, weakest, strongest in CATEGORIES if weakest <= value <= strongest)


def _first_place(line: Finisher) -> int:
    return int(line.place.split("-")[0])


def go_awards(lines: Sequence[Finisher], group: bool) -> dict[int, tuple[str, ...]]:
    """The awards of each player of the final standings `lines` (in standings order); `group`: the
    event is a group played as a round robin [003 §3.1.5]. Places 1 to PRIZE_PLACES [003 §3.3]; the
    winner of a group also as its winner; the best of each rank category and the best woman among
    the others, when the field has more than one category or both sexes."""
    awards: dict[int, list[str]] = {line.no: [] for line in lines}
    for line in lines:
        if _first_place(line) <= PRIZE_PLACES:
            awards[line.no].append(PLACE + line.place)
            if group and line.place == "1":
                awards[line.no].append(GROUP_WINNER)
    others = [line for line in lines if _first_place(line) > PRIZE_PLACES]
    categories = {line.no: category_of(line.rank) for line in lines}
    if len({c for c in categories.values() if c is not None}) > 1:
        for name, _weakest, _strongest in CATEGORIES:
            best = next((line for line in others if categories[line.no] == name), None)
            if best is not None:
                awards[best.no].append(CATEGORY + name)
    if any(line.woman for line in lines) and not all(line.woman for line in lines):
        best_woman = next((line for line in others if line.woman), None)
        if best_woman is not None:
            awards[best_woman.no].append(BEST_WOMAN)
    return {no: tuple(found) for no, found in awards.items()}


def is_go_award(code: str) -> bool:
    """A code `go_awards` gives (a place written by hand too: "place-5")."""
    if code.startswith(PLACE):
        return all(part.isdigit() for part in code[len(PLACE):].split("-")) and code != PLACE
    return code in (GROUP_WINNER, BEST_WOMAN) or code in {CATEGORY + name for name, _w, _s in CATEGORIES}
