"""After a result, an undo, a redo and another program's change, the crosstable, the Norms panel and
the standings show exactly what they show computed afresh, although they now update only the cells
that changed (RowsModel.update) and refit only the widths that changed (docs/performance.md, "Result
entry")."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from arbiter_app.gui.norm_panel import NormPanel
from arbiter_app.gui.standings_view import StandingsView
from arbiter_app.gui.table_model import Column, RowsModel, fit_columns
from arbiter_app.rules.model import Result
from arbiter_app.services import crosstable, norms, results, tournaments
from arbiter_app.services.database import Database
from tests.conftest import ICCF_DEMO
from tests.gui.test_main_window import cell_of
from tests.gui.windows import open_window, show_panel


def table(view) -> tuple:
    """Everything a table view shows: headers, each cell's text, tooltip, colour and alignment, widths."""
    model = view.model()
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole)
    cells = []
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            index = model.index(r, c)
            brush = index.data(Qt.ItemDataRole.BackgroundRole)
            cells.append((*(index.data(role) for role in roles), brush.color().name() if brush else None))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return headers, cells, [view.columnWidth(c) for c in range(model.columnCount())]


def norm_panel_shows(panel: NormPanel) -> tuple:
    labels = (panel.heading.text(), panel.start_heading.text(), panel.checks.text(), panel.start_toggle.text())
    return labels, table(panel.requirements), table(panel.players)


def afresh(qtbot, qapp, db: Database) -> tuple:
    """What a new window shows of the group, on a new connection, with nothing kept from before."""
    norms._last_start.clear()
    crosstable._last_standings.clear()
    fresh_db = Database(db.target)
    try:
        return window_shows(open_window(qtbot, qapp, fresh_db, ICCF_DEMO))
    finally:
        fresh_db.close()


def window_shows(window) -> tuple:
    standings = next(window.panels.widget(i) for i in range(window.panels.count()) if isinstance(window.panels.widget(i), StandingsView))
    window.panels.setCurrentWidget(standings)  # a panel behind its tab catches up when shown
    shown_standings = table(standings.table)
    panel = show_panel(window, NormPanel)
    return table(window.crosstable), norm_panel_shows(panel), shown_standings


def test_results_undo_redo_and_another_programs_change_show_as_computed_afresh(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    show_panel(window, NormPanel)
    window.show()
    running = [g for g in tournaments.load(demo_db, ICCF_DEMO).games if g.result is Result.RUNNING]
    assert len(running) >= 4
    # Šťastný (2) plays on: three wins typed in the crosstable bring him an IM norm (see test_norm_panel)
    typed = [g for g in running if 2 in (g.white, g.black)][:3]
    for game in typed:
        view = window.crosstable
        view.setCurrentIndex(cell_of(window, 2, game.opponent(2)))
        QTest.keyClick(view, Qt.Key.Key_1)
        assert cell_of(window, 2, game.opponent(2)).data() == "1"
        assert view.currentIndex() == cell_of(window, 2, game.opponent(2))  # the cursor stays on the cell
        assert window_shows(window) == afresh(qtbot, qapp, demo_db)
    assert show_panel(window, NormPanel).status_of(2, "IM") == (norms.MADE, "✓ made")
    for step in (window.undo_action, window.undo_action, window.redo_action):
        step.trigger()
        assert window_shows(window) == afresh(qtbot, qapp, demo_db)
    assert show_panel(window, NormPanel).status_of(2, "IM") == (norms.POSSIBLE, "needs ½ of 2")
    other = Database(demo_db.target, actor="clerk@office")
    try:
        game = next(g for g in running if g not in typed)
        results.enter_result(other, ICCF_DEMO, game.white, game.black, Result.DRAW)
        window.external_changes.check()
        assert cell_of(window, game.white, game.black).data() == "½"
        assert window_shows(window) == afresh(qtbot, qapp, demo_db)
    finally:
        other.close()


def counted_changes(model: RowsModel) -> list[tuple[int, int, int, int]]:
    seen: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(lambda a, b, _roles=(): seen.append((a.row(), a.column(), b.row(), b.column())))
    return seen


@pytest.fixture
def letters(qtbot):
    from PySide6.QtWidgets import QTableView

    model = RowsModel()
    view = QTableView()
    view.setModel(model)
    qtbot.addWidget(view)
    columns = [Column("Name", lambda r: r[0]), Column("Points", lambda r: r[1])]
    model.set_data(columns, [("Židů", "1"), ("Mrkvička", "½"), ("Šťastný", "0")])
    fit_columns(view)
    return view, model, columns


def test_an_update_announces_only_the_changed_cells_and_keeps_the_cursor(letters):
    view, model, columns = letters
    view.setCurrentIndex(model.index(1, 1))
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    seen = counted_changes(model)
    model.update(columns, [("Židů", "1"), ("Mrkvička", "1½"), ("Šťastný", "0")])
    assert seen == [(1, 1, 1, 1)] and not resets
    assert model.index(1, 1).data() == "1½" and view.currentIndex() == model.index(1, 1)
    model.update(columns, [("Židů", "2"), ("Mrkvička", "1½"), ("Šťastný Jan", "1")])
    assert seen[1:] == [(0, 1, 0, 1), (2, 0, 2, 1)]
    before = view.columnWidth(0)
    fit_columns(view)
    assert view.columnWidth(0) > before  # the longer name widens its column


def test_an_update_of_another_shape_resets_the_table(letters):
    view, model, columns = letters
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    model.update(columns, [("Židů", "1"), ("Mrkvička", "½")])  # a row fewer
    assert resets == [True] and model.rowCount() == 2
    model.update([*columns, Column("Remark", lambda r: "")], [("Židů", "1"), ("Mrkvička", "½")])  # a column more
    assert resets == [True, True] and model.columnCount() == 3
