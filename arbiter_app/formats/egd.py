"""The European Go Database's tournament table (the text file sent to the EGF ratings).

The layout (EGD, "Comments on submitting tournament results"): one line per player, empty lines and
everything after `;` ignored; the header facts as comments `; EV[name]`, `; PC[country, place]`,
`; DT[first day,last day]`, `; CL[A|B|C]`, `; KM[komi]`, `; TM[minutes]`. A player's line is his
place, surname, first name, rank, country (two letters: ISO 3166-1 and the EGD's `UK`, `XX` none), club, then free columns (score and
criteria), then one entry per round: `<opponent's place><+|-|=>/<w|b><handicap>`, e.g. `12+/w0`,
`7-/b0`, `5=/w0`; a round not played is `0+` (a free win, the bye), `0-` (a free round: excused) or
`0=` (a free round with ½). Names go out in plain ASCII (diacritics dropped), names of two words
joined by `_`; the club is written as its first four letters.

`write_egd` turns a wall list into that text. `read_egd` reads such a table back as other programs
write it, OpenGotha above all (docs/exchange-formats.md): the header facts; each player's place
(blank on a shared place: OpenGotha writes the place once), names, rank, country (rules.countries:
any ISO 3166-1 code, the EGD's own `UK`; `XX`, no country, and a code no table knows are noted), club, the score and criteria columns (OpenGotha's `408?`: its "½" written in
ISO-8859-15, which has no ½), a result per round and the EGD PIN (`|12850431`). A round's entry is
`12+/w0`, `12+` (colour not written), `22+!w0` or `3+/b0!` (`!`: the result was set by the arbiter,
by default), `12?/w0` (no result), or a round without a game: `0+` (the bye), `0-` or `0=` (not
played; OpenGotha writes `0=` when it scores such a round ½, `0=0` in some files). An entry refers
to the opponent by his place where every place is written once, else by his line among the players
(1, 2, …), as OpenGotha numbers them with shared places. Every problem is collected with its line number; the callers store nothing then.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

from .numbers import is_number
from ..i18n import tr
from ..rules.countries import country_code
from ..rules.go.ranks import RankError, normalise
from ..rules.player_notes import read_federation
from .problems import PROGRESS_LINES, Note, Problem, Progress
from .text_encoding import Reading, detect, decode

_ENTRY = re.compile(r"^(\d+)([+=?-])(?:([/!])?([wbWB]))?(\d+)?(!)?$")
"""A round: opponent, result (`?`: none yet), `/` or OpenGotha's `!` (by default), colour, stones, `!`."""
_CRITERION = re.compile(r"^-?\d+(?:[.,]\d+)?[?\u00bd]?$|^[?\u00bd]$")
"""A score or criterion column: `12`, `-3`, `12.5`, `12½`, OpenGotha's `408?` (½ lost in ISO-8859-15)."""
_RANK_TOKEN = re.compile(r"^\d")
"""The rank is the first column after the surname that starts with a digit (names never do)."""
_HEADER = re.compile(r"\b([A-Z]{2})\[([^\]]*)\]")


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
        country = country_code(line.federation) or line.federation[:2].upper() or "XX"
        club = _token(line.club)[:4] if line.club else "-"
        cells = [str(line.num), _token(surname), _token(first), line.rank or "30k", country, club,
                 line.score, *line.criteria, *line.rounds]
        out.append(" ".join(cells))
    return "\n".join(out) + "\n"


EGD_CODE_PAGES = ("iso-8859-15", "cp1250")
"""The code pages a table not in UTF-8 may be in: OpenGotha's first, taken when both fit alike."""


def decode_table(raw: bytes) -> tuple[str, Reading]:
    """The text of a table file and how it was read (formats.text_encoding): UTF-8 (a byte-order
    mark allowed) when it is valid UTF-8, else ISO-8859-15, the Latin-1 variant OpenGotha writes (Š,
    š, Ž, ž where Latin-1 has ¦ ¨ ´ ¸; the letters of Western names the same in both), or
    Windows-1250, a Czech program's, when its letters fit the names and ISO-8859-15's do not (0xF8
    is `ř` there, `ø` in ISO-8859-15). No byte is ever replaced: Undecodable at one the code page lacks."""
    reading = detect(raw, EGD_CODE_PAGES)
    return decode(raw, reading), reading


@dataclass(frozen=True)
class EgdEntry:
    """One round of a player's line."""

    opponent: int
    """The opponent's line among the players (1, 2, …); 0: a round without a game."""
    mark: str
    """`+` won, `-` lost, `=` jigo, `?` no result yet (a round without a game: `+` the bye)."""
    colour: str | None = None
    """`w`, `b`, or None where the file does not say."""
    stones: int | None = None
    by_default: bool = False
    """`!`: the result was set by the arbiter, not played."""

    @classmethod
    def parse(cls, text: str) -> EgdEntry | None:
        match = _ENTRY.match(text)
        if match is None:
            return None
        opponent, mark, separator, colour, stones, bang = match.groups()
        return cls(int(opponent), mark, colour.lower() if colour else None, int(stones) if stones else None,
                   separator == "!" or bang == "!")


@dataclass(frozen=True)
class EgdPlayer:
    line: int
    place: int
    """The place written, or on a shared place (left blank) the place above."""
    surname: str
    first_name: str
    rank: str
    federation: str
    club: str
    rounds: tuple[str, ...] = ()
    """The round entries as written (`12+/w0`, `0+`, …), the score and criteria columns left out."""
    pin: str | None = None
    """The EGD PIN (`|12850431`)."""
    num: int = 0
    country: str = ""
    """The country code as the table writes it (`CZ`, `UK`, `XX`); `federation` is the register's."""
    """What the round entries of the others call him: his place, or with shared places his line
    among the players (1, 2, …)."""

    @property
    def name(self) -> str:
        return f"{self.surname}, {self.first_name}" if self.first_name else self.surname

    @cached_property
    def entries(self) -> tuple[EgdEntry, ...]:
        """The round entries read, once: a whole event's reading asks for them round by round."""
        return tuple(e for e in map(EgdEntry.parse, self.rounds) if e is not None)


@dataclass(frozen=True)
class EgdTable:
    header: dict[str, tuple[int, str]]
    """Header facts (`KM`, `HA`, `CL`, `PC`, `DT`, `TM`, `EV`, …): key -> (line, text)."""
    players: tuple[EgdPlayer, ...]
    rounds: int
    notes: tuple[Problem, ...] = ()
    """What is taken as the table writes it (a name the writing program lost, reversed dates...), by
    line; the players' names and countries are noted by the callers (formats.player_problems)."""


@dataclass(frozen=True)
class _Line:
    number: int
    place: int
    names: list[str]
    rank: str
    country: str
    club: str
    columns: list[str]
    pin: str | None


def _split_line(number: int, raw: str, content: str, place_above: int | None, problems: list[Problem]) -> _Line | None:
    where = f"line {number}"
    fields = content.split()
    if is_number(fields[0]):
        place, fields = int(fields[0]), fields[1:]
    elif raw[:1].isspace() and place_above is not None:  # OpenGotha leaves a shared place blank
        place = place_above
    else:
        problems.append(Problem(where, tr("exchange.egd.problem.layout")))
        return None
    at = next((k for k, token in enumerate(fields) if k > 0 and _RANK_TOKEN.match(token)), None)
    if at is None or len(fields) < at + 3:
        problems.append(Problem(where, tr("exchange.egd.problem.layout_rank")))
        return None
    rank = fields[at]
    try:
        rank = normalise(rank)
    except RankError as exc:
        problems.append(Problem(where, str(exc)))
        return None
    columns = fields[at + 3:]
    pin = None
    if columns and columns[-1].startswith("|") or len(columns) > 1 and columns[-2] == "|":
        mark = len(columns) - 1 if columns[-1].startswith("|") else len(columns) - 2
        pin = "".join(columns[mark:]).lstrip("|") or None
        columns = columns[:mark]
        if pin is not None and not is_number(pin):
            problems.append(Problem(where, tr("exchange.egd.problem.pin", pin=repr(pin))))
            return None
    return _Line(number, place, fields[:at], rank, fields[at + 1], fields[at + 2], columns, pin)


def read_egd(text: str, progress: Progress | None = None) -> tuple[EgdTable, list[Problem]]:
    """The table in `text`: header facts, players, round entries; problems name the line. The
    number of rounds is the run of result entries every line ends with (a criterion column may look
    like one: OpenGotha writes `0=` there too). `progress(lines read, lines)` is called every
    PROGRESS_LINES lines; the time grows linearly with the table."""
    header: dict[str, tuple[int, str]] = {}
    problems: list[Problem] = []
    lines: list[_Line] = []
    texts = text.splitlines()
    for number, raw in enumerate(texts, start=1):
        if progress is not None and number % PROGRESS_LINES == 0:
            progress(number, len(texts))
        content, _, comment = raw.partition(";")
        for key, value in _HEADER.findall(comment):
            header.setdefault(key, (number, value.strip()))
        if not content.strip():
            continue
        line = _split_line(number, raw, content, lines[-1].place if lines else None, problems)
        if line is not None:
            lines.append(line)
    widths = {len(line.columns) for line in lines}
    if len(widths) > 1:
        common = max(widths, key=lambda w: sum(len(line.columns) == w for line in lines))
        problems += [Problem(f"line {line.number}", tr("exchange.egd.problem.columns", count=len(line.columns), common=common))
                     for line in lines if len(line.columns) != common]
        return EgdTable(header, (), 0), problems

    def trailing(columns: list[str]) -> int:
        run = 0
        while run < len(columns) and _ENTRY.match(columns[len(columns) - 1 - run]):
            run += 1
        return run

    rounds = min((trailing(line.columns) for line in lines), default=0)
    places = [line.place for line in lines]
    # Entries name the opponent by his place where every place is written once, else (OpenGotha's
    # blank shared places) by his line among the players: the same numbers in a table in order.
    numbers = places if sorted(places) == list(range(1, len(lines) + 1)) else range(1, len(lines) + 1)
    players = []
    notes: list[Problem] = []
    for num, line in zip(numbers, lines):
        where = f"line {line.number}"
        scores = line.columns[:len(line.columns) - rounds]
        bad = next((c for c in scores if not (_CRITERION.match(c) or _ENTRY.match(c))), None)
        if bad is not None:
            problems.append(Problem(where, tr("exchange.egd.problem.entry", text=repr(bad))))
        federation = read_federation(line.country)[0]  # noted with the player (formats.player_problems)
        surname, *first = [name.replace("_", " ") for name in line.names]
        player = EgdPlayer(line.number, line.place, surname, " ".join(first), line.rank, federation,
                           "" if line.club in ("-", "xxxx") else line.club, tuple(line.columns[len(line.columns) - rounds:]),
                           line.pin, num, line.country)
        if not any(ch.isalpha() for ch in surname + player.first_name):
            notes.append(Note(where, tr("exchange.egd.note.name_lost", name=player.name)))
        players.append(player)
    return EgdTable(header, tuple(players), rounds, tuple(notes)), problems


def read_egd_players(text: str) -> tuple[list[EgdPlayer], list[Problem]]:
    """The players of an EGD table; problems name the line. Nothing is taken from a table with
    problems (the caller stores nothing then)."""
    table, problems = read_egd(text)
    return list(table.players), problems
