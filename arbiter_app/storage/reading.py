"""Reading tournaments into the rules model with SQL text on the driver, without SQLAlchemy's
statements or its ORM.

The window's first screen (the tournament list, the crosstable, the standings) and the read-only
commands read through here on a storage.driver.SQLiteConnection, so that they open without importing
SQLAlchemy (docs/performance.md); the ORM read path (storage.repository) and the other services call
the same functions on an SQLAlchemy connection. The rows come as the driver gives them, their
columns as attributes like ORM rows, so storage.mappers builds the model from any of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Any

from ..i18n import tr
from ..rules.model import Player, Tournament, TournamentData
from .driver import driver_rows, placeholders
from .mappers import entry_from_rows, game_from_row, player_from_row, team_from_row, tournament_from_row

Connection = Any
"""An SQLAlchemy connection or a storage.driver.SQLiteConnection: both run SQL text on the driver."""

IN_CHUNK = 500
"""Values of one IN list: SQL limits their number, so longer lists are asked in chunks."""


class NotFound(LookupError):
    """A tournament, player or game that is not in the database; the message names it."""


def tournaments(conn: Connection) -> list[Tournament]:
    return [tournament_from_row(row) for row in driver_rows(conn, "SELECT * FROM tournament ORDER BY code")]


def tournament_codes(conn: Connection, among: Iterable[str] | None = None) -> list[str]:
    """The tournaments' codes (those of `among` that are there, when it is given), in the order of
    `tournaments`."""
    wanted = None if among is None else sorted(set(among))
    if wanted is not None and len(wanted) <= IN_CHUNK:
        sql = f"SELECT code FROM tournament WHERE code IN ({placeholders(len(wanted))}) ORDER BY code"
        return [row[0] for row in driver_rows(conn, sql, wanted)] if wanted else []
    codes = [row[0] for row in driver_rows(conn, "SELECT code FROM tournament ORDER BY code")]
    return codes if wanted is None else [c for c in codes if c in set(wanted)]


_GAME_COUNTS = (
    "SELECT tournament.code, count(game.white), coalesce(sum(CASE WHEN game.result = '*' THEN 1 ELSE 0 END), 0),"
    " coalesce(max(game.round), 0) FROM tournament LEFT OUTER JOIN game ON game.tournament_id = tournament.id"
    " GROUP BY tournament.code"
)


def game_counts(conn: Connection) -> dict[str, tuple[int, int, int]]:
    """Per tournament code: its games, those still running, its last round drawn (0: none), in one query."""
    return {code: (int(games), int(running), int(last)) for code, games, running, last in driver_rows(conn, _GAME_COUNTS)}


def load_tournament(conn: Connection, code: str) -> TournamentData:
    found = driver_rows(conn, "SELECT * FROM tournament WHERE code = ?", [code])
    if not found:
        raise NotFound(tr("storage.no_tournament", code=code))
    tournament = found[0]
    tid = [tournament.id]
    entries = driver_rows(conn, "SELECT * FROM entry WHERE tournament_id = ? ORDER BY no", tid)
    people_sql = "SELECT * FROM player WHERE id IN (SELECT player_id FROM entry WHERE tournament_id = ?)"
    people = {p.id: p for p in driver_rows(conn, people_sql, tid)}
    games = driver_rows(conn, "SELECT * FROM game WHERE tournament_id = ? ORDER BY round, white, black", tid)
    teams = driver_rows(conn, "SELECT * FROM team WHERE tournament_id = ? ORDER BY no", tid)
    return TournamentData(
        tournament=tournament_from_row(tournament),
        entries=tuple(entry_from_rows(e, people[e.player_id]) for e in entries),
        games=tuple(game_from_row(g) for g in games),
        teams=tuple(team_from_row(tm) for tm in teams),
    )


def players_by_id(conn: Connection, ids: Iterable[str]) -> dict[str, Player]:
    """The register's players with these ids (id -> player; unknown ids are left out): an overview
    of a few groups reads their players, never the whole register (docs/performance.md)."""
    wanted = sorted(set(ids))
    found: dict[str, Player] = {}
    for start in range(0, len(wanted), IN_CHUNK):
        chunk = wanted[start : start + IN_CHUNK]
        rows = driver_rows(conn, f"SELECT * FROM player WHERE id IN ({placeholders(len(chunk))})", chunk)
        found.update((row.id, player_from_row(row)) for row in rows)
    return found


def players_with_title(conn: Connection, federation: str, titles: Iterable[str]) -> list[Player]:
    """The register's players of `federation` holding one of `titles`, in name order."""
    wanted = sorted(titles)
    if not wanted:
        return []
    sql = f"SELECT * FROM player WHERE federation = ? AND title IN ({placeholders(len(wanted))}) ORDER BY name_key, id"
    return [player_from_row(row) for row in driver_rows(conn, sql, [federation, *wanted])]


def codes_with_games_ended(conn: Connection, first: date, last: date, rating_systems: Iterable[str]) -> list[str]:
    """Codes of the tournaments of these rating systems with a game that ended in [first, last]."""
    systems = sorted(rating_systems)
    if not systems:
        return []
    sql = (
        f"SELECT code FROM tournament WHERE rating_system IN ({placeholders(len(systems))}) AND EXISTS"
        " (SELECT game.id FROM game WHERE game.tournament_id = tournament.id AND game.ended BETWEEN ? AND ?)"
        " ORDER BY code"
    )
    bounds = [first.isoformat(), last.isoformat()] if conn.dialect.name == "sqlite" else [first, last]  # SQLite's dates are ISO texts
    return [row[0] for row in driver_rows(conn, sql, [*systems, *bounds])]
