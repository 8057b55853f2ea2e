"""An EGD table without a player line is refused, naming why, and stores nothing (a mutated table
once was "0 players added": an empty action that the next undo could not find)."""

from __future__ import annotations

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.services import players, tournaments
from arbiter_app.services.go import egd, egd_event


@pytest.mark.parametrize("text", ["", "; Klass = A\n; Komi = 6.5\n", "\n\n   \n"])
def test_a_table_without_players_is_refused(empty_db, tmp_path, text):
    path = tmp_path / "prázdná tabulka.h9"
    path.write_text(text, encoding="utf-8")
    for action in (lambda: egd.import_egd_players(empty_db, path), lambda: egd_event.import_egd_event(empty_db, path, "GO/EMPTY")):
        with pytest.raises(ImportProblem) as refused:
            action()
        assert "prázdná tabulka.h9" in str(refused.value) and "no player lines" in str(refused.value)
    assert players.count(empty_db) == 0 and tournaments.list_tournaments(empty_db) == []
