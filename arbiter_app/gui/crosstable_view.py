"""The crosstable: one cell per game, results entered with the keyboard (1, 0, = or 5 for ½, - for
0-0 both lose, * or Delete for a running game, + for a win by default as Swiss-Manager and Vega type
it; a flag's letter D, A, C, E or O on a cell that has a result sets that flag, again removes it, so
"0" then "D" is a loss by default [000 §7.3–7.5]), flags and results also from the context menu.

In a team event the cells of two players of one team are grey like the diagonal, their reason in the
tooltip: a result typed there is refused with it, and a game an earlier version stored there can only
be deleted (its context menu)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QMenu, QTableView

from ..i18n import tr
from ..rules.chess.team_standings import within_team
from ..rules.model import Flag, Game, PairingSystem, Result, StartNo, TournamentData
from ..rules.results import recorded_points
from ..services.crosstable import (
    Crosstable, CrosstableLine, crosstable, format_points, game_text, rating_text, tiebreak_text,
)
from .entry_marks import name_text, name_tooltip, rating_tooltip
from .frozen_columns import FrozenColumns
from .go.wall import wall_columns
from .lazy_import import lazy_module
from .table_model import Column, RowsModel, fit_columns, shown_columns

go_rounds = lazy_module("arbiter_app.services.go.rounds")  # loaded for a go event
go_lists = lazy_module("arbiter_app.services.go.lists")  # the go wall list
results = lazy_module("arbiter_app.services.results")  # with the first result entered (docs/performance.md)

if TYPE_CHECKING:
    from .workbench import Session

# keys -> the row player's points (or the result, for both lose)
KEY_POINTS: dict[Qt.Key, float | Result] = {
    Qt.Key.Key_1: 1.0, Qt.Key.Key_0: 0.0, Qt.Key.Key_Equal: 0.5, Qt.Key.Key_5: 0.5,
    Qt.Key.Key_Minus: Result.BOTH_LOSE,  # 0-0: both lose [003 §4.4.4]
}
DEFAULT_WIN = Qt.Key.Key_Plus
"""The row player wins by default: 1 with flag D [000 §7.4]."""
FLAG_KEYS = {Qt.Key.Key_D: Flag.DEFAULT, Qt.Key.Key_A: Flag.ADJUDICATED, Qt.Key.Key_C: Flag.CANCELLED,
             Qt.Key.Key_E: Flag.TIME_EXCEEDED, Qt.Key.Key_O: Flag.ORIGINAL_PLAYER}
CLEAR_KEYS = {Qt.Key.Key_Asterisk, Qt.Key.Key_Delete, Qt.Key.Key_Backspace}
DIAGONAL = QColor("#d9d9d9")
PENDING = QColor("#fff4cc")
CANCELLED = QColor("#eeeeee")


class CrosstableView(QTableView):
    def __init__(self, window: Session):
        super().__init__()
        self.window_ = window
        self.model_ = RowsModel()
        self.setModel(self.model_)
        self.table: Crosstable | None = None
        self.own_team: dict[tuple[int, int], str] = {}
        """(row player, opponent) -> why the two, of one team, have no game (rules.chess.team_standings)."""
        self.first_cell_column = 0
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(22)
        self.horizontalHeader().setMinimumSectionSize(22)  # a cell still easy to click
        self.frozen = FrozenColumns(self)  # the number and the name in sight while the results scroll

    def show_data(self, data: TournamentData | None) -> None:
        standings = None
        if data is not None and data.tournament.round_by_round:
            if data.tournament.system is not PairingSystem.ROUND_ROBIN:
                self._show_wall(data)
                return
            standings = go_rounds.standings(self.window_.db, data.tournament.code)  # the usual table
        shown = self.table.code if self.table is not None else None
        self.table = crosstable(data, standings) if data else None
        if self.table is None or data is None:
            self.model_.set_data([], [])
            return
        table = self.table
        own = self.own_team = {
            (line.no, opponent): reason for line in table.lines for opponent, _cycle in table.columns
            if opponent != line.no and (reason := within_team(data, Game(StartNo(line.no), StartNo(opponent)))) is not None}
        columns = [
            Column(tr("gui.col.no"), lambda l: str(l.no)),
            Column(tr("gui.col.name"), lambda l: name_text(data.entry(l.no)), align=Qt.AlignmentFlag.AlignLeft,
                   tooltip=lambda l: name_tooltip(data.entry(l.no), data)),
        ]
        if standings is not None:  # a go round robin: go rank and club, no title or rating
            player = {e.no: e.player for e in data.entries}
            columns += [Column(tr("go.rank"), lambda l: player[l.no].rank or ""),
                        Column(tr("go.club"), lambda l: player[l.no].club, align=Qt.AlignmentFlag.AlignLeft)]
        else:
            columns += [
                Column(tr("gui.col.fed"), lambda l: l.federation),
                Column(tr("gui.col.title"), lambda l: l.title, optional=True),
                Column(tr("gui.col.rating"), lambda l: rating_text(data.entry(l.no), data), optional=True,
                       tooltip=lambda l: rating_tooltip(data.entry(l.no), data)),
            ]
        self.first_cell_column = len(shown_columns(columns, table.lines))
        for i, (opponent, cycle) in enumerate(table.columns):
            columns.append(
                Column(
                    str(opponent) if data is None or data.tournament.rounds == 1 else f"{opponent}{'ab'[cycle - 1]}",
                    lambda l, i=i: l.cells[i],
                    tooltip=lambda l, i=i, o=opponent: own.get((l.no, o)) or _cell_tooltip(l, i),
                    background=lambda l, i=i, o=opponent: DIAGONAL if (l.no, o) in own else _cell_colour(l, i),
                )
            )
        columns.append(Column(tr("gui.col.score"), lambda l: format_points(l.score)))
        for criterion in table.criteria:
            columns.append(Column(tr(f"standings.column.{criterion}"), lambda l, c=criterion: tiebreak_text(l, c, go=standings is not None),
                                  header_tooltip=tr(f"standings.criterion.{criterion}"), optional=True))
        columns.append(Column(tr("gui.col.rg"), lambda l: str(l.remaining), header_tooltip=tr("gui.col.rg.tip")))
        columns.append(Column(tr("gui.col.place"), lambda l: l.place))
        if shown == table.code:  # the same table after a change: only its changed cells repaint
            self.model_.update(columns, table.lines)
        else:
            self.model_.set_data(columns, table.lines)
        fit_columns(self)
        if self.frozen.count != 2 or shown != table.code:
            self.frozen.freeze(2)

    def _show_wall(self, data: TournamentData) -> None:
        """A go event shows its wall list here (results are entered in the Rounds tab)."""
        self.table = None
        wall = go_lists.wall_list(self.window_.db, data.tournament.code)
        score = tr("go.mm" if data.tournament.system is PairingSystem.MCMAHON else "go.score")
        self.model_.set_data(wall_columns(wall, score), list(wall.lines))
        fit_columns(self)
        self.frozen.freeze(3)  # number, place, name

    # --- editing -----------------------------------------------------------------------------
    def _cell(self, row: int, column: int) -> tuple[CrosstableLine, Game | None, int] | None:
        """The line, its game (None if not yet listed) and the opponent of a game cell."""
        if self.table is None or row < 0 or not (0 <= column - self.first_cell_column < len(self.table.columns)):
            return None
        i = column - self.first_cell_column
        line = self.table.lines[row]
        opponent, _cycle = self.table.columns[i]
        if opponent == line.no:
            return None
        return line, line.games[i], opponent

    def current_game(self) -> tuple[int, int, int] | None:
        """The game of the current cell as (white, black, cycle); None off the game cells, on the
        diagonal, or for a game not listed yet."""
        index = self.currentIndex()
        cell = self._cell(index.row(), index.column()) if index.isValid() else None
        game = cell[1] if cell is not None else None
        return None if game is None else (game.white, game.black, game.round or 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        index = self.currentIndex()
        cell = self._cell(index.row(), index.column()) if index.isValid() else None
        if cell and (key in KEY_POINTS or key in CLEAR_KEYS):
            line, game, opponent = cell
            self.enter(line.no, opponent, game, KEY_POINTS.get(key), game.flag if game else None)
            return
        if cell and key == DEFAULT_WIN:
            self.enter(cell[0].no, cell[2], cell[1], 1.0, Flag.DEFAULT)
            return
        if cell and cell[1] is not None and key in FLAG_KEYS:  # the result kept, its flag set or taken off
            line, game, opponent = cell
            flag = FLAG_KEYS[key]
            self.enter(line.no, opponent, game, _my_points(game, line.no), None if game.flag is flag else flag)
            return
        if cell and cell[1] is not None and key == Qt.Key.Key_M:
            self.edit_moves(cell[1])
            return
        super().keyPressEvent(event)

    def enter(self, me: int, opponent: int, game: Game | None, my_points: float | Result | None, flag: Flag | None) -> None:
        """Enter the row player's result (None = running, or a Result such as both lose) against
        `opponent`, keeping the colours."""
        white, black = (game.white, game.black) if game else (me, opponent)
        if isinstance(my_points, Result):
            result = my_points
        elif my_points is None:
            result = Result.RUNNING
        elif my_points == 0.5:
            result = Result.DRAW
        else:
            white_won = (my_points == 1.0) == (me == white)
            result = Result.WHITE_WIN if white_won else Result.BLACK_WIN
        code = self.window_.code or ""
        round_ = game.round if game else None
        current = self.currentIndex()
        self.window_.perform(lambda: results.enter_result(self.window_.db, code, white, black, result, flag, round=round_))
        self.setCurrentIndex(self.model_.index(current.row(), current.column()))

    def _context_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        cell = self._cell(index.row(), index.column())
        if not cell:
            return
        line, game, opponent = cell
        if (line.no, opponent) in self.own_team:
            self._own_team_menu(pos, line.no, opponent, game)
            return
        my_points = _my_points(game, line.no) if game else None
        menu = QMenu(self)
        outcomes: tuple[tuple[str, float | Result | None], ...] = (
            ("gui.result.win", 1.0), ("gui.result.draw", 0.5), ("gui.result.loss", 0.0),
            ("go.result.both_lose", Result.BOTH_LOSE), ("gui.result.running", None))
        for label, points in outcomes:
            menu.addAction(tr(label), lambda p=points: self.enter(line.no, opponent, game, p, game.flag if game else None))
        menu.addSeparator()
        flags = menu.addMenu(tr("gui.flag.menu"))
        flags.addAction(tr("gui.flag.none"), lambda: self.enter(line.no, opponent, game, my_points, None))
        for flag in Flag:
            flags.addAction(f"{flag.value} — {tr(f'flag.{flag.value}')}", lambda f=flag: self.enter(line.no, opponent, game, my_points, f))
        if game is not None:
            menu.addAction(tr("gui.moves_dialog.action"), lambda: self.edit_moves(game))
        menu.exec(self.viewport().mapToGlobal(pos))

    def _own_team_menu(self, pos: QPoint, me: int, opponent: int, game: Game | None) -> None:
        """Two players of one team: the reason in the status bar, and for a game an earlier version
        stored between them, the one action left: delete it."""
        code = self.window_.code or ""
        reason = self.own_team[(me, opponent)]
        self.window_.statusBar().showMessage(tr("results.refused.invalid", code=code, white=me, black=opponent, reason=reason), 12000)
        if game is None:
            return
        menu = QMenu(self)
        db = self.window_.db
        menu.addAction(tr("gui.game.delete"), lambda: self.window_.perform(lambda: results.delete_game(db, code, game.white, game.black, game.round)))
        menu.exec(self.viewport().mapToGlobal(pos))

    def edit_moves(self, game: Game) -> None:
        """The game's moves and end date in a small dialog (gui.game_moves_dialog)."""
        from .game_moves_dialog import open_game_moves

        open_game_moves(self.window_, game)


def _my_points(game: Game, me: int) -> float | Result | None:
    """The result of `game` as `enter` takes it for the player `me`."""
    return game.result if game.result is Result.BOTH_LOSE else recorded_points(game, me)


def _cell_tooltip(line: CrosstableLine, i: int) -> str:
    game = line.games[i]
    return "" if game is None else game_text(game)


def _cell_colour(line: CrosstableLine, i: int) -> QColor | None:
    if line.cells[i] == "X":
        return DIAGONAL
    game = line.games[i]
    if game and game.flag is Flag.CANCELLED:
        return CANCELLED
    if game and game.flag is Flag.ADJUDICATED and game.result is Result.RUNNING:
        return PENDING
    return None
