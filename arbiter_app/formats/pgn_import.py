"""Reading games from a PGN file with `chess.pgn`, as the ICCF server writes it too
(docs/exchange-formats.md).

Each record gives the players (names and, when present, ids), the result (`*` or an empty tag: a
game still running), the result written after the moves, the number of moves of its main line and
the end date: the day of the last `[%ccsnt 2019.02.18,16:26]` stamp (ICCF's time a move was sent),
else `EndDate`; never `Date`, which in ICCF files is the event's start (`??` parts mean unknown).
A record whose White or Black is `BYE` is no game: it is left out with a note. Every problem is
listed with the line where its record starts: a record `chess.pgn` could not read whole (an illegal
move), a missing player name, an unknown result, a line that begins as a tag pair and is none. With
any problem the file is refused whole.

Records are cut apart here, before `chess.pgn` reads each: a tag pair begins a new record when it
follows movetext or an empty line (the tag pair section ends with an empty line: PGN standard 8.1),
or when it repeats a tag of the section before it. So a file of tag sections alone, as servers write
a round robin's results (`[White ..] [Black ..] [Result "1-0"]` again and again, with an empty line
between them or none), gives one game for each section, its result the Result tag. `chess.pgn`
alone joins sections one empty line apart into one game whose last tags win.
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
    """Counts the lines `chess.pgn` reads from a record that starts after line `offset`, and remembers
    where the current game started."""

    def __init__(self, lines: list[str], offset: int):
        self.lines = iter(lines)
        self.line = offset
        self.start: int | None = None

    def readline(self) -> str:
        text = next(self.lines, "")
        if text:
            self.line += 1
            if self.start is None and text.strip():
                self.start = self.line
        return text


def _records(handle: TextIO, problems: list[Problem]) -> list[tuple[int, list[str]]]:
    """The records of a PGN text, each with the number of the line before it (the module's docstring
    says where one begins). A line outside a comment that begins with `[` and is no tag pair is a
    problem: `chess.pgn` would pass over it, a Result tag with it."""
    records: list[tuple[int, list[str]]] = [(0, [])]
    tags: set[str] | None = None  # the tags of the section being read; None once it has ended
    in_comment = False
    for number, line in enumerate(handle, start=1):
        tag = None if in_comment else chess.pgn.TAG_REGEX.match(line)
        if tag is not None:
            if tags is None or tag.group(1) in tags:
                records.append((number - 1, []))
                tags = set()
            tags.add(tag.group(1))
        elif not in_comment and line.startswith("["):
            problems.append(Problem(f"line {number}", tr("exchange.pgn.problem.not_a_tag", text=line.strip()[:40])))
        elif in_comment or not line.startswith(("%", ";")):  # comment and escape lines end nothing [PGN standard 5, 6]
            tags = None
            in_comment = _comment_open(line, in_comment)
        records[-1][1].append(line)
    return records


def _comment_open(line: str, open_: bool) -> bool:
    """Whether a brace comment is still open after `line` (a `;` comment ends with its line)."""
    for char in line:
        if open_:
            open_ = char != "}"
        elif char == "{":
            open_ = True
        elif char == ";":
            break
    return open_


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

    @property
    def records(self) -> int:
        """The records read: every tag section is a game or a bye."""
        return len(self.games) + len(self.byes)


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
    games: list[PgnGame] = []
    byes: list[PgnBye] = []
    problems: list[Problem] = []
    for offset, lines in _records(handle, problems):
        _read_record(_CountingReader(lines, offset), games, byes, problems)
    if problems:
        return None, problems
    return PgnFile(games, byes), []


def _read_record(reader: _CountingReader, games: list[PgnGame], byes: list[PgnBye], problems: list[Problem]) -> None:
    """The game of one record (or the games: movetext after an empty line without tags is one more,
    and its missing players are named)."""
    while True:
        reader.start = None
        try:
            game = chess.pgn.read_game(reader, Visitor=_Builder)  # type: ignore[call-overload]
        except (ValueError, IndexError) as exc:  # a header chess.pgn cannot take (a broken FEN)
            problems.append(Problem(f"line {reader.start or reader.line}", tr("exchange.pgn.problem.unreadable", reason=exc)))
            return
        if game is None:
            return
        where = f"line {reader.start or reader.line}"
        h = game.headers
        if BYE in (h.get("White", "").strip().lower(), h.get("Black", "").strip().lower()):
            byes.append(PgnBye(reader.start or reader.line, h.get("White", "").strip(), h.get("Black", "").strip()))
            continue
        for error in game.errors:
            problems.append(Problem(where, tr("exchange.pgn.problem.unreadable", reason=error)))
        for side in ("White", "Black"):
            if h.get(side, "?").strip() in ("", "?"):
                problems.append(Problem(where, tr(f"exchange.pgn.problem.no_{side.lower()}")))
        result = _RESULTS.get(h.get("Result", "*").strip())
        if result is None:
            problems.append(Problem(where, tr("exchange.pgn.problem.result", result=repr(h.get("Result")))))
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
