"""Undo and redo act on this program's own actions (docs/concurrency.md); a busy database refuses
with nothing half-done."""

import sqlite3
from contextlib import contextmanager

import pytest

from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.services.results import NothingToUndo, UndoRefused, find_game
from arbiter_app.storage import database as storage_database
from arbiter_app.storage.database import WRITE_LOCK_KEY, DatabaseBusy
from tests.conftest import SKS_DEMO


def result_of(db, game):
    return find_game(tournaments.load(db, SKS_DEMO), game.white, game.black).result


@pytest.fixture
def games(demo_db):
    return [g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING][:2]


@pytest.fixture
def other(demo_db):
    """A second program on the same file: another actor."""
    db = Database(demo_db.target, actor="clerk@office")
    yield db
    db.close()


def test_redo_takes_back_undos_in_reverse_order_and_is_logged(demo_db, games):
    g = games[0]
    start = result_of(demo_db, g)
    results.enter_result(demo_db, SKS_DEMO, g.white, g.black, Result.DRAW)
    results.enter_result(demo_db, SKS_DEMO, g.white, g.black, Result.WHITE_WIN)
    results.undo(demo_db)
    results.undo(demo_db)
    assert result_of(demo_db, g) is start
    change = results.redo(demo_db)
    assert result_of(demo_db, g) is Result.DRAW
    assert change.action == "redo" and change.description.startswith("redone: entering a result in ")
    results.redo(demo_db)
    assert result_of(demo_db, g) is Result.WHITE_WIN
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        results.redo(demo_db)
    results.undo(demo_db)  # undoes the redo
    assert result_of(demo_db, g) is Result.DRAW
    assert [l.action for l in results.audit_log(demo_db, SKS_DEMO)[-7:]] == ["result", "result", "undo", "undo", "redo", "redo", "undo"]


def test_a_new_change_clears_redo(demo_db, games):
    a, b = games
    results.enter_result(demo_db, SKS_DEMO, a.white, a.black, Result.DRAW)
    results.undo(demo_db)
    results.enter_result(demo_db, SKS_DEMO, b.white, b.black, Result.DRAW)
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        results.redo(demo_db)


def test_undo_takes_back_my_action_not_the_later_one_of_another_program(demo_db, other, games):
    a, b = games
    start_a = result_of(demo_db, a)
    results.enter_result(demo_db, SKS_DEMO, a.white, a.black, Result.DRAW)
    results.enter_result(other, SKS_DEMO, b.white, b.black, Result.WHITE_WIN)
    results.undo(demo_db)
    assert result_of(demo_db, a) is start_a
    assert result_of(demo_db, b) is Result.WHITE_WIN
    results.undo(other)
    assert result_of(demo_db, b) is b.result


def test_undo_is_refused_when_another_program_changed_the_row_since(demo_db, other, games):
    a = games[0]
    results.enter_result(demo_db, SKS_DEMO, a.white, a.black, Result.DRAW)
    later = results.enter_result(other, SKS_DEMO, a.white, a.black, Result.BLACK_WIN)
    log_before = results.audit_log(demo_db)
    with pytest.raises(UndoRefused) as refused:
        results.undo(demo_db)
    message = str(refused.value)
    assert message.startswith("cannot undo entering a result in ")
    assert f"game {a.white}-{a.black} was changed since by entering a result (" in message
    assert f"by clerk@office (batch {later.batch})" in message
    assert result_of(demo_db, a) is Result.BLACK_WIN
    assert results.audit_log(demo_db) == log_before


def test_redo_is_refused_when_another_program_changed_the_row_since(demo_db, other, games):
    a = games[0]
    results.enter_result(demo_db, SKS_DEMO, a.white, a.black, Result.DRAW)
    results.undo(demo_db)
    results.enter_result(other, SKS_DEMO, a.white, a.black, Result.BLACK_WIN)
    with pytest.raises(UndoRefused, match=r"^cannot redo entering a result in .* by clerk@office"):
        results.redo(demo_db)
    assert result_of(demo_db, a) is Result.BLACK_WIN


def test_entries_from_before_schema_4_can_be_undone_by_anyone(demo_db, other):
    before = {t.code for t in tournaments.list_tournaments(demo_db)}
    with pytest.raises(NothingToUndo):
        results.undo(other)  # the demo import is the first program's
    with sqlite3.connect(demo_db.target) as conn:
        conn.execute("UPDATE audit SET actor = NULL")  # as a migrated log: nobody's, so anyone's
    results.undo(other)
    assert len({t.code for t in tournaments.list_tournaments(demo_db)} & before) == len(before) - 1


@contextmanager
def write_lock_held_elsewhere(db):
    """Another program in the middle of a writing transaction."""
    if db.engine.dialect.name == "sqlite":
        holder = sqlite3.connect(db.target, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            holder.execute("ROLLBACK")
            holder.close()
    else:
        with db.engine.connect() as conn:
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")
            yield
            conn.rollback()


def test_a_busy_database_refuses_with_nothing_done(any_demo_db, monkeypatch):
    monkeypatch.setattr(storage_database, "BUSY_WAIT_MS", 100)
    db = Database(any_demo_db.target)
    a = next(g for g in tournaments.load(db, SKS_DEMO).games if g.result is Result.RUNNING)
    log_before = results.audit_log(db)
    try:
        with write_lock_held_elsewhere(any_demo_db), pytest.raises(DatabaseBusy, match="the database is busy .*try again"):
            results.enter_result(db, SKS_DEMO, a.white, a.black, Result.DRAW)
    finally:
        db.close()
    assert result_of(any_demo_db, a) is Result.RUNNING
    assert results.audit_log(any_demo_db) == log_before
