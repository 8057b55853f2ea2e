"""Benchmark: importing a FIDE rating list of generated players (default 1 100 000), TXT and XML.

    python3 benchmarks/bench_rating_list.py [--players N] [--rounds R] [--folder DIR]

For each layout it times, each in a fresh process on a fresh database:
- raw: the same rows (built beforehand, chunk by chunk, outside the timing) written into the same
  player table with a plain `executemany` in one transaction; and the same again with the words of
  the names (table player_word, the register's search index) inserted as they come;
- import: `services.ratings.list_import.import_rating_list` on the file (reading, checking, storing, audit).
Raw and import are timed alternately, --rounds times (default 2), and the least time of each taken:
a shared machine runs slower in spells, which only ever add time.
It prints the times, the ratio import / raw (the goal: at most 1.5; the last line gives the slower
layout's, which benchmarks/run_all.py reads) and each process's peak memory,
the same ratio in CPU time (the machine may be shared: other programs stretch wall-clock times, not
the CPU time a process takes), then the time of a name search in the imported register (the goal: under 50 ms) and, for comparison,
of a prefix search that the name_key index answers, then the slowest of the register's worst
searches (bench_register_search.HARD_QUERIES; `bench_register_search.py --season` compares each with its
floor measured in the same run).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.rating_list_files import generated_players, write_txt, write_xml  # noqa: E402

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
    children = resource.getrusage(resource.RUSAGE_CHILDREN)  # the process that read the list
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
    for old in Path(args[-1]).parent.glob(Path(args[-1]).name + "*"):  # a database of an earlier run
        old.unlink()
    out = subprocess.run([sys.executable, __file__, "--child", *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


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
    folder = args.folder or Path(tempfile.mkdtemp(prefix="bench-rating-list-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"{args.players} generated players, files and databases in {folder}")
    ratios: dict[str, float] = {}
    for name, write in (("txt", write_txt), ("xml", write_xml)):
        path = folder / f"players.{name}"
        started = time.perf_counter()
        write(path, generated_players(args.players))
        print(f"\nFIDE {name.upper()}: {path.stat().st_size / 2**20:.0f} MB written in {time.perf_counter() - started:.1f} s")
        raws, imports = [], []
        for _ in range(args.rounds):  # alternately: both see the machine's slower and faster spells
            raws.append(run_child("raw", str(args.players), str(folder / f"raw-{name}.sqlite")))
            imports.append(run_child("import", str(path), str(folder / f"import-{name}.sqlite")))
        raw, imported = (min(runs, key=lambda run: run["seconds"]) for runs in (raws, imports))
        with_words = run_child("raw-words", str(args.players), str(folder / f"raw-words-{name}.sqlite"))
        print(f"  raw executemany   {raw['seconds']:7.2f} s   peak memory {raw['peak_mb']:6.0f} MB")
        print(f"  the same + words  {with_words['seconds']:7.2f} s   (the player_word rows too, inserted as they come)")
        print(f"  import            {imported['seconds']:7.2f} s   peak memory {imported['peak_mb']:6.0f} MB   ({int(imported['added'])} players;"
              f" the process reading the list: {imported['worker_peak_mb']:.0f} MB)")
        ratios[name] = imported["seconds"] / raw["seconds"]
        print(f"  import/raw        {ratios[name]:7.2f}   (goal: at most 1.5)")
        print(f"  import/raw with the words {imported['seconds'] / with_words['seconds']:7.2f}")
        print(f"  CPU time: raw {raw['cpu']:.2f} s, raw + words {with_words['cpu']:.2f} s, import {imported['cpu']:.2f} s"
              f" + {imported['worker_cpu']:.2f} s reading the list beside it; import/raw {imported['cpu'] / raw['cpu']:.2f},"
              f" both processes/raw {(imported['cpu'] + imported['worker_cpu']) / raw['cpu']:.2f}")
        print(f"  name search       {imported['search_ms']:7.1f} ms (services.players.search, slowest of three; goal: under 50 ms)")
        print(f"  prefix search     {imported['prefix_ms']:7.1f} ms (the name_key index, for comparison)")
        print(f"  hardest search    {imported['hard_ms']:7.1f} ms CPU, {imported['hard_ms'] / imported['page_ms']:.1f} times the first"
              f" page read bare ({imported['page_ms']:.2f} ms; bench_register_search.py --season compares each with its floor) ({imported['hard_query']!r}, median of three, at most"
              f" {imported['hard_limit']} rows; the slowest of {len(imported['hard_all'])}: "
              + ", ".join(f"{text!r} {ms:.0f}" for text, ms in imported["hard_all"].items()) + ")")
    slower = max(ratios, key=lambda name: ratios[name])
    print(f"\nratio import/raw, the slower layout ({slower.upper()}): {ratios[slower]:.2f} (goal: at most 1.5)")


if __name__ == "__main__":
    main()
