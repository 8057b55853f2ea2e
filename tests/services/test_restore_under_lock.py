"""A restore while another program holds the database's write lock (issue 34, item 1): the change
that program commits is never lost. It ends up in the live database (the restore gave up, naming the
other program) or in the backup the restore kept (it committed before the restore took the lock);
the live file is never renamed away or called damaged. Killed (SIGKILL) while it waits for the lock
or while it copies, the restore leaves a sound database and the change is kept."""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.storage import backups as files

ROOT = Path(__file__).resolve().parents[2]
HOLDER = r"""
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")  # the write lock, as a program in the middle of an action holds it
conn.execute("INSERT INTO meta (key, value) VALUES ('held', 'committed')")
print("held", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
print("committed", flush=True)
"""

@pytest.fixture
def season(tmp_path: Path) -> tuple[Path, Path]:
    """A demo database in a folder with diacritics, and a backup of it (its own, in its backups folder)."""
    folder = tmp_path / "Sezóna Židů"
    folder.mkdir()
    db_file = folder / "arbiter.sqlite"
    db = Database(db_file)
    fill_demo(db)
    db.close()
    return db_file, files.make_backup(db_file, "manual")


def hold(db_file: Path) -> subprocess.Popen[str]:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(db_file)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8")
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def commit(holder: subprocess.Popen[str]) -> None:
    assert holder.stdin is not None and holder.stdout is not None
    holder.stdin.write("\n")
    holder.stdin.flush()
    assert holder.stdout.readline().strip() == "committed"
    holder.wait(timeout=30)


def restore(db_file: Path, backup: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    argv = [sys.executable, "-m", "arbiter_app", "restore", str(backup), "--yes", "--db", str(db_file)]
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", env=env, cwd=ROOT)


def held_in(path: Path) -> bool:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM meta WHERE key = 'held'").fetchone()[0] == 1


def sound(path: Path) -> bool:
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_lock_held_past_the_wait_makes_the_restore_give_up_and_the_change_lands_in_the_database(season):
    db_file, backup = season
    inode = db_file.stat().st_ino
    holder = hold(db_file)
    try:
        done = restore(db_file, backup)
        out, err = done.communicate(timeout=120)  # waits BUSY_WAIT_MS (5 s) for the lock, then gives up
    finally:
        commit(holder)
    assert done.returncode == 1 and out == ""
    assert err == (
        f"error: {db_file} is open in another program that is writing to it: {backup} was not restored, and the database "
        "was left as it was; close that program or let it finish, then try again\n"
    )
    assert held_in(db_file) and sound(db_file) and db_file.stat().st_ino == inode  # never renamed away
    assert [p.name for p in files.backups_of(db_file)] == [backup.name]  # nothing called damaged, nothing kept


def test_a_change_committed_while_the_restore_waits_is_in_the_backup_it_keeps(season):
    """The restore runs in a thread of this process (started at once, unlike a new program) and the
    other program commits a second later, within the restore's wait of BUSY_WAIT_MS. Before, the
    restore kept the database before taking the lock, and the change was in neither file."""
    import threading

    from arbiter_app.services import backups as service

    db_file, backup = season
    inode = db_file.stat().st_ino
    holder = hold(db_file)
    said: list[str] = []
    done = threading.Thread(target=lambda: said.append(service.restore_file(db_file, backup)))
    done.start()
    time.sleep(1.0)  # the restore is waiting for the lock
    commit(holder)
    done.join(timeout=120)
    assert len(said) == 1 and said[0].startswith(f"restored from {backup} (tournaments: 4)")
    kept = [p for p in files.backups_of(db_file) if p.name.endswith("_before-restore.sqlite")]
    assert len(kept) == 1 and held_in(kept[0]) and sound(kept[0])
    assert not held_in(db_file) and sound(db_file) and db_file.stat().st_ino == inode  # the backup's content, in place
    assert not any(p.name.endswith("_damaged.sqlite") for p in files.backups_of(db_file))


@pytest.mark.parametrize("delay", [0.3, 0.9, 1.6, 2.4])
def test_a_restore_killed_while_another_program_holds_the_lock_loses_nothing(season, delay: float):
    """Killed while it waits for the lock, or (the holder having committed at 0.5 s) while it keeps
    the database and copies the backup in: the database is sound and the change is in it or in the
    backup the restore kept."""
    db_file, backup = season
    holder = hold(db_file)
    done = restore(db_file, backup)
    if delay > 0.5:
        time.sleep(0.5)
        commit(holder)
        time.sleep(delay - 0.5)
    else:
        time.sleep(delay)
    done.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
    done.wait()
    if holder.poll() is None:
        commit(holder)
    assert sound(db_file)  # as the program opens it: a transaction the kill cut is rolled back
    kept = [p for p in files.backups_of(db_file) if p.name.endswith("_before-restore.sqlite")]
    assert held_in(db_file) or any(held_in(p) for p in kept)
    assert not any(p.name.endswith("-journal") for p in db_file.parent.rglob("*"))


def test_a_database_locked_for_reading_is_not_called_damaged(season, capsys):
    """A program holding an exclusive lock (SQLite's locking_mode=EXCLUSIVE): the restore cannot even
    read the database. Before, that made it "damaged": renamed away and replaced."""
    from arbiter_app.cli.main import main
    from arbiter_app.services import backups as service

    db_file, backup = season
    other = sqlite3.connect(db_file, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO meta (key, value) VALUES ('held', 'committed')")
    other.execute("COMMIT")  # the exclusive lock stays with the connection
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(service, "BUSY_WAIT_MS", 300)
            code = main(["restore", str(backup), "--yes", "--db", str(db_file)])
    finally:
        other.close()
    err = capsys.readouterr().err
    assert code == 1 and "damaged" not in err and "Traceback" not in err
    assert err.startswith(f"error: {db_file} ") and "the database was left as it was" in err
    assert held_in(db_file) and sound(db_file)
    assert [p.name for p in files.backups_of(db_file)] == [backup.name]


def test_a_database_damaged_by_its_integrity_check_is_kept_and_replaced(season):
    """The one case a restore renames: SQLite's integrity check finds a fault."""
    from arbiter_app.services import backups as service

    db_file, backup = season
    # each connection closed (sqlite3's `with` only commits): on Windows one left open would hold the
    # file like another program, and the restore would rightly refuse to replace it
    with closing(sqlite3.connect(db_file)) as conn, conn:  # an index that no longer matches its table: hidden while the table changes
        index = conn.execute("SELECT * FROM sqlite_master WHERE name = 'ix_player_name_key'").fetchone()
        conn.execute("PRAGMA writable_schema=ON")
        conn.execute("DELETE FROM sqlite_master WHERE name = 'ix_player_name_key'")
    with closing(sqlite3.connect(db_file)) as conn, conn:
        conn.execute("UPDATE player SET name_key = name_key || 'x'")
        conn.execute("PRAGMA writable_schema=ON")
        conn.execute("INSERT INTO sqlite_master VALUES (?, ?, ?, ?, ?)", index)
    with closing(sqlite3.connect(db_file)) as conn, conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() != ("ok",)
        assert conn.execute("SELECT count(*) FROM tournament").fetchone() == (4,)  # readable: only the check finds it
    text = service.restore_file(db_file, backup)
    damaged = [p for p in files.backups_of(db_file) if p.name.endswith("_damaged.sqlite")]
    assert len(damaged) == 1 and f"kept as {damaged[0]}" in text and sound(db_file)
