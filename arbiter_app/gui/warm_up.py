"""The write path, loaded while the arbiter looks at the first screen (docs/performance.md, Cold start).

The window opens without the ORM (SQLAlchemy's ORM, pydantic, SQLModel) and the services that write,
so that it shows sooner; the first result typed would then pay their import (about 0.25 s). Once
the window has painted, `WarmUp` imports them here, one module per turn of the event loop on the
main thread: a key or click that comes meanwhile waits for one step at most (the longest,
`sqlalchemy.orm`, 70–100 ms), and no module is ever seen half executed. A background thread would
not make a result typed meanwhile any faster (it would wait for the same import locks) and would
risk exactly that: a `gui.lazy_import` module is not thread-safe in Python 3.11.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ..services.database import Database

WRITE_PATH = (
    "sqlalchemy",
    "sqlalchemy.orm",
    "pydantic",
    "pydantic.main",
    "sqlmodel",
    "arbiter_app.storage.tables",
    "arbiter_app.rules.go.event",
    "arbiter_app.services.results",
    "arbiter_app.services.backups",
    "_strptime",
)
"""What the first result, undo or register change needs, in the order they import one another, so
that each step executes about one of them (SQLAlchemy's package imports all of its Core at once) (the costs: docs/performance.md); the backups and `_strptime`
(`datetime.strptime`'s) are what the check for a backup due after a change needs to read the
backups' names."""


def load(name: str) -> None:
    """Import the module `name`; a `lazy_module` not used yet is executed too (any attribute does it)."""
    vars(importlib.import_module(name))


def configure_orm() -> None:
    """The ORM's own set-up on first use (its mappers, about 10 ms), done before the first result."""
    importlib.import_module("sqlalchemy.orm").configure_mappers()


def open_engine(db: Database) -> None:
    """The database's SQLAlchemy engine, which every change writes through (services.database)."""
    db.engine  # opened on first use


def write_path_steps(db: Database) -> list[Callable[[], None]]:
    load_steps = [partial(load, name) for name in WRITE_PATH]
    return [load_steps[0], partial(open_engine, db), *load_steps[1:], configure_orm]


class WarmUp(QObject):
    """Runs `steps` one per turn of the event loop, from the first paint of `window` on; a child of
    the window, so that a window destroyed first stops it. (A window never painted, never exposed on
    the screen, leaves the write path to its first change, as before.)"""

    finished = Signal()

    def __init__(self, window: QWidget, steps: Sequence[Callable[[], None]]):
        super().__init__(window)
        self._steps = list(steps)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._timer.start(0)
        return False

    def _next_step(self) -> None:
        if self._steps:
            self._steps.pop(0)()
        if self._steps:
            self._timer.start(0)
        else:
            self.finished.emit()
