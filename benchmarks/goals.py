"""One printed line per goal, the same in every benchmark, so that `run_all.py` judges the value it shows.

    goal <key>: <value> <= <limit> <unit>; spread <lo>-<hi> over <n> runs

`value` is the figure judged (a ratio, seconds or megabytes), `limit` the goal, `lo`-`hi` the least
and greatest of the runs the value was taken from (a median, the worst, ...: the benchmark says
which in its own lines). `run_all.py` reads these lines back with `GOAL_LINE`.
"""

from __future__ import annotations

import re
import statistics
from typing import Sequence

GOAL_LINE = re.compile(
    r"^goal (?P<key>[\w.-]+): (?P<value>[\d.]+) <= (?P<limit>[\d.]+) (?P<unit>\S+);"
    r" spread (?P<lo>[\d.]+)-(?P<hi>[\d.]+) over (?P<runs>\d+) runs?$",
    re.MULTILINE,
)


def goal(key: str, value: float, limit: float, unit: str, runs: Sequence[float] | None = None) -> str:
    """The goal line of `value` against `limit`; `runs` are the figures it was taken from (itself if None)."""
    runs = list(runs) if runs else [value]
    line = (f"goal {key}: {_number(value)} <= {_number(limit)} {unit};"
            f" spread {_number(min(runs))}-{_number(max(runs))} over {len(runs)} run{'s' if len(runs) != 1 else ''}")
    print(line, flush=True)
    return line


def median_goal(key: str, runs: Sequence[float], limit: float, unit: str) -> str:
    """The goal line of the median of `runs`."""
    return goal(key, statistics.median(runs), limit, unit, runs)


def _number(x: float) -> str:
    return f"{x:.3f}" if abs(x) < 10 else f"{x:.1f}"
