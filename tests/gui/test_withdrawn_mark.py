"""The window's withdrawal mark agrees with the player's sex in Czech: "(vystoupila)" beside
Dvořáková, "(vystoupil)" beside Schäfer, in the crosstable and the standings, and in the name's tooltip
(see tests/services/test_withdrawal_words.py for the printed documents)."""

from datetime import date

import pytest
from PySide6.QtCore import Qt

from arbiter_app.i18n import set_language
from arbiter_app.rules.model import WithdrawalKind
from arbiter_app.services import withdrawals
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


@pytest.fixture
def czech():
    set_language("cs")
    yield
    set_language("en")


def test_the_mark_agrees_with_the_player(qtbot, qapp, demo_db, czech, tmp_path):
    withdrawals.withdraw(demo_db, ICCF_DEMO, 5, WithdrawalKind.UNACCEPTED, None, date(2025, 12, 1))
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    model = window.crosstable.model_
    name = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index("Jméno")
    names = {model.data(model.index(r, 0)): model.data(model.index(r, name)) for r in range(model.rowCount())}
    assert names["5"] == "Dvořáková, Eliška (vystoupila)" and names["10"] == "Schäfer, Günther (vystoupil)"
    tip = model.data(model.index(4, name), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Vystoupila dne 1. 12. 2025")  # the date as Czech writes it
    standings = window.standings.model_
    shown = [standings.data(standings.index(r, c)) for r in range(standings.rowCount()) for c in range(standings.columnCount())]
    assert "Dvořáková, Eliška (vystoupila)" in shown and not any("(a)" in str(s) for s in shown)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.grab().save(str(tmp_path / "vystoupila.png"))
