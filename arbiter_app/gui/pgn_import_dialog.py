"""File → Import games: the preview of a PGN file's games against the group, then one undoable store.

Every game of the file is listed with its status; conflicting results are listed once more with a
tick box each, unticked: the stored result stays unless the arbiter ticks it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableView,
    QVBoxLayout,
)

from ..i18n import date_text, tr
from ..services.errors import USER_ERRORS, message_of
from ..services.pgn_games import GameMatch, PgnPreview, Unmatched, apply_pgn, preview_pgn
from .file_dialogs import open_file_name
from .table_model import Column, RowsModel

if TYPE_CHECKING:
    from .workbench import Session


def _cell(game: Any) -> str:
    return game.result.value + (game.flag.value if game.flag else "")


def _columns() -> list[Column]:
    def status(row: GameMatch | Unmatched) -> str:
        if isinstance(row, Unmatched):
            return tr("exchange.pgn.status.unmatched", reason=row.reason)
        return tr(f"exchange.pgn.status.{row.status}")

    left = Qt.AlignmentFlag.AlignLeft
    return [
        Column(tr("exchange.pgn.col.line"), lambda r: str(r.pgn.line)),
        Column(tr("exchange.pgn.col.game"), lambda r: f"{r.stored.white}–{r.stored.black}" if isinstance(r, GameMatch) else ""),
        Column(tr("exchange.pgn.col.white"), lambda r: r.pgn.white, align=left),
        Column(tr("exchange.pgn.col.black"), lambda r: r.pgn.black, align=left),
        Column(tr("exchange.pgn.col.result"), lambda r: r.pgn.result.value),
        Column(tr("exchange.pgn.col.moves"), lambda r: str(r.pgn.moves or "")),
        Column(tr("exchange.pgn.col.ended"), lambda r: date_text(r.pgn.ended)),
        Column(tr("exchange.pgn.col.stored"), lambda r: _cell(r.stored) if isinstance(r, GameMatch) else ""),
        Column(tr("exchange.pgn.col.status"), status, align=left, tooltip=status),
    ]


class PgnImportDialog(QDialog):
    def __init__(self, window: Session, preview: PgnPreview):
        super().__init__(window)
        self.window_ = window
        self.preview = preview
        self.setWindowTitle(tr("exchange.pgn.title", code=preview.code))
        layout = QVBoxLayout(self)
        counts = {s: len(preview.of(s)) for s in ("matched", "equal", "conflict")}  # type: ignore[arg-type]
        summary = tr("exchange.pgn.summary", file=Path(preview.source).name, unmatched=len(preview.unmatched), **counts)
        layout.addWidget(QLabel(summary))
        if preview.notes:  # records that are no games (a BYE), left out with their lines
            layout.addWidget(QLabel("\n".join(preview.notes)))
        self.table = QTableView()
        self.model = RowsModel(_columns(), [*preview.matches, *preview.unmatched])
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        self.conflicts = QListWidget()
        for m in preview.of("conflict"):
            item = QListWidgetItem(
                tr("exchange.pgn.conflict_item", white=m.stored.white, black=m.stored.black, stored=_cell(m.stored), new=m.pgn.result.value, line=m.pgn.line)
            )
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, m.key)
            self.conflicts.addItem(item)
        if self.conflicts.count():
            layout.addWidget(QLabel(tr("exchange.pgn.conflicts")))
            self.conflicts.setMaximumHeight(120)
            layout.addWidget(self.conflicts)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton(tr("exchange.pgn.apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(1000, 560)

    def overwrite(self) -> set:
        items = (self.conflicts.item(i) for i in range(self.conflicts.count()))
        return {tuple(i.data(Qt.ItemDataRole.UserRole)) for i in items if i.checkState() == Qt.CheckState.Checked}

    def apply(self) -> None:
        """Store in one service call; the dialog stays open if it is refused."""
        if self.window_.perform(lambda: apply_pgn(self.window_.db, self.preview, self.overwrite())) is not None:
            self.accept()


def open_pgn_import(window: Session, path: str | None = None) -> PgnImportDialog | None:
    if not window.code:
        window.show_error(tr("gui.no_tournament"))
        return None
    if path is None:
        path = open_file_name(window, "exchange.action.import_pgn", "exchange.filter.pgn")  # type: ignore[arg-type]
        if not path:
            return None
    try:
        preview = preview_pgn(window.db, window.code, Path(path))
    except USER_ERRORS as exc:
        window.show_error(message_of(exc))
        return None
    dialog = PgnImportDialog(window, preview)
    dialog.open()
    return dialog
