"""Two programs entering results into one database at the same time (docs/concurrency.md): every
acknowledged action has a batch of its own, each audit entry's old value is the value it really
replaced, the rows end as the log's last values, and undo in one program never takes back the
other's action. On SQLite always; on PostgreSQL where ARBITER_TEST_POSTGRES_URL is set."""

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from sqlalchemy import text

from arbiter_app.services import tournaments
from tests.conftest import SKS_DEMO

ACTIONS = 40

PROGRAM = r"""
import json, sys, time
from arbiter_app.rules.model import Result
from arbiter_app.services import results
from arbiter_app.services.database import Database
from arbiter_app.services.errors import USER_ERRORS, message_of
target, code, actor, games, actions = sys.argv[1:]
db = Database(target, actor=actor)
games = json.loads(games)
outcomes = (Result.WHITE_WIN, Result.DRAW, Result.BLACK_WIN)
print("ready", flush=True)
sys.stdin.readline()
for i in range(int(actions)):
    time.sleep(0.005)  # a breath between actions, as any real program takes: SQLite's lock is not fair
    white, black = games[i % len(games)]
    try:
        if i % 4 == 3:
            change = results.undo(db)
        else:
            change = results.enter_result(db, code, white, black, outcomes[i % 3])
    except USER_ERRORS as exc:
        print(json.dumps({"refused": type(exc).__name__, "message": message_of(exc)}), flush=True)
    else:
        print(json.dumps({"action": change.action, "batch": change.batch}), flush=True)
"""


def run_both(db, plans: dict[str, list[tuple[int, int]]]) -> dict[str, list[dict]]:
    """Start one program per actor, let them go at the same moment, collect what each acknowledged."""
    procs = {
        actor: subprocess.Popen(
            [sys.executable, "-c", PROGRAM, db.target, SKS_DEMO, actor, json.dumps(games), str(ACTIONS)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).parents[2],
        )
        for actor, games in plans.items()
    }
    for proc in procs.values():
        assert proc.stdout.readline().strip() == "ready"
    for proc in procs.values():
        proc.stdin.write("go\n")
        proc.stdin.flush()
    acks = {}
    for actor, proc in procs.items():
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 0
        acks[actor] = [json.loads(line) for line in out.splitlines()]
    return acks


def test_two_programs_get_batches_of_their_own_and_undo_only_their_own(any_demo_db):
    games = [(g.white, g.black) for g in tournaments.load(any_demo_db, SKS_DEMO).games]
    shared = games[0]
    plans = {"program-a": games[1:4] + [shared], "program-b": games[4:7] + [shared]}
    with any_demo_db.engine.connect() as conn:
        first_batch = conn.execute(text("SELECT max(batch) FROM audit")).scalar() + 1
    acks = run_both(any_demo_db, plans)

    with any_demo_db.engine.connect() as conn:
        log = conn.execute(
            text("SELECT id, batch, actor, action, entity, key, old, new, reverts FROM audit ORDER BY id")
        ).mappings().all()
    new_batches = defaultdict(list)
    for entry in log:
        if entry["batch"] >= first_batch:
            new_batches[entry["batch"]].append(entry)

    # every acknowledged change is a batch of its own, holding that program's entries only
    acknowledged = {actor: [a["batch"] for a in done if a.get("batch") is not None] for actor, done in acks.items()}
    assert [len(done) for done in acks.values()] == [ACTIONS, ACTIONS]
    assert all(batches for batches in acknowledged.values())
    refused = {a["refused"] for done in acks.values() for a in done if "refused" in a}
    assert refused <= {"NothingToUndo", "UndoRefused"}  # an undo may be refused; an entry never
    everything = acknowledged["program-a"] + acknowledged["program-b"]
    assert len(everything) == len(set(everything))
    assert set(everything) == set(new_batches)
    for actor, batches in acknowledged.items():
        assert all({e["actor"] for e in new_batches[b]} == {actor} for b in batches)

    # the old value of each entry is the value the entry before it (on the same row) left
    last_new = {}
    for entry in log:
        key = (entry["entity"], entry["key"])
        if key in last_new:
            assert entry["old"] is not None and json.loads(entry["old"]) == json.loads(last_new[key]), f"stale old value in entry {entry['id']}"
        last_new[key] = entry["new"]
    stored = {(g.white, g.black): g.result.value for g in tournaments.load(any_demo_db, SKS_DEMO).games}
    for (entity, key), new in last_new.items():
        k = json.loads(key)
        if entity == "game" and k["tournament"] == SKS_DEMO:
            assert stored[(k["white"], k["black"])] == json.loads(new)["result"]

    # an undo takes back a batch of its own program, on that program's games only
    undos = [b for b, entries in new_batches.items() if entries[0]["action"] == "undo"]
    assert undos
    for batch in undos:
        entries = new_batches[batch]
        actor = entries[0]["actor"]
        reverted = [e for e in log if e["batch"] == entries[0]["reverts"]]
        assert {e["actor"] for e in reverted} == {actor}
        touched = {(json.loads(e["key"])["white"], json.loads(e["key"])["black"]) for e in entries}
        assert touched <= set(plans[actor])
