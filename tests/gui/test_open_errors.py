"""Opening a file that is not an arbiter database in the window: one message naming it, the window
stays on its database and the file is untouched."""

from pathlib import Path

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
