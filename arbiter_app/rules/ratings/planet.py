"""Planet Šah ratings (Jeff Sonas' linear formula) and its entry tolerance [002 "Ratingiranje",
"Prijave na turnirje"].

We(white) = 0.541767 + 0.001164·(Rw − Rb); We(black) = 0.458233 + 0.001164·(Rb − Rw);
RP = K·(W − We) with K = 20, fixed. Ratings are updated after every finished game, in order of end
date. Unrated tournaments, thematic tournaments and very short games are not rated.
Ratings are carried unrounded; show them rounded (docs/ratings.md).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from typing import Mapping, Sequence

from ..event_kinds import EventKind
from ..model import Game, PlayerId, RatingSystem, Result, Tournament
from .iccf import score_of
from .period import counts_for_rating
from ..results import is_default, is_played

K = 20
"""The K coefficient: 20 and fixed [002 "Ratingiranje" 4]."""
WHITE_BASE = 0.541767
BLACK_BASE = 0.458233
SLOPE = 0.001164
DEFAULT_MIN_MOVES = 10
"""Setting `planet_min_moves`: "very short games" are not rated [002]; the seed gives no number,
10 moves is our default (docs/ratings.md)."""
DEFAULT_TOLERANCE = 100
"""Setting `planet_tolerance`: Tol, the example in [002 "Prijave na turnirje"]."""
DEFAULT_MAX_SPREAD = 200
"""Setting `planet_max_spread`: participants differ by at most 200 [002 "Ratingiranje" 3]."""


@dataclass(frozen=True)
class PlanetGame:
    """A finished rated Planet Šah game."""

    white: PlayerId
    black: PlayerId
    result: Result
    ended: date | None = None


def expected(own: float, opponent: float, white: bool) -> float:
    """We of one side [002 "Ratingiranje" 1]."""
    return (WHITE_BASE if white else BLACK_BASE) + SLOPE * (own - opponent)


def change(own: float, opponent: float, white: bool, result: Result) -> float:
    """RP = K·(W − We) for one side of one game [002 "Ratingiranje" 2, 4]."""
    return K * (float(score_of(result, white)) - expected(own, opponent, white))


def replay(
    ratings: Mapping[PlayerId, float], games: Sequence[PlanetGame]
) -> tuple[dict[PlayerId, float], dict[PlayerId, float]]:
    """The ratings after the games and each player's sum of We. Each game is applied with the
    ratings current when it ended, in order of end date (games without a date last; equal dates in
    the given order) [002 "Ratingiranje" 5]. Every player of a game must be in `ratings`."""
    current = dict(ratings)
    expected_sum = dict.fromkeys(current, 0.0)
    for game in sorted(games, key=lambda g: (g.ended is None, g.ended or date.min)):
        white, black = current[game.white], current[game.black]
        expected_sum[game.white] += expected(white, black, True)
        expected_sum[game.black] += expected(black, white, False)
        current[game.white] = white + change(white, black, True, game.result)
        current[game.black] = black + change(black, white, False, game.result)
    return current, expected_sum


def min_moves(tournament: Tournament) -> int:
    return int(str(tournament.settings.get("planet_min_moves", DEFAULT_MIN_MOVES)))


def is_rated(game: Game, tournament: Tournament) -> bool:
    """A finished game of a rated, non-thematic Planet Šah tournament with at least
    `planet_min_moves` moves (a game without a move count is rated) [002 "Ratingiranje"]. Defaults
    only with the setting `rate_defaults`; cancelled games never."""
    if tournament.rating_system is not RatingSystem.PLANET_SAH:
        return False
    if EventKind.of(tournament.kind) is EventKind.THEMATIC:
        return False
    if not counts_for_rating(is_played(game), is_default(game), tournament.settings):
        return False
    return game.moves is None or game.moves >= min_moves(tournament)


class EntryProblem(enum.Enum):
    """Why a player may not enter a Planet Šah tournament (i18n keys `ratings.entry.<value>`)."""

    NO_RATING = "no_rating"
    BELOW_TOLERANCE = "below_tolerance"
    """More than Tol below the tournament's base rating (iRating)."""
    ABOVE_TOLERANCE = "above_tolerance"
    """More than Tol above the base rating."""
    SPREAD = "spread"
    """He would make the participants differ by more than the maximum (200)."""


def entry_problems(rating: int | None, tournament: Tournament, participants: Sequence[int]) -> tuple[EntryProblem, ...]:
    """May a player with `rating` join a tournament whose entrants so far have `participants`?
    Within iRating ± Tol (settings `planet_base_rating`, `planet_tolerance`) and at most
    `planet_max_spread` between all participants [002 "Ratingiranje" 3, "Prijave na turnirje"].
    No base rating set: only the spread is checked."""
    if rating is None:
        return (EntryProblem.NO_RATING,)
    settings = tournament.settings
    problems = []
    base = settings.get("planet_base_rating")
    if base is not None:
        tolerance = int(str(settings.get("planet_tolerance", DEFAULT_TOLERANCE)))
        if rating < int(str(base)) - tolerance:
            problems.append(EntryProblem.BELOW_TOLERANCE)
        if rating > int(str(base)) + tolerance:
            problems.append(EntryProblem.ABOVE_TOLERANCE)
    everyone = [*participants, rating]
    if max(everyone) - min(everyone) > int(str(settings.get("planet_max_spread", DEFAULT_MAX_SPREAD))):
        problems.append(EntryProblem.SPREAD)
    return tuple(problems)


def entry_checked(tournament: Tournament) -> bool:
    """The entry rules apply to an event rated on Planet Šah [002 "Prijave na turnirje"]."""
    return tournament.rating_system is RatingSystem.PLANET_SAH


def allowed_range(tournament: Tournament, participants: Sequence[int]) -> tuple[int, int] | None:
    """The ratings with which a player may still join the entrants `participants`: iRating ± Tol
    [002 "Prijave na turnirje"] and within the maximum spread of every participant [002
    "Ratingiranje" 3]; None when nothing limits it (no base rating, nobody entered yet)."""
    settings = tournament.settings
    lows: list[int] = []
    highs: list[int] = []
    base = settings.get("planet_base_rating")
    if base is not None:
        tolerance = int(str(settings.get("planet_tolerance", DEFAULT_TOLERANCE)))
        lows.append(int(str(base)) - tolerance)
        highs.append(int(str(base)) + tolerance)
    if participants:
        spread = int(str(settings.get("planet_max_spread", DEFAULT_MAX_SPREAD)))
        lows.append(max(participants) - spread)
        highs.append(min(participants) + spread)
    return (max(lows), min(highs)) if lows else None
