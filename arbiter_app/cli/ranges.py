"""The ranges of the command line's options (rules.ranges), applied to every subcommand at once.

`bound_options(parser)` gives each option its range by its type and name, so that every option,
those added later included, is checked before a command runs, with argparse's one line naming it:
- whole numbers (`type=int`) fit the database; `--moves` is 0-999;
- dates (`type=date.fromisoformat`) lie from 1900 to a year ahead; `--ended` (a game's end) not after
  today, `--end` (a tournament's planned end) up to the longest three-block duration after that;
  date-times (`--claim`, `--start` of clock-check) as dates;
- numbers (`type=float`) are finite; `--entry-fee` is not negative either, and at most
  rules.ranges.MAX_FEE; `--duration` (a three-block planned duration) 1 to 1100 days.
"""

from __future__ import annotations

import argparse
import math
from datetime import date, datetime
from typing import Any, Callable

from ..i18n import decimal_text, tr
from ..rules import ranges


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.value.not_whole", value=repr(text))) from None


def whole_number(text: str) -> int:
    number = _integer(text)
    if number > ranges.WHOLE[1]:
        raise argparse.ArgumentTypeError(tr("cli.value.too_large", value=text, high=ranges.WHOLE[1]))
    if number < ranges.WHOLE[0]:
        raise argparse.ArgumentTypeError(tr("cli.value.too_small", value=text, low=ranges.WHOLE[0]))
    return number


def moves(text: str) -> int:
    number = _integer(text)  # its own range first: 10**20 moves is out of it, not "too large for the database"
    if not ranges.moves_in_range(number):
        raise argparse.ArgumentTypeError(tr("cli.value.moves", value=text, low=ranges.MOVES[0], high=ranges.MOVES[1]))
    return number


def number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.value.not_number", value=repr(text))) from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(tr("cli.value.not_finite", value=repr(text)))
    return value


def fee(text: str) -> float:
    value = number(text)
    if not ranges.fee_in_range(value):
        raise argparse.ArgumentTypeError(tr("setup.option.fee_range", value=text, high=decimal_text(ranges.MAX_FEE)))
    return value


def duration(text: str) -> int:
    """A planned duration in days (rules.ranges.DURATION_DAYS)."""
    days = _integer(text)
    if not ranges.duration_in_range(days):
        low, high = ranges.DURATION_DAYS
        raise argparse.ArgumentTypeError(tr("setup.option.duration_range", value=text, low=low, high=high))
    return days


def day(kind: str) -> Callable[[str], date]:
    """A YYYY-MM-DD date in the range of `kind` (rules.ranges.day_range)."""

    def parse(text: str) -> date:
        try:
            value = date.fromisoformat(text)
        except ValueError:
            raise argparse.ArgumentTypeError(tr("cli.value.not_date", value=repr(text))) from None
        return _in_range(value, text, kind)

    return parse


def moment(text: str) -> datetime:
    """A date and time (ISO 8601) whose date lies in the general range."""
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.value.not_datetime", value=repr(text))) from None
    _in_range(value.date(), text, "date")
    return value


def _in_range(value: date, text: str, kind: str) -> date:
    first, last = ranges.day_range(kind, date.today())
    if not first <= value <= last:
        raise argparse.ArgumentTypeError(tr("cli.value.date_range", value=text, first=first.isoformat(), last=last.isoformat()))
    return value


_BY_NAME: dict[str, Callable[[str], Any]] = {"moves": moves, "ended": day("ended"), "end_date": day("end"), "entry_fee": fee, "duration": duration}
"""Options with a range of their own, by their dest."""
_BY_TYPE: tuple[tuple[Any, Callable[[str], Any]], ...] = (
    (int, whole_number), (float, number), (date.fromisoformat, day("date")), (datetime.fromisoformat, moment),
)  # fmt: skip


def bound_options(parser: argparse.ArgumentParser) -> None:
    """Give every option of `parser` and of its subcommands the range of its name or its type."""
    for action in parser._actions:  # argparse has no public way to walk its options
        if isinstance(action, argparse._SubParsersAction):
            for sub in set(action.choices.values()):
                bound_options(sub)
            continue
        if action.dest in _BY_NAME and action.type is not None:
            action.type = _BY_NAME[action.dest]
            continue
        for plain, ranged in _BY_TYPE:
            if action.type == plain:
                action.type = ranged
