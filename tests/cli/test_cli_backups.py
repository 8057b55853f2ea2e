"""`backup`, `backups` and `restore` at the terminal (docs/backups.md), on a folder with a space and
diacritics in its name; a server's database is answered without reaching the server."""

from pathlib import Path

import pytest

from tests.cli.test_cli_basic import run
from tests.conftest import SKS_DEMO


@pytest.fixture
def db(tmp_path: Path, capsys) -> str:
    folder = tmp_path / "Sezóna Židů 2025"
    folder.mkdir()
    path = str(folder / "arbiter.sqlite")
    assert run(capsys, "demo", "--db", path)[0] == 0
    return path


def test_backup_list_and_restore(db: str, tmp_path: Path, capsys):
    folder = Path(db).parent / "backups"
    code, out, _ = run(capsys, "backup", "--db", db)
    assert code == 0 and out.startswith("backup saved: ") and str(folder) in out
    own = tmp_path / "my copy.sqlite"
    assert run(capsys, "backup", "--db", db, "-o", str(own))[0] == 0 and own.is_file()
    code, out, _ = run(capsys, "backups", "--db", db)
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["Made", "Size", "Tournaments", "File"]
    assert len(lines) == 4 and lines[2].split()[3:] == ["kB", "4", lines[2].split()[-1]] and lines[2].endswith("_manual.sqlite")
    assert lines[3] == f"backups folder: {folder}"

    before = run(capsys, "crosstable", SKS_DEMO, "--db", db)[1]
    assert run(capsys, "delete-tournament", SKS_DEMO, "--db", db)[0] == 0
    code, out, _ = run(capsys, "restore", str(own), "--db", db)  # without --yes: says what it would do
    assert code == 1 and "run again with --yes" in out and "(tournaments: 4)" in out
    assert run(capsys, "crosstable", SKS_DEMO, "--db", db)[0] == 1  # nothing done
    code, out, _ = run(capsys, "restore", str(own), "--db", db, "--yes")
    assert code == 0 and out.startswith(f"restored from {own} (tournaments: 4); the replaced database was kept as {folder}")
    assert out.rstrip().endswith(f"Note: {own} is not one of the backups of {db}; it may be another database's.")
    assert run(capsys, "crosstable", SKS_DEMO, "--db", db)[1] == before
    reasons = [line.split()[-1].rsplit("_", 1)[-1] for line in run(capsys, "backups", "--db", db)[1].splitlines()[2:-1]]
    assert reasons == ["manual.sqlite", "before-restore.sqlite"]


def test_backups_in_czech(db: str, capsys):
    from arbiter_app.i18n import set_language

    run(capsys, "backup", "--db", db)
    try:
        code, out, _ = run(capsys, "--lang", "cs", "backups", "--db", db)
    finally:
        set_language("en")
    assert code == 0 and out.splitlines()[0].split() == ["Pořízena", "Velikost", "Turnajů", "Soubor"]
    assert "složka záloh: " in out


def test_restore_refuses_a_damaged_file_and_changes_nothing(db: str, tmp_path: Path, capsys):
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    code, _, err = run(capsys, "restore", str(bad), "--db", db, "--yes")
    assert code == 1 and err.startswith(f"error: {bad}: the file is damaged") and "Traceback" not in err
    assert run(capsys, "crosstable", SKS_DEMO, "--db", db)[0] == 0
    assert not (Path(db).parent / "backups").exists()


def test_backup_to_a_folder_or_into_a_missing_one_says_so(db: str, tmp_path: Path, capsys):
    code, _, err = run(capsys, "backup", "--db", db, "-o", str(tmp_path / "no such" / "x.sqlite"))
    assert code == 1 and err.strip() == f"error: {tmp_path / 'no such'}: no such folder"
    code, _, err = run(capsys, "backup", "--db", db, "-o", str(tmp_path))
    assert code == 1 and err.strip() == f"error: {tmp_path}: a folder; name the backup file to write (-o FILE)"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Sezóna Židů 2025"]  # no temporary file left


@pytest.mark.parametrize("argv", [["backup"], ["backups"], ["restore", "x.sqlite", "--yes"]])
def test_a_server_database_has_the_servers_backups(argv, capsys):
    url = "postgresql://arbiter@db.invalid:5432/arbiter"  # never reached: the commands answer at once
    code, out, err = run(capsys, *argv, "--db", url)
    assert code == 1 and out == ""
    assert err == f"error: {url} is a database on a server: its backups are the server's (pg_dump or the hosting's own); ask its administrator\n"


def test_backup_of_a_missing_database_says_so(tmp_path: Path, capsys):
    missing = tmp_path / "nové sezóna" / "arbiter.sqlite"
    code, _, err = run(capsys, "backup", "--db", str(missing))
    assert code == 1 and err == f"error: {missing}: no such database file; nothing to back up\n"


def test_restore_while_another_program_writes_waits_then_says_nothing_changed(db: str, tmp_path: Path, capsys, monkeypatch):
    import sqlite3

    from arbiter_app.storage import database as storage_database

    own = tmp_path / "copy.sqlite"
    run(capsys, "backup", "--db", db, "-o", str(own))
    monkeypatch.setattr(storage_database, "BUSY_WAIT_MS", 200)
    from arbiter_app.services import backups

    monkeypatch.setattr(backups, "BUSY_WAIT_MS", 200)
    writer = sqlite3.connect(db)
    writer.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        code, _, err = run(capsys, "restore", str(own), "--db", db, "--yes")
    finally:
        writer.rollback()
        writer.close()
    assert code == 1 and err == (
        f"error: {db} is open in another program that is writing to it: {own} was not restored, and the database was left "
        "as it was; close that program or let it finish, then try again\n"
    )
