"""Results on the Rounds tab beyond the three buttons: 0-0 both lose [003 §4.4.4] and a win by
default (the "by default" box, flag D); the result column says so, in English and in Czech; the
crosstable editor takes 0-0 with the "-" key."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt

from arbiter_app.gui.crosstable_view import CrosstableView
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Flag, PairingSystem, Result
from arbiter_app.services.go import rounds as go_rounds
from tests.gui.windows import open_window, show_panel
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_rounds_service import make_event


def cells(panel: GoRoundsPanel, row: int) -> list[str]:
    return [panel.model.data(panel.model.index(row, c)) for c in range(panel.model.columnCount())]


def games(window) -> dict[tuple[int, int], tuple[Result, Flag | None]]:
    return {(g.white, g.black): (g.result, g.flag) for g in window.data.games}


@pytest.mark.parametrize("lang, both, default", [("en", "0-0 both lose", "1-0 by default"),
                                                  ("cs", "0-0 prohráli oba", "1-0 kontumačně")])
def test_both_lose_and_by_default_on_the_rounds_tab(qtbot, qapp, empty_db, lang, both, default):
    set_language(lang)
    try:
        code = make_event(empty_db, "GO/SW", PairingSystem.SWISS, SWISS_FIELD)
        go_rounds.draw(empty_db, code, 1, seed=11)
        window = open_window(qtbot, qapp, empty_db, code)
        window.resize(1400, 800)
        panel = show_panel(window, GoRoundsPanel)
        boards = go_rounds.load_event(empty_db, code).round(1).boards
        panel.table.selectRow(0)
        panel.buttons["go.result.both_lose"].click()
        assert cells(panel, 0)[4] == both
        assert games(window)[(boards[0].white, boards[0].black)] == (Result.BOTH_LOSE, None)
        panel.table.selectRow(1)
        panel.by_default.setChecked(True)
        panel.buttons["go.white_wins"].click()
        assert cells(panel, 1)[4] == default and not panel.by_default.isChecked()
        assert games(window)[(boards[1].white, boards[1].black)] == (Result.WHITE_WIN, Flag.DEFAULT)
        # The wall list: each of the 0-0 pair lost ("-"), the default winner won, marked "!" by default.
        shown = window.crosstable.model_  # the wall list, in the crosstable area
        wall = {shown.row_object(r).no: shown.row_object(r) for r in range(shown.rowCount())}
        num = {no: line.num for no, line in wall.items()}
        assert wall[boards[0].white].cells == (f"{num[boards[0].black]}-",)
        assert wall[boards[1].white].cells == (f"{num[boards[1].black]}+!",) and wall[boards[1].white].score == 1
        assert wall[boards[1].black].cells == (f"{num[boards[1].white]}-!",)
        legend = shown.headerData(5, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert "! " + ("by default" if lang == "en" else "kontumačně") in legend
        if os.environ.get("ARBITER_SCREENSHOTS"):
            window.grab().save(os.path.join(os.environ["ARBITER_SCREENSHOTS"], f"go_results_{lang}.png"))
    finally:
        set_language("en")


def test_the_crosstable_editor_enters_both_lose_with_the_minus_key(qtbot, qapp, demo_db):
    from tests.conftest import ICCF_DEMO

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    view = window.findChild(CrosstableView)
    row, column = next((r, c) for r in range(view.model_.rowCount())
                       for c in range(view.first_cell_column, view.model_.columnCount())
                       if view._cell(r, c) and view._cell(r, c)[1] is not None)
    line, game, opponent = view._cell(row, column)
    view.setCurrentIndex(view.model_.index(row, column))
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    changed = next(g for g in window.data.games if (g.white, g.black, g.round) == (game.white, game.black, game.round))
    assert changed.result is Result.BOTH_LOSE
    assert view.model_.data(view.model_.index(row, column)) == "0-0"


def test_the_rounds_tab_follows_a_language_switch(qtbot, qapp, empty_db):
    """The buttons and the box of the Rounds tab take the new language's texts at once."""
    code = make_event(empty_db, "GO/LANG", PairingSystem.SWISS, SWISS_FIELD)
    go_rounds.draw(empty_db, code, 1, seed=11)
    window = open_window(qtbot, qapp, empty_db, code)
    panel = show_panel(window, GoRoundsPanel)
    try:
        window.switch_language("cs")
        texts = {key: button.text() for key, button in panel.buttons.items()}
        assert texts["go.result.both_lose"] == "0-0 prohráli oba" and panel.by_default.text() == "kontumačně"
        window.switch_language("en")
        assert panel.buttons["go.result.both_lose"].text() == "0-0 both lose" and panel.by_default.text() == "by default"
    finally:
        set_language("en")
