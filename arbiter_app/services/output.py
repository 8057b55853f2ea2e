"""Writing a file the arbiter named (an exported JSON, a printed PDF): a folder, a missing folder or a
file that cannot be written is refused with one sentence naming it, before anything is rendered.
The file is written whole or not at all: beside its name first, then moved over it (`writing`).
The names the program proposes are safe on Windows, the strictest of the file systems arbiters use."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from ..i18n import tr
from ..storage.disk_faults import sentence


class OutputRefused(ValueError):
    """The output file cannot be written; nothing was written."""


def refused(exc: OSError, path: Path) -> OutputRefused:
    """The file system's refusal (a name too long, a full or read-only disk, ...) as one sentence
    naming the file (storage.disk_faults)."""
    return OutputRefused(sentence(exc, path, tr("disk.outcome.not_written")))


NAME_MAX = 255
"""The longest name of a file or folder: 255 UTF-16 units on Windows (NTFS), 255 bytes on Linux
and macOS file systems."""


def _name_too_long(path: Path) -> None:
    """Raise ENAMETOOLONG for `path` when a part of it is longer than NAME_MAX: Windows answers such a
    name as missing (Path.is_dir and Path.exists say False, Wine does not even say why)."""
    for part in path.parts:
        if (len(part.encode("utf-16-le")) // 2 if os.name == "nt" else len(os.fsencode(part))) > NAME_MAX:
            raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), str(path))


def is_folder(path: Path) -> bool:
    """Whether `path` is a folder; a name the file system refuses to look up is refused (OutputRefused)."""
    try:
        _name_too_long(path)
        return path.is_dir()
    except OSError as exc:  # Path.is_dir answers False only for a missing path, not for ENAMETOOLONG
        raise refused(exc, path) from exc


def check_output(path: Path) -> None:
    """Refuse a path that cannot take a new file: a folder, a missing folder, a parent that is a
    file, or no permission to write; a name the file system cannot even look up (too long) too."""
    try:
        _check(path)
    except OSError as exc:
        raise refused(exc, path) from exc


def _check(path: Path) -> None:
    _name_too_long(path)
    parent = path.parent
    if path.is_dir():
        raise OutputRefused(tr("corrections.output.folder", path=path))
    if not parent.exists():
        raise OutputRefused(tr("corrections.output.no_folder", path=path, folder=parent))
    if not parent.is_dir():
        raise OutputRefused(tr("corrections.output.not_a_folder", path=path, folder=parent))
    if not os.access(path if path.exists() else parent, os.W_OK):
        raise OutputRefused(tr("corrections.output.not_writable", path=path, reason=tr("corrections.output.permission")))


@contextmanager
def writing(path: Path) -> Iterator[Path]:
    """Check `path`, then let the caller write the file this gives, beside `path`; it replaces `path`
    only once written whole (os.replace), so a failure (a full disk) leaves an earlier file as it was
    and no part of the new one. An OSError becomes OutputRefused naming `path`."""
    check_output(path)
    partial = path.with_name(f".{path.name[:200]}.{os.getpid()}.partial")
    try:
        yield partial
        os.replace(partial, path)  # a link at `path` is replaced, never written through
    except OSError as exc:
        if exc.filename == str(partial):
            exc.filename = str(path)  # the arbiter's name, not the one written first
        raise refused(exc, path) from exc
    finally:
        with suppress(OSError):
            partial.unlink(missing_ok=True)


def write_text(path: Path, text: str, encoding: str = "utf-8") -> None:
    """`text` in `encoding` (UTF-8 unless a format says otherwise), its line ends as the format made
    them (TRF and CSV: CR LF; JSON: LF) on every platform."""
    with writing(path) as partial:
        partial.write_bytes(text.encode(encoding))

