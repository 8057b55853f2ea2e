"""Go events drawn round by round from a seed, and the draws recorded from them.

The draw is reproducible [003 §3.2.2]: the same field and seed must give the same pairings. The
draws in `data/go_recorded_draws.json` were recorded with the draw over every allowed pair (before
the candidate pairs of issue 47); `test_go_recorded_draws.py` plays the same events again and
compares every board and bye. Re-record (only when the draw is meant to change) with

    python -m tests.rules.go_recorded_draws
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from pathlib import Path

from arbiter_app.rules.go.event import contenders
from arbiter_app.rules.go.pairing import Colours, Draw, draw_round
from arbiter_app.rules.go.ranks import format_rank
from arbiter_app.rules.go.round import GoRound
from arbiter_app.rules.model import (
    Entry, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament, TournamentData,
)

RECORDED = Path(__file__).with_name("data") / "go_recorded_draws.json"
CLUBS = ("Praha", "Brno", "Plzeň", "Ostrava", "Olomouc", "")


@dataclass(frozen=True)
class Case:
    system: PairingSystem
    players: int
    rounds: int
    seed: int
    club_rule: bool = True
    colours: Colours = Colours.RANK

    @property
    def name(self) -> str:
        return (f"{self.system.value}-{self.players}-r{self.rounds}-s{self.seed}"
                f"{'' if self.club_rule else '-noclub'}-{self.colours.value}")


CASES = tuple(
    Case(system, players, rounds, seed, club_rule, colours)
    for system in (PairingSystem.SWISS, PairingSystem.MCMAHON)
    for players, rounds, seed, club_rule, colours in (
        (9, 5, 1, True, Colours.RANK),
        (24, 6, 2, True, Colours.RANK),
        (61, 7, 3, False, Colours.BALANCE),
        (150, 8, 4, True, Colours.RANK),
        (301, 5, 5, True, Colours.BALANCE),
        (1000, 2, 6, True, Colours.RANK),
    )
)


def play(case: Case) -> list[Draw]:
    """Every round's draw of the event `case` generates: random ranks 25k-5d and clubs, about 3 % of the
    field excused from each round, a random result on every board."""
    rnd = random.Random(case.seed)
    t = Tournament("REC", "Recorded", organiser=Organiser.CAGO, system=case.system, round_count=case.rounds,
                   settings={"mcmahon_bar": "3d", "mcmahon_floor": "20k"})
    entries = tuple(
        Entry(StartNo(i), Player(PlayerId(str(i)), f"Player {i}", rank=format_rank(rnd.randint(5, 34)),
                                 club=rnd.choice(CLUBS)))
        for i in range(1, case.players + 1)
    )
    data = TournamentData(t, entries, ())
    played: list[GoRound] = []
    draws = []
    for number in range(1, case.rounds + 1):
        excused = frozenset(e.no for e in entries if rnd.random() < 0.03)
        draw = draw_round(contenders(data, played, number), seed=rnd.randrange(10**9), excused=excused,
                          club_rule=case.club_rule, colours=case.colours)
        draws.append(draw)
        games = tuple(Game(StartNo(b.white), StartNo(b.black), rnd.choice([Result.WHITE_WIN, Result.BLACK_WIN]),
                           round=number) for b in draw.boards)
        data = replace(data, games=data.games + games)
        played.append(GoRound(number, excused, draw.bye, 0))
    return draws


def summary(draw: Draw) -> dict:
    """What is compared of a draw: the boards in order (White, Black) and the bye."""
    return {"boards": [[b.white, b.black] for b in draw.boards], "bye": draw.bye}


if __name__ == "__main__":
    RECORDED.write_text(json.dumps({case.name: [summary(d) for d in play(case)] for case in CASES},
                                   separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"recorded {len(CASES)} events into {RECORDED}")
