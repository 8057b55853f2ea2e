"""File → Import rating list: the file, then its encoding (Automatic, or one the arbiter names, with how
the list is read and its first lines with letters beyond ASCII, read again when the choice changes:
docs/formats-encodings.md), then a progress dialog with Cancel (which stores nothing), then the summary."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox, QPlainTextEdit, QProgressDialog,
)

from ...formats import text_encoding
from ...formats.text_encoding import ENCODINGS, Reading, name_of
from ...i18n import tr, tr_plural
from ...services.database import Changes
from ...services.errors import USER_ERRORS, message_of
from ...services.ratings.list_batches import list_reading
from ...services.ratings.list_import import ListFormat, RatingImport, guess_format, import_rating_list
from ..file_import import open_previewed
from ..form_widgets import combo

if TYPE_CHECKING:
    from ..workbench import Session

SAMPLE_LINES = 5
"""Lines with a byte beyond ASCII the encoding dialog shows: enough names to see `Dvořák` or `Dvøák`."""


class ListImportDialog(QDialog):
    """The encoding of the list at `path`: Automatic (formats.text_encoding's choice) or one of ENCODINGS;
    the reading's note ("read as Windows-1252; … Windows-1250 as well") and a sample of the names as read,
    so that the arbiter can choose another encoding and see the names again before Import."""

    def __init__(self, window: Session, path: Path):
        super().__init__(window)
        self.window_ = window
        self.path = path
        self.fmt = guess_format(path)
        self.setWindowTitle(tr("exchange.ratings.title"))
        form = QFormLayout(self)
        form.addRow(tr("exchange.ratings.file"), QLabel(path.name))
        self.encoding = combo([(tr("exchange.ratings.encoding.automatic"), None), *((name_of(e), e) for e in ENCODINGS)])
        self.encoding.setEnabled(self.fmt != "fide-xml")
        form.addRow(tr("exchange.ratings.encoding"), self.encoding)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form.addRow(tr("exchange.ratings.reading"), self.note)
        self.sample = QPlainTextEdit()
        self.sample.setReadOnly(True)
        self.sample.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.sample.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.sample.setVisible(self.fmt != "fide-xml")
        form.addRow(tr("exchange.ratings.sample"), self.sample)
        buttons = QDialogButtonBox()
        self.import_button = buttons.addButton(tr("exchange.ratings.import"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(tr("exchange.ratings.cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(760, 300)
        self.encoding.currentIndexChanged.connect(self.refresh)
        self.result_: RatingImport | None = None

    def refresh(self) -> bool:
        """Read the list's encoding and sample again; False (said in the window) when it cannot be read."""
        try:
            reading = list_reading(self.path, self.fmt, self.encoding.currentData())
            sample = _sample(self.path, reading)
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return False
        if reading is None:
            self.note.setText(tr("exchange.ratings.xml"))
        else:
            self.note.setText(reading.note or tr("exchange.ratings.read_in", encoding=name_of(reading.encoding)))
        self.sample.setPlainText(sample)
        return True

    def accept(self) -> None:
        super().accept()
        self.result_ = import_rating_list_with_progress(self.window_, str(self.path), self.fmt, self.encoding.currentData())


def _sample(path: Path, reading: Reading | None) -> str:
    """The first SAMPLE_LINES lines with a byte beyond ASCII as `reading` reads them, or why it cannot."""
    if reading is None:
        return ""
    with path.open("rb") as handle:
        lines = text_encoding.sample_of(handle).split(b"\n")[:SAMPLE_LINES]
    try:
        return text_encoding.decode(b"\n".join(lines), reading).replace("\r", "")
    except text_encoding.Undecodable as exc:
        return exc.message


def import_rating_list_with_progress(window: Session, path: str | None = None, fmt: ListFormat | None = None,
                                     encoding: str | None = None) -> RatingImport | None:
    """Run the import in the window: the dialog shows the share of the file read; Cancel rolls it back.
    Without `path` the arbiter chooses the file and its encoding in ListImportDialog (`window.rating_import`),
    whose Import runs this again; None then."""
    if path is None:
        window.rating_import = open_previewed(window, ListImportDialog, "exchange.action.import_ratings", "exchange.filter.lists")
        return None
    dialog = QProgressDialog(tr("exchange.ratings.progress", file=Path(path).name), tr("exchange.ratings.cancel"), 0, 1000, window)
    dialog.setWindowTitle(tr("exchange.ratings.title"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.setValue(0)
    window.rating_progress = dialog  # reachable by tests and screenshots

    def progress(done: int, total: int) -> bool:
        dialog.setValue(int(1000 * done / total) if total else 1000)
        QApplication.processEvents()
        return not dialog.wasCanceled()

    outcome: list[RatingImport] = []
    readings: list[Reading | None] = []

    def service() -> Changes:
        readings.append(list_reading(Path(path), fmt or guess_format(Path(path)), encoding))
        outcome.append(import_rating_list(window.db, Path(path), fmt, progress=progress, encoding=encoding))
        return outcome[0].changes

    try:
        done = window.perform(service)
    finally:
        dialog.reset()
    if done is None:
        return None
    result = outcome[0]
    text = tr_plural("exchange.ratings.done", result.added, added=result.added, changed=result.changed, unchanged=result.unchanged)
    if readings[0] is not None and readings[0].note:
        text += f"\n{Path(path).name}: {readings[0].note}"
    box = QMessageBox(QMessageBox.Icon.Information, tr("exchange.ratings.title"), text, QMessageBox.StandardButton.Ok, window)
    if result.name_conflicts:
        box.setInformativeText(tr("exchange.ratings.names"))
        box.setDetailedText("\n".join(result.name_conflicts))
    window.rating_summary = box
    box.open()
    return result
