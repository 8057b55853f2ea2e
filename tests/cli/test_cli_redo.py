"""`undo` and `redo` at the terminal: each command is a new process, yet acts on this user's last
action; a script that names itself (ARBITER_ACTOR) keeps its own history; a busy database gives one
line (docs/concurrency.md)."""

import json
import socket
import sqlite3
from pathlib import Path

from arbiter_app.storage import database as storage_database
from tests.cli.test_cli_basic import run
from tests.conftest import SKS_DEMO


def running_game() -> tuple[str, str]:
    data = json.loads(Path("resources/demo/sks_semifinal.json").read_text(encoding="utf-8"))
    game = next(g for g in data["games"] if g["result"] == "*")
    return str(game["white"]), str(game["black"])


def crosstable(capsys, db: str) -> str:
    return run(capsys, "crosstable", SKS_DEMO, "--db", db)[1]


def test_result_undo_redo_in_separate_commands(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    w, b = running_game()
    before = crosstable(capsys, db)
    assert run(capsys, "result", SKS_DEMO, w, b, "1-0", "--db", db)[0] == 0
    after = crosstable(capsys, db)
    assert after != before
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert crosstable(capsys, db) == before
    code, out, _ = run(capsys, "redo", "--db", db)
    assert code == 0 and out.startswith("redone: entering a result in ")
    assert crosstable(capsys, db) == after
    code, _, err = run(capsys, "redo", "--db", db)
    assert code == 1 and err == "error: nothing to redo\n"
    _, log, _ = run(capsys, "log", SKS_DEMO, "--db", db)
    lines = log.splitlines()
    action = slice(lines[0].index("Action"), lines[0].index("What"))
    assert [line[action].strip() for line in lines[-3:]] == ["entering a result (undone)", "undo (undone)", "redo"]
    assert log.splitlines()[0].split()[-1] == "By" and log.splitlines()[-1].endswith(f"@{socket.gethostname()}")


def test_undo_leaves_a_named_scripts_change_alone(tmp_path: Path, capsys, monkeypatch):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    w, b = running_game()
    monkeypatch.setenv("ARBITER_ACTOR", "results-bot")
    run(capsys, "result", SKS_DEMO, w, b, "0-1", "--db", db)
    after = crosstable(capsys, db)
    monkeypatch.delenv("ARBITER_ACTOR")
    code, out, _ = run(capsys, "undo", "--db", db)  # takes back this user's demo import instead
    assert code == 0 and out.startswith("undone: creating the demo tournaments (")
    assert crosstable(capsys, db) == after


def test_busy_database_gives_one_line(tmp_path: Path, capsys, monkeypatch):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    monkeypatch.setattr(storage_database, "BUSY_WAIT_MS", 100)
    w, b = running_game()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        code, out, err = run(capsys, "result", SKS_DEMO, w, b, "1-0", "--db", db)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert code == 1 and out == "" and err.startswith("error: the database is busy") and err.count("\n") == 1
