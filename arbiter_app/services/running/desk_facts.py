"""What today's desk reads, for every tournament at once: a dozen queries of SQL text on the driver
(storage.driver), whatever the number of tournaments, plus one load per team event whose boards may
be unstarted (services.running.desk). Rows come as the driver gives them: a SQLite date as its ISO
text, a boolean as an integer (`day` reads both)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from ...rules.chess.adjudication_cases import AdjudicationCase, Cause
from ...rules.chess.claims import AppealOutcome, Claim, ClaimKind, Decision
from ...rules.model import Tournament
from ...storage import reading
from ...storage.driver import driver_rows, placeholders
from ...storage.mappers import tournament_from_row

Connection = Any
"""A storage.driver.SQLiteConnection or an SQLAlchemy connection (storage.reading.Connection)."""
GameKey = tuple[int, int, int]
"""(white, black, round) of a game."""


def day(value: date | str | None) -> date | None:
    """A date column's value: a date (PostgreSQL), or SQLite's ISO text of one."""
    return date.fromisoformat(value) if isinstance(value, str) else value


def _bound(conn: Connection, value: date) -> date | str:
    """A date to compare a column with: SQLite keeps dates as ISO texts."""
    return value.isoformat() if conn.dialect.name == "sqlite" else value


@dataclass(frozen=True)
class GameCounts:
    """A tournament's listed games: all, those still to decide (running or adjudication pending,
    not cancelled: rules.results.is_remaining), those in play (running, no flag), the last end date."""

    games: int
    remaining: int
    in_play: int
    last_ended: date | None


@dataclass(frozen=True)
class Withdrawn:
    """A team player who withdrew, replaced by nobody, with games still in play."""

    tournament_id: int
    no: int
    withdrawn: date


@dataclass(frozen=True)
class Named:
    """An entry's player: who the desk names."""

    id: str
    name: str
    sex: str
    team: int | None = None


def tournaments(conn: Connection) -> dict[int, Tournament]:
    return {row.id: tournament_from_row(row) for row in driver_rows(conn, "SELECT * FROM tournament ORDER BY code")}


_COUNTS = (
    "SELECT tournament_id, count(*),"
    " sum(CASE WHEN result = '*' AND (flag IS NULL OR flag <> 'C') THEN 1 ELSE 0 END),"
    " sum(CASE WHEN result = '*' AND flag IS NULL THEN 1 ELSE 0 END), max(ended)"
    " FROM game GROUP BY tournament_id"
)


def game_counts(conn: Connection) -> dict[int, GameCounts]:
    return {tid: GameCounts(int(games), int(remaining), int(in_play), day(last))
            for tid, games, remaining, in_play, last in driver_rows(conn, _COUNTS)}


def open_cases(conn: Connection) -> list[tuple[int, AdjudicationCase]]:
    """The undecided adjudication cases, with their tournament's id."""
    rows = driver_rows(conn, "SELECT * FROM adjudication_case WHERE decision IS NULL")
    return [(r.tournament_id, AdjudicationCase(
        white=r.white, black=r.black, round=r.round, cause=Cause.parse(r.cause), requested=day(r.requested),  # type: ignore[arg-type]
        adjudicator=r.adjudicator, analyses_due=day(r.analyses_due), analysis_white=day(r.analysis_white),
        analysis_black=day(r.analysis_black), note=r.note)) for r in rows]


_OPEN_CLAIMS = (
    "SELECT * FROM claim WHERE decision IS NULL OR (appeal_filed IS NOT NULL AND appeal_outcome IS NULL)"
    " OR substitute_due IS NOT NULL ORDER BY tournament_id, round, white, black, seq"
)


def open_claims(conn: Connection) -> list[tuple[int, Claim]]:
    """The claims undecided, appealed and undecided, or with a substitute deadline, with their tournament's id."""
    return [(r.tournament_id, Claim(
        white=r.white, black=r.black, round=r.round, seq=r.seq, kind=ClaimKind.parse(r.kind), claimant=r.claimant,
        filed=day(r.filed), decision=Decision.parse_optional(r.decision), decided=day(r.decided),  # type: ignore[arg-type]
        substitute_due=day(r.substitute_due), appeal_filed=day(r.appeal_filed),
        appeal_outcome=AppealOutcome.parse_optional(r.appeal_outcome), appeal_decided=day(r.appeal_decided),
        note=r.note)) for r in driver_rows(conn, _OPEN_CLAIMS)]


_RUNNING_AFTER_END = (
    "SELECT game.tournament_id, game.white, game.black, game.round FROM game"
    " JOIN tournament ON tournament.id = game.tournament_id"
    " WHERE game.result = '*' AND game.flag IS NULL AND tournament.end_date <= ?"
    " ORDER BY game.tournament_id, game.round, game.white, game.black"
)


def running_after_end(conn: Connection, on: date) -> list[tuple[int, GameKey]]:
    """The games in play of the tournaments whose end date is `on` or earlier."""
    return [(tid, (white, black, rnd)) for tid, white, black, rnd in driver_rows(conn, _RUNNING_AFTER_END, [_bound(conn, on)])]


_WITHDRAWN = (
    "SELECT e.tournament_id, e.no, e.withdrawal_date FROM entry e JOIN tournament t ON t.id = e.tournament_id"
    " WHERE t.team_event AND e.withdrawal_date IS NOT NULL"
    " AND NOT EXISTS (SELECT 1 FROM entry r WHERE r.tournament_id = e.tournament_id AND r.replaces = e.no)"
    " AND EXISTS (SELECT 1 FROM game g WHERE g.tournament_id = e.tournament_id AND g.result = '*'"
    " AND g.flag IS NULL AND (g.white = e.no OR g.black = e.no))"
    " ORDER BY e.tournament_id, e.no"
)


def withdrawn_unreplaced(conn: Connection) -> list[Withdrawn]:
    """Team players who withdrew, whom no substitute replaces, still in play in some game."""
    return [Withdrawn(tid, no, day(withdrawn)) for tid, no, withdrawn in driver_rows(conn, _WITHDRAWN)]  # type: ignore[arg-type]


def replaced(conn: Connection) -> set[tuple[int, int]]:
    """(tournament id, number) of every player a substitute replaces."""
    return {(tid, no) for tid, no in driver_rows(conn, "SELECT tournament_id, replaces FROM entry WHERE replaces IS NOT NULL")}


def sanctions(conn: Connection, on: date) -> list[Any]:
    """The sanctions not lifted that are paid bonds, or bars whose last day is `on` or later."""
    sql = ("SELECT * FROM sanction WHERE lifted IS NULL AND ((kind = 'bond' AND bond_status = 'paid') OR until >= ?)"
           " ORDER BY player_id, event, kind")
    return driver_rows(conn, sql, [_bound(conn, on)])


def withdrawals_of(conn: Connection, player_ids: Iterable[str]) -> set[tuple[int, str]]:
    """(tournament id, player id) of the entries of these players that record a withdrawal."""
    found: set[tuple[int, str]] = set()
    for chunk in _chunks(sorted(set(player_ids))):
        sql = (f"SELECT tournament_id, player_id FROM entry WHERE withdrawal_kind IS NOT NULL"
               f" AND player_id IN ({placeholders(len(chunk))})")
        found.update((tid, pid) for tid, pid in driver_rows(conn, sql, chunk))
    return found


def entry_names(conn: Connection, tournament_ids: Iterable[int]) -> dict[tuple[int, int], Named]:
    """(tournament id, number) -> the entry's player, for these tournaments."""
    found: dict[tuple[int, int], Named] = {}
    for chunk in _chunks(sorted(set(tournament_ids))):
        sql = ("SELECT e.tournament_id, e.no, p.id, p.name, p.sex, e.team FROM entry e JOIN player p ON p.id = e.player_id"
               f" WHERE e.tournament_id IN ({placeholders(len(chunk))})")
        found.update(((tid, no), Named(pid, name, sex, team)) for tid, no, pid, name, sex, team in driver_rows(conn, sql, chunk))
    return found


def team_names(conn: Connection, tournament_ids: Iterable[int]) -> dict[tuple[int, int], str]:
    """(tournament id, team number) -> the team's name, for these tournaments."""
    found: dict[tuple[int, int], str] = {}
    for chunk in _chunks(sorted(set(tournament_ids))):
        sql = f"SELECT tournament_id, no, name FROM team WHERE tournament_id IN ({placeholders(len(chunk))})"
        found.update(((tid, no), name) for tid, no, name in driver_rows(conn, sql, chunk))
    return found


def _chunks(values: list[Any]) -> list[list[Any]]:
    return [values[i : i + reading.IN_CHUNK] for i in range(0, len(values), reading.IN_CHUNK)]
