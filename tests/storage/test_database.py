"""The database file: pragmas, schema versions, migration with a backup, refusal of newer files."""

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.storage.database import SCHEMA_VERSION, DatabaseError

V1_DUMP = Path(__file__).parent / "data" / "schema_v1.sql"


def make_v1_database(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_DUMP.read_text(encoding="utf-8"))


def dump(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


def test_new_database_has_current_version_wal_and_foreign_keys(empty_db: Database):
    with empty_db.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(SCHEMA_VERSION)
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1


def test_older_schema_is_migrated_with_a_backup_beside_it(tmp_path: Path):
    path = tmp_path / "old.sqlite"
    make_v1_database(path)
    db = Database(path)
    try:
        data = tournaments.load(db, "CZE/SF/2025-B")
        assert len(data.entries) == 7 and len(data.games) == 21
        assert data.tournament.entry_fee is None  # the new column, empty after migration
        with db.engine.connect() as conn:
            assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(SCHEMA_VERSION)
    finally:
        db.close()
    backups = list((tmp_path / "backups").glob("old_*_schema1.sqlite"))
    assert len(backups) == 1
    with sqlite3.connect(backups[0]) as conn:  # the backup is the untouched version-1 database
        assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == ("1",)
        assert conn.execute("SELECT count(*) FROM game").fetchone() == (21,)
        columns = [row[1] for row in conn.execute("PRAGMA table_info(tournament)")]
        assert "entry_fee" not in columns


def test_newer_schema_is_refused_and_left_untouched(tmp_path: Path):
    path = tmp_path / "future.sqlite"
    make_v1_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ?", (str(SCHEMA_VERSION + 1),))
    before = dump(path)
    with pytest.raises(DatabaseError, match="newer version"):
        Database(path)
    assert dump(path) == before
    assert not list(tmp_path.glob("*backup*")) and not (tmp_path / "backups").exists()


def test_foreign_file_is_refused(tmp_path: Path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (x TEXT)")
    with pytest.raises(DatabaseError, match="not a database of this application"):
        Database(path)


def test_missing_folder_is_named(tmp_path: Path):
    with pytest.raises(DatabaseError, match="does not exist"):
        Database(tmp_path / "nowhere" / "x.sqlite")


def test_schema_3_gains_the_applied_rating_periods_with_a_backup(tmp_path: Path):
    """Schema 4: the table of applied rating periods (a period must not be applied twice); schema 5:
    the bank moved onto a substitute's clock. A version-3 file goes through both steps."""
    path = tmp_path / "v3.sqlite"
    Database(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE rating_period")
        conn.execute("DROP TABLE go_round")  # schema 6
        conn.execute("ALTER TABLE entry DROP COLUMN bank_moved_days")
        conn.execute("DROP TABLE player_word")  # schema 7
        conn.execute("DROP INDEX ix_audit_actor")
        conn.execute("ALTER TABLE audit DROP COLUMN actor")
        conn.execute("ALTER TABLE audit DROP COLUMN reverts")
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    Database(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
        columns = [row[1] for row in conn.execute("PRAGMA table_info(rating_period)")]
        assert columns == ["id", "period", "date_from", "date_to", "applied_on"]
        assert "bank_moved_days" in [row[1] for row in conn.execute("PRAGMA table_info(entry)")]
    assert len(list((tmp_path / "backups").glob("v3_*_schema3.sqlite"))) == 1


def test_schema_5_gains_the_rounds_of_go_events(tmp_path: Path):
    """Schema 6: the go_round table (excused players, bye, seed and reasons of a round's draw)."""
    path = tmp_path / "v5.sqlite"
    Database(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE go_round")
        conn.execute("DROP TABLE player_word")  # schema 7
        conn.execute("UPDATE meta SET value = '5' WHERE key = 'schema_version'")
    Database(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
        columns = [row[1] for row in conn.execute("PRAGMA table_info(go_round)")]
        assert columns == ["id", "tournament_id", "round", "excused", "seed", "bye", "boards"]
    assert len(list((tmp_path / "backups").glob("v5_*_schema5.sqlite"))) == 1


def test_schema_8_gains_the_index_of_the_players_titles(tmp_path: Path):
    """Schema 9: the register's titled players are found by an index (the MKŠ candidates by ICCF
    title), so that a register holding a FIDE list is not read whole for them."""
    path = tmp_path / "v8.sqlite"
    Database(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("DROP INDEX ix_player_title")
        conn.execute("UPDATE meta SET value = '8' WHERE key = 'schema_version'")
    Database(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
        plan = conn.execute("EXPLAIN QUERY PLAN SELECT id FROM player WHERE federation = 'CZE' AND title IN ('GM', 'SIM')").fetchall()
        assert "ix_player_title" in plan[0][-1]
    assert len(list((tmp_path / "backups").glob("v8_*_schema8.sqlite"))) == 1


def test_schema_9_gains_the_file_of_an_action_and_its_history_goes_on(tmp_path: Path):
    """Schema 10: the audit log names the file an action read (a rating list), so that its undo names
    it; the entries from before have none, and are undone as before."""
    path = tmp_path / "v9 Židů.sqlite"
    db = Database(path)
    players.add_player(db, Player(PlayerId("CZ-1"), "Židů, Tomáš", "CZE"))
    db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("ALTER TABLE audit DROP COLUMN source")
        conn.execute("UPDATE meta SET value = '9' WHERE key = 'schema_version'")
    db = Database(path)
    try:
        with sqlite3.connect(path) as conn:
            assert conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
            assert conn.execute("SELECT action, source FROM audit").fetchall() == [("add-player", None)]
        assert results.undo(db).description.startswith("undone: adding a player (")
    finally:
        db.close()
    assert len(list((tmp_path / "backups").glob("v9_Židů_*_schema9.sqlite"))) == 1
