"""Benchmark: the start lists of an event of 30 groups of 13 players, printed into one PDF.

Run: python3 benchmarks/bench_reports.py   (prints the time; no timed assertion anywhere)
The sample groups are the ones the report tests use (tests/reports/test_reports_pdf.py).
"""

from __future__ import annotations

import io
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "reports")]

from arbiter_app.reports.start_list import render_start_lists  # noqa: E402
from test_reports_pdf import start_list  # noqa: E402

GROUPS, PLAYERS = 30, 13


def main() -> None:
    base = start_list(PLAYERS, "cs")
    views = [replace(base, header=replace(base.header, name=f"{base.header.name} – skupina {g}",
                                          code=f"CZE/2025/{g:02d}"))
             for g in range(1, GROUPS + 1)]
    render_start_lists(views[:1], io.BytesIO())  # warm up: font registration, imports
    single_start = time.perf_counter()
    render_start_lists(views[:1], io.BytesIO())
    single = time.perf_counter() - single_start
    out = io.BytesIO()
    start = time.perf_counter()
    render_start_lists(views, out)
    elapsed = time.perf_counter() - start
    print(f"{GROUPS} start lists of {PLAYERS} players in one PDF: {elapsed:.2f} s, "
          f"{len(out.getvalue()) / 1024:.0f} KiB; one group alone {single * 1000:.0f} ms; "
          f"ratio batch / (30 x one) = {elapsed / (GROUPS * single):.2f}")


if __name__ == "__main__":
    main()
