"""Schema 12, the running event's tables (storage.tables ContactRow, SanctionRow, AdjudicationRow,
ClaimRow): an older database gets them, their rows are audited and undone like any row, deleting a
tournament takes its cases and claims with it, and an undo that would leave a player's contact or
sanction without its player is refused."""

from datetime import date

import pytest
from sqlalchemy import inspect, text

from arbiter_app.services import results, setup
from arbiter_app.services.database import Database
from arbiter_app.storage.revert import StillUsed
from arbiter_app.storage.writer import Writer
from tests.conftest import SKS_DEMO

TABLES = ("player_contact", "sanction", "adjudication_case", "claim")


def test_a_schema_11_database_gets_the_tables_of_the_running_event(demo_db: Database):
    with demo_db.engine.begin() as conn:
        for name in TABLES:
            conn.execute(text(f"DROP TABLE {name}"))
        conn.execute(text("UPDATE meta SET value = '11' WHERE key = 'schema_version'"))
    target = demo_db.target
    demo_db.close()
    db = Database(target)
    try:
        with db.engine.connect() as conn:
            assert set(TABLES) <= set(inspect(conn).get_table_names())
            assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar() == "12"
            assert conn.execute(text("SELECT count(*) FROM tournament")).scalar() == 4  # nothing else touched
    finally:
        db.close()


def _case_and_claim(db: Database, code: str) -> None:
    with db.transaction() as session:
        writer = Writer(session, "test", code)
        game = {"tournament": code, "white": 1, "black": 2, "round": 1}
        writer.put("adjudication", game, {"cause": "by_hand", "requested": date(2026, 5, 1), "analyses_due": date(2026, 5, 31)})
        writer.put("claim", {**game, "seq": 1}, {"kind": "time", "claimant": 1, "filed": date(2026, 5, 2)})


def _count(db: Database, table: str) -> int:
    with db.engine.connect() as conn:
        return int(conn.execute(text(f"SELECT count(*) FROM {table}")).scalar_one())


def test_cases_and_claims_are_undone_and_go_with_their_tournament(demo_db: Database):
    _case_and_claim(demo_db, SKS_DEMO)
    assert (_count(demo_db, "adjudication_case"), _count(demo_db, "claim")) == (1, 1)
    with demo_db.engine.connect() as conn:
        due = conn.execute(text("SELECT analyses_due FROM adjudication_case")).scalar_one()
    assert str(due) == "2026-05-31"
    setup.delete_tournament(demo_db, SKS_DEMO)
    assert (_count(demo_db, "adjudication_case"), _count(demo_db, "claim")) == (0, 0)
    results.undo(demo_db)  # the tournament back, with its case and claim
    assert (_count(demo_db, "adjudication_case"), _count(demo_db, "claim")) == (1, 1)
    results.undo(demo_db)  # the case and claim themselves
    assert (_count(demo_db, "adjudication_case"), _count(demo_db, "claim")) == (0, 0)


def test_an_undo_that_would_orphan_a_contact_or_a_sanction_is_refused(demo_db: Database):
    with demo_db.transaction() as session:
        Writer(session, "player-add").put("player", {"id": "999001"}, {"name": "Šťastný, Jan", "name_key": "stastny jan", "federation": "CZE"})
    for entity, key, values in (
        ("contact", {"player_id": "999001"}, {"email": "jan@example.cz"}),
        ("sanction", {"player_id": "999001", "event": "CZE/X", "kind": "no_entry"}, {"since": date(2026, 1, 1), "until": date(2026, 6, 30)}),
    ):
        with demo_db.transaction() as session:
            Writer(session, "test").put(entity, key, values)
        results.undo(demo_db)  # the row itself goes back
        with demo_db.transaction() as session:
            Writer(session, "test").put(entity, key, values)
    # the player's creation cannot be undone behind the two rows that name him
    with demo_db.transaction() as session:
        rows = session.connection().execute(text("SELECT max(batch) FROM audit WHERE action = 'player-add'")).scalar_one()
    from arbiter_app.storage.revert import revert_batch
    from arbiter_app.storage.tables import AuditRow
    from sqlmodel import select

    with pytest.raises(StillUsed) as refused:
        with demo_db.transaction() as session:
            revert_batch(session.connection(), list(session.exec(select(AuditRow).where(AuditRow.batch == rows))), "undo", demo_db.actor)
    assert refused.value.user[0] in ("contact", "sanction")
