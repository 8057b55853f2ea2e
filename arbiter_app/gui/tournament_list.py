"""The tournament list at the left of the window: a table (code, name, organiser, state) with a filter box.

The filter matches the starts of the words of code, name and organiser, without diacritics
("sk" finds "SKŠ", "zidu" finds "Židů"), as the register's search does.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

from ..i18n import tr
from ..rules.model import Organiser, Tournament

ORGANISER_NAMES = {Organiser.ICCF: "ICCF", Organiser.SKS: "SKŠ", Organiser.PLANET_SAH: "Planet Šah", Organiser.CAGO: "ČAGo"}
COLUMNS = ("gui.list.code", "gui.list.name", "gui.list.organiser", "gui.list.state")
CODE_SAMPLE = "CZE/Jubilee/M12"
"""The code column is at most as wide as this code: a longer one (an EGD event's) is elided in the
middle, whole in its tooltip, and leaves the organiser and the state in sight."""
NAME_SAMPLE = "Mistrovství ČR"
"""The name column is never narrower than this: the splitter cannot squeeze the list below its
name and state (issue 46: at 150 % both were gone)."""


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def matches(wanted: str, *texts: str) -> bool:
    """Every word of `wanted` starts a word of one of `texts` (case and diacritics aside)."""
    words = [w for text in texts for w in _plain(text).replace("/", " ").replace("-", " ").split()]
    return all(any(w.startswith(part) for w in words) for part in _plain(wanted).split())


DISPLAY, TOOLTIP, USER = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole))
SERVED_ROLES = frozenset((DISPLAY, TOOLTIP, USER))


class TournamentRows(QAbstractTableModel):
    """The listed tournaments with their states; a cell's text is made only when the view asks for it
    (a season's database lists hundreds, of which a few dozen are on screen)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[Tournament, str]] = []
        """(tournament, its state: "entries", "running", "finished", or "" when not known)."""

    def set_rows(self, rows: list[tuple[Tournament, str]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def retranslate(self) -> None:
        """The headers and the states in the language of now (both are translated when asked for)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 3), self.index(len(self.rows) - 1, 3), [DISPLAY])

    def text(self, row: int, col: int) -> str:
        """What the cell shows: the code, the name, the organiser or the state."""
        t, state = self.rows[row]
        if col == 3:
            return tr(f"gui.list.state.{state}") if state else ""
        return (t.code, t.name, ORGANISER_NAMES[t.organiser])[col]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        # sizing a column asks each cell for 8 roles: the ones not served are turned away first
        if role not in SERVED_ROLES or not index.isValid():
            return None
        t = self.rows[index.row()][0]
        if role == DISPLAY:
            return self.text(index.row(), index.column())
        if role == TOOLTIP:  # every cell: the code and the name may be elided
            return f"{t.code}\n{t.name}"
        if role == USER:
            return t.code
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == DISPLAY and 0 <= section < len(COLUMNS):
            return tr(COLUMNS[section])
        return None


class TournamentTable(QTableView):
    """A table view that keeps its columns' content widths until the rows change: the header's
    ResizeToContents sections ask for them on every resize (a splitter dragged), and each answer
    reads every row through the Python model."""

    def __init__(self, model: TournamentRows):
        super().__init__()
        self._widths: dict[int, int] = {}
        for signal in (model.modelReset, model.dataChanged, model.layoutChanged):  # before the view's own slots
            signal.connect(self.forget_widths)
        self.setModel(model)  # once: another model would bring another selection model

    def forget_widths(self) -> None:
        self._widths.clear()

    def sizeHintForColumn(self, column: int) -> int:
        if column not in self._widths:
            self._widths[column] = super().sizeHintForColumn(column)
        return self._widths[column]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._widths.clear()
        super().changeEvent(event)


class TournamentList(QWidget):
    """`chosen(code or None)` when the arbiter picks a tournament (or the filter hides the one picked)."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.filter = QLineEdit()
        self.filter.setObjectName("tournament-filter")
        self.filter.setClearButtonEnabled(True)
        self.model = TournamentRows()
        self.table = TournamentTable(self.model)
        self.table.setObjectName("tournaments")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the name is elided, whole in its tooltip
        header = self.table.horizontalHeader()
        header.setObjectName("remember-tournaments")  # the widths the arbiter sets (gui.window_state)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self._code_column_sized = False
        self._quiet = False
        """Set while the list itself moves the selection: `chosen` is emitted once, by `_filter`."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        self.retranslate()
        self.filter.textChanged.connect(lambda: self._filter(self.current_code(), force=False))
        header.sectionResized.connect(lambda *_section: self.updateGeometry())  # a new minimum for the splitter
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)

    def minimumSizeHint(self) -> QSize:
        """As wide as the code, the organiser, the state and NAME_SAMPLE of the name."""
        header = self.table.horizontalHeader()
        columns = header.sectionSize(0) + header.sectionSize(2) + header.sectionSize(3)
        width = columns + self.table.fontMetrics().horizontalAdvance(NAME_SAMPLE) + 12 + 2 * self.table.frameWidth()
        return super().minimumSizeHint().expandedTo(QSize(width, 0))

    def _row_changed(self) -> None:
        if not self._quiet:
            self.chosen.emit(self.current_code())

    def retranslate(self) -> None:
        self.filter.setPlaceholderText(tr("gui.list.filter"))
        self.model.retranslate()

    def fill(self, events: list[Tournament], states: dict[str, str], keep: str | None) -> None:
        """The tournaments, `keep` selected if it is still there (else the first one shown); `chosen`
        is emitted once."""
        self._quiet = True
        try:
            self.model.set_rows([(t, states.get(t.code) or "") for t in events])
        finally:
            self._quiet = False
        if events and not self._code_column_sized:  # once: then as the arbiter (or the last start) left it
            self._code_column_sized = True
            header = self.table.horizontalHeader()
            width = max(self.table.sizeHintForColumn(0), header.sectionSizeHint(0))  # as resizeColumnToContents(0)
            cap = self.table.fontMetrics().horizontalAdvance(CODE_SAMPLE) + 12  # the cell's margins
            # Resizing a section runs the pending pass over the ResizeToContents columns (every row) and
            # asks for another; with the header's updates off it only asks: one pass, at the next layout.
            header.setUpdatesEnabled(False)
            self.table.setColumnWidth(0, min(width, cap))
            header.setUpdatesEnabled(True)
        self._filter(keep, force=True)

    def codes(self) -> list[str]:
        """The codes of every tournament listed, shown or filtered out."""
        return [t.code for t, _ in self.model.rows]

    def count(self) -> int:
        return len(self.model.rows)

    def current_code(self) -> str | None:
        row = self.table.currentIndex().row()
        return self.model.rows[row][0].code if row >= 0 and not self.table.isRowHidden(row) else None

    def select(self, code: str) -> None:
        self.table.setCurrentIndex(self.model.index(self.codes().index(code), 0))

    def _filter(self, keep: str | None, force: bool) -> None:
        """Hide the rows the filter box does not match; `chosen` when the selection changes (or `force`)."""
        wanted, codes = self.filter.text(), self.codes()
        shown = []
        for row, code in enumerate(codes):
            hidden = bool(wanted.strip()) and not matches(wanted, *(self.model.text(row, col) for col in range(3)))
            if hidden != self.table.isRowHidden(row):  # only the rows that change: cheap while typing
                self.table.setRowHidden(row, hidden)
                self.table.forget_widths()  # a hidden row counts no more
            if not hidden:
                shown.append(code)
        target = keep if keep in shown else (shown[0] if shown else None)
        self._quiet = True
        try:
            self.table.setCurrentIndex(self.model.index(codes.index(target), 0) if target is not None else QModelIndex())
        finally:
            self._quiet = False
        if force or target != keep:
            self.chosen.emit(target)
