"""Today's desk (Running event ▸ Today's desk, Ctrl+D, and at the start when anything is overdue or due
today): what needs the arbiter on a day in every tournament (services.running.desk), grouped by state.
Double-click or Enter opens where an item is handled: the Adjudications, Claims or Sanctions window
(loaded when first asked for), or the tournament in the main window with the game's crosstable cell
or the player's row selected. The list follows every change (window.broadcaster.changed)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QDateEdit, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QSpinBox, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout,
)

from ...i18n import date_text, tr
from ...rules.desk import DueState
from ...services.running.desk import WITHIN_DEFAULT, DueItem, Place, due_items
from ..greyed import say_why

if TYPE_CHECKING:
    from ...services.database import Changes
    from ..workbench import Session, Workbench

ITEM_ROLE = int(Qt.ItemDataRole.UserRole)
STATE_COLOURS = {DueState.OVERDUE: "#b3261e", DueState.TODAY: "#7a5a00", DueState.COMING: "#1d4f91"}
WITHIN_MOST = 366


def open_desk(window: Workbench) -> DeskWindow:
    """The desk (the one already open, brought to the front, on the day it shows), new on today."""
    desk = _desk(window)
    desk.refresh()
    _to_front(desk)
    return desk


def show_at_start(window: Workbench) -> None:
    """Open the desk when anything is overdue or due today; else leave the window as it is."""
    today = date.today()
    items = due_items(window.db, today)
    if any(i.state is not DueState.COMING for i in items):
        desk = _desk(window)
        desk.show_day(today, items)
        _to_front(desk)


def _desk(window: Workbench) -> DeskWindow:
    found = window.findChild(DeskWindow)
    return found if isinstance(found, DeskWindow) else DeskWindow(window)


def _to_front(desk: DeskWindow) -> None:
    desk.show()
    desk.raise_()
    desk.activateWindow()


class DeskWindow(QDialog):
    def __init__(self, window: Workbench):
        super().__init__(window)  # type: ignore[arg-type]
        self.window_ = window
        self.setWindowTitle(tr("desk.window.title"))
        self.setModal(False)
        self.on = QDateEdit(QDate.currentDate())
        self.on.setCalendarPopup(True)
        self.on.setDisplayFormat(tr("format.date.qt"))
        self.within = QSpinBox()
        self.within.setRange(0, WITHIN_MOST)
        self.within.setValue(WITHIN_DEFAULT)
        on_label, within_label = QLabel(tr("desk.window.on")), QLabel(tr("desk.window.within"))
        on_label.setBuddy(self.on)
        within_label.setBuddy(self.within)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels([tr("desk.col.deadline"), tr("desk.col.since"), tr("desk.col.tournament"), tr("desk.col.item")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(0)  # the states' headings set the groups apart
        self.tree.itemActivated.connect(lambda entry, _column: self.open_item(entry))
        self.tree.currentItemChanged.connect(lambda *_: self._enable())
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton(tr("desk.window.open"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda _on=False: self.open_item(self.tree.currentItem()))
        close = buttons.addButton(tr("clock.dialog.close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        for button in (self.open_button, close):
            button.setAutoDefault(False)  # Enter in the list opens its line (the list lets the key on to the dialog)

        top = QHBoxLayout()
        for widget in (on_label, self.on, within_label, self.within):
            top.addWidget(widget)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.resize(1100, 460)
        self.items: list[DueItem] = []
        self.on.dateChanged.connect(lambda _day: self.refresh())
        self.within.valueChanged.connect(lambda _days: self.refresh())
        window.broadcaster.changed.connect(self._changed)

    def day(self) -> date:
        return self.on.date().toPython()  # type: ignore[return-value]

    def show_day(self, day: date, items: list[DueItem] | None = None) -> None:
        """The items of `day` (`items`, when the caller read them already for the days ahead shown)."""
        self.on.blockSignals(True)
        self.on.setDate(QDate(day))
        self.on.blockSignals(False)
        self.refresh(items)

    # --- the list -----------------------------------------------------------------------------------
    def refresh(self, items: list[DueItem] | None = None) -> None:
        """List the items of the day asked (`items` when the caller read them already), grouped by
        state, the item selected before kept where it still is."""
        kept = self._current()
        self.items = items if items is not None else due_items(self.window_.db, self.day(), self.within.value())
        self.tree.clear()
        bold = QFont(self.tree.font())
        bold.setBold(True)
        counts = {state: 0 for state in DueState}
        again = None
        for state in DueState:
            group = [(n, i) for n, i in enumerate(self.items) if i.state is state]
            counts[state] = len(group)
            if not group:
                continue
            head = QTreeWidgetItem([tr("desk.cli.group", state=tr(f"desk.state.{state.value}"), count=len(group))])
            head.setFirstColumnSpanned(True)
            head.setFont(0, bold)
            head.setForeground(0, QBrush(QColor(STATE_COLOURS[state])))
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(head)
            for n, item in group:
                line = QTreeWidgetItem(head, [date_text(item.deadline), date_text(item.since), item.code or "", item.text])
                line.setData(0, ITEM_ROLE, n)
                line.setToolTip(3, item.text)
                if (item.kind, item.place) == kept:
                    again = line
            head.setExpanded(True)
        for column in range(3):
            self.tree.resizeColumnToContents(column)
        if again is not None:
            self.tree.setCurrentItem(again)
        self.summary.setText(tr("desk.window.summary", overdue=counts[DueState.OVERDUE], today=counts[DueState.TODAY],
                                coming=counts[DueState.COMING]) if self.items else tr("desk.window.none"))
        self._enable()

    def item_of(self, entry: QTreeWidgetItem | None) -> DueItem | None:
        n = entry.data(0, ITEM_ROLE) if entry is not None else None
        return self.items[n] if isinstance(n, int) and 0 <= n < len(self.items) else None

    def _current(self) -> tuple[Any, Place] | None:
        item = self.item_of(self.tree.currentItem())
        return None if item is None else (item.kind, item.place)

    def _enable(self) -> None:
        self.open_button.setEnabled(self.item_of(self.tree.currentItem()) is not None)
        say_why(self.open_button, tr("desk.greyed.open"))

    def _changed(self, _change: Changes) -> None:
        if self.isVisible():
            self.refresh()

    # --- opening the place --------------------------------------------------------------------------
    def open_item(self, entry: QTreeWidgetItem | None) -> None:
        item = self.item_of(entry)
        if item is not None:
            open_place(self.window_, item.place)


def open_place(window: Workbench, place: Place) -> None:
    """Open where an item is handled (services.running.desk.Place). The running-event windows load
    when first asked for (docs/performance.md)."""
    kind = place[0]
    if kind == "adjudication":
        from . import adjudications_view

        adjudications_view.open_adjudications(window, code=place[1], game=place[2])
    elif kind == "claim":
        from . import claims_view

        claims_view.open_claims(window, code=place[1], game=place[2])
    elif kind == "sanction":
        from . import sanctions_view

        sanctions_view.open_sanctions(window, player_id=place[1])
    elif kind == "game":
        show_in_crosstable(window, place[1], place[2][0], place[2])
    else:  # "entry", "unstarted": the player's row
        show_in_crosstable(window, place[1], place[2])


def show_in_crosstable(window: Session, code: str, no: int, game: tuple[int, int, int] | None = None) -> bool:
    """Show tournament `code` in the main window (selected as a feature that creates one selects it:
    `code`, then `reload_tournaments`) and select the crosstable's cell of `game` (White's row, Black's
    column and cycle), else player `no`'s name. False when the tournament or the cell is not there."""
    if window.code != code:
        window.code = code
        window.reload_tournaments()
    view: Any = window.crosstable  # the window's CrosstableView: a QTableView (gui.workbench has no select yet)
    table = view.table
    if table is None or table.code != code:
        return False
    row = next((i for i, line in enumerate(table.lines) if line.no == no), None)
    if row is None:
        return False
    column = 1  # the name
    if game is not None:
        cell = (game[1], game[2]) if (game[1], game[2]) in table.columns else (game[1], 1)
        if cell not in table.columns:
            return False
        column = view.first_cell_column + table.columns.index(cell)
    view.setCurrentIndex(view.model().index(row, column))
    view.scrollTo(view.currentIndex())
    view.setFocus()
    return True
