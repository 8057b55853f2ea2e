"""The database handle the GUI and the CLI share; one transaction per arbiter action."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from sqlalchemy import Engine
from sqlmodel import Session

from ..storage.database import open_engine

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
        self.engine: Engine = open_engine(self.target)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed at the end, or rolled back whole on any error."""
        with Session(self.engine, expire_on_commit=False) as session:
            with session.begin():
                yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with Session(self.engine) as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()
