"""The two hand-checked go events of docs/go-events.md: the fields, the result rule and a runner
that draws round after round with the pure rules (no database)."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.rules.go.event import contenders, go_standings
from arbiter_app.rules.go.round import GoRound
from arbiter_app.rules.go.pairing import Draw, draw_round
from arbiter_app.rules.go.ranks import strength
from arbiter_app.rules.model import (
    Entry, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament, TournamentData,
)
from arbiter_app.rules.standings import Standings

SWISS_FIELD = [
    ("Novák, Jan", "3d", "Praha"), ("Svoboda, Petr", "2d", "Brno"), ("Dvořák, Karel", "1d", "Praha"),
    ("Černý, Tomáš", "1k", "Brno"), ("Procházka, Jiří", "2k", "Plzeň"), ("Kučera, Pavel", "3k", "Praha"),
    ("Veselý, Martin", "5k", "Brno"), ("Horák, Lukáš", "8k", "Plzeň"),
]

MCMAHON_FIELD = [
    ("Šťastný, Ondřej", "4d", "Praha"), ("Mrkvička, Jan", "3d", "Brno"), ("Židů, Petr", "2d", "Praha"),
    ("Král, Adam", "1d", "Ostrava"), ("Beneš, Vít", "1d", "Brno"), ("Fiala, Jakub", "1k", "Praha"),
    ("Sedláček, Jan", "2k", "Plzeň"), ("Doležal, Tomáš", "2k", "Brno"), ("Zeman, Filip", "3k", "Ostrava"),
    ("Kolář, David", "4k", "Praha"), ("Navrátil, Ivo", "5k", "Brno"), ("Čermák, Aleš", "5k", "Plzeň"),
    ("Urban, Milan", "6k", "Praha"), ("Vaněk, Roman", "8k", "Ostrava"), ("Blažek, Josef", "10k", "Brno"),
    ("Kříž, Pavel", "12k", "Praha"), ("Kovář, Luboš", "15k", "Plzeň"), ("Hruška, Daniel", "18k", "Brno"),
    ("Pospíšil, Karel", "20k", "Praha"), ("Marek, Jiří", "25k", "Ostrava"),
]


def event(code: str, system: PairingSystem, field, settings=None) -> TournamentData:
    t = Tournament(code=code, name=code, organiser=Organiser.CAGO, system=system, round_count=4,
                   tiebreaks=("points", "sos", "ssos", "h2h") if system is PairingSystem.MCMAHON
                   else ("points", "sos", "sdos", "h2h"), settings=settings or {})
    entries = tuple(
        Entry(StartNo(i), Player(PlayerId(f"G{i}"), name, rank=rank, club=club))
        for i, (name, rank, club) in enumerate(field, start=1)
    )
    return TournamentData(t, entries, ())


def stronger_wins(data: TournamentData, white: int, black: int) -> Result:
    """The result rule of the examples: the stronger rank wins; at equal rank White wins."""
    sw = strength(data.entry(white).player.rank or "30k")
    sb = strength(data.entry(black).player.rank or "30k")
    return Result.BLACK_WIN if sb > sw else Result.WHITE_WIN


def run(data: TournamentData, seeds: list[int], excused: dict[int, frozenset[int]] | None = None,
        upsets: frozenset[frozenset[int]] = frozenset()) -> tuple[list[Draw], TournamentData, list[GoRound], Standings]:
    """Draw each round with its seed, enter the results (stronger wins; a pair in `upsets` goes the
    other way), and return the draws, the event and the final standings."""
    draws, rounds = [], []
    for number, seed in enumerate(seeds, start=1):
        out = (excused or {}).get(number, frozenset())
        draw = draw_round(contenders(data, rounds, number), seed=seed, excused=out)
        games = []
        for b in draw.boards:
            result = stronger_wins(data, b.white, b.black)
            if frozenset((b.white, b.black)) in upsets:
                result = Result.BLACK_WIN if result is Result.WHITE_WIN else Result.WHITE_WIN
            games.append(Game(StartNo(b.white), StartNo(b.black), result, round=number))
        data = replace(data, games=data.games + tuple(games))
        rounds.append(GoRound(number, out, draw.bye, seed))
        draws.append(draw)
    return draws, data, rounds, go_standings(data, rounds)
