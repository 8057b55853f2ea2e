"""A fault of the disk as one sentence (docs/database-faults.md): which file, what went wrong, what
was and was not done. "[Errno 13] Permission denied: '…'" becomes "The file … cannot be written: no
permission to write there; no backup was made, the database was not changed."

The faults a person meets: a folder that cannot be written, a read-only disk, a name too long for
the file system (a Linux name of more than 255 bytes), a full disk, a file another program has
locked (Windows' sharing violation; SQLite's busy lock), a file or folder that is missing or in the
way. Both OSError (the file system) and sqlite3.Error (SQLite's own "database or disk is full",
"database is locked") are read.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
from pathlib import Path

from ..i18n import tr

_BY_ERRNO = {
    errno.EACCES: "not_writable", errno.EPERM: "not_writable", errno.EROFS: "read_only", errno.ENAMETOOLONG: "too_long",
    errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EFBIG: "full",
    errno.ENOENT: "missing", errno.EEXIST: "in_the_way", errno.EISDIR: "in_the_way", errno.ENOTDIR: "in_the_way",
}  # fmt: skip
_WINDOWS_LOCKED = (32, 33)
"""ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION: the file is open in another program."""
_WINDOWS_TOO_LONG = 206
"""ERROR_FILENAME_EXCED_RANGE: a name or path too long (Python gives it errno ENOENT)."""


class DiskFault(OSError):
    """A file could not be read or written; the message is one sentence naming it and the outcome
    (an OSError without errno: services.errors shows it as it is)."""

    def __init__(self, message: str, fault: BaseException, path: Path | str):
        super().__init__(message)
        self.fault, self.path = fault, path

    def with_outcome(self, outcome_key: str) -> DiskFault:
        """The same fault, with what a larger action (an import, which backs up first) did not do."""
        return disk_fault(self.fault, self.path, outcome_key)


def kind_of(exc: BaseException) -> str:
    """"not_writable", "read_only", "too_long", "full", "locked", "missing", "in_the_way", or "other"."""
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        text = str(exc).lower()
        if code == sqlite3.SQLITE_FULL or "disk is full" in text:
            return "full"
        if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in text:
            return "locked"
        if code == sqlite3.SQLITE_READONLY or "readonly" in text:
            return "not_writable"
        if code == sqlite3.SQLITE_CANTOPEN or "unable to open" in text:
            return "not_writable"
        return "other"
    if getattr(exc, "winerror", None) in _WINDOWS_LOCKED:
        return "locked"
    if getattr(exc, "winerror", None) == _WINDOWS_TOO_LONG:
        return "too_long"
    return _BY_ERRNO.get(getattr(exc, "errno", None) or 0, "other")


def sentence(exc: BaseException, path: Path | str, outcome: str) -> str:
    """The fault `exc` met at `path` (an OSError's own file name first), and `outcome`: what was and
    was not done, a text from the catalogue ("no backup was made, the database was not changed")."""
    where = getattr(exc, "filename", None) or path or tr("disk.unnamed_file")
    kind = kind_of(exc)
    if kind == "other" and "disk i/o error" in str(exc).lower() and no_space_left(Path(where)):
        kind = "full"  # SQLite says only "disk I/O error" when a journal's shared memory cannot grow
    reason = getattr(exc, "strerror", None) or str(exc)
    return tr("disk.sentence", fault=tr(f"disk.fault.{kind}", file=where, reason=reason), outcome=outcome)


def no_space_left(path: Path) -> bool:
    """Whether the filesystem of `path` (or of its nearest folder that exists) has less than 64 kB free."""
    folder = path if path.is_dir() else path.parent
    while not folder.is_dir() and folder != folder.parent:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free < 65536
    except OSError:
        return False


def disk_fault(exc: BaseException, path: Path | str, outcome_key: str) -> DiskFault:
    """DiskFault with the sentence of `exc` at `path` and the outcome `outcome_key` (`disk.outcome.*`)."""
    return DiskFault(sentence(exc, path, tr(outcome_key)), exc, path)
