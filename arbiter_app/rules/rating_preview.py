"""Rating preview of one tournament: what each entry expects, has scored, and stands to gain.

For each entry: expected score (Σ We), actual score, the rating change from the finished rated games
so far, the new rating, and the change if every running game were drawn. Under the tournament's
rating system: ICCF/SKŠ [000 §3–§4; 001 App. I] or Planet Šah [002]; an unrated event has no preview.
This is an estimate of one tournament alone; what it leaves out is listed in docs/ratings.md.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping

from .model import Game, PlayerId, RatingKind, RatingSystem, Result, TournamentData
from .rating_iccf import (
    FIXED_GAMES,
    RatedResult,
    RcLimit,
    development_coefficient,
    expected_score,
    game_change,
    opponent_rating,
    provisional_rating,
    round_half_up,
    score_of,
)
from .rating_period import PlayerStart, completed_basis, counts_for_rating
from .rating_planet import PlanetGame, is_rated as planet_is_rated, replay
from .results import is_default, is_played, is_remaining
from .seeding import rating_for_calculation


@dataclass(frozen=True)
class PreviewRow:
    no: int
    rating: int | None
    """The rating he counts with (published, or a stand-in, see seeding); None if there is none."""
    expected: float
    """Σ We over the finished rated games."""
    score: float
    """Σ W over the same games."""
    delta: float
    """Rating change from these games (unrounded)."""
    new_rating: int | None
    """rating + delta, rounded .5 up [001 App. I 17]."""
    delta_if_drawn: float
    """The change if every running game ended in a draw."""
    provisional: bool
    """Computed with the provisional formula (fewer than 30 rated games) [001 App. I 15]."""
    no_figures: str | None = None
    """Why the row has no figures (a NoFigures value), None when it has them."""


class NoFigures(enum.Enum):
    """Why a preview row is empty."""

    NO_STAND_IN = "no_stand_in"
    """No published rating, and neither the event kind nor the settings give an assumed rating
    [001 App. I 11; 000 §1.5]."""
    UNRATED = "unrated"
    """Planet Šah: no rating at the start [002]."""


def preview(data: TournamentData, current: Mapping[int, int] | None = None) -> tuple[PreviewRow, ...]:
    """The preview rows in entry order. `current`: the ratings on the list in force now, by starting
    number, for the more-favourable-rating rule [000 §3.5; 001 §9.4]."""
    system = data.tournament.rating_system
    if system in (RatingSystem.ICCF, RatingSystem.SKS):
        return _iccf_preview(data, current or {})
    if system is RatingSystem.PLANET_SAH:
        return _planet_preview(data)
    return ()


def _drawn(game: Game) -> Game:
    return Game(game.white, game.black, Result.DRAW, None, game.moves, game.ended, game.round)


def _iccf_preview(data: TournamentData, current: Mapping[int, int]) -> tuple[PreviewRow, ...]:
    settings = data.tournament.settings
    limit = RcLimit.from_settings(settings)
    start: dict[int, int | None] = {e.no: rating_for_calculation(e, data.tournament, data.entries)[0] for e in data.entries}
    finished = [g for g in data.games if counts_for_rating(is_played(g), is_default(g), settings)]
    running = [_drawn(g) for g in data.games if is_remaining(g)]

    def results(no: int, games: list[Game]) -> list[RatedResult]:
        own = current.get(no, start[no])
        out = []
        for game in games:
            if not game.involves(no):
                continue
            other_start = start[game.opponent(no)]
            if own is None or other_start is None:
                continue
            against = opponent_rating(other_start, current.get(game.opponent(no)))
            out.append(RatedResult(own, against, score_of(game.result, white=game.white == no)))
        return out

    rows = []
    for entry in data.entries:
        own = current.get(entry.no, start[entry.no])
        if own is None:
            rows.append(PreviewRow(entry.no, None, 0.0, 0.0, 0.0, None, 0.0, False, NoFigures.NO_STAND_IN.value))
            continue
        done = results(entry.no, finished)
        everything = done + results(entry.no, running)
        player = entry.player
        fixed = player.rating_kind.is_published and player.rated_games >= FIXED_GAMES
        if fixed:
            k = development_coefficient(own, player.rated_games)
            delta = sum((game_change(k, r) for r in done), Fraction(0))
            if_drawn = sum((game_change(k, r) for r in everything), Fraction(0))
        else:
            kind = player.rating_kind if player.rating_kind.is_published else RatingKind.NONE
            basis, _ = completed_basis(PlayerStart(PlayerId(str(entry.no)), own, player.rated_games, kind))
            delta = _provisional_change(own, basis, done, limit)
            if_drawn = _provisional_change(own, basis, everything, limit)
        rows.append(
            PreviewRow(
                no=entry.no,
                rating=own,
                expected=float(sum((expected_score(r.own, r.opponent) for r in done), Fraction(0))),
                score=float(sum((r.score for r in done), Fraction(0))),
                delta=float(delta),
                new_rating=round_half_up(own + delta),
                delta_if_drawn=float(if_drawn),
                provisional=not fixed,
            )
        )
    return tuple(rows)


def _provisional_change(
    own: int, basis: tuple[RatedResult, ...], games: list[RatedResult], limit: RcLimit
) -> Fraction:
    """Rp from the earlier games (estimated, see rating_period.completed_basis) and these, minus
    the rating he counts with; nothing while he has no game [001 App. I 5, 15]."""
    if not basis and not games:
        return Fraction(0)
    return provisional_rating(basis + tuple(games), limit) - own


def _planet_preview(data: TournamentData) -> tuple[PreviewRow, ...]:
    tournament = data.tournament
    start = {PlayerId(str(e.no)): float(e.rating) for e in data.entries if e.rating is not None}

    def planet_games(games: list[Game]) -> list[PlanetGame]:
        ids = [(PlayerId(str(g.white)), PlayerId(str(g.black)), g) for g in games]
        return [PlanetGame(w, b, g.result, g.ended) for w, b, g in ids if w in start and b in start]

    finished = planet_games([g for g in data.games if planet_is_rated(g, tournament)])
    running = planet_games([_drawn(g) for g in data.games if is_remaining(g)])
    after, expected_sum = replay(start, finished)
    after_drawn, _ = replay(after, running)
    rows = []
    for entry in data.entries:
        pid = PlayerId(str(entry.no))
        if pid not in start:
            rows.append(PreviewRow(entry.no, None, 0.0, 0.0, 0.0, None, 0.0, False, NoFigures.UNRATED.value))
            continue
        score = sum(float(score_of(g.result, white=g.white == pid)) for g in finished if pid in (g.white, g.black))
        delta = after[pid] - start[pid]
        rows.append(
            PreviewRow(
                no=entry.no,
                rating=entry.rating,
                expected=expected_sum[pid],
                score=score,
                delta=delta,
                new_rating=round_half_up(Fraction(after[pid])),
                delta_if_drawn=after_drawn[pid] - start[pid],
                provisional=False,
            )
        )
    return tuple(rows)
