"""SQL text run on the database driver itself, and a SQLite connection that reads and writes
without SQLAlchemy.

The window's first screen and the read-only commands read through here (storage.reading), and a
result is written through here (storage.writer): importing SQLAlchemy alone costs more than the rest
of the start, its ORM as much again (docs/performance.md, Cold start), so a SQLite file at the
current schema is read and written over Python's own `sqlite3` until something needs the engine.
The reading functions take either an `SQLiteConnection` or an SQLAlchemy `Connection`: both answer
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


def run(conn: Any, sql: str, parameters: Sequence[Any] = ()) -> Any:
    """Run `sql`, written with `?` placeholders, on the connection's driver (which takes `%s` on
    PostgreSQL); its result."""
    if conn.dialect.paramstyle != "qmark":
        sql = sql.replace("?", "%s")
    return conn.exec_driver_sql(sql, tuple(parameters))


def run_many(conn: Any, sql: str, rows: list[Sequence[Any]]) -> None:
    """Run `sql` (`?` placeholders) once per row of `rows`, with one `executemany`."""
    if conn.dialect.paramstyle != "qmark":
        sql = sql.replace("?", "%s")
    conn.exec_driver_sql(sql, rows)


def driver_rows(conn: Any, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
    """The rows of `sql` (`run`)."""
    return list(run(conn, sql, parameters).all())


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
    return str(conn.path) if isinstance(conn, SQLiteConnection) else str(conn.engine.url)


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


class SQLiteConnection:
    """A connection to a SQLite file over `sqlite3` whose statements are taken in transactions: read
    ones (`begin` ... `end`), in which every statement sees the same state of the database, as an
    SQLAlchemy connection's reads do (storage.engine: transactions are begun by us), and writing ones
    (`begin_write` ... `commit`, or `end` to roll back), which hold the write lock from their start as
    the engine's do. Between two, it holds no lock and no snapshot. Another program's write lock is
    waited for as the engine waits; the connection is set up as the engine sets up its own."""

    dialect = SQLITE

    def __init__(self, path: Path):
        self.path = path
        # kept by services.database.Database for one transaction at a time, on whichever thread
        self._conn = sqlite3.connect(database.sqlite_uri(path), uri=True, isolation_level=None, check_same_thread=False)
        self._conn.row_factory = _row
        self._conn.execute(f"PRAGMA busy_timeout={database.BUSY_WAIT_MS}")
        self._conn.execute("PRAGMA foreign_keys=ON")
        self._conn.execute("PRAGMA synchronous=FULL")
        self._written = False

    def begin(self) -> None:
        self._conn.execute("BEGIN")

    def begin_write(self) -> None:
        if not self._written:  # as the engine opens a file: write-ahead log (kept in the file once set)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._written = True
        self._conn.execute("BEGIN IMMEDIATE")

    def commit(self) -> None:
        self._conn.execute("COMMIT")

    def end(self) -> None:
        """The transaction rolled back, if one is open (a read one, or a write that failed)."""
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")

    def exec_driver_sql(self, sql: str, parameters: Sequence[Any] | list[Sequence[Any]] = ()) -> Result:
        """`sql` run once with `parameters`, or once per row of a list of them (as SQLAlchemy's)."""
        if isinstance(parameters, list):
            return Result(self._conn.executemany(sql, parameters))
        return Result(self._conn.execute(sql, parameters))

    def close(self) -> None:
        self._conn.close()
