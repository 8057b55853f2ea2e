"""The Rounds tab of a go event: draw a round, its pairing list with the reason of each pairing,
results (White wins, Black wins, jigo, both lose; a win by default with "by default" ticked), the TD's swap, excuses
(a player chosen by name), taking a draw back [003 §3.2], and Print… (the print dialog on the round's pairing list).

Every button calls one service through `perform` (the window's one place that shows refusals and
broadcasts what changed); the tab refreshes from `show_data` like every panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QMessageBox, QPushButton, QSpinBox,
    QTableView, QVBoxLayout, QWidget,
)

from ...i18n import decimal_text, tr
from ...rules.names import name_list
from ...rules.model import Flag, Game, PairingSystem, Result, TournamentData
from ...services.crosstable import format_points
from ...services.database import Changes, Database
from ..lazy_import import lazy_module
from ..table_model import Column, RowsModel

# The go rounds service (with its printed lists, ReportLab) loads when the Rounds tab is first shown.
go_rounds = lazy_module("arbiter_app.services.go.rounds")
go_lists = lazy_module("arbiter_app.services.go.lists")
results = lazy_module("arbiter_app.services.results")
go_rules = lazy_module("arbiter_app.rules.go.event")  # when a go event is first shown
print_actions = lazy_module("arbiter_app.gui.print_actions")  # when Print… is first pressed

if TYPE_CHECKING:
    from ...rules.go.pairing import Board
    from ..workbench import Workbench

LEFT = Qt.AlignmentFlag.AlignLeft
Perform = Callable[[Callable[[], Changes]], object]


def result_text(game: Game) -> str:
    """`1-0`, `0-1`, jigo, `0-0 both lose`; a win by default (flag D) says so."""
    text = {Result.WHITE_WIN: "1-0", Result.BLACK_WIN: "0-1", Result.DRAW: tr("go.result.jigo"),
            Result.BOTH_LOSE: tr("go.result.both_lose")}.get(game.result, "")
    return f"{text} {tr('go.result.by_default')}" if text and game.flag is Flag.DEFAULT else text


class GoRoundsPanel(QWidget):
    def __init__(self, db: Callable[[], Database], perform: Perform, print_round: Callable[[int], object]) -> None:
        super().__init__()
        self._db = db
        self._perform = perform
        self._print_round = print_round
        self.data: TournamentData | None = None
        self.go_event: go_rounds.GoEvent | None = None
        self.round_box = QSpinBox()
        self.round_box.setMinimum(1)
        self.round_box.valueChanged.connect(lambda _value: self._show_round())
        self.round_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        # Two rows, the round's draw and its results: one row would not fit a 1366-pixel screen.
        top = QHBoxLayout()
        results_row = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addWidget(self.round_box)
        for key, slot in (("go.draw", self.draw), ("go.undraw", self.undraw), ("go.swap", self.swap),
                          ("go.excuse", self.excuse), ("go.print", lambda: self._print_round(self.round_box.value()))):
            self.buttons[key] = QPushButton(tr(key))
            self.buttons[key].clicked.connect(slot)
            top.addWidget(self.buttons[key])
        top.addStretch(1)
        for key, result in (("go.white_wins", Result.WHITE_WIN), ("go.black_wins", Result.BLACK_WIN),
                            ("go.result.jigo", Result.DRAW), ("go.result.both_lose", Result.BOTH_LOSE)):
            button = QPushButton(tr(key))
            button.clicked.connect(lambda _checked=False, r=result: self.enter(r))
            self.buttons[key] = button
            results_row.addWidget(button)
        # Ticked, a win is entered as won by default (flag D): the loser did not come [003 §4.4.4].
        self.by_default = QCheckBox(tr("go.result.by_default"))
        results_row.addWidget(self.by_default)
        results_row.addStretch(1)
        self.model = RowsModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)  # a round's boards in view at 1366×768
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._show_jigo())
        self.bye_label = QLabel()
        self.bye_label.setWordWrap(True)
        # The boards have the whole tab: the wall list is above it (the crosstable area) and, after
        # any round, in the Standings tab.
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(results_row)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.bye_label)

    # --- showing -----------------------------------------------------------------------------
    @staticmethod
    def applies_to(data: TournamentData) -> bool:
        return data.tournament.round_by_round

    def show_data(self, data: TournamentData | None) -> None:
        """Show `data`'s rounds; another event opens on its last drawn round."""
        other = self.data is None or data is None or data.tournament.code != self.data.tournament.code
        self.data = data
        self.go_event = None
        if data is not None and self.applies_to(data):
            self.go_event = go_rounds.load_event(self._db(), data.tournament.code)
            self.round_box.blockSignals(True)
            self.round_box.setMaximum(max(self.go_event.round_count or 1, 1))
            # The box stops at the last planned round: it says where more are planned.
            self.round_box.setToolTip(tr("go.round_box.tip", count=self.round_box.maximum(),
                                         menu=tr("gui.menu.tournament").replace("&", ""),
                                         action=tr("setup.action.edit").rstrip("…"), field=tr("setup.field.round_count")))
            if other or self.round_box.value() > self.go_event.last_drawn + 1:
                self.round_box.setValue(max(self.go_event.last_drawn, 1))
            self.round_box.blockSignals(False)
        self._show_round()

    def _show_round(self) -> None:
        # The texts are set on every showing, so that a language switch reaches them too.
        self.round_label.setText(tr("go.round"))
        self.by_default.setText(tr("go.result.by_default"))
        enabled = self.go_event is not None
        for key, button in self.buttons.items():
            button.setText(tr(key))
            button.setEnabled(enabled)
        self.round_box.setEnabled(enabled)
        if self.go_event is None or self.data is None:
            self.status.setText("")
            self.model.set_data([], [])
            self.bye_label.setText("")
            return
        number = self.round_box.value()
        r = self.go_event.round(number)
        names = go_lists.player_labels(self.data)
        games = {(g.white, g.black): g for g in self.data.games if g.round == number}
        system = tr("go.mm") if self.data.tournament.system is PairingSystem.MCMAHON else tr("go.score")
        lot = self.go_event.lot(number)
        heading = tr("go.pairing_list") + (f" – {tr('go.seed', seed=lot)}" if lot is not None else "")
        self.status.setText(heading if r.drawn else tr("go.not_drawn", round=number))

        def result(b: Board) -> str:
            g = games.get((b.white, b.black))
            return result_text(g) if g is not None else ""

        def scores(b: Board) -> str:
            black = b.reason.score_black if b.reason.score_black is not None else 0.0
            return f"{format_points(b.reason.score_white)} – {format_points(black)}"

        def places(b: Board) -> str:
            return f"{b.reason.first_place}-{b.reason.last_place}" if b.reason.first_place else ""

        # A knockout has no scores to pair by: the column names the places the match decides.
        knockout = self.data.tournament.system is PairingSystem.KNOCKOUT
        sexes = {e.no: e.player.sex for e in self.data.entries}  # "odstoupila" of a withdrawn woman
        columns = [
            Column(tr("go.board"), lambda b: str(b.board)),
            Column(tr("go.white"), lambda b: names[b.white], align=LEFT),
            Column(tr("go.black"), lambda b: names[b.black], align=LEFT),
            Column(tr("go.places_decided"), places) if knockout else Column(system, scores),
            *([Column(tr("go.handicap"), lambda b: str(go_rounds.stones(self.go_event, b))),
               Column(tr("go.komi"), lambda b: go_lists.komi_text(self.go_event, b))]
              if go_rules.GoSettings.of(self.data.tournament).handicap_reduction is not None else []),
            Column(tr("go.result"), result),
            Column(tr("go.why"), lambda b: go_lists.reason_text(b.reason, sexes=sexes), align=LEFT),
        ]
        self.model.set_data(columns, list(r.boards))
        header = self.table.horizontalHeader()
        for col in range(len(columns) - 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        lines = []
        if r.bye is not None and r.bye_reason is not None:
            lines.append(f"{tr('go.bye')}: {names[r.bye]} – {go_lists.reason_text(r.bye_reason)}")
        lines += [f"{tr('go.bye')}: {name}" for name in go_lists.pass_names(self.go_event, number, names)]
        if r.excused:
            lines.append(f"{tr('go.excused')}: {name_list(names[no] for no in sorted(r.excused))}")
        self.bye_label.setText("\n".join(lines))
        self.buttons["go.draw"].setEnabled(not r.drawn)
        self.buttons["go.excuse"].setEnabled(not r.drawn)
        self.buttons["go.print"].setEnabled(r.drawn)
        for key in ("go.undraw", "go.swap", "go.white_wins", "go.black_wins", "go.result.jigo", "go.result.both_lose"):
            self.buttons[key].setEnabled(r.drawn)
        self.by_default.setEnabled(r.drawn)
        # A knockout bracket and a round robin's table are not changed by hand.
        fixed = self.data.tournament.system in (PairingSystem.KNOCKOUT, PairingSystem.ROUND_ROBIN)
        self.buttons["go.swap"].setEnabled(r.drawn and not fixed)
        # A greyed button says why in its tooltip.
        why = tr("go.blocked.drawn", round=number) if r.drawn else tr("go.not_drawn", round=number)
        for key, button in self.buttons.items():
            reason = tr("go.blocked.fixed") if key == "go.swap" and r.drawn else why
            button.setToolTip("" if button.isEnabled() else reason)
        self._show_jigo()

    def _show_jigo(self) -> None:
        """Jigo greyed, saying why, while the komi of the board chosen (of every board, none chosen) is
        not a whole number: counting then always gives a winner (rules.go.event.jigo_impossible)."""
        button = self.buttons["go.result.jigo"]
        if self.go_event is None or not self.buttons["go.white_wins"].isEnabled():
            return  # greyed with the other results, and why
        chosen = self.selected_board()
        boards = [chosen] if chosen is not None else [self.model.row_object(i) for i in range(self.model.rowCount())]
        komi = [go_rounds.komi(self.go_event, b) for b in boards]
        button.setEnabled(any(float(k).is_integer() for k in komi))
        button.setToolTip("" if button.isEnabled() or not komi else
                          tr("go.blocked.jigo", komi=decimal_text(komi[0])))

    # --- actions -----------------------------------------------------------------------------
    def _code(self) -> str:
        assert self.data is not None
        return self.data.tournament.code

    def draw(self) -> None:
        number = self.round_box.value()
        self._perform(lambda: go_rounds.draw(self._db(), self._code(), number))

    def undraw(self) -> None:
        number = self.round_box.value()
        self._perform(lambda: go_rounds.undo_draw(self._db(), self._code(), number))

    def swap(self) -> None:
        text, ok = QInputDialog.getText(self, tr("go.swap"), tr("go.swap.prompt"))
        if ok:
            self.swap_players(text)

    def swap_players(self, text: str) -> None:
        number = self.round_box.value()

        def service() -> Changes:
            parts = text.replace(",", " ").split()
            if len(parts) != 2 or not all(p.isdecimal() for p in parts):
                raise ValueError(tr("go.swap.prompt") + f" {text!r}")
            return go_rounds.swap(self._db(), self._code(), number, int(parts[0]), int(parts[1]))

        self._perform(service)

    def excusable(self) -> dict[str, int]:
        """The players who can still be excused from the round shown (not excused yet, not withdrawn),
        by their label ("7 Řezníček, Vít 3k")."""
        assert self.data is not None and self.go_event is not None
        excused = self.go_event.round(self.round_box.value()).excused
        names = go_lists.player_labels(self.data)
        return {names[e.no]: e.no for e in self.data.entries if e.withdrawal is None and e.no not in excused}

    def excuse(self) -> None:
        """Excuse the player chosen from those who can be (the starting number is not typed)."""
        number = self.round_box.value()
        players = self.excusable()
        if not players:
            QMessageBox.information(self, tr("go.excuse"), tr("go.excuse.nobody", round=number))
            return
        label, ok = QInputDialog.getItem(self, tr("go.excuse"), tr("go.excuse.choose", round=number), list(players), 0, False)
        if ok and label in players:
            self._perform(lambda: go_rounds.excuse(self._db(), self._code(), players[label], number))

    def selected_board(self) -> Board | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_object(rows[0].row()) if rows else None

    def enter(self, result: Result) -> None:
        board = self.selected_board()
        if board is None:
            return
        number = self.round_box.value()
        wins = result in (Result.WHITE_WIN, Result.BLACK_WIN)
        flag = Flag.DEFAULT if wins and self.by_default.isChecked() else None
        self._perform(lambda: results.enter_result(self._db(), self._code(), board.white, board.black, result, flag,
                                                   round=number))
        self.by_default.setChecked(False)  # one result at a time, not every later one
        next_row = board.board  # the next board, ready for the next result
        if next_row < self.model.rowCount():
            self.table.selectRow(next_row)


def add_go_rounds_panel(window: Workbench) -> GoRoundsPanel:
    """Add the Rounds tab (go events) to the main window."""
    panel = GoRoundsPanel(lambda: window.db, window.perform,
                          lambda number: print_actions.open_print_dialog(window, print_actions.PAIRING_LIST, number))
    window.add_panel("go.tab", panel)
    return panel
