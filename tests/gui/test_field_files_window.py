"""Files from the field through the window, in English and Czech: a whole event from an OpenGotha
table (File → Import an EGD table…, "the whole event"), shown with its wall list; and the ICCF
server's PGN (File → Import games…) with its running games, its tag/movetext conflict and its BYE."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QFileDialog

from arbiter_app.gui.go.egd_import import EgdImportDialog
from arbiter_app.gui.go.standings_view import GoStandingsView
from arbiter_app.gui.pgn_import_dialog import open_pgn_import
from arbiter_app.i18n import tr
from arbiter_app.rules.model import Result
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.test_go_options_window import lang, shot  # noqa: F401 (lang: the fixture, en and cs)
from tests.gui.windows import open_window, show_panel

DATA = Path(__file__).parent.parent / "formats" / "data"


def test_a_whole_event_from_an_opengotha_table(qtbot, qapp, demo_db, monkeypatch, lang, modal_answers):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: dialog.selectFile(str(DATA / "opengotha_latin9.h9")) or 1)
    next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.import_egd").trigger()
    dialog = window.findChildren(EgdImportDialog)[-1]
    assert dialog.windowTitle() == tr("exchange.egd.title", file="opengotha_latin9.h9")
    assert not dialog.code.isEnabled()
    dialog.whole_event.setChecked(True)
    assert dialog.code.isEnabled() and dialog.code.text() == "GO/opengotha_latin9"
    dialog.code.setText("CZE/go/2025-Brno")
    shot(dialog, f"egd-import-dialog-{lang}.png")
    assert dialog.apply() is not None and not dialog.isVisible()
    assert window.code == "CZE/go/2025-Brno"
    data = tournaments.load(demo_db, "CZE/go/2025-Brno")
    assert data.tournament.name == "Podzimní Brno 2025" and len(data.games) == 8
    view = show_panel(window, GoStandingsView)
    model = view.table.model()
    names = [model.index(row, 1).data() for row in range(model.rowCount())]
    assert names == ["Rousseau, Jérémy", "Smith, John", "Nováková, Eliška", "Müller, Jürgen", "Škoda, Žofie", "Kowalski, Adam"]
    window.resize(1300, 800)
    shot(window, f"egd-import-event-{lang}.png")
    modal_answers.next(QMessageBox.StandardButton.Yes)  # the undo deletes a tournament: it asks first
    window.undo_action.trigger()
    assert "CZE/go/2025-Brno" not in {t.code for t in tournaments.list_tournaments(demo_db)}


def test_the_iccf_server_pgn_in_the_window(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = open_pgn_import(window, str(DATA / "iccf_server.pgn"))
    assert dialog is not None
    qtbot.addWidget(dialog)
    labels = [w.text() for w in dialog.findChildren(type(dialog.layout().itemAt(0).widget()))]
    assert tr("exchange.pgn.skipped", line=127, white="Kühn, Sören (GER)", black="BYE") in labels
    conflict = tr("exchange.pgn.file_conflict", tag="1-0", moves="0-1")
    assert dialog.model.index(4, 8).data() == tr("exchange.pgn.status.unmatched", reason=conflict)
    shot(dialog, f"pgn-import-iccf-{lang}.png")
    dialog.apply()
    games = {(g.white, g.black): g for g in tournaments.load(demo_db, ICCF_DEMO).games}
    assert (games[(1, 4)].result, games[(1, 4)].moves, games[(1, 4)].ended) == (Result.BLACK_WIN, 66, date(2019, 2, 18))
    assert (games[(1, 8)].result, games[(1, 8)].moves) == (Result.RUNNING, 12)
