"""Benchmark: cold start to a usable window on the demo database, against a floor.

    python benchmarks/bench_startup.py [--runs N] [--from-source]

Each run starts a fresh interpreter. The floor is a bare PySide6 window plus a SQLAlchemy engine
opening the same database file; the real start is `arbiter-app --demo --db FILE` (the command line's
own entry point). Both are timed from just before the process is spawned until the window has been
shown and the event loop has handled its first events (the window painted, the first tournament
loaded); the child prints the wall-clock time of that moment and its own CPU time so far, and quits.
Floor and real start alternate so that both see the same machine load; the medians and their
ratios are printed (the CPU time is the steadier when other programs load the machine).

The children run as an installed program does: with compiled bytecode, written once into a folder
of the benchmark's own (the development environment sets PYTHONDONTWRITEBYTECODE, which would make
every start compile the application's own modules from source, while the floor's libraries come
compiled from their installation; `--from-source` measures that way).

The window reads its first screen without the ORM, which loads with the first change the arbiter
makes; so the first result typed after the start is timed too (keystroke until the window has
repainted, as benchmarks/bench_result_entry.py times the later ones), each on a fresh copy of the
database.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Both children quit from the first timer of the event loop, after show() and the paint it causes.
READY = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
def _ready():
    print("READY", time.time(), time.process_time(), flush=True)
    QApplication.quit()
_exec = QApplication.exec
def _exec_then_quit(*_self):
    QTimer.singleShot(0, _ready)
    return _exec()
QApplication.exec = _exec_then_quit
"""

FLOOR = READY + """
import sys
from PySide6.QtWidgets import QMainWindow
from sqlalchemy import create_engine, text
engine = create_engine("sqlite:///" + sys.argv[1])
with engine.connect() as connection:
    connection.execute(text("SELECT 1")).all()
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1400, 820)
window.show()
app.exec()
"""

# The floor plus the import of the ORM the storage layer is written in (SQLModel over SQLAlchemy's
# ORM, with pydantic): how much of the start no lazy import of ours can remove.
ORM_FLOOR = FLOOR.replace("from sqlalchemy import create_engine, text", "from sqlalchemy import create_engine, text\nimport sqlmodel")

REAL = READY + """
import sys
from arbiter_app.cli.main import main
raise SystemExit(main(["--demo", "--db", sys.argv[1]]))
"""

# The real start, then "1" typed on the first running game of the crosstable shown; the child prints
# the CPU and wall-clock milliseconds from the keystroke until the window has repainted.
FIRST_RESULT = """
import sys, time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from arbiter_app.cli.main import main

def _type_result():
    app = QApplication.instance()
    window = next(w for w in app.topLevelWidgets() if w.inherits("QMainWindow"))
    view = window.crosstable
    row, column = next((r, view.first_cell_column + i) for r, line in enumerate(view.table.lines)
                       for i, game in enumerate(line.games)
                       if game is not None and game.result.value == "*" and line.no == game.white)
    view.setCurrentIndex(view.model_.index(row, column))
    app.processEvents()
    began, began_cpu = time.time(), time.process_time()
    QTest.keyClick(view, Qt.Key.Key_1)
    window.repaint()
    app.processEvents()
    print("FIRST", (time.process_time() - began_cpu) * 1000, (time.time() - began) * 1000, flush=True)
    app.quit()

_exec = QApplication.exec
QApplication.exec = lambda *_self: (QTimer.singleShot(0, _type_result), _exec())[1]
raise SystemExit(main(["--demo", "--db", sys.argv[1]]))
"""


def child(code: str, db: Path, bytecode: Path | None, tag: str) -> list[str]:
    """The fields of the line starting with `tag` that the child `code` prints, run on `db`; with its
    bytecode kept in `bytecode`, else as the environment says."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if bytecode is not None:
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = subprocess.run([sys.executable, "-c", code, str(db)], env=env, capture_output=True, text=True, check=True)
    return next(line for line in out.stdout.splitlines() if line.startswith(tag)).split()[1:]


def start_once(code: str, db: Path, bytecode: Path | None) -> tuple[float, float]:
    """(wall-clock seconds, CPU seconds) from spawning the process to its window being usable."""
    began = time.time()
    ready = child(code, db, bytecode, "READY")
    return float(ready[0]) - began, float(ready[1])


def first_result_once(db: Path, bytecode: Path | None) -> tuple[float, float]:
    """(CPU ms, wall ms) of the first result typed after the start, on a copy of `db`."""
    copy = db.with_name("first-result.sqlite")
    shutil.copyfile(db, copy)
    try:
        cpu, wall = child(FIRST_RESULT, copy, bytecode, "FIRST")
    finally:
        for leftover in copy.parent.glob(copy.name + "*"):
            leftover.unlink()
    return float(cpu), float(wall)


def measure(runs: int, from_source: bool = False) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        db, bytecode = Path(folder) / "demo.sqlite", None if from_source else Path(folder) / "bytecode"
        start_once(REAL, db, bytecode)  # creates the demo database and compiles; warms the file cache
        start_once(FLOOR, db, bytecode)
        start_once(ORM_FLOOR, db, bytecode)
        floor, orm, real, first = [], [], [], []
        for _ in range(runs):
            floor.append(start_once(FLOOR, db, bytecode))
            orm.append(start_once(ORM_FLOOR, db, bytecode))
            real.append(start_once(REAL, db, bytecode))
            first.append(first_result_once(db, bytecode))
    f, r = statistics.median(t[0] for t in floor), statistics.median(t[0] for t in real)
    f_cpu, o_cpu, r_cpu = (statistics.median(t[1] for t in times) for times in (floor, orm, real))
    return {"floor_s": f, "start_s": r, "ratio": r / f, "floor_cpu_s": f_cpu, "start_cpu_s": r_cpu,
            "cpu_ratio": r_cpu / f_cpu, "orm_floor_cpu_s": o_cpu, "orm_cpu_ratio": o_cpu / f_cpu,
            "first_cpu_ms": statistics.median(t[0] for t in first), "first_ms": statistics.median(t[1] for t in first)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--from-source", action="store_true", help="keep the environment's PYTHONDONTWRITEBYTECODE")
    args = parser.parse_args()
    figures = measure(args.runs, args.from_source)
    print(f"floor (bare PySide6 window + SQLAlchemy engine on the file): {figures['floor_s']:.3f} s wall, "
          f"{figures['floor_cpu_s']:.3f} s CPU (medians of {args.runs})")
    print(f"arbiter-app --demo to a usable window:                      {figures['start_s']:.3f} s wall, "
          f"{figures['start_cpu_s']:.3f} s CPU")
    print(f"floor + import sqlmodel (the storage layer's ORM):            {figures['orm_floor_cpu_s']:.3f} s CPU, "
          f"{figures['orm_cpu_ratio']:.2f} x the floor")
    print(f"first result typed after the start, until repainted (loads the ORM's write path): "
          f"{figures['first_cpu_ms']:.0f} ms CPU, {figures['first_ms']:.0f} ms wall")
    print(f"ratio start / floor (CPU): {figures['cpu_ratio']:.2f}; wall clock {figures['ratio']:.2f} (goal: at most 1.5)")


if __name__ == "__main__":
    main()
