"""Importing another program's file: the preview dialog's frame, and opening it on the file chosen (or
given) only when the file could be read (the dialog's `refresh` says why not in the window)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Protocol, Sequence, TypeVar

from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel, QListWidget, QTableView, QVBoxLayout, QWidget,
)

from ..formats.problems import listing
from ..i18n import decimal_text, tr
from .file_dialogs import open_file_name
from .table_model import Column, RowsModel
from .workbench import Session


class PreviewDialog(Protocol):
    def refresh(self) -> bool: ...

    def open(self) -> None: ...


class ImportPreviewDialog(QDialog):
    """The preview of another program's file before anything is stored: the facts asked for (`form`,
    filled by the subclass), a summary, the refusal in red, the players, the problems and notes, and
    Import (greyed, saying why, while the file is refused)."""

    def __init__(self, window: Session, path: Path, title: str, messages: str, action: str, columns: list[Column]):
        super().__init__(window)
        self.window_ = window
        self.path = path
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b00020; font-weight: bold;")
        layout.addWidget(self.refusal)
        self.table = QTableView()
        self.model = RowsModel(columns, [])
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 3)
        self.messages_label = QLabel(messages)
        layout.addWidget(self.messages_label)
        self.messages = QListWidget()
        self.messages.setWordWrap(True)
        layout.addWidget(self.messages, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.resize(1000, 640)

    def tab_in_order(self) -> None:
        """Tab from the form's fields (which the subclass adds after this frame) down the dialog."""
        fields = [self.form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget() for row in range(self.form.rowCount())]
        chain = [*fields, self.table, self.messages, *self.buttons.buttons()]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def show_messages(self, problems: Sequence[object], notes: Sequence[object]) -> None:
        """The problems (each refuses the file) and the notes, each list cut at PROBLEMS_SHOWN."""
        self.messages.clear()
        for problem in listing(problems):
            self.messages.addItem(f"⚠ {problem}")
        for note in listing(notes):
            self.messages.addItem(f"ℹ {note}")

    def refresh(self) -> bool:
        raise NotImplementedError

    def apply(self) -> None:
        raise NotImplementedError


D = TypeVar("D", bound=PreviewDialog)


def open_previewed(window: Session, dialog: Callable[[Session, Path], D], title_key: str, filter_key: str,
                   path: str | None = None) -> D | None:
    """The preview `dialog(window, file)` of a file the arbiter chooses (title and file filter from the
    catalogue), or of `path`; None when nothing was chosen or the file could not be read."""
    if path is None:
        path = open_file_name(window, title_key, filter_key)  # type: ignore[arg-type]
        if not path:
            return None
    shown = dialog(window, Path(path))
    if not shown.refresh():
        return None
    shown.open()
    return shown


def status_progress(window: Session, path: Path) -> Callable[[int, int], None]:
    """A reader's progress (formats.problems.Progress) as a line in the window's status bar while a
    large file is read ("big.h9: 41 % read, 3.2 s"); the caller clears it when the reading ends."""
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        seconds = decimal_text(time.monotonic() - started, digits=1)
        window.statusBar().showMessage(tr("import.progress", file=path.name, percent=100 * done // max(total, 1), seconds=seconds))
        QApplication.processEvents()

    return progress
