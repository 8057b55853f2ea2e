"""Every file dialog opens in the folder last used for its kind of file, else in the user's Documents
folder, never in the program's own folder (the working directory of a bundled program)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.gui.windows import open_window


def answer(qtbot, choose: Path | None, seen: list[str]) -> None:
    """When the next file dialog is up: note the folder it opened in, then choose `choose` (or cancel)."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, act)
            return
        seen.append(dialog.directory().absolutePath())
        if choose is None:
            dialog.reject()
        else:
            dialog.selectFile(str(choose))
            dialog.accept()

    QTimer.singleShot(0, act)


def test_save_starts_in_documents_then_in_the_last_folder(qtbot, qapp, demo_db, tmp_path, monkeypatch):
    home = tmp_path / "home"
    documents = home / "Documents"
    documents.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no user-dirs.dirs: Documents under HOME
    if sys.platform == "win32":  # there Documents is the shell's known folder, not one under HOME
        documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
        documents.mkdir(parents=True, exist_ok=True)
    program = tmp_path / "Program Files" / "Arbiter"
    program.mkdir(parents=True)
    monkeypatch.chdir(program)
    window = open_window(qtbot, qapp, demo_db, "CZE/Jubilee/M1")
    chosen = tmp_path / "Turnaje ěščř" / "jubilejní.json"
    chosen.parent.mkdir()
    seen: list[str] = []
    answer(qtbot, chosen, seen)
    window.export_json()  # File → Export JSON
    assert [Path(p) for p in seen] == [documents] and chosen.is_file()
    answer(qtbot, None, seen)
    window.export_json()
    assert Path(seen[1]) == chosen.parent  # the last folder of a JSON file
    answer(qtbot, None, seen)
    window.import_json()  # the same kind of file: the same folder
    assert Path(seen[2]) == chosen.parent
    answer(qtbot, None, seen)
    window.open_database()  # another kind: Documents, not the program's folder
    assert Path(seen[3]) == documents != program
