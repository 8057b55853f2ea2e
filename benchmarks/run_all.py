"""Every benchmark, each in its own interpreter, then one table of their figures and ratios.

    python benchmarks/run_all.py [--quick]

Each benchmark prints its figures and a line "ratio ... X" (the first is taken); this collects them. The goals are
the ones the project set itself (a ratio of at most the goal is met). `--quick` runs smaller inputs
(for a check that every benchmark runs, not for figures).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (script, arguments, quick arguments, the goal for its ratio or None, what the ratio compares)
BENCHMARKS = (
    ("bench_startup.py", ["--part", "start"], ["--part", "start", "--runs", "2"], 1.3,
     "cold start / bare PySide6 + SQLAlchemy floor, started alternately in one run (CPU)"),
    ("bench_startup.py", ["--part", "first-result"], ["--part", "first-result", "--runs", "2"], 1.5,
     "first result 1 s after the start / a later result, same window (CPU)"),
    ("bench_result_entry.py", [], ["--results", "4"], 2.0, "result typed -> repainted / the same window repainted (CPU)"),
    ("bench_rating_period.py", [], ["--games", "10000"], 15.0, "rating period of 100 000 games / every game summed as plain tuples (CPU)"),
    ("bench_standings.py", [], ["--groups", "200"], 80.0, "ICCF standings and tie-breaks / plain sum over game tuples (CPU)"),
    ("bench_reports.py", [], [], 1.0, "30 start lists in one PDF / 30 x one"),
    ("bench_register_search.py", [], ["--players", "2000"], 25.0, "slowest register search, 20 000 players / first page read bare (CPU)"),
    ("bench_rating_list.py", [], ["--players", "20000"], 1.5, "FIDE list import / plain executemany (slower of TXT, XML)"),
    ("bench_go_draw.py", [], ["--players", "40", "--rounds", "3"], 4.0, "slowest go round of 200 players / the matching alone (CPU)"),
    ("bench_season.py", ["--part", "season"], ["--part", "season", "--players", "20000", "--groups", "20", "--runs", "1"], 1.2,
     "season database (1.1 M players, 400 groups) / demo, worst operation incl. `titles` (CPU; window <= 300 MB)"),
    ("bench_season.py", ["--part", "command-line"], ["--part", "command-line", "--runs", "1"], 1.5,
     "read-only command / Python + SQLAlchemy Core + one query (CPU)"),
    ("bench_register_search.py", ["--season"], ["--season", "--players", "20000", "--groups", "20"], 3.0,
     "register search, 1.1 M players, the worst of any typed text / first page read bare + its index scans alone (CPU)"),
)
RATIO = re.compile(r"^\s*ratio\b.*?(\d+\.\d+)", re.MULTILINE)
"""The first decimal number of the first line that starts with "ratio"."""


def run(script: str, args: list[str]) -> tuple[str, float | None, float]:
    began = time.perf_counter()
    done = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True)
    seconds = time.perf_counter() - began
    if done.returncode != 0:
        return f"FAILED (exit {done.returncode}): {done.stderr.strip().splitlines()[-1:]}", None, seconds
    found = RATIO.search(done.stdout)
    return done.stdout.strip(), float(found.group(1)) if found else None, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small inputs: check that each benchmark runs")
    options = parser.parse_args()
    rows = []
    for script, args, quick, goal, meaning in BENCHMARKS:
        print(f"running {script} ...", file=sys.stderr, flush=True)
        output, ratio, seconds = run(script, quick if options.quick else args)
        rows.append((script, ratio, goal, meaning, output, seconds))

    print(f"{'benchmark':<24} {'ratio':>6} {'goal':>6}  {'met':<4} what the ratio compares")
    print("-" * 100)
    for script, ratio, goal, meaning, _output, _seconds in rows:
        met = "" if goal is None or ratio is None else ("yes" if ratio <= goal else "NO")
        shown = f"{ratio:.2f}" if ratio is not None else "-"
        print(f"{script:<24} {shown:>6} {'' if goal is None else f'≤{goal:g}':>6}  {met:<4} {meaning}")
    print()
    for script, _ratio, _goal, _meaning, output, seconds in rows:
        print(f"{script} ({seconds:.0f} s):")
        for line in output.splitlines():
            print(f"    {line}")
    return 1 if any(ratio is None for _s, ratio, *_rest in rows if _rest[0] is not None) else 0


if __name__ == "__main__":
    raise SystemExit(main())
