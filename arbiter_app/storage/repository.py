"""Reading the database into the rules model."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from sqlmodel import Session, col, select

from ..i18n import tr
from ..rules.model import Player, Tournament, TournamentData
from . import reading
from .audit_log import AuditEntry, log_entries
from .mappers import player_from_row
from .reading import NotFound
from .tables import EntryRow, PlayerRow, RatingPeriodRow, TournamentRow

__all__ = ["NotFound"]


def tournament_row(session: Session, code: str) -> TournamentRow:
    row = session.exec(select(TournamentRow).where(TournamentRow.code == code)).first()
    if row is None:
        raise NotFound(tr("storage.no_tournament", code=code))
    return row


def tournaments(session: Session) -> list[Tournament]:
    session.flush()  # the Core read below sees what the session has written
    return reading.tournaments(session.connection())


def load_tournament(session: Session, code: str) -> TournamentData:
    session.flush()
    return reading.load_tournament(session.connection(), code)


def player(session: Session, player_id: str) -> Player | None:
    row = session.get(PlayerRow, player_id)
    return player_from_row(row) if row else None


def players_by_id(session: Session, ids: Iterable[str]) -> dict[str, Player]:
    """The register's players with these ids (reading.players_by_id)."""
    session.flush()
    return reading.players_by_id(session.connection(), ids)


def players_with_title(session: Session, federation: str, titles: Iterable[str]) -> list[Player]:
    """The register's players of `federation` holding one of `titles` (reading.players_with_title)."""
    session.flush()
    return reading.players_with_title(session.connection(), federation, titles)


def codes_with_games_ended(session: Session, first: date, last: date, rating_systems: Iterable[str]) -> list[str]:
    """reading.codes_with_games_ended."""
    session.flush()
    return reading.codes_with_games_ended(session.connection(), first, last, rating_systems)


def players(session: Session) -> list[Player]:
    return [player_from_row(r) for r in session.exec(select(PlayerRow).order_by(col(PlayerRow.name)))]


def audit_rows(session: Session, code: str | None = None, register: bool = False) -> list[AuditEntry]:
    """The audit entries of the tournament `code`, of no tournament (`register`), or all (audit_log.log_entries)."""
    session.flush()
    return log_entries(session.connection(), code, register)


def known_player_ids(session: Session, ids: list[str]) -> set[str]:
    """Those of `ids` that the register holds, asked for 500 at a time."""
    known: set[str] = set()
    for start in range(0, len(ids), 500):
        known.update(session.exec(select(PlayerRow.id).where(col(PlayerRow.id).in_(ids[start : start + 500]))))
    return known


def codes_of_player(session: Session, player_id: str) -> list[str]:
    """Codes of every tournament the player has an entry in."""
    rows = session.exec(
        select(TournamentRow.code)
        .join(EntryRow, EntryRow.tournament_id == TournamentRow.id)  # type: ignore[arg-type]
        .where(EntryRow.player_id == player_id)
        .order_by(TournamentRow.code)
    )
    return list(rows)


def applied_rating_periods(session: Session) -> list[RatingPeriodRow]:
    """The rating periods applied to the register, oldest period first."""
    return list(session.exec(select(RatingPeriodRow).order_by(col(RatingPeriodRow.date_from))))
