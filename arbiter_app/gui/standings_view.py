"""Standings in the rule set's order, with each tie-break value explained: as a tooltip on the
cell, and in the panel below the table for the cell clicked."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView, QVBoxLayout, QWidget

from ..i18n import tr
from ..rules.model import TournamentData
from ..rules.standings import StandingRow
from ..services.crosstable import explanation_text, format_points, player_standings, tiebreak_text
from .entry_marks import name_text, name_tooltip
from .table_model import Column, RowsModel, fit_columns


class StandingsView(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.data: TournamentData | None = None
        self.model_, self.table, self.explanation = explained_table(self._explain_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold; padding: 2px 4px;")
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.explanation, 1)
        self.criteria: tuple[str, ...] = ()
        self.column_providers: list[Callable[[TournamentData], list[Column]]] = []
        """Extra columns after the standings' own (e.g. the rating preview); each reads a StandingRow."""

    @staticmethod
    def applies_to(data: TournamentData) -> bool:
        """Not for a go event: its standings are the go Standings tab (go_standings_view)."""
        return not data.tournament.round_by_round

    def show_data(self, data: TournamentData | None) -> None:
        same = data is not None and self.data is not None and data.tournament.code == self.data.tournament.code
        self.data = data
        self.heading.setText(tr("gui.standings"))
        self.explanation.setText(tr("gui.explain.hint") if data else "")
        if data is None:
            self.model_.set_data([], [])
            return
        standings = player_standings(data)
        self.criteria = tuple(c for c in standings.criteria if c != "points")
        columns = [
            Column(tr("gui.col.place"), lambda r: r.place),
            Column(tr("gui.col.no"), lambda r: str(r.no)),
            Column(tr("gui.col.name"), lambda r: name_text(data.entry(r.no)), align=Qt.AlignmentFlag.AlignLeft,
                   tooltip=lambda r: name_tooltip(data.entry(r.no), data)),
            Column(tr("gui.col.points"), lambda r: format_points(r.points)),
        ]
        for criterion in self.criteria:
            columns.append(
                Column(
                    tr(f"standings.column.{criterion}"),
                    lambda r, c=criterion: tiebreak_text(r, c),
                    tooltip=lambda r, c=criterion: self.explanation_text(r, c),
                    header_tooltip=tr(f"standings.criterion.{criterion}"),
                    key=criterion,
                    optional=True,
                )
            )
        columns += [
            Column(tr("gui.col.played"), lambda r: str(r.games_played)),
            Column(tr("gui.col.rg"), lambda r: str(r.remaining), header_tooltip=tr("gui.col.rg.tip")),
        ]
        for provide in self.column_providers:
            columns += provide(data)
        (self.model_.update if same else self.model_.set_data)(columns, standings.rows)  # same: changed cells repaint
        fit_columns(self.table)

    def explanation_text(self, row: StandingRow, criterion: str) -> str:
        """The contributions that make up one value, one line each, and their sum."""
        assert self.data is not None
        return explanation_text(self.data, row, criterion)

    def _explain_clicked(self, index: QModelIndex) -> None:
        criterion = self.model_.column(index.column()).key if index.isValid() else ""
        if criterion in self.criteria:
            self.explanation.setText(self.explanation_text(self.model_.row_object(index.row()), criterion))


def explained_table(on_click: Callable[[QModelIndex], None]) -> tuple[RowsModel, QTableView, QLabel]:
    """A standings table whose clicked cell is explained in the label below it."""
    model = RowsModel()
    table = QTableView()
    table.setModel(model)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(22)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    table.clicked.connect(on_click)
    explanation = QLabel()
    explanation.setWordWrap(True)
    explanation.setTextFormat(Qt.TextFormat.PlainText)
    explanation.setStyleSheet("padding: 4px; font-family: 'DejaVu Sans Mono', 'DejaVu Sans';")
    return model, table, explanation

