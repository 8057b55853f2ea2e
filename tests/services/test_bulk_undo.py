"""Undo of bulk actions (issue 22, item 1): an import of 3 000 players is taken back only while
every row still holds what it wrote; a change by another program, or an entry of an imported player
in a tournament, is refused naming the later action; the count is the rows taken back, the text says
what it was, and the undo can be redone."""

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Tournament
from arbiter_app.services import players as register_service, results, setup
from arbiter_app.services.database import Database
from arbiter_app.services.ratings.list_import import import_rating_list
from arbiter_app.services.results import UndoRefused
from benchmarks.rating_list_files import generated_players, write_txt

COUNT = 3000


def register(db) -> dict:
    return {p.id: p for p in register_service.players(db)}


@pytest.fixture
def imported(empty_db, tmp_path: Path):
    """3 000 players imported from a FIDE list into an empty register."""
    path = tmp_path / "list.txt"
    write_txt(path, list(generated_players(COUNT, seed=11)))
    import_rating_list(empty_db, path)
    return empty_db


@pytest.fixture
def other(imported):
    """A second program on the same file."""
    db = Database(imported.target, actor="clerk@office")
    yield db
    db.close()


def some_player(db, index=100):
    return sorted(register(db).values(), key=lambda p: p.id)[index]


def test_undo_of_an_import_refuses_when_another_program_changed_a_player(imported, other):
    changed = some_player(imported)
    register_service.save_texts(other, {"rating": "2222"}, changed.id)
    before = register(imported)
    with pytest.raises(UndoRefused) as refused:
        results.undo(imported)
    message = str(refused.value)
    assert message.startswith("cannot undo import of a rating list from list.txt (")
    assert f"player {changed.id}" in message and "change of a player (" in message and "clerk@office" in message
    assert register(imported) == before  # nothing deleted, the other program's change kept


def test_a_change_taken_back_since_does_not_block_the_undo(imported, other):
    changed = some_player(imported)
    register_service.save_texts(other, {"rating": "2222"}, changed.id)
    results.undo(other)  # the clerk takes his change back: the row holds what the import wrote
    change = results.undo(imported)
    assert register(imported) == {}
    assert f"({COUNT} changes)" in change.description


def test_undo_of_an_import_refuses_when_an_imported_player_was_entered(imported, other):
    players = [p.id for p in sorted(register(imported).values(), key=lambda p: p.id)[:4]]
    setup.create_tournament(other, Tournament(code="CZE/T4L1/2025", name="Liga", start_date=date(2025, 9, 1)), players)
    with pytest.raises(UndoRefused) as refused:
        results.undo(imported)
    message = str(refused.value)
    assert "CZE/T4L1/2025" in message and "creating a tournament" in message and "clerk@office" in message
    assert len(register(imported)) == COUNT


def test_undo_of_an_import_counts_the_rows_and_can_be_redone(imported):
    stored = register(imported)
    undone = results.undo(imported)
    assert undone.description.startswith("undone: import of a rating list from list.txt (") and f"({COUNT} changes)" in undone.description
    assert register(imported) == {}
    redone = results.redo(imported)
    assert redone.description.startswith("redone: import of a rating list from list.txt (") and f"({COUNT} changes)" in redone.description
    assert register(imported) == stored
    assert register_service.search(imported, "zidu")  # the words of the names are back too
    results.undo(imported)  # the redo, whole
    assert register(imported) == {}
    results.redo(imported)
    assert register(imported) == stored


def test_redo_of_an_import_refuses_when_another_program_added_one_of_its_players(imported, other):
    gone = some_player(imported)
    results.undo(imported)
    register_service.save_texts(other, {"id": gone.id, "name": "Nový, Hráč", "federation": "CZE"})
    with pytest.raises(UndoRefused, match=rf"cannot redo import of a rating list from list\.txt .*player {gone.id}.*adding a player.*clerk@office"):
        results.redo(imported)
    assert register(imported)[gone.id].name == "Nový, Hráč"


def test_undo_of_a_single_player_entered_since_is_refused_naming_the_tournament(empty_db):
    from arbiter_app.rules.model import Player

    register_service.add_player(empty_db, Player(id="180412", name="Mrkvička, Jan", federation="CZE"))
    other = Database(empty_db.target, actor="clerk@office")
    setup.create_tournament(other, Tournament(code="CZE/T4L1/2025", name="Liga", start_date=date(2025, 9, 1)), ["180412"])
    other.close()
    with pytest.raises(UndoRefused, match=r"cannot undo adding a player .*player 180412.*CZE/T4L1/2025"):
        results.undo(empty_db)
    assert "180412" in register(empty_db)


def test_undo_of_a_removed_entry_whose_player_was_deleted_since_is_refused(empty_db):
    from arbiter_app.rules.model import Player

    for pid, name in (("180412", "Mrkvička, Jan"), ("180413", "Šťastný, Petr"), ("180414", "Židů, Tomáš")):
        register_service.add_player(empty_db, Player(id=pid, name=name, federation="CZE"))
    setup.create_tournament(empty_db, Tournament(code="CZE/T9/2026", name="Liga", start_date=date(2099, 9, 1)), ["180412", "180413", "180414"])
    setup.remove_entry(empty_db, "CZE/T9/2026", 3)
    other = Database(empty_db.target, actor="clerk@office")
    register_service.delete_player(other, "180414")
    other.close()
    with pytest.raises(UndoRefused, match=r"cannot undo removing an entry in CZE/T9/2026 .*player 180414 was changed since by deleting a player .*clerk@office"):
        results.undo(empty_db)


def test_undo_of_a_tournament_given_an_entry_by_another_program_is_refused(empty_db):
    from arbiter_app.rules.model import Player

    for pid, name in (("180412", "Mrkvička, Jan"), ("180413", "Šťastný, Petr"), ("180414", "Židů, Tomáš")):
        register_service.add_player(empty_db, Player(id=pid, name=name, federation="CZE"))
    other = Database(empty_db.target, actor="clerk@office")
    setup.create_tournament(empty_db, Tournament(code="CZE/T9/2026", name="Liga", start_date=date(2099, 9, 1)), ["180412", "180413"])
    setup.enter_players(other, "CZE/T9/2026", ["180414"])
    other.close()
    with pytest.raises(UndoRefused, match=r"cannot undo creating the tournament CZE/T9/2026 .*tournament CZE/T9/2026 is used by entry 3 \(CZE/T9/2026\).*clerk@office"):
        results.undo(empty_db)
    assert len(register(empty_db)) == 3


def test_an_undo_of_an_import_by_an_earlier_version_is_refused_for_redo_with_a_reason(imported):
    import sqlite3

    results.undo(imported)
    with sqlite3.connect(imported.target) as conn:  # as the earlier version wrote it: the ids and their count
        conn.execute("""UPDATE audit SET old = json_object('count', json_extract(old, '$.count')) WHERE action = 'undo'""")
    with pytest.raises(UndoRefused, match=r"^cannot redo import of a rating list from list\.txt .*did not keep the 3000 players it deleted; import the file again$"):
        results.redo(imported)
    assert register(imported) == {}


def test_the_undo_of_a_list_that_only_changed_players_names_its_file_in_each_language(imported, tmp_path: Path):
    """The next month's list (a folder and a name with diacritics and spaces) adds nobody: its audit
    entries are updates alone, the first of them names the file; the window's question and the undo
    say which list they take back."""
    players = [replace(p, rating=p.rating + 5) if p.rating else p for p in generated_players(COUNT, seed=11)]
    path = tmp_path / "Listiny ratingů" / "Seznam FIDE únor 2026.txt"
    path.parent.mkdir()
    write_txt(path, players)
    result = import_rating_list(imported, path)
    assert result.added == 0 and result.changed > 0
    assert results.pending(imported, "undo").what.startswith("import of a rating list from Seznam FIDE únor 2026.txt (")
    set_language("cs")
    try:
        assert results.pending(imported, "undo").what.startswith("import listiny ratingů ze souboru Seznam FIDE únor 2026.txt (")
        undone = results.undo(imported).description
        assert undone.startswith("vráceno: import listiny ratingů ze souboru Seznam FIDE únor 2026.txt (")
        assert undone.endswith(f"({result.changed} změn)")
        assert re.search(r"\(\d{1,2}\. \d{1,2}\. \d{4} \d\d:\d\d:\d\d\)", undone)  # the date as Czech writes it
    finally:
        set_language("en")
    assert results.undo(imported).description.startswith("undone: import of a rating list from list.txt (")
