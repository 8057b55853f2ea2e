"""Ratings for the arbiter and the rating officer: the preview of one tournament, the new rating list
of a period over the groups with games in it, and applying that list to the player register.

The rules are in arbiter_app/rules/ratings/; the readings chosen are in docs/ratings.md
("In the product").
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from datetime import date, timedelta

from typing import TYPE_CHECKING, Any

from ...i18n import date_text, decimal_text, tr, tr_plural
from ...rules.model import Player, PlayerId, RatingKind, RatingSystem, TournamentData
from ...rules.ratings.period import (
    Method,
    PeriodOptions,
    PlayerResult,
    PlayerStart,
    RatedGame,
    first_list_including,
    list_valid_on,
    rated_games,
    run_period,
)
from ...rules.ratings.preview import PreviewRow, preview
from ...storage import reading
from ...storage.mappers import player_values
from ...storage.writer import Writer
from .. import backups
from ..database import Changes, Database

if TYPE_CHECKING:
    from sqlmodel import Session

# Reading a preview or a period goes over the driver (storage.reading); applying one, through the ORM's
# session (storage.repository, imported there).

RATING_LIST_ACTION = "rating-list"


class PeriodRefused(ValueError):
    """A rating period that cannot be run (dates the wrong way round) or applied (applied already);
    nothing was stored."""


def current_ratings(conn: Any, data: TournamentData) -> dict[int, int]:
    """The published register rating of each entry's player, by starting number: the list in force
    now, for the more-favourable-rating rule [000 §3.5; 001 §9.4]."""
    current: dict[int, int] = {}
    register = reading.players_by_id(conn, (entry.player.id for entry in data.entries))
    for entry in data.entries:
        now = register.get(entry.player.id)
        if now is not None and now.rating is not None and now.rating_kind.is_published:
            current[entry.no] = now.rating
    return current


def tournament_preview(db: Database, code: str) -> tuple[PreviewRow, ...]:
    """The rating preview of one tournament (rating_preview.preview), with the player register's
    current ratings as the list in force. Unrated tournaments give no rows."""
    with db.connection() as conn:
        data = reading.load_tournament(conn, code)
        current = current_ratings(conn, data)
    return preview(data, current)


def no_figures_text(row: PreviewRow, kind: str) -> str:
    """Why a preview row of an event of `kind` has no figures, in words ("" when it has them)."""
    return tr(f"corrections.no_figures.{row.no_figures}", kind=kind) if row.no_figures else ""


def format_change(value: float, lang: str | None = None) -> str:
    """A rating change as shown: one decimal with its sign, a true minus, never "−0.0"; the language's
    decimal separator (Czech "+1,5")."""
    text = decimal_text(value, lang, 1)
    if text.lstrip("-") == decimal_text(0, lang, 1):
        return text.lstrip("-")
    return text.replace("-", "−") if text.startswith("-") else "+" + text


def format_rating(value: int | None, provisional: bool = False) -> str:
    """A rating as shown: "—" for none, " P" after one from the provisional formula."""
    if value is None:
        return "—"
    return f"{value} P" if provisional else str(value)


@dataclass(frozen=True)
class PeriodRow:
    """One player on the new list, as the rating officer publishes it."""

    id: PlayerId
    name: str
    federation: str
    old_rating: int | None
    new_rating: int | None
    period_games: int
    total_games: int
    kind: RatingKind
    """fixed (≥ 30 games), provisional (12–29, published) or none (unpublished) [001 §9.3]."""
    method: Method
    estimated_basis: bool
    """Earlier games of a player under 30 were estimated from his old rating (docs/ratings.md)."""

    @property
    def change(self) -> int | None:
        if self.old_rating is None or self.new_rating is None:
            return None
        return self.new_rating - self.old_rating

    @property
    def published(self) -> bool:
        return self.kind.is_published

    @property
    def fixed(self) -> bool:
        return self.kind is RatingKind.FIXED


def list_period(first_day: date) -> tuple[date, date]:
    """The end dates whose results go into the list starting on `first_day`: from the day after the
    previous list's cut-off to this list's cut-off, one month before it [000 §1.6; 001 §9.5]
    (rating_period.first_list_including)."""
    if list_valid_on(first_day) != first_day:
        raise PeriodRefused(tr("ratings.refused.list_start", day=date_text(first_day)))
    cutoff = _month_before(first_day)
    previous_cutoff = _month_before(_month_before(_month_before(cutoff)))
    return previous_cutoff + timedelta(days=1), cutoff


def last_closed_period(today: date) -> tuple[date, date]:
    """The period of the newest list whose cut-off has passed: what the rating officer computes now."""
    open_list = first_list_including(today)
    return list_period(list_valid_on(open_list - timedelta(days=1)))


def _month_before(day: date) -> date:
    return date(day.year - 1, 12, 1) if day.month == 1 else date(day.year, day.month - 1, 1)


def _check_dates(date_from: date, date_to: date) -> None:
    if date_from > date_to:
        raise PeriodRefused(tr("ratings.refused.period_order", start=date_text(date_from), end=date_text(date_to)))


RATED_SYSTEMS = (RatingSystem.ICCF.value, RatingSystem.SKS.value)
"""The rating systems whose games a period rates; Planet Šah and unrated tournaments give none."""


def _period_groups(conn: Any, date_from: date, date_to: date) -> list[TournamentData]:
    """The ICCF and SKŠ tournaments with a game that ended in [from, to] (found in SQL: the others,
    however many years of them the database holds, are not read)."""
    codes = reading.codes_with_games_ended(conn, date_from, date_to, RATED_SYSTEMS)
    return [reading.load_tournament(conn, code) for code in codes]


def _period_games(groups: list[TournamentData], date_from: date, date_to: date) -> list[RatedGame]:
    """The finished rated games of `groups` that ended in [from, to]; games without an end date
    cannot be placed in a period and are left out."""
    return [g for data in groups for g in rated_games(data) if g.ended is not None and date_from <= g.ended <= date_to]


def _compute(conn: Any, date_from: date, date_to: date, options: PeriodOptions) -> list[tuple[Player, PlayerResult]]:
    _check_dates(date_from, date_to)
    groups = _period_groups(conn, date_from, date_to)
    # the players of those groups: nobody else can have a game in the period (the register may hold
    # a whole rating list, whose other players keep their ratings)
    entrants = {e.player.id for data in groups for e in data.entries}
    register = sorted(reading.players_by_id(conn, entrants).values(), key=_name_key)
    starts = [PlayerStart(p.id, p.rating, p.rated_games, p.rating_kind) for p in register]
    results = run_period(starts, _period_games(groups, date_from, date_to), options)
    # every game's players are entrants of its group, so the results follow them one to one
    return list(zip(register, results, strict=True))


def _name_key(player: Player) -> tuple[str, str]:
    """Alphabetical with the diacritics set aside (Č beside C), so the list reads as people expect."""
    plain = "".join(ch for ch in unicodedata.normalize("NFD", player.name) if not unicodedata.combining(ch))
    return plain.casefold(), player.name


def rating_period(
    db: Database, date_from: date, date_to: date, options: PeriodOptions = PeriodOptions()
) -> list[PeriodRow]:
    """The new rating list: every player of the ICCF and SKŠ groups with a game that ended between
    `date_from` and `date_to` inclusive (alphabetically) with his old and new rating, from the
    finished rated games of the period [000 §4; 001 §9.5, App. I 12–18]; everyone else in the
    register keeps his rating. Reads only."""
    with db.connection() as conn:
        computed = _compute(conn, date_from, date_to, options)
    return [
        PeriodRow(
            id=player.id,
            name=player.name,
            federation=player.federation,
            old_rating=player.rating,
            new_rating=result.rating,
            period_games=result.period_games,
            total_games=result.total_games,
            kind=result.kind,
            method=result.method,
            estimated_basis=result.estimated_basis,
        )
        for player, result in computed
    ]


def apply_rating_list(
    db: Database, date_from: date, date_to: date, options: PeriodOptions = PeriodOptions()
) -> Changes:
    """Write the new list of the period into the player register (rating, rated games, kind) in one
    audited action that `results.undo` takes back whole. Players without a game in the period are
    not touched. The period is recorded: applying it (or an overlapping one) again would count its
    games twice [000 §1.6; 001 §9.5] and is refused, until the first apply is undone."""
    backups.before_bulk(db, "rating-period")
    with db.transaction() as session:
        computed = _compute(session.connection(), date_from, date_to, options)
        _refuse_applied(session, date_from, date_to)
        writer = Writer(session, RATING_LIST_ACTION)
        changed = 0
        for player, result in computed:
            if result.method is Method.UNCHANGED:
                continue
            new = replace(player, rating=result.rating, rated_games=result.total_games, rating_kind=result.kind)
            changed += writer.put("player", {"id": player.id}, player_values(new))
        writer.put(
            "rating_period",
            {"period": f"{date_from.isoformat()}/{date_to.isoformat()}"},
            {"date_from": date_from, "date_to": date_to, "applied_on": writer.at.date()},
        )
    text = tr_plural("corrections.period.done", changed, period=f"{date_text(date_from)} – {date_text(date_to)}", count=changed)
    return Changes(RATING_LIST_ACTION, frozenset(), text, writer.batch)


def applied_periods(db: Database) -> list[tuple[date, date, date]]:
    """(first, last end date, applied on) of each period applied to the register."""
    from ...storage import repository

    with db.reading() as session:
        return [(r.date_from, r.date_to, r.applied_on) for r in repository.applied_rating_periods(session)]


def _refuse_applied(session: Session, date_from: date, date_to: date) -> None:
    from ...storage import repository

    for row in repository.applied_rating_periods(session):
        if row.date_from <= date_to and date_from <= row.date_to:
            period = f"{date_text(row.date_from)} – {date_text(row.date_to)}"
            if (row.date_from, row.date_to) == (date_from, date_to):
                raise PeriodRefused(tr("corrections.period.applied", period=period, applied=date_text(row.applied_on)))
            raise PeriodRefused(tr("corrections.period.overlaps", period=period, applied=date_text(row.applied_on)))
