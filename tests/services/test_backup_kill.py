"""Killing the program during a backup and during a restore (issue 22, item 5): the database is never
left damaged, a restore leaves one whole database (the old or the new), and the backups made before
stay readable and unchanged. SIGKILL, as a power cut or a task manager would."""

import hashlib
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_app.storage import backups as files

PLAYERS = 100_000
"""Enough for a backup or restore to take a while (about 13 MB), so that the kills land in the middle of one."""

LOOP = r"""
import sys
from pathlib import Path
from arbiter_app.services import backups
db_file, mode, *sources = sys.argv[1:]
print("ready", flush=True)
i = 0
while True:
    if mode == "backup":
        backups.back_up(Path(db_file), "auto")
    else:
        backups.restore_file(Path(db_file), Path(sources[i % 2]))
    i += 1
    print("done", flush=True)
"""

@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """A demo database with PLAYERS more players in its register."""
    from arbiter_app.services.database import Database
    from arbiter_app.services.demo import fill_demo

    path = tmp_path_factory.mktemp("template") / "big.sqlite"
    db = Database(path)
    fill_demo(db)
    db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode=DELETE")  # one file to copy
        conn.executemany(
            "INSERT INTO player (id, name, name_key, federation, sex, rated_games, rating_kind, club) VALUES (?, ?, ?, 'CZE', 'm', 0, 'none', '')",
            ((f"P-{i}", f"Šťastný, Hráč {i}", f"stastny hrac {i}") for i in range(PLAYERS)),
        )
    return path


def big_database(template: Path, path: Path, tag: str) -> None:
    """A copy of the template, named after `tag`."""
    shutil.copyfile(template, path)
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO meta (key, value) VALUES ('tag', ?)", (tag,))
        conn.execute("PRAGMA journal_mode=WAL")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def kill_during(mode: str, db_file: Path, *sources: Path) -> None:
    for attempt in range(3):
        proc = subprocess.Popen(
            [sys.executable, "-c", LOOP, str(db_file), mode, *map(str, sources)], stdout=subprocess.PIPE, cwd=Path(__file__).parents[2]
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        assert proc.stdout.readline().strip() == b"done"  # one whole, however slow the first (imports, Wine)
        time.sleep(0.05 + 0.37 * attempt)  # then killed in the middle of a later one
        proc.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
        proc.wait()


def sound(path: Path) -> bool:
    with sqlite3.connect(path) as conn:  # as the program opens it: a WAL left by the kill is recovered
        return conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_killed_during_backups(template: Path, tmp_path: Path):
    db_file = tmp_path / "arbiter.sqlite"
    big_database(template, db_file, "A")
    earlier = files.make_backup(db_file, "manual")
    before = digest(earlier)
    kill_during("backup", db_file)
    assert sound(db_file)
    made = files.backups_of(db_file)
    assert earlier in made and digest(earlier) == before
    assert len(made) >= 2  # the loop did finish some backups
    for backup in made:  # every file under a backup's name is a whole backup
        assert sound(backup) and files.facts(backup).tournaments == files.facts(db_file).tournaments


def test_killed_during_restores(template: Path, tmp_path: Path):
    db_file = tmp_path / "arbiter.sqlite"
    first, second = tmp_path / "season A.sqlite", tmp_path / "season B.sqlite"
    big_database(template, first, "A")
    big_database(template, second, "B")
    with sqlite3.connect(second) as conn:  # B: one tournament fewer than A
        conn.execute("DELETE FROM game WHERE tournament_id = (SELECT min(id) FROM tournament)")
        conn.execute("DELETE FROM entry WHERE tournament_id = (SELECT min(id) FROM tournament)")
        conn.execute("DELETE FROM team WHERE tournament_id = (SELECT min(id) FROM tournament)")
        conn.execute("DELETE FROM go_round WHERE tournament_id = (SELECT min(id) FROM tournament)")
        conn.execute("DELETE FROM tournament WHERE id = (SELECT min(id) FROM tournament)")
    sources = {name: digest(p) for name, p in (("A", first), ("B", second))}
    big_database(template, db_file, "A")
    earlier = files.make_backup(db_file, "manual")
    before = digest(earlier)
    kill_during("restore", db_file, second, first)
    assert sound(db_file)
    with sqlite3.connect(db_file) as conn:  # one whole database: A's or B's, never a mix
        tag = conn.execute("SELECT value FROM meta WHERE key = 'tag'").fetchone()[0]
        tournaments = conn.execute("SELECT count(*) FROM tournament").fetchone()[0]
        players = conn.execute("SELECT count(*) FROM player WHERE id LIKE 'P-%'").fetchone()[0]
    assert tournaments == files.facts(first if tag == "A" else second).tournaments and players == PLAYERS
    assert {name: digest(p) for name, p in (("A", first), ("B", second))} == sources  # the sources untouched
    assert earlier in files.backups_of(db_file) and digest(earlier) == before
    for backup in files.backups_of(db_file):
        assert sound(backup)
    from arbiter_app.services.database import Database

    Database(db_file).close()  # and the program opens it again
