"""Shared test fixtures: a real SQLite file per test. Qt runs offscreen: without a display it would
abort (ENVIRONMENT.md)."""

import os
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window's remembered settings (QSettings, gui.window_state) never the user's: a folder of the run's
# own for any process the tests start; tests/gui/conftest.py gives each GUI test a folder of its own.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="arbiter-test-config-")

from arbiter_app.services.database import Database  # noqa: E402
from arbiter_app.services.demo import fill_demo  # noqa: E402

ICCF_DEMO = "CZE/Jubilee/M1"
SKS_DEMO = "CZE/SF/2025-B"


@pytest.fixture(autouse=True)
def english_after_each_test():
    """`--lang` and the window's Language menu set the language of the whole process: each test
    starts in English whatever the one before it chose."""
    yield
    from arbiter_app.i18n import set_language

    set_language("en")


@pytest.fixture
def empty_db(tmp_path: Path):
    db = Database(tmp_path / "arbiter.sqlite")
    yield db
    db.close()


POSTGRES_URL = os.environ.get("ARBITER_TEST_POSTGRES_URL")
"""A PostgreSQL database the tests may wipe (.ci/run starts a local server); tests needing it skip
where it is not set."""


@pytest.fixture
def pg_db():
    """An empty PostgreSQL database (the public schema dropped and created again)."""
    if not POSTGRES_URL:
        pytest.skip("ARBITER_TEST_POSTGRES_URL is not set")
    from sqlalchemy import create_engine, text

    engine = create_engine(POSTGRES_URL)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    db = Database(POSTGRES_URL)
    yield db
    db.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request, empty_db):
    """An empty database on each backend: the SQLite file, and PostgreSQL where it is set up."""
    return empty_db if request.param == "sqlite" else request.getfixturevalue("pg_db")


@pytest.fixture
def any_demo_db(any_db: Database) -> Database:
    fill_demo(any_db)
    return any_db


@pytest.fixture
def demo_db(empty_db: Database) -> Database:
    fill_demo(empty_db)
    return empty_db


def enter_win(db: Database, code: str, winner: int, loser: int):
    """Enter a win of `winner` over `loser` in their game, whatever its colours."""
    from arbiter_app.rules.model import Result
    from arbiter_app.services import results, tournaments

    game = next(g for g in tournaments.load(db, code).games if {g.white, g.black} == {winner, loser})
    outcome = Result.WHITE_WIN if game.white == winner else Result.BLACK_WIN
    return results.enter_result(db, code, game.white, game.black, outcome)


def play_round_robin(db: Database, code: str, winner_of) -> None:
    """Draw a go round robin round by round and enter each game's result: `winner_of(a, b)` gives the
    starting number of the winner of a and b."""
    from arbiter_app.services.go import rounds as go_rounds

    for number in range(1, (go_rounds.load_event(db, code).round_count or 0) + 1):
        go_rounds.draw(db, code, number)
        for g in go_rounds.load_event(db, code).data.games:
            if g.round == number:
                enter_win(db, code, winner_of(g.white, g.black), ({g.white, g.black} - {winner_of(g.white, g.black)}).pop())


@pytest.fixture(params=["here", "worker"])
def reading(request, monkeypatch) -> str:
    """A rating list read in this process, or in a second one as a large list is
    (services.ratings.list_batches): a test taking this fixture runs both ways."""
    if request.param == "worker":
        from arbiter_app.services.ratings import list_batches

        monkeypatch.setattr(list_batches, "in_worker", lambda size: True)  # on one processor too
    return request.param
