"""The Norms tab of the main window on the demo title group [001 App. II]: the numbers of the norm
overview (hand-computed in tests/services/test_norms_service.py: average 2384, category 6; SIM 8½,
IM 7½, CCM 5, CCE 4½, GM blank), the start overview beside it, and updates after a result."""

from PySide6.QtCore import Qt

from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.norm_panel import COLOURS, NormPanel
from arbiter_app.services import norms
from tests.gui.windows import open_window, show_panel
from tests.conftest import ICCF_DEMO, enter_win


def open_panel(qtbot, qapp, db) -> tuple[MainWindow, NormPanel]:
    window = open_window(qtbot, qapp, db, ICCF_DEMO)
    return window, show_panel(window, NormPanel)


def cells(model, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]


def test_panel_shows_category_checklist_requirements_and_statuses(qtbot, qapp, demo_db, tmp_path):
    window, panel = open_panel(qtbot, qapp, demo_db)
    assert window.panels.tabText(window.panels.indexOf(panel)) == "Norms"
    assert "Category 6" in panel.heading.text() and "2384 (2384.38)" in panel.heading.text()
    assert "As at the start: Category 6" in panel.start_heading.text()
    assert "✓ Title tournament" in panel.checks.text() and "12 players with a published rating (at least 10)" in panel.checks.text()
    model = panel.requirements_model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())][1:] == ["GM", "SIM", "IM", "CCM/LGM", "CCE/LIM"]
    assert cells(model, 0) == ["Current", "—", "8½", "7½", "5", "4½"]
    assert cells(model, 1) == ["As at the start", "—", "8½", "7½", "5", "4½"]
    players = panel.players_model
    row = [players.row_object(r).no for r in range(players.rowCount())].index(2)
    # Šťastný: 5 points, 4 left; GM blank, SIM 8½ - 5 = 3½ of 4, IM 2½ of 4, CCM and CCE made.
    assert cells(players, row) == ["2", "Šťastný, Petr", "5", "4", "—", "needs 3½ of 4", "needs 2½ of 4", "✓ made", "✓ made", ""]
    green = players.index(row, 7).data(Qt.ItemDataRole.BackgroundRole).color()
    amber = players.index(row, 6).data(Qt.ItemDataRole.BackgroundRole).color()
    assert green == COLOURS[norms.MADE] and amber == COLOURS[norms.POSSIBLE]
    assert players.index(row, 4).data(Qt.ItemDataRole.ToolTipRole) == "Not possible in this category"
    panel.resize(1250, 720)
    panel.grab().save(str(tmp_path / "norm_panel.png"))


def test_panel_updates_after_a_result_and_keeps_the_start(qtbot, qapp, demo_db):
    window, panel = open_panel(qtbot, qapp, demo_db)
    for white in (13, 7, 3):  # Šťastný wins three: 8 points >= IM 7½
        window.perform(lambda white=white: enter_win(demo_db, ICCF_DEMO, 2, white))
    assert panel.status_of(2, "IM") == (norms.MADE, "✓ made")
    assert panel.status_of(2, "SIM") == (norms.POSSIBLE, "needs ½ of 1")
    panel.start_toggle.setChecked(True)
    assert panel.status_of(2, "IM") == (norms.POSSIBLE, "needs 7½ of 12")
    panel.start_toggle.setChecked(False)
    window.undo_action.trigger()  # back to two wins: 7 points, 2 left; IM needs 7½ - 7 = ½ of 2
    assert panel.status_of(2, "IM") == (norms.POSSIBLE, "needs ½ of 2")
