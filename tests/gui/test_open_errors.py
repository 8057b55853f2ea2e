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
