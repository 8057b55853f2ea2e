"""Entering results: one audited transaction each, undo restores the previous state whole."""

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.results import NothingToUndo, ResultRefused, find_game
from arbiter_app.rules.standings import compute_standings
from tests.conftest import SKS_DEMO


def running_game(db, code=SKS_DEMO):
    data = tournaments.load(db, code)
    return next(g for g in data.games if g.result is Result.RUNNING)


def test_result_changes_standings_and_is_logged(demo_db):
    game = running_game(demo_db)
    before = {r.no: r.points for r in compute_standings(tournaments.load(demo_db, SKS_DEMO)).rows}
    results.enter_result(demo_db, SKS_DEMO, game.white, game.black, Result.WHITE_WIN, moves=41)
    after = {r.no: r.points for r in compute_standings(tournaments.load(demo_db, SKS_DEMO)).rows}
    assert after[game.white] == before[game.white] + 1
    assert after[game.black] == before[game.black]
    last = results.audit_log(demo_db, SKS_DEMO)[-1]
    assert last.action == "result"
    assert last.what == f"game {game.white}-{game.black}"
    assert last.old.startswith("*") and last.new.startswith("1-0, 41 moves, ended ")


def test_undo_restores_the_previous_state(demo_db):
    game = running_game(demo_db)
    before = tournaments.load(demo_db, SKS_DEMO)
    results.enter_result(demo_db, SKS_DEMO, game.white, game.black, Result.DRAW)
    results.enter_result(demo_db, SKS_DEMO, game.white, game.black, Result.BLACK_WIN, flag=Flag.TIME_EXCEEDED)
    results.undo(demo_db)
    middle = find_game(tournaments.load(demo_db, SKS_DEMO), game.white, game.black)
    assert middle is not None and middle.result is Result.DRAW and middle.flag is None
    results.undo(demo_db)
    assert tournaments.load(demo_db, SKS_DEMO) == before
    log = results.audit_log(demo_db, SKS_DEMO)
    assert [l.action for l in log[-4:]] == ["result", "result", "undo", "undo"]
    assert log[-3].undone and log[-4].undone


def test_undo_of_an_import_removes_the_tournament(empty_db, tmp_path):
    from arbiter_app.services.demo import demo_files

    tournaments.import_json(empty_db, demo_files()[0])
    assert len(tournaments.list_tournaments(empty_db)) == 1
    results.undo(empty_db)
    assert tournaments.list_tournaments(empty_db) == []
    with pytest.raises(NothingToUndo):
        results.undo(empty_db)


@pytest.mark.parametrize(
    "white, black, result, flag, message",
    [
        (1, 99, Result.DRAW, None, "no player with starting number 99"),
        (1, 2, Result.DRAW, Flag.DEFAULT, "flag D needs a winner"),
        (1, 1, Result.DRAW, None, "cannot play himself"),
    ],
)
def test_refused_results_store_nothing(demo_db, white, black, result, flag, message):
    before = tournaments.load(demo_db, SKS_DEMO)
    log_before = len(results.audit_log(demo_db))
    with pytest.raises(ResultRefused, match=message):
        results.enter_result(demo_db, SKS_DEMO, white, black, result, flag)
    assert tournaments.load(demo_db, SKS_DEMO) == before
    assert len(results.audit_log(demo_db)) == log_before


def test_wrong_colours_are_refused_with_the_existing_pairing(demo_db):
    game = running_game(demo_db)
    with pytest.raises(ResultRefused, match=f"already meet as {game.white}-{game.black}"):
        results.enter_result(demo_db, SKS_DEMO, game.black, game.white, Result.DRAW)


STREAM = """
import sys
from arbiter_app.services.database import Database
from arbiter_app.services import results, tournaments
from arbiter_app.rules.model import Result
db = Database(sys.argv[1])
games = [g for g in tournaments.load(db, sys.argv[2]).games]
print("ready", flush=True)
i = 0
while True:
    g = games[i % len(games)]
    results.enter_result(db, sys.argv[2], g.white, g.black, (Result.WHITE_WIN, Result.DRAW, Result.RUNNING)[i % 3])
    i += 1
"""


def test_killing_the_process_during_edits_leaves_a_sound_database(demo_db, tmp_path: Path):
    """Killed in the middle of a stream of edits (SIGKILL; on Windows TerminateProcess, as abrupt):
    every committed change is whole (the game row and its audit entry together), the file passes
    integrity_check and opens again."""
    path = Path(demo_db.target)
    demo_db.close()
    for attempt in range(3):
        with subprocess.Popen([sys.executable, "-c", STREAM, str(path), SKS_DEMO], stdout=subprocess.PIPE, cwd=Path(__file__).parents[2]) as proc:
            try:
                assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
                time.sleep(0.4 + 0.3 * attempt)
            finally:
                proc.kill()  # the stream never ends by itself: killed whatever fails here (then waited for)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        edits = conn.execute("SELECT count(*) FROM audit WHERE action='result'").fetchone()[0]
        assert edits > 0
        # the stored state of every game equals the "new" value of its last audit entry
        last = {}
        for key, new in conn.execute("SELECT key, new FROM audit WHERE entity='game' ORDER BY id"):
            last[key] = json.loads(new)
        for key_json, new in last.items():
            key = json.loads(key_json)
            row = conn.execute(
                "SELECT result FROM game JOIN tournament t ON t.id = game.tournament_id WHERE t.code=? AND white=? AND black=?",
                (key["tournament"], key["white"], key["black"]),
            ).fetchone()
            assert row == (new["result"],)
    from arbiter_app.services.database import Database

    reopened = Database(path)
    assert len(tournaments.load(reopened, SKS_DEMO).games) == 21
    reopened.close()


def test_moves_and_end_date_of_a_game_without_its_result(demo_db):
    from datetime import date

    game = running_game(demo_db)
    before = tournaments.load(demo_db, SKS_DEMO)
    results.record_moves(demo_db, SKS_DEMO, game.white, game.black, 0)  # a game not begun: 0 moves, known
    stored = find_game(tournaments.load(demo_db, SKS_DEMO), game.white, game.black)
    assert (stored.result, stored.moves, stored.ended) == (Result.RUNNING, 0, None)
    with pytest.raises(ResultRefused, match="is still running, so it has no end date"):
        results.record_moves(demo_db, SKS_DEMO, game.white, game.black, 12, date(2025, 9, 1))
    finished = next(g for g in before.games if g.result is not Result.RUNNING and g.moves)
    results.record_moves(demo_db, SKS_DEMO, finished.white, finished.black, None, date(2025, 9, 1))  # moves not known
    stored = find_game(tournaments.load(demo_db, SKS_DEMO), finished.white, finished.black)
    assert (stored.result, stored.flag, stored.moves, stored.ended) == (finished.result, finished.flag, None, date(2025, 9, 1))
    results.undo(demo_db)
    results.undo(demo_db)
    assert tournaments.load(demo_db, SKS_DEMO) == before
