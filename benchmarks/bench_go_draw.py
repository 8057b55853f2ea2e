"""Benchmark: the draw of one round of a 200-player McMahon and Swiss go event.

    python3 benchmarks/bench_go_draw.py [--players N] [--rounds R] [--seed S]

Plays a whole event of R rounds (random ranks 25k-5d, clubs, a few excuses, random results),
drawing each round with `go_pairing.draw_round` [003 §3.1.2-3, §3.2], and prints the time of each
round's draw (the field built from the games is timed too), the slowest round and its ratio to the
budget of 1 s per round (issue 13).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.go.event import GoRound, contenders  # noqa: E402
from arbiter_app.rules.go.pairing import draw_round  # noqa: E402
from arbiter_app.rules.go.ranks import format_rank  # noqa: E402
from arbiter_app.rules.model import (  # noqa: E402
    Entry, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament, TournamentData,
)

BUDGET = 1.0


def event(system: PairingSystem, players: int, rounds: int, rnd: random.Random) -> list[float]:
    t = Tournament("BENCH", "Bench", organiser=Organiser.CAGO, system=system, round_count=rounds,
                   settings={"mcmahon_bar": "3d", "mcmahon_floor": "20k"})
    entries = tuple(
        Entry(StartNo(i), Player(PlayerId(str(i)), f"Player {i}", rank=format_rank(rnd.randint(5, 34)),
                                 club=rnd.choice(["Praha", "Brno", "Plzeň", "Ostrava", "Olomouc", ""])))
        for i in range(1, players + 1)
    )
    data = TournamentData(t, entries, ())
    played: list[GoRound] = []
    times = []
    for number in range(1, rounds + 1):
        excused = frozenset(e.no for e in entries if rnd.random() < 0.03)
        start = time.perf_counter()
        draw = draw_round(contenders(data, played, number), seed=rnd.randrange(10**9), excused=excused)
        times.append(time.perf_counter() - start)
        games = tuple(Game(StartNo(b.white), StartNo(b.black), rnd.choice([Result.WHITE_WIN, Result.BLACK_WIN]),
                           round=number) for b in draw.boards)
        data = replace(data, games=data.games + games)
        played.append(GoRound(number, excused, draw.bye, 0))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    slowest = 0.0
    for system in (PairingSystem.MCMAHON, PairingSystem.SWISS):
        times = event(system, args.players, args.rounds, rnd)
        slowest = max(slowest, *times)
        per_round = "  ".join(f"{t * 1000:.0f}" for t in times)
        print(f"{system.value:8} {args.players} players, draw per round (ms): {per_round}")
        print(f"{'':8} slowest {max(times) * 1000:.0f} ms = {max(times) / BUDGET:.2f} of the 1 s budget; "
              f"mean {sum(times) / len(times) * 1000:.0f} ms")
    print(f"ratio slowest round / 1 s budget: {slowest / BUDGET:.2f}")


if __name__ == "__main__":
    main()
