"""Go ranks: `30k`…`1k`, `1d`…`9d`, `1p`…`9p`, their strength order and the McMahon start score.

The McMahon system gives each player an initial MM score from his strength, class or rating, and adds
one point a win [003 §3.1.3]. Strength here is a whole number on one scale: 30 kyu = 0, 1 kyu = 29,
1 dan = 30, 9 dan = 38; professional dans come above every amateur dan (1p = 39 … 9p = 47), the
order the European Go Database lists them in (docs/go-events.md). The McMahon bar puts every player
stronger than the bar into the bar's group, the floor every weaker player into the floor's group.
"""

from __future__ import annotations

import re
from ...i18n import tr

KYU_LOWEST = 30
_RANK = re.compile(r"^\s*(\d{1,2})\s*([kdp])\s*$", re.IGNORECASE)
_LIMITS = {"k": 30, "d": 9, "p": 9}
_WRITTEN = re.compile(r"\s*(\d{1,2})\s*\.?\s*(kyu|dan|pro|[kdp])\s*", re.IGNORECASE)


class RankError(ValueError):
    """A go rank that is not written `30k`…`1k`, `1d`…`9d` or `1p`…`9p`."""

    def __init__(self, text: str) -> None:
        super().__init__(f"not a go rank: {text!r}; write 30k…1k, 1d…9d or 1p…9p")
        self.text = text


def strength(rank: str) -> int:
    """The strength of `rank` on one scale (30k = 0, 1k = 29, 1d = 30, 9d = 38, 1p = 39, 9p = 47)
    [003 §3.1.3]. Letters may be upper case ("3D"); anything else raises RankError."""
    match = _RANK.match(rank)
    if not match:
        raise RankError(rank)
    number, kind = int(match.group(1)), match.group(2).lower()
    if not 1 <= number <= _LIMITS[kind]:
        raise RankError(rank)
    if kind == "k":
        return KYU_LOWEST - number
    if kind == "d":
        return KYU_LOWEST - 1 + number
    return KYU_LOWEST + 8 + number


def format_rank(value: int) -> str:
    """The rank of a strength value: the inverse of `strength` (`format_rank(27) == "3k"`)."""
    if not 0 <= value <= KYU_LOWEST + 17:
        raise ValueError(f"no go rank has strength {value}")
    if value < KYU_LOWEST:
        return f"{KYU_LOWEST - value}k"
    if value < KYU_LOWEST + 9:
        return f"{value - KYU_LOWEST + 1}d"
    return f"{value - KYU_LOWEST - 8}p"


def normalise(rank: str) -> str:
    """The rank as stored: lower-case letter, no spaces (" 3 D" -> "3d")."""
    return format_rank(strength(rank))


def read_rank(text: str) -> str:
    """The rank as stored, from the ways a club's list writes it: `2k`, `2K`, `2 kyu`, `2. kyu`,
    `3d`, `3 dan`, `1p`, `1 pro` (docs/exchange-formats.md); anything else raises RankError."""
    match = _WRITTEN.fullmatch(text)
    if not match:
        raise RankError(text)
    try:
        return normalise(match.group(1) + match.group(2)[0])
    except RankError:
        raise RankError(text) from None  # "31 kyu": name the text as written


def mcmahon_start(rank: str, bar: str | None = None, floor: str | None = None) -> int:
    """The initial MM score [003 §3.1.3]: the strength of `rank`, lowered to the bar for players
    above it and raised to the floor for players below it. The scale is the strength scale
    (30k = 0, 1d = 30), so the MM score of a 1 dan without a bar starts at 30."""
    value = strength(rank)
    if bar is not None:
        value = min(value, strength(bar))
    if floor is not None:
        value = max(value, strength(floor))
    if bar is not None and floor is not None and strength(floor) > strength(bar):
        raise ValueError(tr("go.refused.floor_above_bar", floor=floor, bar=bar))
    return value


def handicap(white: str, black: str, reduction: int = 0, maximum: int = 9) -> int:
    """Handicap stones for Black in a handicap event: the difference of the ranks less the
    organiser's reduction, at most `maximum` (9), never below 0 (docs/go-events.md). White is the
    stronger player; a handicap of 1 is the game without komi."""
    stones = strength(white) - strength(black) - reduction
    return max(0, min(maximum, stones))
