"""Moves and end date of a game from the crosstable (the key M, or the context menu): stored in one
undoable change, the result left as it is; a running game takes a move count but no end date."""

from datetime import date

from PySide6.QtCore import QDate, Qt

from arbiter_app.gui.game_moves_dialog import UNKNOWN, GameMovesDialog
from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Result
from arbiter_app.services import tournaments
from arbiter_app.services.results import find_game
from tests.conftest import ICCF_DEMO
from tests.gui.test_main_window import cell_of
from tests.gui.windows import open_window


def press_m(qtbot, window, game) -> GameMovesDialog:
    view = window.crosstable
    view.setFocus()
    view.setCurrentIndex(cell_of(window, game.white, game.black))
    qtbot.keyClick(view, Qt.Key.Key_M)
    dialog = window.findChild(GameMovesDialog)
    assert dialog is not None and dialog.game == game
    return dialog


def test_moves_and_end_date_of_a_finished_game_and_undo(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    before = tournaments.load(demo_db, ICCF_DEMO)
    game = next(g for g in before.games if g.result is not Result.RUNNING)
    dialog = press_m(qtbot, window, game)
    assert dialog.ended.isEnabled() and dialog.moves.value() == (UNKNOWN if game.moves is None else game.moves)
    dialog.moves.setValue(33)
    dialog.ended.setDate(QDate(2025, 10, 1))
    dialog.apply()
    stored = find_game(tournaments.load(demo_db, ICCF_DEMO), game.white, game.black)
    assert (stored.result, stored.flag, stored.moves, stored.ended) == (game.result, game.flag, 33, date(2025, 10, 1))
    assert "33" in window.crosstable.model_.data(cell_of(window, game.white, game.black), Qt.ItemDataRole.ToolTipRole)
    window.undo_action.trigger()
    assert tournaments.load(demo_db, ICCF_DEMO) == before


def test_a_running_game_takes_a_move_count_but_no_end_date(qtbot, qapp, demo_db, tmp_path):
    set_language("cs")
    try:
        window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
        game = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if g.result is Result.RUNNING)
        dialog = press_m(qtbot, window, game)
        assert not dialog.ended.isEnabled() and dialog.windowTitle() == f"Partie {game.white}–{game.black} (*)"
        dialog.moves.setValue(UNKNOWN)
        assert dialog.moves.text() == "neznámý"
        dialog.moves.setValue(0)  # known: not begun
        dialog.show()
        dialog.grab().save(str(tmp_path / "moves-dialog-cs.png"))
        dialog.apply()
        stored = find_game(tournaments.load(demo_db, ICCF_DEMO), game.white, game.black)
        assert (stored.result, stored.moves, stored.ended) == (Result.RUNNING, 0, None)
    finally:
        set_language("en")
