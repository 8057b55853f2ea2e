"""A SQLite file at the current schema is read over `sqlite3` (storage.driver), without SQLAlchemy's
engine, and reads the same as through the engine and the ORM; anything else (a new, older, damaged
file, a server) opens the engine as before (docs/performance.md, Cold start)."""

import sqlite3
import subprocess
import sys
from datetime import date, datetime, timezone
from pathlib import Path

import pytest

from arbiter_app.rules.model import Flag, Result, WithdrawalKind
from arbiter_app.services import players, results, tournaments, withdrawals
from arbiter_app.services.database import Database
from arbiter_app.storage import reading, repository
from arbiter_app.storage.database import SCHEMA_VERSION, DatabaseError, readable_file
from arbiter_app.storage.driver import SQLiteConnection
from tests.conftest import ICCF_DEMO, SKS_DEMO, enter_win

ROOT = Path(__file__).resolve().parents[2]


def every_group(db: Database, read) -> list:  # noqa: ANN001
    return [read(code) for code in sorted(t.code for t in tournaments.list_tournaments(db))]


def test_the_driver_reads_what_the_orm_reads_dates_and_flags_included(any_demo_db):
    db = any_demo_db
    enter_win(db, SKS_DEMO, 1, 2)
    withdrawals.withdraw(db, ICCF_DEMO, 5, WithdrawalKind.UNACCEPTED, None, date(2025, 6, 1))
    with db.connection() as conn:
        by_driver = every_group(db, lambda code: reading.load_tournament(conn, code))
        codes = reading.tournament_codes(conn, among=[SKS_DEMO, "no such code"])
    with db.reading() as session:
        by_orm = every_group(db, lambda code: repository.load_tournament(session, code))
    assert by_driver == by_orm and codes == [SKS_DEMO]
    group = next(d for d in by_driver if d.tournament.code == SKS_DEMO)
    assert type(group.tournament.start_date) is date and type(group.tournament.title_tournament) is bool
    ended = [g.ended for g in group.games if g.result is not Result.RUNNING]
    assert ended and all(type(day) is date for day in ended)
    withdrawn = next(d for d in by_driver if d.tournament.code == ICCF_DEMO).entry(5).withdrawal
    assert withdrawn is not None and withdrawn.date == date(2025, 6, 1)
    assert players.count(db) == len(players.search(db))


def test_a_current_file_is_read_without_the_engine_which_opens_for_a_change(demo_db):
    demo_db.close()
    db = Database(demo_db.target)
    assert db.sqlite_file == Path(demo_db.target).resolve()
    with db.connection() as conn:
        assert isinstance(conn, SQLiteConnection)
    assert tournaments.list_tournaments(db) and tournaments.load(db, ICCF_DEMO).entries
    assert db._engine is None  # nothing read needed it
    enter_win(db, SKS_DEMO, 1, 2)
    assert db._engine is None  # a result is written on the driver too
    results.undo(db)  # and its undo, the log read on the driver (storage.audit_log)
    assert db._engine is None
    with db.transaction():  # the ORM's session: a change the Writer cannot make alone
        pass
    assert db._engine is not None
    db.close()


def test_a_result_written_on_the_driver_is_stored_as_the_orm_stores_it(demo_db):
    """The game's date as ISO text, the entry's time in SQLAlchemy's form, which the ORM reads back;
    its undo (through the ORM) takes it back whole."""
    demo_db.close()
    db = Database(demo_db.target)
    game = next(g for g in tournaments.load(db, SKS_DEMO).games if g.result is Result.RUNNING)
    before = tournaments.load(db, SKS_DEMO)
    results.enter_result(db, SKS_DEMO, game.white, game.black, Result.BLACK_WIN, Flag.TIME_EXCEEDED, moves=31, ended=date(2026, 3, 4))
    assert db._engine is None
    with sqlite3.connect(db.target) as raw:
        stored = raw.execute("SELECT result, flag, moves, ended FROM game WHERE white = ? AND black = ? AND tournament_id ="
                             " (SELECT id FROM tournament WHERE code = ?)", (game.white, game.black, SKS_DEMO)).fetchone()
        at, undone, new = raw.execute("SELECT at, undone, new FROM audit ORDER BY id DESC LIMIT 1").fetchone()
        earlier_at = raw.execute("SELECT at FROM audit ORDER BY id LIMIT 1").fetchone()[0]
    assert stored == ("0-1", "E", 31, "2026-03-04")
    assert len(at) == len(earlier_at) == len("2026-11-27 23:29:55.000000") and undone == 0
    assert '"ended": "2026-03-04"' in new and '"flag": "E"' in new
    line = results.audit_log(db, SKS_DEMO)[-1]  # read by the ORM
    assert line.action == "result" and line.new == "0-1E, 31 moves, ended 2026-03-04"
    assert isinstance(line.at, datetime) and abs((line.at.replace(tzinfo=None) - datetime.now(timezone.utc).replace(tzinfo=None)).total_seconds()) < 120
    results.undo(db)
    assert tournaments.load(db, SKS_DEMO) == before
    db.close()


def test_the_window_and_a_read_only_command_do_not_load_sqlalchemy(demo_db):
    """The command line in a process of its own: `list` answers from a SQLite file without SQLAlchemy."""
    demo_db.close()
    code = "import sys; from arbiter_app.cli.main import main; main(['--db', sys.argv[1], 'list']); print('SQLALCHEMY', 'sqlalchemy' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code, demo_db.target], cwd=ROOT, capture_output=True, text=True, check=True)
    assert ICCF_DEMO in done.stdout and "SQLALCHEMY False" in done.stdout


def with_version(path: Path, version: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (version,))


def test_a_file_of_another_version_or_none_goes_to_the_engine(demo_db, tmp_path):
    demo_db.close()
    path = Path(demo_db.target)
    assert readable_file(path) == path.resolve()
    with_version(path, str(SCHEMA_VERSION - 1))
    assert readable_file(path) is None
    migrated = Database(path)  # the engine migrates it, then it is read as any current file
    assert migrated._engine is not None and migrated.sqlite_file == path.resolve()
    assert tournaments.load(migrated, ICCF_DEMO).entries
    migrated.close()
    with_version(path, str(SCHEMA_VERSION + 1))
    with pytest.raises(DatabaseError, match=str(SCHEMA_VERSION + 1)):
        Database(path)
    not_a_database = tmp_path / "notes.sqlite"
    not_a_database.write_text("Židů, Tomáš\n" * 100, encoding="utf-8")
    assert readable_file(not_a_database) is None and readable_file(tmp_path / "missing.sqlite") is None
    with pytest.raises(DatabaseError, match="notes.sqlite"):
        Database(not_a_database)


def test_a_reading_sees_one_state_of_the_database(demo_db):
    """Another program's result committed between two reads of one `connection()` is not seen by
    the second: one read transaction, as through the engine."""
    other = Database(demo_db.target, actor="another program")
    with demo_db.connection() as conn:
        before = reading.load_tournament(conn, ICCF_DEMO)
        running = next(g for g in before.games if g.result is Result.RUNNING)
        enter_win(other, ICCF_DEMO, running.white, running.black)
        assert reading.load_tournament(conn, ICCF_DEMO) == before
    assert tournaments.load(demo_db, ICCF_DEMO) != before
    other.close()


def test_a_reading_within_a_reading_has_a_connection_of_its_own(demo_db):
    with demo_db.connection() as outer:
        with demo_db.connection() as inner:
            assert inner is not outer and reading.load_tournament(inner, ICCF_DEMO) == reading.load_tournament(outer, ICCF_DEMO)
    with demo_db.connection() as again:
        assert again in (outer, inner)  # one is kept between readings: a new connection parses the schema again


def test_a_file_sqlite3_cannot_open_by_its_uri_is_read_and_watched_through_the_engine(demo_db, monkeypatch):
    """A network share's path (\\\\server\\share\\...) makes a URI SQLite refuses: the engine reads it,
    and the change watch polls the log through the engine too."""
    from arbiter_app.services import database as service

    monkeypatch.setattr(service, "readable_file", lambda target: None)
    db = Database(demo_db.target)
    assert db.sqlite_file is None and tournaments.load(db, ICCF_DEMO).entries
    with db.connection() as conn:
        assert not isinstance(conn, SQLiteConnection)
    watch = db.watch()
    other = Database(demo_db.target, actor="another program")
    running = next(g for g in tournaments.load(db, ICCF_DEMO).games if g.result is Result.RUNNING)
    enter_win(other, ICCF_DEMO, running.white, running.black)
    assert watch.poll() == {ICCF_DEMO}
    watch.close()
    other.close()
    db.close()
