"""File → Import an OpenGotha tournament… and File → Export → OpenGotha tournament… on a real
database: the preview (players, who is in the register, notes), Import storing the event shown in
the window, Undo taking it back, a refused file with Import disabled, and the export read back.
Screenshots in English and Czech are saved to /tmp for a person to look at."""

from pathlib import Path

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.go.opengotha_import import export_opengotha_file, open_opengotha_import
from arbiter_app.services import results, tournaments
from tests.formats.opengotha_files import JUVISY, ROUND_1, small_file
from tests.formats.test_opengotha import validate
from arbiter_app.gui.main_window import MainWindow


def open_window(qtbot, qapp, db):
    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    return window


def cells(dialog, column):
    model = dialog.model
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_preview_import_export_and_undo(qtbot, qapp, empty_db, tmp_path: Path):
    install_fonts(qapp)
    window = open_window(qtbot, qapp, empty_db)
    action = next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.import_opengotha")
    assert action.text() == "Import an OpenGotha tournament…"
    path = tmp_path / "Podzimní turnaj.xml"
    path.write_bytes(small_file())
    dialog = open_opengotha_import(window, str(path))
    assert dialog.code.text() == "GO/Podzimní_turnaj"
    assert dialog.summary.text() == "Podzimní turnaj: McMahon, 1 round drawn of 3, 4 players"
    assert cells(dialog, 1) == ["Šťastný, Jiří", "Židů, Tomáš", "Mrkvička, Petr", "Novák, Jan"]
    assert cells(dialog, 6)[0] == "new: EGD-12345678"
    assert [dialog.messages.item(i).text() for i in range(dialog.messages.count())] == [
        "ℹ line 15: OpenGotha's placement criteria (MMS, SOSM) are not kept: the standings follow ČAGo's criteria [003 §3.3.4]"]
    assert dialog.import_button.isEnabled() and not dialog.refusal.isVisibleTo(dialog)
    dialog.resize(1000, 600)
    dialog.grab().save("/tmp/opengotha-import-preview-en.png")
    dialog.import_button.click()
    assert not dialog.isVisible() and window.code == "GO/Podzimní_turnaj"
    window.resize(1366, 768)
    window.grab().save("/tmp/opengotha-imported-window-en.png")
    out = tmp_path / "zpět do OpenGotha.xml"
    assert export_opengotha_file(window, str(out)) == f"OpenGotha tournament file of GO/Podzimní_turnaj written to {out}"
    validate(out.read_text(encoding="utf-8"))
    export_menu = next(a.menu() for a in window.file_menu.actions() if a.menu() and a.menu().objectName() == "exchange.menu.export")
    assert [a.text() for a in export_menu.actions()] == ["OpenGotha tournament…"]
    results.undo(empty_db)
    assert tournaments.list_tournaments(empty_db) == []


def test_a_refused_file_and_the_czech_preview(qtbot, qapp, empty_db, tmp_path: Path):
    install_fonts(qapp)
    window = open_window(qtbot, qapp, empty_db)
    path = tmp_path / "chyba.xml"
    path.write_bytes(small_file(ROUND_1.replace("NOVÁKJAN", "NIKDO")))
    dialog = open_opengotha_import(window, str(path))
    assert dialog.refusal.text() == "The file cannot be imported: 1 problem"
    assert dialog.messages.item(0).text() == "⚠ line 11: a game against nobody: no player 'NIKDO' in the file"
    assert not dialog.import_button.isEnabled()
    dialog.reject()
    window.switch_language("cs")
    cs = open_opengotha_import(window, str(JUVISY))
    assert cs.summary.text() == "Tournoi de Juvisy: McMahon, 4 rozlosovaná kola z 4, 19 hráčů"
    assert cs.import_button.isEnabled()
    cs.resize(1000, 600)
    cs.grab().save("/tmp/opengotha-import-juvisy-cs.png")
    cs.reject()
    window.switch_language("en")
