"""The list of a running-event window (cases, claims, sanctions): read-only, one row chosen at a time."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QTableView

from ..table_model import RowsModel


def rows_table(model: RowsModel) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setStretchLastSection(True)
    return table
