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


DISPLAY, TOOLTIP, ALIGNMENT, BACKGROUND = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.BackgroundRole))
SERVED_ROLES = frozenset((DISPLAY, TOOLTIP, ALIGNMENT, BACKGROUND))
V_CENTRE = int(Qt.AlignmentFlag.AlignVCenter)


class RowsModel(QAbstractTableModel):
    """Rows of any plain objects, shown through `Column`s: reset whole by `set_data` (another table),
    or only the cells that changed by `update` (the same table after a change)."""

    def __init__(self, columns: Sequence[Column] = (), rows: Sequence[Any] = ()):
        super().__init__()
        self._columns = list(columns)
        self._rows = list(rows)
        self._painted: list[list[tuple[str, Any]]] | None = None
        """Each cell's text and background colour as last shown, taken by `update` and `fit_columns`."""

    def set_data(self, columns: Sequence[Column], rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._columns = shown_columns(columns, rows)
        self._rows = list(rows)
        self._painted = None
        self.endResetModel()

    def update(self, columns: Sequence[Column], rows: Sequence[Any]) -> None:
        """The same table with new values (a result entered): when it keeps its columns and its number of
        rows, only the cells whose text or colour changed are announced, so that the view repaints those
        alone and keeps its selection and layout; else as `set_data`."""
        shown = shown_columns(columns, rows)
        before = self.painted()
        same = len(rows) == len(self._rows) and [(c.header, c.align, c.header_tooltip) for c in shown] == [
            (c.header, c.align, c.header_tooltip) for c in self._columns]
        if not same:
            self.set_data(columns, rows)
            return
        self._columns, self._rows, self._painted = shown, list(rows), None
        for r, (old, new) in enumerate(zip(before, self.painted())):
            changed = [c for c, (a, b) in enumerate(zip(old, new)) if a != b]
            if changed:  # one rectangle per row: from its first changed cell to its last
                self.dataChanged.emit(self.index(r, changed[0]), self.index(r, changed[-1]))

    def painted(self) -> list[list[tuple[str, Any]]]:
        """Each cell's (text, background colour or None), row by row."""
        if self._painted is None:
            self._painted = [[(c.value(row), c.background(row) if c.background else None) for c in self._columns]
                             for row in self._rows]
        return self._painted

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by `column` (a view with sorting enabled calls this on a header click)."""
        if not 0 <= column < len(self._columns):
            return
        key = self._columns[column].sort_key or self._columns[column].value
        self.beginResetModel()
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self._painted = None
        self.endResetModel()

    def row_object(self, row: int) -> Any:
        return self._rows[row]

    def column(self, col: int) -> Column:
        return self._columns[col]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # a view asks every role of every cell it paints: the roles not served are turned away first
        if role not in SERVED_ROLES or not index.isValid():
            return None
        r, c = index.row(), index.column()
        row, column = self._rows[r], self._columns[c]
        if role == DISPLAY:
            return column.value(row) if self._painted is None else self._painted[r][c][0]
        if role == ALIGNMENT:
            return int(column.align) | V_CENTRE
        if role == TOOLTIP and column.tooltip:
            return column.tooltip(row) or None
        if role == BACKGROUND and column.background:
            colour = column.background(row) if self._painted is None else self._painted[r][c][1]
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


class TextWidths:
    """The widths of texts in one font, each measured once: a table refitted after a result shows
    mostly the texts it showed before."""

    LIMIT = 20_000
    """Texts kept at most (then measured afresh): a few tables' worth."""

    def __init__(self, font: QFont) -> None:
        self.metrics = QFontMetrics(font)
        self.widths: dict[str, int] = {}

    def __call__(self, text: str) -> int:
        width = self.widths.get(text)
        if width is None:
            if len(self.widths) >= self.LIMIT:
                self.widths.clear()
            width = self.widths[text] = max((self.metrics.horizontalAdvance(line) for line in text.splitlines()), default=0)
        return width


_widths: dict[str, TextWidths] = {}
"""By font (QFont.key()): the fonts of the tables' cells and of their headers."""


def text_widths(font: QFont) -> TextWidths:
    found = _widths.get(font.key())
    if found is None:
        found = _widths[font.key()] = TextWidths(font)
    return found


def fit_columns(view: QTableView) -> None:
    """Each column of a `RowsModel` view as wide as its widest text, header included.

    What `resizeColumnsToContents` does, but measured here in one pass over the texts: Qt's own asks
    the model for every role of every cell through Python, ten times slower, and a result entered in
    the crosstable refits every table it changes. A width that stays is not set again (nothing to lay
    out or repaint).
    """
    model = view.model()
    assert isinstance(model, RowsModel)
    cells = text_widths(view.font())
    header_font = QFont(view.horizontalHeader().font())
    header_font.setBold(view.horizontalHeader().highlightSections())  # the selected column's header is drawn bold
    headers = text_widths(header_font)
    minimum = view.horizontalHeader().minimumSectionSize()
    cell_padding, header_padding = paddings(view)
    painted = model.painted()
    for c, column in enumerate(model._columns):
        texts = (line[c][0] for line in painted)
        width = max([minimum, headers(column.header) + header_padding, *(cells(text) + cell_padding for text in texts if text)])
        if view.columnWidth(c) != width:
            view.setColumnWidth(c, width)
