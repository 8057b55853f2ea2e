"""Benchmark: one rating period over generated games (default 100 000).

    python3 benchmarks/bench_rating_period.py [--games N]

Prints the time of the run and the games per second. Reproducible (fixed random seed).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.model import PlayerId, RatingKind, Result  # noqa: E402
from arbiter_app.rules.rating_period import PlayerStart, RatedGame, run_period  # noqa: E402


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
    began = time.perf_counter()
    new_list = run_period(players, games)
    seconds = time.perf_counter() - began
    print(f"{len(games)} games, {len(new_list)} players: {seconds:.2f} s, {len(games) / seconds:,.0f} games/s")


if __name__ == "__main__":
    main()
