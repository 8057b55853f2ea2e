"""The one table-model pattern of the GUI: a list of rows and a list of columns that read them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QTableView

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    header: str
    value: Callable[[Any], str]
    tooltip: Callable[[Any], str] | None = None
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
    background: Callable[[Any], QColor | None] | None = None
    header_tooltip: str = ""
    sort_key: Callable[[Any], Any] | None = None
    """What a click on the header sorts by (numbers as numbers); default: the shown text."""
    key: str = ""
    """What the column holds, for a view that acts on a click in it (a tie-break criterion)."""
    optional: bool = False
    """Shown only when a row has a value: a column that stays empty says nothing (H2H where no tie
    needs it, Title in a group without titles)."""


def shown_columns(columns: Sequence[Column], rows: Sequence[Any]) -> list[Column]:
    """The columns a table shows: the optional ones only when some row has a value."""
    return [c for c in columns if not c.optional or any(c.value(row) for row in rows)]


class RowsModel(QAbstractTableModel):
    """Rows of any plain objects, shown through `Column`s; reset whole when the data changes."""

    def __init__(self, columns: Sequence[Column] = (), rows: Sequence[Any] = ()):
        super().__init__()
        self._columns = list(columns)
        self._rows = list(rows)

    def set_data(self, columns: Sequence[Column], rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._columns = shown_columns(columns, rows)
        self._rows = list(rows)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by `column` (a view with sorting enabled calls this on a header click)."""
        if not 0 <= column < len(self._columns):
            return
        key = self._columns[column].sort_key or self._columns[column].value
        self.beginResetModel()
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.endResetModel()

    def row_object(self, row: int) -> Any:
        return self._rows[row]

    def column(self, col: int) -> Column:
        return self._columns[col]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self._rows[index.row()], self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.value(row)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip:
            return column.tooltip(row) or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and column.background:
            colour = column.background(row)
            return QBrush(colour) if colour else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or section >= len(self._columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].header
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._columns[section].header_tooltip or None
        return None


SORT_INDICATOR_ROOM = 8
"""Pixels a sortable view's header adds for the sort indicator beside its text."""


def paddings(view: QTableView) -> tuple[int, int]:
    """Pixels around a cell's text and around a header's, from the view's style: the item view draws
    a cell's text inside its focus frame's margin and a pixel more on each side, then the grid
    line; a header its margin on each side and its frame lines; a sortable one the indicator's
    room. Measured, not guessed, so that a wide table (17 players at 1366×768) loses no pixel
    to padding that Fusion or the Windows style does not draw."""
    style = view.style()
    cell = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1) + 2
    header = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, view.horizontalHeader()) + 4
    return cell, header + (SORT_INDICATOR_ROOM if view.isSortingEnabled() else 0)


def fit_columns(view: QTableView) -> None:
    """Each column of a `RowsModel` view as wide as its widest text, header included.

    What `resizeColumnsToContents` does, but measured here in one pass over the texts: Qt's own asks
    the model for every role of every cell through Python, ten times slower, and a result entered in
    the crosstable refits every table it changes.
    """
    model = view.model()
    assert isinstance(model, RowsModel)
    cells = view.fontMetrics()
    header_font = QFont(view.horizontalHeader().font())
    header_font.setBold(view.horizontalHeader().highlightSections())  # the selected column's header is drawn bold
    headers = QFontMetrics(header_font)
    minimum = view.horizontalHeader().minimumSectionSize()
    cell_padding, header_padding = paddings(view)
    for c, column in enumerate(model._columns):
        width = headers.horizontalAdvance(column.header) + header_padding
        for row in model._rows:
            text = column.value(row)
            for line in text.splitlines():
                width = max(width, cells.horizontalAdvance(line) + cell_padding)
        view.setColumnWidth(c, max(width, minimum))
