"""The window fits the screen at the first start, and comes back as the arbiter left it (size, place,
splitters, column widths, the tournament shown) inside the screen that exists now. The settings are
the test's own (tests/gui/conftest.py: own_settings)."""

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QSplitter

from arbiter_app.gui import window_state
from arbiter_app.gui.main_window import MainWindow
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import open_window

LAPTOP = QRect(0, 0, 1366, 728)
"""A 1366×768 screen less a 40-pixel task bar."""


def inside(rect: QRect, area: QRect) -> bool:
    return area.contains(rect)


def test_the_first_start_fits_the_laptop_screen():
    first = window_state.first_geometry(LAPTOP)
    frame = window_state.FRAME_ALLOWANCE
    framed = first.adjusted(-frame.width() // 2, -(frame.height() - frame.width() // 2), frame.width() // 2, frame.width() // 2)
    assert inside(framed, LAPTOP) and first.width() >= 1300 and first.height() >= 660
    # 125 % and 150 %: the same screen is 1093×582 and 911×485 logical pixels
    for area in (QRect(0, 0, 1093, 582), QRect(0, 0, 911, 485)):
        assert inside(window_state.first_geometry(area), area)
    # a large screen: the preferred size, centred
    big = window_state.first_geometry(QRect(0, 0, 1920, 1040))
    assert (big.width(), big.height()) == (1400, 820) and abs(big.center().x() - 960) <= 1


def test_a_window_left_on_a_screen_gone_comes_back_inside():
    # last time on a second monitor at the right, larger than this laptop
    back = window_state.fitted(QRect(1500, 200, 1600, 1000), LAPTOP)
    assert inside(back, LAPTOP) and back.width() <= 1366 and back.height() <= 728
    assert window_state.fitted(QRect(-300, -50, 800, 600), LAPTOP).topLeft().x() >= 0
    assert window_state.fitted(QRect(100, 100, 800, 600), LAPTOP) == QRect(100, 100, 800, 600)  # fits: left alone


def test_size_place_splitters_columns_and_tournament_remembered(qtbot, qapp, demo_db, own_settings):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.show()
    qtbot.waitExposed(window)
    area = window.screen().availableGeometry()
    assert inside(window.frameGeometry(), area)  # the first start: within the screen
    window.setGeometry(QRect(40, 60, 740, 560))
    centre = window.findChild(QSplitter, "remember-centre")
    centre.setSizes([230, 250])  # 8 crosstable rows kept: a squeezed one grows back (issue 46)
    chosen = centre.sizes()
    assert chosen[0] < 260  # moved from the 3:2 it opens with
    header = window.tournament_list.table.horizontalHeader()
    header.resizeSection(0, 77)
    window.close()
    assert list(own_settings.rglob("*.ini")), "the settings are written into the test's own folder"

    again = MainWindow(demo_db)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.code == SKS_DEMO and again.tournament_list.current_code() == SKS_DEMO
    assert (again.geometry().x(), again.geometry().y(), again.width(), again.height()) == (40, 60, 740, 560)
    assert again.findChild(QSplitter, "remember-centre").sizes() == chosen
    assert again.tournament_list.table.horizontalHeader().sectionSize(0) == 77
    again.close()


def test_a_tournament_gone_since_is_not_looked_for(qtbot, qapp, demo_db):
    window_state.settings().setValue("window/tournament", "CZE/none/1")
    window = MainWindow(demo_db)
    qtbot.addWidget(window)
    assert window.code == window.tournament_list.codes()[0] or window.code in window.tournament_list.codes()
    assert ICCF_DEMO in window.tournament_list.codes()


def test_a_long_code_is_elided_in_the_list_with_a_tooltip(qtbot, qapp, demo_db, tmp_path):
    from arbiter_app.services import tournaments

    data = tournaments.load(demo_db, "CZE/go/2026-Brno")
    long_code = "EGD/T260912B-Brno-Pohar-mesta-2026"
    exported = tournaments.export_json(demo_db, data.tournament.code)
    exported["tournament"]["code"] = long_code
    import json

    path = tmp_path / "long.json"
    path.write_text(json.dumps(exported), encoding="utf-8")
    tournaments.import_json(demo_db, path)
    window = open_window(qtbot, qapp, demo_db, long_code)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    table = window.tournament_list.table
    row = window.tournament_list.codes().index(long_code)
    assert long_code in table.model().index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert table.columnWidth(0) < table.fontMetrics().horizontalAdvance(long_code)  # elided, not widened
    right = table.columnViewportPosition(3) + table.columnWidth(3)
    assert right <= table.viewport().width()  # the organiser and the state stay in sight
    assert table.columnWidth(2) >= table.fontMetrics().horizontalAdvance("Planet Šah")
    window.grab().save(str(tmp_path / "long-code.png"))
