"""The working formulas of the ICCF rating system, used by ICCF and (with one difference in the
overload rule, see rating_period) by SKŠ ČR.

References: SKŠ rating and tournament rules 2014 [000 §1–§4]; ICCF Tournament Rules 2016 [001 §9,
App. I]. Arithmetic is exact (`Fraction`); only the final rating is rounded, .5 up [001 App. I 17].
The readings chosen where the text allows two are in docs/ratings.md.
"""

from __future__ import annotations

import enum
import math
from fractions import Fraction
from typing import Mapping, NamedTuple, Sequence

from ...i18n import tr
from ..codes import Code
from ..model import Result
from .tables import expected_pair, rating_difference

MAX_DIFFERENCE = 350
"""Rating differences are capped at 350 [000 §3.4; 001 App. I 5, 8]."""
FIXED_GAMES = 30
"""A rating from at least 30 rated games is "fixed" [000 §1.4; 001 §9.3]."""
PUBLISHED_GAMES = 12
"""A rating is published after at least 12 rated games [000 §1.4; 001 §9.3]."""


class RcLimit(Code):
    """How "the average rating of all opponents limited by a maximum difference of 350" is read
    [000 §3.1; 001 App. I 5]. Setting `rc_limit`; see docs/ratings.md."""

    PER_OPPONENT = "per_opponent"
    """Each opponent's rating is first brought within ±350 of the player's own rating in that game,
    then averaged (the cap of [001 App. I 8] applied game by game). The default."""
    AVERAGE = "average"
    """The plain average of the opponents is brought within ±350 of the player's own (average)
    rating."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, object]) -> "RcLimit":
        return cls(str(settings.get("rc_limit", cls.PER_OPPONENT.value)))


class Transmission(enum.Enum):
    """How moves are sent; picks the minimum time control of a rated event [000 §1.3; 001 §9.2]."""

    POST = "post"
    SERVER = "server"


_MINIMUM_TIME = {Transmission.POST: (20, 10), Transmission.SERVER: (150, 50)}


class RatedResult(NamedTuple):
    """One rated game as the formulas see it, from one player's side. A named tuple, not a frozen
    dataclass: a rating period makes two per game, and a tuple is made five times faster."""

    own: int
    """The player's rating used for this game (current list if published, else start rating)."""
    opponent: int
    """The opponent's rating used (the more favourable one, see opponent_rating)."""
    score: Fraction
    """W: 1, ½ or 0."""


def round_half_up(value: Fraction) -> int:
    """Nearest integer, .5 up [001 App. I 17; 000 §4.6]."""
    return math.floor(value + Fraction(1, 2))


def is_rateable_time_control(days: int, moves: int, transmission: Transmission) -> bool:
    """At least 20 days per 10 moves by post, 150 days per 50 moves on the server
    [000 §1.3; 001 §9.2]. Compared as a rate: `days/moves` must reach the minimum rate."""
    min_days, per_moves = _MINIMUM_TIME[transmission]
    return days * per_moves >= min_days * moves


SCORE_WIN, SCORE_DRAW, SCORE_LOSS = Fraction(1), Fraction(1, 2), Fraction(0)


def score_of(result: Result, white: bool) -> Fraction:
    """W for one side of a finished game: 1, ½ or 0 [000 §3.3, §6.1]."""
    if result is Result.DRAW:
        return SCORE_DRAW
    if result is Result.RUNNING:
        raise ValueError("a running game has no score")
    if result is Result.BOTH_LOSE:
        # Not played, so never rated: `rating_period.counts_for_rating` leaves it out [000 §1.2].
        raise ValueError("a game both lost (0-0) was not played and is not rated")
    return SCORE_WIN if (result is Result.WHITE_WIN) == white else SCORE_LOSS


def hundredths(value: Fraction) -> int:
    """A score W or an expected score We in whole hundredths (both are: ½ and the table's PH, PL), so
    that a period's sums are taken in integers, exactly and quickly."""
    whole, rest = divmod(value.numerator * 100, value.denominator)
    if rest:
        raise ValueError(f"{value} is not a whole number of hundredths")
    return whole


def opponent_rating(start: int, current: int | None) -> int:
    """The opponent's rating used for a player's calculation: the more favourable for the player of
    the opponent's rating at the tournament start and on the list current when the game ends
    [000 §3.5; 001 §9.4]. A higher opponent rating always helps (lower We, higher Rc), so it is the
    higher one; `current` is None when the opponent has no published rating."""
    return start if current is None else max(start, current)


def capped(own: int, other: int) -> int:
    """`other` brought within ±350 of `own` [000 §3.4; 001 App. I 8]."""
    return min(max(other, own - MAX_DIFFERENCE), own + MAX_DIFFERENCE)


def expected_score(own: int, opponent: int) -> Fraction:
    """We: the table value for the rating difference, capped at 350 [000 §3.4; 001 App. I 8]."""
    difference = own - capped(own, opponent)
    higher, lower = expected_pair(abs(difference))
    return higher if difference >= 0 else lower


def r_factor(r0: int) -> Fraction:
    """r = 10 if R0 ≥ 2400; 70 − R0/40 if 2000 < R0 < 2400; 20 if R0 ≤ 2000 [000 §3.6; 001 App. I 9]."""
    if r0 >= 2400:
        return Fraction(10)
    if r0 > 2000:
        return 70 - Fraction(r0, 40)
    return Fraction(20)


def g_factor(games: int) -> Fraction:
    """g = 1 if gn ≥ 80; 1.4 − gn/200 if 30 < gn < 80; 1.25 if gn ≤ 30 [000 §3.6; 001 App. I 9]."""
    if games >= 80:
        return Fraction(1)
    if games > 30:
        return Fraction(7, 5) - Fraction(games, 200)
    return Fraction(5, 4)


def development_coefficient(r0: int, games: int) -> Fraction:
    """k = r·g [000 §3.6; 001 App. I 9]; R0 the last calculated rating, gn the rated games at the
    start of the period (docs/ratings.md)."""
    return r_factor(r0) * g_factor(games)


def fixed_rating(r0: int, games: int, results: Sequence[RatedResult]) -> Fraction:
    """Rn = R0 + ΣΔR over the period's games, unrounded [000 §3.2; 001 App. I 6]."""
    k = development_coefficient(r0, games)
    # Σ k(W − We) = k·Σ(W − We), and W − We is a whole number of hundredths: the same exact value.
    total = sum(hundredths(r.score) - hundredths(expected_score(r.own, r.opponent)) for r in results)
    return r0 + k * Fraction(total, 100)


def correction_factor(p: Fraction) -> Fraction:
    """F = −2p² + 2p + 0.5 [000 §3.1; 001 App. I 5]; p is the exact score fraction."""
    return -2 * p * p + 2 * p + Fraction(1, 2)


def limited_average(results: Sequence[RatedResult], limit: RcLimit) -> Fraction:
    """Rc: the average of the opponents' ratings limited by the 350 maximum difference
    [000 §3.1; 001 App. I 5], read as `limit` says."""
    n = len(results)
    if limit is RcLimit.PER_OPPONENT:
        return Fraction(sum(capped(r.own, r.opponent) for r in results), n)
    average = Fraction(sum(r.opponent for r in results), n)
    own = Fraction(sum(r.own for r in results), n)
    return min(max(average, own - MAX_DIFFERENCE), own + MAX_DIFFERENCE)


def provisional_rating(
    results: Sequence[RatedResult], limit: RcLimit = RcLimit.PER_OPPONENT
) -> Fraction:
    """Rp = Rc + D(p)·F, unrounded [000 §3.1; 001 App. I 5]. D(p) is read at p rounded to the
    table's hundredths; F uses the exact p."""
    if not results:
        raise ValueError(tr("rules.provisional_no_games"))
    p = Fraction(sum(hundredths(r.score) for r in results), 100 * len(results))
    return limited_average(results, limit) + rating_difference(p) * correction_factor(p)
