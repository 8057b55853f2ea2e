"""Benchmark: the draw of one round of a 200-player McMahon and Swiss go event.

    python3 benchmarks/bench_go_draw.py [--players N] [--rounds R] [--seed S]

Plays a whole event of R rounds (random ranks 25k-5d, clubs, a few excuses, random results),
drawing each round with `go_pairing.draw_round` [003 §3.1.2-3, §3.2], and prints the CPU time of
each round's draw (the field built from the games is timed too) and of its floor, measured in the
same run: the matching alone (rustworkx's maximum-weight matching over a complete graph of as many
players, with random weights of the draw's size), which every draw by a weighted matching pays. The
ratio of the slowest round to the median floor is the goal (at most GOAL); the old budget (1 s a round,
issue 13) is printed too.
"""

from __future__ import annotations

import argparse
import random
import statistics
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
GOAL = 4.0


def matching_alone(nodes: int, rnd: random.Random) -> float:
    """CPU seconds of a maximum-weight matching of a complete graph of `nodes` (random weights)."""
    import rustworkx as rx

    graph = rx.PyGraph()
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from([(i, j, rnd.randrange(1, 2**40)) for i in range(nodes) for j in range(i + 1, nodes)])
    start = time.process_time()
    rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    return time.process_time() - start


def event(system: PairingSystem, players: int, rounds: int, rnd: random.Random) -> list[tuple[float, float]]:
    """(CPU seconds of the draw, of its floor) for each round."""
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
        start = time.process_time()
        field = contenders(data, played, number)
        draw = draw_round(field, seed=rnd.randrange(10**9), excused=excused)
        took = time.process_time() - start
        present = len(field) - len(excused)
        times.append((took, matching_alone(present + present % 2, rnd)))
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
    slowest, floors = 0.0, []
    for system in (PairingSystem.MCMAHON, PairingSystem.SWISS):
        times = event(system, args.players, args.rounds, rnd)
        slowest = max(slowest, *(t for t, _ in times))
        floors += [f for _, f in times]
        print(f"{system.value:8} {args.players} players, draw per round (ms CPU): " + "  ".join(f"{t * 1000:.0f}" for t, _ in times))
        print(f"{'':8} the matching alone (ms CPU):              " + "  ".join(f"{f * 1000:.0f}" for _, f in times))
    floor = statistics.median(floors)
    print(f"ratio slowest round / the matching alone: {slowest / floor:.2f} (goal: at most {GOAL:g}; {slowest * 1000:.0f} ms against"
          f" the median {floor * 1000:.0f} ms CPU)")
    print(f"slowest round / the old budget of 1 s: {slowest / BUDGET:.2f}")


if __name__ == "__main__":
    main()
