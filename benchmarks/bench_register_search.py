"""Benchmark: searching the player register as the arbiter types (services.players.search).

    python3 benchmarks/bench_register_search.py [--players N] [--seed S] [--limit L] [--season [--cache DIR]]

Fills a fresh SQLite file with the demo tournaments and N generated players (Czech and other names
with diacritics), or with `--season` takes a copy of bench_season.py's cached large database (1.1
million generated FIDE names), then prints for each query the CPU time of `search` as the register
window asks it (at most LIST_LIMIT rows: name words folded, id prefix, the tournaments of each
player, Player objects built) and the ratio to its floor, measured in the same run:
- the register's first page read bare (LIST_LIMIT players' columns off the name index as plain
  tuples: what any list of the register costs at least), measured again beside each search, plus
- the index scans alone: the entries of the typed word with the fewest, counted bare in both name
  indexes (what a search that reads one word's entries reads at least).
The search, the page (the least of three reads) and the scans are timed one after the other, 11
times; a query's ratio is the median of those 11. The goal holds on any machine: every query's ratio at
most GOAL (whatever is typed; before issue 37 the slowest query's ratio had the goal). The slowest search against
the page alone (the measure before, PAGE_GOAL on 20 000 players: on the development machine the page
takes 1–2 ms, and the old absolute goal, 50 ms, was 25–50 of them) and the absolute time are printed
too. `--limit 0` lists every match (what `players --json` does). The goal of the register's size is
printed as a goal line (benchmarks/goals.py): `register-search-ratio` (the slowest search against the
page, 20 000 players) or, with `--season`, `register-search-season-ratio` (the worst search against
its floor); its spread, the query's 11 ratios.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from arbiter_app.rules.model import Player, PlayerId, RatingKind, Sex  # noqa: E402
from arbiter_app.rules.names import fold, name_words  # noqa: E402
from arbiter_app.services import players  # noqa: E402
from arbiter_app.services.database import Database  # noqa: E402
from arbiter_app.services.demo import fill_demo  # noqa: E402
from arbiter_app.storage.mappers import player_values  # noqa: E402
from arbiter_app.storage import player_words  # noqa: E402
from benchmarks import goals  # noqa: E402

SURNAMES = [
    "Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Pokorný",
    "Marek", "Pospíšil", "Hájek", "Jelínek", "Král", "Růžička", "Beneš", "Fiala", "Sedláček", "Doležal",
    "Zeman", "Kolář", "Navrátil", "Čermák", "Vaněk", "Urban", "Blažek", "Kříž", "Kovář", "Bartoš",
    "Vlček", "Polák", "Musil", "Kopecký", "Šimek", "Konečný", "Malý", "Holub", "Štěpánek", "Kadlec",
    "Šťastný", "Židů", "Mrkvička", "Müller", "Schmidt", "Kowalski", "Nowak", "Horváth", "Łukasik", "Øster",
]  # fmt: skip
FIRST = ["Jan", "Petr", "Jiří", "Josef", "Pavel", "Tomáš", "Martin", "Jaroslav", "Eva", "Marie", "Jana", "Zdeněk", "Řehoř"]
QUERIES = [
    "n", "no", "nov", "novak", "zidu", "stastny p", "dvorak jiri", "18", "2001", "3000012", "xyzzy",
    # the worst: one- and two-letter words, common words that rarely meet, a common word with a rare one,
    # a word that matches nothing, many words, an id prefix with a word
    "n j", "j n", "p m", "m e", "no ja", "novak xyzzy", "novak rehor", "j p m e z", "2001 n", "n j m p s t",
]  # fmt: skip


def fill(db: Database, count: int, rnd: random.Random) -> None:
    """Generated players written in bulk, then the words of their names (storage.player_words)."""
    kinds = list(RatingKind)
    rows = []
    for i in range(count):
        rating = rnd.randint(1200, 2700) if rnd.random() < 0.8 else None
        player = Player(
            PlayerId(str(2000000 + i)),  # 7 digits: never a demo id
            f"{rnd.choice(SURNAMES)}, {rnd.choice(FIRST)}",
            rnd.choice(["CZE", "SVK", "GER", "POL", "SLO"]),
            rnd.choice([None] * 20 + ["GM", "SIM", "IM"]),
            rnd.choice(list(Sex)),
            rating,
            rnd.randint(0, 400) if rating else 0,
            rnd.choice(kinds[:-1]) if rating else RatingKind.NONE,
            fide_id=str(30000000 + i) if rnd.random() < 0.3 else None,
        )
        rows.append(tuple(player_values(player).values()))
    columns = list(player_values(player))
    with db.engine.begin() as conn:
        conn.exec_driver_sql(f"INSERT INTO player ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", rows)
        player_words.rebuild(conn)


def index_scans(db: Database, query: str) -> float:
    """CPU seconds of the index scans alone: the entries of the typed word with the fewest, counted
    bare in both name indexes (the later words of the names in player_word, the folded names in
    player.name_key). A search must read one word's entries, or as many names as it takes to find
    its players; this is the least of the first kind (0 when the text has no word)."""
    counts = (
        "SELECT count(*) FROM player_word WHERE word >= ? AND word < ?",
        "SELECT count(*) FROM player WHERE name_key >= ? AND name_key < ?",
    )

    def scan(word: str) -> None:
        with db.engine.connect() as conn:
            for sql in counts:
                conn.exec_driver_sql(sql, (word, word + "\U0010ffff")).scalar()

    return min((cpu_time(lambda: scan(word)) for word in name_words(fold(query))), default=0.0)


GOAL = 3.0
"""On a large register, the slowest search against its floor: the first page read bare plus its index
scans alone. (On a small one the scans take next to nothing, and what every search costs besides,
listing 500 players with their tournaments, is several pages: there the page alone is the floor.)"""
PAGE_GOAL = 25.0
"""On a small register, the slowest search against the first page read bare."""


def cpu_time(function) -> float:  # type: ignore[no-untyped-def]
    """The CPU time of one call (other programs stretch wall-clock times, not CPU time)."""
    start = time.process_time()
    function()
    return time.process_time() - start


def page_floor(db: Database, repeats: int = 10) -> float:
    """CPU seconds of the register's first page read bare: LIST_LIMIT players' columns in name order
    (the least of `repeats` reads)."""
    from arbiter_app.rules.player_checks import FIELDS

    sql = f"SELECT {', '.join(FIELDS)} FROM player ORDER BY name_key LIMIT {players.LIST_LIMIT}"

    def read() -> None:
        with db.engine.connect() as conn:
            conn.exec_driver_sql(sql).all()

    return min(cpu_time(read) for _ in range(repeats))


HARD_QUERIES = (
    "n", "j", "n j", "j n", "s j", "n s", "j a", "j p a", "n j a e i", "novak jan", "novak xyzzy", "xyzzy",
    "kumar77 j", "1000 n", "1001", "no ja ev ig so",
)  # fmt: skip
"""The worst searches of the season database's generated FIDE names (benchmarks/season_database.py)."""


def season_register(folder: Path, players_count: int, groups: int, cache: Path | None) -> Database:
    """A copy of bench_season.py's cached large database, kept in `cache` (default: bench_season's;
    generated first if it is not there)."""
    import shutil

    from benchmarks.bench_season import default_cache, season_database

    copy = folder / "season.sqlite"
    shutil.copyfile(season_database(cache or default_cache(), players_count, groups), copy)
    return Database(copy)  # a copy cached at an older schema is migrated here


def measure(db: Database, queries: list[str], limit: int | None, repeats: int, large: bool) -> None:
    """Each query's CPU time against its floor, then the goal of the register's size (`large`: the
    season database's).
    The search, the page and the scans are timed one after the other, `repeats` times: a ratio is the
    median of the repeats', each of times taken within a few milliseconds of one another (a shared
    machine has spells of half its speed, a second or so long: docs/performance.md)."""
    page = page_floor(db)
    print(f"{'query':<18}{'rows':>6}{'search ms':>11}{'page ms':>9}{'scans ms':>10}{'ratio':>7}   (CPU medians; the first page read bare, at the start: {page * 1000:.2f} ms)")
    worst, worst_query, slowest, slowest_query, floors, runs = 0.0, "", 0.0, "", {}, {}
    for query in queries:
        rows = len(players.search(db, query, limit))
        timed = [(cpu_time(lambda: players.search(db, query, limit)), page_floor(db, 3), index_scans(db, query)) for _ in range(repeats)]
        took, beside, scans = (statistics.median(times) for times in zip(*timed))
        floors[query] = beside + scans
        runs[query] = timed
        ratio = statistics.median(search / (page_read + scan) for search, page_read, scan in timed)
        if ratio > worst:
            worst, worst_query = ratio, query
        if took > slowest:
            slowest, slowest_query = took, query
        print(f"{query!r:<18}{rows:>6}{took * 1000:>11.1f}{beside * 1000:>9.2f}{scans * 1000:>10.1f}{ratio:>7.2f}")
    against_scans = (f"the worst search / (the first page read bare + its index scans alone), whatever is typed: {worst:.2f} ({worst_query!r};"
                     f" goal: at most {GOAL:g} on the season database); the slowest search: {slowest / floors[slowest_query]:.2f}"
                     f" ({slowest_query!r}, {slowest * 1000:.1f} ms CPU)")
    against_page = (f"slowest search / the first page read bare: {slowest / page:.1f} (goal: at most {PAGE_GOAL:g} on 20 000"
                    f" players; {slowest_query!r}, {slowest * 1000:.1f} ms CPU, {slowest / 0.050:.2f} times the old absolute goal of 50 ms)")
    # the goal of the register's size first, as its "ratio" line
    first, second = (against_scans, against_page) if large else (against_page, against_scans)
    print(f"ratio {first}\n{second}")
    if large:
        goals.goal("register-search-season-ratio", worst, GOAL, "x",
                   [search / (page_read + scan) for search, page_read, scan in runs[worst_query]])
    else:
        goals.goal("register-search-ratio", slowest / page, PAGE_GOAL, "x", [search / page for search, _p, _s in runs[slowest_query]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=None, help="generated players (default 20 000; --season: 1 100 000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=int, default=players.LIST_LIMIT, help="at most L rows per search; 0: all")
    parser.add_argument("--season", action="store_true", help="search bench_season.py's large database (FIDE names) instead")
    parser.add_argument("--groups", type=int, default=400, help="with --season: the database's groups")
    parser.add_argument("--cache", type=Path, default=None, help="with --season: where bench_season.py keeps it")
    args = parser.parse_args()
    limit = args.limit or None
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        if args.season:
            db, queries = season_register(Path(folder), args.players or 1_100_000, args.groups, args.cache), list(HARD_QUERIES)
        else:
            db, queries = Database(Path(folder) / "register.sqlite"), ["", *QUERIES]
            fill_demo(db)
            fill(db, args.players or 20_000, random.Random(args.seed))
        print(f"register of {players.count(db)} players ready in {time.perf_counter() - start:.1f} s; at most {limit or 'all'} rows per search")
        measure(db, queries, limit, 11, args.season)
        db.close()


if __name__ == "__main__":
    main()
