"""The database handle the GUI and the CLI share; one transaction per arbiter action.

Other programs may write to the same database at the same time (docs/concurrency.md): each handle
acts for one actor, a writing transaction takes the write lock before it reads anything, and a lock
held too long by someone else ends in DatabaseBusy with nothing changed.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..i18n import tr
from ..storage.actors import default_actor
from ..storage.changes import ChangeWatch
from ..storage.disk_faults import no_space_left
from ..storage.database import WRITE_OPTION, DatabaseBusy, DatabaseError, EmptyDatabaseFile, empty_file, is_busy, read_only_folder, readable_file, server_fault, shown_target
from ..storage.driver import SQLiteConnection, sqlalchemy_error

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.engine import Connection
    from sqlmodel import Session

APP_NAME = "arbiter-workstation"


def user_data_file(name: str) -> Path:
    """A file in the user data directory (the directory created on first use)."""
    import platformdirs  # only when no database was named (the window's --db, the benchmarks)

    folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def default_database_path() -> Path:
    """The database file in the user data directory."""
    return user_data_file("arbiter.sqlite")


@dataclass(frozen=True)
class Changes:
    """What one action changed: the GUI broadcasts it once and each view decides whether to refresh."""

    action: str
    tournaments: frozenset[str]
    description: str
    batch: int | None = None
    warnings: tuple[str, ...] = ()
    """What was stored as it came although a rule would have refused it (an imported event)."""
    notes: tuple[str, ...] = ()
    """What an import took as the file writes it (formats.problems.Note), as its preview showed it."""

    def touches(self, code: str | None) -> bool:
        return code is None or code in self.tournaments or not self.tournaments


def window_actor() -> str:
    """The actor of one window: the OS user and host and a session id, so that its undo never takes
    back what a script or another window of the same user did."""
    return f"{default_actor()} window {os.urandom(3).hex()}"  # as secrets.token_hex, without importing it


class Database:
    """An open database: a SQLite file by default, or any SQLAlchemy URL.

    `actor` names who acts through this handle in the audit log; undo and redo take back its own
    actions only. Default: $ARBITER_ACTOR or the OS user at this host (the command line).
    `new_in_empty`: a 0-byte file becomes a new database (the user said so); else it is refused.

    A SQLite file at the current schema is read and written over `sqlite3` (`connection`, `writing`),
    and the SQLAlchemy engine is opened when something first needs it (the ORM's `transaction`, a
    backup): the window's first screen, the read-only commands and a result do without it
    (docs/performance.md). Any other target opens
    the engine at once, which creates, migrates or refuses it.
    """

    def __init__(self, target: str | Path | None = None, actor: str | None = None, new_in_empty: bool = False):
        self.target = str(target) if target is not None else str(default_database_path())
        self.actor = actor or default_actor()
        self.shown = shown_target(self.target)
        """The target as messages and the window's title show it: a server's URL without its password."""
        self.read_only_folder = read_only_folder(self.target)
        """The folder that cannot be written, of a SQLite file opened read-only because of it."""
        self.sqlite_file = readable_file(self.target)
        """The SQLite file, read without the engine (storage.driver); None: a server (or a file
        `sqlite3` cannot open by its URI), read through the engine."""
        self._engine: Engine | None = None
        self._kept: SQLiteConnection | None = None
        """The SQLite connection kept between transactions (a fresh one parses the schema again: about 1 ms)."""
        self._taking = threading.Lock()
        if self.sqlite_file is None:
            self._open_engine(new_in_empty)
            self.sqlite_file = readable_file(self.target)  # now created or migrated

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine, opened on first use."""
        return self._engine if self._engine is not None else self._open_engine()

    def _open_engine(self, new_in_empty: bool = False) -> Engine:
        from ..storage.engine import open_engine

        with self._plain_errors():
            self._engine = open_engine(self.target, new_in_empty)
        return self._engine

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed at the end, or rolled back whole on any error. It holds
        the write lock from its first statement (SQLite) and raises DatabaseBusy when another program
        held it for too long."""
        from sqlmodel import Session  # the ORM loads with the first action that needs it (docs/performance.md)

        with self._plain_errors(), Session(self.engine, expire_on_commit=False) as session:
            session.info["actor"] = self.actor
            with session.begin():
                session.connection(execution_options={WRITE_OPTION: True})
                yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        from sqlmodel import Session

        with self._plain_errors(), Session(self.engine) as session:
            yield session

    @contextmanager
    def connection(self) -> Iterator[SQLiteConnection | Connection]:
        """A connection for reading with SQL text on the driver (storage.reading, storage.driver):
        what the window's first screen reads through. One read transaction: every statement sees the
        same state. A SQLite file is read over `sqlite3`, without SQLAlchemy."""
        with self._plain_errors():
            if self.sqlite_file is None:
                with self.engine.connect() as conn:
                    yield conn
                return
            with self._sqlite() as conn:
                conn.begin()
                yield conn

    @contextmanager
    def writing(self) -> Iterator[SQLiteConnection | Connection]:
        """A connection for writing with SQL text on the driver (storage.writer.Writer takes it), in
        one transaction committed at the end or rolled back whole on any error; like `transaction`,
        it holds the write lock from its start and raises DatabaseBusy when another program held it
        for too long. A SQLite file is written over `sqlite3`, without SQLAlchemy and its ORM: a
        result is stored so (docs/performance.md)."""
        with self._plain_errors():
            if self.sqlite_file is None:
                with self.engine.connect() as conn:
                    with conn.execution_options(**{WRITE_OPTION: True}).begin():
                        yield conn
                return
            with self._sqlite() as conn:
                conn.begin_write()
                yield conn
                conn.commit()

    @contextmanager
    def _sqlite(self) -> Iterator[SQLiteConnection]:
        """The SQLite connection kept between transactions, or a new one for a transaction within a
        transaction; whatever it began is rolled back at the end unless committed."""
        assert self.sqlite_file is not None
        with self._taking:
            conn, self._kept = self._kept, None
        conn = conn or SQLiteConnection(self.sqlite_file)
        try:
            yield conn
        finally:
            conn.end()
            with self._taking:
                kept = self._kept is None
                if kept:
                    self._kept = conn
            if not kept:
                conn.close()

    def reconnect(self) -> None:
        """Close every connection kept open, so that the next read opens the file as it is now (a
        restored backup replaces the file)."""
        with self._taking:
            kept, self._kept = self._kept, None
        if kept is not None:
            kept.close()
        if self._engine is not None:
            self._engine.dispose()

    def watch(self) -> ChangeWatch:
        """A cheap check for changes that other actors commit (the window refreshes on them)."""
        if self.sqlite_file is not None:
            return ChangeWatch(self.actor, sqlite_file=self.sqlite_file)
        return ChangeWatch(self.actor, engine=self.engine)

    @contextmanager
    def _plain_errors(self) -> Iterator[None]:
        """The database errors a person can cause or meet, as one sentence (services.errors
        USER_ERRORS): busy (DatabaseBusy: try again), a server's fault (storage.database.server_fault:
        its connection lost), and, naming the file, not a database,
        damaged (with the latest backup), read-only (the file, or its folder), cannot be opened.
        Anything else is a fault of the program and keeps its traceback."""
        try:
            yield
        except (sqlite3.Error, sqlalchemy_error("DBAPIError")) as exc:
            if is_busy(exc):
                raise DatabaseBusy(tr("history.busy")) from exc
            fault = server_fault(exc, self.target)
            if fault is not None:
                raise fault from exc
            key = _problem_key(str(getattr(exc, "orig", exc)))
            if key == "corrections.db.disk_io" and "://" not in self.target and no_space_left(Path(self.target)):
                key = "corrections.db.disk_full"
            if key is None:
                raise
            if key == "corrections.db.read_only" and self.read_only_folder is not None:
                raise DatabaseError(tr("corrections.db.read_only_folder", target=self.shown, folder=self.read_only_folder)) from exc
            if key == "corrections.db.damaged":
                raise DatabaseError(tr(key, target=self.shown) + " " + _backup_advice(self.target)) from exc
            raise DatabaseError(tr(key, target=self.shown)) from exc

    def close(self) -> None:
        self.reconnect()


_PROBLEMS = (
    ("database or disk is full", "corrections.db.disk_full"),
    ("disk i/o error", "corrections.db.disk_io"),
    ("file is not a database", "corrections.db.not_a_database"),
    ("database disk image is malformed", "corrections.db.damaged"),
    ("readonly database", "corrections.db.read_only"),
    ("unable to open database file", "corrections.db.cannot_open"),
)
"""SQLite's messages (sqlite3 error texts) -> our texts."""


def _problem_key(message: str) -> str | None:
    return next((key for text, key in _PROBLEMS if text in message.lower()), None)


BACKUPS = "backups"
"""The folder beside a database file that holds its backups."""


def latest_backup(target: str) -> Path | None:
    """The newest file in the `backups` folder beside the SQLite file `target`, if there is one."""
    if "://" in target:
        return None
    folder = Path(target).expanduser().resolve().parent / BACKUPS
    try:
        files = [f for f in folder.iterdir() if f.is_file()]
    except OSError:
        return None
    return max(files, key=lambda f: (f.stat().st_mtime, f.name)) if files else None


def _backup_advice(target: str) -> str:
    """What to do with a damaged file: restore the latest backup, naming it, or say there is none."""
    backup = latest_backup(target)
    if backup is None:
        return tr("corrections.db.damaged_no_backup", folder=Path(target).expanduser().resolve().parent / BACKUPS)
    return tr("corrections.db.damaged_backup", backup=backup)
