"""Benchmark: the start lists of an event of 30 groups of 13 players, printed into one PDF.

Run: python3 benchmarks/bench_reports.py   (prints the time; no timed assertion anywhere)
Each group is the demo's ICCF title group (13 players) under its own code, its start list made by
the product's own view builder (services.documents.start_list_of). One group alone and the batch are
timed alternately (ROUNDS), their medians compared.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.formats.exchange_json import read_exchange_file  # noqa: E402
from arbiter_app.reports.start_list import render_start_lists  # noqa: E402
from arbiter_app.resources import resources_dir  # noqa: E402
from arbiter_app.services.documents import start_list_of  # noqa: E402

GROUPS = 30
ROUNDS, SINGLES = 5, 6
"""Rounds of SINGLES groups printed alone, then the whole batch: the medians of each are compared."""


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


if __name__ == "__main__":
    main()
