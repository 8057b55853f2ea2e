"""File → Import an OpenGotha tournament…: what the file holds (the event, its players and who each
is in the register, problems and notes) before anything is stored; then the event is stored in one
undoable action (services.go.opengotha, `opengotha-import FILE --code CODE`). File → Export →
OpenGotha tournament…: the event shown as OpenGotha's file (`opengotha-export CODE -o FILE`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLineEdit,
)

from ...i18n import tr, tr_plural
from ...rules.model import Entry
from ...rules.names import safe_file_name
from ...services.errors import USER_ERRORS, message_of
from ...services.go.opengotha import OgPreview, export_opengotha, import_opengotha, preview_opengotha
from ..file_dialogs import save_file_name
from ..table_model import Column
from ..file_import import ImportPreviewDialog, open_previewed

if TYPE_CHECKING:
    from ..workbench import Session


def _columns(known: frozenset[str]) -> list[Column]:
    left = Qt.AlignmentFlag.AlignLeft
    return [
        Column(tr("exchange.opengotha.col.no"), lambda e: str(e.no), sort_key=lambda e: e.no),
        Column(tr("exchange.opengotha.col.name"), lambda e: e.player.name, align=left),
        Column(tr("exchange.opengotha.col.rank"), lambda e: e.player.rank or ""),
        Column(tr("exchange.opengotha.col.club"), lambda e: e.player.club, align=left),
        Column(tr("exchange.opengotha.col.federation"), lambda e: e.player.federation),
        Column(tr("exchange.opengotha.col.rating"), lambda e: "" if e.player.rating is None else str(e.player.rating)),
        Column(tr("exchange.opengotha.col.register"), lambda e: tr("exchange.opengotha.register." + ("known" if e.player.id in known else "new"),
                                                                  id=e.player.id), align=left),
    ]


class OpenGothaImportDialog(ImportPreviewDialog):
    def __init__(self, window: Session, path: Path):
        super().__init__(window, path, tr("exchange.opengotha.title", file=path.name), tr("exchange.opengotha.messages"),
                         tr("exchange.opengotha.import"), _columns(frozenset()))
        self.code = QLineEdit("GO/" + safe_file_name(path.stem).replace(" ", "_"))
        self.code.setObjectName("code")
        self.code.editingFinished.connect(self.refresh)
        self.form.addRow(tr("exchange.opengotha.code"), self.code)
        self.preview: OgPreview | None = None
        self.tab_in_order()

    def refresh(self) -> bool:
        """Read the file again with the code as it is; False when it cannot be read at all."""
        try:
            self.preview = preview_opengotha(self.window_.db, self.path, self.code.text().strip())
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return False
        p = self.preview
        self.summary.setText(p.heading)
        count = len(p.problems)
        self.refusal.setText(tr_plural("exchange.opengotha.refusal", count, count=count) if count else "")
        self.refusal.setVisible(bool(count))
        entries: list[Entry] = list(p.event.data.entries) if p.event else []
        self.model.set_data(_columns(p.known), entries)
        self.show_messages(p.problems, p.notes)
        self.import_button.setEnabled(p.event is not None)
        return True

    def apply(self) -> None:
        """Store in one service call, read again with the code as it is now; the dialog stays open if
        it is refused. The new event is then shown."""
        if not self.refresh() or self.preview is None or self.preview.event is None:
            return
        preview, shown = self.preview, self.window_.code
        self.window_.code = preview.event.data.tournament.code  # a feature that creates a tournament selects it first
        if self.window_.perform(lambda: import_opengotha(self.window_.db, preview)) is None:
            self.window_.code = shown
            return
        self.window_.reload_tournaments()
        self.accept()


def open_opengotha_import(window: Session, path: str | None = None) -> OpenGothaImportDialog | None:
    return open_previewed(window, OpenGothaImportDialog, "exchange.action.import_opengotha", "exchange.filter.opengotha", path)


def export_opengotha_file(window: Session, path: str | None = None) -> str | None:
    """Write the event shown as OpenGotha's file (asking where); the sentence shown in the status bar."""
    code = window.code
    if not code:
        return None
    if path is None:
        path = save_file_name(window, "exchange.opengotha.export_title", "exchange.filter.opengotha",  # type: ignore[arg-type]
                              safe_file_name(code) + ".xml")
        if not path:
            return None
    try:
        done = export_opengotha(window.db, code, Path(path))
    except USER_ERRORS as exc:
        window.show_error(message_of(exc))
        return None
    window.statusBar().showMessage(done, 8000)
    return done
