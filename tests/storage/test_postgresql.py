"""The same code on PostgreSQL. Runs where ARBITER_TEST_POSTGRES_URL names a database it may wipe
(.ci/run starts a local server and sets it); skipped elsewhere."""

import pytest

from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import demo, results, tournaments
from arbiter_app.services.crosstable import crosstable
from tests.conftest import ICCF_DEMO, POSTGRES_URL, SKS_DEMO

pytestmark = pytest.mark.skipif(not POSTGRES_URL, reason="ARBITER_TEST_POSTGRES_URL is not set")


def test_demo_results_undo_and_audit_on_postgresql(pg_db, demo_db):
    demo.fill_demo(pg_db)
    assert crosstable(tournaments.load(pg_db, ICCF_DEMO)) == crosstable(tournaments.load(demo_db, ICCF_DEMO))
    before = tournaments.load(pg_db, SKS_DEMO)
    game = next(g for g in before.games if g.result is Result.RUNNING)
    results.enter_result(pg_db, SKS_DEMO, game.white, game.black, Result.WHITE_WIN, Flag.TIME_EXCEEDED, moves=30)
    assert results.audit_log(pg_db, SKS_DEMO)[-1].new.startswith("1-0E, 30 moves")
    results.undo(pg_db)
    assert tournaments.load(pg_db, SKS_DEMO) == before
