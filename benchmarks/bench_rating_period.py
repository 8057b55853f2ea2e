"""Benchmark: one rating period over generated games (default 100 000).

    python3 benchmarks/bench_rating_period.py [--games N]

Prints the time of the run (wall clock, and the process's CPU time, steadier when other programs
load the machine), the games per second and the ratio to the goal (100 000 games in 1 s).
Reproducible (fixed random seed).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.model import PlayerId, RatingKind, Result  # noqa: E402
from arbiter_app.rules.ratings.period import PlayerStart, RatedGame, run_period  # noqa: E402


GOAL_GAMES_PER_S = 100_000


def generate(games: int, rng: random.Random) -> tuple[list[PlayerStart], list[RatedGame]]:
    """About 20 games per player; a mix of fixed, provisional and new players."""
    count = max(2, games // 20)
    players = []
    for i in range(count):
        rated = rng.choice((0, 5, 20, 40, 120))
        kind = RatingKind.FIXED if rated >= 30 else RatingKind.PROVISIONAL if rated >= 12 else RatingKind.NONE
        players.append(PlayerStart(PlayerId(f"P{i}"), rng.randint(1600, 2600) if rated else None, rated, kind))
    out = []
    results = (Result.WHITE_WIN, Result.DRAW, Result.BLACK_WIN)
    for _ in range(games):
        white, black = rng.sample(players, 2)
        out.append(
            RatedGame(
                white.id, black.id, white.rating or 2200, black.rating or 2200, rng.choice(results),
            )
        )
    return players, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    args = parser.parse_args()
    players, games = generate(args.games, random.Random(2016))
    began, began_cpu = time.perf_counter(), time.process_time()
    new_list = run_period(players, games)
    seconds, cpu = time.perf_counter() - began, time.process_time() - began_cpu
    print(f"{len(games)} games, {len(new_list)} players: {seconds:.2f} s wall, {cpu:.2f} s CPU, "
          f"{len(games) / cpu:,.0f} games/s")
    print(f"ratio CPU time / goal (1 s per 100 000 games): {cpu / (len(games) / GOAL_GAMES_PER_S):.2f}")


if __name__ == "__main__":
    main()
