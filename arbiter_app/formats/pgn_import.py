"""Reading finished games from a PGN file with `chess.pgn` (docs/exchange-formats.md).

Each record gives the players (names and, when present, ids), the result, the number of moves of
its main line and the end date (`EndDate`, else `Date`; `??` parts mean unknown). Every problem is
listed with the line where its record starts: a record `chess.pgn` could not read whole (an illegal
move), a missing player name, an unknown result. With any problem the file is refused whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TextIO

import chess
import chess.pgn

from ..rules.model import Result
from .exchange_json import Problem

_RESULTS = {r.value: r for r in Result}
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


def read_pgn_file(path: Path) -> tuple[list[PgnGame] | None, list[Problem]]:
    try:
        with path.open(encoding="utf-8-sig") as handle:
            return read_pgn(handle)
    except (OSError, UnicodeDecodeError) as exc:
        return None, [Problem("(file)", f"cannot read {path}: {exc}")]


def read_pgn(handle: TextIO) -> tuple[list[PgnGame] | None, list[Problem]]:
    reader = _CountingReader(handle)
    games: list[PgnGame] = []
    problems: list[Problem] = []
    while True:
        reader.start = None
        game = chess.pgn.read_game(reader)  # type: ignore[call-overload]
        if game is None:
            break
        where = f"line {reader.start or reader.line}"
        for error in game.errors:
            problems.append(Problem(where, f"cannot read the game: {error}"))
        h = game.headers
        for side in ("White", "Black"):
            if h.get(side, "?") in ("", "?"):
                problems.append(Problem(where, f"{side} is missing"))
        result = _RESULTS.get(h.get("Result", "*"))
        if result is None:
            problems.append(Problem(where, f"unknown result {h.get('Result')!r}; expected 1-0, 0-1, 1/2-1/2 or *"))
            continue
        games.append(
            PgnGame(
                line=reader.start or reader.line,
                white=h.get("White", ""),
                black=h.get("Black", ""),
                white_ids=_ids(h, "White"),
                black_ids=_ids(h, "Black"),
                result=result,
                moves=_moves(game),
                ended=_date(h.get("EndDate") or h.get("Date", "")),
            )
        )
    if problems:
        return None, problems
    return games, []


def _ids(headers: chess.pgn.Headers, side: str) -> frozenset[str]:
    return frozenset(headers[side + k].strip() for k in ID_HEADERS if headers.get(side + k, "").strip())


def _moves(game: chess.pgn.Game) -> int | None:
    """The number of the last move made: 1. e4 e5 2. Nf3 -> 2 (also from a set-up position)."""
    end = game.end()
    if end is game:
        return None
    board = end.board()
    return board.fullmove_number - (1 if board.turn == chess.WHITE else 0)


def _date(text: str) -> date | None:
    parts = text.strip().split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    try:
        return date(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError:
        return None
