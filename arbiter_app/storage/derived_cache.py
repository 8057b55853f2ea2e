"""Figures derived from the whole database, kept in it until a change makes them stale.

The audit log is the database's change counter: every change of a row goes through the Writer and
adds entries, undo and redo add a batch of their own, and no entry is ever deleted. So the newest
entry's id (`Stamp`) says whether anything changed since a figure was stored, and the entries after
it say what (`changes_since`). The stamp holds what the newest entry is too (its time, batch, actor,
entity and tournament): after a backup is restored under an open program, the next change takes an
id that an entry of the replaced database had, and a stamp kept in memory must not match it. On PostgreSQL an entry may be committed late under an older id (the
ids come from a sequence), so the stamp holds the log's size too, as the change watch does
(storage.changes). The figures are kept in the `meta` table under "cache.NAME", or as rows of tables
of their own described there (`replace`): inside the database, so that a backup restored, a copy or
another program sees them with the rows they were derived from.

Read a stamp and the rows a figure is derived from in one snapshot (`snapshot`); the stamp read
first, the figure is never older than its stamp. Both `snapshot` and `replace` run on the driver
(services.database.Database's `connection` and `writing`): a SQLite file is read and written over
`sqlite3`, so that a command showing a kept figure, or bringing it up to date after a result, need
not load SQLAlchemy (docs/performance.md).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .database import DatabaseError
from .driver import driver_rows, run, sqlalchemy_error

Connection = Any
"""A driver connection: storage.driver.SQLiteConnection or SQLAlchemy's."""
Database = Any
"""A services.database.Database: its `connection`, `writing`, `sqlite_file` and `engine`."""


@dataclass(frozen=True)
class Stamp:
    """Where the audit log stands: its newest id, and on PostgreSQL its size (None on SQLite), and
    what the newest entry is."""

    last_id: int
    count: int | None = None
    newest: str | None = None
    """The newest entry's time (to the second), batch, actor, entity and tournament: after a restore
    the next change takes an id that an entry of the replaced database had."""


@dataclass(frozen=True)
class Change:
    """One audit entry: the entity changed, its natural key, its values before and after (None when
    the row did not exist)."""

    entity: str
    key: dict[str, Any]
    old: dict[str, Any] | None
    new: dict[str, Any] | None


@contextmanager
def snapshot(db: Database) -> Iterator[Connection]:
    """A connection whose reads see one state of the database (SQLite: one read transaction, over
    `sqlite3`; a server: REPEATABLE READ)."""
    if db.sqlite_file is not None:
        with db.connection() as conn:
            yield conn
        return
    with db.engine.connect() as conn:
        if conn.dialect.name == "postgresql":
            conn = conn.execution_options(isolation_level="REPEATABLE READ")
        with conn.begin():
            yield conn


def stamp(conn: Any) -> Stamp:
    """Where the log stands, read on `conn` (an SQLAlchemy connection or a storage.driver.SQLiteConnection)."""
    # the newest entry is the end of the primary key's index: no count of the whole log on SQLite
    rows = driver_rows(conn, "SELECT id, at, batch, actor, entity, tournament_code FROM audit ORDER BY id DESC LIMIT 1")
    last_id, what = (int(rows[0][0]), "|".join(map(str, rows[0][1:]))) if rows else (0, None)
    if conn.dialect.name == "postgresql":
        return Stamp(last_id, int(driver_rows(conn, "SELECT count(*) FROM audit")[0][0]), what)
    return Stamp(last_id, None, what)


def changes_since(conn: Connection, last_id: int) -> list[Change]:
    """The audit entries after id `last_id`, oldest first."""
    rows = driver_rows(conn, "SELECT entity, key, old, new FROM audit WHERE id > ? ORDER BY id", [last_id])
    return [Change(entity, json.loads(key), _values(old), _values(new)) for entity, key, old, new in rows]


def _values(stored: str | None) -> dict[str, Any] | None:
    return None if stored is None else json.loads(stored)


def read(conn: Connection, name: str) -> str | None:
    """The figure stored under `name`, or None."""
    rows = driver_rows(conn, "SELECT value FROM meta WHERE key = ?", [f"cache.{name}"])
    return None if not rows or rows[0][0] is None else str(rows[0][0])


def replace(db: Database, name: str, value: str, *, was: str | None, rows: Callable[[Connection], None]) -> bool:
    """Store `value` under `name` and write what `rows` writes, in one transaction, if what is stored
    under `name` is still `was` (what the new figures were derived from); False (nothing stored) when
    it is not, or the database cannot be written now (read-only, busy)."""
    try:
        with db.writing() as conn:
            if read(conn, name) != was:  # another program kept newer figures meanwhile
                return False
            rows(conn)
            run(conn, "DELETE FROM meta WHERE key = ?", [f"cache.{name}"])
            run(conn, "INSERT INTO meta (key, value) VALUES (?, ?)", [f"cache.{name}", value])
    except (DatabaseError, sqlite3.Error, sqlalchemy_error("DBAPIError")):
        return False
    return True
