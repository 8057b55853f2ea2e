"""Opening a file that is not an arbiter database in the window: one message naming it, the window
stays on its database and the file is untouched."""

from pathlib import Path

from arbiter_app.storage.database import SCHEMA_VERSION
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


def test_open_a_file_that_is_not_a_database(qtbot, qapp, demo_db, monkeypatch, tmp_path: Path) -> None:
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    path = tmp_path / "letter.odt"
    path.write_bytes(b"PK\x03\x04 not a database")
    window.open_path(str(path))
    assert errors == [f"{path} is not an arbiter database; it was not changed"]
    assert window.db is demo_db and window.code == ICCF_DEMO
    assert path.read_bytes() == b"PK\x03\x04 not a database"


def test_export_to_a_folder_is_one_message(qtbot, qapp, demo_db, monkeypatch, tmp_path: Path) -> None:
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    window.export_to(tmp_path)
    assert errors == [f"cannot write {tmp_path}: it is a folder; give a file name"]


def test_saving_a_pdf_into_a_missing_folder_is_one_message(qtbot, qapp, demo_db, monkeypatch, tmp_path: Path) -> None:
    from tests.gui.test_print_actions import trigger

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    dialog = trigger(window, "report.crosstable")
    target = tmp_path / "gone" / "crosstable.pdf"
    assert dialog.save(target) is None
    assert errors == [f"cannot write {target}: the folder {tmp_path / 'gone'} does not exist"]


def test_open_a_damaged_file_or_an_unknown_schema_shows_the_command_line_message(qtbot, qapp, demo_db, monkeypatch, tmp_path: Path) -> None:
    import sqlite3

    from arbiter_app.services.database import Database
    from arbiter_app.services.demo import fill_demo

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    damaged, unknown = tmp_path / "poškozená sezóna.sqlite", tmp_path / "jiná verze.sqlite"
    for path in (damaged, unknown):
        db = Database(path)
        fill_demo(db)
        db.close()
    damaged.write_bytes(damaged.read_bytes()[: damaged.stat().st_size // 2])
    with sqlite3.connect(unknown) as conn:
        conn.execute("UPDATE meta SET value = 'abc' WHERE key = 'schema_version'")
    window.open_path(str(damaged))
    window.open_path(str(unknown))
    assert errors == [
        f"{damaged} is damaged (the database disk image is malformed); it was not changed. "
        f"There is no backup in {tmp_path / 'backups'}: copy the file aside and restore one you keep elsewhere.",
        f"{unknown}: schema version 'abc' is not one this application knows (1 to {SCHEMA_VERSION}); it was not changed. Is it an arbiter database?",
    ]
    assert window.db is demo_db and window.code == ICCF_DEMO


def test_a_list_with_many_problems_shows_the_first_in_the_box_and_all_in_its_details(qtbot, qapp, demo_db, monkeypatch, tmp_path: Path) -> None:
    """150 players with a rating out of range: the box shows 12 lines, its details the 100 problems and "and 50 more"."""
    from PySide6.QtWidgets import QMessageBox

    from arbiter_app.gui.ratings.list_import import import_rating_list_with_progress
    from arbiter_app.services import players

    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())))
    before = players.search(demo_db)
    path = tmp_path / "klub Židů.csv"
    path.write_text("ID;Name;Fed;Rating\n" + "".join(f"{900 + i};Židů, Tomáš;CZE;4000\n" for i in range(150)), encoding="utf-8")
    assert import_rating_list_with_progress(window, str(path), "csv") is None
    [(text, details)] = shown
    assert text.splitlines()[0] == f"{path}: refused, 150 problems, nothing was stored:"
    assert len(text.splitlines()) == 13 and text.endswith("…")
    assert details.splitlines()[1].startswith("  line 2: Židů, Tomáš: Rating: must be between 0 and 3000")
    assert len(details.splitlines()) == 102 and details.splitlines()[-1] == "  and 50 more"
    assert players.search(demo_db) == before
