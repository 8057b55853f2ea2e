"""Benchmark: every everyday operation on a season's database against the demo database.

    python benchmarks/bench_season.py [--players N] [--groups N] [--runs N] [--part season|command-line] [--cache DIR]

The large database is the demo's tournaments plus a generated FIDE list (default 1 100 000 players)
in the register and GROUPS finished 13-player title groups (default 400) with every result audited
(benchmarks/season_database.py). It is generated once and cached in DIR (default
$XDG_CACHE_HOME/arbiter-bench, outside the repository), under a name that holds the generator's
version and the sizes; each run works on a copy of it. The small database is the demo.

Part "season": each operation is timed on both databases, alternately, in fresh processes, and the
medians of --runs compared (the start, the commands and the window's switches over more runs:
RUNS_TIMES); an operation of the services, or a switch in the window, of a few milliseconds, runs on
both databases in one process, alternately (PAIRED). It prints the CPU times, the wall-clock times,
each process's peak memory, and each operation's ratio large / small. Operations whose output itself
grows with the database (the titles of every group) are printed apart. The first "ratio" line is the
worst of the others (goal: at most 1.2).

Part "command-line": the read-only commands (`list`, `standings`, `crosstable`, `players --search`)
on the demo database against the floor, a process that starts Python, opens the database with
SQLAlchemy Core, runs one query and prints (goal: at most 1.5). The children run from compiled
bytecode kept in a folder of the benchmark's own, as an installed program does.
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
sys.path.insert(0, str(ROOT))

from benchmarks.bench_startup import READY  # noqa: E402

GROUP = "CZE/Jubilee/M1"
"""The demo's 13-player title group, in both databases."""
OTHER = "CZE/SF/2025-B"
"""The tournament the window shows before switching to GROUP."""

FLOOR = """
import sys
from sqlalchemy import create_engine, text
engine = create_engine("sqlite:///" + sys.argv[1])
with engine.connect() as conn:
    rows = conn.execute(text("SELECT code, organiser, start_date, name FROM tournament ORDER BY code")).all()
for row in rows:
    print(*row)
"""

COMMAND = """
import sys
from arbiter_app.cli.main import main
code = main(["--db", sys.argv[1], *sys.argv[2:]])
sys.stdout.flush()
raise SystemExit(code)
"""

# One operation in a fresh process on both databases (argv[1] the demo, argv[2] the large one),
# alternately, once on each untimed first (titles to be computed afresh are computed then, untimed):
# prints "TIMED cpu_ms wall_ms" for each database, the least of five (an operation of a few ms lies
# within one spell of a shared machine's: alternated in one process, both are timed in the same
# spells). The change
# watch: POLLS results and their undos by another program, each seen by one poll, the polls' times summed.
SERVICES = """
import sys, time
POLLS = 20
from arbiter_app.services.database import Database
from arbiter_app.services import norms, results, titles, tournaments
from arbiter_app.rules.model import Result
what = sys.argv[3]
def timed(action):
    began, began_cpu = time.perf_counter(), time.process_time()
    action()
    return (time.process_time() - began_cpu) * 1000, (time.perf_counter() - began) * 1000
def once(db, other, data, running):
    if what == "result":
        cpu, wall = timed(lambda: results.enter_result(db, "%(group)s", running.white, running.black, Result.WHITE_WIN))
        undo = timed(lambda: results.undo(db))
        return cpu + undo[0], wall + undo[1]
    if what == "norm-overview":
        return timed(lambda: norms.norm_overview(db, data))
    if what == "titles":
        return timed(lambda: norms.title_progress(db))
    if what == "titles-kept":
        return timed(lambda: titles.overview(db))
    if what == "titles-page":
        return timed(lambda: titles.first_page(db))
    watch, cpu, wall = db.watch(), 0.0, 0.0
    for _ in range(POLLS):  # a poll takes a tenth of a millisecond: many, summed, are timed steadily
        for change in (lambda: results.enter_result(other, "%(group)s", running.white, running.black, Result.WHITE_WIN),
                       lambda: results.undo(other)):
            change()
            taken = timed(watch.poll)
            cpu, wall = cpu + taken[0], wall + taken[1]
    watch.close()
    return cpu, wall
sides = []
for path in sys.argv[1:3]:
    db = Database(path)
    data = tournaments.load(db, "%(group)s")
    sides.append((db, Database(path, actor="another program"), data, next(g for g in data.games if g.result.value == "*")))
    norms.norm_overview(db, data)  # the imports and the first reads of the tables' columns are paid
if what != "titles":
    for side in sides:
        once(*side)
times = [[], []]
for _ in range(1 if what == "titles" else 5):
    for taken, side in zip(times, sides):
        taken.append(once(*side))
for taken in times:
    print("TIMED", *min(taken))
""" % {"group": GROUP}

# `titles` (its first page) right after a result typed in GROUP, in the same process: the result
# (not timed) makes the kept overview stale, the command computes the group again and prints the
# page; the result is undone afterwards (not timed either).
TITLES_AFTER_RESULT = """
import contextlib, io, sys, time
from arbiter_app.cli.main import main
from arbiter_app.services.database import Database
from arbiter_app.services import results, tournaments
from arbiter_app.rules.model import Result
db = Database(sys.argv[1])
running = next(g for g in tournaments.load(db, "%(group)s").games if g.result.value == "*")
results.enter_result(db, "%(group)s", running.white, running.black, Result.WHITE_WIN)
began, began_cpu = time.perf_counter(), time.process_time()
with contextlib.redirect_stdout(io.StringIO()):
    main(["--db", sys.argv[1], "titles"])
cpu, wall = (time.process_time() - began_cpu) * 1000, (time.perf_counter() - began) * 1000
results.undo(db)
print("TIMED", cpu, wall)
""" % {"group": GROUP}

# A window on each database (argv[1] the demo, argv[2] the large one), in one process, the panel named
# in argv[3] in front; times switching from OTHER to GROUP until the window has repainted, in each window
# alternately (seven switches take about as long as a shared machine's slow spell: both windows are
# timed in the same spells). The windows have settings of their own (not the splitters another program
# left in the user's), and what their start built is frozen out of the collector's reach as the program
# does (gui.warm_up.settle_memory). Prints "TIMED cpu_ms wall_ms" for each, the least of 7 switches
# (the first pays the panel's imports); the process's peak memory is both windows'.
WINDOW = """
import os, sys, tempfile, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QSettings
from arbiter_app.gui.app import application
from arbiter_app.gui.warm_up import settle_memory
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.services.database import Database
app = application()
settings = tempfile.TemporaryDirectory(prefix="bench-season-")
for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
    QSettings.setPath(QSettings.Format.IniFormat, scope, settings.name)
windows = [MainWindow(Database(path)) for path in sys.argv[1:3]]
for window in windows:
    window.resize(1400, 820)
    window.show()
    app.processEvents()
    window.panels.setCurrentWidget(next(window.panels.widget(i) for i in range(window.panels.count())
                                        if type(window.panels.widget(i)).__name__ == sys.argv[3]))
settle_memory()
times = [[], []]
for _ in range(8):
    for taken, window in zip(times, windows):
        window.show_tournament("%(other)s")
        window.repaint()
        app.processEvents()
        began, began_cpu = time.perf_counter(), time.process_time()
        window.show_tournament("%(group)s")
        window.repaint()
        app.processEvents()
        taken.append(((time.process_time() - began_cpu) * 1000, (time.perf_counter() - began) * 1000))
for taken in times:
    print("TIMED", *min(taken[1:]))
""" % {"group": GROUP, "other": OTHER}

# The window started on the database until it is shown and the event loop has begun (as
# benchmarks/bench_startup.py times it): the process's CPU time at that first turn (READY), not its
# whole, whose end varies with what the warm-up (gui.warm_up) began before the window quit.
START = READY + """
import sys
from arbiter_app.cli.main import main
raise SystemExit(main(["--db", sys.argv[1]]))
"""

# (name, child code, arguments after the database, True when the output grows with the database)
OPERATIONS = (
    ("cold start to the window (to its first turn)", START, [], False),
    ("switch to the group, standings in front", WINDOW, ["StandingsView"], False),
    ("switch to the group, norms in front", WINDOW, ["NormPanel"], False),
    ("enter a result + undo (services)", SERVICES, ["result"], False),
    ("norm overview (services)", SERVICES, ["norm-overview"], False),
    ("change watch: one change by another program", SERVICES, ["watch"], False),
    ("`norms GROUP --json`", COMMAND, ["norms", GROUP, "--json"], False),
    ("`standings GROUP --json`", COMMAND, ["standings", GROUP, "--json"], False),
    ("`list`", COMMAND, ["list"], True),
    ("`players --search nov`", COMMAND, ["players", "--search", "nov"], False),
    ("`titles` (its first page, kept)", COMMAND, ["titles"], False),
    ("`titles` after a result (in-process CPU)", TITLES_AFTER_RESULT, [], False),
    ("titles: first page (services, kept)", SERVICES, ["titles-page"], True),
    ("`titles --json` (the whole, kept)", COMMAND, ["titles", "--json"], True),
    ("titles overview (services, the whole, kept)", SERVICES, ["titles-kept"], True),
    ("titles overview computed afresh (services)", SERVICES, ["titles"], True),
)
COMMAND_LINE = (
    ("`list`", ["list"]),
    ("`standings GROUP`", ["standings", GROUP]),
    ("`crosstable GROUP`", ["crosstable", GROUP]),
    ("`players --search nov`", ["players", "--search", "nov"]),
)
GOAL_SEASON, GOAL_COMMAND_LINE, MEMORY_MB = 1.2, 1.5, 300
RUNS_TIMES = {START: 3, WINDOW: 2, COMMAND: 2}
PAIRED = (SERVICES, WINDOW)
"""The operations timed on both databases in one process, alternately."""
"""The operations timed over more runs than --runs: a whole start, a command, or seven switches in one
window, lasts about as long as the spells in which a shared machine runs slower (the same loop takes
16 ms or 31 ms for a second or so: docs/performance.md), so that the median of five may land in one."""


def default_cache() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "arbiter-bench"


def season_database(cache: Path, players: int, groups: int) -> Path:
    """The cached large database, generated first if it is not there."""
    from benchmarks.season_database import GENERATOR_VERSION, add_groups, fill_register

    path = cache / f"season-v{GENERATOR_VERSION}-{players}-players-{groups}-groups.sqlite"
    if path.exists():
        return path
    from arbiter_app.services.demo import open_demo

    cache.mkdir(parents=True, exist_ok=True)
    building = path.with_suffix(".building")
    for old in cache.glob(building.name + "*"):
        old.unlink()
    began = time.perf_counter()
    db = open_demo(building)
    with db.engine.begin() as conn:
        fill_register(conn, players)
        add_groups(conn, groups, players)
    with db.engine.connect() as conn:
        conn.exec_driver_sql("ANALYZE")
    db.close()
    building.rename(path)
    print(f"generated {path} ({path.stat().st_size / 2**20:.0f} MB) in {time.perf_counter() - began:.0f} s", flush=True)
    return path


def run_measured(code: str, args: list[str], bytecode: Path) -> list[tuple[float, float, float]]:
    """(CPU ms, wall ms, peak MB) of a child: the TIMED figures it prints (a line each), or its CPU time
    and the time since it was spawned at the first turn of its event loop (READY), else the whole
    process's (CPU time from the kernel); the peak memory is the whole process's."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=str(bytecode), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    spawned, began = time.time(), time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = child.stdout.read()  # type: ignore[union-attr]
    err = child.stderr.read()  # type: ignore[union-attr]
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - began) * 1000
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{args}: exit {os.waitstatus_to_exitcode(status)}: {err.decode(errors='replace')[-500:]}")
    peak = usage.ru_maxrss / 1024
    lines = out.decode(errors="replace").splitlines()
    timed = [line.split()[1:] for line in lines if line.startswith("TIMED")]
    if timed:
        return [(float(cpu), float(wall), peak) for cpu, wall in timed]
    ready = [line.split()[1:3] for line in lines if line.startswith("READY")]  # the first turn: wall-clock, CPU
    if ready:
        return [(float(ready[0][1]) * 1000, (float(ready[0][0]) - spawned) * 1000, peak)]
    return [((usage.ru_utime + usage.ru_stime) * 1000, wall, peak)]


def medians(samples: list[tuple[float, float, float]]) -> tuple[float, float, float]:
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples), max(s[2] for s in samples)


def season_part(small: Path, large: Path, runs: int, bytecode: Path) -> None:
    print(f"{'operation':<46} {'demo CPU':>9} {'large CPU':>10} {'ratio':>6}   wall demo / large   peak MB demo / large")
    ratios, peaks, grown = {}, [], []
    for _name, code, args, _grows in OPERATIONS:  # the bytecode is compiled once, and the titles kept, outside the figures
        if code in PAIRED:
            run_measured(code, [str(small), str(large), *args], bytecode)
            continue
        for db in (small, large) if code is COMMAND and args[:1] == ["titles"] else (small,):
            run_measured(code, [str(db), *args], bytecode)
    for name, code, args, grows in OPERATIONS:
        samples: dict[Path, list[tuple[float, float, float]]] = {small: [], large: []}
        for _ in range(runs * RUNS_TIMES.get(code, 1)):
            if code in PAIRED:  # both in one process
                on_small, on_large = run_measured(code, [str(small), str(large), *args], bytecode)
                samples[small].append(on_small)
                samples[large].append(on_large)
                continue
            for db in (small, large):
                samples[db].extend(run_measured(code, [str(db), *args], bytecode))
        (s_cpu, s_wall, s_peak), (l_cpu, l_wall, l_peak) = medians(samples[small]), medians(samples[large])
        ratio = l_cpu / s_cpu
        (grown if grows else ratios.setdefault("all", [])).append((name, ratio))
        peaks.append((name, l_peak))
        print(f"{name:<46} {s_cpu:7.1f}ms {l_cpu:8.1f}ms {ratio:6.2f}   {s_wall:7.1f} / {l_wall:7.1f} ms   {s_peak:5.0f} / {l_peak:5.0f}"
              + ("   (its output grows with the database)" if grows else ""))
    worst = max(ratios["all"], key=lambda item: item[1])
    heaviest = max(peaks, key=lambda item: item[1])
    print(f"ratio large/small, the worst operation ({worst[0]}): {worst[1]:.2f} (goal: at most {GOAL_SEASON})")
    print(f"peak memory on the large database, the largest ({heaviest[0]}): {heaviest[1]:.0f} MB (goal: at most {MEMORY_MB} MB)")


def command_line_part(small: Path, runs: int, bytecode: Path) -> None:
    for args in ([], *(a for _n, a in COMMAND_LINE)):  # the bytecode is compiled once, outside the figures
        run_measured(COMMAND if args else FLOOR, [str(small), *args], bytecode)
    worst = ("", 0.0)
    floor_cpu = []
    figures: dict[str, list[float]] = {name: [] for name, _args in COMMAND_LINE}
    for _ in range(runs):
        floor_cpu.append(run_measured(FLOOR, [str(small)], bytecode)[0][0])
        for name, args in COMMAND_LINE:
            figures[name].append(run_measured(COMMAND, [str(small), *args], bytecode)[0][0])
    base = statistics.median(floor_cpu)
    print(f"floor (Python, SQLAlchemy Core, one query, print): CPU median {base:.0f} ms")
    for name, cpu in figures.items():
        ratio = statistics.median(cpu) / base
        worst = max(worst, (name, ratio), key=lambda item: item[1])
        print(f"  {name:<26} CPU median {statistics.median(cpu):5.0f} ms   / floor {ratio:5.2f}")
    print(f"ratio command / floor, the slowest ({worst[0]}): {worst[1]:.2f} (goal: at most {GOAL_COMMAND_LINE})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1_100_000)
    parser.add_argument("--groups", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--part", choices=("season", "command-line"), default=None, help="one part only (default: both)")
    parser.add_argument("--cache", type=Path, default=default_cache(), help="where the large database is kept between runs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-season-") as folder:
        work, bytecode = Path(folder), Path(folder) / "bytecode"
        from arbiter_app.services.database import Database
        from arbiter_app.services.demo import open_demo

        small = work / "demo.sqlite"
        open_demo(small).close()
        if args.part in (None, "season"):
            large = work / "season.sqlite"
            shutil.copyfile(season_database(args.cache, args.players, args.groups), large)
            Database(large).close()  # a copy cached at an older schema is migrated before any timing
            print(f"demo database against {args.players} players and {args.groups} more groups; CPU medians of {args.runs} runs")
            season_part(small, large, args.runs, bytecode)
        if args.part in (None, "command-line"):
            command_line_part(small, args.runs, bytecode)


if __name__ == "__main__":
    main()
