"""Schema 4 (docs/concurrency.md): a database of schema 3 gets the actor and reverts columns and,
on PostgreSQL, a batch sequence that goes on after the batches already logged."""

from sqlalchemy import text

from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.storage.database import SCHEMA_VERSION
from tests.conftest import SKS_DEMO


def make_schema_3(db: Database) -> None:
    with db.engine.begin() as conn:
        conn.execute(text("DROP TABLE rating_period"))  # schema 4's other part
        conn.execute(text("ALTER TABLE entry DROP COLUMN bank_moved_days"))  # schema 5
        conn.execute(text("DROP TABLE player_word"))  # schema 7
        conn.execute(text("DROP INDEX ix_audit_actor"))
        conn.execute(text("ALTER TABLE audit DROP COLUMN actor"))
        conn.execute(text("ALTER TABLE audit DROP COLUMN reverts"))
        conn.execute(text("ALTER TABLE audit DROP COLUMN source"))  # schema 10
        if conn.dialect.name == "postgresql":
            conn.execute(text("DROP SEQUENCE audit_batch_seq"))
        conn.execute(text("UPDATE meta SET value = '3' WHERE key = 'schema_version'"))


def test_a_schema_3_database_is_migrated_and_its_history_goes_on(any_demo_db):
    make_schema_3(any_demo_db)
    with any_demo_db.engine.connect() as conn:
        last_batch = conn.execute(text("SELECT max(batch) FROM audit")).scalar()
    target = any_demo_db.target
    any_demo_db.close()
    db = Database(target, actor="clerk@office")
    try:
        with db.engine.connect() as conn:
            assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar() == str(SCHEMA_VERSION)
            assert conn.execute(text("SELECT count(*) FROM audit WHERE actor IS NOT NULL")).scalar() == 0
        game = next(g for g in tournaments.load(db, SKS_DEMO).games if g.result is Result.RUNNING)
        change = results.enter_result(db, SKS_DEMO, game.white, game.black, Result.DRAW)
        assert change.batch == last_batch + 1
        results.undo(db)
        undone = results.undo(db)  # the last import before the upgrade: nobody's, so anyone's
        assert undone.description.startswith("undone: creating the demo tournaments (")
    finally:
        db.close()
