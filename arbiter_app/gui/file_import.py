"""Opening an import of another program's file: the file chosen (or given), then its preview dialog,
shown only when the file could be read (the dialog's `refresh` says why not in the window)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Protocol, TypeVar

from PySide6.QtWidgets import QFileDialog

from ..i18n import tr
from .workbench import Session


class PreviewDialog(Protocol):
    def refresh(self) -> bool: ...

    def open(self) -> None: ...


D = TypeVar("D", bound=PreviewDialog)


def open_previewed(window: Session, dialog: Callable[[Session, Path], D], title_key: str, filter_key: str,
                   path: str | None = None) -> D | None:
    """The preview `dialog(window, file)` of a file the arbiter chooses (title and file filter from the
    catalogue), or of `path`; None when nothing was chosen or the file could not be read."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(window, tr(title_key), "", tr(filter_key))  # type: ignore[arg-type]
        if not path:
            return None
    shown = dialog(window, Path(path))
    if not shown.refresh():
        return None
    shown.open()
    return shown
