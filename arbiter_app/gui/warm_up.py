"""The write path, loaded while the arbiter looks at the first screen (docs/performance.md, Cold start).

The window opens without SQLAlchemy (a SQLite file is read over `sqlite3`: storage.driver), its ORM,
pydantic, SQLModel and the services that write, so that it shows sooner. Once the window has
painted, `WarmUp` imports first what a result needs (WRITE_PATH: a result is written on the driver
too, storage.writer), a few tens of milliseconds; then what undo, the wizards and the imports need:
SQLAlchemy and the database's engine, the ORM (ORM), about 0.9 s in all. SQLAlchemy itself (its
package imports all of its Core at once, 250–400 ms) is imported on a thread of its own (ASIDE)
while the event loop turns; the rest one module per turn of the event loop on the main thread: a key
or click that comes meanwhile waits for one step at most (the longest, `sqlalchemy.orm`, 70–100 ms),
and no module of ours is ever seen half executed. Our modules are not imported on a thread: a
`gui.lazy_import` module is not thread-safe in Python 3.11, and two threads importing into one cycle
of modules may see one half executed.
"""

from __future__ import annotations

import gc
import importlib
import threading
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ..services.database import Database

ASIDE = ("sqlalchemy",)
"""Imported on a thread of their own, while the window answers keys and clicks: packages of others
that import no module of ours, so that neither a `lazy_module` nor a cycle of our modules is met by
two threads (below). The main thread, if it needs one meanwhile, waits for it as for any import."""

WRITE_PATH = (
    "arbiter_app.rules.go.event",
    "arbiter_app.services.results",
    "arbiter_app.services.backups",
    "_strptime",
)
"""What the first result or move count needs, in the order they import one another; the backups and
`_strptime` (`datetime.strptime`'s) are what the check for a backup due after a change needs to read
the backups' names. Loaded first: a result typed a second after the window finds them loaded."""

ORM = (
    "sqlalchemy.orm",
    "pydantic",
    "pydantic.main",
    "sqlmodel",
    "arbiter_app.storage.tables",
)
"""What undo, redo and every other change (through the ORM's session: services.database) need beyond
SQLAlchemy (ASIDE) and the engine, in the order they import one another, so that each step executes
about one of them (the costs: docs/performance.md)."""


def settle_memory() -> None:
    """The garbage collector on again (cli.main turns it off for the start, WarmUp for each step),
    without what was built meanwhile: modules and classes that live as long as the program, which
    later collections need not walk (`gc.freeze`)."""
    gc.freeze()
    gc.enable()


def load(name: str) -> None:
    """Import the module `name`; a `lazy_module` not used yet is executed too (any attribute does it)."""
    vars(importlib.import_module(name))


def configure_orm() -> None:
    """The ORM's own set-up on first use (its mappers, about 10 ms), done before the first result."""
    importlib.import_module("sqlalchemy.orm").configure_mappers()


def load_aside(name: str) -> threading.Thread:
    """Import the module `name` on a thread of its own (ASIDE); the thread, started."""
    thread = threading.Thread(target=importlib.import_module, args=(name,), name=f"import {name}")
    thread.start()
    return thread


def open_engine(db: Database) -> None:
    """The database's SQLAlchemy engine, which every change writes through (services.database)."""
    db.engine  # opened on first use


def write_path_steps(db: Database) -> list[Callable[[], object]]:
    return [
        *(partial(load, name) for name in WRITE_PATH),
        *(partial(load_aside, name) for name in ASIDE), partial(open_engine, db),
        *(partial(load, name) for name in ORM), configure_orm,
    ]


AWAIT_MS = 5
"""How often the warm-up looks whether a thread of a step (`load_aside`) has finished."""


class WarmUp(QObject):
    """Runs `steps` one per turn of the event loop, from the first paint of `window` on; a child of
    the window, so that a window destroyed first stops it. (A window never painted, never exposed on
    the screen, leaves the write path to its first change, as before.) A step that returns a thread
    it started (`load_aside`) is waited for, the event loop turning, before the next step. No
    collection runs within a step (what it imports lives as long as the program): the collector is
    off from its beginning to its end, then what it built is frozen out of the collector's reach."""

    finished = Signal()

    def __init__(self, window: QWidget, steps: Sequence[Callable[[], object]]):
        super().__init__(window)
        self._steps = list(steps)
        self._aside: threading.Thread | None = None
        self.destroyed.connect(settle_memory)  # a window destroyed during a step: the collector on again
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
        if self._aside is not None:
            if self._aside.is_alive():
                self._timer.start(AWAIT_MS)
                return
            self._aside = None
            settle_memory()
        if self._steps:
            gc.disable()
            started = self._steps.pop(0)()
            if isinstance(started, threading.Thread):
                self._aside = started
            else:
                settle_memory()
        if self._steps or self._aside is not None:
            self._timer.start(0)
        else:
            self.finished.emit()
