"""Reading the database into the rules model."""

from __future__ import annotations

from sqlmodel import Session, col, select

from ..rules.model import Player, Tournament, TournamentData
from .mappers import entry_from_rows, game_from_row, player_from_row, team_from_row, tournament_from_row
from .tables import AuditRow, EntryRow, GameRow, PlayerRow, RatingPeriodRow, TeamRow, TournamentRow


class NotFound(LookupError):
    """A tournament, player or game that is not in the database; the message names it."""


def tournament_row(session: Session, code: str) -> TournamentRow:
    row = session.exec(select(TournamentRow).where(TournamentRow.code == code)).first()
    if row is None:
        raise NotFound(f"no tournament with code {code!r}")
    return row


def tournaments(session: Session) -> list[Tournament]:
    rows = session.exec(select(TournamentRow).order_by(col(TournamentRow.code)))
    return [tournament_from_row(r) for r in rows]


def load_tournament(session: Session, code: str) -> TournamentData:
    row = tournament_row(session, code)
    entry_rows = session.exec(
        select(EntryRow, PlayerRow)
        .join(PlayerRow, EntryRow.player_id == PlayerRow.id)  # type: ignore[arg-type]
        .where(EntryRow.tournament_id == row.id)
        .order_by(col(EntryRow.no))
    ).all()
    games = session.exec(
        select(GameRow).where(GameRow.tournament_id == row.id).order_by(col(GameRow.round), col(GameRow.white), col(GameRow.black))
    ).all()
    teams = session.exec(select(TeamRow).where(TeamRow.tournament_id == row.id).order_by(col(TeamRow.no))).all()
    return TournamentData(
        tournament=tournament_from_row(row),
        entries=tuple(entry_from_rows(e, p) for e, p in entry_rows),
        games=tuple(game_from_row(g) for g in games),
        teams=tuple(team_from_row(t) for t in teams),
    )


def player(session: Session, player_id: str) -> Player | None:
    row = session.get(PlayerRow, player_id)
    return player_from_row(row) if row else None


def players(session: Session) -> list[Player]:
    return [player_from_row(r) for r in session.exec(select(PlayerRow).order_by(col(PlayerRow.name)))]


def audit_rows(session: Session, code: str | None = None) -> list[AuditRow]:
    query = select(AuditRow).order_by(col(AuditRow.id))
    if code is not None:
        query = query.where(AuditRow.tournament_code == code)
    return list(session.exec(query))


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
