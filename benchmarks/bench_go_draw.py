"""Benchmark: the draw of each round of a McMahon and a Swiss go event, against its own matching.

    python3 benchmarks/bench_go_draw.py [--players N] [--rounds R] [--seed S]

Plays a whole event of R rounds (random ranks 25k-5d, clubs, a few excuses, random results),
drawing each round with `rules.go.pairing.draw_round` [003 §3.1.2-3, §3.2], and prints the CPU time
of each round's draw (the field built from the games is timed too) and of its floor, measured in the
same run: the matching of the very pairs the draw matched (rustworkx's blossom algorithm over the
candidate pairs of a large round, or over every allowed pair), which no draw by a weighted matching
can do without. Goals: the slowest round within 1 s of CPU (`go-draw-N-seconds`), and each round
within GOAL times its floor (`go-draw-ratio`, the worst round).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from goals import goal  # noqa: E402

from arbiter_app.rules.go import matching  # noqa: E402
from arbiter_app.rules.go.event import GoRound, contenders  # noqa: E402
from arbiter_app.rules.go.pairing import draw_round  # noqa: E402
from arbiter_app.rules.go.ranks import format_rank  # noqa: E402
from arbiter_app.rules.model import (  # noqa: E402
    Entry, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament, TournamentData,
)

BUDGET = 1.0
GOAL = 6.0


class FirstMatching:
    """Keeps the graph of the first weighted matching of a draw (the candidates', or every pair's)."""

    def __init__(self) -> None:
        self.graph: tuple | None = None
        self.real = matching.min_cost_matching

    def __call__(self, n, edges, costs):
        if self.graph is None:
            self.graph = (n, list(edges), list(costs))
        return self.real(n, edges, costs)

    def floor(self) -> float:
        """CPU seconds of that matching alone."""
        start = time.process_time()
        self.real(*self.graph)
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
        first = FirstMatching()
        matching.min_cost_matching = first
        try:
            start = time.process_time()
            field = contenders(data, played, number)
            draw = draw_round(field, seed=rnd.randrange(10**9), excused=excused)
            took = time.process_time() - start
        finally:
            matching.min_cost_matching = first.real
        times.append((took, first.floor()))
        games = tuple(Game(StartNo(b.white), StartNo(b.black), rnd.choice([Result.WHITE_WIN, Result.BLACK_WIN]),
                           round=number) for b in draw.boards)
        data = replace(data, games=data.games + games)
        played.append(GoRound(number, excused, draw.bye, 0))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    draws, ratios = [], []
    for system in (PairingSystem.MCMAHON, PairingSystem.SWISS):
        times = event(system, args.players, args.rounds, rnd)
        draws += [t for t, _ in times]
        ratios += [t / f for t, f in times]
        print(f"{system.value:8} {args.players} players, draw per round (ms CPU): " + "  ".join(f"{t * 1000:.0f}" for t, _ in times))
        print(f"{'':8} the matching of its pairs alone (ms CPU):  " + "  ".join(f"{f * 1000:.0f}" for _, f in times))
    worst = max(ratios)
    print(f"ratio of the worst round to its own matching: {worst:.2f} (goal: at most {GOAL:g})")
    print(f"slowest round: {max(draws) * 1000:.0f} ms CPU (the budget: {BUDGET * 1000:.0f} ms)")
    goal(f"go-draw-{args.players}-seconds", max(draws), BUDGET, "s", draws)
    goal("go-draw-ratio", worst, GOAL, "x", ratios)


if __name__ == "__main__":
    main()
