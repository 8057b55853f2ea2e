"""The window in Czech writes numbers with a decimal comma (i18n.decimal_text): the standings tab's
SB column (Kováč 18,25 in the demo's master-norm group) and the crosstable tab's; in English a point."""

from PySide6.QtCore import Qt

from arbiter_app.i18n import set_language, tr
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


def _column(model, header):
    c = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index(header)
    return [model.data(model.index(r, c)) for r in range(model.rowCount())]


def test_the_czech_window_shows_a_decimal_comma(qtbot, qapp, demo_db):
    set_language("cs")
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    sb = _column(window.standings.model_, tr("standings.column.sb"))
    assert "18,25" in sb and not any("." in value for value in sb)
    assert "18,25" in _column(window.crosstable.model_, tr("standings.column.sb"))
    window.resize(1366, 768)
    window.panels.setCurrentWidget(window.standings)
    window.grab().save("/tmp/32a-standings-cs.png")


def test_the_english_window_shows_a_decimal_point(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert "18.25" in _column(window.standings.model_, tr("standings.column.sb"))
