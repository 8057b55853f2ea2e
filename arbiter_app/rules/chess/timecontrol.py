"""Time controls of correspondence games: the ICCF three-block system [004] and Planet Šah [002].

Three blocks [004 Art. II]: a clock that never shows more than 50 days, an increment added after
each of the first 50 moves (what would lift the clock above 50 days goes to the bank), and a bank of
50 or 75 days that may be moved onto the clock. Time is counted to the second, without rounding, and
the clock is never stopped except while a move is made [004 Art. II 2, Art. III 4].

`check_clock` replays one player's clock in one game from his move timestamps, so the arbiter can
confirm or reject a claim that his time ran out. The choices are in docs/time-control.md.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from ..model import Organiser, Tournament

DAY = timedelta(days=1)
CLOCK_CAP = 50 * DAY
"""The clock never shows more than 50 days [004 Art. II 3]."""
INCREMENT_MOVES = 50
"""The increment is added after each of the first 50 moves only [004 Art. II 4]."""
MIN_DURATION_DAYS = 302
"""The shortest planned duration in the table: the minimum for a rated event [004 Art. II 7]."""


class TimeControlError(ValueError):
    """Time-control data the rules cannot work with; `code` says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class TimeControl:
    initial: timedelta
    """The clock at the start of the game."""
    increment: timedelta
    increment_moves: int | None
    """The increment follows each of the first this many moves; None: every move."""
    bank: timedelta
    """The bank at the start [004 Art. II 6]."""
    cap: timedelta | None
    """The clock never shows more; the excess of an increment goes to the bank [004 Art. II 4]."""
    sdp: timedelta | None = None
    """Sudden death protection: after move 50, with no bank left, a move made with less than this on
    the clock resets the clock to it [004 Art. II 10]."""
    auto_refill: bool = True
    """After each move the clock is refilled from the bank up to the cap [004 Art. I 3]."""


def three_block(duration_days: int, *, sdp_days: int | None = None, auto_refill: bool = True) -> TimeControl:
    """The three-block settings for a planned duration [004 Art. II 7].

    The printed table goes in steps of 50 days: 302 → increment 1, bank 50; 350 → 1, 75; 400 → 2,
    50; … 1100 → 9, 50. A duration between two rows takes the row of the longest printed duration
    not above it (349 → the 302 row); beyond 1100 days the same pattern continues (1150 → 9, 75;
    1200 → 10, 50). Below 302 days the table gives nothing and the duration is refused.
    """
    if duration_days < MIN_DURATION_DAYS:
        raise TimeControlError(
            "clock.problem.duration_too_short",
            f"the three-block table starts at {MIN_DURATION_DAYS} days; {duration_days} is shorter",
        )
    if sdp_days is not None and not 1 <= sdp_days <= 5:
        raise TimeControlError("clock.problem.sdp_days", f"sudden death protection is 1 to 5 days, not {sdp_days}")
    rows = (duration_days - 300) // 50  # 0 for the 302 row, 1 for 350, 2 for 400, ...
    return TimeControl(
        initial=CLOCK_CAP,
        increment=(rows // 2 + 1) * DAY,
        increment_moves=INCREMENT_MOVES,
        bank=(75 if rows % 2 else 50) * DAY,
        cap=CLOCK_CAP,
        sdp=None if sdp_days is None else sdp_days * DAY,
        auto_refill=auto_refill,
    )


def planet_sah() -> TimeControl:
    """Planet Šah: 30 days at the start and 1 day more for every move played, no cap, no bank [002]."""
    return TimeControl(initial=30 * DAY, increment=DAY, increment_moves=None, bank=timedelta(0), cap=None)


def time_control_for(tournament: Tournament) -> TimeControl:
    """The time control of a tournament from its settings (docs/time-control.md):
    `timecontrol.system` ("three_block" or "planet_sah"; default by organiser),
    `timecontrol.duration_days` (default: end date − start date), `timecontrol.sdp_days` (default
    none), `timecontrol.auto_refill` (default True)."""
    settings: Mapping[str, object] = tournament.settings
    default = "planet_sah" if tournament.organiser is Organiser.PLANET_SAH else "three_block"
    system = settings.get("timecontrol.system", default)
    if system == "planet_sah":
        return planet_sah()
    if system != "three_block":
        raise TimeControlError("clock.problem.system", f"unknown time-control system {system!r}")
    duration = settings.get("timecontrol.duration_days")
    if duration is None and tournament.start_date and tournament.end_date:
        duration = (tournament.end_date - tournament.start_date).days
    if not isinstance(duration, int):
        raise TimeControlError(
            "clock.problem.duration_unknown", "the planned duration is unknown: set the start and end dates"
        )
    sdp = settings.get("timecontrol.sdp_days")
    return three_block(
        duration,
        sdp_days=sdp if isinstance(sdp, int) else None,
        auto_refill=bool(settings.get("timecontrol.auto_refill", True)),
    )


@dataclass(frozen=True)
class Refill:
    """Time moved from the bank onto the clock while the player is on move [004 Art. II 6, 8]; by the
    team captain when he replaces the player [004 Art. II 9, Art. III 1]."""

    at: datetime
    amount: timedelta | None = None
    """None: as much as the bank and the 50-day cap allow."""
    by_captain: bool = False


@dataclass(frozen=True)
class Turn:
    """One move of the player: his clock runs from `received` (the opponent's move reached him) to
    `sent` (his reply); `sent` is None while he is still on move."""

    received: datetime
    sent: datetime | None = None
    refills: tuple[Refill, ...] = field(default=())


class TimelineProblem(enum.Enum):
    SENT_BEFORE_RECEIVED = "clock.problem.sent_before_received"
    OVERLAP = "clock.problem.overlap"
    """A turn begins before the previous reply was sent."""
    UNFINISHED_TURN = "clock.problem.unfinished_turn"
    """Only the last turn may lack a sent time."""
    REFILL_OUTSIDE_TURN = "clock.problem.refill_outside_turn"
    NEGATIVE_REFILL = "clock.problem.negative_refill"


def timeline_problems(turns: tuple[Turn, ...]) -> list[tuple[int, TimelineProblem]]:
    """Every inconsistency of a timeline, as (index of the turn, problem)."""
    out: list[tuple[int, TimelineProblem]] = []
    previous: datetime | None = None
    for i, turn in enumerate(turns):
        if turn.sent is None and i != len(turns) - 1:
            out.append((i, TimelineProblem.UNFINISHED_TURN))
        if turn.sent is not None and turn.sent < turn.received:
            out.append((i, TimelineProblem.SENT_BEFORE_RECEIVED))
        if previous is not None and turn.received < previous:
            out.append((i, TimelineProblem.OVERLAP))
        for r in turn.refills:
            if r.at < turn.received or (turn.sent is not None and r.at > turn.sent):
                out.append((i, TimelineProblem.REFILL_OUTSIDE_TURN))
            if r.amount is not None and r.amount < timedelta(0):
                out.append((i, TimelineProblem.NEGATIVE_REFILL))
        previous = turn.sent
    return out


class ClockCode(enum.Enum):
    """What happened at a step of the clock."""

    TURN_START = "clock.turn_start"
    """The opponent's move arrived: the clock runs."""
    REFILL = "clock.refill"
    CAPTAIN_REFILL = "clock.captain_refill"
    """The captain moved the replaced player's bank onto the new player's clock [004 Art. III 1]."""
    MOVE = "clock.move"
    """The reply was sent; `amount` is the time used on this turn."""
    INCREMENT = "clock.increment"
    OVERFLOW_TO_BANK = "clock.overflow_to_bank"
    """The part of the increment above 50 days went to the bank [004 Art. II 4]."""
    AUTO_REFILL = "clock.auto_refill"
    SDP_RESET = "clock.sdp_reset"
    TIME_OUT = "clock.time_out"
    """Clock and bank both empty."""
    TIME_OUT_NO_REFILL = "clock.time_out_no_refill"
    """The clock ran out with time still in the bank: he neither moved nor refilled within the time
    on his clock – at most 50 consecutive days [004 Art. I 3, Art. II 8]."""
    STILL_ON_MOVE = "clock.still_on_move"
    """The state at the time of the check while he is still on move."""


@dataclass(frozen=True)
class ClockStep:
    at: datetime
    move: int
    code: ClockCode
    amount: timedelta
    """The time used, added or moved at this step."""
    clock: timedelta
    """The clock after the step."""
    bank: timedelta


@dataclass(frozen=True)
class ClockCheck:
    steps: tuple[ClockStep, ...]
    flag_fall: datetime | None
    """When his time ran out, to the second; None if it did not."""
    move: int | None
    """The move on which it ran out."""

    @property
    def timed_out(self) -> bool:
        return self.flag_fall is not None

    def confirms_claim(self, claimed_at: datetime) -> bool:
        """A time-forfeit claim made at `claimed_at` stands when the time had run out by then."""
        return self.flag_fall is not None and self.flag_fall <= claimed_at


class _Clock:
    """The running state of one player's clock while `check_clock` replays his turns."""

    def __init__(self, control: TimeControl) -> None:
        self.control = control
        self.clock = control.initial
        self.bank = control.bank
        self.steps: list[ClockStep] = []

    def step(self, at: datetime, move: int, code: ClockCode, amount: timedelta) -> None:
        self.steps.append(ClockStep(at, move, code, amount, self.clock, self.bank))

    def room(self) -> timedelta | None:
        return None if self.control.cap is None else max(self.control.cap - self.clock, timedelta(0))

    def run(self, since: datetime, until: datetime, move: int) -> datetime | None:
        """Run the clock from `since` to `until`; the flag-fall time if it reaches zero. A move or
        refill at the very second the clock reaches zero is too late."""
        used = until - since
        if used >= self.clock:
            fall, left = since + self.clock, self.clock
            self.clock = timedelta(0)
            code = ClockCode.TIME_OUT_NO_REFILL if self.bank > timedelta(0) else ClockCode.TIME_OUT
            self.step(fall, move, code, left)
            return fall
        self.clock -= used
        return None

    def from_bank(self, wanted: timedelta | None) -> timedelta:
        room = self.room()
        limits = [x for x in (self.bank, room, wanted) if x is not None]
        moved = max(min(limits), timedelta(0))
        self.clock += moved
        self.bank -= moved
        return moved

    def after_move(self, at: datetime, move: int) -> None:
        c = self.control
        if c.increment and (c.increment_moves is None or move <= c.increment_moves):
            self.clock += c.increment
            overflow = timedelta(0)
            if c.cap is not None and self.clock > c.cap:
                overflow = self.clock - c.cap
                self.clock = c.cap
                self.bank += overflow
            self.step(at, move, ClockCode.INCREMENT, c.increment - overflow)
            if overflow:
                self.step(at, move, ClockCode.OVERFLOW_TO_BANK, overflow)
        if c.auto_refill and c.cap is not None and self.bank and self.clock < c.cap:
            self.step(at, move, ClockCode.AUTO_REFILL, self.from_bank(None))
        past_increment = c.increment_moves is not None and move > c.increment_moves
        if c.sdp is not None and past_increment and not self.bank and self.clock < c.sdp:
            gained = c.sdp - self.clock
            self.clock = c.sdp
            self.step(at, move, ClockCode.SDP_RESET, gained)


def check_clock(control: TimeControl, turns: tuple[Turn, ...], *, now: datetime | None = None) -> ClockCheck:
    """Replay one player's clock over his turns (turn k = his k-th move) [004 Art. I–III; 002].

    Each turn: the clock runs from `received`; refills move bank time onto the clock (up to the
    cap); at `sent` the time used is taken off, then the increment is added (moves 1–50; the excess
    above the cap goes to the bank), then – with `auto_refill` – the clock is refilled from the bank,
    then sudden death protection may reset it. A turn without `sent` runs until `now` (when given).
    The replay stops when the time runs out.
    """
    problems = timeline_problems(turns)
    if problems:
        index, problem = problems[0]
        raise TimeControlError(problem.value, f"move {index + 1}: {problem.value}")
    state = _Clock(control)
    for move, turn in enumerate(turns, start=1):
        state.step(turn.received, move, ClockCode.TURN_START, timedelta(0))
        since = turn.received
        for refill in sorted(turn.refills, key=lambda r: r.at):
            fall = state.run(since, refill.at, move)
            if fall is not None:
                return ClockCheck(tuple(state.steps), fall, move)
            since = refill.at
            code = ClockCode.CAPTAIN_REFILL if refill.by_captain else ClockCode.REFILL
            state.step(refill.at, move, code, state.from_bank(refill.amount))
        end = turn.sent if turn.sent is not None else now
        if end is None or end < since:
            break  # no sent time and no (usable) time of the check: nothing more to replay
        fall = state.run(since, end, move)
        if fall is not None:
            return ClockCheck(tuple(state.steps), fall, move)
        if turn.sent is None:
            state.step(end, move, ClockCode.STILL_ON_MOVE, end - turn.received)
            break
        state.step(end, move, ClockCode.MOVE, end - turn.received)
        state.after_move(end, move)
    return ClockCheck(tuple(state.steps), None, None)
