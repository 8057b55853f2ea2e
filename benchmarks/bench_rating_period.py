"""Benchmark: one rating period over generated games (default 100 000).

    python3 benchmarks/bench_rating_period.py [--games N] [--runs N]

Prints the time of the run (wall clock, and the process's CPU time, steadier when other programs
load the machine), the games per second and the ratio to its floor, measured in the same run: every
game touched once as plain tuples, both players' ratings looked up, the expected score read off a
table by the difference and the score minus it added to both players' sums in whole hundredths (the
least any rating period must do; the period itself computes in exact fractions, handles provisional
and new players, substitutes and the limits of [001], about twelve times that). The period and its floor (the least of three) are timed one after the
other, --runs times; the goal `rating-period-ratio` is the median of the runs' ratios: at most GOAL.
The old goal (100 000 games in 1 s) is printed too. Reproducible (fixed random seed).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.model import PlayerId, RatingKind, Result  # noqa: E402
from arbiter_app.rules.ratings.period import PlayerStart, RatedGame, run_period  # noqa: E402
from benchmarks import goals  # noqa: E402


GOAL_GAMES_PER_S = 100_000
GOAL = 15.0


def floor(players: list[PlayerStart], games: list[RatedGame]) -> float:
    """CPU seconds of the least a rating period does (see the module's text)."""
    ratings = {p.id: p.rating or 2200 for p in players}
    table = {d: round(100 / (1 + 10 ** (-d / 400))) for d in range(-1000, 1001)}
    scores = {Result.WHITE_WIN: 100, Result.DRAW: 50, Result.BLACK_WIN: 0}
    rows = [(g.white, g.black, scores[g.result]) for g in games]
    sums = dict.fromkeys(ratings, 0)
    began = time.process_time()
    for white, black, score in rows:
        expected = table[max(-1000, min(1000, ratings[white] - ratings[black]))]
        sums[white] += score - expected
        sums[black] += expected - score
    return time.process_time() - began


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
    parser.add_argument("--runs", type=int, default=3, help="the period and its floor timed this many times, alternately")
    args = parser.parse_args()
    players, games = generate(args.games, random.Random(2016))
    walls, cpus, bares = [], [], []
    for _ in range(args.runs):
        began, began_cpu = time.perf_counter(), time.process_time()
        new_list = run_period(players, games)
        walls.append(time.perf_counter() - began)
        cpus.append(time.process_time() - began_cpu)
        bares.append(min(floor(players, games) for _ in range(3)))
    seconds, cpu, bare = (statistics.median(figures) for figures in (walls, cpus, bares))
    ratios = [period / least for period, least in zip(cpus, bares)]
    print(f"{len(games)} games, {len(new_list)} players: {seconds:.2f} s wall, {cpu:.2f} s CPU, "
          f"{len(games) / cpu:,.0f} games/s (medians of {args.runs})")
    print(f"ratio CPU time / the floor: {statistics.median(ratios):.2f} (goal: at most {GOAL:g}; the floor {bare:.3f} s CPU)")
    goals.median_goal("rating-period-ratio", ratios, GOAL, "x")
    print(f"CPU time / the old goal (1 s per 100 000 games): {cpu / (len(games) / GOAL_GAMES_PER_S):.2f}")


if __name__ == "__main__":
    main()
