"""What a reader found in a file: each problem and each note with where it is, and the refusal of a
whole file that lists its problems (the first PROBLEMS_SHOWN, then "and N more").

The one policy (docs/exchange-formats.md, "Problems and notes"): a *problem* refuses the file, and
only where its data cannot be stored truthfully (contradictory results, the same player twice, an
unreadable line, a number out of range, a game against a player who is not there); a *note* is what
the field writes so and the workstation takes as it is (a one-word name, a blank or unknown country,
reversed dates, rounds nobody played...): stored with the data, shown in the preview, kept with the
import's audit entry and listed under `notes` in every `--dry-run --json`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Sequence

from ..i18n import tr, tr_plural


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a file: where (JSON path, e.g. `games[3].result`) and what."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{where_text(self.path)}: {self.message}"


@dataclass(frozen=True)
class Note(Problem):
    """What the file writes as the field writes it, taken as it is and noted: not a refusal."""


_WHERE = (
    (re.compile(r"line (\d+)"), "import.where.line"),
    (re.compile(r"line (\d+) \((\w+)\)"), "import.where.line_fact"),
    (re.compile(r"lines (\d+) and (\d+), round (\d+)"), "import.where.lines_round"),
    (re.compile(r"record (\S+)"), "import.where.record"),
    (re.compile(r"file"), "import.where.file"),
    (re.compile(r"\(file\)"), "import.where.the_file"),
)


def where_text(path: str) -> str:
    """Where a problem or note is, in the current language: "line 12" -> "řádek 12"; a JSON path or
    an option (`games[3].result`, `--code`) as it is."""
    for pattern, key in _WHERE:
        match = pattern.fullmatch(path)
        if match:
            return tr(key, **{f"n{i}": value for i, value in enumerate(match.groups(), start=1)})
    return path


def listing(items: Sequence[object], shown: int = 0) -> list[str]:
    """The lines listing `items` (problems or notes): the first `shown` (default PROBLEMS_SHOWN), then
    "and N more"."""
    shown = shown or PROBLEMS_SHOWN
    lines = [str(item) for item in items[:shown]]
    if len(items) > shown:
        lines.append(tr("import.more", count=len(items) - shown))
    return lines


PROBLEMS_SHOWN = 100
"""A refusal lists this many problems, then "and N more" (2 000 faulty players give 101 lines)."""
PROBLEMS_KEPT = 1000
"""A reader that has found this many problems reads no further (the refusal says so): a file that bad
would take long to read for nothing, and its problems would fill the memory."""


Progress = Callable[[int, int], object]
"""Told (lines read, lines) as a reader goes on (TRF, EGD): the command line and the window show a
progress line."""
PROGRESS_LINES = 1000
"""A reader tells its progress every this many lines."""


MAX_FILE_BYTES = 20_000_000
"""The largest TRF or EGD table a reader takes: the files of the largest real events are under 1 MB
(2 000 players of 15 rounds), so a larger one is refused at once for its size rather than read for
minutes (docs/exchange-formats.md, "Big files")."""


def too_large(source: str, size: int) -> ImportProblem | None:
    """The refusal of a file of `size` bytes above MAX_FILE_BYTES, or None."""
    if size <= MAX_FILE_BYTES:
        return None
    return ImportProblem(source, [Problem("file", tr("import.too_large", size=round(size / 1e6), limit=round(MAX_FILE_BYTES / 1e6)))])


class ImportProblem(ValueError):
    """A file that was refused as a whole; `problems` lists every reason (the message the first
    PROBLEMS_SHOWN of them); `stopped`: the reader stopped at PROBLEMS_KEPT, there may be more."""

    def __init__(self, source: str, problems: list[Problem], stopped: bool = False):
        self.source = source
        self.problems = problems
        lines = "\n".join(f"  {line}" for line in listing(problems))
        if stopped:
            lines += " " + tr("import.stopped")
        super().__init__(tr_plural("exchange.json.refused", len(problems), source=source, count=len(problems), listing=lines))
