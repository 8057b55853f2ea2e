"""Every fault of the disk is one sentence naming the file and what was and was not done (issue 34,
item 2), and `backup -o` never writes over a file without --force nor over the database itself
(item 1): a backups folder that cannot be written, a full disk (a small tmpfs made for the test, or
ENOSPC at the write), another program's exclusive lock, a file in the way; a PostgreSQL URL's
password is never printed (item 3); a killed backup leaves no `.partial-journal`."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.storage import backups as files
from tests.cli.test_cli_basic import run
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.storage.test_database_faults import as_if_not_root, needs_folder_permissions

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(tmp_path: Path, capsys) -> Path:
    folder = tmp_path / "Sezóna Židů 2025"
    folder.mkdir()
    path = folder / "arbiter.sqlite"
    assert run(capsys, "demo", "--db", str(path))[0] == 0
    return path


def test_backup_o_refuses_an_existing_file_unless_force(db: Path, tmp_path: Path, capsys):
    other = tmp_path / "klub.sqlite"
    assert run(capsys, "demo", "--db", str(other))[0] == 0
    before = other.read_bytes()
    code, out, err = run(capsys, "backup", "--db", str(db), "-o", str(other))
    assert (code, out) == (1, "") and err == f"error: {other} exists already: nothing was written; to write the backup over it, add --force\n"
    assert other.read_bytes() == before
    code, out, _ = run(capsys, "backup", "--db", str(db), "-o", str(other), "--force")
    assert code == 0 and out == f"backup saved: {other}\n" and other.read_bytes() != before


@pytest.mark.parametrize("suffix", ["", "-wal"])
def test_backup_o_refuses_the_database_itself(db: Path, capsys, suffix: str):
    target = Path(f"{db}{suffix}")
    inode = db.stat().st_ino
    for extra in ([], ["--force"]):
        code, out, err = run(capsys, "backup", "--db", str(db), "-o", str(target), *extra)
        assert (code, out) == (1, "")
        assert err == f"error: {target} is the database itself: a backup cannot be written over it, and nothing was written; name another file\n"
    assert db.stat().st_ino == inode and run(capsys, "crosstable", SKS_DEMO, "--db", str(db))[0] == 0


def test_restoring_another_databases_backup_says_so(db: Path, tmp_path: Path, capsys):
    other = tmp_path / "klub" / "klub.sqlite"
    other.parent.mkdir()
    assert run(capsys, "demo", "--db", str(other))[0] == 0
    foreign = files.make_backup(other, "manual")
    own = files.make_backup(db, "manual")
    code, out, _ = run(capsys, "restore", str(foreign), "--db", str(db))
    assert code == 1 and out.splitlines()[1] == f"Note: {foreign} is not one of the backups of {db}; it may be another database's."
    code, out, _ = run(capsys, "restore", str(foreign), "--db", str(db), "--yes")
    assert code == 0 and len(out.splitlines()) == 1 and out.startswith(f"restored from {foreign}")
    assert out.rstrip().endswith(f"Note: {foreign} is not one of the backups of {db}; it may be another database's.")
    code, out, _ = run(capsys, "restore", str(own), "--db", str(db), "--yes")
    assert code == 0 and "Note:" not in out


@needs_folder_permissions
def test_a_backups_folder_that_cannot_be_written_is_one_sentence(db: Path, tmp_path: Path):
    folder = db.parent / "backups"
    folder.mkdir()
    folder.chmod(0o555)
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    exchange = tmp_path / "event.json"
    try:
        assert subprocess.run([sys.executable, "-m", "arbiter_app", "export", ICCF_DEMO, "--format", "json", "-o", str(exchange), "--db", str(db)],
                              env=env, cwd=ROOT, capture_output=True, timeout=120).returncode == 0
        with sqlite3.connect(db) as conn:
            conn.execute("DELETE FROM game WHERE tournament_id = (SELECT id FROM tournament WHERE code = ?)", (ICCF_DEMO,))
            conn.execute("DELETE FROM entry WHERE tournament_id = (SELECT id FROM tournament WHERE code = ?)", (ICCF_DEMO,))
            conn.execute("DELETE FROM tournament WHERE code = ?", (ICCF_DEMO,))
        for argv in (["backup"], ["import-json", str(exchange)]):
            done = subprocess.run([*as_if_not_root(), sys.executable, "-m", "arbiter_app", *argv, "--db", str(db)],
                                  env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
            assert done.returncode == 1 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
            assert "Errno" not in done.stderr and "Traceback" not in done.stderr
            assert done.stderr.startswith(f"error: {folder}/arbiter_") and "cannot be written: there is no permission to write there; " in done.stderr
            outcome = "no backup was made, and the database was not changed" if argv == ["backup"] else "no backup could be made, so nothing was imported"
            assert outcome in done.stderr
    finally:
        folder.chmod(0o755)
    assert list(folder.iterdir()) == []


def test_a_file_where_the_backups_folder_should_be(db: Path, capsys):
    (db.parent / "backups").write_text("not a folder")
    code, out, err = run(capsys, "backup", "--db", str(db))
    assert (code, out) == (1, "") and "Errno" not in err
    assert err == (f"error: {db.parent / 'backups'} is in the way (a file where a folder should be, or a folder where a file should be); "
                   "no backup was made, and the database was not changed.\n")


def test_a_backup_while_another_program_holds_an_exclusive_lock(db: Path, capsys):
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        code, out, err = run(capsys, "backup", "--db", str(db))  # waits BUSY_MS (5 s), then says so
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert (code, out) == (1, "")
    assert err == f"error: {db} is locked by another program; no backup was made, and the database was not changed.\n"
    assert files.backups_of(db) == [] and not any(p.name.endswith((".partial", "-journal")) for p in (db.parent / "backups").iterdir())


@pytest.fixture
def small_disk(tmp_path: Path):
    """A 3 MB tmpfs mounted for the test (root only); skipped where it cannot be made."""
    if sys.platform == "win32":  # test_enospc_at_the_write_of_a_backup injects the fault there too
        pytest.skip("a full disk is a 3 MB tmpfs mounted for the test: Windows has no tmpfs")
    mount = tmp_path / "small disk"
    mount.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a small filesystem needs root to mount")
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(mount)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"tmpfs cannot be mounted here: {made.stderr!r}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(folder: Path) -> None:
    """Fill the filesystem of `folder` to the last byte (unbuffered writes, a block then a byte at a time)."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)


def test_a_full_disk_is_one_sentence_and_nothing_is_called_damaged(small_disk: Path, tmp_path: Path, capsys):
    db = small_disk / "arbiter.sqlite"
    assert run(capsys, "demo", "--db", str(db))[0] == 0
    kept = files.make_backup(db, "manual")
    exchange = tmp_path / "event.json"
    assert run(capsys, "export", SKS_DEMO, "--format", "json", "-o", str(exchange), "--db", str(db))[0] == 0
    assert run(capsys, "delete-tournament", SKS_DEMO, "--db", str(db))[0] == 0
    before = run(capsys, "list", "--db", str(db))[1]
    fill(small_disk)
    code, out, err = run(capsys, "backup", "--db", str(db))
    assert (code, out) == (1, "") and err.startswith(f"error: {small_disk}/")  # the backup, or the database's journal
    assert err.endswith(" could not be written: the disk is full; no backup was made, and the database was not changed.\n")
    code, _, err = run(capsys, "import-json", str(exchange), "--db", str(db))
    assert code == 1 and err.count("\n") == 1 and "the disk is full; " in err and "nothing was changed" in err  # opening it, already
    code, _, err = run(capsys, "restore", str(kept), "--db", str(db), "--yes")
    assert code == 1 and "damaged" not in err and "the disk is full" in err and err.endswith("the database was left as it was.\n")
    for message in (err,):
        assert "Errno" not in message and "Traceback" not in message
    (small_disk / "filler").unlink()
    assert run(capsys, "list", "--db", str(db))[1] == before
    assert [p.name for p in files.backups_of(db)] == [kept.name]


def test_a_result_on_a_full_disk(small_disk: Path, capsys):
    db = small_disk / "arbiter.sqlite"
    assert run(capsys, "demo", "--db", str(db))[0] == 0
    before = run(capsys, "crosstable", ICCF_DEMO, "--db", str(db))[1]
    fill(small_disk)
    code, out, err = run(capsys, "result", ICCF_DEMO, "2", "13", "1-0", "--db", str(db))
    assert (code, out) == (1, "") and "Traceback" not in err and err.count("\n") == 1
    assert "the disk is full" in err and "nothing was changed" in err and "damaged" not in err
    (small_disk / "filler").unlink()
    assert run(capsys, "crosstable", ICCF_DEMO, "--db", str(db))[1] == before


def test_enospc_at_the_write_of_a_backup(db: Path, capsys, monkeypatch):
    """Where no filesystem can be mounted: the fault injected where the backup is renamed into place."""
    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(db.parent / "backups" / "x.sqlite"))

    exchange = db.parent / "event.json"
    assert run(capsys, "export", SKS_DEMO, "--format", "json", "-o", str(exchange), "--db", str(db))[0] == 0
    assert run(capsys, "delete-tournament", SKS_DEMO, "--db", str(db))[0] == 0
    monkeypatch.setattr(files.os, "replace", full)
    code, out, err = run(capsys, "backup", "--db", str(db))
    assert (code, out) == (1, "")
    assert err == f"error: {db.parent / 'backups' / 'x.sqlite'} could not be written: the disk is full; no backup was made, and the database was not changed.\n"
    code, out, err = run(capsys, "import-json", str(exchange), "--db", str(db))
    assert (code, out) == (1, "")
    assert err == (f"error: {db.parent / 'backups' / 'x.sqlite'} could not be written: the disk is full; no backup could be made, "
                   "so nothing was imported and the database was not changed.\n")
    assert not any((db.parent / "backups").iterdir()) and run(capsys, "crosstable", SKS_DEMO, "--db", str(db))[0] == 1


def test_a_killed_backup_leaves_no_partial_journal(db: Path):
    """The temporary file is written without a journal: killed at any moment, nothing but the
    `.partial` itself is left (pruned an hour later). Killed by SIGKILL (on Windows TerminateProcess)."""
    import time

    with sqlite3.connect(db) as conn:  # a larger database: the backup takes a while
        conn.executemany("INSERT INTO player (id, name, name_key, federation, sex, rated_games, rating_kind, club) "
                         "VALUES (?, ?, ?, 'CZE', 'm', 0, 'none', '')",
                         ((f"P-{i}", f"Šťastný, Hráč {i}", f"stastny, hrac {i}") for i in range(60_000)))
    loop = "import sys; from pathlib import Path; from arbiter_app.storage import backups\nprint('ready', flush=True)\nwhile True: backups.make_backup(Path(sys.argv[1]), 'auto')"
    for delay in (0.15, 0.4, 0.75):
        with subprocess.Popen([sys.executable, "-c", loop, str(db)], stdout=subprocess.PIPE, cwd=ROOT) as proc:
            try:
                assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
                time.sleep(delay)
            finally:
                proc.kill()  # the loop never ends by itself: killed whatever fails here (then waited for)
        assert not any(p.name.endswith("-journal") for p in (db.parent / "backups").iterdir())


def test_a_servers_password_is_never_printed(capsys):
    url = "postgresql://arbiter:tajné-heslo@db.invalid:5432/arbiter?password=druhé"
    for argv in (["backup"], ["backups"], ["restore", "x.sqlite", "--yes"], ["list"]):
        code, out, err = run(capsys, *argv, "--db", url)
        assert code == 1 and "tajné" not in out + err and "druhé" not in out + err and "Traceback" not in err
        if argv != ["list"]:  # the commands that name the server's database
            assert "arbiter:***@db.invalid" in err
