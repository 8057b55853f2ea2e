"""The norm panel (tab "Norms"): category and average, the title-tournament checklist, the points
required in this group, and per player the status of every title — made (green), still possible
with the points needed from the remaining games (amber), out of reach or not possible (grey).

The overview as at the start [001 App. II 4a] stays beside the current one: its category and
requirements in the header and the requirement table, and the whole player table on a toggle.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QHBoxLayout, QLabel, QTableView, QVBoxLayout, QWidget

from ..i18n import tr
from ..rules.model import Organiser, TournamentData
from ..services.crosstable import format_points
from ..services.database import Database
from .lazy_import import lazy_module
from .table_model import Column, RowsModel, fit_columns

if TYPE_CHECKING:
    from ..rules.chess.norms import NormReport, PlayerNorms
    from .workbench import Workbench

# The norm rules load when the panel is first shown, not with the window (docs/performance.md).
norms = lazy_module("arbiter_app.services.norms")
norm_tables = lazy_module("arbiter_app.rules.chess.norm_tables")

COLOURS = {  # by services.norms' title status: MADE, POSSIBLE, IMPOSSIBLE
    "made": QColor("#b9e4b4"),
    "possible": QColor("#ffd98a"),
    "impossible": QColor("#e2e2e2"),
}
OK_COLOUR, FAIL_COLOUR, COVERED_COLOUR = "#1b7a1b", "#b3261e", "#8a6d00"


class NormPanel(QWidget):
    """Shows the norm overview of the tournament passed to `show_data`; the register's current
    ratings come from `db()` (the window's database, which can change when another file is opened)."""

    def __init__(self, db: Callable[[], Database]) -> None:
        super().__init__()
        self._db = db
        self.data: TournamentData | None = None
        self.overview: norms.NormOverview | None = None
        self._requirements_shown: tuple[object, ...] | None = None
        """What the requirement table shows (language, both reports' requirements): a result
        seldom changes them, and then the table is not filled and fitted again."""

        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold; padding: 2px 4px;")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.start_heading = QLabel()
        self.start_heading.setStyleSheet("padding: 0 4px; color: #444;")
        self.start_heading.setTextFormat(Qt.TextFormat.PlainText)
        self.checks = QLabel()
        self.checks.setTextFormat(Qt.TextFormat.RichText)
        self.checks.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.checks.setStyleSheet("padding: 2px 4px;")
        self.requirements_model = RowsModel()
        self.requirements = _table(self.requirements_model)
        self.requirements.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_toggle = QCheckBox()
        self.start_toggle.toggled.connect(lambda _checked: self._show_players())
        self.players_model = RowsModel()
        self.players = _table(self.players_model)

        top = QHBoxLayout()
        top.addWidget(self.checks, 3)
        right = QVBoxLayout()
        right.addWidget(self.requirements)
        right.addWidget(self.start_toggle)
        right.addStretch(1)
        top.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.start_heading)
        layout.addLayout(top)
        layout.addWidget(self.players, 1)

    # --- data ------------------------------------------------------------------------------------
    @staticmethod
    def applies_to(data: TournamentData) -> bool:
        """Title norms are correspondence chess's: not for a ČAGo (go) event."""
        return data.tournament.organiser is not Organiser.CAGO

    def show_data(self, data: TournamentData | None) -> None:
        same = data is not None and self.data is not None and data.tournament.code == self.data.tournament.code
        self.data = data
        self.start_toggle.setText(tr("norms.label.show_start"))
        if data is None:
            self.overview = None
            for label in (self.heading, self.start_heading, self.checks):
                label.setText("")
            self.requirements_model.set_data([], [])
            self._requirements_shown = None
            self.players_model.set_data([], [])
            return
        self.overview = norms.norm_overview(self._db(), data)
        current, start = self.overview
        self.heading.setText(_summary(current, tr("norms.label.current")))
        self.start_heading.setText(_summary(start, tr("norms.label.at_start")))
        self.checks.setText(self._checklist_html(data, current))
        self._show_requirements(current, start)
        self._show_players(same=same)

    def _checklist_html(self, data: TournamentData, report: NormReport) -> str:
        verdict = tr("norms.label.eligible" if report.eligible else "norms.label.not_eligible")
        colour = OK_COLOUR if report.eligible else FAIL_COLOUR
        lines = [f"<b style='color:{colour}'>{'✓' if report.eligible else '✗'} {html.escape(verdict)}</b>"]
        for c in norms.checklist(data, report):
            mark_colour = COVERED_COLOUR if c.covered or c.notice else OK_COLOUR if c.ok else FAIL_COLOUR
            lines.append(f"<span style='color:{mark_colour}'>{norms.check_mark(c)}</span> {html.escape(norms.check_text(c))}")
        return "<br>".join(lines)

    def _show_requirements(self, current: NormReport, start: NormReport) -> None:
        shown = (tr("norms.label.current"), tuple(current.requirements.items()), tuple(start.requirements.items()))
        if shown == self._requirements_shown:
            return
        self._requirements_shown = shown
        rows = [(tr("norms.label.current"), current), (tr("norms.label.at_start"), start)]
        columns = [Column(tr("norms.label.requirements"), lambda r: r[0], align=Qt.AlignmentFlag.AlignLeft)]
        columns += [Column(tr(f"norms.title.{t}"), lambda r, t=t: norms.requirement_text(r[1].requirements[t])) for t in norm_tables.TITLES]
        self.requirements_model.set_data(columns, rows)
        fit_columns(self.requirements)
        height = self.requirements.horizontalHeader().height() + sum(self.requirements.rowHeight(i) for i in range(len(rows)))
        self.requirements.setFixedHeight(height + 4)

    def _show_players(self, same: bool = False) -> None:
        """The player table; `same`: the same group after a change, whose changed cells alone repaint."""
        if self.data is None or self.overview is None:
            return
        report = self.overview.start if self.start_toggle.isChecked() else self.overview.current
        names = {e.no: e.player.name for e in self.data.entries}
        columns = [
            Column(tr("norms.col.no"), lambda p: str(p.no)),
            Column(tr("norms.col.name"), lambda p: names[p.no], align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("norms.col.score"), lambda p: format_points(p.score)),
            Column(tr("norms.col.rg"), lambda p: str(p.remaining)),
        ]
        columns += [
            Column(
                tr(f"norms.title.{t}"),
                lambda p, t=t: norms.title_status(p, t)[1],
                tooltip=lambda p, t=t: _reason(p, t),
                background=lambda p, t=t: COLOURS[norms.title_status(p, t)[0]],
            )
            for t in norm_tables.TITLES
        ]
        columns.append(Column(tr("norms.col.remark"), norms.player_remark, align=Qt.AlignmentFlag.AlignLeft))
        (self.players_model.update if same else self.players_model.set_data)(columns, report.players)
        fit_columns(self.players)

    def status_of(self, no: int, title: str) -> tuple[str, str]:
        """(kind, text) shown for player `no` and `title` in the player table (for tests)."""
        for r in range(self.players_model.rowCount()):
            player = self.players_model.row_object(r)
            if player.no == no:
                return norms.title_status(player, title)
        raise KeyError(no)


def _table(model: RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


def _summary(report: NormReport, label: str) -> str:
    parts = [norms.category_text(report), norms.average_text(report), tr("norms.label.field", players=report.players_at_start, games=report.games)]
    return f"{label}: " + " · ".join(p for p in parts if p)


def _reason(player: PlayerNorms, title: str) -> str:
    """The tooltip of a status cell: why no norm, or the games a made norm is credited with."""
    if title in player.credited_games:
        return f"{tr('norms.label.made')}: {tr('norms.col.credited')} {player.credited_games[title]}"
    reason = player.reasons.get(title)
    return tr(f"norms.no_norm.{reason}") if reason else ""


def add_norm_panel(window: Workbench) -> NormPanel:
    """Add the Norms tab to the main window."""
    panel = NormPanel(lambda: window.db)
    window.add_panel("gui.tab.norms", panel)
    return panel
