"""Reading games from a PGN file with `chess.pgn`, as the ICCF server writes it too
(docs/exchange-formats.md).

Each record gives the players (names and, when present, ids), the result (`*` or an empty tag: a
game still running), the result written after the moves, the number of moves of its main line and
the end date: the day of the last `[%ccsnt 2019.02.18,16:26]` stamp (ICCF's time a move was sent),
else `EndDate`; never `Date`, which in ICCF files is the event's start (`??` parts mean unknown).
A record whose White or Black is `BYE` is no game: it is left out with a note. Every problem is
listed with the line where its record starts: a record `chess.pgn` could not read whole (an illegal
move), a missing player name, an unknown result. With any problem the file is refused whole.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import TextIO

import chess
import chess.pgn

from .numbers import is_number
from ..rules.model import Result
from ..i18n import tr
from .problems import Problem
from .text_encoding import Undecodable, decode, detect

PGN_CODE_PAGES = ("cp1252", "cp1250")
"""A PGN file that is not UTF-8: the standard's ISO 8859-1 (read as its superset Windows-1252, as
ChessBase writes it) unless the names read as Central European letters only in Windows-1250
(formats.text_encoding)."""

_RESULTS = {r.value: r for r in Result} | {"": Result.RUNNING}
_DECIDED = {r.value: r for r in Result if r is not Result.RUNNING}
_SENT = re.compile(r"\[%ccsnt\s+(\d{4})\.(\d{1,2})\.(\d{1,2})")
BYE = "bye"
ID_HEADERS = ("Id", "FideId", "IccfId")


@dataclass(frozen=True)
class PgnGame:
    line: int
    """The line where the record starts."""
    white: str
    black: str
    white_ids: frozenset[str]
    black_ids: frozenset[str]
    result: Result
    moves: int | None
    """Moves of the main line (White's and Black's move count as one); None when it has none."""
    ended: date | None
    """The last `%ccsnt` day, else `EndDate`; None for a running game."""
    movetext_result: Result | None = None
    """The result written after the moves (None: none, or `*`)."""

    @property
    def disagrees(self) -> bool:
        """The tag and the movetext give two different results: a conflict, not to be guessed."""
        return self.movetext_result is not None and self.movetext_result is not self.result


class _Builder(chess.pgn.GameBuilder):
    """`chess.pgn`'s builder, but a result after the moves is kept apart instead of filling a `*`
    tag, so that a record whose tag and movetext disagree is seen."""

    def begin_game(self) -> None:
        super().begin_game()
        self.movetext_result = ""

    def visit_result(self, result: str) -> None:
        self.movetext_result = result

    def result(self) -> chess.pgn.Game:
        game = super().result()
        game.movetext_result = self.movetext_result  # type: ignore[attr-defined]
        return game


class _CountingReader:
    """Counts the lines `chess.pgn` reads, and remembers where the current record started."""

    def __init__(self, handle: TextIO):
        self.handle = handle
        self.line = 0
        self.start: int | None = None

    def readline(self) -> str:
        text = self.handle.readline()
        if text:
            self.line += 1
            if self.start is None and text.strip():
                self.start = self.line
        return text


@dataclass(frozen=True)
class PgnBye:
    """A record that is no game: one side is `BYE`."""

    line: int
    white: str
    black: str


@dataclass(frozen=True)
class PgnFile:
    """The games of a file and the records left out (the byes)."""

    games: list[PgnGame]
    byes: list[PgnBye]
    encoding_note: str | None = None
    """How the file was read when it was not UTF-8 ("not UTF-8: read as Windows-1250")."""


def read_pgn_file(path: Path) -> tuple[PgnFile | None, list[Problem]]:
    """The games of the PGN file `path` in its encoding (UTF-8, else PGN_CODE_PAGES); a byte the
    encoding has no character for is a problem naming its line."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, [Problem("(file)", tr("import.cannot_read", reason=exc.strerror or exc))]
    reading = detect(data, PGN_CODE_PAGES)
    try:
        text = decode(data, reading)
    except Undecodable as exc:
        return None, [Problem(f"line {exc.line}", exc.message)]
    read, problems = read_pgn(io.StringIO(text))
    return (replace(read, encoding_note=reading.note) if read else None), problems


def read_pgn(handle: TextIO) -> tuple[PgnFile | None, list[Problem]]:
    reader = _CountingReader(handle)
    games: list[PgnGame] = []
    byes: list[PgnBye] = []
    problems: list[Problem] = []
    while True:
        reader.start = None
        try:
            game = chess.pgn.read_game(reader, Visitor=_Builder)  # type: ignore[call-overload]
        except (ValueError, IndexError) as exc:  # a header chess.pgn cannot take (a broken FEN)
            problems.append(Problem(f"line {reader.start or reader.line}", f"cannot read the game: {exc}"))
            continue
        if game is None:
            break
        where = f"line {reader.start or reader.line}"
        h = game.headers
        if BYE in (h.get("White", "").strip().lower(), h.get("Black", "").strip().lower()):
            byes.append(PgnBye(reader.start or reader.line, h.get("White", "").strip(), h.get("Black", "").strip()))
            continue
        for error in game.errors:
            problems.append(Problem(where, f"cannot read the game: {error}"))
        for side in ("White", "Black"):
            if h.get(side, "?").strip() in ("", "?"):
                problems.append(Problem(where, f"{side} is missing"))
        result = _RESULTS.get(h.get("Result", "*").strip())
        if result is None:
            problems.append(Problem(where, f"unknown result {h.get('Result')!r}; expected 1-0, 0-1, 1/2-1/2 or *"))
            continue
        games.append(
            PgnGame(
                line=reader.start or reader.line,
                white=h.get("White", "").strip(),
                black=h.get("Black", "").strip(),
                white_ids=_ids(h, "White"),
                black_ids=_ids(h, "Black"),
                result=result,
                moves=_moves(game),
                ended=None if result is Result.RUNNING else _last_sent(game) or _date(h.get("EndDate", "")),
                movetext_result=_DECIDED.get(game.movetext_result),  # type: ignore[attr-defined]
            )
        )
    if problems:
        return None, problems
    return PgnFile(games, byes), []


def _ids(headers: chess.pgn.Headers, side: str) -> frozenset[str]:
    return frozenset(headers[side + k].strip() for k in ID_HEADERS if headers.get(side + k, "").strip())


def _moves(game: chess.pgn.Game) -> int | None:
    """The number of the last move made: 1. e4 e5 2. Nf3 -> 2 (also from a set-up position)."""
    end = game.end()
    if end is game:
        return None
    board = end.board()
    return board.fullmove_number - (1 if board.turn == chess.WHITE else 0)


def _last_sent(game: chess.pgn.Game) -> date | None:
    """The day of the last `%ccsnt` stamp of the main line (ICCF: when the move was sent)."""
    last = None
    for node in game.mainline():
        for match in _SENT.finditer(node.comment):
            last = _date(".".join(match.groups())) or last
    return last


def _date(text: str) -> date | None:
    parts = text.strip().split(".")
    if len(parts) != 3 or not all(is_number(p) for p in parts):
        return None
    try:
        return date(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError:
        return None
