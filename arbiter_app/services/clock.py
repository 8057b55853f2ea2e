"""Checking a time-forfeit claim: read one player's move times (CSV or PGN), replay his clock under
the tournament's time control (or a planned duration given by hand) and give the verdict.

The clock rules are rules.chess.timecontrol (ICCF three-block system [004], Planet Šah [002]); the file
formats are formats.move_times; docs/time-control.md describes both and the verdict.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from pathlib import Path

from ..formats.move_times import MoveTimesProblem, parse_move_times_csv, parse_move_times_pgn
from ..i18n import tr
from ..rules.chess.timecontrol import (
    ClockCheck,
    TimeControl,
    TimeControlError,
    Turn,
    check_clock,
    three_block,
    time_control_for,
)
from .database import Database
from .tournaments import load


class ClockCheckRefused(ValueError):
    """The check cannot be made: an unreadable file or an unusable time control. The message lists
    every problem."""


class Verdict(enum.Enum):
    CLAIM_UPHELD = "clock.verdict.claim_upheld"
    """His time had run out by the time of the claim."""
    CLAIM_EARLY = "clock.verdict.claim_early"
    """His time ran out, but only after the claim was made."""
    CLAIM_REJECTED = "clock.verdict.claim_rejected"
    """His time had not run out by the claim (nor later, as far as the file goes)."""
    TIMED_OUT = "clock.verdict.timed_out"
    """No claim given: his time ran out."""
    IN_TIME = "clock.verdict.in_time"
    """No claim given: his time did not run out in the moves of the file."""


@dataclass(frozen=True)
class ClockReport:
    control: TimeControl
    check: ClockCheck
    claimed_at: datetime | None
    verdict: Verdict

    def verdict_text(self, lang: str | None = None) -> str:
        last = self.check.steps[-1] if self.check.steps else None
        return tr(
            self.verdict.value,
            lang,
            flag_fall=format_time(self.check.flag_fall),
            move=self.check.move or "",
            claim=format_time(self.claimed_at),
            clock=format_duration(last.clock if last else self.control.initial),
            bank=format_duration(last.bank if last else self.control.bank),
        )


def format_time(at: datetime | None) -> str:
    return at.strftime("%Y-%m-%d %H:%M:%S") if at else ""


def format_duration(span: timedelta) -> str:
    """To the second, as the clock counts [004 Art. II 2]: "12d 03:04:05", "-0d 00:00:05"."""
    sign = "-" if span < timedelta(0) else ""
    seconds = int(abs(span).total_seconds())
    days, rest = divmod(seconds, 86400)
    return f"{sign}{days}d {rest // 3600:02d}:{rest % 3600 // 60:02d}:{rest % 60:02d}"


def _refused(error: TimeControlError) -> ClockCheckRefused:
    return ClockCheckRefused(tr(error.code))


def time_control(db: Database | None = None, code: str | None = None, duration_days: int | None = None) -> TimeControl:
    """The time control of tournament `code` (its settings, docs/time-control.md), or the three-block
    control of a planned duration given by hand; exactly one of the two."""
    if (code is None) == (duration_days is None):
        raise ClockCheckRefused(tr("clock.refused.no_control"))
    try:
        if duration_days is not None:
            return three_block(duration_days)
        if db is None or code is None:
            raise ClockCheckRefused(tr("clock.refused.no_database"))
        return time_control_for(load(db, code).tournament)
    except TimeControlError as exc:
        raise _refused(exc) from exc


def tournament_start(db: Database, code: str) -> datetime | None:
    """Midnight of the start date: when White's first move is due, unless the file says otherwise."""
    start = load(db, code).tournament.start_date
    return datetime.combine(start, time()) if start else None


def _problem_text(problem: MoveTimesProblem) -> str:
    return tr(problem.code, line=problem.line or "", move=problem.move or "", text=problem.text)


def is_pgn(source: Path | str) -> bool:
    """A `.pgn` file, or text that opens with a PGN tag."""
    if isinstance(source, Path):
        return source.suffix.lower() == ".pgn"
    return source.lstrip("\ufeff \n\r\t").startswith("[")


def read_turns(source: Path | str, *, white: bool | None = None, start: datetime | None = None) -> tuple[Turn, ...]:
    """The turns of one player from a move-time file (a Path) or its text (a str). A PGN holds both
    players: `white` says whose clock; White's first move needs the `start` of the game."""
    pgn = is_pgn(source)
    text = source.read_text(encoding="utf-8-sig") if isinstance(source, Path) else source
    if pgn:
        if white is None:
            raise ClockCheckRefused(tr("clock.refused.which_side"))
        turns, problems = parse_move_times_pgn(text, white=white, start=start)
    else:
        turns, problems = parse_move_times_csv(text)
    if problems:
        raise ClockCheckRefused("\n".join(_problem_text(p) for p in problems))
    return turns


def clock_check(
    source: Path | str,
    control: TimeControl,
    *,
    claimed_at: datetime | None = None,
    white: bool | None = None,
    start: datetime | None = None,
) -> ClockReport:
    """Replay the clock of the file's player [004 Art. I–III; 002] and judge the claim made at
    `claimed_at`. A last turn without a sent time (he is still on move) runs until the claim; with
    no claim the replay ends with his last move."""
    turns = read_turns(source, white=white, start=start)
    try:
        result = check_clock(control, turns, now=claimed_at)
    except TimeControlError as exc:
        raise _refused(exc) from exc
    return ClockReport(control, result, claimed_at, _verdict(result, claimed_at))


def _verdict(result: ClockCheck, claimed_at: datetime | None) -> Verdict:
    if claimed_at is None:
        return Verdict.TIMED_OUT if result.timed_out else Verdict.IN_TIME
    if result.confirms_claim(claimed_at):
        return Verdict.CLAIM_UPHELD
    return Verdict.CLAIM_EARLY if result.timed_out else Verdict.CLAIM_REJECTED
