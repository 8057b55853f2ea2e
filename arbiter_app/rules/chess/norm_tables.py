"""The ICCF category bands and norm tables as data: ICCF Tournament Rules 2016, Appendix II §2–§3 [001].

The values come from `resources/norms.json` (read by `arbiter_app.formats.norm_tables_json`), a checked
transcription of the printed tables. This module holds them in frozen dataclasses and answers pure
look-ups; it never reads a file.

Titles are named by their codes: GM, SIM, IM, CCM (= CCM/LGM) and CCE (= CCE/LIM).
A requirement missing from the table (a blank cell) means the norm cannot be made in that category.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from types import MappingProxyType
from typing import Iterable, Mapping

TITLES: tuple[str, ...] = ("GM", "SIM", "IM", "CCM", "CCE")
"""Norm titles, highest first [001 §10.1 c–g]."""

TITLE_ALIASES: Mapping[str, str] = MappingProxyType(
    {"CCM/LGM": "CCM", "LGM": "CCM", "CCE/LIM": "CCE", "LIM": "CCE"}
)


def title_code(title: str) -> str:
    """The norm-table code of a title name: LGM -> CCM, LIM -> CCE; others unchanged."""
    return TITLE_ALIASES.get(title, title)


@dataclass(frozen=True)
class Category:
    """A category band of the average rating [001 App. II 2d]: A..L (lower), 1..18 (higher)."""

    name: str
    min: int
    max: int
    index: int
    """A..L = -11..0, 1..18 = 1..18: the order of the bands."""

    @property
    def lower(self) -> bool:
        return self.index <= 0


@dataclass(frozen=True)
class PlayerCountRow:
    """One row of the norm tables [001 App. II 3]: A players, B games, C..F."""

    players: int
    games: int
    max_same_federation: int
    """C: at most this many players of one federation."""
    min_rated: int
    """D: at least this many players with a published rating."""
    min_fixed: int
    """E: at least this many players with a fixed rating."""
    min_points: float
    """F: the 35 % floor, already included in every requirement."""


@dataclass(frozen=True)
class DoubtfulCell:
    """A printed cell that looks wrong (see docs/norms.md); kept as evidence, not applied by itself."""

    id: str
    title: str
    players: int
    category: str
    printed: float
    suggested: tuple[float, ...]
    """One value, or two when the print may stand for either."""
    confidence: str
    seed_line: int
    reason: str


@dataclass(frozen=True)
class NormTables:
    """Category bands, player-count rows and the points required per (title, players, category)."""

    categories: tuple[Category, ...]
    rows: tuple[PlayerCountRow, ...]
    cells: Mapping[tuple[str, int, str], float]
    """(title, players, category) -> points required; a missing key is a blank cell."""
    doubtful: tuple[DoubtfulCell, ...] = ()
    corrections: tuple[str, ...] = ()
    """Ids of the doubtful groups whose suggested values replace the printed ones."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", MappingProxyType(dict(self.cells)))

    def category(self, name: str) -> Category:
        for c in self.categories:
            if c.name == name:
                return c
        raise KeyError(f"unknown category {name!r}")

    def band_of(self, rounded_average: int) -> Category | None:
        """The band holding `rounded_average`, or None outside all bands [001 App. II 2d]."""
        for c in self.categories:
            if c.min <= rounded_average <= c.max:
                return c
        return None

    def row(self, players: int) -> PlayerCountRow | None:
        """The table row for `players` participants (9–20), or None."""
        for r in self.rows:
            if r.players == players:
                return r
        return None

    def row_for_games(self, games: int) -> PlayerCountRow | None:
        """The row whose B (games per player) equals `games`, or None."""
        for r in self.rows:
            if r.games == games:
                return r
        return None

    def requirement(self, title: str, players: int, category: str) -> float | None:
        """Points required for a `title` norm in a group of `players` of `category`; None = blank
        cell, the norm cannot be made [001 App. II 3]."""
        return self.cells.get((title_code(title), players, category))

    def requirements(self, players: int, category: str) -> dict[str, float | None]:
        """The requirement of every title, highest first."""
        return {t: self.requirement(t, players, category) for t in TITLES}


ADOPTED_CORRECTIONS: tuple[str, ...] = ("D1-IM13-typo",)
"""The doubtful cells the product corrects (docs/norms.md, reference/README.md): IM, 13 players,
categories 4/5/6 are printed 7½ / 7 / 7 but four other printed copies of the same requirement (GM 10/11/12,
SIM 7/8/9, CCM J/K/L, CCE D/E/F at 13 players) agree on 8 / 8 / 7½; the printed row repeats the 12-player
row. All other doubtful cells stay as printed: they are never lower than the suggestions, so they are
the cautious reading."""


class CorrectionError(ValueError):
    """A correction that does not fit the tables (unknown id, changed print, two suggested values)."""


def with_corrections(tables: NormTables, ids: Iterable[str] = ADOPTED_CORRECTIONS) -> NormTables:
    """The tables with the suggested values of the doubtful groups `ids` in place of the printed ones.

    ICCF Tournament Rules 2016, Appendix II §3 [001]: the print of a few cells is doubtful (see
    `ADOPTED_CORRECTIONS` for why the product corrects exactly the `D1-IM13-typo` group).
    """
    ids = tuple(ids)
    cells = dict(tables.cells)
    for cell_id in ids:
        group = [d for d in tables.doubtful if d.id == cell_id]
        if not group:
            raise CorrectionError(f"no doubtful cells with id {cell_id!r}")
        for d in group:
            key = (d.title, d.players, d.category)
            if cells.get(key) != d.printed:
                raise CorrectionError(f"{cell_id}: cell {key} is {cells.get(key)}, not the printed {d.printed}")
            if len(d.suggested) != 1:
                raise CorrectionError(f"{cell_id}: cell {key} has no single suggested value")
            cells[key] = d.suggested[0]
    return dataclasses.replace(tables, cells=cells, corrections=tables.corrections + ids)
