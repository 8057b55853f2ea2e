"""Where a file dialog opens: in the folder last used for that kind of file (remembered in the
window's QSettings), else in the user's Documents folder (else the home folder) — never in the
program's own folder, the working directory of a bundled program, where Qt opens a dialog given "".

A kind of file is named by its filter's catalogue key ("gui.filter.json"): every dialog of JSON files
shares its folder, a PGN file's dialog has its own.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from ..i18n import tr
from .window_state import settings

GROUP = "folders"
"""The settings group of the folders last used, by kind."""


def start_folder(kind: str) -> Path:
    """The folder last used for `kind` while it still exists, else Documents, else the home folder."""
    remembered = str(settings().value(f"{GROUP}/{kind}", "") or "")
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (remembered, documents):
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


def remember(kind: str, chosen: Path) -> None:
    """`chosen` (a file, or a folder from a folder dialog) is where the next dialog of `kind` opens."""
    settings().setValue(f"{GROUP}/{kind}", str(chosen if chosen.is_dir() else chosen.parent))


def open_file_name(parent: QWidget, title_key: str, filter_key: str) -> str:
    """The file to read the arbiter chooses ("" when cancelled), of the kind `filter_key`."""
    return _ask(parent, title_key, filter_key, QFileDialog.AcceptMode.AcceptOpen, "")


def save_file_name(parent: QWidget, title_key: str, filter_key: str, name: str) -> str:
    """Where to write a file of the kind `filter_key`, offered as `name` ("" when cancelled)."""
    return _ask(parent, title_key, filter_key, QFileDialog.AcceptMode.AcceptSave, name)


def folder_name(parent: QWidget, title_key: str, kind: str) -> str:
    """The folder the arbiter chooses to write into ("" when cancelled)."""
    dialog = QFileDialog(parent, tr(title_key), str(start_folder(kind)))
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    return _chosen(dialog, kind)


def _ask(parent: QWidget, title_key: str, filter_key: str, mode: QFileDialog.AcceptMode, name: str) -> str:
    dialog = QFileDialog(parent, tr(title_key), str(start_folder(filter_key)), tr(filter_key))
    dialog.setAcceptMode(mode)
    if mode is QFileDialog.AcceptMode.AcceptOpen:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    elif name:
        dialog.selectFile(name)
    return _chosen(dialog, filter_key)


def _chosen(dialog: QFileDialog, kind: str) -> str:
    dialog.setObjectName("file-dialog")  # for the tests
    if not dialog.exec() or not dialog.selectedFiles():
        return ""
    chosen = dialog.selectedFiles()[0]
    remember(kind, Path(chosen))
    return chosen
