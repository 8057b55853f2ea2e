"""File → Import TRF…: what a FIDE TRF holds (system, rounds, players and who each is in the register,
problems and notes) before anything is stored; a round robin is then stored as a new group in one
undoable action (services.trf_import, `import-trf`). Another system is shown with the reason it cannot
become a group, and Import stays disabled.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from ..i18n import decimal_text, tr
from .greyed import say_why
from ..rules.event_kinds import EventKind
from ..rules.model import Organiser
from ..services.errors import USER_ERRORS, message_of
from ..rules.names import safe_file_name
from ..services.trf_import import TrfPreview, import_trf, preview_trf
from .table_model import Column
from .form_widgets import combo, select
from .tournament_list import ORGANISER_NAMES
from .file_import import ImportPreviewDialog, open_previewed, status_progress

if TYPE_CHECKING:
    from .workbench import Session


def _columns() -> list[Column]:
    left = Qt.AlignmentFlag.AlignLeft
    number = lambda value: "" if value is None else decimal_text(value)  # noqa: E731
    return [
        Column(tr("exchange.trf.col.no"), lambda e: str(e.trf.no), sort_key=lambda e: e.trf.no),
        Column(tr("exchange.trf.col.name"), lambda e: e.name, align=left),
        Column(tr("exchange.trf.col.federation"), lambda e: e.trf.federation),
        Column(tr("exchange.trf.col.fide_id"), lambda e: e.trf.fide_id),
        Column(tr("exchange.trf.col.rating"), lambda e: number(e.trf.rating)),
        Column(tr("exchange.trf.col.points"), lambda e: number(e.trf.points), sort_key=lambda e: e.trf.points or 0),
        Column(tr("exchange.trf.col.rank"), lambda e: number(e.trf.rank), sort_key=lambda e: e.trf.rank or 0),
        Column(tr("exchange.trf.col.register"), lambda e: e.in_register, align=left, tooltip=lambda e: e.in_register),
    ]


class TrfImportDialog(ImportPreviewDialog):
    def __init__(self, window: Session, path: Path):
        super().__init__(window, path, tr("exchange.trf.title", file=path.name), tr("exchange.trf.messages"),
                         tr("exchange.trf.import"), _columns())
        self.code = QLineEdit(safe_file_name(path.stem))
        self.code.setObjectName("code")
        self.organiser = combo([(ORGANISER_NAMES[o], o) for o in Organiser])
        self.kind = combo(sorted(((tr(f"kind.{k.value}"), k.value) for k in EventKind), key=lambda item: item[0]))
        select(self.kind, EventKind.OTHER.value)
        self.form.addRow(tr("exchange.trf.code"), self.code)
        self.form.addRow(tr("exchange.trf.organiser"), self.organiser)
        self.form.addRow(tr("exchange.trf.kind"), self.kind)
        self.preview: TrfPreview | None = None
        for box in (self.organiser, self.kind):
            box.currentIndexChanged.connect(self.refresh)
        self.code.editingFinished.connect(self.refresh)
        self.tab_in_order()

    def refresh(self) -> bool:
        """Read the file again with the code, organiser and kind chosen; False when it cannot be read."""
        try:
            self.preview = preview_trf(self.window_.db, self.path, self.code.text().strip(), self.organiser.currentData(),
                                       self.kind.currentData(), status_progress(self.window_, self.path))
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return False
        finally:
            self.window_.statusBar().clearMessage()
        p = self.preview
        self.summary.setText(p.heading)
        self.refusal.setText(p.refusal)
        self.refusal.setVisible(bool(p.refusal))
        self.model.set_data(_columns(), list(p.entries))
        self.show_messages(p.problems, p.notes)
        self.import_button.setEnabled(p.data is not None)
        say_why(self.import_button, tr("exchange.trf.greyed"))
        return True

    def apply(self) -> None:
        """Store in one service call, read again with the fields as they are now; the dialog stays
        open if it is refused. The new group is then shown."""
        if not self.refresh() or self.preview is None or self.preview.data is None:
            return
        preview = self.preview
        if self.window_.perform(lambda: import_trf(self.window_.db, preview)) is not None:
            self.window_.code = preview.data.tournament.code
            self.window_.reload_tournaments()
            self.accept()


def open_trf_import(window: Session, path: str | None = None) -> TrfImportDialog | None:
    return open_previewed(window, TrfImportDialog, "exchange.action.import_trf", "exchange.filter.trf", path)
