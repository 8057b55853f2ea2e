"""Reading tournaments into the rules model over SQLAlchemy Core, without the ORM.

The window's first screen (the tournament list, the crosstable, the standings) reads through here,
so that it opens without importing SQLModel and pydantic (docs/performance.md); the ORM read path
(storage.repository) calls the same functions on its session's connection.

The tables are not declared a second time: their columns and types are read from the database
itself, which storage.tables created and storage.database migrated (one reflection per engine).
Core rows have the columns as attributes, like ORM rows, so storage.mappers builds the model.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from weakref import WeakKeyDictionary

from sqlalchemy import Engine, TableClause, case, column, func, inspect, select, table
from sqlalchemy.engine import Connection

from ..i18n import tr
from ..rules.model import Player, Tournament, TournamentData
from .mappers import entry_from_rows, game_from_row, player_from_row, team_from_row, tournament_from_row

TABLES = ("tournament", "player", "entry", "game", "team", "player_word")
"""The tables the rules model is read from, and the register's search index."""

IN_CHUNK = 500
"""Values of one IN list: SQL limits their number, so longer lists are asked in chunks."""

_reflected: WeakKeyDictionary[Engine, dict[str, TableClause]] = WeakKeyDictionary()


class NotFound(LookupError):
    """A tournament, player or game that is not in the database; the message names it."""


def tables(conn: Connection) -> dict[str, TableClause]:
    """The TABLES as the database describes them (names and types of their columns)."""
    found = _reflected.get(conn.engine)
    if found is None:
        inspector = inspect(conn)
        found = {
            name: table(name, *(column(c["name"], c["type"]) for c in inspector.get_columns(name))) for name in TABLES
        }
        _reflected[conn.engine] = found
    return found


def tournaments(conn: Connection) -> list[Tournament]:
    t = tables(conn)["tournament"]
    return [tournament_from_row(row) for row in conn.execute(select(t).order_by(t.c.code))]


def tournament_codes(conn: Connection, among: Iterable[str] | None = None) -> list[str]:
    """The tournaments' codes (those of `among` that are there, when it is given), in the order of
    `tournaments`."""
    t = tables(conn)["tournament"]
    query = select(t.c.code).order_by(t.c.code)
    wanted = None if among is None else set(among)
    if wanted is not None and len(wanted) <= IN_CHUNK:
        return list(conn.execute(query.where(t.c.code.in_(sorted(wanted)))).scalars().all())
    codes = conn.execute(query).scalars().all()
    return [c for c in codes if wanted is None or c in wanted]


def game_counts(conn: Connection) -> dict[str, tuple[int, int, int]]:
    """Per tournament code: its games, those still running, its last round drawn (0: none), in one query."""
    t = tables(conn)
    tournament, game = t["tournament"], t["game"]
    query = (
        select(
            tournament.c.code,
            func.count(game.c.white),
            func.coalesce(func.sum(case((game.c.result == "*", 1), else_=0)), 0),
            func.coalesce(func.max(game.c.round), 0),
        )
        .select_from(tournament.outerjoin(game, game.c.tournament_id == tournament.c.id))
        .group_by(tournament.c.code)
    )
    return {code: (games, running, last) for code, games, running, last in conn.execute(query)}


def load_tournament(conn: Connection, code: str) -> TournamentData:
    t = tables(conn)
    tournament = conn.execute(select(t["tournament"]).where(t["tournament"].c.code == code)).first()
    if tournament is None:
        raise NotFound(tr("storage.no_tournament", code=code))
    entry, player, game, team = t["entry"], t["player"], t["game"], t["team"]
    entries = conn.execute(select(entry).where(entry.c.tournament_id == tournament.id).order_by(entry.c.no)).all()
    entrants = select(entry.c.player_id).where(entry.c.tournament_id == tournament.id)
    people = {p.id: p for p in conn.execute(select(player).where(player.c.id.in_(entrants)))}
    games = conn.execute(
        select(game).where(game.c.tournament_id == tournament.id).order_by(game.c.round, game.c.white, game.c.black)
    )
    teams = conn.execute(select(team).where(team.c.tournament_id == tournament.id).order_by(team.c.no))
    return TournamentData(
        tournament=tournament_from_row(tournament),
        entries=tuple(entry_from_rows(e, people[e.player_id]) for e in entries),
        games=tuple(game_from_row(g) for g in games),
        teams=tuple(team_from_row(tm) for tm in teams),
    )


def players_by_id(conn: Connection, ids: Iterable[str]) -> dict[str, Player]:
    """The register's players with these ids (id -> player; unknown ids are left out): an overview
    of a few groups reads their players, never the whole register (docs/performance.md)."""
    player = tables(conn)["player"]
    wanted = sorted(set(ids))
    found: dict[str, Player] = {}
    for start in range(0, len(wanted), IN_CHUNK):
        rows = conn.execute(select(player).where(player.c.id.in_(wanted[start : start + IN_CHUNK])))
        found.update((row.id, player_from_row(row)) for row in rows)
    return found


def players_with_title(conn: Connection, federation: str, titles: Iterable[str]) -> list[Player]:
    """The register's players of `federation` holding one of `titles`, in name order."""
    player = tables(conn)["player"]
    query = select(player).where(player.c.federation == federation, player.c.title.in_(sorted(titles)))
    return [player_from_row(row) for row in conn.execute(query.order_by(player.c.name_key, player.c.id))]


def codes_with_games_ended(conn: Connection, first: date, last: date, rating_systems: Iterable[str]) -> list[str]:
    """Codes of the tournaments of these rating systems with a game that ended in [first, last]."""
    tournament, game = tables(conn)["tournament"], tables(conn)["game"]
    query = (
        select(tournament.c.code)
        .where(tournament.c.rating_system.in_(sorted(rating_systems)))
        .where(select(game.c.id).where(game.c.tournament_id == tournament.c.id, game.c.ended.between(first, last)).exists())
        .order_by(tournament.c.code)
    )
    return list(conn.execute(query).scalars())
