"""A file that is not an arbiter database, a read-only database, a busy one: one clear message
naming the file, and the file is left as it was (issue 12, robustness)."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.storage.database import DatabaseError
from tests.conftest import ICCF_DEMO


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("content", [b"hello, not a database\n", b'{"format": "arbiter-tournament"}\n', b"\x00" * 4096])
def test_a_file_that_is_not_a_database_is_named_and_left_untouched(tmp_path: Path, capsys, content: bytes) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_bytes(content)
    code, out, err = run(capsys, "list", "--db", str(path))
    assert (code, out) == (1, "")
    assert err == f"error: {path} is not an arbiter database; it was not changed\n"
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.sqlite"]


def test_the_window_is_refused_the_same_way(tmp_path: Path, capsys) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database", encoding="utf-8")
    code, _out, err = run(capsys, "--db", str(path))
    assert code == 1 and err == f"error: {path} is not an arbiter database; it was not changed\n"


def test_a_folder_cannot_be_a_database(tmp_path: Path, capsys) -> None:
    code, _out, err = run(capsys, "list", "--db", str(tmp_path))
    assert code == 1 and err == f"error: cannot open {tmp_path} as a database: it is a folder\n"


@pytest.fixture
def demo_file(tmp_path: Path) -> Path:
    path = tmp_path / "demo.sqlite"
    db = Database(path)
    fill_demo(db)
    db.close()
    return path


def test_a_read_only_database_reads_and_refuses_a_change(demo_file: Path) -> None:
    url = f"sqlite:///file:{demo_file}?mode=ro&uri=true"
    db = Database(url)
    try:
        assert len(tournaments.load(db, ICCF_DEMO).entries) == 13
        with pytest.raises(DatabaseError, match=r"is read-only: nothing was changed"):
            results.enter_result(db, ICCF_DEMO, 2, 13, Result.WHITE_WIN, ended=date(2026, 1, 1))
    finally:
        db.close()


def test_a_busy_database_says_so(demo_file: Path) -> None:
    blocker = sqlite3.connect(demo_file, timeout=0)
    blocker.execute("BEGIN IMMEDIATE")
    db = Database(demo_file)
    try:
        with pytest.raises(DatabaseError, match=r"busy \(another program is writing to it\); nothing was changed, try again"):
            results.enter_result(db, ICCF_DEMO, 2, 13, Result.WHITE_WIN, ended=date(2026, 1, 1))
    finally:
        blocker.rollback()
        blocker.close()
        db.close()


def test_a_newer_schema_is_one_line(demo_file: Path, capsys) -> None:
    with sqlite3.connect(demo_file) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    code, _out, err = run(capsys, "list", "--db", str(demo_file))
    assert code == 1 and err.count("\n") == 1 and "made by a newer version of the application" in err
    code, _out, err = run(capsys, "--lang", "cs", "list", "--db", str(demo_file))
    assert code == 1 and f"{demo_file}: pochází z novější verze aplikace (schéma 99, tato zná" in err and "soubor nebyl změněn" in err
