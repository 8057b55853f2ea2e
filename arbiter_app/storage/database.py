"""What a database target is (a SQLite file by default, or any SQLAlchemy URL, e.g. postgresql://...),
the errors of opening one, and whether a SQLite file can be read as it is, without the engine.

storage.engine opens the SQLAlchemy engine: it creates a database, migrates an older one, refuses one
it cannot take. A SQLite file at SCHEMA_VERSION needs none of that to be read: `readable_file` finds
it with one query over Python's own `sqlite3`, and storage.driver reads it, so that the window's
first screen and the read-only commands do not wait for SQLAlchemy to load (docs/performance.md). A
SQLite file in a folder that cannot be written (no journal can be made beside it) is opened read-only
(`immutable`): it can be read, and every change is refused with the reason.
"""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path, PureWindowsPath
from typing import TYPE_CHECKING

from ..i18n import tr

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

SCHEMA_VERSION = 12
BUSY_WAIT_MS = 5000
"""How long an action waits for another program's write lock before "the database is busy"."""
WRITE_OPTION = "arbiter_write"
"""Execution option of a connection whose transaction will write (SQLite: BEGIN IMMEDIATE;
PostgreSQL: the advisory lock WRITE_LOCK_KEY)."""
WRITE_LOCK_KEY = 0x41524249  # "ARBI"


class DatabaseError(RuntimeError):
    """A database that cannot be opened or migrated; the message names the file."""


class DatabaseBusy(DatabaseError):
    """Another program held the database for longer than BUSY_WAIT_MS; nothing was changed."""


_BUSY_SQLSTATES = {"55P03", "40P01", "40001"}  # PostgreSQL: lock not available, deadlock, serialization


def is_busy(exc: BaseException) -> bool:
    """Whether a driver error means "another program holds the lock" (SQLite busy/locked, PostgreSQL
    lock timeout or deadlock): the action can simply be tried again."""
    orig = getattr(exc, "orig", exc)
    if isinstance(orig, sqlite3.OperationalError):
        return getattr(orig, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(orig)
    return getattr(orig, "sqlstate", None) in _BUSY_SQLSTATES


_LOST_SQLSTATES = ("08", "57P01", "57P02", "57P03")
"""PostgreSQL: connection exception (class 08), the server shut down (admin, crash) or starting up."""


def driver_reason(exc: BaseException) -> str:
    """The first line of the driver's own message (SQLAlchemy's adds the SQL and its parameters)."""
    orig = getattr(exc, "orig", None) or exc
    return (str(orig).strip().splitlines() or [type(orig).__name__])[0]


def server_name(url: URL) -> str:
    """The server of `url` as a message names it: host:port, or the Unix socket file (a `host` that
    is a folder, as libpq takes it); never the user or password."""
    host, port = url.host or url.query.get("host"), url.port or url.query.get("port") or 5432
    if isinstance(host, str) and (host.startswith("/") or PureWindowsPath(host).is_absolute()):  # C:\… on Windows
        return tr("storage.server.socket", path=str(Path(host) / f".s.PGSQL.{port}"))
    return f"{host or 'localhost'}:{port}"


def server_fault(exc: BaseException, target: str) -> DatabaseError | None:
    """A database server's fault the action met, as one sentence naming the server and database:
    the connection lost (the server stopped, the network went, the backend was terminated) or the
    server could not do it (its disk full, ...): the driver's OperationalError. Nothing was stored,
    since every action is one transaction, rolled back with the connection. None for a SQLite file,
    and for any other driver error (a fault of the program, which keeps its traceback). Told by
    class name, so that no driver needs to be imported to ask."""
    if "://" not in target:
        return None
    from sqlalchemy.engine import make_url

    url = make_url(database_url(target))
    orig = getattr(exc, "orig", None) or exc
    operational = any(c.__name__ == "OperationalError" for c in type(orig).__mro__)
    if url.get_backend_name() == "sqlite" or not (operational or getattr(exc, "connection_invalidated", False)):
        return None
    sqlstate = getattr(orig, "sqlstate", None)
    lost = getattr(exc, "connection_invalidated", False) or sqlstate is None or sqlstate.startswith(_LOST_SQLSTATES)
    database = url.database or url.query.get("dbname") or ""
    key = "storage.server.lost" if lost else "storage.server.fault"
    return DatabaseError(tr(key, server=server_name(url), database=database, reason=driver_reason(exc)))


def database_url(target: str | Path) -> str:
    """A URL from a path or URL given by the user (`--db`)."""
    text_target = str(target)
    if "://" in text_target:  # postgresql:// means the driver the application brings, psycopg (3)
        return re.sub(r"^postgres(?:ql)?://", "postgresql+psycopg://", text_target)
    return f"sqlite:///{Path(text_target).expanduser().resolve()}"


def shown_target(target: str | Path) -> str:
    """A database path or URL as a message shows it: a URL without its password (in the URL's user
    part or as a `password=` parameter)."""
    text_target = str(target)
    if "://" not in text_target:
        return text_target
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        shown = make_url(text_target).render_as_string(hide_password=True)
    except ArgumentError:
        shown = re.sub(r"(://[^/@]*?:)[^/@]*@", r"\1***@", text_target)
    return re.sub(r"(?i)(password=)[^&]*", r"\1***", shown)


def sqlite_path(target: str | Path) -> Path | None:
    """The file of a SQLite target (a path, or a sqlite:/// URL naming a file); None for a server's
    URL, a memory database or a `file:` URI."""
    text_target = str(target)
    if "://" not in text_target:
        return Path(text_target).expanduser().resolve()
    from sqlalchemy.engine import make_url

    parsed = make_url(database_url(target))
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database.startswith("file:"):
        return None
    return Path(parsed.database).resolve()


def read_only_folder(target: str | Path) -> Path | None:
    """The folder of the SQLite file `target` when the file is there but the folder cannot be written."""
    path = sqlite_path(target)
    return path.parent if path is not None and path.is_file() and not os.access(path.parent, os.W_OK) else None


class EmptyDatabaseFile(DatabaseError):
    """The file is there with 0 bytes: not a database yet (a copy that failed, a file made by hand).
    It becomes a new database only when the user says so (`new_in_empty`)."""


def empty_file(target: str | Path) -> Path | None:
    """The SQLite file `target` names when it is there with 0 bytes and no journal beside it."""
    path = sqlite_path(target)
    try:
        return path if path is not None and path.is_file() and path.stat().st_size == 0 and not Path(f"{path}-wal").is_file() else None
    except OSError:
        return None


def sqlite_uri(path: Path) -> str:
    """The URI `sqlite3` opens the file with: read-only and `immutable` in a folder that cannot be
    written, as storage.engine opens it."""
    return path.as_uri() + ("?mode=ro&immutable=1" if read_only_folder(path) is not None else "")


def readable_file(target: str | Path) -> Path | None:
    """The SQLite file `target` names when it can be read as it is: a database of SCHEMA_VERSION
    (one query, over `sqlite3`). None when the engine must open it (storage.engine.open_engine):
    a server, a new, empty, older or newer database, or anything it refuses and names."""
    path = sqlite_path(target)
    if path is None or not path.is_file() or empty_file(path) is not None:
        return None
    try:
        conn = sqlite3.connect(sqlite_uri(path), uri=True)
        try:
            conn.execute(f"PRAGMA busy_timeout={BUSY_WAIT_MS}")
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:  # not a database, damaged, no meta table, ...: the engine says what
        return None
    return path if row is not None and str(row[0]).strip() == str(SCHEMA_VERSION) else None
