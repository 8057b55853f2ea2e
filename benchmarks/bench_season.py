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
each process's own peak memory (benchmarks/own_peak.py: never the parent's, which a child inherits
in its rusage), and each operation's ratio large / small. Operations whose output itself grows with
the database (the titles of every group) are printed apart. Three goals (benchmarks/goals.py):
`season-ratio`, the worst ratio of the others (at most 1.2); `season-window-mb`, the largest own peak
of a process showing a window on the season database (at most 300 MB; the switches' process holds
the demo's window beside it); `season-command-cold-seconds`, the slowest command on the season
database in a fresh process, its whole CPU time (at most 0.5 s; the commands whose output does not
grow: COLD_COMMANDS).

Part "command-line": the read-only commands (`list`, `standings`, `crosstable`, `players --search`)
on the demo database against the floor, a process that starts Python, opens the database with
SQLAlchemy Core, runs one query and prints (goal `command-line-ratio`: at most 1.5). The children
run from compiled bytecode kept in a folder of the benchmark's own, as an installed program does.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import goals  # noqa: E402
from benchmarks.bench_startup import READY  # noqa: E402
from benchmarks.own_peak import command, split_peak  # noqa: E402

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

RESULT = ["result", GROUP, "{white}", "{black}", "1-0"]
"""A result typed on the command line: on GROUP's first running game (found in the demo)."""
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
    ("`crosstable GROUP`", COMMAND, ["crosstable", GROUP], False),
    ("`result GROUP W B 1-0` (`undo` after, untimed)", COMMAND, RESULT, False),
    ("`undo` (of a `result` before, untimed)", COMMAND, ["undo"], False),
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
AROUND: dict[str, tuple[list[str] | None, list[str] | None]] = {"result": (None, ["undo"]), "undo": (RESULT, None)}
"""The commands run untimed before and after a timed command (by its name), so that each run finds
the database as the one before it did."""
COLD_COMMANDS = [name for name, code, _args, grows in OPERATIONS if code is COMMAND and not grows]
"""The commands whose slowest cold time on the season database has a goal (COLD_SECONDS)."""
WINDOWS = (START, WINDOW)
"""The processes that show a window on the database: their own peak memory has a goal (MEMORY_MB)."""
GOAL_SEASON, GOAL_COMMAND_LINE, MEMORY_MB, COLD_SECONDS = 1.2, 1.5, 300, 0.5
RUNS_TIMES = {START: 3, WINDOW: 2, COMMAND: 2}
PAIRED = (SERVICES, WINDOW)
"""The operations timed on both databases in one process, alternately."""
"""The operations timed over more runs than --runs: a whole start, a command, or seven switches in one
window, lasts about as long as the spells in which a shared machine runs slower (the same loop takes
16 ms or 31 ms for a second or so: docs/performance.md), so that the median of five may land in one."""


def default_cache() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "arbiter-bench"


BUILT_BY_ANOTHER_S = 120
"""A building file written to within this many seconds is another process's build, waited for."""


def season_database(cache: Path, players: int, groups: int) -> Path:
    """The cached large database, generated first if it is not there; while another process
    generates it, waited for (never two builds of one file)."""
    from benchmarks.season_database import GENERATOR_VERSION, add_groups, fill_register

    path = cache / f"season-v{GENERATOR_VERSION}-{players}-players-{groups}-groups.sqlite"
    building = path.with_suffix(".building")
    if not path.exists() and being_built(building):
        print(f"waiting for another process to generate {path} ...", flush=True)
        while not path.exists() and being_built(building):
            time.sleep(5)
    if path.exists():
        return path
    from arbiter_app.services.demo import open_demo

    cache.mkdir(parents=True, exist_ok=True)
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


def being_built(building: Path) -> bool:
    """Whether a process is writing `building` or its journal now."""
    written = []
    for part in building.parent.glob(building.name + "*"):
        with contextlib.suppress(FileNotFoundError):
            written.append(part.stat().st_mtime)
    return bool(written) and time.time() - max(written) < BUILT_BY_ANOTHER_S


Sample = tuple[float, float, float]
"""(CPU ms, wall ms, the process's own peak MB) of one run."""


def run_measured(code: str, args: list[str], bytecode: Path) -> list[Sample]:
    """The samples of a child: the TIMED figures it prints (a line each), or its CPU time and the
    time since it was spawned at the first turn of its event loop (READY), else the whole process's
    (its CPU time from the kernel); each with the child's own peak memory (benchmarks/own_peak.py)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=str(bytecode), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)  # the CPU of the children waited for: this one alone
    spawned, began = time.time(), time.perf_counter()
    done = subprocess.run(command(code, *args), env=env, capture_output=True, text=True, errors="replace")
    wall = (time.perf_counter() - began) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"{args}: exit {done.returncode}: {done.stderr[-500:]}")
    _errors, peak = split_peak(done.stderr)
    lines = done.stdout.splitlines()
    timed = [line.split()[1:] for line in lines if line.startswith("TIMED")]
    if timed:
        return [(float(cpu), float(wall), peak) for cpu, wall in timed]
    ready = [line.split()[1:3] for line in lines if line.startswith("READY")]  # the first turn: wall-clock, CPU
    if ready:
        return [(float(ready[0][1]) * 1000, (float(ready[0][0]) - spawned) * 1000, peak)]
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    return [(cpu, wall, peak)]


def run_operation(code: str, args: list[str], dbs: tuple[Path, ...], bytecode: Path, game: Mapping[str, int]) -> list[Sample]:
    """One run of an operation on `dbs` (both in one process, or one), with the commands AROUND a
    command run untimed on each; `game` the white and black of RESULT."""
    before, after = AROUND.get(args[0], (None, None)) if code is COMMAND else (None, None)
    for db in dbs:
        if before is not None:
            run_measured(COMMAND, [str(db), *(a.format(**game) for a in before)], bytecode)
    samples = run_measured(code, [*map(str, dbs), *(a.format(**game) for a in args)], bytecode)
    for db in dbs:
        if after is not None:
            run_measured(COMMAND, [str(db), *after], bytecode)
    return samples


def medians(samples: list[Sample]) -> Sample:
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples), max(s[2] for s in samples)


def season_part(small: Path, large: Path, runs: int, bytecode: Path) -> None:
    from arbiter_app.services import tournaments
    from arbiter_app.services.database import Database

    demo = Database(small)
    running = next(g for g in tournaments.load(demo, GROUP).games if g.result.value == "*")
    demo.close()
    game = {"white": running.white, "black": running.black}
    print(f"{'operation':<46} {'demo CPU':>9} {'large CPU':>10} {'ratio':>6}   wall demo / large   own peak MB demo / large")
    for _name, code, args, _grows in OPERATIONS:  # the bytecode is compiled once, and the titles kept, outside the figures
        if code in PAIRED:
            run_operation(code, args, (small, large), bytecode, game)
            continue
        for db in (small, large) if code is COMMAND and args[:1] == ["titles"] else (small,):
            run_operation(code, args, (db,), bytecode, game)
    ratios, peaks, windows, cold = [], [], [], []
    for name, code, args, grows in OPERATIONS:
        samples: dict[Path, list[Sample]] = {small: [], large: []}
        for _ in range(runs * RUNS_TIMES.get(code, 1)):
            if code in PAIRED:  # both in one process
                on_small, on_large = run_operation(code, args, (small, large), bytecode, game)
                samples[small].append(on_small)
                samples[large].append(on_large)
                continue
            for db in (small, large):
                samples[db].extend(run_operation(code, args, (db,), bytecode, game))
        (s_cpu, s_wall, s_peak), (l_cpu, l_wall, l_peak) = medians(samples[small]), medians(samples[large])
        if not grows:  # each run's ratio: the spread of the median's
            ratios.append((name, l_cpu / s_cpu, [l[0] / s[0] for s, l in zip(samples[small], samples[large])]))
        peaks.append((name, l_peak))
        if code in WINDOWS:
            windows.append((name, [l[2] for l in samples[large]]))
        if name in COLD_COMMANDS or code is TITLES_AFTER_RESULT:
            cold.append((name, l_wall, [l[0] / 1000 for l in samples[large]]))
        print(f"{name:<46} {s_cpu:7.1f}ms {l_cpu:8.1f}ms {l_cpu / s_cpu:6.2f}   {s_wall:7.1f} / {l_wall:7.1f} ms   {s_peak:5.0f} / {l_peak:5.0f}"
              + ("   (its output grows with the database)" if grows else ""))
    worst = max(ratios, key=lambda item: item[1])
    print(f"ratio large/small, the worst operation ({worst[0]}): {worst[1]:.2f} (goal: at most {GOAL_SEASON})")
    goals.goal("season-ratio", worst[1], GOAL_SEASON, "x", worst[2])
    heaviest = max(peaks, key=lambda item: item[1])
    print(f"own peak memory of a process on the large database, the largest ({heaviest[0]}): {heaviest[1]:.0f} MB (reported)")
    window = max(windows, key=lambda item: max(item[1]))
    print(f"own peak memory of a window on the large database, the largest ({window[0]}): {max(window[1]):.0f} MB"
          f" (goal: at most {MEMORY_MB} MB)")
    goals.goal("season-window-mb", max(window[1]), MEMORY_MB, "MB", [peak for _name, runs_peaks in windows for peak in runs_peaks])
    print("commands on the large database, each in a fresh process (CPU and wall-clock medians):")
    for name, wall, cpu in cold:
        note = "CPU in the process, after the result: reported, its goal is the ratio" if name not in COLD_COMMANDS else "CPU"
        print(f"  {name:<46} {statistics.median(cpu):6.3f} s {note}; {wall / 1000:6.3f} s wall")
    slowest = max((item for item in cold if item[0] in COLD_COMMANDS), key=lambda item: statistics.median(item[2]))
    print(f"the slowest command on the large database ({slowest[0]}): {statistics.median(slowest[2]):.3f} s CPU"
          f" (goal: at most {COLD_SECONDS} s)")
    goals.median_goal("season-command-cold-seconds", slowest[2], COLD_SECONDS, "s")


def command_line_part(small: Path, runs: int, bytecode: Path) -> None:
    for args in ([], *(a for _n, a in COMMAND_LINE)):  # the bytecode is compiled once, outside the figures
        run_measured(COMMAND if args else FLOOR, [str(small), *args], bytecode)
    floor_cpu = []
    figures: dict[str, list[float]] = {name: [] for name, _args in COMMAND_LINE}
    for _ in range(runs):
        floor_cpu.append(run_measured(FLOOR, [str(small)], bytecode)[0][0])
        for name, args in COMMAND_LINE:
            figures[name].append(run_measured(COMMAND, [str(small), *args], bytecode)[0][0])
    base = statistics.median(floor_cpu)
    print(f"floor (Python, SQLAlchemy Core, one query, print): CPU median {base:.0f} ms")
    for name, cpu in figures.items():
        print(f"  {name:<26} CPU median {statistics.median(cpu):5.0f} ms   / floor {statistics.median(cpu) / base:5.2f}")
    worst = max(figures, key=lambda name: statistics.median(figures[name]))
    ratio = statistics.median(figures[worst]) / base
    print(f"ratio command / floor, the slowest ({worst}): {ratio:.2f} (goal: at most {GOAL_COMMAND_LINE})")
    goals.goal("command-line-ratio", ratio, GOAL_COMMAND_LINE, "x", [c / f for c, f in zip(figures[worst], floor_cpu)])


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
