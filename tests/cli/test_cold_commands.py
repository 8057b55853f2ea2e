"""Every command that only reads, and the desk's frequent writes (a result, undo, redo, the titles
brought up to date after them), run without the ORM (SQLModel, pydantic, SQLAlchemy's ORM), and
print what the same command prints when the database is read through the SQLAlchemy engine
(docs/performance.md, issue 47)."""

import io
import sqlite3
import subprocess
import sys
from contextlib import redirect_stdout

import pytest
from sqlmodel import Session, col, select

from arbiter_app.cli import main as cli_main
from arbiter_app.services.database import Database
from arbiter_app.storage.audit_log import log_entries
from arbiter_app.storage.tables import AuditRow
from tests.cli.test_cli_lazy import ROOT, RUN
from tests.conftest import ICCF_DEMO

ORM = ("sqlmodel", "pydantic", "sqlalchemy.orm", "arbiter_app.storage.tables")
TEAMS = "CZE/T4L1/2025"
GO = "CZE/go/2026-Brno"
READING = [
    ["go-wall", GO], ["go-wall", GO, "--json"], ["go-pairings", GO, "1"], ["crosstable", GO],
    ["norms", ICCF_DEMO], ["norms", ICCF_DEMO, "--json"], ["titles"], ["titles", "--json"], ["titles", "--all"],
    ["log", ICCF_DEMO], ["log"], ["ratings", ICCF_DEMO], ["claims"], ["team-crosstable", TEAMS],
    ["board-crosstable", TEAMS, "1"], ["unstarted-boards", TEAMS],
]
DESK = [["result", ICCF_DEMO, "6", "7", "1-0"], ["titles"], ["undo"], ["titles", "--json"], ["redo"], ["log", ICCF_DEMO], ["undo"]]
"""A result and its undo and redo, the titles after each: in this order, on one database."""


def _lean(target: str, args: list[str]) -> str:
    done = subprocess.run([sys.executable, "-c", RUN, target, *args], cwd=ROOT, capture_output=True, encoding="utf-8")
    assert done.returncode == 0, done.stderr
    printed, modules = done.stdout.split("MODULES", 1)
    assert {m for m in modules.split() if m.startswith(ORM)} == set(), args
    return printed


def _through_engine(target: str, args: list[str], monkeypatch) -> str:
    """What the command prints when the database is read and written through the engine (as a
    server's is), in this process."""

    def engine_database(parsed):
        db = Database(target)
        db.sqlite_file = None
        return db

    monkeypatch.setattr(cli_main, "open_database", engine_database)
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli_main.main(["--db", target, *args]) == 0
    return out.getvalue()


@pytest.mark.parametrize("args", READING, ids=" ".join)
def test_a_reading_command_needs_no_orm_and_prints_what_the_engine_reads(demo_db, args, monkeypatch):
    printed = _lean(demo_db.target, args)
    assert printed.strip()
    assert printed == _through_engine(demo_db.target, args, monkeypatch)


def test_a_result_undo_redo_and_the_titles_between_them_need_no_orm(demo_db, tmp_path, monkeypatch):
    other = str(tmp_path / "other.sqlite")  # the same start, written through the engine
    with sqlite3.connect(demo_db.target) as source, sqlite3.connect(other) as copy:
        source.backup(copy)
    for args in DESK:
        printed, expected = _lean(demo_db.target, args), _through_engine(other, args, monkeypatch)
        if args[0] in ("undo", "redo", "log"):  # they name the result's time, a second apart at most
            printed, expected = printed.split("(")[0], expected.split("(")[0]
        assert printed == expected, args
    assert "1-0" in _lean(demo_db.target, ["log", ICCF_DEMO]).splitlines()[-3]


def test_the_log_read_on_the_driver_gives_what_the_orm_reads(demo_db):
    _lean(demo_db.target, DESK[0])
    _lean(demo_db.target, ["undo"])
    with demo_db.connection() as conn:
        driver = [tuple(e) for e in log_entries(conn)]
    with Session(demo_db.engine) as session:
        orm = [(r.id, r.batch, r.at, r.tournament_code, r.action, r.entity, r.key, r.old, r.new, r.undone, r.actor, r.reverts, r.source)
               for r in session.exec(select(AuditRow).order_by(col(AuditRow.id)))]
    assert driver == orm and driver[-1][4] == "undo" and driver[-2][9] is True
