"""A group written by this program is not read back (services.tournaments.remember), but never
shown stale: what `load` gives equals what a fresh handle reads, after this program's result, another
program's result, and an undo."""

from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.storage import reading
from tests.conftest import ICCF_DEMO


def _running(data):
    return [g for g in data.games if g.result is Result.RUNNING]


def test_the_group_as_written_equals_the_group_read(demo_db, monkeypatch):
    fresh = Database(demo_db.target)
    game, other_game = _running(tournaments.load(demo_db, ICCF_DEMO))[:2]
    results.enter_result(demo_db, ICCF_DEMO, game.white, game.black, Result.DRAW, moves=33)
    read = []
    monkeypatch.setattr(reading, "load_tournament", lambda conn, code, real=reading.load_tournament: read.append(code) or real(conn, code))
    shown = tournaments.load(demo_db, ICCF_DEMO)
    assert read == [] and shown == tournaments.load(fresh, ICCF_DEMO)  # not read back, and the same
    # another program's result: the log has moved, so the group is read again
    other = Database(demo_db.target, actor="another program")
    results.enter_result(other, ICCF_DEMO, other_game.white, other_game.black, Result.WHITE_WIN)
    read.clear()
    shown = tournaments.load(demo_db, ICCF_DEMO)
    assert read == [ICCF_DEMO] and shown == tournaments.load(fresh, ICCF_DEMO)
    assert next(g for g in shown.games if (g.white, g.black) == (other_game.white, other_game.black)).result is Result.WHITE_WIN
    results.undo(demo_db)  # this program's draw taken back
    assert tournaments.load(demo_db, ICCF_DEMO) == tournaments.load(fresh, ICCF_DEMO)
    assert next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if (g.white, g.black) == (game.white, game.black)).result is Result.RUNNING
    for handle in (fresh, other):
        handle.close()


def test_a_backup_restored_under_the_program_is_not_mistaken_for_its_own_write(demo_db, tmp_path):
    """After a restore the next change takes the id an entry of the replaced database had: the
    newest entry's time tells them apart."""
    import sqlite3

    from arbiter_app.services import backups

    backup = tmp_path / "before.sqlite"
    with sqlite3.connect(demo_db.target) as source, sqlite3.connect(backup) as copy:
        source.backup(copy)
    game, other_game = _running(tournaments.load(demo_db, ICCF_DEMO))[:2]
    results.enter_result(demo_db, ICCF_DEMO, game.white, game.black, Result.DRAW)  # kept in memory
    backups.restore(demo_db, backup)
    other = Database(demo_db.target, actor="another program")
    results.enter_result(other, ICCF_DEMO, other_game.white, other_game.black, Result.BLACK_WIN)  # the same audit id
    fresh = Database(demo_db.target)
    assert tournaments.load(demo_db, ICCF_DEMO) == tournaments.load(fresh, ICCF_DEMO)
    shown = {(g.white, g.black): g.result for g in tournaments.load(demo_db, ICCF_DEMO).games}
    assert shown[(game.white, game.black)] is Result.RUNNING and shown[(other_game.white, other_game.black)] is Result.BLACK_WIN
    for handle in (fresh, other):
        handle.close()
