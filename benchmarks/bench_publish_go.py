"""Benchmark: the web page of a 10-round McMahon go event of 200, 400, 800 and 1 600 players.

    python3 benchmarks/bench_publish_go.py [--players 200,400,800,1600] [--rounds R] [--seed S]

Each event is stored in a real SQLite file (random ranks 25k-5d, clubs, one player excused a round,
a bye when the field is odd, random results) and published with `services.publish.publish`, as
File → Publish does; the wall time of the publication is printed for each size, then the ratio
time(largest) / time(half of it): about 2 when publishing is linear in the event, 4 when quadratic.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

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

CLUBS = ("Praha", "Brno", "Plzeň", "Ostrava", "Olomouc", "")


def go_event(db: Database, code: str, players: int, rounds: int = 10, seed: int = 1) -> str:
    """Store a McMahon go event of `players` and `rounds` played rounds: each round pairs the field
    shuffled (no draw by the rules: publishing reads the rounds as stored, and a weighted draw of
    1 600 players would take the benchmark's time), player 1 excused from round 2, every result in."""
    rnd = random.Random(seed)
    field = [Player(PlayerId(f"{code}-{i}"), f"Hráč {i:04d} Žluťoučký", federation="CZE",
                    rank=format_rank(rnd.randint(5, 34)), club=rnd.choice(CLUBS)) for i in range(1, players + 1)]
    t = Tournament(code, f"Velká cena {players}", organiser=Organiser.CAGO, system=PairingSystem.MCMAHON,
                   round_count=rounds, tiebreaks=("points", "sos", "ssos", "h2h"),
                   settings={"mcmahon_bar": "3d", "mcmahon_floor": "20k"})
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="200,400,800,1600", help="field sizes, comma-separated")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from arbiter_app.services import publish

    sizes = [int(n) for n in args.players.split(",")]
    times: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            db = Database(Path(tmp) / f"go-{n}.sqlite")
            code = go_event(db, f"GO/{n}", n, args.rounds, args.seed)
            start = time.perf_counter()
            publish.publish(db, code, Path(tmp) / f"web-{n}", "cs")
            times[n] = time.perf_counter() - start
            db.close()
            print(f"{n:5d} players, {args.rounds} rounds: {times[n]:6.2f} s", flush=True)
    largest = max(sizes)
    if largest // 2 in times:
        print(f"ratio time({largest}) / time({largest // 2}): {times[largest] / times[largest // 2]:.2f} "
              "(linear: about 2; quadratic: 4)")


if __name__ == "__main__":
    main()
