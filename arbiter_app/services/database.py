"""The database handle the GUI and the CLI share; one transaction per arbiter action."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session

from ..i18n import tr
from ..storage.database import DatabaseError, open_engine

APP_NAME = "arbiter-workstation"


def default_database_path() -> Path:
    """The database file in the user data directory (created on first use)."""
    folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "arbiter.sqlite"


@dataclass(frozen=True)
class Changes:
    """What one action changed: the GUI broadcasts it once and each view decides whether to refresh."""

    action: str
    tournaments: frozenset[str]
    description: str
    batch: int | None = None

    def touches(self, code: str | None) -> bool:
        return code is None or code in self.tournaments or not self.tournaments


class Database:
    """An open database: a SQLite file by default, or any SQLAlchemy URL."""

    def __init__(self, target: str | Path | None = None):
        self.target = str(target) if target is not None else str(default_database_path())
        with self._plain_errors():
            self.engine: Engine = open_engine(self.target)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed at the end, or rolled back whole on any error."""
        with self._plain_errors(), Session(self.engine, expire_on_commit=False) as session:
            with session.begin():
                yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self._plain_errors(), Session(self.engine) as session:
            yield session

    @contextmanager
    def _plain_errors(self) -> Iterator[None]:
        """The database errors a person can cause or meet, as one sentence naming the file (a
        services.errors USER_ERRORS): not a database, read-only, busy, cannot be opened. Anything
        else is a fault of the program and keeps its traceback."""
        try:
            yield
        except DBAPIError as exc:
            key = _problem_key(str(exc.orig))
            if key is None:
                raise
            raise DatabaseError(tr(key, target=self.target)) from exc

    def close(self) -> None:
        self.engine.dispose()


_PROBLEMS = (
    ("file is not a database", "corrections.db.not_a_database"),
    ("readonly database", "corrections.db.read_only"),
    ("database is locked", "corrections.db.busy"),
    ("database is busy", "corrections.db.busy"),
    ("unable to open database file", "corrections.db.cannot_open"),
)
"""SQLite's messages (sqlite3 error texts) -> our texts."""


def _problem_key(message: str) -> str | None:
    return next((key for text, key in _PROBLEMS if text in message.lower()), None)
