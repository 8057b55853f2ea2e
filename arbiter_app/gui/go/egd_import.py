"""File → Import players from an EGD table…: the players of a European Go Database tournament table
added to the register as one undoable action (services.go.egd.import_egd_players, `egd-import`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from ...i18n import tr
from ...services.go import egd as go_egd
from ...services.database import Changes

if TYPE_CHECKING:
    from ..workbench import Session


def import_egd_players(window: Session, path: str | None = None) -> Changes | None:
    """A table with a bad line is refused whole, every problem named with its line."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(window, tr("exchange.action.import_egd"), "", tr("exchange.filter.egd"))
        if not path:
            return None
    chosen = Path(path)
    return window.perform(lambda: go_egd.import_egd_players(window.db, chosen))
