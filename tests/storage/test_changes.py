"""The watch that tells a window what other programs changed: SQLite's data version, PostgreSQL's
audit log polled (docs/concurrency.md)."""

import pytest

from arbiter_app.rules.model import Player, PlayerId, Result
from arbiter_app.services import demo, results, tournaments
from arbiter_app.services import players as register
from arbiter_app.services.database import Database
from tests.conftest import SKS_DEMO


@pytest.fixture(params=["sqlite", "postgresql"])
def mine(request, empty_db):
    db = empty_db if request.param == "sqlite" else request.getfixturevalue("pg_db")
    demo.fill_demo(db)
    return db


def test_the_watch_names_what_others_changed_and_ignores_my_own(mine):
    other = Database(mine.target, actor="clerk@office")
    watch = mine.watch()
    try:
        game = next(g for g in tournaments.load(mine, SKS_DEMO).games if g.result is Result.RUNNING)
        assert watch.poll() is None
        results.enter_result(mine, SKS_DEMO, game.white, game.black, Result.DRAW)
        assert watch.poll() is None  # my own change: the window showed it already
        results.enter_result(other, SKS_DEMO, game.white, game.black, Result.WHITE_WIN)
        assert watch.poll() == {SKS_DEMO}
        assert watch.poll() is None
        register.add_player(other, Player(PlayerId("CZE-999"), "Nováková, Eliška", "CZE"))
        assert watch.poll() == frozenset()  # the register: outside any tournament, refresh all
    finally:
        watch.close()
        other.close()
