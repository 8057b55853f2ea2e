"""File → Import rating list: a progress dialog with Cancel (which stores nothing), then the summary."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog

from ...i18n import tr, tr_plural
from ...services.database import Changes
from ...services.ratings.list_import import ListFormat, RatingImport, import_rating_list

if TYPE_CHECKING:
    from ..workbench import Session


def import_rating_list_with_progress(window: Session, path: str | None = None, fmt: ListFormat | None = None) -> RatingImport | None:
    """Run the import in the window: the dialog shows the share of the file read; Cancel rolls it back."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(window, tr("exchange.action.import_ratings"), "", tr("exchange.filter.lists"))
        if not path:
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

    def service() -> Changes:
        outcome.append(import_rating_list(window.db, Path(path), fmt, progress=progress))
        return outcome[0].changes

    try:
        done = window.perform(service)
    finally:
        dialog.reset()
    if done is None:
        return None
    result = outcome[0]
    text = tr_plural("exchange.ratings.done", result.added, added=result.added, changed=result.changed, unchanged=result.unchanged)
    box = QMessageBox(QMessageBox.Icon.Information, tr("exchange.ratings.title"), text, QMessageBox.StandardButton.Ok, window)
    if result.name_conflicts:
        box.setInformativeText(tr("exchange.ratings.names"))
        box.setDetailedText("\n".join(result.name_conflicts))
    window.rating_summary = box
    box.open()
    return result
