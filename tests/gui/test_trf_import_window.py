"""File → Import TRF… on a real database: the preview of a round robin (players and who each is in the
register, notes), Import storing the group shown in the window with its crosstable, Undo taking it
back; a Swiss shown with the reason and Import disabled. Screenshots in English and Czech are saved
to /tmp for a person to look at."""

from pathlib import Path

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.trf_import_dialog import open_trf_import
from arbiter_app.services import results, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window

DATA = Path(__file__).parents[1] / "formats" / "data" / "trf"


def cells(dialog, column):
    model = dialog.model
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_preview_import_crosstable_and_undo(qtbot, qapp, demo_db, tmp_path: Path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    action = next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.import_trf")
    assert action.text() == "Import TRF…"
    dialog = open_trf_import(window, str(DATA / "spec-trf26-round-robin-bom-crlf.trf"))
    dialog.code.setText("CZE/MJN/2025")
    dialog.refresh()
    assert dialog.summary.text() == "Memoriál Jana Nováka 2025: round robin, 5 rounds, 5 players"
    assert dialog.refusal.text() == "" and dialog.import_button.isEnabled(), dialog.refusal.text()
    # the demo register has Řezníček, Šťastný and Židů (written "Zidu,Tomas" in the file): named as stored
    assert cells(dialog, 1) == ["Řezníček, Vlastimil", "Šťastný, Petr", "Židů, Tomáš", "Nováková, Eliška", "Mrkvička, Ján"]
    assert cells(dialog, 7) == ["187201 (by name)", "180977 (by name)", "181530 (by name)", "new: FIDE:344444", "new: TRF:mrkvicka-jan"]
    assert [dialog.messages.item(i).text() for i in range(dialog.messages.count())] == [
        "ℹ line 15: record XXC kept aside: not used here", "ℹ line 22: record CZE kept aside: not used here"]
    dialog.grab().save("/tmp/trf-import-preview-en.png")
    dialog.import_button.click()
    assert not dialog.isVisible() and window.code == "CZE/MJN/2025"
    assert window.title.text() == "Memoriál Jana Nováka 2025  (CZE/MJN/2025)"
    table = window.crosstable.table
    assert [line.name for line in table.lines] == ["Řezníček, Vlastimil", "Šťastný, Petr", "Židů, Tomáš", "Nováková, Eliška", "Mrkvička, Ján"]
    assert "1D" in table.lines[3].cells
    window.resize(1400, 820)
    window.grab().save("/tmp/trf-import-crosstable-en.png")
    window.switch_language("cs")
    window.grab().save("/tmp/trf-import-crosstable-cs.png")
    cs_dialog = open_trf_import(window, str(DATA / "swiss-manager-byes-and-forfeits.trf"))
    assert cs_dialog.refusal.text().startswith("Soubor obsahuje turnaj švýcarským systémem (7 kol)")
    assert cs_dialog.summary.text() == "Test: turnaj švýcarským systémem, 7 kol, 15 hráčů"
    assert not cs_dialog.import_button.isEnabled()
    cs_dialog.grab().save("/tmp/trf-import-swiss-cs.png")
    cs_dialog.reject()
    window.switch_language("en")
    results.undo(demo_db)
    assert "CZE/MJN/2025" not in [t.code for t in tournaments.list_tournaments(demo_db)]


def test_a_swiss_is_shown_and_cannot_be_imported(qtbot, qapp, empty_db):
    install_fonts(qapp)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    dialog = open_trf_import(window, str(DATA / "bbppairings-generated-60-players.trf"))
    assert dialog.model.rowCount() == 60 and not dialog.import_button.isEnabled()
    assert dialog.refusal.text() == "The file holds a Swiss event (15 rounds): only a round robin, single or double, becomes a group."
    assert dialog.messages.count() == 60  # each line's name without a comma and missing federation
    dialog.grab().save("/tmp/trf-import-swiss-en.png")
    dialog.reject()
    assert tournaments.list_tournaments(empty_db) == []


def test_a_windows_1250_file_s_preview_in_czech(qtbot, qapp, demo_db):
    """The note of the encoding in Czech, naming the file; the heading in the plural forms (4 hráči)."""
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.switch_language("cs")
    try:
        dialog = open_trf_import(window, str(DATA / "spec-trf16-double-round-robin-cp1250.trf"))
        assert dialog.summary.text() == "Přebor kraje 2024: dvoukolový turnaj každý s každým, 6 kol, 4 hráči"
        assert [dialog.messages.item(i).text() for i in range(dialog.messages.count())] == [
            "ℹ spec-trf16-double-round-robin-cp1250.trf: není v UTF-8: přečten jako Windows-1250"]
        dialog.grab().save("/tmp/trf-import-preview-cp1250-cs.png")
        dialog.reject()
    finally:
        window.switch_language("en")


def test_a_big_file_shows_a_progress_line_and_at_most_100_notes(qtbot, qapp, demo_db, tmp_path: Path):
    from tests.formats.big_trf import make

    path = tmp_path / "velký turnaj.trf"
    path.write_text(make(2400), encoding="utf-8")
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    dialog = open_trf_import(window, str(path))
    assert any(text.startswith("velký turnaj.trf: 41 % read") for text in shown), shown
    items = [dialog.messages.item(i).text() for i in range(dialog.messages.count())]
    assert len(items) == 101 and items[-1] == f"ℹ and {len(dialog.preview.notes) - 100} more"
    assert items[0] == "ℹ line 5: Player1: a one-word name, taken as written"
