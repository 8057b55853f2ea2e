"""Move timestamps of one player in one game, for the clock check (rules.chess.timecontrol.check_clock).

Readers return `(turns, problems)`: every problem is collected with its line (CSV) or move (PGN), and
no turns are returned while there is any problem, so a half-read timeline is never judged.

CSV (UTF-8, comma-separated, a header row; docs/time-control.md):

    move,received,sent,refills,captain_refills
    1,2024-01-01 00:00:00,2024-01-03 00:00:00,,
    2,2024-01-05 00:00,2024-01-15 06:00,2024-01-10 12:00=5;2024-01-12 09:00,

- `move`: his move number, 1, 2, 3, … in order;
- `received`: when the opponent's move reached him (his clock starts); `sent`: when he replied,
  empty on the last row while he is still on move;
- `refills`, `captain_refills` (optional columns): bank-to-clock transfers during that turn by the
  player or by the team captain, separated by `;`, each `<time>` (as much as the clock takes) or
  `<time>=<days>` (a decimal number of days);
- times are ISO 8601 (`2024-01-05 00:00`, `2024-01-05T00:00:00`); with an offset (`+01:00`, `Z`)
  they are converted to UTC, without one they are taken as the server's time.

PGN: the sent time of each move in its comment as `[%ccsnt 2024.01.05,14:30]` or
`[%ccsnt 2024.01.05,14:30:15]` (the form used by correspondence software). A move reaches the
opponent when it is sent; White's first move is received at `start`.
"""

from __future__ import annotations

import csv
import enum
import io
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import chess
import chess.pgn

from ..rules.chess.timecontrol import Refill, Turn, timeline_problems


class MoveTimesError(enum.Enum):
    MISSING_COLUMN = "move_times.missing_column"
    BAD_MOVE_NUMBER = "move_times.bad_move_number"
    BAD_TIME = "move_times.bad_time"
    BAD_REFILL = "move_times.bad_refill"
    NO_MOVES = "move_times.no_moves"
    MISSING_TIMESTAMP = "move_times.missing_timestamp"
    MISSING_START = "move_times.missing_start"
    PGN_ERROR = "move_times.pgn_error"


@dataclass(frozen=True)
class MoveTimesProblem:
    """One thing wrong: where (CSV line, or PGN move number), a code (an i18n key: a MoveTimesError
    or a rules.chess.timecontrol.TimelineProblem value) and the offending text."""

    line: int | None
    code: str
    text: str = ""
    move: int | None = None


REQUIRED = ("move", "received", "sent")
_CCSNT = re.compile(r"\[%ccsnt\s+(\d{4})\.(\d{2})\.(\d{2}),(\d{1,2}):(\d{2})(?::(\d{2}))?\]")


def _time(text: str) -> datetime | None:
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        return None
    if value.tzinfo is not None:
        value = value.astimezone(timezone.utc).replace(tzinfo=None)
    return value


def _refills(text: str, by_captain: bool) -> tuple[Refill, ...] | None:
    out: list[Refill] = []
    for item in filter(None, (part.strip() for part in text.split(";"))):
        when, _, days = item.partition("=")
        at = _time(when)
        try:
            amount = None if not days else timedelta(days=float(days))
        except ValueError:
            return None
        if at is None:
            return None
        out.append(Refill(at, amount, by_captain))
    return tuple(out)


def parse_move_times_csv(text: str) -> tuple[tuple[Turn, ...], list[MoveTimesProblem]]:
    """Read the CSV described in the module docstring."""
    problems: list[MoveTimesProblem] = []
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = [h.strip() for h in reader.fieldnames or ()]
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        return (), [MoveTimesProblem(1, MoveTimesError.MISSING_COLUMN.value, ", ".join(missing))]
    turns: list[Turn] = []
    lines: list[int] = []
    for row in reader:
        line = reader.line_num
        cells = {(k or "").strip(): (v or "").strip() for k, v in row.items()}
        received = _time(cells["received"])
        sent = _time(cells["sent"]) if cells["sent"] else None
        if received is None:
            problems.append(MoveTimesProblem(line, MoveTimesError.BAD_TIME.value, cells["received"]))
        if cells["sent"] and sent is None:
            problems.append(MoveTimesProblem(line, MoveTimesError.BAD_TIME.value, cells["sent"]))
        refills: list[Refill] = []
        for column, by_captain in (("refills", False), ("captain_refills", True)):
            parsed = _refills(cells.get(column, ""), by_captain)
            if parsed is None:
                problems.append(MoveTimesProblem(line, MoveTimesError.BAD_REFILL.value, cells[column]))
            else:
                refills += parsed
        expected = len(lines) + 1
        if cells["move"] != str(expected):
            problems.append(MoveTimesProblem(line, MoveTimesError.BAD_MOVE_NUMBER.value, cells["move"]))
        lines.append(line)
        if received is not None:
            turns.append(Turn(received, sent, tuple(refills)))
    if not lines:
        problems.append(MoveTimesProblem(1, MoveTimesError.NO_MOVES.value))
    if problems:
        return (), problems
    problems = [MoveTimesProblem(lines[i], p.value, move=i + 1) for i, p in timeline_problems(tuple(turns))]
    return (() if problems else tuple(turns)), problems


def parse_move_times_pgn(
    text: str, *, white: bool, start: datetime | None = None
) -> tuple[tuple[Turn, ...], list[MoveTimesProblem]]:
    """The turns of White (`white`) or Black from the first game of a PGN with `[%ccsnt]` comments;
    while the game runs (Result `*`) and he is on move, the last turn has no sent time."""
    game = chess.pgn.read_game(io.StringIO(text))
    if game is None:
        return (), [MoveTimesProblem(None, MoveTimesError.NO_MOVES.value)]
    problems = [MoveTimesProblem(None, MoveTimesError.PGN_ERROR.value, str(e)) for e in game.errors]
    sent: list[datetime | None] = []
    for node in game.mainline():
        found = _CCSNT.search(node.comment)
        ply = len(sent)
        if found is None:
            sent.append(None)
            problems.append(MoveTimesProblem(None, MoveTimesError.MISSING_TIMESTAMP.value, node.san(), ply // 2 + 1))
            continue
        y, mo, d, h, mi, s = found.groups()
        try:
            sent.append(datetime(int(y), int(mo), int(d), int(h), int(mi), int(s or 0)))
        except ValueError:
            sent.append(None)
            problems.append(MoveTimesProblem(None, MoveTimesError.BAD_TIME.value, found.group(0), ply // 2 + 1))
    if white and start is None:
        problems.append(MoveTimesProblem(None, MoveTimesError.MISSING_START.value))
    if not sent:
        problems.append(MoveTimesProblem(None, MoveTimesError.NO_MOVES.value))
    if problems:
        return (), problems
    received = [start, *sent]  # ply i can be made once ply i - 1 was sent (White's first: at start)
    on_move = (len(sent) % 2 == 0) == white
    last = len(sent) + (1 if on_move and game.headers.get("Result", "*") == "*" else 0)
    turns = tuple(
        Turn(r, sent[i] if i < len(sent) else None)
        for i in range(0 if white else 1, last, 2)
        if (r := received[i]) is not None
    )
    problems = [MoveTimesProblem(None, p.value, move=i + 1) for i, p in timeline_problems(turns)]
    return (() if problems else turns), problems

