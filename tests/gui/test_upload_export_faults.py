"""Export for upload into a folder the file system refuses (issue 48, item 7): a message box with one
sentence naming it, never a traceback; the dialog stays open and nothing is written. A folder name
of 300 characters is more than Linux (255 bytes) and Windows (255 characters) take: ENAMETOOLONG
for real."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from arbiter_app.gui.upload_export_dialog import open_upload_export
from arbiter_app.services import exchange
from arbiter_app.services.output import OutputRefused
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window


@pytest.fixture
def boxes(monkeypatch) -> list[str]:
    """The texts of the warning boxes the window shows (gui.main_window.show_error)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *_args: shown.append(text))
    return shown


def export_into(qtbot, qapp, db, folder: Path):
    window = open_window(qtbot, qapp, db, ICCF_DEMO)
    dialog = open_upload_export(window)
    dialog.folder.setText(str(folder))
    dialog.export()
    return dialog


def test_a_folder_name_too_long_is_one_sentence_in_a_box(qtbot, qapp, demo_db, tmp_path: Path, boxes) -> None:
    folder = tmp_path / ("složka " * 43)[:300]
    dialog = export_into(qtbot, qapp, demo_db, folder)
    assert boxes == [f"{folder} cannot be used: its name is too long for the file system; nothing was written."]
    assert dialog.isVisible() and dialog.result() == 0


def test_a_file_where_the_folder_should_be_and_a_folder_where_a_file_should_be(qtbot, qapp, demo_db, tmp_path: Path, boxes) -> None:
    a_file = tmp_path / "upload"
    a_file.write_text("not a folder", encoding="utf-8")
    dialog = export_into(qtbot, qapp, demo_db, a_file)
    folder = tmp_path / "here"
    (folder / "CZE_Jubilee_M1.trf").mkdir(parents=True)  # a folder in the way of the first file
    dialog.folder.setText(str(folder))
    dialog.export()
    assert boxes == ["Choose a folder that exists.", f"cannot write {folder / 'CZE_Jubilee_M1.trf'}: it is a folder; give a file name"]
    assert dialog.isVisible() and a_file.read_text(encoding="utf-8") == "not a folder"
    assert [p.name for p in folder.iterdir()] == ["CZE_Jubilee_M1.trf"]


def test_the_service_refuses_a_file_name_too_long_in_one_sentence(demo_db, tmp_path: Path) -> None:
    folder = tmp_path / ("a" * 300)
    with pytest.raises(OutputRefused) as caught:
        exchange.export_files(demo_db, ICCF_DEMO, folder, ["trf"])
    target = folder / "CZE_Jubilee_M1.trf"
    assert str(caught.value) == f"{target} cannot be used: its name is too long for the file system; nothing was written."
