"""Noticing what other programs commit to the database, cheaply enough to ask every second.

Every change is audited, so the audit log says who changed which tournament. SQLite: `PRAGMA
data_version` on a connection of our own changes whenever another connection commits; only then are
the log's entries after the newest one seen read (SQLite's writers take turns, so the ids come in
commit order). PostgreSQL: the log's size and newest id are polled, the size to notice an entry
committed late under an older id (docs/concurrency.md). Neither reads more than what is new, but
PostgreSQL's count grows with the log.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from .database import sqlite_uri
from .driver import sqlalchemy_error

if TYPE_CHECKING:
    from sqlalchemy import Engine


class ChangeWatch:
    """Which tournaments actors other than `actor` changed since the last `poll`: of the SQLite file
    `sqlite_file` (read over `sqlite3`, without SQLAlchemy), or else of the database of `engine`."""

    def __init__(self, actor: str, sqlite_file: Path | None = None, engine: Engine | None = None):
        self.engine = engine
        self.actor = actor
        self._sqlite = sqlite3.connect(sqlite_uri(sqlite_file), uri=True, isolation_level=None) if sqlite_file is not None else None
        self._version = self._data_version()
        self._count, self._last_id, _rows = self._read_log(None)

    def _data_version(self) -> int | None:
        return self._sqlite.execute("PRAGMA data_version").fetchone()[0] if self._sqlite is not None else None

    def _read_log(self, after: int | None) -> tuple[int | None, int, list[tuple[str | None, str | None]]]:
        """Count (PostgreSQL; None on SQLite) and newest id of the log, and (actor, tournament) of the
        entries after id `after`, all from one snapshot."""
        if self._sqlite is not None:  # the newest id is the end of the primary key's index: no count of the whole log
            self._sqlite.execute("BEGIN")
            try:
                last_id = self._sqlite.execute("SELECT coalesce(max(id), 0) FROM audit").fetchone()[0]
                rows = [] if after is None else self._sqlite.execute("SELECT actor, tournament_code FROM audit WHERE id > ?", (after,)).fetchall()
            finally:
                self._sqlite.execute("ROLLBACK")
            return None, int(last_id), [(actor, code) for actor, code in rows]
        from sqlalchemy import text

        assert self.engine is not None
        with self.engine.connect() as conn:
            if conn.dialect.name == "postgresql":
                conn = conn.execution_options(isolation_level="REPEATABLE READ")
                count, last_id = conn.execute(text("SELECT count(*), coalesce(max(id), 0) FROM audit")).one()
            else:  # a SQLite file `sqlite3` could not open by its URI (a network share's path): by the engine
                count, last_id = None, conn.execute(text("SELECT coalesce(max(id), 0) FROM audit")).scalar_one()
            rows = []
            if after is not None:
                query = text("SELECT actor, tournament_code FROM audit WHERE id > :after")
                rows = [(actor, code) for actor, code in conn.execute(query, {"after": after})]
        return None if count is None else int(count), int(last_id), rows

    def poll(self) -> frozenset[str] | None:
        """None when nobody else changed anything; else the codes of the tournaments others changed,
        or an empty set for "something, refresh everything" (a change of the player register, or an
        entry committed late under an older id on PostgreSQL). A database out of reach for the
        moment counts as unchanged: the next poll asks again."""
        try:
            version = self._data_version()
            if self._sqlite is not None and version == self._version:
                return None
            count, last_id, rows = self._read_log(self._last_id)
        except (sqlite3.OperationalError, sqlalchemy_error("OperationalError")):
            return None
        self._version = version
        if (count, last_id) == (self._count, self._last_id):
            return None
        late = count is not None and self._count is not None and count - self._count != len(rows)
        self._count, self._last_id = count, last_id
        others = [code for actor, code in rows if actor != self.actor]
        codes = frozenset(code for code in others if code is not None)
        if late or len(codes) < len(set(others)):
            return frozenset()  # a change outside any tournament, or one we may have missed
        return codes or None

    def close(self) -> None:
        if self._sqlite is not None:
            self._sqlite.close()
