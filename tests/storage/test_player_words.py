"""The words of the players' names (table player_word, schema 7; without the word a name starts
with since schema 8): built for the players already there by the migration, kept by every write of
the register (one player, a bulk import, their undo)."""

from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import inspect, text

from arbiter_app.rules.names import name_words
from arbiter_app.services import players, results
from arbiter_app.services.database import Database
from arbiter_app.services.ratings.list_import import ImportCancelled, import_rating_list
from arbiter_app.storage.database import SCHEMA_VERSION
from benchmarks.rating_list_files import FidePlayer, generated_players, write_txt


def stored_words(db: Database) -> set[tuple[str, str]]:
    with db.engine.connect() as conn:
        return {(w, p) for w, p in conn.execute(text("SELECT word, player_id FROM player_word"))}


def derived_words(db: Database) -> set[tuple[str, str]]:
    with db.engine.connect() as conn:
        rows = conn.execute(text("SELECT id, name_key FROM player"))
        return {(w, p) for p, key in rows for w in name_words(key) if not key.startswith(w)}


def test_a_schema_6_database_gains_the_words_of_its_players(any_demo_db):
    with any_demo_db.engine.begin() as conn:
        conn.execute(text("DROP TABLE player_word"))
        conn.execute(text("UPDATE meta SET value = '6' WHERE key = 'schema_version'"))
    target = any_demo_db.target
    any_demo_db.close()
    db = Database(target)
    try:
        with db.engine.connect() as conn:
            assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar() == str(SCHEMA_VERSION)
        assert ("tomas", "181530") in stored_words(db) and ("zidu", "181530") not in stored_words(db)
        assert stored_words(db) == derived_words(db)
        assert [p.player.name for p in players.search(db, "tomas zi")] == ["Židů, Tomáš"]
    finally:
        db.close()
    if isinstance(target, Path):
        assert len(list((target.parent / "backups").glob(f"{target.stem}_*_schema6.sqlite"))) == 1


def test_edits_deletes_and_their_undo_keep_the_words(any_demo_db):
    db = any_demo_db
    before = stored_words(db)
    zidu = players.get(db, "181530")
    players.edit_player(db, "181530", replace(zidu, name="Židů-Nový, Tomáš"))
    assert ("novy", "181530") in stored_words(db) and stored_words(db) == derived_words(db)
    players.edit_player(db, "181530", replace(zidu, id="181531"))  # a new id: the words move with the player
    assert ("tomas", "181531") in stored_words(db) and ("tomas", "181530") not in stored_words(db)
    assert stored_words(db) == derived_words(db)
    results.undo(db)
    results.undo(db)
    assert stored_words(db) == before
    results.redo(db)
    assert stored_words(db) == derived_words(db) and ("novy", "181530") in stored_words(db)


def test_a_bulk_import_its_update_and_their_undo_keep_the_words(any_db, tmp_path: Path):
    db = any_db
    path = tmp_path / "list.txt"
    listed = list(generated_players(200, seed=5))
    write_txt(path, listed)
    import_rating_list(db, path)
    assert len(stored_words(db)) == 200 and stored_words(db) == derived_words(db)
    renamed = [FidePlayer(**{**p.__dict__, "name": "Kratochvíl, Ota"}) if i % 7 == 0 else p for i, p in enumerate(listed)]
    write_txt(path, renamed)
    import_rating_list(db, path)
    assert stored_words(db) == derived_words(db)
    assert len(players.search(db, "kratoch o")) == len(range(0, 200, 7))
    results.undo(db)
    assert stored_words(db) == derived_words(db) and players.search(db, "kratochvil") == []
    results.undo(db)
    assert stored_words(db) == set()


def test_a_cancelled_import_into_an_empty_register_leaves_no_words_and_the_next_one_stores_them(any_db, tmp_path: Path):
    path = tmp_path / "list.txt"
    write_txt(path, generated_players(100, seed=2))
    with pytest.raises(ImportCancelled):
        import_rating_list(any_db, path, progress=lambda done, total: False)
    assert stored_words(any_db) == set()
    import_rating_list(any_db, path)  # the words held back by the cancelled import are gone with it
    assert len(stored_words(any_db)) == 100 and stored_words(any_db) == derived_words(any_db)


def test_a_schema_7_database_loses_the_words_its_names_start_with(any_demo_db):
    with any_demo_db.engine.begin() as conn:  # schema 7 held every word of a name
        rows = conn.execute(text("SELECT id, name_key FROM player")).all()
        first = [{"w": w, "k": key, "p": p} for p, key in rows for w in name_words(key) if key.startswith(w)]
        conn.execute(text("INSERT INTO player_word (word, name_key, player_id) VALUES (:w, :k, :p)"), first)
        conn.execute(text("UPDATE meta SET value = '7' WHERE key = 'schema_version'"))
    assert ("zidu", "181530") in stored_words(any_demo_db)
    target = any_demo_db.target
    any_demo_db.close()
    db = Database(target)
    try:
        assert stored_words(db) == derived_words(db) and ("zidu", "181530") not in stored_words(db)
        assert [p.player.name for p in players.search(db, "zidu")] == ["Židů, Tomáš"]
        assert [p.player.name for p in players.search(db, "tomas zi")] == ["Židů, Tomáš"]
    finally:
        db.close()


def test_a_bulk_import_leaves_the_player_indexes_as_a_new_database_has_them(any_db, tmp_path: Path):
    """The bulk first import drops the player table's indexes (SQLite) and builds them again at the
    end; a cancelled one keeps them by its rollback."""
    def indexes() -> set[str]:
        return {index["name"] for index in inspect(any_db.engine).get_indexes("player")}

    before = indexes()
    assert {"ix_player_name_key", "ix_player_fide_id"} <= before
    path = tmp_path / "list.txt"
    write_txt(path, generated_players(100, seed=4))
    with pytest.raises(ImportCancelled):
        import_rating_list(any_db, path, progress=lambda done, total: False)
    assert indexes() == before
    import_rating_list(any_db, path)
    assert indexes() == before
