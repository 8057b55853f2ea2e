"""Benchmark: the start lists of an event of 30 groups of 13 players, printed into one PDF, and the
memory of printing an event of 400 groups.

Run: python3 benchmarks/bench_reports.py   (prints the time; no timed assertion anywhere)
Each group is the demo's ICCF title group (13 players) under its own code, its start list made by
the product's own view builder (services.documents.start_list_of). One group alone and the batch are
timed alternately (ROUNDS), their medians compared (goal `start-list-ratio`: at most 1).

Memory: `report start-list --event SEASON` on a generated database of MEMORY_GROUPS finished groups
(benchmarks/season_database.py, a register of REGISTER players: the printing reads the groups, never
the register), in a fresh process MEMORY_RUNS times; its own peak (benchmarks/own_peak.py), the
worst of the runs, is the goal `start-list-400-groups-mb` (at most MEMORY_MB). The database and the
PDFs live in a temporary folder, removed at the end.
"""

from __future__ import annotations

import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.formats.exchange_json import read_exchange_file  # noqa: E402
from arbiter_app.reports.start_list import render_start_lists  # noqa: E402
from arbiter_app.resources import resources_dir  # noqa: E402
from arbiter_app.services.documents import start_list_of  # noqa: E402
from goals import goal  # noqa: E402
from own_peak import command, split_peak  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GROUPS = 30
ROUNDS, SINGLES = 5, 6
"""Rounds of SINGLES groups printed alone, then the whole batch: the medians of each are compared."""
MEMORY_GROUPS, MEMORY_RUNS, MEMORY_MB, REGISTER = 400, 3, 100, 5_000
PRINT = "import runpy, sys; sys.argv[0] = 'arbiter-app'; runpy.run_module('arbiter_app', run_name='__main__')"
"""The child: the command line's own entry point, with the arguments after it."""


def main() -> None:
    data, problems = read_exchange_file(resources_dir() / "demo" / "iccf_master_norm.json")
    assert data is not None, problems
    base = start_list_of(data, "cs")
    players = len(base.players)
    views = [replace(base, header=replace(base.header, name=f"{base.header.name} – skupina {g}",
                                          code=f"CZE/2025/{g:02d}"))
             for g in range(1, GROUPS + 1)]
    render_start_lists(views[:1], io.BytesIO())  # warm up: font registration, imports
    singles, batches = [], []
    for _ in range(ROUNDS):  # alternately: both see the machine's slower and faster spells
        for view in views[:SINGLES]:
            start = time.process_time()
            render_start_lists([view], io.BytesIO())
            singles.append(time.process_time() - start)
        out = io.BytesIO()
        start = time.process_time()
        render_start_lists(views, out)
        batches.append(time.process_time() - start)
    single, elapsed = statistics.median(singles), statistics.median(batches)
    print(f"{GROUPS} start lists of {players} players in one PDF: {elapsed:.2f} s, "
          f"{len(out.getvalue()) / 1024:.0f} KiB; one group alone {single * 1000:.0f} ms")
    print(f"ratio batch / ({GROUPS} x one group): {elapsed / (GROUPS * single):.2f} (CPU; goal: at most 1)")
    goal("start-list-ratio", elapsed / (GROUPS * single), 1, "x", [b / (GROUPS * single) for b in batches])
    memory()


def memory() -> None:
    """The own peak of the process printing the start lists of MEMORY_GROUPS groups into one PDF."""
    from arbiter_app.services.demo import open_demo
    from benchmarks.season_database import add_groups, fill_register

    with tempfile.TemporaryDirectory(prefix="bench-reports-") as folder:
        path = Path(folder) / "season.sqlite"
        db = open_demo(path)
        with db.engine.begin() as conn:
            fill_register(conn, REGISTER)
            add_groups(conn, MEMORY_GROUPS, REGISTER)
        db.close()
        out = Path(folder) / "season.pdf"
        peaks = []
        for _ in range(MEMORY_RUNS):
            done = subprocess.run(command(PRINT, "report", "--db", str(path), "-o", str(out), "start-list", "--event", "SEASON"),
                                  capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
            if done.returncode:
                raise SystemExit(f"printing failed (exit {done.returncode}): {done.stderr.strip()}")
            peaks.append(split_peak(done.stderr)[1])
        size = out.stat().st_size
    print(f"{MEMORY_GROUPS} start lists in one PDF ({size / 2**20:.1f} MiB): own peak of the printing process"
          f" {max(peaks):.0f} MB, the worst of {MEMORY_RUNS} (goal: at most {MEMORY_MB} MB)")
    goal("start-list-400-groups-mb", max(peaks), MEMORY_MB, "MB", peaks)


if __name__ == "__main__":
    main()
