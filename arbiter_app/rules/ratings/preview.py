"""Rating preview of one tournament: what each entry expects, has scored, and stands to gain.

For each entry: expected score (Σ We), actual score, the rating change from the finished rated games
so far, the new rating, and the change if every running game were drawn. Under the tournament's
rating system: ICCF/SKŠ [000 §3–§4; 001 App. I] or Planet Šah [002]; an unrated event has no preview.
ICCF/SKŠ: the tournament's games are run as a rating period of their own, so the preview equals what
the period gives for them (overload rule, substitutes' games); what it cannot know (games of other
tournaments in the same period) is listed in docs/ratings.md.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Mapping

from ..model import Entry, Game, PlayerId, RatingKind, RatingSystem, Result, TournamentData
from .iccf import FIXED_GAMES, expected_score, round_half_up, score_of
from .period import PeriodOptions, PlayerResult, PlayerStart, credited_results, rated_games, run_period
from .planet import PlanetGame, is_rated as planet_is_rated, replay
from ..results import is_remaining
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
    """The tournament's games run as a rating period of their own (rating_period.run_period), so the
    preview is what the period will give: the overload rule [000 §4.5; 001 App. I 16] and the games
    of substitutes without status [000 §4.7; 001 §8.7e, App. I 18] included."""
    tournament = data.tournament
    options = PeriodOptions.from_settings(tournament.settings, tournament.rating_system)
    ids: dict[int, PlayerId] = {e.no: PlayerId(str(e.no)) for e in data.entries}
    starts = {ids[e.no]: _period_start(ids[e.no], e, current.get(e.no)) for e in data.entries}
    finished = rated_games(data, ids)
    all_drawn = rated_games(replace(data, games=tuple(_drawn(g) if is_remaining(g) else g for g in data.games)), ids)
    credited = credited_results(finished, starts)
    now = {r.id: r for r in run_period(list(starts.values()), finished, options)}
    if_drawn = {r.id: r for r in run_period(list(starts.values()), all_drawn, options)}
    rows = []
    for entry in data.entries:
        own = current.get(entry.no, rating_for_calculation(entry, tournament, data.entries)[0])
        if own is None:
            rows.append(PreviewRow(entry.no, None, 0.0, 0.0, 0.0, None, 0.0, False, NoFigures.NO_STAND_IN.value))
            continue
        pid = ids[entry.no]
        done = credited.get(pid, [])
        delta = _change(now[pid], own)
        rows.append(
            PreviewRow(
                no=entry.no,
                rating=own,
                expected=float(sum((expected_score(r.own, r.opponent) for r in done), Fraction(0))),
                score=float(sum((r.score for r in done), Fraction(0))),
                delta=float(delta),
                new_rating=round_half_up(own + delta),
                delta_if_drawn=float(_change(if_drawn[pid], own)),
                provisional=starts[pid].games < FIXED_GAMES,
            )
        )
    return tuple(rows)


def _period_start(pid: PlayerId, entry: Entry, current: int | None) -> PlayerStart:
    """The entry as a period sees a player of the register: the list in force now (`current`,
    published) or his rating at the start, and his rated games at the start."""
    player = entry.player
    if current is not None:
        kind = player.rating_kind if player.rating_kind.is_published else RatingKind.PROVISIONAL
        return PlayerStart(pid, current, player.rated_games, kind)
    return PlayerStart(pid, player.rating, player.rated_games, player.rating_kind)


def _change(result: PlayerResult, own: int) -> Fraction:
    return result.exact - own if result.exact is not None else Fraction(0)


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
