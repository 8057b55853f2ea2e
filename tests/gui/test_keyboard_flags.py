"""Flags typed in the crosstable cell (issue 46: only from the context menu): `+` a win by default (1
with D) as Swiss-Manager and Vega type it, a flag's letter on a cell with a result sets that flag on
it (again: removes it), each one undoable change."""

import pytest
from PySide6.QtCore import Qt

from arbiter_app.rules.model import Flag, Result
from arbiter_app.rules.results import recorded_points
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


def stored(db, me: int, opponent: int):
    return next(g for g in tournaments.load(db, ICCF_DEMO).games if {g.white, g.black} == {me, opponent})


def a_cell(table, finished: bool):
    """The row, column, row player and opponent of a game cell without a flag, finished or running."""
    for row in range(table.model().rowCount()):
        for column in range(table.first_cell_column, table.first_cell_column + len(table.table.columns)):
            cell = table._cell(row, column)
            if cell and cell[1] is not None and cell[1].flag is None and (cell[1].result is not Result.RUNNING) == finished:
                return row, column, cell[0].no, cell[2]
    raise AssertionError("no such cell in the demo")


@pytest.mark.parametrize("keys, points, flag", [
    ([Qt.Key.Key_Plus], 1.0, Flag.DEFAULT),
    ([Qt.Key.Key_0, Qt.Key.Key_D], 0.0, Flag.DEFAULT),
    ([Qt.Key.Key_1, Qt.Key.Key_E], 1.0, Flag.TIME_EXCEEDED),
    ([Qt.Key.Key_5, Qt.Key.Key_A], 0.5, Flag.ADJUDICATED),
    ([Qt.Key.Key_1, Qt.Key.Key_C], 1.0, Flag.CANCELLED),
    ([Qt.Key.Key_0, Qt.Key.Key_O], 0.0, Flag.ORIGINAL_PLAYER),
])
def test_a_typed_flag_is_stored_and_undone(qtbot, qapp, demo_db, keys, points, flag):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    table = window.crosstable
    row, column, me, opponent = a_cell(table, finished=False)
    table.setCurrentIndex(table.model().index(row, column))
    for key in keys:
        qtbot.keyClick(table, key)
    game = stored(demo_db, me, opponent)
    assert (recorded_points(game, me), game.flag) == (points, flag)
    window.undo()  # the flag's own change
    game = stored(demo_db, me, opponent)
    assert game.flag is None and recorded_points(game, me) == (points if len(keys) == 2 else None)


def test_the_same_letter_again_takes_the_flag_off(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    table = window.crosstable
    row, column, me, opponent = a_cell(table, finished=True)
    before = recorded_points(stored(demo_db, me, opponent), me)
    table.setCurrentIndex(table.model().index(row, column))
    qtbot.keyClick(table, Qt.Key.Key_E)
    assert stored(demo_db, me, opponent).flag is Flag.TIME_EXCEEDED
    qtbot.keyClick(table, Qt.Key.Key_E)
    game = stored(demo_db, me, opponent)
    assert game.flag is None and recorded_points(game, me) == before
