"""The ranges a number or a date typed or read from a file must fall in, from the rules or from
common sense (docs/player-register.md, docs/exchange-format.md); the player register's own ranges
(ratings, rated games, years of birth) are in rules.player_checks.

- A game has 0 to 999 moves: no correspondence game has come near 300; 0 is a game not begun, which
  decides whether a team board has started [000 §7.7g] and how a withdrawal's games count
  [000 §7.3], so it stays a count (the window records it too).
- A date lies between 1900-01-01 and a year from today: nothing this program records is older
  than ICCF's predecessors, and no event is entered more than a year ahead.
- A game's end date is not after today: a game cannot have ended in the future.
- A tournament's planned end may lie up to the longest planned duration of the three-block time
  control after that, 1100 days [004 Art. II (7)].
- An entry fee is a finite amount, not negative (a withdrawal bond is a multiple of it [000 §7.4]),
  and at most MAX_FEE: more than any club asks for an entry, in any currency the organisers use.
- A planned duration (of the three-block time control) is 1 to 1100 days: the longest planned
  duration the table of [004 Art. II (7)] knows ("1100 (cca 3 roky)").
- A game's round (the cycle of a round robin, the round of an event drawn round by round) is one of
  the event's rounds; an event drawn round by round has at most MAX_ROUND_COUNT rounds.
- Every whole number fits the database's 64-bit integers.
"""

from __future__ import annotations

import math
from datetime import date, timedelta

MOVES = (0, 999)
EARLIEST = date(1900, 1, 1)
AHEAD = timedelta(days=366)
"""A year from today (a leap year's day included)."""
LONGEST_DURATION = timedelta(days=1100)
"""The longest planned duration of the three-block time control [004 Art. II (7)]."""
DURATION_DAYS = (1, LONGEST_DURATION.days)
"""The planned duration of a three-block event, in days [004 Art. II (7)]."""
MAX_FEE = 100_000.0
"""The largest entry fee accepted: a hundred times what a club asks in the dearest of the organisers'
currencies (docs/rule-choices.md)."""
MAX_ROUND_COUNT = 99
"""The most rounds of an event drawn round by round (docs/rule-choices.md): more than a go
tournament plays [003 §3.1], and a round robin of 100 players."""
WHOLE = (-(2**63), 2**63 - 1)
"""SQLite's and PostgreSQL's BIGINT."""


def latest(today: date) -> date:
    """The last date accepted: a year from `today`."""
    return today + AHEAD


def day_range(kind: str, today: date) -> tuple[date, date]:
    """(first, last) date accepted for a date of `kind`: "ended" (a game's end), "end" (a tournament's
    planned end) or any other ("date")."""
    if kind == "ended":
        return EARLIEST, today
    if kind == "end":
        return EARLIEST, latest(today) + LONGEST_DURATION
    return EARLIEST, latest(today)


def day_in_range(day: date, kind: str, today: date) -> bool:
    first, last = day_range(kind, today)
    return first <= day <= last


def moves_in_range(moves: int) -> bool:
    return MOVES[0] <= moves <= MOVES[1]


def fits(number: int) -> bool:
    """Whether a whole number fits the database."""
    return WHOLE[0] <= number <= WHOLE[1]


def fee_in_range(fee: float) -> bool:
    """A finite amount, not negative (NaN and infinity are not amounts), at most MAX_FEE."""
    return math.isfinite(fee) and 0 <= fee <= MAX_FEE


def duration_in_range(days: int) -> bool:
    return DURATION_DAYS[0] <= days <= DURATION_DAYS[1]


def event_rounds(rounds: int, round_count: int | None, round_by_round: bool) -> int:
    """How many rounds a game of the event can be in: `round_count` for an event drawn round by round
    (MAX_ROUND_COUNT while it is not set), else the cycles of the round robin (`rounds`, 1 or 2
    [001 App. II 1a])."""
    if round_by_round:
        return round_count if round_count is not None else MAX_ROUND_COUNT
    return rounds
