"""Backups of a SQLite database file, in the folder `backups` beside it (docs/backups.md).

A backup is made with SQLite's online backup API, so it is consistent while other programs (the
window) have the database open, WAL content included. It is written under a temporary name and
renamed when complete: a program killed while backing up leaves no half backup under a backup's
name, and the earlier backups are never opened for writing. A restore: storage.restoring.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Iterable

from ..i18n import tr
from ..rules.names import safe_file_name
from .disk_faults import disk_fault, kind_of

FOLDER = "backups"
SUFFIX = ".sqlite"
PARTIAL = ".partial"
KEEP_LAST = 20
KEEP_DAYS = 60
BUSY_MS = 5000
"""How long a backup waits for a lock another program holds (as storage.database.BUSY_WAIT_MS)."""
STALE_PARTIAL = timedelta(hours=1)
"""A temporary file older than this is left over from a killed backup (none takes that long)."""

_STAMP = "%Y-%m-%d_%H-%M-%S"
_NAME = re.compile(r"_(\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d)(?:-\d+)?_([a-z0-9-]+)\.sqlite$")


def folder_of(db_file: Path) -> Path:
    return db_file.parent / FOLDER


def backup_name(db_file: Path, when: datetime, reason: str) -> str:
    """`arbiter_2026-11-26_08-15-02_import-ratings.sqlite`: the database's name, the local time (no
    colon: Windows forbids it) and why it was made."""
    return f"{safe_file_name(db_file.stem, 'database')}_{when.strftime(_STAMP)}_{safe_file_name(reason).lower()}{SUFFIX}"


def made_at(path: Path) -> datetime:
    """When a backup was made: from its name, else (a file renamed by hand) its modification time."""
    found = _NAME.search(path.name)
    if found:
        return datetime.strptime(found.group(1), _STAMP)
    return datetime.fromtimestamp(path.stat().st_mtime)


def reason_of(path: Path) -> str:
    found = _NAME.search(path.name)
    return found.group(2) if found else ""


def make_backup(db_file: Path, reason: str, target: Path | None = None, now: datetime | None = None) -> Path:
    """Copy the database `db_file` (consistent, while others may have it open) to `target`, by default
    a new file in its backups folder; returns the file written. A fault of the disk or another
    program's lock is a DiskFault: one sentence naming the file, no backup made, the database as it was."""
    if not db_file.is_file():
        raise FileNotFoundError(tr("backup.refused.no_database", file=db_file))
    where = target or folder_of(db_file)
    try:
        if target is None:
            folder = folder_of(db_file)
            folder.mkdir(exist_ok=True)
            target = where = _unused(folder / backup_name(db_file, now or datetime.now(), reason))
        if target.is_dir():
            raise IsADirectoryError(tr("backup.refused.folder", target=target))
        if not target.parent.is_dir():
            raise FileNotFoundError(tr("backup.refused.no_folder", folder=target.parent))
        _write(db_file, target)
    except sqlite3.Error as exc:  # SQLite's own: another program's lock or a damaged page (the database's), a full disk
        raise disk_fault(exc, db_file if kind_of(exc) in ("locked", "other") else where, "disk.outcome.no_backup") from exc
    except OSError as exc:
        if exc.errno is None:  # ours above, or a DiskFault: a sentence already
            raise
        raise disk_fault(exc, where, "disk.outcome.no_backup") from exc
    return target


def _write(db_file: Path, target: Path) -> None:
    """The backup under a temporary name, without a journal of its own (a killed backup leaves no
    `.partial-journal`), renamed when whole."""
    partial = target.with_name(target.name + PARTIAL)
    partial.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(db_file)) as source, closing(sqlite3.connect(partial)) as copy:
            copy.execute("PRAGMA journal_mode=OFF")
            _copy(source, copy)
        _rollback_mode(partial)
        _sync(partial)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    _sync(target.parent)


def _rollback_mode(path: Path) -> None:
    """Mark the copied file as a rollback-journal database (bytes 18 and 19 of its header, the file
    format's read and write versions: 1 legacy, 2 WAL), so that it is one self-contained file that no
    program looks for a -wal beside. Done on the closed file: `PRAGMA journal_mode=DELETE` would
    make a -wal and a -journal beside it for the switch, which a kill would leave behind."""
    with open(path, "r+b") as file:
        file.seek(18)
        if file.read(2) == b"\x02\x02":
            file.seek(18)
            file.write(b"\x01\x01")


def _copy(source: sqlite3.Connection, target: sqlite3.Connection, busy_ms: int = BUSY_MS) -> None:
    """SQLite's online backup of `source` into `target`, giving up ("database is locked", nothing
    written) when another program holds a lock for longer than `busy_ms`: Python's backup would
    otherwise wait for it for ever."""
    waiting_since: list[float] = []

    def progress(status: int, _remaining: int, _total: int) -> None:
        if status not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            waiting_since.clear()
        elif not waiting_since:
            waiting_since.append(time.monotonic())
        elif time.monotonic() - waiting_since[0] > busy_ms / 1000:
            raise sqlite3.OperationalError("database is locked")

    source.backup(target, progress=progress, sleep=0.05)


def _unused(path: Path) -> Path:
    """`path`, or `name-2.sqlite`, `name-3.sqlite`... when two backups fall in one second."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        stamp = _NAME.search(path.name)
        assert stamp is not None
        candidate = path.with_name(path.name.replace(f"_{stamp.group(1)}_", f"_{stamp.group(1)}-{number}_"))
    return candidate


def _sync(path: Path) -> None:
    """Flush a file (or a folder's entry of a renamed file) to the disk. On Windows folders cannot be
    opened, and fsync is FlushFileBuffers, which needs a handle open for writing (a read-only one is
    refused with EACCES): the files synced are the new copies this module wrote, never older backups."""
    windows = os.name == "nt"
    if path.is_dir() and windows:
        return
    fd = os.open(path, os.O_RDWR if windows else os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def backups_of(db_file: Path) -> list[Path]:
    """The backups of this database in its backups folder, oldest first: databases that share a folder
    share the backups folder too, and one's backups must never be listed, offered or pruned as another's."""
    folder = folder_of(db_file)
    if not folder.is_dir():
        return []
    own = re.compile(re.escape(safe_file_name(db_file.stem, "database")) + _NAME.pattern)
    return sorted((p for p in folder.glob(f"*{SUFFIX}") if p.is_file() and own.fullmatch(p.name)),
                  key=lambda p: (made_at(p), p.stat().st_mtime_ns))


def to_keep(times: Iterable[datetime], now: datetime) -> set[datetime]:
    """The backup times to keep: the newest KEEP_LAST, and the newest of each day of the last KEEP_DAYS
    days (today counted as the first)."""
    ordered = sorted(set(times), reverse=True)
    kept = set(ordered[:KEEP_LAST])
    first_day = now.date() - timedelta(days=KEEP_DAYS - 1)
    days: set[object] = set()
    for when in ordered:
        if first_day <= when.date() <= now.date() and when.date() not in days:
            days.add(when.date())
            kept.add(when)
    return kept


def prune(db_file: Path, now: datetime | None = None) -> list[Path]:
    """Delete the backups `to_keep` leaves out, and temporary files left by killed backups; returns
    the files deleted."""
    now = now or datetime.now()
    files = backups_of(db_file)
    kept = to_keep((made_at(p) for p in files), now)
    gone = [p for p in files if made_at(p) not in kept]
    folder = folder_of(db_file)
    if folder.is_dir():
        left = [*folder.glob(f"*{PARTIAL}"), *folder.glob(f"*{PARTIAL}-journal")]  # a journal: of an older version's backup
        gone += [p for p in left if now - datetime.fromtimestamp(p.stat().st_mtime) > STALE_PARTIAL]
    for path in gone:
        path.unlink(missing_ok=True)
        Path(f"{path}-wal").unlink(missing_ok=True)  # beside a damaged database kept as it was
    return gone


@dataclass(frozen=True)
class FileFacts:
    """What a database file holds, read without changing it."""

    sound: bool
    """PRAGMA integrity_check found nothing wrong (True when not checked)."""
    schema: int | None
    """The schema version in `meta`; None when the file is not a database of this application."""
    tournaments: int | None
    last_change: tuple[int, int] | None
    """(count, newest id) of the audit log: equal in two files, they hold the same changes."""


def facts(path: Path, check: bool = True) -> FileFacts:
    """Integrity (unless not `check`: it reads the whole file), schema version, tournaments and audit
    log of a database file, opened read-only. Raises sqlite3.DatabaseError for a file that is not a
    SQLite database at all."""
    with closing(_reading(path)) as conn:
        sound = not check or conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"meta", "tournament", "audit"} <= tables:
            return FileFacts(sound, None, None, None)
        value = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        schema = int(value[0]) if value and str(value[0]).isdecimal() else None
        tournaments = conn.execute("SELECT count(*) FROM tournament").fetchone()[0]
        count, last = conn.execute("SELECT count(*), coalesce(max(id), 0) FROM audit").fetchone()
    return FileFacts(sound, schema, tournaments, (count, last))


def _reading(path: Path) -> sqlite3.Connection:
    """A connection that does not write to `path`, except to recover the WAL a killed program left
    (which a read-only connection cannot do, and any program opening the file does first)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        # closed whatever the error (a damaged file's too): on Windows a connection left open would
        # keep the file and its -wal from being replaced or deleted (a sharing violation)
        conn.close()
        if not isinstance(exc, sqlite3.OperationalError) or "readonly" not in str(exc):
            raise
        conn = sqlite3.connect(path)
    return conn
