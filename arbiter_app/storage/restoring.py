"""Putting a backup in place of a database file (docs/backups.md), without losing what another
program committed.

A sound database is restored under its own write lock: the restore takes the lock (BEGIN IMMEDIATE,
waiting as long as any action waits for it), then, while no other program can commit, keeps the
database as it is as a backup (read by a second connection: readers are not held up by a writer)
and replaces its content by the backup's, table by table, in that one transaction. The file is
never renamed or replaced under a program that has it open: the program sees the old content or the
new one, and a change it committed before is in the backup kept. A program that holds the lock
longer makes the restore give up with nothing changed (sqlite3.OperationalError, "database is
locked"). Killed midway, the transaction is rolled back when the file is next opened.

Only a database that is damaged (SQLite says so, or `PRAGMA integrity_check` finds a fault), which no
program can use, is kept as it is and replaced by a copy of the backup (keep_damaged, replace_damaged).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from contextlib import closing
from datetime import datetime
from pathlib import Path

from .backups import PARTIAL, _copy, _sync, _unused, backup_name, facts, folder_of, make_backup

_DAMAGE = ("malformed", "file is not a database", "corrupt")
"""SQLite's words for a damaged file (SQLITE_CORRUPT, SQLITE_NOTADB)."""


def state_of(db_file: Path) -> str:
    """"missing", "empty" (0 bytes), "sound" or "damaged": damaged only when SQLite cannot read the
    file as a database or its integrity check finds a fault. Any other error (another program's
    lock, a disk that cannot be read) is raised as it is: it says nothing of the file."""
    if not db_file.is_file():
        return "missing"
    if db_file.stat().st_size == 0 and not Path(f"{db_file}-wal").is_file():
        return "empty"
    try:
        return "sound" if facts(db_file).sound else "damaged"
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) or not any(word in str(exc).lower() for word in _DAMAGE):
            raise
        return "damaged"


def restore_locked(source: Path, db_file: Path, busy_ms: int) -> Path:
    """Replace the content of the sound database `db_file` by that of `source` under its write lock
    (the module's docstring); returns the backup of the database as it was."""
    with closing(sqlite3.connect(db_file.resolve().as_uri(), uri=True, timeout=busy_ms / 1000, isolation_level=None)) as live:
        live.execute("ATTACH DATABASE ? AS origin", (f"{source.resolve().as_uri()}?mode=ro",))
        live.execute("BEGIN IMMEDIATE")
        try:
            kept = make_backup(db_file, "before-restore")  # another connection: it reads what was committed
            _replace_content(live)
            live.execute("COMMIT")
        finally:
            if live.in_transaction:
                live.execute("ROLLBACK")
    return kept


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _replace_content(live: sqlite3.Connection) -> None:
    """Within `live`'s transaction: drop every table, index, view and trigger of `main`, create those
    of `origin` and copy their rows (SQLite's own counters of AUTOINCREMENT tables too)."""
    mine = live.execute("SELECT type, name FROM main.sqlite_master WHERE name NOT LIKE 'sqlite_%' AND type IN ('view', 'trigger', 'table')").fetchall()
    for kind, name in sorted(mine, key=lambda row: row[0] == "table"):  # views and triggers before their tables
        live.execute(f"DROP {kind.upper()} IF EXISTS main.{_quoted(name)}")
    theirs = live.execute(
        "SELECT type, name, sql FROM origin.sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type != 'table', rowid"
    ).fetchall()
    for kind, name, sql in theirs:
        live.execute(sql)  # unqualified: made in main
        if kind == "table":
            live.execute(f"INSERT INTO main.{_quoted(name)} SELECT * FROM origin.{_quoted(name)}")
    if live.execute("SELECT 1 FROM origin.sqlite_master WHERE name = 'sqlite_sequence'").fetchone():
        live.execute("DELETE FROM main.sqlite_sequence")
        live.execute("INSERT INTO main.sqlite_sequence SELECT * FROM origin.sqlite_sequence")


def keep_damaged(db_file: Path, now: datetime | None = None) -> Path:
    """A damaged database (SQLite cannot copy it page by page) copied as it is, with its WAL file,
    into the backups folder: nothing the arbiter had is thrown away."""
    folder = folder_of(db_file)
    folder.mkdir(exist_ok=True)
    target = _unused(folder / backup_name(db_file, now or datetime.now(), "damaged"))
    for suffix in ("-wal", ""):  # the WAL file first: a copy without its WAL never looks complete
        if Path(f"{db_file}{suffix}").is_file():
            partial = Path(f"{target}{suffix}{PARTIAL}")
            shutil.copyfile(f"{db_file}{suffix}", partial)
            _sync(partial)
            os.replace(partial, f"{target}{suffix}")
    _sync(folder)
    return target


def replace_damaged(source: Path, db_file: Path) -> None:
    """Put a copy of `source` in place of a damaged database that no program can use (keep_damaged
    first), or where there is none: the copy is complete under a temporary name, the damaged WAL goes
    (it would be read into the new file), then one rename."""
    partial = db_file.with_name(db_file.name + PARTIAL)
    partial.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)) as origin, closing(sqlite3.connect(partial)) as copy:
            copy.execute("PRAGMA journal_mode=OFF")  # a temporary file: a kill leaves no journal beside it
            _copy(origin, copy)
        _sync(partial)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    for suffix in ("-wal", "-shm"):
        Path(f"{db_file}{suffix}").unlink(missing_ok=True)
    os.replace(partial, db_file)
    _sync(db_file.parent)
