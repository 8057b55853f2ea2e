"""Issue 48, item 1, in the window: the crosstable cells of two players of one team (15 Hnátek and 14
Bárta of team 4 in the demo league) are not playable, a result typed there is refused with its reason,
and a game an earlier version stored there is named on the Teams tab and deleted from its cell."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from arbiter_app.gui.crosstable_view import DIAGONAL
from arbiter_app.gui.team_view import TeamView
from arbiter_app.rules.model import Game, Result, StartNo
from arbiter_app.services import tournaments
from tests.gui.test_main_window import cell_of
from tests.gui.windows import open_window, show_panel
from tests.services.test_team_own_games import REASON, TEAM_DEMO, store_as_the_earlier_version


def test_a_cell_of_one_team_is_grey_and_a_result_typed_there_is_refused(qtbot, qapp, demo_db, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr("arbiter_app.gui.main_window.QMessageBox.warning", lambda _parent, _title, text: shown.append(text))
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    view = window.crosstable
    own, other = cell_of(window, 15, 14), cell_of(window, 15, 3)
    assert own.data(Qt.ItemDataRole.BackgroundRole) == DIAGONAL and own.data(Qt.ItemDataRole.ToolTipRole) == REASON
    assert other.data(Qt.ItemDataRole.BackgroundRole) != DIAGONAL
    games = tournaments.load(demo_db, TEAM_DEMO).games
    view.setFocus()
    view.setCurrentIndex(own)
    qtbot.keyClick(view, Qt.Key.Key_1)
    refusal = f"{TEAM_DEMO}: game 15-14: {REASON}"
    assert shown == [refusal] and window.statusBar().currentMessage() == refusal
    assert tournaments.load(demo_db, TEAM_DEMO).games == games


def test_an_earlier_versions_game_is_named_on_the_teams_tab_and_deleted_from_its_cell(qtbot, qapp, demo_db) -> None:
    store_as_the_earlier_version(demo_db, Game(StartNo(15), StartNo(14), Result.WHITE_WIN, round=1))
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    panel = show_panel(window, TeamView)
    assert panel.problems.isVisibleTo(panel)
    assert panel.problems.text() == (f"{TEAM_DEMO}: game 15-14 is left out of the team standings: {REASON}. "
                                     "Delete it in the crosstable: right-click its grey cell and choose Delete game.")
    assert panel.teams_model.index(3, 1).data() == "Šachy Říčany" and panel.teams_model.rowCount() == 4
    view = window.crosstable
    index = cell_of(window, 15, 14)
    assert index.data() == "1" and index.data(Qt.ItemDataRole.BackgroundRole) == DIAGONAL
    view.setCurrentIndex(index)
    picked: list[list[str]] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        picked.append([a.text() for a in menu.actions()])
        menu.actions()[0].trigger()
        menu.close()

    QTimer.singleShot(0, pick)
    view.customContextMenuRequested.emit(view.visualRect(index).center())
    assert picked == [["Delete game"]]
    assert not any({g.white, g.black} == {14, 15} for g in tournaments.load(demo_db, TEAM_DEMO).games)
    assert window.statusBar().currentMessage() == f"{TEAM_DEMO}: game 15-14 deleted"
    assert not panel.problems.isVisibleTo(panel) and cell_of(window, 15, 14).data() == ""
