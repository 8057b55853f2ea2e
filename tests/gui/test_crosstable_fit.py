"""A 17-player crosstable (the team league's 16 and a substitute) fits the window at 1366×768 in both
languages: columns as narrow as the style draws their texts (gui.table_model.paddings), and no text
cut short; the 13-player groups keep fitting (tests/gui/test_finished_window.py)."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle

from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.services import substitutes
from tests.gui.windows import open_window

TEAM_DEMO = "CZE/T4L1/2025"


def test_seventeen_players_fit_1366_by_768(qtbot, qapp, demo_db, lang, tmp_path):
    substitutes.substitute(demo_db, TEAM_DEMO, 4, Player(PlayerId("990013"), "Vávra, Jan"), False, date(2025, 4, 1))
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    cross = window.crosstable
    model = cross.model_
    assert model.rowCount() == 17 and model.columnCount() >= 17 + 5
    assert not cross.horizontalScrollBar().isVisible()
    # With room to spare: another system's font (Segoe UI on Windows) draws wider than DejaVu here.
    # Before the measured paddings the table took 980 of the 986 pixels.
    assert sum(cross.columnWidth(c) for c in range(model.columnCount())) <= 0.9 * cross.viewport().width()
    # Every text whole: its column at least as wide as the text and the margins Qt draws it within.
    margin = 2 * (cross.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, cross) + 1)
    for c in range(model.columnCount()):
        texts = [model.data(model.index(r, c)) for r in range(model.rowCount())]
        widest = max(cross.fontMetrics().horizontalAdvance(t) for t in texts)
        header = cross.horizontalHeader().fontMetrics().horizontalAdvance(model.headerData(c, Qt.Orientation.Horizontal))
        assert cross.columnWidth(c) >= max(widest + margin, header), (c, texts)
    window.grab().save(str(tmp_path / f"seventeen-{lang}.png"))
