"""File → Export for upload…: the chosen files of the group written into one folder, named from the
event code (services.exchange). A go event is offered its own formats: the exchange file and the EGD
tournament table (services.exchange.formats_for)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..formats.trf import VERSIONS
from ..i18n import tr, tr_plural
from ..services import exchange, output
from ..rules.model import Tournament
from ..services.database import Changes
from .file_dialogs import folder_name, remember, start_folder

if TYPE_CHECKING:
    from .workbench import Session

UPLOAD_FOLDER = "exchange.upload.folder"
"""The kind of the folder the upload files go to (gui.file_dialogs)."""


class UploadExportDialog(QDialog):
    def __init__(self, window: Session, tournament: Tournament, folder: Path):
        super().__init__(window)
        self.window_, self.code = window, tournament.code
        code = tournament.code
        self.setWindowTitle(tr("exchange.upload.title", code=code))
        form = QFormLayout()
        self.folder = QLineEdit(str(folder))
        browse = QPushButton(tr("exchange.upload.browse"))
        browse.clicked.connect(self.choose_folder)
        row = QHBoxLayout()
        row.addWidget(self.folder)
        row.addWidget(browse)
        holder = QWidget()
        holder.setLayout(row)
        form.addRow(tr("exchange.upload.folder"), holder)
        self.boxes: dict[exchange.Format, QCheckBox] = {}
        boxes = QVBoxLayout()
        offered = exchange.formats_for(tournament)
        for fmt in offered:
            box = QCheckBox(tr(f"exchange.upload.{fmt}"))
            box.setChecked(fmt != "json")
            box.toggled.connect(self.show_names)
            self.boxes[fmt] = box
            boxes.addWidget(box)
        holder = QWidget()
        holder.setLayout(boxes)
        form.addRow(tr("exchange.upload.formats"), holder)
        if offered == exchange.GO_FORMATS:
            note = QLabel(tr("exchange.upload.go_note"))
            note.setWordWrap(True)
            form.addRow(note)
        self.trf_version = QComboBox()
        self.trf_version.addItems(list(VERSIONS))
        form.addRow(tr("exchange.upload.trf_version"), self.trf_version)
        self.separator = QComboBox()
        self.separator.addItem(tr("exchange.upload.separator.comma"), ",")
        self.separator.addItem(tr("exchange.upload.separator.semicolon"), ";")
        form.addRow(tr("exchange.upload.separator"), self.separator)
        form.setRowVisible(self.trf_version, "trf" in offered)
        form.setRowVisible(self.separator, "csv" in offered)
        self.names = QLabel()
        self.names.setStyleSheet("font-family: monospace;")
        form.addRow(tr("exchange.upload.names"), self.names)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(tr("exchange.upload.export"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.export)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.show_names()
        self.resize(620, 0)

    def formats(self) -> list[exchange.Format]:
        return [fmt for fmt, box in self.boxes.items() if box.isChecked()]

    def show_names(self) -> None:
        self.names.setText("\n".join(exchange.file_names(self.code, self.formats())))

    def choose_folder(self) -> None:
        folder = folder_name(self, "exchange.upload.folder", UPLOAD_FOLDER)
        if folder:
            self.folder.setText(folder)

    def export(self) -> None:
        """Write the files in one service call; the dialog stays open if it fails."""
        folder = Path(self.folder.text())
        options = exchange.ExportOptions(self.trf_version.currentText(), self.separator.currentData())  # type: ignore[arg-type]

        def service() -> Changes:
            if not output.is_folder(folder):
                raise output.OutputRefused(tr("exchange.upload.no_folder"))
            written = exchange.export_files(self.window_.db, self.code, folder, self.formats(), options)
            return Changes("export", frozenset(), tr_plural("exchange.upload.written", len(written), count=len(written), folder=str(folder)))

        if self.window_.perform(service) is not None:
            remember(UPLOAD_FOLDER, folder)
            self.accept()


def open_upload_export(window: Session) -> UploadExportDialog | None:
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    dialog = UploadExportDialog(window, window.data.tournament, start_folder(UPLOAD_FOLDER))
    dialog.open()
    return dialog
