"""Benchmark: standings with every ICCF tie-break over an archive of random 17-player groups.

    python3 benchmarks/bench_standings.py [--groups N] [--seed S] [--rounds R]

Builds N random groups (all 136 games of a 17-player round robin, with draws, running games,
defaults, cancelled games and pending adjudications), then prints the time per group of
`compute_standings` with the ICCF rule set [001 §7.2] (points, wins, SB, head-to-head), the time for
the whole archive, and the ratio to the floor: a plain sum over the same games as tuples
(white, black, white's points, black's points), made before the clock starts, so the floor is the
least any standings must do: touch every game once and add. Both are timed alternately, CHUNK
groups at a time (a shared machine has spells of half its speed, a second or so long), over the
whole archive ROUNDS times, and their medians compared (goal `standings-ratio`: at most GOAL; its
spread, each round's ratio).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.rules.model import (  # noqa: E402
    Entry, Flag, Game, Player, PlayerId, Result, StartNo, Tournament, TournamentData,
)
from arbiter_app.rules.results import points  # noqa: E402
from arbiter_app.rules.standings import compute_standings  # noqa: E402
from benchmarks import goals  # noqa: E402

PLAYERS = 17
GOAL = 80.0
# (result, flag, weight): mostly decided games, some of every special state.
CHUNK = 50
"""Groups timed at a stretch, the floor's then the standings' (about 1 ms and 70 ms)."""
STATES = [
    (Result.WHITE_WIN, None, 30), (Result.BLACK_WIN, None, 25), (Result.DRAW, None, 35),
    (Result.RUNNING, None, 5), (Result.WHITE_WIN, Flag.DEFAULT, 1), (Result.BLACK_WIN, Flag.DEFAULT, 1),
    (Result.DRAW, Flag.CANCELLED, 1), (Result.RUNNING, Flag.ADJUDICATED, 1),
    (Result.BLACK_WIN, Flag.TIME_EXCEEDED, 1),
]


def random_group(rnd: random.Random, index: int) -> TournamentData:
    entries = tuple(
        Entry(StartNo(i), Player(PlayerId(f"{index}.{i}"), f"Player {i}", rating=rnd.randint(1800, 2600)))
        for i in range(1, PLAYERS + 1)
    )
    states = rnd.choices([s[:2] for s in STATES], weights=[s[2] for s in STATES], k=PLAYERS * (PLAYERS - 1) // 2)
    pairs = [(a, b) for a in range(1, PLAYERS + 1) for b in range(a + 1, PLAYERS + 1)]
    games = tuple(
        Game(StartNo(a), StartNo(b), result, flag) if rnd.random() < 0.5 else Game(StartNo(b), StartNo(a), result, flag)
        for (a, b), (result, flag) in zip(pairs, states)
    )
    tournament = Tournament(f"G{index}", f"Group {index}", tiebreaks=("points", "wins", "sb", "h2h"))
    return TournamentData(tournament, entries, games)


def game_tuples(data: TournamentData) -> tuple[list[int], list[tuple[int, int, float, float]]]:
    """The players and (white, black, white's points, black's points) of each game that scores."""
    out = []
    for g in data.games:
        white, black = points(g, g.white), points(g, g.black)
        if white is not None and black is not None:
            out.append((g.white, g.black, white, black))
    return [e.no for e in data.entries], out


def sum_points(players: list[int], games: list[tuple[int, int, float, float]]) -> dict[int, float]:
    """The floor: each player's points, a plain sum over the game tuples."""
    total = dict.fromkeys(players, 0.0)
    for white, black, white_points, black_points in games:
        total[white] += white_points
        total[black] += black_points
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--groups", type=int, default=2_000, help="groups in the archive (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5, help="both timed this many times, alternately (default 5)")
    args = parser.parse_args()

    rnd = random.Random(args.seed)
    archive = [random_group(rnd, i) for i in range(args.groups)]
    tuples = [game_tuples(data) for data in archive]
    gc.freeze()  # the archive lives as long as the benchmark: no collection walks it (as the program freezes what it keeps)

    floors, fulls = [], []
    for _ in range(args.rounds):  # each round in chunks, floor and standings alternately: both see the same spells
        floor = full = 0.0
        for first in range(0, len(archive), CHUNK):
            start = time.process_time()
            for players, games in tuples[first : first + CHUNK]:
                sum_points(players, games)
            floor += time.process_time() - start
            start = time.process_time()
            for data in archive[first : first + CHUNK]:
                compute_standings(data)
            full += time.process_time() - start
        floors.append(floor)
        fulls.append(full)
    floor, full = statistics.median(floors), statistics.median(fulls)

    n, games = len(archive), sum(len(data.games) for data in archive)
    print(f"groups: {n} of {PLAYERS} players, {PLAYERS * (PLAYERS - 1) // 2} games each")
    print(f"standings (points, wins, SB, h2h): {full / n * 1e3:.3f} ms per group, {full / games * 1e6:.2f} µs a game")
    print(f"floor (plain sum over game tuples): {floor / n * 1e3:.3f} ms per group, {floor / games * 1e6:.2f} µs a game")
    print(f"ratio standings / floor: {full / floor:.1f} (CPU; goal: at most {GOAL:g})")
    goals.goal("standings-ratio", full / floor, GOAL, "x", [f / b for f, b in zip(fulls, floors)])


if __name__ == "__main__":
    main()
