"""The European Go Database's tournament table (the text file sent to the EGF ratings).

The layout (EGD, "Comments on submitting tournament results"): one line per player, empty lines and
everything after `;` ignored; the header facts as comments `; EV[name]`, `; PC[country, place]`,
`; DT[first day,last day]`, `; CL[A|B|C]`, `; KM[komi]`, `; TM[minutes]`. A player's line is his
place, surname, first name, rank, country (two letters), club, then free columns (score and
criteria), then one entry per round: `<opponent's place><+|-|=>/<w|b><handicap>`, e.g. `12+/w0`,
`7-/b0`, `5=/w0`; a round not played is `0+` (a free win, the bye), `0-` (a free round: excused) or
`0=` (a free round with ½). Names go out in plain ASCII (diacritics dropped), names of two words
joined by `_`; the club is written as its first four letters.

`write_egd` turns a wall list into that text; `read_egd_players` reads the players of such a table
back (place, names, rank, country, club, the round entries), collecting every problem with its line number.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Sequence

from ..rules.go.ranks import RankError, normalise
from .exchange_json import Problem

COUNTRIES = {
    "AUT": "AT", "BEL": "BE", "BLR": "BY", "BUL": "BG", "CRO": "HR", "CZE": "CZ", "DEN": "DK", "ESP": "ES",
    "EST": "EE", "FIN": "FI", "FRA": "FR", "GBR": "GB", "ENG": "GB", "GER": "DE", "GRE": "GR", "HUN": "HU",
    "IRL": "IE", "ISR": "IL", "ITA": "IT", "LAT": "LV", "LTU": "LT", "LUX": "LU", "NED": "NL", "NOR": "NO",
    "POL": "PL", "POR": "PT", "ROU": "RO", "RUS": "RU", "SRB": "RS", "SLO": "SI", "SVK": "SK", "SUI": "CH",
    "SWE": "SE", "TUR": "TR", "UKR": "UA", "CHN": "CN", "JPN": "JP", "KOR": "KR", "USA": "US", "CAN": "CA",
}
"""Three-letter federation codes (as the register keeps them) -> the EGD's two-letter country codes."""
FEDERATIONS = {two: three for three, two in COUNTRIES.items() if three != "ENG"}

_ENTRY = re.compile(r"^(\d+)([+=-])(?:/([wbWB])(\d)?)?$")


_PUNCTUATION = str.maketrans({"–": "-", "—": "-", "„": '"', "“": '"', "”": '"', "‚": "'", "‘": "'", "’": "'"})
"""Typographic dashes and quotes, which NFKD leaves as they are, as their ASCII look-alikes."""


def ascii_text(text: str) -> str:
    """"Šťastný" -> "Stastny", "Brno – jaro" -> "Brno - jaro": the EGD's plain ASCII."""
    plain = unicodedata.normalize("NFKD", text.translate(_PUNCTUATION))
    return plain.encode("ascii", "ignore").decode("ascii")


def _token(text: str) -> str:
    return "_".join(ascii_text(text).split()) or "-"


@dataclass(frozen=True)
class EgdLine:
    """One player's line of the table as our wall list gives it."""

    num: int
    name: str
    """"Surname, First name"."""
    rank: str
    federation: str
    club: str
    score: str
    criteria: tuple[str, ...]
    rounds: tuple[str, ...]
    """Per round: `12+/w0` … or `0+` (bye), `0-` (not played)."""


def write_egd(lines: Sequence[EgdLine], header: dict[str, str]) -> str:
    """The table as the EGD reads it; `header` maps EV, PC, DT, CL, KM, TM to their text."""
    out = [f"; {key}[{ascii_text(value)}]" for key, value in header.items() if value]
    out.append(";")
    for line in lines:
        surname, _, first = line.name.partition(",")
        country = COUNTRIES.get(line.federation.upper(), line.federation[:2].upper() or "--")
        club = _token(line.club)[:4] if line.club else "-"
        cells = [str(line.num), _token(surname), _token(first), line.rank or "30k", country, club,
                 line.score, *line.criteria, *line.rounds]
        out.append(" ".join(cells))
    return "\n".join(out) + "\n"


@dataclass(frozen=True)
class EgdPlayer:
    line: int
    place: int
    surname: str
    first_name: str
    rank: str
    federation: str
    club: str
    rounds: tuple[str, ...] = ()
    """The round entries as written (`12+/w0`, `0+`, …), the score and criteria columns left out."""

    @property
    def name(self) -> str:
        return f"{self.surname}, {self.first_name}" if self.first_name else self.surname


def read_egd_players(text: str) -> tuple[list[EgdPlayer], list[Problem]]:
    """The players of an EGD table; problems name the line. Nothing is taken from a table with
    problems (the caller stores nothing then)."""
    players: list[EgdPlayer] = []
    problems: list[Problem] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        content = raw.split(";", 1)[0].strip()
        if not content:
            continue
        fields = content.split()
        where = f"line {number}"
        if len(fields) < 6 or not fields[0].isdigit():
            problems.append(Problem(where, "expected: place, surname, first name, rank, country, club, results"))
            continue
        place, surname, first, rank, country, club = fields[:6]
        try:
            rank = normalise(rank)
        except RankError as exc:
            problems.append(Problem(where, str(exc)))
            continue
        federation = FEDERATIONS.get(country.upper())
        if federation is None:
            problems.append(Problem(where, f"unknown country code {country!r}"))
            continue
        for entry in fields[6:]:
            if not (_ENTRY.match(entry) or re.fullmatch(r"-?\d+(\.\d+)?", entry)):
                problems.append(Problem(where, f"not a result entry: {entry!r} (e.g. 12+/w0, 7-, 0+)"))
                break
        players.append(EgdPlayer(number, int(place), surname.replace("_", " "), first.replace("_", " "),
                                 rank, federation, "" if club == "-" else club,
                                 tuple(entry for entry in fields[6:] if _ENTRY.match(entry))))
    return players, problems
