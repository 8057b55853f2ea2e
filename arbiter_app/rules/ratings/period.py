"""A rating-period run: the new rating list from the old one and the period's finished rated games.

Pure: the players' ratings at the start of the period and the rated games in; the new list out.
References: SKŠ rules 2014 [000 §1.4, §1.6, §3.5, §4]; ICCF Tournament Rules 2016 [001 §8.7e, §9.3–9.5,
App. I 12–18]. Readings and settings: docs/ratings.md.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Mapping, Sequence

from ...i18n import tr
from ..codes import Code
from ..event_kinds import EventKind
from ..model import Entry, Flag, PlayerId, RatingKind, RatingSystem, Result, TournamentData
from .iccf import (
    FIXED_GAMES,
    PUBLISHED_GAMES,
    RatedResult,
    RcLimit,
    development_coefficient,
    expected_score,
    fixed_rating,
    opponent_rating,
    provisional_rating,
    round_half_up,
    score_of,
)
from ..results import is_default, is_played
from .seeding import rating_for_calculation

ICCF_OVERLOAD_GAMES = 50
"""ICCF: a fixed player with more than 50 games in a period is recalculated [001 App. I 16]."""
SKS_OVERLOAD_POINTS = 800
"""SKŠ: ... with more than 800/k games [000 §4.5]."""


@dataclass(frozen=True)
class Substitution:
    """A team substitute without substitute status playing this side [000 §4.7, §7.9; 001 §8.7e]."""

    replaced: PlayerId
    """The player he replaced."""
    replaced_rating: int
    """The replaced player's rating at the tournament start."""


@dataclass(frozen=True)
class RatedGame:
    """A finished rated game of the period."""

    white: PlayerId
    black: PlayerId
    white_rating: int
    """White's rating at the tournament start (crosstable; an assumed/seeding rating if unrated)."""
    black_rating: int
    result: Result
    ended: date | None = None
    moves: int | None = None
    tournament: str = ""
    white_substitute: Substitution | None = None
    black_substitute: Substitution | None = None


@dataclass(frozen=True)
class PlayerStart:
    """A player on the list at the start of the period."""

    id: PlayerId
    rating: int | None
    games: int
    """Rated games so far."""
    kind: RatingKind
    basis: tuple[RatedResult, ...] = ()
    """His earlier rated games while he has fewer than 30 (carried from the last run), for the
    "all games" recalculation [001 App. I 15]. Missing games are estimated (see docs/ratings.md)."""


class Method(enum.Enum):
    """How a new rating was found (i18n keys `ratings.method.<value>`)."""

    UNCHANGED = "unchanged"
    """No rated game in the period: the rating stays [000 §1.8; 001 §9.7]."""
    FIXED = "fixed"
    """Rn = R0 + Σ k(W − We) [000 §4.5; 001 App. I 16]."""
    PROVISIONAL = "provisional"
    """Rp from all his games: fewer than 30 at the start [000 §4.3–4.4; 001 App. I 14–15]."""
    OVERLOAD = "overload"
    """Fixed, but too many games in the period: Rp from this period's games only
    [000 §4.5; 001 App. I 16]."""


@dataclass(frozen=True)
class PlayerResult:
    """A player on the new list."""

    id: PlayerId
    rating: int | None
    period_games: int
    total_games: int
    kind: RatingKind
    method: Method
    estimated_basis: bool = False
    """Some earlier games were not supplied and were estimated from the old rating."""
    basis: tuple[RatedResult, ...] = ()
    """All his rated games while he has fewer than 30: hand it back in next period."""
    exact: Fraction | None = None
    """The new rating before rounding; None when unchanged."""

    @property
    def published(self) -> bool:
        """Published after at least 12 rated games [000 §1.4; 001 §9.3]."""
        return self.total_games >= PUBLISHED_GAMES

    @property
    def fixed(self) -> bool:
        """Fixed after at least 30 rated games [000 §1.4; 001 §9.3]."""
        return self.total_games >= FIXED_GAMES


class OverloadRule(Code):
    """Setting `overload_rule` [001 App. I 16; 000 §4.5]."""

    ICCF = "iccf"
    SKS = "sks"


@dataclass(frozen=True)
class PeriodOptions:
    overload_rule: OverloadRule = OverloadRule.ICCF
    rc_limit: RcLimit = RcLimit.PER_OPPONENT

    @classmethod
    def from_settings(cls, settings: Mapping[str, object], system: RatingSystem = RatingSystem.ICCF) -> "PeriodOptions":
        """Options from a rule set's settings; the overload rule defaults to the rating system's own."""
        default = OverloadRule.SKS if system is RatingSystem.SKS else OverloadRule.ICCF
        return cls(
            overload_rule=OverloadRule.parse(str(settings.get("overload_rule", default.value))),
            rc_limit=RcLimit.from_settings(settings),
        )


def kind_for(games: int) -> RatingKind:
    """Fixed from 30 games, published (provisional) from 12, else unpublished [001 §9.3]."""
    if games >= FIXED_GAMES:
        return RatingKind.FIXED
    if games >= PUBLISHED_GAMES:
        return RatingKind.PROVISIONAL
    return RatingKind.NONE


def is_overloaded(r0: int, games: int, period_games: int, rule: OverloadRule) -> bool:
    """Too many games for the fixed formula: ICCF more than 50 [001 App. I 16]; SKŠ more than 800/k
    [000 §4.5] with k of the player at the start of the period."""
    if rule is OverloadRule.ICCF:
        return period_games > ICCF_OVERLOAD_GAMES
    return period_games * development_coefficient(r0, games) > SKS_OVERLOAD_POINTS


class _Side:
    """One side of a game, resolved against the start list."""

    def __init__(self, pid: PlayerId, start: int, starts: Mapping[PlayerId, PlayerStart]) -> None:
        player = starts.get(pid)
        current = player.rating if player and player.kind.is_published else None
        self.id = pid
        self.own = current if current is not None else start
        """His own rating: the current list if published, else the start rating [001 §9.4]."""
        self.as_opponent = opponent_rating(start, current)
        """What his opponents are credited with [000 §3.5; 001 §9.4]."""


def credited_results(games: Sequence[RatedGame], starts: Mapping[PlayerId, PlayerStart]) -> dict[PlayerId, list[RatedResult]]:
    """Each game's result for the player it counts for, with the ratings used. A substitute without
    status gets the game only where W > We (favourable); otherwise it goes to the replaced player;
    the opponent is credited with the higher of the two ratings [000 §4.7; 001 App. I 18, §8.7e]."""
    credited: dict[PlayerId, list[RatedResult]] = defaultdict(list)
    resolved: dict[tuple[PlayerId, int], _Side] = {}  # a player meets many opponents with one start rating

    def side(pid: PlayerId, start: int) -> _Side:
        found = resolved.get((pid, start))
        if found is None:
            found = resolved[pid, start] = _Side(pid, start, starts)
        return found

    for game in games:
        white, black = side(game.white, game.white_rating), side(game.black, game.black_rating)
        white_sub, black_sub = game.white_substitute, game.black_substitute
        if white_sub is None and black_sub is None:  # the common case, in short
            credited[white.id].append(RatedResult(white.own, black.as_opponent, score_of(game.result, white=True)))
            credited[black.id].append(RatedResult(black.own, white.as_opponent, score_of(game.result, white=False)))
            continue
        sides = (
            (white, side(white_sub.replaced, white_sub.replaced_rating) if white_sub else None),
            (black, side(black_sub.replaced, black_sub.replaced_rating) if black_sub else None),
        )
        for index, (player, replaced) in enumerate(sides):
            opponent, opponent_replaced = sides[1 - index]
            against = opponent.as_opponent
            if opponent_replaced is not None:
                against = max(against, opponent_replaced.as_opponent)
            score = score_of(game.result, white=index == 0)
            counted = player
            if replaced is not None and score <= expected_score(player.own, against):
                counted = replaced
            credited[counted.id].append(RatedResult(counted.own, against, score))
    return credited


def completed_basis(player: PlayerStart) -> tuple[tuple[RatedResult, ...], bool]:
    """His earlier games; those not supplied are taken as draws against his own rating, which keeps
    Rc and the old rating equal for them (docs/ratings.md)."""
    missing = player.games - len(player.basis)
    if missing <= 0 or player.rating is None:
        return player.basis, False
    filler = RatedResult(player.rating, player.rating, Fraction(1, 2))
    return player.basis + (filler,) * missing, True


def new_rating(player: PlayerStart, period: Sequence[RatedResult], options: PeriodOptions) -> PlayerResult:
    """The new list entry of one player [000 §4.3–4.5; 001 App. I 14–17]."""
    total = player.games + len(period)
    if not period:
        return PlayerResult(player.id, player.rating, 0, total, player.kind, Method.UNCHANGED, basis=player.basis)
    if player.games >= FIXED_GAMES:
        if player.rating is None:
            raise ValueError(tr("rules.games_without_rating", id=player.id, games=player.games))
        if is_overloaded(player.rating, player.games, len(period), options.overload_rule):
            value, method = provisional_rating(period, options.rc_limit), Method.OVERLOAD
        else:
            value, method = fixed_rating(player.rating, player.games, period), Method.FIXED
        return PlayerResult(player.id, round_half_up(value), len(period), total, kind_for(total), method, exact=value)
    basis, estimated = completed_basis(player)
    everything = basis + tuple(period)
    value = provisional_rating(everything, options.rc_limit)
    keep = everything if total < FIXED_GAMES else ()
    return PlayerResult(
        player.id, round_half_up(value), len(period), total, kind_for(total), Method.PROVISIONAL, estimated, keep, value
    )


def run_period(
    players: Sequence[PlayerStart], games: Sequence[RatedGame], options: PeriodOptions = PeriodOptions()
) -> tuple[PlayerResult, ...]:
    """The new rating list: every player of the start list plus every newcomer with a game, in the
    order of the start list, newcomers after it in order of appearance [000 §4; 001 App. I 12–18]."""
    starts = {p.id: p for p in players}
    credited = credited_results(games, starts)
    newcomers = [pid for pid in credited if pid not in starts]
    for pid in newcomers:
        starts[pid] = PlayerStart(pid, None, 0, RatingKind.NONE)
    return tuple(new_rating(starts[pid], credited.get(pid, []), options) for pid in [*(p.id for p in players), *newcomers])


# --- Quarterly lists [000 §1.6; 001 §9.5] ---------------------------------------------------------

LIST_MONTHS = (1, 4, 7, 10)


def list_valid_on(day: date) -> date:
    """The first day of the list in force on `day`: lists run Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec
    [000 §1.6; 001 §9.5]."""
    return date(day.year, LIST_MONTHS[(day.month - 1) // 3], 1)


def first_list_including(reported: date) -> date:
    """The first list that includes a result reported on `reported`: results count when reported at
    least one month before the list's first day [000 §1.6, §4.1; 001 §9.5, App. I 12]."""
    for year in (reported.year, reported.year + 1):
        for month in LIST_MONTHS:
            first_day = date(year, month, 1)
            if reported <= _one_month_before(first_day):
                return first_day
    raise AssertionError("a list follows within a year")


def _one_month_before(first_day: date) -> date:
    if first_day.month == 1:
        return date(first_day.year - 1, 12, 1)
    return date(first_day.year, first_day.month - 1, 1)


# --- From a tournament to rated games -----------------------------------------------------------


def counts_for_rating(game_played: bool, default: bool, settings: Mapping[str, object]) -> bool:
    """Only games finished over the board are rated; defaults (D) only with the setting
    `rate_defaults`; cancelled (C) and running games never [000 §1.2, §7.3–7.5; docs/ratings.md]."""
    return game_played or (default and bool(settings.get("rate_defaults", False)))


def rated_games(data: TournamentData, player_ids: Mapping[int, PlayerId] | None = None) -> tuple[RatedGame, ...]:
    """The rated games of one tournament, with each side's rating for calculation at the start
    (seeding.rating_for_calculation). Only ICCF and SKŠ rated events give any; thematic events
    are never rated [001 §9.2a]. A game
    played by a substitute without status (his entry `replaces` another, flag not O) carries the
    substitution [000 §4.7; 001 §8.7e]; flag O games count for the original player."""
    tournament = data.tournament
    if tournament.rating_system not in (RatingSystem.ICCF, RatingSystem.SKS) or EventKind.of(tournament.kind) is EventKind.THEMATIC:
        return ()
    ids = player_ids or {e.no: e.player.id for e in data.entries}
    ratings: dict[int, int | None] = {e.no: rating_for_calculation(e, tournament, data.entries)[0] for e in data.entries}
    out = []
    for game in data.games:
        if not counts_for_rating(is_played(game), is_default(game), tournament.settings):
            continue
        white = _side_of(data, game.white, game.flag, ids, ratings)
        black = _side_of(data, game.black, game.flag, ids, ratings)
        if white is None or black is None:
            continue  # nobody knows what the unrated player counts with: no rating to compute
        out.append(
            RatedGame(
                white=white[0], black=black[0], white_rating=white[1], black_rating=black[1],
                result=game.result, ended=game.ended, moves=game.moves, tournament=tournament.code,
                white_substitute=white[2], black_substitute=black[2],
            )
        )
    return tuple(out)


def _side_of(
    data: TournamentData, no: int, flag: Flag | None, ids: Mapping[int, PlayerId], ratings: Mapping[int, int | None]
) -> tuple[PlayerId, int, Substitution | None] | None:
    """Who plays side `no` for the rating, his start rating and the substitution; None without a rating."""
    entry: Entry = data.entry(no)
    replaced = entry.replaces
    if replaced is not None and flag is Flag.ORIGINAL_PLAYER:
        no, replaced = replaced, None
    rating = ratings[no]
    if rating is None:
        return None
    replaced_rating = ratings[replaced] if replaced is not None else None
    if replaced is None or replaced_rating is None or entry.substitute_status:
        return ids[no], rating, None
    return ids[no], rating, Substitution(ids[replaced], replaced_rating)
