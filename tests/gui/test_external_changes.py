"""The window sees what other programs change (docs/concurrency.md), without disturbing the arbiter;
Redo next to Undo."""

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QLineEdit, QMenu, QTableWidget, QTableWidgetItem

from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.services.results import find_game
from tests.conftest import SKS_DEMO
from tests.gui.test_main_window import cell_of
from tests.gui.windows import open_window


@pytest.fixture
def other(demo_db):
    db = Database(demo_db.target, actor="clerk@office")
    yield db
    db.close()


@pytest.fixture
def game(demo_db):
    return next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING)


def broadcasts(window) -> list:
    seen = []
    window.broadcaster.changed.connect(seen.append)
    return seen


def test_a_result_entered_by_another_program_shows_in_the_crosstable(qtbot, qapp, demo_db, other, game, tmp_path):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    view = window.crosstable
    view.setCurrentIndex(cell_of(window, game.black, game.white))
    results.enter_result(other, SKS_DEMO, game.white, game.black, Result.WHITE_WIN)
    qtbot.waitUntil(lambda: cell_of(window, game.white, game.black).data() == "1", timeout=5000)
    assert cell_of(window, game.black, game.white).data() == "0"
    assert window.statusBar().currentMessage() == f"Changed by another program: {SKS_DEMO}"
    assert view.currentIndex() == cell_of(window, game.black, game.white)  # the cursor stays put
    window.grab().save(str(tmp_path / "external.png"))


def test_the_windows_own_changes_are_not_taken_for_someone_elses(qtbot, qapp, demo_db, game):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    seen = broadcasts(window)
    window.crosstable.enter(game.white, game.black, game, 1.0, None)
    window.external_changes.check()
    assert [c.action for c in seen] == ["result"]


def test_an_open_editor_or_menu_defers_the_refresh(qtbot, qapp, demo_db, other, game):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    seen = broadcasts(window)
    table = QTableWidget(1, 1, window)  # stands for any editable table of the window
    table.setItem(0, 0, QTableWidgetItem(""))
    window.show()
    table.show()
    table.editItem(table.item(0, 0))
    editor = table.viewport().findChild(QLineEdit)
    qtbot.keyClicks(editor, "41 moves")
    assert table.state() == QAbstractItemView.State.EditingState
    results.enter_result(other, SKS_DEMO, game.white, game.black, Result.DRAW)
    window.external_changes.check()
    assert seen == [] and cell_of(window, game.white, game.black).data() == ""
    assert table.state() == QAbstractItemView.State.EditingState and editor.text() == "41 moves"
    table.commitData(editor)  # the arbiter finishes typing
    table.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
    menu = QMenu(window)
    menu.addAction("x")
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: qapp.activePopupWidget() is menu)
    window.external_changes.check()
    assert seen == []
    menu.close()
    qtbot.waitUntil(lambda: qapp.activePopupWidget() is None)
    assert table.state() != QAbstractItemView.State.EditingState and table.item(0, 0).text() == "41 moves"
    window.external_changes.check()
    assert [c.action for c in seen] == ["external"]
    assert cell_of(window, game.white, game.black).data() == "½"


def test_redo_in_the_edit_menu_and_toolbar(qtbot, qapp, demo_db, game):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    assert [QKeySequence(s).toString() for s in window.redo_action.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert window.redo_action in window.toolbar.actions()
    edit_menu = window.menuBar().actions()[1].menu()
    assert [a.text() for a in edit_menu.actions()] == ["Undo last change", "Redo undone change"]
    window.crosstable.enter(game.white, game.black, game, 1.0, None)
    window.undo_action.trigger()
    assert cell_of(window, game.white, game.black).data() == ""
    window.redo_action.trigger()
    assert cell_of(window, game.white, game.black).data() == "1"
    assert window.statusBar().currentMessage().startswith("redone: entering a result in ")


def test_undo_refused_after_someone_elses_change_names_it(qtbot, qapp, demo_db, other, game, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    shown = []
    monkeypatch.setattr(window, "show_error", shown.append)
    window.crosstable.enter(game.white, game.black, game, 1.0, None)
    later = results.enter_result(other, SKS_DEMO, game.white, game.black, Result.DRAW)
    window.undo_action.trigger()
    assert len(shown) == 1 and shown[0].startswith("cannot undo entering a result in ")
    assert f"by clerk@office (batch {later.batch})" in shown[0]
    assert find_game(tournaments.load(demo_db, SKS_DEMO), game.white, game.black).result is Result.DRAW
