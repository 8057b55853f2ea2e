"""Players ▸ Titles and norms: the overview of the whole database in the window, the same sections
as `titles` prints (services.titles_sections), following a change while open."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMenu

from arbiter_app.gui.titles_view import TitlesView
from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Result
from arbiter_app.services import norms, results, titles, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


def texts(view: TitlesView) -> str:
    from PySide6.QtWidgets import QLabel, QTableView

    body = view.scroll.widget()
    labels = [w.text() for w in body.findChildren(QLabel)]
    cells = [t.model().index(r, c).data() for t in body.findChildren(QTableView)
             for r in range(t.model().rowCount()) for c in range(t.model().columnCount())]
    return "\n".join(labels + [str(c) for c in cells])


def test_the_titles_view_shows_the_overview_and_follows_a_result(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    action = next(a for m in window.menuBar().findChildren(QMenu) for a in m.actions() if a.objectName() == "titles.gui.action")
    assert action.shortcut().toString() == "Ctrl+Shift+T"
    action.trigger()
    view = window.findChild(TitlesView)
    qtbot.addWidget(view)
    shown = texts(view)
    whole = norms.title_progress(demo_db)
    assert "Norms reached in running tournaments" in shown and "MKŠ candidates" in shown
    assert all(p.player.name in shown for p in whole.players) and "Šťastný, Petr" in shown
    assert not view.all_button.isEnabled()  # the demo's lists fit a page
    view.grab().save(str(tmp_path / "titles.png"))

    game = next(g for g in window.data.games if g.result is Result.RUNNING)
    window.perform(lambda: results.enter_result(demo_db, ICCF_DEMO, game.white, game.black, Result.WHITE_WIN))
    assert f"Players of the groups changed last ({ICCF_DEMO})" in texts(view)

    view.close()  # deleted on close: a later change reads nothing for it
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChild(TitlesView) is None
    later = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if g.result is Result.RUNNING)
    window.perform(lambda: results.enter_result(demo_db, ICCF_DEMO, later.white, later.black, Result.DRAW))


def test_a_page_cut_short_offers_every_row_in_czech(qtbot, qapp, demo_db, tmp_path, monkeypatch):
    set_language("cs")
    monkeypatch.setattr(titles, "PAGE", 2)
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    view = TitlesView(window)
    qtbot.addWidget(view)
    players = len(norms.title_progress(demo_db).players)
    assert f"… zobrazeno 2 z {players} (všechny ukáže Zobrazit všechny řádky)" in texts(view)
    assert view.all_button.isEnabled() and view.all_button.text() == "Zobrazit všechny řádky"
    view.all_button.click()
    assert "zobrazeno" not in texts(view) and not view.all_button.isEnabled()
    view.grab().save(str(tmp_path / "titles-cs.png"))
