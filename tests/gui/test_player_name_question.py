"""The player form questions a name typed "Firstname Surname" and a federation no table knows, and
stores it as typed when OK is pressed again; a one-word name is a name (issue 31)."""

from __future__ import annotations

import os
from pathlib import Path

from arbiter_app.gui.players_view import PlayerDialog
from arbiter_app.services import players


def fill(dialog: PlayerDialog, **texts: str) -> None:
    for name, text in texts.items():
        dialog.inputs[name].setText(text)


def test_firstname_surname_is_questioned_then_stored_as_typed(qtbot, empty_db, tmp_path: Path):
    dialog = PlayerDialog(empty_db)
    qtbot.addWidget(dialog)
    fill(dialog, id="900001", name="Tomáš Židů", federation="CZE")
    dialog.save()
    assert dialog.player is None and players.count(empty_db) == 0
    assert dialog.errors["name"].text() == 'no comma: the register writes "Surname, Firstname"; store it as typed?'
    assert dialog.errors["federation"].isHidden()
    dialog.resize(dialog.sizeHint())
    dialog.grab().save(str(Path(os.environ.get("SCREENSHOTS", tmp_path)) / "player-name-question.png"))
    dialog.save()  # asked once: stored as typed
    assert dialog.player is not None and players.get(empty_db, "900001").name == "Tomáš Židů"


def test_a_one_word_name_is_stored_without_a_question(qtbot, empty_db):
    dialog = PlayerDialog(empty_db)
    qtbot.addWidget(dialog)
    fill(dialog, id="900002", name="Aryan", federation="ind")
    dialog.save()
    assert players.get(empty_db, "900002").name == "Aryan" and players.get(empty_db, "900002").federation == "IND"


def test_a_federation_typed_as_an_iso_code_becomes_the_federation_and_an_unknown_one_is_asked(qtbot, empty_db):
    dialog = PlayerDialog(empty_db)
    qtbot.addWidget(dialog)
    fill(dialog, id="900003", name="Tan, Wei", federation="MY")
    dialog.save()
    assert players.get(empty_db, "900003").federation == "MAS"
    dialog = PlayerDialog(empty_db)
    qtbot.addWidget(dialog)
    fill(dialog, id="900004", name="Nowhere, Ann", federation="QQQ")
    dialog.save()
    assert dialog.player is None and "QQQ" in dialog.errors["federation"].text()
    dialog.save()
    assert players.get(empty_db, "900004").federation == "QQQ"
