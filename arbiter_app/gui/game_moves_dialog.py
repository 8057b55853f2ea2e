"""Moves and end date of one game, from the crosstable (its context menu, or the key M on a cell):
the move count decides whether a player has begun his games (boards not started [000 §7.7g], a
withdrawal's games [000 §7.3]); the end date puts a finished game in its rating period. The result
stays as it is (services.results.record_moves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QSpinBox

from ..i18n import tr
from ..rules.model import Game, Result
from .lazy_import import lazy_module
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session

results = lazy_module("arbiter_app.services.results")

UNKNOWN = -1
"""The spin box's value for "not known" (0 is a count: the game has not begun)."""


class GameMovesDialog(QDialog):
    def __init__(self, window: Session, game: Game):
        super().__init__(window)  # type: ignore[arg-type]  # the window is a QWidget
        self.window_, self.game = window, game
        self.setWindowTitle(tr("gui.moves_dialog.title", white=game.white, black=game.black, result=game.result.value))
        self.moves = QSpinBox()
        self.moves.setRange(UNKNOWN, 999)
        self.moves.setSpecialValueText(tr("gui.moves_dialog.unknown"))
        self.moves.setValue(UNKNOWN if game.moves is None else game.moves)
        self.ended = QDateEdit(QDate(game.ended) if game.ended else QDate.currentDate())
        self.ended.setCalendarPopup(True)
        self.ended.setDisplayFormat(tr("format.date.qt"))
        self.ended.setEnabled(game.result is not Result.RUNNING)  # a running game has no end date
        say_why(self.ended, tr("gui.moves_dialog.running"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(tr("gui.moves_dialog.moves"), self.moves)
        form.addRow(tr("gui.moves_dialog.ended"), self.ended)
        form.addRow(buttons)

    def apply(self) -> None:
        """Store both in one undoable change; a refusal keeps the dialog open."""
        moves = None if self.moves.value() == UNKNOWN else self.moves.value()
        ended = self.ended.date().toPython() if self.ended.isEnabled() else None
        code, game = self.window_.code or "", self.game
        done = self.window_.perform(lambda: results.record_moves(self.window_.db, code, game.white, game.black, moves, ended, game.round))
        if done is not None:
            self.accept()


def open_game_moves(window: Session, game: Game) -> GameMovesDialog:
    dialog = GameMovesDialog(window, game)
    dialog.open()
    return dialog
