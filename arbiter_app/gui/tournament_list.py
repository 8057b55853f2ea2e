"""The tournament list at the left of the window: a table (code, name, organiser, state) with a filter box.

The filter matches the starts of the words of code, name and organiser, without diacritics
("sk" finds "SKŠ", "zidu" finds "Židů"), as the register's search does.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLineEdit, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..i18n import tr
from ..rules.model import Organiser, Tournament

ORGANISER_NAMES = {Organiser.ICCF: "ICCF", Organiser.SKS: "SKŠ", Organiser.PLANET_SAH: "Planet Šah", Organiser.CAGO: "ČAGo"}
COLUMNS = ("gui.list.code", "gui.list.name", "gui.list.organiser", "gui.list.state")
CODE_SAMPLE = "CZE/Jubilee/M12"
"""The code column is at most as wide as this code: a longer one (an EGD event's) is elided in the
middle, whole in its tooltip, and leaves the organiser and the state in sight."""


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def matches(wanted: str, *texts: str) -> bool:
    """Every word of `wanted` starts a word of one of `texts` (case and diacritics aside)."""
    words = [w for text in texts for w in _plain(text).replace("/", " ").replace("-", " ").split()]
    return all(any(w.startswith(part) for w in words) for part in _plain(wanted).split())


class TournamentList(QWidget):
    """`chosen(code or None)` when the arbiter picks a tournament (or the filter hides the one picked)."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.filter = QLineEdit()
        self.filter.setObjectName("tournament-filter")
        self.filter.setClearButtonEnabled(True)
        self.table = QTableWidget(0, len(COLUMNS))
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        self.retranslate()
        self.filter.textChanged.connect(lambda: self._filter(self.current_code(), force=False))
        self.table.currentCellChanged.connect(lambda *_: self.chosen.emit(self.current_code()))

    def retranslate(self) -> None:
        self.filter.setPlaceholderText(tr("gui.list.filter"))
        self.table.setHorizontalHeaderLabels([tr(key) for key in COLUMNS])

    def fill(self, events: list[Tournament], states: dict[str, str], keep: str | None) -> None:
        """The tournaments, `keep` selected if it is still there (else the first one shown); `chosen`
        is emitted once."""
        self.table.blockSignals(True)
        self.table.setRowCount(len(events))
        for row, t in enumerate(events):
            state = states.get(t.code)
            cells = (t.code, t.name, ORGANISER_NAMES[t.organiser], tr(f"gui.list.state.{state}") if state else "")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, t.code)
                item.setToolTip(f"{t.code}\n{t.name}")
                self.table.setItem(row, col, item)
        self.table.blockSignals(False)
        if events and not self._code_column_sized:  # once: then as the arbiter (or the last start) left it
            self._code_column_sized = True
            self.table.resizeColumnToContents(0)
            cap = self.table.fontMetrics().horizontalAdvance(CODE_SAMPLE) + 12  # the cell's margins
            self.table.setColumnWidth(0, min(self.table.columnWidth(0), cap))
        self._filter(keep, force=True)

    def codes(self) -> list[str]:
        """The codes of every tournament listed, shown or filtered out."""
        return [self.table.item(row, 0).data(Qt.ItemDataRole.UserRole) for row in range(self.table.rowCount())]

    def count(self) -> int:
        return self.table.rowCount()

    def current_code(self) -> str | None:
        row = self.table.currentRow()
        return self.codes()[row] if row >= 0 and not self.table.isRowHidden(row) else None

    def select(self, code: str) -> None:
        self.table.setCurrentCell(self.codes().index(code), 0)

    def _filter(self, keep: str | None, force: bool) -> None:
        """Hide the rows the filter box does not match; `chosen` when the selection changes (or `force`)."""
        wanted, codes = self.filter.text(), self.codes()
        shown = []
        for row, code in enumerate(codes):
            hidden = bool(wanted.strip()) and not matches(wanted, *(self.table.item(row, col).text() for col in range(3)))
            self.table.setRowHidden(row, hidden)
            if not hidden:
                shown.append(code)
        target = keep if keep in shown else (shown[0] if shown else None)
        self.table.blockSignals(True)
        if target is None:
            self.table.setCurrentCell(-1, -1)
        else:
            self.table.setCurrentCell(codes.index(target), 0)
        self.table.blockSignals(False)
        if force or target != keep:
            self.chosen.emit(target)
