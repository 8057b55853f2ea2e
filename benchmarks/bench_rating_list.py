"""Benchmark: importing a FIDE rating list of generated players (default 1 100 000), TXT and XML.

    python3 benchmarks/bench_rating_list.py [--players N] [--rounds R] [--folder DIR]

For each layout it times, each in a fresh process on a fresh database:
- raw: the same rows (built beforehand, chunk by chunk, outside the timing) written into the same
  player table with a plain `executemany` in one transaction; and the same again with the words of
  the names (table player_word, the register's search index) inserted as they come;
- import: `services.ratings.list_import.import_rating_list` on the file (reading, checking, storing, audit).
Raw and import are timed alternately, --rounds times (default 2), and the least time of each taken:
a shared machine runs slower in spells, which only ever add time.
It prints the times, the ratio import / raw (the goal: at most 1.5; the line starting with "ratio"
gives the slower layout's) and each process's peak memory, the same ratio in CPU time of all the
import's processes (the machine may be shared: other programs stretch wall-clock times, not the CPU
time a process takes), then the same pair timed again while another process keeps one processor
busy (`python -c "while True: pass"`), then the time of a name search in the imported register (the
goal: under 50 ms) and, for comparison, of a prefix search that the name_key index answers, then the
slowest of the register's worst searches (bench_register_search.HARD_QUERIES;
`bench_register_search.py --season` compares each with its floor measured in the same run).
Two goal lines (benchmarks/goals.py), each the slower layout's median over the rounds:
`rating-import-cpu-ratio` (the CPU time of all the import's processes / the bare inserts') and
`rating-import-busy-wall-ratio` (wall clock, one processor busy, against the bare inserts under the
same busy processor). Everything written (lists, databases, their backups) is removed at the end.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchmarks.rating_list_files import generated_players, write_txt, write_xml  # noqa: E402
from goals import median_goal  # noqa: E402

CHUNK = 20_000


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child_raw(count: int, db_path: Path, words: bool) -> dict[str, float]:
    from arbiter_app.services.database import Database
    from arbiter_app.rules.names import fold, indexed_words
    from arbiter_app.services.ratings.list_batches import COLUMNS, FIDE_PREFIX

    db = Database(db_path)
    marks = ", ".join("?" * len(COLUMNS))
    sql = f"INSERT INTO player ({', '.join(COLUMNS)}) VALUES ({marks})"
    players = generated_players(count)
    elapsed = cpu = 0.0
    with db.engine.begin() as conn:
        while True:
            rows = [
                (FIDE_PREFIX + str(p.fide_id), p.name, fold(p.name), p.federation, None, "f" if p.sex == "F" else "m",
                 p.rating, p.games, "fide" if p.rating else "none", str(p.fide_id), p.birth_year, None, "")
                for _, p in zip(range(CHUNK), players)
            ]
            if not rows:
                break
            word_rows = [(word, row[2], row[0]) for row in rows for word in indexed_words(row[2])] if words else []
            started, began = time.perf_counter(), time.process_time()
            conn.exec_driver_sql(sql, rows)
            if word_rows:
                conn.exec_driver_sql("INSERT INTO player_word (word, name_key, player_id) VALUES (?, ?, ?)", word_rows)
            elapsed += time.perf_counter() - started
            cpu += time.process_time() - began
        started, began = time.perf_counter(), time.process_time()
    elapsed += time.perf_counter() - started  # the commit
    cpu += time.process_time() - began
    db.close()
    return {"seconds": elapsed, "cpu": cpu, "peak_mb": peak_mb()}


def child_import(path: Path, db_path: Path) -> dict[str, float]:
    from arbiter_app.services import players
    from arbiter_app.services.database import Database
    from arbiter_app.services.ratings.list_import import import_rating_list

    db = Database(db_path)
    started, began = time.perf_counter(), time.process_time()
    result = import_rating_list(db, path)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - began
    peak = peak_mb()
    # this process has no child but the one that read the list, if any (services.ratings.list_batches.in_worker)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    worker_peak, worker_cpu = children.ru_maxrss / 1024, children.ru_utime + children.ru_stime
    search, prefix = [], []
    for text in ("kumar77", "stastny", "novak 5"):
        t = time.perf_counter()
        players.search(db, text, limit=50)
        search.append((time.perf_counter() - t) * 1000)
        # for comparison: a prefix of the folded name, which the name_key index answers
        t = time.perf_counter()
        with db.engine.connect() as conn:
            conn.exec_driver_sql(
                "SELECT id, name FROM player WHERE name_key >= ? AND name_key < ? ORDER BY name_key LIMIT 50", (text, text + "\uffff")
            ).all()
        prefix.append((time.perf_counter() - t) * 1000)
    from benchmarks.bench_register_search import HARD_QUERIES, page_floor

    hardest = {text: worst_search_ms(db, text) for text in HARD_QUERIES}
    slowest = max(hardest, key=lambda text: hardest[text])

    page_ms = page_floor(db) * 1000
    db.close()
    return {"seconds": elapsed, "cpu": cpu, "peak_mb": peak, "worker_peak_mb": worker_peak, "worker_cpu": worker_cpu, "added": result.added, "search_ms": max(search),
            "prefix_ms": max(prefix), "hard_ms": hardest[slowest], "hard_query": slowest, "hard_all": hardest,
            "hard_limit": players.LIST_LIMIT, "page_ms": page_ms}


def worst_search_ms(db, text: str) -> float:  # type: ignore[no-untyped-def]
    """The median CPU time of three searches as the register window asks them (at most LIST_LIMIT)."""
    from arbiter_app.services import players

    times = []
    for _ in range(3):
        t = time.process_time()
        players.search(db, text, limit=players.LIST_LIMIT)
        times.append((time.process_time() - t) * 1000)
    return sorted(times)[1]


def run_child(*args: str) -> dict[str, float]:
    """One child's figures, on a fresh database (the last argument), removed afterwards."""
    db_path = Path(args[-1])
    remove_database(db_path)  # of an earlier run in the same --folder
    try:
        out = subprocess.run([sys.executable, __file__, "--child", *args], check=True, capture_output=True, text=True).stdout
    finally:
        remove_database(db_path)
    return json.loads(out.strip().splitlines()[-1])


def remove_database(db_path: Path) -> None:
    """The database, its -wal and -shm, and the backup folder beside it (services.backups.before_bulk)."""
    for written in db_path.parent.glob(db_path.name + "*"):
        written.unlink()
    shutil.rmtree(db_path.parent / "backups", ignore_errors=True)


@contextmanager
def busy_processor() -> Iterator[None]:
    """Another program keeping one processor busy, as on a laptop doing something else."""
    loop = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.5)
        yield
    finally:
        loop.kill()
        loop.wait()


@contextmanager
def work_folder(folder: Path | None) -> Iterator[Path]:
    """`folder`, or a temporary folder removed at the end, even when the run fails."""
    if folder is None:
        with tempfile.TemporaryDirectory(prefix="bench-rating-list-") as made:
            yield Path(made)
        return
    folder.mkdir(parents=True, exist_ok=True)
    yield folder


def import_cpu(run: dict[str, float]) -> float:
    """The CPU time of all the import's processes: the importer's and the reading process's."""
    return run["cpu"] + run["worker_cpu"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1_100_000)
    parser.add_argument("--rounds", type=int, default=2, help="raw and import each timed this many times, alternately; the least counts")
    parser.add_argument("--folder", type=Path, default=None, help="where to write the lists and databases (default: a temporary folder)")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, *rest = args.child
        if kind == "import":
            result = child_import(Path(rest[0]), Path(rest[1]))
        else:
            result = child_raw(int(rest[0]), Path(rest[1]), kind == "raw-words")
        print(json.dumps(result))
        return
    with work_folder(args.folder) as folder:
        run_layouts(args.players, args.rounds, folder)


def run_layouts(count: int, rounds: int, folder: Path) -> None:
    print(f"{count} generated players, files and databases in {folder}")
    ratios: dict[str, float] = {}
    cpu_ratios: dict[str, list[float]] = {}
    busy_ratios: dict[str, list[float]] = {}
    for name, write in (("txt", write_txt), ("xml", write_xml)):
        path = folder / f"players.{name}"
        try:
            started = time.perf_counter()
            write(path, generated_players(count))
            print(f"\nFIDE {name.upper()}: {path.stat().st_size / 2**20:.0f} MB written in {time.perf_counter() - started:.1f} s")
            raws, imports = [], []
            for _ in range(rounds):  # alternately: both see the machine's slower and faster spells
                raws.append(run_child("raw", str(count), str(folder / f"raw-{name}.sqlite")))
                imports.append(run_child("import", str(path), str(folder / f"import-{name}.sqlite")))
            busy_raws, busy_imports = [], []
            with busy_processor():
                for _ in range(rounds):
                    busy_raws.append(run_child("raw", str(count), str(folder / f"raw-{name}.sqlite")))
                    busy_imports.append(run_child("import", str(path), str(folder / f"import-{name}.sqlite")))
            with_words = run_child("raw-words", str(count), str(folder / f"raw-words-{name}.sqlite"))
        finally:
            path.unlink(missing_ok=True)
        raw, imported = (min(runs, key=lambda run: run["seconds"]) for runs in (raws, imports))
        cpu_ratios[name] = [import_cpu(i) / r["cpu"] for r, i in zip(raws, imports)]
        busy_ratios[name] = [i["seconds"] / r["seconds"] for r, i in zip(busy_raws, busy_imports)]
        print(f"  raw executemany   {raw['seconds']:7.2f} s   peak memory {raw['peak_mb']:6.0f} MB")
        print(f"  the same + words  {with_words['seconds']:7.2f} s   (the player_word rows too, inserted as they come)")
        print(f"  import            {imported['seconds']:7.2f} s   peak memory {imported['peak_mb']:6.0f} MB   ({int(imported['added'])} players;"
              f" a process reading the list: {imported['worker_peak_mb']:.0f} MB)")
        ratios[name] = imported["seconds"] / raw["seconds"]
        print(f"  import/raw        {ratios[name]:7.2f}   (goal: at most 1.5)")
        print(f"  import/raw with the words {imported['seconds'] / with_words['seconds']:7.2f}")
        print(f"  CPU time: raw {raw['cpu']:.2f} s, raw + words {with_words['cpu']:.2f} s, import {imported['cpu']:.2f} s"
              f" + {imported['worker_cpu']:.2f} s in a process reading the list beside it; all the import's processes/raw,"
              f" each round: {', '.join(f'{ratio:.2f}' for ratio in cpu_ratios[name])}")
        print(f"  one processor busy: raw {min(run['seconds'] for run in busy_raws):.2f} s, import {min(run['seconds'] for run in busy_imports):.2f} s;"
              f" import/raw each round: {', '.join(f'{ratio:.2f}' for ratio in busy_ratios[name])}")
        print(f"  name search       {imported['search_ms']:7.1f} ms (services.players.search, slowest of three; goal: under 50 ms)")
        print(f"  prefix search     {imported['prefix_ms']:7.1f} ms (the name_key index, for comparison)")
        print(f"  hardest search    {imported['hard_ms']:7.1f} ms CPU, {imported['hard_ms'] / imported['page_ms']:.1f} times the first"
              f" page read bare ({imported['page_ms']:.2f} ms; bench_register_search.py --season compares each with its floor) ({imported['hard_query']!r}, median of three, at most"
              f" {imported['hard_limit']} rows; the slowest of {len(imported['hard_all'])}: "
              + ", ".join(f"{text!r} {ms:.0f}" for text, ms in imported["hard_all"].items()) + ")")
    slower = max(ratios, key=lambda name: ratios[name])
    print(f"\nratio import/raw, the slower layout ({slower.upper()}): {ratios[slower]:.2f} (goal: at most 1.5)")
    for key, by_layout in (("rating-import-cpu-ratio", cpu_ratios), ("rating-import-busy-wall-ratio", busy_ratios)):
        worst = max(by_layout, key=lambda name: statistics.median(by_layout[name]))
        median_goal(key, by_layout[worst], 1.5, "x")


if __name__ == "__main__":
    main()
