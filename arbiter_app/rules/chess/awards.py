"""The age categories of a chess group's diplomas: the best junior and the best senior.

The places, the group's win and the best woman follow the order of the final standings as a go
event's do (rules.go.awards, shared by services.documents.diploma); the correspondence rules name no
age prizes, so the bands are FIDE's: a junior is under 20 on 1 January of the year [FIDE Handbook,
regulations of the World Junior Championship], a senior at least 65 on 1 January [FIDE Handbook,
regulations of the World Senior Championship, 65+], the year being the one the group starts in. The
register holds the year of birth only: a junior was born in the year minus 19 or later, a senior in
the year minus 66 or earlier (both sure whatever the birthday).

An award is a code: `best-junior`, `best-senior`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

BEST_JUNIOR = "best-junior"
BEST_SENIOR = "best-senior"
JUNIOR_UNDER = 20
SENIOR_FROM = 65


@dataclass(frozen=True)
class Born:
    """A player of the final standings with his year of birth (None: not in the register)."""

    no: int
    birth_year: int | None


def is_junior(birth_year: int | None, year: int) -> bool:
    return birth_year is not None and birth_year >= year - (JUNIOR_UNDER - 1)


def is_senior(birth_year: int | None, year: int) -> bool:
    return birth_year is not None and birth_year <= year - (SENIOR_FROM + 1)


AGE_CATEGORIES: tuple[tuple[str, Callable[[int | None, int], bool]], ...] = (
    (BEST_JUNIOR, is_junior),
    (BEST_SENIOR, is_senior),
)


def age_awards(field: Sequence[Born], others: Sequence[Born], year: int) -> dict[int, tuple[str, ...]]:
    """The best junior and the best senior: the first of `others` (the players below the prize places,
    in standings order) in each category, when the whole `field` has players both in it and out of it
    (as the best woman needs both sexes)."""
    awards: dict[int, list[str]] = {}
    for code, belongs in AGE_CATEGORIES:
        members = [p for p in field if belongs(p.birth_year, year)]
        best = next((p for p in others if belongs(p.birth_year, year)), None)
        if best is not None and len(members) < len(field):
            awards.setdefault(best.no, []).append(code)
    return {no: tuple(found) for no, found in awards.items()}
