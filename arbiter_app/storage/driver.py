"""SQL text run on the database driver itself, and a SQLite connection that reads without SQLAlchemy.

The window's first screen and the read-only commands read through here (storage.reading): importing
SQLAlchemy alone costs more than the rest of the start (docs/performance.md, Cold start), so a SQLite
file at the current schema is read over Python's own `sqlite3` until something needs the engine.
The reading functions take either an `SQLiteReading` or an SQLAlchemy `Connection`: both answer
`exec_driver_sql`, `dialect.name` and `dialect.paramstyle`, and give rows whose columns are
attributes. The driver's values come as it stores them (a SQLite date is its ISO text, a boolean an
integer): storage.mappers takes both.
"""

from __future__ import annotations

import sqlite3
import sys
from collections import namedtuple
from pathlib import Path
from typing import Any, NamedTuple, Sequence

from . import database


def driver_rows(conn: Any, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
    """The rows of `sql`, written with `?` placeholders, run on the connection's driver (which takes
    `%s` on PostgreSQL)."""
    if conn.dialect.paramstyle != "qmark":
        sql = sql.replace("?", "%s")
    return list(conn.exec_driver_sql(sql, tuple(parameters)).all())


def placeholders(count: int) -> str:
    """`?, ?, ...`: `count` placeholders, for an IN list."""
    return ", ".join("?" * count)


class _NeverRaised(Exception):
    """What `except` names for an SQLAlchemy error while SQLAlchemy is not loaded: none can come."""


def sqlalchemy_error(name: str) -> type[Exception]:
    """SQLAlchemy's exception class `name` (sqlalchemy.exc) once SQLAlchemy is loaded; before, a
    class nothing raises, so that catching it does not load SQLAlchemy."""
    # (while another thread imports it, the module may not have the class yet: none was raised then)
    return getattr(sys.modules.get("sqlalchemy.exc"), name, _NeverRaised)


def database_key(conn: Any) -> str:
    """The database `conn` reads, for what is kept per database (storage.name_search's sample)."""
    return str(conn.path) if isinstance(conn, SQLiteReading) else str(conn.engine.url)


class Dialect(NamedTuple):
    name: str
    paramstyle: str


SQLITE = Dialect("sqlite", "qmark")


class Result:
    """The rows of one statement, as SQLAlchemy's result gives them: `all`, `first`, `scalar`."""

    def __init__(self, cursor: sqlite3.Cursor):
        self._cursor = cursor

    def all(self) -> list[Any]:
        return self._cursor.fetchall()

    def first(self) -> Any:
        row = self._cursor.fetchone()
        self._cursor.close()
        return row

    def scalar(self) -> Any:
        row = self.first()
        return None if row is None else row[0]

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._cursor)


_row_types: dict[tuple[str, ...], type] = {}


def _row(cursor: sqlite3.Cursor, values: tuple[Any, ...]) -> Any:
    """A row whose columns are attributes, as an SQLAlchemy row's are (one tuple type per column list)."""
    names = tuple(column[0] for column in cursor.description)
    row_type = _row_types.get(names)
    if row_type is None:
        # an expression's column (count(...)) is read by position
        row_type = _row_types[names] = namedtuple("Row", names, rename=True)  # type: ignore[misc]
    return row_type(*values)


class SQLiteReading:
    """A connection to a SQLite file over `sqlite3` whose reads are taken in read transactions
    (`begin` ... `end`): every statement of one sees the same state of the database, as an SQLAlchemy
    connection's reads do (storage.engine: transactions are begun by us). Between two, it holds no
    lock and no snapshot. Another program's write lock is waited for as the engine waits."""

    dialect = SQLITE

    def __init__(self, path: Path):
        self.path = path
        # kept by services.database.Database for one reading at a time, on whichever thread
        self._conn = sqlite3.connect(database.sqlite_uri(path), uri=True, isolation_level=None, check_same_thread=False)
        self._conn.row_factory = _row
        self._conn.execute(f"PRAGMA busy_timeout={database.BUSY_WAIT_MS}")

    def begin(self) -> None:
        self._conn.execute("BEGIN")

    def end(self) -> None:
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")

    def exec_driver_sql(self, sql: str, parameters: Sequence[Any] = ()) -> Result:
        return Result(self._conn.execute(sql, parameters))

    def close(self) -> None:
        self._conn.close()
