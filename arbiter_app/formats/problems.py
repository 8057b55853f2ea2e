"""What a reader found wrong in a file: each problem with where it is, and the refusal of a whole file
that lists them (the first PROBLEMS_SHOWN, then "and N more")."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import tr, tr_plural


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a file: where (JSON path, e.g. `games[3].result`) and what."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


PROBLEMS_SHOWN = 100
"""A refusal lists this many problems, then "and N more" (2 000 faulty players give 101 lines)."""
PROBLEMS_KEPT = 1000
"""A reader that has found this many problems reads no further (the refusal says so): a file that bad
would take long to read for nothing, and its problems would fill the memory."""


class ImportProblem(ValueError):
    """A file that was refused as a whole; `problems` lists every reason (the message the first
    PROBLEMS_SHOWN of them); `stopped`: the reader stopped at PROBLEMS_KEPT, there may be more."""

    def __init__(self, source: str, problems: list[Problem], stopped: bool = False):
        self.source = source
        self.problems = problems
        listing = "\n".join(f"  {p}" for p in problems[:PROBLEMS_SHOWN])
        more = len(problems) - PROBLEMS_SHOWN
        if more > 0:
            listing += "\n  " + tr("import.more", count=more)
        if stopped:
            listing += " " + tr("import.stopped")
        super().__init__(tr_plural("exchange.json.refused", len(problems), source=source, count=len(problems), listing=listing))
