"""The main window on a real database, driven with the keyboard as an arbiter drives it."""

from PySide6.QtCore import Qt

from arbiter_app.gui.main_window import MainWindow
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import tournaments
from arbiter_app.services.results import find_game
from tests.gui.windows import open_window
from tests.conftest import ICCF_DEMO, SKS_DEMO


def cell_of(window, me, opponent):
    view = window.crosstable
    row = [l.no for l in view.table.lines].index(me)
    column = view.first_cell_column + [no for no, _ in view.table.columns].index(opponent)
    return view.model_.index(row, column)


def standings_points(window):
    model = window.standings.model_
    return {model.row_object(r).no: model.row_object(r).points for r in range(model.rowCount())}


def test_demo_crosstable_shows_names_with_diacritics(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    model = window.crosstable.model_
    names = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert "Šťastný, Petr" in names and "Ďurica, Peter" in names and "Weiß, Björn" in names
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[-5:] == ["Score", "Wins", "SB", "RG", "Place"]  # H2H applies to nobody: left out
    assert qapp.font().family() == "DejaVu Sans"
    window.grab().save(str(tmp_path / "main.png"))


def test_keyboard_entry_updates_standings_and_undo_restores(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    game = next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING)
    before = standings_points(window)
    view = window.crosstable
    view.setFocus()
    view.setCurrentIndex(cell_of(window, game.black, game.white))
    qtbot.keyClick(view, Qt.Key.Key_1)  # the row player (Black) won
    stored = find_game(tournaments.load(demo_db, SKS_DEMO), game.white, game.black)
    assert stored.result is Result.BLACK_WIN
    assert standings_points(window)[game.black] == before[game.black] + 1
    assert cell_of(window, game.black, game.white).data() == "1"
    assert cell_of(window, game.white, game.black).data() == "0"
    qtbot.keyClick(view, Qt.Key.Key_Equal)
    assert standings_points(window)[game.black] == before[game.black] + 0.5
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert standings_points(window) == before
    assert cell_of(window, game.black, game.white).data() == ""


def test_flag_from_the_menu_and_a_refused_flag_shows_one_error(qtbot, qapp, demo_db, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    shown = []
    monkeypatch.setattr(window, "show_error", shown.append)
    game = next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.WHITE_WIN)
    window.crosstable.enter(game.white, game.black, game, 1.0, Flag.TIME_EXCEEDED)
    assert cell_of(window, game.white, game.black).data() == "1E"
    draw = next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.DRAW)
    window.crosstable.enter(draw.white, draw.black, draw, 0.5, Flag.DEFAULT)
    assert len(shown) == 1 and "flag D needs a winner" in shown[0]
    assert cell_of(window, draw.white, draw.black).data() == "½"


def test_czech_interface(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.switch_language("cs")
    try:
        model = window.standings.model_
        assert model.headerData(0, Qt.Orientation.Horizontal) == "Pořadí"
        assert window.menuBar().actions()[0].text() == "&Soubor"
    finally:
        window.switch_language("en")


def test_panels_of_another_kind_of_event_step_aside(qtbot, qapp, demo_db):
    """The Teams tab only for team events, the go Rounds tab only for go events."""
    from tests.conftest import ICCF_DEMO

    def visible(window):
        return [window.panels.tabText(i) for i in range(window.panels.count()) if window.panels.isTabVisible(i)]

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert "Teams" not in visible(window) and "Rounds" not in visible(window) and "Standings" in visible(window)
    window.tournament_list.select("CZE/T4L1/2025")
    assert "Teams" in visible(window)
    window.show_tournament(None)  # no event chosen: one Standings tab, not two
    assert visible(window) == ["Standings"] and window.title.text() == "No tournament selected"


def test_an_empty_database_says_where_to_begin(qtbot, qapp, empty_db):
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    assert window.title.text() == "No tournament yet: Tournament → New tournament…"
