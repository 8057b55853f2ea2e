"""The first columns of a wide table (the number and the name) kept in sight while the results scroll
sideways: a second view of the same model and selection laid over the table's left edge, showing only
those columns (Qt's "frozen column" design). No widget per cell, so the repaint stays cheap: the overlay
paints its few columns of the rows in sight, and is there only while the table scrolls sideways.

The table's vertical scroll bar is the one truth: the overlay scrolls the way the table does (the same
scroll mode, the same viewport height, its header as tall as the table's) and takes the table's value
whenever either changes; it never scrolls on its own (no auto-scroll to the current cell, its wheel
turns go to the table). Two scroll bars kept in step both ways drifted apart: per item in the table,
per pixel in the overlay, and an overlay's value clamped by a shorter range pushed back into the table
(issue 46: at 150 %, Down ×6, Right ×14 showed another player's name beside the results)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QTableView


class FrozenColumns(QObject):
    """Keeps the first `count` columns of `view` in sight (set with `freeze(count)`)."""

    def __init__(self, view: QTableView):
        super().__init__(view)
        self.view = view
        self.count = 0
        overlay = self.overlay = QTableView(view)
        overlay.setObjectName("frozen-columns")
        overlay.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard works in the table itself
        overlay.setFrameShape(QFrame.Shape.NoFrame)
        overlay.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        overlay.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        overlay.setAutoScroll(False)  # the current cell is scrolled into sight by the table alone
        overlay.verticalHeader().setVisible(False)
        overlay.setStyleSheet("QTableView#frozen-columns { border-right: 1px solid #8a8f96; }")
        overlay.setModel(view.model())
        overlay.setSelectionModel(view.selectionModel())
        overlay.setSelectionMode(view.selectionMode())
        overlay.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        overlay.hide()
        view.viewport().stackUnder(overlay)
        view.horizontalHeader().sectionResized.connect(self._column_resized)
        view.verticalHeader().sectionResized.connect(lambda row, _old, new: overlay.setRowHeight(row, new))
        overlay.verticalHeader().setDefaultSectionSize(view.verticalHeader().defaultSectionSize())
        for signal in (view.verticalScrollBar().valueChanged, overlay.verticalScrollBar().valueChanged,
                       overlay.verticalScrollBar().rangeChanged):
            signal.connect(self._follow)
        view.horizontalScrollBar().rangeChanged.connect(lambda _low, _high: self.place())
        view.model().modelReset.connect(self._columns_changed)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)  # a scroll bar coming or going resizes only the viewport
        overlay.viewport().installEventFilter(self)

    def freeze(self, count: int) -> None:
        self.count = count
        self._columns_changed()
        QTimer.singleShot(0, self.place)  # again once the table is laid out

    def _columns_changed(self) -> None:
        for column in range(self.view.model().columnCount()):
            self.overlay.setColumnHidden(column, column >= self.count)
            self.overlay.setColumnWidth(column, self.view.columnWidth(column))
        self.place()

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if column < self.count:
            self.overlay.setColumnWidth(column, new)
        self.place()

    def _follow(self, *_args: int) -> None:
        self.overlay.verticalScrollBar().setValue(self.view.verticalScrollBar().value())

    def place(self) -> None:
        """Over the frozen columns, only while the table scrolls sideways (else nothing is hidden)."""
        view = self.view
        scrolls = view.horizontalScrollBar().maximum() > 0
        self.overlay.setVisible(self.count > 0 and scrolls)
        if not self.overlay.isVisible():
            return
        frame = view.frameWidth()
        for column in range(self.count):  # the widths as the table has them now
            self.overlay.setColumnWidth(column, view.columnWidth(column))
        width = sum(view.columnWidth(c) for c in range(self.count)) + 1
        left = frame + (view.verticalHeader().width() if view.verticalHeader().isVisible() else 0)
        viewport = view.viewport().geometry()  # below the header, above a sideways scroll bar
        self.overlay.setVerticalScrollMode(view.verticalScrollMode())
        self.overlay.horizontalHeader().setFixedHeight(viewport.top() - frame)  # rows level with the table's
        self.overlay.setGeometry(left, frame, width, viewport.bottom() + 1 - frame)
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.overlay.viewport():
            if event.type() == QEvent.Type.Wheel:  # the table scrolls, and the overlay with it
                QCoreApplication.sendEvent(self.view.verticalScrollBar(), event)
                return True
            return False
        if event.type() == QEvent.Type.Resize:
            self.place()
        return False
