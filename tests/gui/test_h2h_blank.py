"""H2H is blank for players it does not apply to [001 §7.2c], in the standings tab, the crosstable
tab and the printed crosstable. In the demo title group nobody is tied on points, wins and SB, so
every H2H cell would be blank (it showed 0): the window and the printed crosstable leave the column
out (a column shown only when it says something), the other criteria stay."""

from PySide6.QtCore import Qt

from arbiter_app.i18n import tr
from arbiter_app.services import documents, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


def _headers(model):
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def _column(model, header):
    c = _headers(model).index(header)
    return [model.data(model.index(r, c)) for r in range(model.rowCount())]


def test_h2h_blank_in_the_standings_and_crosstable_tabs(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    h2h = tr("standings.column.h2h")
    assert h2h not in _headers(window.standings.model_) and h2h not in _headers(window.crosstable.model_)
    assert _column(window.standings.model_, tr("standings.column.sb"))[0] == "19"
    assert _column(window.crosstable.model_, tr("standings.column.sb"))[1] == "19"
    window.resize(1400, 700)
    window.grab().save("/tmp/i12-h2h-standings.png")


def test_h2h_blank_in_the_printed_crosstable(demo_db):
    view = documents.crosstable_of(tournaments.load(demo_db, ICCF_DEMO))
    assert [tb.name for tb in view.tiebreaks] == ["sb"]  # H2H says nothing: left out, as on screen
    assert view.tiebreaks[0].values[:2] == ("7.75", "19.00")
