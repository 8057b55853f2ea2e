"""The shape of the overviews' reads on a register of 50 000 players (issue 26): no query of the
norm overview or the titles overview returns more rows than the tournaments' own players, so that
a read of the whole register (or of anything that grows with it) shows up here, not as a window
frozen for 40 seconds once a FIDE list is imported. Shape, not time: every SELECT is counted as
SQLite would answer it (the same statement wrapped in a count on the same connection), and SQLite's
plan for it is kept (a count(*) returns one row, but scans the table it counts). The reads over
`sqlite3` (storage.driver, the change watch) are counted as they are traced, on a connection of the
count's own, and those through SQLAlchemy's engine as its cursor runs them."""

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import event, text

from arbiter_app.services import norms, players, tournaments
from arbiter_app.services.database import Database
from benchmarks.season_database import add_groups, fill_register
from tests.conftest import ICCF_DEMO

REGISTER = 50_000
GROUPS = 3


@contextmanager
def largest_answer(db: Database, plans: list[str] | None = None) -> Iterator[list[int]]:
    """Yields a list holding the largest number of rows any SELECT returned meanwhile; each step of
    their query plans goes into `plans`."""
    largest = [0]
    counter = sqlite3.connect(db.target)

    def count(sqlite: sqlite3.Connection, statement: str, parameters=()) -> None:  # noqa: ANN001
        if not statement.lstrip().upper().startswith(("SELECT", "WITH")):
            return
        rows = sqlite.execute(f"SELECT count(*) FROM ({statement})", parameters).fetchone()[0]
        largest[0] = max(largest[0], rows)
        if plans is not None:
            plans.extend(step[-1] for step in sqlite.execute(f"EXPLAIN QUERY PLAN {statement}", parameters))

    def counted(conn, cursor, statement, parameters, context, executemany) -> None:  # noqa: ANN001
        if not executemany:
            count(conn.connection.driver_connection, statement, parameters)

    def traced(*args, **kwargs) -> sqlite3.Connection:  # noqa: ANN002, ANN003
        connection = connect(*args, **kwargs)
        connection.set_trace_callback(lambda statement: count(counter, statement))  # with its values written in
        return connection

    connect = sqlite3.connect
    event.listen(db.engine, "after_cursor_execute", counted)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sqlite3, "connect", traced)
        db.reconnect()  # the connection kept from before is not traced: the readings meanwhile open one that is
        try:
            yield largest
        finally:
            event.remove(db.engine, "after_cursor_execute", counted)
            counter.close()


def season(db: Database) -> list[str]:
    with db.engine.begin() as conn:
        fill_register(conn, REGISTER)
        return add_groups(conn, GROUPS, REGISTER)


def entries_of(db: Database, codes: list[str] | None = None) -> int:
    with db.engine.connect() as conn:
        query = "SELECT count(*) FROM entry JOIN tournament ON tournament.id = entry.tournament_id"
        if codes is None:
            return int(conn.execute(text(query)).scalar_one())
        return int(conn.execute(text(query + " WHERE tournament.code = :code"), {"code": codes[0]}).scalar_one())


def test_norm_and_titles_overviews_read_no_more_rows_than_the_tournaments_players(demo_db):
    codes = season(demo_db)
    assert players.count(demo_db) > REGISTER
    data = tournaments.load(demo_db, codes[-1])
    group_players = entries_of(demo_db, codes[-1:])
    assert group_players == 13

    plans: list[str] = []
    with largest_answer(demo_db, plans) as largest:
        overview = norms.norm_overview(demo_db, data)
    assert 0 < largest[0] <= group_players
    assert len(overview.current.players) == group_players

    everyone = entries_of(demo_db)
    with largest_answer(demo_db, plans) as largest:
        titles = norms.title_progress(demo_db)
    assert 0 < largest[0] <= everyone
    # nor does SQL read them: no scan of the register (the titled players are found by an index)
    assert [step for step in plans if step.startswith("SCAN player")] == []
    assert set(codes) <= set(titles.finished)

    # the count itself: a plain read of the register, as the overviews used to make, is caught
    with largest_answer(demo_db) as largest, demo_db.engine.connect() as conn:
        conn.execute(text("SELECT id, name FROM player ORDER BY name")).first()
    assert largest[0] > REGISTER



def test_the_change_watch_reads_what_is_new_not_the_whole_log(demo_db, tmp_path):
    """The window's watch, every second: after another program's result it reads that one entry, by
    the audit log's primary key, and never scans the log (which grows with the history)."""
    from arbiter_app.rules.model import Result
    from arbiter_app.services import results

    codes = season(demo_db)
    running = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if g.result is Result.RUNNING)
    other = Database(demo_db.target, actor="another program")
    with other.connection():  # its connection, kept, opened before the count: the other program's reads are not counted
        pass
    plans: list[str] = []
    with largest_answer(demo_db, plans) as largest:
        watch = demo_db.watch()
        assert watch.poll() is None
        results.enter_result(other, ICCF_DEMO, running.white, running.black, Result.WHITE_WIN)
        assert watch.poll() == {ICCF_DEMO}
        watch.close()
    other.close()
    assert len(codes) == GROUPS and largest[0] == 1
    assert plans and not [step for step in plans if step.startswith("SCAN")]
