"""The Standings tab of a go event: place, name, go rank, club, points or MM score, the event's
criteria (SOS, SDOS, SSOS, …) as services.go.standings computes them [003 §3.3], after the round
chosen in the selector; a click on the score or a criterion explains it below the table, the
opponents counted with their scores raised for missed rounds [003 §3.3.3]."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ...i18n import tr
from ...rules.model import TournamentData
from ...rules.standings import StandingRow
from ...services.crosstable import format_points, tiebreak_text
from ...services.database import Database
from ..lazy_import import lazy_module
from ..standings_view import explained_table
from ..table_model import Column, fit_columns

go_standings = lazy_module("arbiter_app.services.go.standings")

if TYPE_CHECKING:
    from ..workbench import Workbench

LEFT = Qt.AlignmentFlag.AlignLeft


class GoStandingsView(QWidget):
    def __init__(self, db: Callable[[], Database]) -> None:
        super().__init__()
        self._db = db
        self.data: TournamentData | None = None
        self.table_: go_standings.GoTable | None = None
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold; padding: 2px 4px;")
        self.after_label = QLabel()
        self.after = QSpinBox()
        self.after.setMinimum(0)
        self.after.valueChanged.connect(lambda _value: self._show())
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.after_label)
        top.addWidget(self.after)
        self.model_, self.table, self.explanation = explained_table(self._explain_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.explanation, 1)

    @staticmethod
    def applies_to(data: TournamentData) -> bool:
        return data.tournament.round_by_round

    def show_data(self, data: TournamentData | None) -> None:
        """Show `data`'s standings; another event (or a newly drawn round) opens after the last round."""
        shown = self.data.tournament.code if self.data else None
        self.data = data
        self.after_label.setText(tr("go.standings.after"))
        if data is None or not data.tournament.round_by_round:
            self.table_ = None
            self.heading.setText("")
            self.explanation.setText("")
            self.model_.set_data([], [])
            return
        last = go_standings.go_table(self._db(), data.tournament.code).last_drawn
        self.after.blockSignals(True)
        at_last = self.after.value() == self.after.maximum()
        self.after.setMaximum(last)
        if data.tournament.code != shown or at_last:
            self.after.setValue(last)
        self.after.blockSignals(False)
        self._show()

    def _show(self) -> None:
        if self.data is None:
            return
        table = self.table_ = go_standings.go_table(self._db(), self.data.tournament.code, self.after.value())
        self.heading.setText(tr("go.standings.heading", round=table.after, drawn=table.last_drawn)
                             if table.last_drawn else tr("go.standings.none"))
        self.explanation.setText(tr("gui.explain.hint"))
        entries = {e.no: e for e in table.data.entries}
        columns = [
            Column(tr("gui.col.place"), lambda r: r.place),
            Column(tr("go.name"), lambda r: entries[r.no].name, align=LEFT),
            Column(tr("go.rank"), lambda r: entries[r.no].player.rank or ""),
            Column(tr("go.club"), lambda r: entries[r.no].player.club, align=LEFT),
            Column(tr("gui.col.no"), lambda r: str(r.no)),
            Column(tr("go.mm" if table.mcmahon else "go.score"), lambda r: format_points(r.points),
                   tooltip=lambda r: self.explanation_text(r, "points"), key="points"),
        ]
        for criterion in table.criteria:
            columns.append(Column(
                tr(f"standings.column.{criterion}"), lambda r, c=criterion: tiebreak_text(r, c, go=True),
                tooltip=lambda r, c=criterion: self.explanation_text(r, c),
                header_tooltip=tr(f"standings.criterion.{criterion}"), key=criterion, optional=True))
        columns.append(Column(tr("gui.col.played"), lambda r: str(r.games_played)))
        self.model_.set_data(columns, table.standings.rows)
        fit_columns(self.table)

    def explanation_text(self, row: StandingRow, criterion: str) -> str:
        """The score or one criterion of `row`'s player, one line per game (bye, excuse), and the
        players he was tied with (services.go.standings.explanation_text)."""
        assert self.table_ is not None
        return go_standings.explanation_text(self.table_, row, criterion)

    def _explain_clicked(self, index: QModelIndex) -> None:
        if self.table_ is None or not index.isValid():
            return
        criterion = self.model_.column(index.column()).key
        if criterion == "points" or criterion in self.table_.criteria:
            self.explanation.setText(self.explanation_text(self.model_.row_object(index.row()), criterion))


def add_go_standings_panel(window: Workbench) -> GoStandingsView:
    """Add the Standings tab of go events (the chess one steps aside for them)."""
    panel = GoStandingsView(lambda: window.db)
    window.add_panel("gui.standings", panel)
    return panel
