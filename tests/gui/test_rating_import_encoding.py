"""The window's rating-list import takes the list's encoding (docs/formats-encodings.md): Automatic reads
a Windows-1250 FIDE list with Czech names right; a list whose letters fit two code pages says so before
Import, and the encoding the arbiter then chooses is the one its names are read and stored in."""

from pathlib import Path

import pytest

from arbiter_app.formats.text_encoding import name_of
from arbiter_app.gui.form_widgets import select
from arbiter_app.gui.ratings.list_import import import_rating_list_with_progress
from arbiter_app.i18n import tr
from arbiter_app.services import players
from tests.formats.test_encodings import CZECH, txt_list
from tests.gui.test_exchange_dialogs import _window
from tests.gui.dialogs import answer_file_dialogs


def _encoding_dialog(qtbot, qapp, db, monkeypatch, path: Path):
    """File → Import rating list… on `path` (the system's file dialog answered with it)."""
    answer_file_dialogs(monkeypatch, path)
    window = _window(qtbot, qapp, db)
    assert import_rating_list_with_progress(window) is None
    return window, window.rating_import


def _names(db) -> set[str]:
    return {p.player.name for p in players.search(db)}


def test_automatic_reads_a_windows_1250_list_with_czech_names(qtbot, qapp, empty_db, tmp_path: Path, monkeypatch, lang):
    path = tmp_path / "seznam ČR.txt"
    path.write_bytes(txt_list(CZECH, "cp1250"))
    window, dialog = _encoding_dialog(qtbot, qapp, empty_db, monkeypatch, path)
    assert dialog.encoding.currentText() == tr("exchange.ratings.encoding.automatic")
    assert [dialog.encoding.itemText(i) for i in range(1, 6)] == ["UTF-8", "Windows-1250", "Windows-1252", "ISO-8859-2", "ISO-8859-15"]
    assert dialog.note.text() == tr("import.encoding.read_as", encoding="Windows-1250")
    assert "Dvořák, Přemysl" in dialog.sample.toPlainText()
    dialog.show()
    dialog.grab().save(f"/tmp/enc-dialog-{lang}.png")
    dialog.import_button.click()
    assert {"Dvořák, Přemysl", "Šťastný, Petr", "Čermák, Jan"} <= _names(empty_db)
    assert window.rating_summary.text().endswith(f"\nseznam ČR.txt: {tr('import.encoding.read_as', encoding='Windows-1250')}")


@pytest.mark.parametrize("chosen, name", [("cp1250", "Kůň, Ondřej"), ("cp1252", "Kùò, Ondøej")])
def test_a_list_two_code_pages_fit_is_read_in_the_one_chosen(qtbot, qapp, empty_db, tmp_path: Path, monkeypatch, reading, chosen, name):
    path = tmp_path / "players.txt"
    path.write_bytes(txt_list([p for p in CZECH if p.name == "Kůň, Ondřej"], "cp1250"))
    window, dialog = _encoding_dialog(qtbot, qapp, empty_db, monkeypatch, path)
    assert dialog.note.text() == tr("import.encoding.read_as_alike", encoding="Windows-1252", alike="Windows-1250")
    assert "Kùò, Ondøej" in dialog.sample.toPlainText()
    dialog.show()
    dialog.grab().save("/tmp/enc-dialog-alike.png")
    select(dialog.encoding, chosen)  # read again in the chosen encoding
    assert dialog.note.text() == tr("exchange.ratings.read_in", encoding=name_of(chosen))
    assert name in dialog.sample.toPlainText()
    dialog.import_button.click()
    assert _names(empty_db) == {name}
    assert dialog.result_ is not None and dialog.result_.added == 1


def test_an_encoding_that_cannot_read_the_list_shows_why_before_import(qtbot, qapp, empty_db, tmp_path: Path, monkeypatch):
    path = tmp_path / "players.txt"
    path.write_bytes(txt_list([p for p in CZECH if p.name == "Šťastný, Petr"], "cp1250"))
    window, dialog = _encoding_dialog(qtbot, qapp, empty_db, monkeypatch, path)
    select(dialog.encoding, "cp1252")
    assert dialog.sample.toPlainText().startswith("the bytes 9D are not Windows-1252")
