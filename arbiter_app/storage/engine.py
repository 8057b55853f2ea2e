"""The SQLAlchemy engine on a database: created, or migrated to SCHEMA_VERSION, when it is opened.

SQLite runs with foreign keys on, WAL journal and full sync, so a process killed in the middle of a
stream of edits leaves every committed change and no half-written one. Transactions are begun by us,
not by the driver: a writing one with BEGIN IMMEDIATE, so it holds the write lock before it reads
what it will change (docs/concurrency.md). An older database is backed up into the backups folder
beside it (storage.backups), then migrated in one transaction. A database from a newer version of
the application, or of a version it does not know, is refused, never touched; a migration that fails
is rolled back, and the message names the backup. A database server out of reach is named by its
host and port. What a target is, and the errors, are storage.database's: a SQLite file at the
current version is read without this module (storage.driver).
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Callable
from urllib.parse import unquote, urlparse

from sqlalchemy import Engine, MetaData, create_engine, event, inspect, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import DBAPIError

from ..i18n import tr
from ..rules.names import fold
from . import database
from .database import SCHEMA_VERSION, WRITE_LOCK_KEY, WRITE_OPTION, DatabaseError, EmptyDatabaseFile, database_url, driver_reason, empty_file, read_only_folder, server_name


def _metadata() -> MetaData:
    """The tables as storage.tables declares them. Imported only to create or migrate a database:
    opening one at the current version does not load the ORM (docs/performance.md)."""
    from .tables import SQLModel

    return SQLModel.metadata


def _add_columns_v2(conn: Connection) -> None:
    # v2: the entry fee (withdrawal bonds are a multiple of it [000 §7.4]) and the date from which a
    # substitute plays (the captain's deadline runs from the withdrawal [000 §7.7a]).
    conn.execute(text("ALTER TABLE tournament ADD COLUMN entry_fee FLOAT"))
    conn.execute(text("ALTER TABLE entry ADD COLUMN substitute_since DATE"))


def _upgrade_v3(conn: Connection) -> None:
    # v3: the player register (search key, FIDE id, birth year; go rank and club), the draw of
    # starting numbers and the round count of events drawn round by round.
    for statement in (
        "ALTER TABLE player ADD COLUMN name_key VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE player ADD COLUMN fide_id VARCHAR",
        "ALTER TABLE player ADD COLUMN birth_year INTEGER",
        "ALTER TABLE player ADD COLUMN rank VARCHAR",
        "ALTER TABLE player ADD COLUMN club VARCHAR NOT NULL DEFAULT ''",
        "CREATE INDEX ix_player_name_key ON player (name_key)",
        "CREATE INDEX ix_player_fide_id ON player (fide_id)",
        "ALTER TABLE tournament ADD COLUMN draw_method VARCHAR",
        "ALTER TABLE tournament ADD COLUMN draw_seed INTEGER",
        "ALTER TABLE tournament ADD COLUMN round_count INTEGER",
    ):
        conn.execute(text(statement))
    for player_id, name in conn.execute(text("SELECT id, name FROM player")).all():
        conn.execute(text("UPDATE player SET name_key = :k WHERE id = :i"), {"k": fold(name), "i": player_id})


def _upgrade_v4(conn: Connection) -> None:
    # v4: who made each audited change and what an undo or redo took back, so that undo acts on the
    # last action of this program; on PostgreSQL batch numbers come from a sequence (docs/concurrency.md).
    conn.execute(text("ALTER TABLE audit ADD COLUMN actor VARCHAR"))
    conn.execute(text("ALTER TABLE audit ADD COLUMN reverts INTEGER"))
    conn.execute(text("CREATE INDEX ix_audit_actor ON audit (actor)"))
    if conn.dialect.name == "postgresql":
        start = int(conn.execute(text("SELECT coalesce(max(batch), 0) + 1 FROM audit")).scalar_one())
        conn.execute(text(f"CREATE SEQUENCE audit_batch_seq START WITH {start}"))
    # and the rating periods applied to the register, so that none is applied twice [000 §1.6].
    _metadata().tables["rating_period"].create(conn)


def _add_bank_moved_v5(conn: Connection) -> None:
    # v5: the bank time a captain moved onto a substitute's clock [004 Art. III 1].
    conn.execute(text("ALTER TABLE entry ADD COLUMN bank_moved_days INTEGER"))


def _upgrade_v6(conn: Connection) -> None:
    # v6: the rounds of go events (excused players, bye, seed and reasons of the draw) [003 §3.2].
    _metadata().tables["go_round"].create(conn, checkfirst=True)


def _add_player_words_v7(conn: Connection) -> None:
    # v7: the words of every player's name, so that the register's search runs on an index
    # (docs/player-register.md).
    from . import player_words  # a migration's alone, as the backup before it (opening stays quick)

    _metadata().tables["player_word"].create(conn)
    player_words.rebuild(conn)


def _first_words_out_v8(conn: Connection) -> None:
    # v8: player_word leaves out the words a name starts with, which the name_key index finds in
    # name order (storage.player_words); that index compares in byte order on PostgreSQL too.
    conn.execute(text("DELETE FROM player_word WHERE substr(name_key, 1, length(word)) = word"))
    if conn.dialect.name == "postgresql":
        conn.execute(text('ALTER TABLE player ALTER COLUMN name_key TYPE VARCHAR COLLATE "C"'))


def _title_index_v9(conn: Connection) -> None:
    # v9: the register's titled players are found by their index (the MKŠ candidates by ICCF title
    # [000 §5.1c–e]), not by reading a register that may hold a whole FIDE list (docs/performance.md).
    conn.execute(text("CREATE INDEX IF NOT EXISTS ix_player_title ON player (title)"))


def _audit_source_v10(conn: Connection) -> None:
    # v10: the file an action read (a rating list), so that its undo names it (docs/concurrency.md).
    if "source" not in {column["name"] for column in inspect(conn).get_columns("audit")}:
        conn.execute(text("ALTER TABLE audit ADD COLUMN source VARCHAR"))


def _titles_rows_v11(conn: Connection) -> None:
    # v11: the kept titles overview as rows, each group's part and each player's progress apart, so
    # that a change rewrites its own rows (services.titles); computed at the first `titles`. The
    # overview kept whole in `meta` before goes.
    for name in ("titles_group", "titles_record", "titles_award", "titles_player"):
        _metadata().tables[name].create(conn, checkfirst=True)
    conn.execute(text("DELETE FROM meta WHERE key IN ('cache.titles', 'cache.titles.page')"))


def _running_event_v12(conn: Connection) -> None:
    # v12: the running event (docs/running-event.md): players' contacts, the sanctions that follow a
    # player [000 §7.3–7.6], adjudications as cases [000 §7.3a] and claims [001 §8.7a].
    for name in ("player_contact", "sanction", "adjudication_case", "claim"):
        _metadata().tables[name].create(conn, checkfirst=True)


MIGRATIONS: dict[int, Callable[[Connection], None]] = {
    2: _add_columns_v2, 3: _upgrade_v3, 4: _upgrade_v4, 5: _add_bank_moved_v5, 6: _upgrade_v6, 7: _add_player_words_v7,
    8: _first_words_out_v8, 9: _title_index_v9, 10: _audit_source_v10, 11: _titles_rows_v11,
    12: _running_event_v12,
}
"""Steps by the version they produce; step N migrates a database of version N-1."""


def _sqlite_pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute(f"PRAGMA busy_timeout={database.BUSY_WAIT_MS}")
    cursor.close()
    # the driver would begin a transaction only before the first INSERT/UPDATE, after the reads
    dbapi_connection.isolation_level = None


def _sqlite_begin(conn: Connection) -> None:
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get(WRITE_OPTION) else "BEGIN")


def _postgresql_begin(conn: Connection) -> None:
    # the same discipline as SQLite's: one writer at a time, so every check a service makes on what
    # it read still holds when it writes (held until commit; readers are not held up)
    if conn.get_execution_options().get(WRITE_OPTION):
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")


def open_engine(target: str | Path, new_in_empty: bool = False) -> Engine:
    """An engine on `target` with the schema created or migrated to SCHEMA_VERSION. A 0-byte file is
    refused (EmptyDatabaseFile) unless `new_in_empty`: then a new database is made in it."""
    url = database_url(target)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite" and parsed.database and not parsed.database.startswith("file:"):
        if Path(parsed.database).is_dir():
            raise DatabaseError(tr("storage.refused.folder", file=parsed.database))
        if not new_in_empty and empty_file(target) is not None:
            raise EmptyDatabaseFile(tr("corrections.db.empty_file", target=parsed.database))
        folder = Path(parsed.database).parent
        if not folder.is_dir():
            raise DatabaseError(tr("storage.refused.no_folder", file=parsed.database, folder=folder))
        if read_only_folder(target) is not None:
            # SQLite writes its journal beside the file: without it, only an immutable file is readable
            url = f"sqlite:///{Path(parsed.database).as_uri()}?mode=ro&immutable=1&uri=true"
    if parsed.get_backend_name() == "postgresql":
        # psycopg warns of a connection it could not end cleanly, on stderr unless a handler takes it:
        # the lost connection is the action's own one sentence (storage.database.server_fault)
        logging.getLogger("psycopg").addHandler(logging.NullHandler())
        engine = create_engine(url, connect_args={"options": f"-c lock_timeout={database.BUSY_WAIT_MS}"})
    else:
        engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
    elif engine.dialect.name == "postgresql":
        event.listen(engine, "begin", _postgresql_begin)
    try:
        ensure_schema(engine)
    except Exception:
        engine.dispose()
        raise
    return engine


def sqlite_file(engine: Engine) -> Path | None:
    """The SQLite file of `engine`; None for a server, or a file opened read-only in a read-only
    folder (there is nothing to back up, and nobody can change it)."""
    if engine.dialect.name != "sqlite" or not engine.url.database or engine.url.query.get("immutable") == "1":
        return None
    return Path(engine.url.database)


def schema_version(conn: Connection) -> int | None:
    """The version the `meta` table gives (None: no such table); a value that is not a version this
    application made is refused (DatabaseError)."""
    if not inspect(conn).has_table("meta"):
        return None
    value = conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar()
    if value is None:
        return None
    text_value = str(value).strip()
    if not text_value.isdecimal() or int(text_value) < 1:
        raise DatabaseError(tr("corrections.db.unknown_schema", target=_name(conn.engine), version=value, latest=SCHEMA_VERSION))
    return int(text_value)


def _name(engine: Engine) -> str:
    """The file or server a message names (a server's URL without its password)."""
    if engine.dialect.name != "sqlite":
        return engine.url.render_as_string(hide_password=True)
    database = str(engine.url.database)
    return unquote(urlparse(database).path) if database.startswith("file:") else database


def _check_connection(engine: Engine) -> None:
    """A server that cannot be connected to is named by its host and port (DatabaseError)."""
    try:
        with engine.connect():
            return
    except DBAPIError as exc:
        url = engine.url
        message = tr("corrections.db.unreachable", server=server_name(url), database=url.database or "", reason=driver_reason(exc))
        raise DatabaseError(message) from exc


def ensure_schema(engine: Engine) -> None:
    if engine.dialect.name != "sqlite":
        _check_connection(engine)
    with engine.connect() as conn:
        version = schema_version(conn)
        has_tables = version is None and bool(inspect(conn).get_table_names())
    if version is None:
        if has_tables:
            raise DatabaseError(tr("storage.refused.foreign", file=engine.url.database or engine.url))
        _metadata().create_all(engine)
        with engine.begin() as conn:
            conn.execute(
                text("INSERT INTO meta (key, value) VALUES ('schema_version', :v)"), {"v": str(SCHEMA_VERSION)}
            )
        return
    if version > SCHEMA_VERSION:
        raise DatabaseError(tr("corrections.db.newer_schema", target=_name(engine), version=version, latest=SCHEMA_VERSION))
    if version < SCHEMA_VERSION:
        if engine.url.query.get("mode") == "ro":
            raise DatabaseError(tr("corrections.db.migration_read_only", target=_name(engine), version=version, latest=SCHEMA_VERSION))
        migrate(engine, version)


def migrate(engine: Engine, from_version: int) -> Path | None:
    """Back up the SQLite file (storage.backups), then run every step after `from_version` in one
    transaction; returns the backup."""
    from . import backups

    db_file = sqlite_file(engine)
    backup = backups.make_backup(db_file, f"schema{from_version}") if db_file is not None else None
    step = from_version + 1
    try:
        with engine.begin() as conn:
            for step in range(from_version + 1, SCHEMA_VERSION + 1):
                MIGRATIONS[step](conn)
            conn.execute(
                text("UPDATE meta SET value = :v WHERE key = 'schema_version'"), {"v": str(SCHEMA_VERSION)}
            )
    except DBAPIError as exc:  # rolled back: the file is as it was
        where = str(backup) if backup else tr("corrections.db.no_backup")
        message = tr("corrections.db.migration_failed", target=_name(engine), version=from_version, latest=SCHEMA_VERSION, step=step, reason=driver_reason(exc), backup=where)
        raise DatabaseError(message) from exc
    return backup
