"""Every benchmark, each in its own interpreter, then one table of every goal they print, judged as printed.

    python benchmarks/run_all.py [--quick]

Each benchmark prints one line per goal (benchmarks/goals.py: "goal <key>: <value> <= <limit> <unit>;
spread <lo>-<hi> over <n> runs"), a benchmark possibly several; the table has a row for each, and a goal
is met when its value is at most its limit, both read from that line as printed. The benchmarks' "ratio"
lines are their own reports, not judged here. The exit status is 1 if a goal is not met, a benchmark
failed, printed no goal line, or lacked a goal it should print. `--quick` runs smaller inputs, for a check
that every benchmark runs, not for figures: the goals are shown and judged as printed, a goal absent
at the small sizes (some are printed only at the goal's size) is said so, and the exit status counts
only the benchmarks that failed (a figure on small inputs does not say whether the goal is met).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchmarks.goals import GOAL_LINE  # noqa: E402


@dataclass(frozen=True)
class Benchmark:
    script: str
    args: tuple[str, ...]
    quick: tuple[str, ...]
    goals: tuple[str, ...]
    """The keys of the goal lines it prints (each judged; one missing is a failure, but for --quick)."""

    @property
    def name(self) -> str:
        return " ".join((self.script.removesuffix(".py").removeprefix("bench_"), *self.args))


BENCHMARKS = (
    Benchmark("bench_startup.py", ("--part", "start"), ("--part", "start", "--runs", "2"), ("startup-ratio",)),
    Benchmark("bench_startup.py", ("--part", "first-result"), ("--part", "first-result", "--runs", "2"), ("first-result-ratio",)),
    Benchmark("bench_result_entry.py", (), ("--results", "4"), ("result-entry-ratio",)),
    Benchmark("bench_rating_period.py", (), ("--games", "10000"), ("rating-period-ratio",)),
    Benchmark("bench_standings.py", (), ("--groups", "200"), ("standings-ratio",)),
    Benchmark("bench_reports.py", (), (), ("start-list-400-groups-mb", "start-list-ratio")),
    Benchmark("bench_register_search.py", (), ("--players", "2000"), ("register-search-ratio",)),
    Benchmark("bench_register_search.py", ("--season",), ("--season", "--players", "20000", "--groups", "20"),
              ("register-search-season-ratio",)),
    Benchmark("bench_rating_list.py", (), ("--players", "20000"), ("rating-import-cpu-ratio", "rating-import-busy-wall-ratio")),
    Benchmark("bench_go_draw.py", ("--players", "1000"), ("--players", "1000", "--rounds", "2"), ("go-draw-1000-seconds", "go-draw-ratio")),
    Benchmark("bench_publish_go.py", (), ("--players", "100,200", "--rounds", "3", "--runs", "1"),
              ("go-publish-1600-seconds", "go-wall-1600-seconds", "go-print-1600-seconds", "go-publish-linear-ratio")),
    Benchmark("bench_season.py", ("--part", "season"), ("--part", "season", "--players", "20000", "--groups", "20", "--runs", "1"),
              ("season-ratio", "season-window-mb", "season-command-cold-seconds")),
    Benchmark("bench_season.py", ("--part", "command-line"), ("--part", "command-line", "--runs", "1"), ("command-line-ratio",)),
)


@dataclass(frozen=True)
class Outcome:
    benchmark: Benchmark
    args: tuple[str, ...]
    """The arguments it ran with (--quick: the small ones)."""
    output: str
    seconds: float
    failure: str | None
    """Why it gave no figures (its exit status and last error line), or None."""


@dataclass(frozen=True)
class Row:
    """One line of the table: a goal as printed, or what stands in for it."""

    benchmark: str
    key: str
    value: str = "-"
    limit: str = ""
    unit: str = ""
    spread: str = ""
    met: str = ""
    counts: bool = True
    """Whether a "met" other than "yes" makes the run fail."""


def run(benchmark: Benchmark, quick: bool) -> Outcome:
    began = time.perf_counter()
    args = benchmark.quick if quick else benchmark.args
    done = subprocess.run([sys.executable, str(HERE / benchmark.script), *args], capture_output=True, text=True, errors="replace")
    seconds = time.perf_counter() - began
    output = done.stdout.strip()
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [""])[-1]
        return Outcome(benchmark, args, output, seconds, f"FAILED (exit {done.returncode}): {last}")
    return Outcome(benchmark, args, output, seconds, None)


def rows(outcome: Outcome, quick: bool) -> list[Row]:
    """The table's rows of one benchmark's run: each goal line it printed, judged by the value and
    limit as printed, then each goal it should have printed and did not."""
    name = outcome.benchmark.name
    if outcome.failure:
        return [Row(name, "-", met="NO", spread=outcome.failure)]
    found = [Row(name, m["key"], m["value"], m["limit"], m["unit"], f"{m['lo']}-{m['hi']} ({m['runs']})",
                 "yes" if float(m["value"]) <= float(m["limit"]) else "NO", counts=not quick)
             for m in GOAL_LINE.finditer(outcome.output)]
    if not found:
        return [Row(name, "-", met="NO", spread="no goal line" + (" (at the quick sizes)" if quick else ""), counts=not quick)]
    printed = {row.key for row in found}
    missing = [Row(name, key, met="NO", spread="absent at the quick sizes" if quick else "goal line absent", counts=not quick)
               for key in outcome.benchmark.goals if key not in printed]
    return found + missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small inputs: check that each benchmark runs")
    options = parser.parse_args()
    outcomes = []
    for benchmark in BENCHMARKS:
        print(f"running {benchmark.script} {' '.join(benchmark.quick if options.quick else benchmark.args)} ...",
              file=sys.stderr, flush=True)
        outcomes.append(run(benchmark, options.quick))
    table = [row for outcome in outcomes for row in rows(outcome, options.quick)]

    if options.quick:
        print("--quick: small inputs (each benchmark's own below); only a benchmark that failed counts in the exit status")
    print(f"{'benchmark':<28} {'goal':<30} {'value':>8} {'limit':>8} {'unit':<4} {'met':<4} spread (runs)")
    print("-" * 110)
    for row in table:
        print(f"{row.benchmark:<28} {row.key:<30} {row.value:>8} {row.limit:>8} {row.unit:<4} {row.met:<4} {row.spread}")
    print()
    for outcome in outcomes:
        print(f"{' '.join((outcome.benchmark.script, *outcome.args))} ({outcome.seconds:.0f} s):")
        for line in outcome.output.splitlines():
            print(f"    {line}")
        if outcome.failure:
            print(f"    {outcome.failure}")
    return 1 if any(row.met != "yes" and row.counts for row in table) else 0


if __name__ == "__main__":
    raise SystemExit(main())
