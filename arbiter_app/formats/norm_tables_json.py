"""Reads the bundled category and norm tables (`resources/norms.json`) into `rules.chess.norm_tables`.

The file is a checked transcription of ICCF Tournament Rules 2016, Appendix II §2–§3 [001]
(see /work/shared/reference/README.md and docs/norms.md). The whole file is checked first; on bad data
`ImportProblem` names the file and lists every problem with its JSON path (e.g. `$.rows[3].games`).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Iterable

from .numbers import is_number
from ..resources import resource
from ..rules.chess.norm_tables import (
    ADOPTED_CORRECTIONS,
    TITLES,
    Category,
    DoubtfulCell,
    NormTables,
    PlayerCountRow,
    with_corrections,
)
from .problems import ImportProblem, Problem

_ROW_INTS = ("players", "games", "max_same_federation", "min_rated", "min_fixed")


def load_norm_tables(path: Path | None = None, *, corrections: Iterable[str] = ADOPTED_CORRECTIONS) -> NormTables:
    """The tables of `path` (default: the bundled resources/norms.json) with the doubtful groups
    `corrections` applied (default: the product policy; pass `()` for the values as printed)."""
    path = path or resource("norms.json")
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ImportProblem(str(path), [Problem("$", f"cannot read the JSON: {exc}")]) from exc
    problems: list[Problem] = []
    tables = _parse(raw, problems)
    if problems or tables is None:
        raise ImportProblem(str(path), problems)
    return with_corrections(tables, corrections)


@cache
def default_norm_tables() -> NormTables:
    """The bundled tables with the product's corrections, read once."""
    return load_norm_tables()


def _parse(raw: Any, problems: list[Problem]) -> NormTables | None:
    if not isinstance(raw, dict):
        problems.append(Problem("$", "expected an object"))
        return None
    categories = _categories(raw.get("categories"), problems)
    rows = _rows(raw.get("rows"), problems)
    names = {c.name for c in categories}
    counts = {r.players for r in rows}
    cells = _cells(raw.get("norms"), names, counts, problems)
    doubtful = _doubtful(raw.get("doubtful", []), problems)
    return NormTables(categories, rows, cells, doubtful)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_points(value: Any) -> bool:
    """A number of points: a non-negative multiple of ½."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 and float(value * 2).is_integer()


def _list(value: Any, path: str, problems: list[Problem]) -> list[Any]:
    if not isinstance(value, list) or not value:
        problems.append(Problem(path, "expected a non-empty list"))
        return []
    return value


def _categories(value: Any, problems: list[Problem]) -> tuple[Category, ...]:
    result: list[Category] = []
    for i, item in enumerate(_list(value, "$.categories", problems)):
        path = f"$.categories[{i}]"
        if not isinstance(item, dict):
            problems.append(Problem(path, "expected an object"))
            continue
        bad = [k for k in ("min", "max", "index") if not _is_int(item.get(k))]
        bad += [] if isinstance(item.get("name"), str) and item["name"] else ["name"]
        for key in bad:
            problems.append(Problem(f"{path}.{key}", f"missing or of the wrong type: {item.get(key)!r}"))
        if bad:
            continue
        category = Category(item["name"], item["min"], item["max"], item["index"])
        if category.max - category.min != 24:
            problems.append(Problem(path, f"band {category.min}-{category.max} is not 25 points wide"))
        if result and (category.min != result[-1].max + 1 or category.index != result[-1].index + 1):
            problems.append(Problem(path, f"band {category.name} does not follow {result[-1].name}"))
        result.append(category)
    return tuple(result)


def _rows(value: Any, problems: list[Problem]) -> tuple[PlayerCountRow, ...]:
    result: list[PlayerCountRow] = []
    for i, item in enumerate(_list(value, "$.rows", problems)):
        path = f"$.rows[{i}]"
        if not isinstance(item, dict):
            problems.append(Problem(path, "expected an object"))
            continue
        bad = [k for k in _ROW_INTS if not _is_int(item.get(k))]
        bad += [] if _is_points(item.get("min_points")) else ["min_points"]
        for key in bad:
            problems.append(Problem(f"{path}.{key}", f"missing or of the wrong type: {item.get(key)!r}"))
        if bad:
            continue
        row = PlayerCountRow(**{k: item[k] for k in _ROW_INTS}, min_points=float(item["min_points"]))
        if row.games != row.players - 1:
            problems.append(Problem(f"{path}.games", f"{row.games} games for {row.players} players"))
        result.append(row)
    return tuple(result)


def _cells(value: Any, names: set[str], counts: set[int], problems: list[Problem]) -> dict[tuple[str, int, str], float]:
    cells: dict[tuple[str, int, str], float] = {}
    if not isinstance(value, dict):
        problems.append(Problem("$.norms", "expected an object"))
        return cells
    for title in TITLES:
        per_count = value.get(title)
        if not isinstance(per_count, dict):
            problems.append(Problem(f"$.norms.{title}", "missing or not an object"))
            continue
        for players_key, per_category in per_count.items():
            path = f"$.norms.{title}.{players_key}"
            if not is_number(players_key) or int(players_key) not in counts:
                problems.append(Problem(path, "not a player count of the rows"))
                continue
            if not isinstance(per_category, dict):
                problems.append(Problem(path, "expected an object"))
                continue
            for category, points in per_category.items():
                if category not in names:
                    problems.append(Problem(f"{path}.{category}", "unknown category"))
                elif not _is_points(points):
                    problems.append(Problem(f"{path}.{category}", f"not a number of points: {points!r}"))
                else:
                    cells[(title, int(players_key), category)] = float(points)
    return cells


def _doubtful(value: Any, problems: list[Problem]) -> tuple[DoubtfulCell, ...]:
    result: list[DoubtfulCell] = []
    if not isinstance(value, list):
        problems.append(Problem("$.doubtful", "expected a list"))
        return ()
    for i, item in enumerate(value):
        path = f"$.doubtful[{i}]"
        try:
            suggested = item["suggested"]
            suggested = tuple(float(s) for s in suggested) if isinstance(suggested, list) else (float(suggested),)
            result.append(
                DoubtfulCell(
                    id=str(item["id"]),
                    title=str(item["title"]),
                    players=int(item["players"]),
                    category=str(item["category"]),
                    printed=float(item["printed"]),
                    suggested=suggested,
                    confidence=str(item.get("confidence", "")),
                    seed_line=int(item.get("seed_line", 0)),
                    reason=str(item.get("reason", "")),
                )
            )
        except (KeyError, TypeError, ValueError) as exc:
            problems.append(Problem(path, f"bad doubtful cell: {exc!r}"))
    return tuple(result)
