"""Refreshing the window when another program changes the database (docs/concurrency.md).

Every second a timer asks whether someone else committed (services Database.watch: SQLite's data
version, a poll of the audit log on PostgreSQL; no lock taken). If so, the window broadcasts an
"external" change and its views refresh as after the arbiter's own actions. Not while the arbiter is
in the middle of something: an open cell editor or menu defers the refresh to the next tick, and each
table keeps its current cell and scroll position.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView, QWidget

from ..i18n import tr
from ..services.database import Changes

if TYPE_CHECKING:
    from .workbench import Session

INTERVAL_MS = 1000


class ExternalChanges(QObject):
    def __init__(self, window: Session):
        super().__init__(window)
        self.window = window
        self.db = window.db
        self.watch = self.db.watch()
        self.pending: frozenset[str] | None = None
        """Tournaments changed by others and not shown yet; empty: everything."""
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()
        QApplication.instance().aboutToQuit.connect(self.close_watch)  # its connection goes with the database's

    def close_watch(self) -> None:
        self.timer.stop()
        self.watch.close()

    def check(self) -> None:
        if self.window.db is not self.db:  # File > Open: watch the new database from now on
            self.watch.close()
            self.db, self.watch, self.pending = self.window.db, self.window.db.watch(), None
        codes = self.watch.poll()
        if codes is not None:
            self.pending = codes if self.pending is None or not codes or not self.pending else self.pending | codes
        if self.pending is None or _arbiter_is_busy(self.window):
            return
        codes, self.pending = self.pending, None
        text = tr("gui.external_change", what=", ".join(sorted(codes))) if codes else tr("gui.external_change_any")
        with _positions_kept(self.window):
            self.window.broadcaster.changed.emit(Changes("external", codes, text))
        self.window.statusBar().showMessage(text, 8000)


def install(window: Session) -> ExternalChanges:
    return ExternalChanges(window)


def _arbiter_is_busy(window: QWidget) -> bool:
    """An open menu or cell editor: a refresh now would close it and lose what is being typed."""
    if QApplication.activePopupWidget() is not None:
        return True
    return any(view.state() == QAbstractItemView.State.EditingState for view in window.findChildren(QAbstractItemView))


@contextmanager
def _positions_kept(window: QWidget) -> Iterator[None]:
    """Each table's current cell and scroll position survive the refresh (its model is reset)."""
    kept = []
    for view in window.findChildren(QTableView):
        index = view.currentIndex()
        kept.append((view, index.row(), index.column(), view.verticalScrollBar().value(), view.horizontalScrollBar().value()))
    yield
    for view, row, column, vertical, horizontal in kept:
        model = view.model()
        if model is not None and 0 <= row < model.rowCount() and 0 <= column < model.columnCount():
            view.setCurrentIndex(model.index(row, column))
        view.verticalScrollBar().setValue(vertical)
        view.horizontalScrollBar().setValue(horizontal)
