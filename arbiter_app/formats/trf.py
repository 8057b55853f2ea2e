"""FIDE Tournament Report File (TRF) of a round-robin group: the writer (docs/exchange-formats.md; the
reader is formats.trf_reader).

Two layouts: TRF16 (FIDE Handbook C.04 Annex 2, 2016) and TRF26 (the revision approved by the FIDE
Council on 12 May 2025, applied from 1 September 2025). Both share the fixed-column `001` player
record; TRF26 adds `###` comment lines and the tags 142 (number of rounds) and 202/212 (tie-breaks).

A correspondence round robin has no playing rounds: a "round" is a row of the Berger table, which
fixes who meets whom [001 §0.3]; the writer takes it from `rules.pairing`. The points and the rank
columns are the product's own standings, handed in by the caller.

How the crosstable's states are written (and read back):
- 1-0, ½-½, 0-1 (also with the flags A, E, O): `1`, `=`, `0`. The flags themselves are not
  carried: TRF has no code for them (the JSON exchange file keeps them).
- D (default): `+` for the winner, `-` for the withdrawn player, with opponent and colour.
- 0-0 (both lose, the double forfeit): `-` on both players' lines, with opponent and colour. TRF16
  has no code of its own for it: `-` is the forfeit loss, and a pair whose two lines both say `-` is
  read back as 0-0.
- C (cancelled): opponent and colour of the scheduled game, result `Z` (not played, no points).
- running or adjudication pending: opponent and colour, result blank.
- no game that round (odd number of players): an empty block.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Iterable, Literal, Mapping

from ..rules.model import Game, TournamentData
from ..rules.pairing import berger_rounds, colour_table
from ..rules.results import is_both_lost, is_cancelled, is_default, points

Version = Literal["2016", "2026"]
VERSIONS: tuple[Version, ...] = ("2016", "2026")

# Our criteria -> FIDE tie-break codes (FIDE Handbook C.07); the others have no FIDE code.
FIDE_TIEBREAKS = {"wins": "WIN", "sb": "SB", "h2h": "DE", "sos": "BH"}


@dataclass(frozen=True)
class Standing:
    """The product's points and rank of one starting number (the TRF's columns 81-89)."""

    points: float
    rank: int


def round_table(data: TournamentData) -> dict[tuple[int, int, int], int]:
    """(white, black, cycle) -> TRF round of every game: the Berger round of the pair [001 §0.3] (in a
    team event, of the two teams' match [001 §8.7g]), numbered on through the cycles of a double round
    robin. A game whose colours differ from the table's keeps its own colours and the table's round."""
    sides, side_of = _sides(data)
    berger = {(sides[w - 1], sides[b - 1]): r for (w, b), r in colour_table(len(sides), data.tournament.rounds).items()}
    per_cycle = _rounds_per_cycle(len(sides))
    table: dict[tuple[int, int, int], int] = {}
    for g in data.games:
        cycle = g.round or 1
        a, b = side_of[g.white], side_of[g.black]
        r = berger.get((a, b)) or berger.get((b, a)) or 0
        r = (r - 1) % per_cycle + 1 + (cycle - 1) * per_cycle if r else 0
        table[(g.white, g.black, cycle)] = r
    return table


def _sides(data: TournamentData) -> tuple[list[int], dict[int, int]]:
    """Who meets whom in the round robin: the players, or in a team event the teams (each player on
    his team's side)."""
    if data.tournament.team_event:
        return [t.no for t in data.teams], {e.no: e.team or 0 for e in data.entries}
    return [e.no for e in data.entries], {e.no: e.no for e in data.entries}


def _rounds_per_cycle(sides: int) -> int:
    return len(berger_rounds(sides)) if sides >= 2 else 1


def write_trf(data: TournamentData, standings: Mapping[int, Standing], version: Version = "2016") -> str:
    """The TRF of a round-robin group; lines end with CR LF, as the format asks for a CR."""
    t = data.tournament
    n = len(data.entries)
    total_rounds = _rounds_per_cycle(len(_sides(data)[0])) * t.rounds if n >= 2 else 0
    rounds = round_table(data)
    blocks: dict[int, list[str]] = {e.no: [" " * 8] * total_rounds for e in data.entries}
    for g in data.games:
        r = rounds[(g.white, g.black, g.round or 1)]
        if not 1 <= r <= total_rounds:
            continue
        blocks[g.white][r - 1] = _block(g.black, "w", _code(g, g.white))
        blocks[g.black][r - 1] = _block(g.white, "b", _code(g, g.black))
    lines: list[str] = []
    if version == "2026":
        lines.append("### TRF26 written by arbiter-app")
    lines.append(f"012 {t.name}")
    city = str(t.settings.get("city", "")) if t.settings else ""
    if city:
        lines.append(f"022 {city}")
    if t.start_date:
        lines.append(f"042 {_day(t.start_date)}")
    if t.end_date:
        lines.append(f"052 {_day(t.end_date)}")
    lines.append(f"062 {n}")
    lines.append(f"072 {sum(1 for e in data.entries if e.player.rating)}")
    if t.team_event:
        lines.append(f"082 {len(data.teams)}")
    kind = "Team" if t.team_event else "Individual"
    lines.append(f"092 {kind}: round robin" + (" (double)" if t.rounds == 2 else "") + ", correspondence")
    if t.td:
        lines.append(f"102 {t.td}")
    if t.time_control:
        lines.append(f"122 {t.time_control}")
    if version == "2026":
        lines.append(f"142 {total_rounds}")
        codes = [FIDE_TIEBREAKS[c] for c in t.tiebreaks if c in FIDE_TIEBREAKS]
        if codes:
            lines.append("202 " + ",".join(codes))
            lines.append("212 PTS," + ",".join(codes))
    for team in data.teams if t.team_event else ():  # 013: the team and its players' numbers in board order
        members = sorted((e for e in data.entries if e.team == team.no), key=lambda e: (e.board or 0, e.no))
        lines.append(f"013 {team.name[:32]:<32}" + " ".join(f"{e.no:>4}" for e in members))
    for e in data.entries:
        p = e.player
        s = standings[e.no]
        head = (
            f"001 {e.no:>4} {'w' if p.sex.value == 'f' else 'm'}{'':>3} {p.name[:33]:<33} "
            f"{p.rating if p.rating is not None else '':>4} {p.federation[:3]:<3} {p.fide_id or '':>11} "
            f"{p.birth_year or '':<10} {s.points:>4.1f} {s.rank:>4}"
        )
        lines.append((head + "".join("  " + b for b in blocks[e.no])).rstrip())
    return "\r\n".join(lines) + "\r\n"


def _day(d: date) -> str:
    return d.strftime("%Y/%m/%d")


def _block(opponent: int, colour: str, code: str) -> str:
    return f"{opponent:>4} {colour} {code}"


def _code(g: Game, no: int) -> str:
    if is_cancelled(g):
        return "Z"
    p = points(g, no)
    if p is None:
        return " "
    if is_default(g) or is_both_lost(g):
        return "+" if p == 1.0 else "-"
    return {1.0: "1", 0.5: "=", 0.0: "0"}[p]


def standings_of(rows: Iterable[tuple[int, float, str]]) -> dict[int, Standing]:
    """(starting number, points, place such as "3-4") -> Standing; a shared place is written as its first rank."""
    return {no: Standing(pts, int(place.split("-")[0])) for no, pts, place in rows}
