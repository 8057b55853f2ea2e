"""The progress line a command prints on stderr while it reads a large file (`import-trf`,
`egd-import`): "big.h9: 41 % read, 3.2 s", rewritten in place, the line ended once the file is read."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from types import TracebackType

from ..i18n import decimal_text, tr


class ConsoleProgress:
    """Called (lines read, lines) by a reader (formats.problems.Progress); used as a context manager,
    it ends the progress line when it has shown one."""

    def __init__(self, path: Path):
        self.name = path.name
        self.started = time.monotonic()
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        seconds = decimal_text(time.monotonic() - self.started, digits=1)
        print(f"\r{tr('import.progress', file=self.name, percent=100 * done // max(total, 1), seconds=seconds)}",
              end="", file=sys.stderr, flush=True)
        self.shown = True

    def __enter__(self) -> ConsoleProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        if self.shown:
            print(file=sys.stderr)
