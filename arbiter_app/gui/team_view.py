"""The Teams panel: the team crosstable with, beside it, the line-up of the team chosen (its boards,
then its reserves [000 §7.7a; 001 §8.7b]) and, below them, the crosstable of the board chosen. A game
between two players of one team, which the tables leave out, is named under the team crosstable.

`install(window)` is the one hook of the team features in the main window: this panel (with its
"Boards not started…" and "Edit team…" actions; a double-click on a team's row edits it too), the
substitute wizard and the clock-check dialog (both in the Tournament menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QPushButton, QStyle, QTableView, QVBoxLayout, QWidget

from ..i18n import tr, tr_plural, tr_sex
from ..rules.model import Entry, Player, TournamentData
from ..services.crosstable import format_points, rating_text, tiebreak_text
from .entry_marks import name_text
from .frozen_columns import FrozenColumns
from .lazy_import import lazy_module
from .table_model import Column, RowsModel, fit_columns

# The dialogs load when first opened: the clock check pulls in python-chess, slow to import.
clock_dialog = lazy_module("arbiter_app.gui.clock_dialog")
substitute_wizard = lazy_module("arbiter_app.gui.substitute_wizard")
team_dialog = lazy_module("arbiter_app.gui.team_dialog")
unstarted_dialog = lazy_module("arbiter_app.gui.unstarted_dialog")
# The team service when a team event is first shown.
teams = lazy_module("arbiter_app.services.teams")

if TYPE_CHECKING:
    from ..services.teams import MatchCell, TeamLine
    from .workbench import Workbench


def install(window: Workbench) -> None:
    """Add the Teams panel and the Tournament menu actions of the team features."""
    window.add_panel(
        "team.tab",
        TeamView(lambda: unstarted_dialog.open_unstarted_dialog(window), lambda no: team_dialog.open_team_dialog(window, no),
                 lambda data: teams.reserve_players(window.db, data)),
    )
    window.menu_installers.append(install_actions)


def install_actions(window: Workbench) -> None:
    for key, slot in (
        ("substitute.wizard.action", lambda: substitute_wizard.open_substitute_wizard(window)),
        ("clock.dialog.action", lambda: clock_dialog.open_clock_dialog(window)),
    ):
        action = QAction(tr(key), window)
        action.setObjectName(key)
        action.triggered.connect(slot)
        window.tournament_menu.addAction(action)


def _table(model: RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    model.modelReset.connect(lambda: _keep_rows_in_sight(view))
    return view


ROWS_IN_SIGHT = 2
"""The rows each of the three tables keeps in sight, however little room the tab has (issue 46: 1½ at
150 % on a 1366×768 screen)."""


def _keep_rows_in_sight(view: QTableView) -> None:
    """The header, ROWS_IN_SIGHT rows and a sideways scroll bar, as the table's minimum height."""
    scroll_bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
    view.setMinimumHeight(view.horizontalHeader().sizeHint().height() + ROWS_IN_SIGHT * view.verticalHeader().defaultSectionSize()
                          + scroll_bar + 2 * view.frameWidth())


def _bold(text: str) -> QLabel:
    label = QLabel(text)
    label.setStyleSheet("font-weight: bold; padding: 2px 4px;")
    return label


Reserves = Callable[[TournamentData], Mapping[int, Sequence[Player]]]
"""Team number -> its reserves not yet playing, in the order of entry (services.teams.reserve_players)."""


class TeamView(QWidget):
    def __init__(self, open_unstarted: Callable[[], object] | None = None, edit_team: Callable[[int], object] | None = None,
                 reserves: Reserves | None = None) -> None:
        super().__init__()
        self.edit_team = edit_team
        self.reserves = reserves
        self.team_reserves: Mapping[int, Sequence[Player]] = {}
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("team.edit.button")
        self.edit_button.clicked.connect(self._edit_current)
        self.edit_button.setEnabled(edit_team is not None)
        self.unstarted_button = QPushButton()
        self.unstarted_button.setObjectName("corrections.unstarted.button")
        self.unstarted_button.setToolTip(tr("corrections.unstarted.rule"))
        if open_unstarted is not None:
            self.unstarted_button.clicked.connect(open_unstarted)
        self.data: TournamentData | None = None
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("padding: 8px;")
        self.teams_model = RowsModel()
        self.teams_table = _table(self.teams_model)
        self.teams_table.doubleClicked.connect(lambda index: self._edit_row(index.row()))
        self.teams_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.teams_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.frozen = FrozenColumns(self.teams_table)
        self.teams_table.selectionModel().currentRowChanged.connect(lambda current, _previous: self._show_lineup(current.row()))
        self.lineup_heading = _bold("")
        self.lineup_model = RowsModel()
        self.lineup_table = _table(self.lineup_model)
        self.lineup_table.setObjectName("team.lineup")
        self.legend = QLabel()
        self.legend.setStyleSheet("color: #555; padding: 0 4px;")
        self.legend.setWordWrap(True)
        self.problems = QLabel()
        self.problems.setObjectName("team.problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00000; padding: 0 4px;")
        self.board_label = QLabel()
        self.board_choice = QComboBox()
        # as wide as its longest item in any language ("1. šachovnice")
        self.board_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.board_choice.currentIndexChanged.connect(self._show_board)
        self.board_model = RowsModel()
        self.board_table = _table(self.board_model)
        self.teams_heading = _bold("")
        chooser = QHBoxLayout()
        chooser.addWidget(self.board_label)
        chooser.addWidget(self.board_choice)
        chooser.addStretch(1)
        heading = QHBoxLayout()  # the buttons beside the heading: the board row beside the line-up stays narrow
        heading.addWidget(self.teams_heading)
        heading.addStretch(1)
        heading.addWidget(self.edit_button)
        heading.addWidget(self.unstarted_button)
        self.content = QWidget()
        inner = QVBoxLayout(self.content)
        inner.setContentsMargins(0, 0, 0, 0)
        # the team crosstable across the whole width; below it the board's crosstable and, beside
        # it, the line-up of the team chosen, as narrow as its texts
        board = QVBoxLayout()
        board.addLayout(chooser)
        board.addWidget(self.board_table, 1)
        lineup = QVBoxLayout()
        lineup.addWidget(self.lineup_heading)
        lineup.addWidget(self.lineup_table, 1)
        bottom = QHBoxLayout()
        bottom.addLayout(board, 1)
        bottom.addLayout(lineup)
        inner.addLayout(heading)
        inner.addWidget(self.teams_table, 2)
        inner.addWidget(self.legend)
        inner.addWidget(self.problems)
        inner.addLayout(bottom, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.notice)
        layout.addWidget(self.content, 1)

    @staticmethod
    def opens_on(data: TournamentData) -> bool:
        """A team event opens on its team crosstable: the teams are what its arbiter follows."""
        return data.tournament.team_event

    @staticmethod
    def applies_to(data: TournamentData) -> bool:
        return data.tournament.team_event

    def show_data(self, data: TournamentData | None) -> None:
        self.data = data
        team_event = data is not None and data.tournament.team_event
        self.notice.setVisible(not team_event)
        self.content.setVisible(team_event)
        self.notice.setText("" if data is None else tr("team.not_team_event"))
        if data is None or not team_event:
            self.teams_model.set_data([], [])
            self.lineup_model.set_data([], [])
            self.board_model.set_data([], [])
            self.board_choice.blockSignals(True)
            self.board_choice.clear()
            self.board_choice.blockSignals(False)
            return
        self.team_reserves = self.reserves(data) if self.reserves is not None else {}
        row = max(self.teams_table.currentIndex().row(), 0)
        self._show_teams(data)
        self.teams_table.setCurrentIndex(self.teams_model.index(min(row, self.teams_model.rowCount() - 1), 0))
        self._show_lineup(self.teams_table.currentIndex().row())
        chosen = self.board_choice.currentData()
        self.board_choice.blockSignals(True)
        self.board_choice.clear()
        for board in teams.boards(data):
            self.board_choice.addItem(tr("team.board_n", board=board), board)
        index = self.board_choice.findData(chosen)
        self.board_choice.setCurrentIndex(max(index, 0))
        self.board_choice.blockSignals(False)
        self._show_board()

    def _show_teams(self, data: TournamentData) -> None:
        table = teams.team_crosstable(data)
        names = {l.team: l.name for l in table.lines}
        self.teams_heading.setText(tr("team.crosstable"))
        self.board_label.setText(tr("team.board") + ":")
        self.unstarted_button.setText(tr("corrections.unstarted.button"))
        self.edit_button.setText(tr("team.edit.button"))
        self.edit_button.setToolTip(tr("team.edit.tip"))
        captains = {t.no: t.captain for t in data.teams}
        self.legend.setText(tr("team.legend"))
        self.problems.setText("\n".join(f"{problem}. {tr('team.left_out.fix_gui')}" for problem in table.problems))
        self.problems.setVisible(bool(table.problems))

        def cell(line: TeamLine, i: int) -> str:
            found = line.cells[i]
            return "X" if table.teams[i] == line.team else (found.text if found else "")

        def tip(line: TeamLine, i: int) -> str:
            found = line.cells[i]
            return _cell_tip(names[line.team], names[found.opponent], found) if found else ""

        columns = [
            Column(tr("gui.col.no"), lambda l: str(l.team)),
            Column(tr("team.col.team"), lambda l: l.name, align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("setup.team.captain"), lambda l: captains.get(l.team, ""), align=Qt.AlignmentFlag.AlignLeft, optional=True),
        ]
        columns += [
            Column(str(t), lambda l, i=i: cell(l, i), tooltip=lambda l, i=i: tip(l, i), header_tooltip=names[t])
            for i, t in enumerate(table.teams)
        ]
        columns += [
            Column(tr("team.col.mp"), lambda l: format_points(l.match_points), header_tooltip=tr("team.col.mp.tip")),
            Column(tr("team.col.bp"), lambda l: format_points(l.board_points), header_tooltip=tr("team.col.bp.tip")),
        ]
        n_boards = max((len(l.boards) for l in table.lines), default=0)
        columns += [
            Column(
                tr("team.col.board_points", board=b + 1),
                lambda l, b=b: format_points(l.boards[b]),
                header_tooltip=tr("team.col.board_points.tip", board=b + 1),
            )
            for b in range(n_boards)
        ]
        columns += [
            Column(tr("gui.col.rg"), lambda l: str(l.remaining), header_tooltip=tr("gui.col.rg.tip")),
            Column(tr("gui.col.place"), lambda l: l.place),
        ]
        self.teams_model.set_data(columns, table.lines)
        fit_columns(self.teams_table)
        self.frozen.freeze(2)  # the number and the team in sight while the results scroll

    def _show_lineup(self, row: int) -> None:
        """The team of `row`: each board's players (a replaced one marked as in the crosstable), then
        its reserves marked so, in the order of entry."""
        data = self.data
        if data is None or not 0 <= row < self.teams_model.rowCount():
            self.lineup_heading.setText("")
            self.lineup_model.set_data([], [])
            return
        team = int(self.teams_model.index(row, 0).data())
        self.lineup_heading.setText(tr("team.lineup", team=teams.team_names(data)[team]))
        self.lineup_heading.setToolTip(tr("team.lineup.tip"))
        boards: list[tuple[str, Entry | Player]] = [
            (str(e.board), e) for e in sorted((e for e in data.entries if e.team == team), key=lambda e: (e.board or 0, e.no))]
        boards += [(tr_sex("team.reserve", p.sex), p) for p in self.team_reserves.get(team, ())]

        self.lineup_model.set_data([
            Column(tr("team.board"), lambda l: l[0]),
            Column(tr("gui.col.no"), lambda l: str(l[1].no) if isinstance(l[1], Entry) else ""),
            Column(tr("gui.col.name"), lambda l: name_text(l[1]) if isinstance(l[1], Entry) else l[1].name,
                   align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("gui.col.rating"), lambda l: rating_text(l[1], data) if isinstance(l[1], Entry) else str(l[1].rating or "")),
        ], boards)
        fit_columns(self.lineup_table)
        table = self.lineup_table
        table.setFixedWidth(sum(table.columnWidth(c) for c in range(self.lineup_model.columnCount()))
                            + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width())

    def _edit_row(self, row: int) -> None:
        """The team of a row of the team crosstable (its lines are in team number order)."""
        if self.edit_team is not None and self.data is not None and 0 <= row < self.teams_model.rowCount():
            self.edit_team(int(self.teams_model.index(row, 0).data()))

    def _edit_current(self) -> None:
        self._edit_row(max(self.teams_table.currentIndex().row(), 0))

    def _show_board(self) -> None:
        board_no = self.board_choice.currentData()
        if self.data is None or board_no is None:
            self.board_model.set_data([], [])
            return
        board = teams.board_crosstable(self.data, board_no)
        table = board.table
        columns = [
            Column(tr("gui.col.no"), lambda l: str(l.no)),
            Column(tr("gui.col.name"), lambda l: l.name, align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("team.col.team"), lambda l: board.team_of.get(l.no, ""), align=Qt.AlignmentFlag.AlignLeft),
            Column(tr("gui.col.rating"), lambda l: str(l.rating or "")),
        ]
        columns += [Column(str(no), lambda l, i=i: l.cells[i]) for i, (no, _cycle) in enumerate(table.columns)]
        columns.append(Column(tr("gui.col.score"), lambda l: format_points(l.score)))
        columns += [
            Column(
                tr(f"standings.column.{c}"),
                lambda l, c=c: tiebreak_text(l, c),
                header_tooltip=tr(f"standings.criterion.{c}"),
            )
            for c in table.criteria
        ]
        columns += [
            Column(tr("gui.col.rg"), lambda l: str(l.remaining), header_tooltip=tr("gui.col.rg.tip")),
            Column(tr("gui.col.place"), lambda l: l.place),
        ]
        self.board_model.set_data(columns, table.lines)
        fit_columns(self.board_table)


def _cell_tip(team: str, opponent: str, cell: MatchCell) -> str:
    parts = [
        tr("team.cell.tip", team=team, opponent=opponent, points=format_points(cell.points), opponent_points=format_points(cell.opponent_points))
    ]
    if cell.remaining:
        parts.append(tr_plural("team.cell.running", cell.remaining, n=cell.remaining))
    if cell.match_points is not None:
        parts.append(tr("team.cell.match_points", mp=format_points(cell.match_points)))
    return "\n".join(parts)
