"""The watch that tells a window what other programs changed: SQLite's data version, PostgreSQL's
audit log polled (docs/concurrency.md)."""

from arbiter_app.rules.model import Player, PlayerId, Result
from arbiter_app.services import results, tournaments
from arbiter_app.services import players as register
from arbiter_app.services.database import Database
from tests.conftest import SKS_DEMO


def test_the_watch_names_what_others_changed_and_ignores_my_own(any_demo_db):
    other = Database(any_demo_db.target, actor="clerk@office")
    watch = any_demo_db.watch()
    try:
        game = next(g for g in tournaments.load(any_demo_db, SKS_DEMO).games if g.result is Result.RUNNING)
        assert watch.poll() is None
        results.enter_result(any_demo_db, SKS_DEMO, game.white, game.black, Result.DRAW)
        assert watch.poll() is None  # my own change: the window showed it already
        results.enter_result(other, SKS_DEMO, game.white, game.black, Result.WHITE_WIN)
        assert watch.poll() == {SKS_DEMO}
        assert watch.poll() is None
        register.add_player(other, Player(PlayerId("CZE-999"), "Nováková, Eliška", "CZE"))
        assert watch.poll() == frozenset()  # the register: outside any tournament, refresh all
    finally:
        watch.close()
        other.close()
