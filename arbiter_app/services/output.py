"""Writing a file the arbiter named (an exported JSON, a printed PDF): a folder, a missing folder or a
file that cannot be written is refused with one sentence naming it, before anything is rendered.
The names the program proposes are safe on Windows, the strictest of the file systems arbiters use."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..i18n import tr


class OutputRefused(ValueError):
    """The output file cannot be written; nothing was written."""


def check_output(path: Path) -> None:
    """Refuse a path that cannot take a new file: a folder, a missing folder, a parent that is a
    file, or no permission to write."""
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
    """Check `path`, then let the caller write it; an OSError while writing becomes OutputRefused."""
    check_output(path)
    try:
        yield path
    except OSError as exc:
        raise OutputRefused(tr("corrections.output.not_writable", path=path, reason=exc.strerror or exc)) from exc


def write_text(path: Path, text: str, encoding: str = "utf-8") -> None:
    """`text` in `encoding` (UTF-8 unless a format says otherwise), its line ends as the format made
    them (TRF and CSV: CR LF; JSON: LF) on every platform."""
    with writing(path):
        path.write_bytes(text.encode(encoding))

