"""Backing up and restoring the database (docs/backups.md).

Backups go to the folder `backups` beside a SQLite database: before every bulk action (the imports,
a restore, a schema migration), when the window closes, at most every AUTO_EVERY of work in the
window, and whenever the arbiter asks. A backup that would hold the same changes as the newest one
is not made again. The last 20 are kept, and one a day for 60 days (storage.backups.to_keep). A database on a
server (PostgreSQL) is backed up by the server's own means: these functions say so.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from ..i18n import decimal_text, tr
from ..storage import backups as files
from ..storage import restoring
from ..storage.database import BUSY_WAIT_MS, SCHEMA_VERSION, DatabaseBusy, DatabaseError, database_url, shown_target
from ..storage.disk_faults import DiskFault, disk_fault, kind_of
from .database import Changes, Database

AUTO_EVERY = timedelta(minutes=30)
SQLITE_FILE = "sqlite:///"


class BackupsOnServer(ValueError):
    """The database is on a server: its backups are the server's (pg_dump, the hosting's own)."""


@dataclass(frozen=True)
class Backup:
    path: Path
    made: datetime
    size: int
    tournaments: int | None
    """None when the file cannot be read as a database of this application."""
    reason: str


def size_text(size: int) -> str:
    """A file size as the lists show it: 812 kB, 3.4 MB."""
    return f"{size / 1024:.0f} kB" if size < 1 << 20 else f"{decimal_text(size / (1 << 20), digits=1)} MB"


def file_of(target: str) -> Path:
    """The SQLite file a database path or URL (`--db`) names; BackupsOnServer for a server's
    database. Nothing is opened: the commands say so without reaching the server."""
    url = database_url(target)
    if not url.startswith(SQLITE_FILE) or url == SQLITE_FILE:
        raise BackupsOnServer(tr("backup.on_server", target=shown_target(target)))
    return Path(url.removeprefix(SQLITE_FILE))


def database_file(db: Database) -> Path:
    return file_of(db.target)


def folder(db_file: Path) -> Path:
    return files.folder_of(db_file)


def back_up(db_file: Path, reason: str = "manual", target: Path | None = None, force: bool = False) -> Path:
    """A backup of the database `db_file` now: to `target`, or into the backups folder (then the old
    ones are pruned). A `target` that exists is refused unless `force`; the database itself (or its
    journal) always: a backup written over it would replace it under every program that has it open."""
    if not db_file.is_file():
        raise DatabaseError(tr("backup.no_database", path=db_file))
    if target is not None:
        if target.resolve() in {Path(f"{db_file.resolve()}{suffix}") for suffix in ("", "-wal", "-shm", "-journal")}:
            raise DatabaseError(tr("backup.onto_database", path=target))
        if target.is_file() and not force:
            raise DatabaseError(tr("backup.target_exists", path=target))
    path = files.make_backup(db_file, reason, target)
    if target is None:
        files.prune(db_file)
    return path


def back_up_if_changed(db: Database, reason: str) -> Path | None:
    """A backup into the backups folder unless the newest one holds the same changes; None for a
    server's database (its backups are the server's) or when none was needed."""
    try:
        db_file = database_file(db)
    except BackupsOnServer:
        return None
    newest = files.backups_of(db_file)[-1:]
    if not db_file.is_file() or newest and _same_changes(newest[0], db_file):
        return None
    return back_up(db_file, reason)


def before_bulk(db: Database, action: str) -> Path | None:
    """The backup before a bulk action (an import): the state it can always go back to. Without it
    the action does not start (DiskFault: the file, the fault, nothing imported)."""
    try:
        return back_up_if_changed(db, action)
    except DiskFault as fault:
        raise fault.with_outcome("disk.outcome.no_bulk") from fault.fault


def due(db: Database, now: datetime | None = None) -> bool:
    """Whether the window's work calls for a backup: the newest one is AUTO_EVERY old (or there is none)."""
    try:
        db_file = database_file(db)
    except BackupsOnServer:
        return False
    newest = files.backups_of(db_file)[-1:]
    return not newest or (now or datetime.now()) - files.made_at(newest[0]) >= AUTO_EVERY


def _same_changes(backup: Path, db_file: Path) -> bool:
    try:
        return files.facts(backup, check=False).last_change == files.facts(db_file, check=False).last_change
    except sqlite3.DatabaseError:
        return False


def list_backups(db_file: Path) -> list[Backup]:
    """The backups of the database `db_file`, oldest first, with their size and how many tournaments
    each holds."""
    found = []
    for path in files.backups_of(db_file):
        try:
            tournaments = files.facts(path, check=False).tournaments
        except sqlite3.DatabaseError:
            tournaments = None
        found.append(Backup(path, files.made_at(path), path.stat().st_size, tournaments, files.reason_of(path)))
    return found


def check_backup(path: Path) -> files.FileFacts:
    """The facts of a file to restore, or DatabaseError naming it: missing, damaged, not a database of
    this application, or of a newer schema."""
    if not path.is_file():
        raise DatabaseError(tr("backup.missing", path=path))
    try:
        found = files.facts(path)
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(tr("backup.damaged", path=path, problem=exc)) from exc
    if not found.sound:
        raise DatabaseError(tr("backup.damaged", path=path, problem="integrity_check"))
    if found.schema is None:
        raise DatabaseError(tr("backup.not_ours", path=path))
    if found.schema > SCHEMA_VERSION:
        raise DatabaseError(tr("backup.newer", path=path, schema=found.schema, known=SCHEMA_VERSION))
    return found


def restore(db: Database, source: Path) -> Changes:
    """Replace the database of `db` (open, maybe in the window) by the backup `source`, after checking
    it; the replaced database is kept as a backup first. An older backup is migrated as any older
    database is."""
    from ..storage.engine import ensure_schema  # SQLAlchemy: not needed by the check after each change (`due`)

    db.reconnect()  # no connection kept open on the file (Windows cannot replace an open file), nor what it read of it
    text = restore_file(database_file(db), source)
    ensure_schema(db.engine)
    return Changes("restore", frozenset(), text)


def restore_file(db_file: Path, source: Path) -> str:
    """Replace the database file `db_file` by the backup `source` (checked first); what was done, in
    words. A sound database is kept as a backup and replaced under its write lock (storage.restoring:
    another program's committed change is in the backup kept, or the restore gives up naming that
    program's lock); a damaged one (as SQLite's integrity check finds it), which no program can use,
    is kept as it is and replaced by a copy."""
    found = check_backup(source)
    if source.resolve() == db_file.resolve():
        raise DatabaseError(tr("backup.same_file", path=source))
    own = own_backup(db_file, source)  # before the prune below, which may take `source` away
    try:
        state = restoring.state_of(db_file)
        if state in ("missing", "empty"):  # no database yet: the backup becomes it
            kept = None
            restoring.replace_damaged(source, db_file)
        elif state == "sound":
            kept = restoring.restore_locked(source, db_file, BUSY_WAIT_MS)
        else:
            kept = restoring.keep_damaged(db_file)
            restoring.replace_damaged(source, db_file)
    except DiskFault as fault:  # the backup of the database as it was could not be made: nothing was replaced
        raise fault.with_outcome("disk.outcome.not_restored") from fault.fault
    except sqlite3.Error as exc:  # the lock held past the wait, a full disk: the copy was never committed
        if kind_of(exc) == "locked":
            raise DatabaseBusy(tr("backup.restore_busy", target=db_file, path=source)) from exc
        raise disk_fault(exc, db_file, "disk.outcome.not_restored") from exc
    except OSError as exc:
        if exc.errno is None:
            raise
        raise disk_fault(exc, db_file, "disk.outcome.not_restored") from exc
    files.prune(db_file)  # after the copy: `source` may be one of the backups it leaves out
    text = tr("backup.restored", path=source, tournaments=found.tournaments, kept=kept or "—")
    return text if own else f"{text} {tr('backup.other_database', path=source, target=db_file)}"


def own_backup(db_file: Path, source: Path) -> bool:
    """Whether `source` is one of the backups of `db_file` in its backups folder; another file (a
    backup of another database, one kept elsewhere) is restored only after a question naming it."""
    return source.resolve() in {p.resolve() for p in files.backups_of(db_file)}
