"""One clean message for every database fault, naming the file and what to do (issue 22, item 4):
a damaged file (with the latest backup), a schema version it does not know, a server out of reach,
a migration that cannot run (with the backup it left), a file in a read-only folder (read, never
written); and a closed pipe is no error."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.storage.database import SCHEMA_VERSION
from tests.conftest import ICCF_DEMO
from tests.storage.test_database import make_v1_database

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def demo_file(tmp_path: Path) -> Path:
    folder = tmp_path / "sezóna 2026"
    folder.mkdir()
    path = folder / "Židů a spol.sqlite"
    db = Database(path)
    fill_demo(db)
    db.close()
    return path


def damage(path: Path) -> bytes:
    """Cut the file in half, as a disk or a copy cut short leaves it."""
    data = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(data)
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)
    return data


def test_a_damaged_file_is_named_and_the_latest_backup_pointed_to(demo_file: Path, capsys) -> None:
    data = damage(demo_file)
    code, out, err = run(capsys, "list", "--db", str(demo_file))
    assert (code, out) == (1, "") and err.count("\n") == 1
    assert err.startswith(f"error: {demo_file} is damaged (the database disk image is malformed); it was not changed.")
    assert f"There is no backup in {demo_file.parent / 'backups'}" in err
    backups = demo_file.parent / "backups"
    backups.mkdir()
    for name, stamp in (("older.sqlite", 1_700_000_000), ("newest.sqlite", 1_800_000_000), ("middle.sqlite", 1_750_000_000)):
        (backups / name).write_bytes(b"backup")
        os.utime(backups / name, (stamp, stamp))
    code, _out, err = run(capsys, "list", "--db", str(demo_file))
    assert code == 1 and f"Restore the latest backup, {backups / 'newest.sqlite'}" in err
    assert demo_file.read_bytes() == data


@pytest.mark.parametrize("version", ["0", "-1", "abc", ""])
def test_a_schema_version_it_does_not_know_is_one_line(demo_file: Path, capsys, version: str) -> None:
    with sqlite3.connect(demo_file) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (version,))
    before = demo_file.read_bytes()
    code, _out, err = run(capsys, "list", "--db", str(demo_file))
    assert code == 1 and err == (
        f"error: {demo_file}: schema version {version!r} is not one this application knows (1 to {SCHEMA_VERSION}); it was not changed. "
        "Is it an arbiter database?\n"
    )
    assert demo_file.read_bytes() == before


def test_an_unreachable_server_is_named_by_host_and_port(capsys) -> None:
    with socket_nobody_listens_on() as port:
        code, _out, err = run(capsys, "list", "--db", f"postgresql://arbiter:secret@127.0.0.1:{port}/season")
    assert code == 1 and err.count("\n") == 1
    assert err.startswith(f"error: cannot connect to the database server (127.0.0.1:{port}, database season): ")
    assert "Is the server running, and are the host, port, user and password right?" in err and "secret" not in err


class socket_nobody_listens_on:
    """A local port that refuses connections (bound, never listening)."""

    def __enter__(self) -> int:
        import socket

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        return int(self.sock.getsockname()[1])

    def __exit__(self, *_exc: object) -> None:
        self.sock.close()


def test_a_migration_over_a_column_that_exists_names_its_backup_and_changes_nothing(tmp_path: Path, capsys) -> None:
    path = tmp_path / "stará databáze.sqlite"
    make_v1_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute("ALTER TABLE tournament ADD COLUMN entry_fee FLOAT")  # as a hand-made repair left it
    before = dump(path)
    code, _out, err = run(capsys, "list", "--db", str(path))
    backups = sorted((tmp_path / "backups").glob("*_schema1.sqlite"))
    assert code == 1 and len(backups) == 1 and err.count("\n") == 1
    assert err == (
        f"error: {path}: the update of its schema from version 1 to {SCHEMA_VERSION} failed at step 2 (duplicate column name: entry_fee); "
        f"the file was left as it was. A copy made before the update: {backups[0]}.\n"
    )
    assert dump(path) == before == dump(backups[0])


def dump(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


needs_folder_permissions = pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows has no permission bits on folders: chmod sets only the read-only attribute, which Windows does not apply "
           "to the files in a folder (an access control list would; Wine enforces none)")


def as_if_not_root() -> list[str]:
    """The command prefix under which the permissions of files apply (root passes them otherwise)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: a read-only folder cannot be made")
    caps = "-dac_override,-dac_read_search"
    return ["setpriv", "--bounding-set", caps, "--inh-caps", caps, "--"]


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    return subprocess.run([*as_if_not_root(), sys.executable, "-m", "arbiter_app", *argv], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


@needs_folder_permissions
def test_a_database_in_a_read_only_folder_is_read_and_a_change_says_why_not(demo_file: Path) -> None:
    folder = demo_file.parent
    before = demo_file.read_bytes()
    folder.chmod(0o555)
    try:
        listing = cli("list", "--db", str(demo_file))
        assert listing.returncode == 0 and ICCF_DEMO in listing.stdout and "Brněnský pohár v go 2026" in listing.stdout
        change = cli("result", ICCF_DEMO, "2", "13", "1-0", "--db", str(demo_file))
        assert change.returncode == 1 and change.stderr == (
            f"error: {demo_file} can only be read: its folder {folder} cannot be written to, and a database writes its "
            "journal beside itself. Nothing was changed; move the file to a folder you can write to.\n"
        )
    finally:
        folder.chmod(0o755)
    assert demo_file.read_bytes() == before and sorted(p.name for p in folder.iterdir()) == [demo_file.name]


def test_a_closed_pipe_is_no_error(demo_file: Path) -> None:
    """`standings ... | head -c 1` and `players ... | true`, without a shell (Windows has no `head`):
    the reader takes one byte, or none, and closes the pipe; the command ends with 0 and says nothing."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for argv, taken in ((["standings", ICCF_DEMO], 1), (["players"], 0)):
        with subprocess.Popen([sys.executable, "-m", "arbiter_app", *argv, "--db", str(demo_file)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env, cwd=ROOT) as proc:
            assert proc.stdout is not None and proc.stderr is not None
            try:
                assert len(proc.stdout.read(taken)) == taken
                proc.stdout.close()
                assert (proc.stderr.read(), proc.wait(timeout=120)) == (b"", 0), argv
            finally:
                proc.kill()  # nothing when it has ended; a hang fails above
