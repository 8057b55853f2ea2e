"""A JSON file whose players the field writes so (one-word names, no federation) is imported from the
window, and its notes are shown, as the TRF and EGD imports show theirs (docs/exchange-formats.md,
"Problems and notes")."""

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from arbiter_app.i18n import set_language
from arbiter_app.services import tournaments
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from tests.gui.dialogs import answer_file_dialogs

FILE = Path(__file__).parents[1] / "formats" / "data" / "fide-tiebreak-one-word-names.json"


def test_the_notes_of_an_imported_file_are_shown_in_the_windows_language(qtbot, qapp, empty_db, monkeypatch):
    shown: list[str] = []
    answer_file_dialogs(monkeypatch, FILE)
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    set_language("cs")
    try:
        install_fonts(qapp)
        window = MainWindow(empty_db)
        qtbot.addWidget(window)
        window.import_json()
    finally:
        set_language("en")
    assert [t.code for t in tournaments.list_tournaments(empty_db)] != []
    notes = shown[-1].splitlines()
    assert notes[0].startswith("Poznámky") and len(notes) > 1
