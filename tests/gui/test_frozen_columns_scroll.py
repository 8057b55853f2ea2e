"""The frozen number and name columns stay level with their rows (issue 46: at 150 % on the demo's
CZE/Jubilee/M1, Down ×6 and Right ×14 showed another player's name beside the results, and a result
typed there went to him): scrolled both ways with the keyboard at 100 % and 150 %, every visible row's
frozen name is the name of the table's row at the same height, and a result typed goes to the player
named there."""

import pytest
from PySide6.QtCore import QPoint, Qt

from arbiter_app.rules.model import Result
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.screen_child import on_screen, run_on_screen
from tests.gui.windows import open_window

KEYS = [(Qt.Key.Key_Down, 6), (Qt.Key.Key_Right, 14), (Qt.Key.Key_Right, 20), (Qt.Key.Key_Down, 12),
        (Qt.Key.Key_Up, 4), (Qt.Key.Key_Left, 30), (Qt.Key.Key_Right, 9), (Qt.Key.Key_Up, 12), (Qt.Key.Key_Down, 9)]
"""Down ×6, Right ×14 as the issue, then to the ends and back."""


@pytest.mark.parametrize("scale", ["1", "1.5"])
def test_the_frozen_columns_keep_to_their_rows(tmp_path, scale):
    run_on_screen(tmp_path, scale, __file__)


def frozen_name_at(table, y: int) -> str:
    """The name the frozen overlay shows at the height `y` of the table's viewport."""
    overlay = table.frozen.overlay
    row = overlay.indexAt(overlay.viewport().mapFromGlobal(table.viewport().mapToGlobal(QPoint(2, y)))).row()
    return table.model().index(row, 1).data() if row >= 0 else ""


@on_screen
def test_on_screen_rows_and_names_level(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.show()
    qtbot.waitExposed(window)
    table = window.crosstable
    if 0 in (table.verticalScrollBar().maximum(), table.horizontalScrollBar().maximum()):
        # at 100 % the table fits one way or both: the tabs and the list given more room, as an arbiter may
        for splitter, first in ((window.centre, 150), (window.splitter, 750)):
            total = sum(splitter.sizes())
            splitter.setSizes([total - first, first] if splitter is window.splitter else [first, total - first])
        qtbot.wait(20)
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, table.first_cell_column))
    scrolled = set()
    for key, times in KEYS:
        for _ in range(times):
            qtbot.keyClick(table, key)
            qtbot.wait(1)
            overlay = table.frozen.overlay
            assert overlay.isVisible() == (table.horizontalScrollBar().maximum() > 0)
            if not overlay.isVisible():
                continue
            scrolled.add((table.verticalScrollBar().value() > 0, table.horizontalScrollBar().value() > 0))
            for row in range(table.model().rowCount()):
                rect = table.visualRect(table.model().index(row, table.first_cell_column))
                if table.viewport().rect().contains(rect.center()):
                    assert frozen_name_at(table, rect.center().y()) == table.model().index(row, 1).data(), (key, row)
    assert (True, True) in scrolled  # down and sideways at once, as in the issue
    # a result typed on the cell goes to the player the frozen column names on its row
    current = table.currentIndex()
    named = frozen_name_at(table, table.visualRect(current).center().y())
    line, game, opponent = table._cell(current.row(), current.column())
    qtbot.keyClick(table, Qt.Key.Key_1)
    stored = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if {g.white, g.black} == {line.no, opponent})
    winner = stored.white if stored.result is Result.WHITE_WIN else stored.black
    assert stored.result in (Result.WHITE_WIN, Result.BLACK_WIN) and winner == line.no
    assert tournaments.load(demo_db, ICCF_DEMO).entry(winner).name in named
