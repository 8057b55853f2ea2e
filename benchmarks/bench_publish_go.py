"""Benchmark: publish, go-wall and go-print of a 10-round McMahon go event of 200, 400, 800 and 1 600 players.

    python3 benchmarks/bench_publish_go.py [--players 200,400,800,1600] [--rounds R] [--seed S] [--runs N]

Each event is stored in a real SQLite file (random ranks 25k-5d, clubs, one player excused a round,
a bye when the field is odd, random results) and published `--runs` times with
`services.publish.publish` into one folder, as File → Publish and `publish CODE` do; the wall and CPU time of each
size is printed (medians, and their spread), then the ratio time(largest) / time(half of it) in CPU
time: about 2 when publishing is linear in the event, 4 when quadratic. The largest event's wall list
is also timed as `go-wall CODE` prints it (cli.go.print_wall) and as `go-print CODE` prints it
(services.printing.render_wall_list), in-process. Goals (benchmarks/goals.py), with 1 600 players:
each of the three within GOAL_SECONDS of wall clock (the median), and the publication's ratio
time(1 600) / time(800) at most GOAL_RATIO. Every file made is in a temporary folder, removed at the end.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.go.pairing import Board, Reason, Why  # noqa: E402
from arbiter_app.rules.go.ranks import format_rank  # noqa: E402
from arbiter_app.rules.go.round import GoRound  # noqa: E402
from arbiter_app.rules.model import Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament  # noqa: E402
from arbiter_app.services import setup  # noqa: E402
from arbiter_app.services.database import Database  # noqa: E402
from arbiter_app.storage.go_rounds import go_round_values  # noqa: E402
from arbiter_app.storage.mappers import game_values  # noqa: E402
from arbiter_app.storage.writer import Writer  # noqa: E402
from benchmarks.goals import goal, median_goal  # noqa: E402

CLUBS = ("Praha", "Brno", "Plzeň", "Ostrava", "Olomouc", "")
GOAL_SIZE = 1600
GOAL_SECONDS = 5.0
"""Wall clock of publish, go-wall and go-print of the GOAL_SIZE event (issue 47: "in seconds")."""
GOAL_RATIO = 2.5
"""time(GOAL_SIZE) / time(GOAL_SIZE / 2) of publish: 2 when linear, with room for a busy machine."""


def go_event(db: Database, code: str, players: int, rounds: int = 10, seed: int = 1,
             system: PairingSystem = PairingSystem.MCMAHON) -> str:
    """Store a McMahon (or Swiss) go event of `players` and `rounds` played rounds: each round pairs
    the field shuffled (no draw by the rules: publishing reads the rounds as stored, and a weighted
    draw of 1 600 players would take the benchmark's time), player 1 excused from round 2, every
    result in. A Swiss event's scores are points only: many players tied, head-to-head for many."""
    rnd = random.Random(seed)
    field = [Player(PlayerId(f"{code}-{i}"), f"Hráč {i:04d} Žluťoučký", federation="CZE",
                    rank=format_rank(rnd.randint(5, 34)), club=rnd.choice(CLUBS)) for i in range(1, players + 1)]
    mcmahon = system is PairingSystem.MCMAHON
    t = Tournament(code, f"Velká cena {players}", organiser=Organiser.CAGO, system=system, round_count=rounds,
                   tiebreaks=("points", "sos", "ssos" if mcmahon else "sdos", "h2h"),
                   settings={"mcmahon_bar": "3d", "mcmahon_floor": "20k"} if mcmahon else {})
    setup.create_tournament(db, t, [p.id for p in field], new_players=field)
    with db.transaction() as session:
        writer = Writer(session, "go-draw", code)
        for number in range(1, rounds + 1):
            present = [no for no in range(1, players + 1) if (no, number) != (1, 2)]
            rnd.shuffle(present)
            bye = present.pop() if len(present) % 2 else None
            boards = tuple(Board(k, present[2 * k - 2], present[2 * k - 1], Reason(Why.GROUP, 0.0, 0.0))
                           for k in range(1, len(present) // 2 + 1))
            for b in boards:
                g = Game(StartNo(b.white), StartNo(b.black), rnd.choice((Result.WHITE_WIN, Result.BLACK_WIN)), round=number)
                writer.put("game", {"tournament": code, "white": g.white, "black": g.black, "round": number}, game_values(g))
            r = GoRound(number, frozenset({1}) if number == 2 else frozenset(), bye, seed, boards,
                        Reason(Why.BYE, 0.0) if bye is not None else None)
            writer.put("go_round", {"tournament": code, "round": number}, go_round_values(r))
    return code


def timed(work: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """The wall-clock and CPU seconds of each of `runs` runs of `work`."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def report(what: str, walls: list[float], cpus: list[float]) -> None:
    print(f"{what}: {statistics.median(walls):6.2f} s wall ({min(walls):.2f}-{max(walls):.2f}), "
          f"{statistics.median(cpus):6.2f} s CPU ({min(cpus):.2f}-{max(cpus):.2f}) over {len(walls)} runs", flush=True)


def wall_list_text(db: Database, code: str) -> None:
    """`go-wall CODE` as the command prints it, the text kept from the terminal."""
    from arbiter_app.cli.go import print_wall

    with contextlib.redirect_stdout(io.StringIO()):
        print_wall(db, code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="200,400,800,1600", help="field sizes, comma-separated")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="runs of each timing")
    parser.add_argument("--system", choices=("mcmahon", "swiss"), default="mcmahon",
                        help="swiss: points only, many ties broken by head-to-head (no goals: they are the McMahon event's)")
    args = parser.parse_args()
    from arbiter_app.services import printing, publish

    sizes = sorted({int(n) for n in args.players.split(",")})
    largest = sizes[-1]
    judged = args.rounds == 10 and args.system == "mcmahon"  # the goals' event
    cpu: dict[int, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            db = Database(Path(tmp) / f"go-{n}.sqlite")
            try:
                code = go_event(db, f"GO/{n}", n, args.rounds, args.seed, PairingSystem.parse(args.system))
                walls, cpu[n] = timed(lambda: publish.publish(db, code, Path(tmp) / f"web-{n}", "cs"), args.runs)
                report(f"{n:5d} players, {args.rounds} rounds: publish", walls, cpu[n])
                if judged and n == GOAL_SIZE:
                    median_goal(f"go-publish-{n}-seconds", walls, GOAL_SECONDS, "s")
                if n == largest:
                    for command, work in (("go-wall", lambda: wall_list_text(db, code)),
                                          ("go-print", lambda: printing.render_wall_list(db, code, Path(tmp) / f"wall-{n}.pdf"))):
                        walls, cpus = timed(work, args.runs)
                        report(f"{n:5d} players, {args.rounds} rounds: {command}", walls, cpus)
                        if judged and n == GOAL_SIZE:
                            median_goal(f"{command}-{n}-seconds", walls, GOAL_SECONDS, "s")
            finally:
                db.close()
    if largest // 2 in cpu:
        ratio = statistics.median(cpu[largest]) / statistics.median(cpu[largest // 2])
        print(f"ratio time({largest}) / time({largest // 2}): {ratio:.2f} (CPU; linear: about 2; quadratic: 4)")
        if judged and largest == GOAL_SIZE:
            # each run's CPU time against the median of the half size: the spread of the ratio
            half = statistics.median(cpu[largest // 2])
            goal("go-publish-linear-ratio", ratio, GOAL_RATIO, "x", [t / half for t in cpu[largest]])


if __name__ == "__main__":
    main()
