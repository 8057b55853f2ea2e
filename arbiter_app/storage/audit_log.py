"""Reading the audit log with SQL text on the driver (storage.driver), without the ORM: the log, undo
and redo read it so, and a command that only shows the log or takes an action back stays quick
(docs/performance.md). An entry has the columns of storage.tables.AuditRow as attributes, with the
values the ORM gives: `at` a datetime in UTC, `undone` a boolean (SQLite stores the time as text,
without its zone, and the boolean as an integer).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, NamedTuple

from .driver import driver_rows

_COLUMNS = "id, batch, at, tournament_code, action, entity, key, old, new, undone, actor, reverts, source"


class AuditEntry(NamedTuple):
    id: int
    batch: int
    at: datetime
    tournament_code: str | None
    action: str
    entity: str
    key: str
    old: str | None
    new: str | None
    undone: bool
    actor: str | None
    reverts: int | None
    source: str | None


def _entry(row: Any) -> AuditEntry:
    at = datetime.fromisoformat(row[2]) if isinstance(row[2], str) else row[2]
    at = at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at  # the Writer stores UTC
    return AuditEntry(row[0], row[1], at, row[3], row[4], row[5], row[6], row[7], row[8], bool(row[9]), *row[10:])


def entries(conn: Any, where: str = "", parameters: list[Any] | None = None, order: str = "id", limit: int | None = None) -> list[AuditEntry]:
    """The entries `where` (SQL with `?` placeholders) in `order`, the first `limit`."""
    sql = f"SELECT {_COLUMNS} FROM audit" + (f" WHERE {where}" if where else "") + f" ORDER BY {order}"
    return [_entry(row) for row in driver_rows(conn, sql + ("" if limit is None else f" LIMIT {int(limit)}"), parameters or [])]


def log_entries(conn: Any, code: str | None = None, register: bool = False) -> list[AuditEntry]:
    """The entries of the tournament `code`, of no tournament (`register`), or all, oldest first."""
    if code is not None:
        return entries(conn, "tournament_code = ?", [code])
    return entries(conn, "tournament_code IS NULL" if register else "")


def entry(conn: Any, audit_id: int) -> AuditEntry | None:
    found = entries(conn, "id = ?", [audit_id])
    return found[0] if found else None


def batch_entries(conn: Any, batch: int | None) -> list[AuditEntry]:
    return [] if batch is None else entries(conn, "batch = ?", [batch])
