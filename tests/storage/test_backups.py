"""Backup files (issue 22, item 5): names safe on Windows, the retention (last 20, one a day for 60
days, hand-counted), a consistent backup while another connection has the database open, restore in
one transaction, a damaged database kept as it was."""

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path, PurePosixPath

import pytest

from arbiter_app.services import backups, tournaments
from arbiter_app.services.database import Database
from arbiter_app.storage import backups as files
from arbiter_app.storage.database import DatabaseError
from tests.conftest import SKS_DEMO

NOW = datetime(2026, 11, 26, 12, 0, 0)


@pytest.mark.parametrize(
    "stem, expected",
    [
        ("arbiter", "arbiter_2026-11-26_08-05-09_import-ratings.sqlite"),
        ('a<b>c:d"e\\g|h?i*j', "a_b_c_d_e_g_h_i_j_2026-11-26_08-05-09_import-ratings.sqlite"),
        ("con", "_con_2026-11-26_08-05-09_import-ratings.sqlite"),
        ("LPT1.old", "_LPT1.old_2026-11-26_08-05-09_import-ratings.sqlite"),
        ("Židů sezóna ", "Židů_sezóna_2026-11-26_08-05-09_import-ratings.sqlite"),
    ],
)
def test_backup_names_are_safe_on_windows(stem, expected):
    # a database named on Linux, where a file's name may hold each of these characters (on Windows a
    # backslash in a path separates folders, so no file there has it in its name)
    name = files.backup_name(PurePosixPath(f"/x/{stem}.sqlite"), datetime(2026, 11, 26, 8, 5, 9), "import-ratings")  # type: ignore[arg-type]
    assert name == expected
    assert ":" not in name and files.made_at(Path(name)) == datetime(2026, 11, 26, 8, 5, 9)
    assert files.reason_of(Path(name)) == "import-ratings"


def test_retention_keeps_the_last_20():
    # 25 backups today, every 10 minutes from 08:00: the 5 oldest go (the day's newest is among the 20)
    times = [datetime(2026, 11, 26, 8, 0) + timedelta(minutes=10 * i) for i in range(25)]
    assert files.to_keep(times, NOW) == set(times[5:])


def test_retention_keeps_one_a_day_for_60_days():
    today = [datetime(2026, 11, 26, 8, 0) + timedelta(minutes=10 * i) for i in range(25)]
    daily = [datetime(2026, 11, 26, 9, 0) - timedelta(days=d) for d in range(1, 71)]  # 25 Nov back to 17 Sep
    early = datetime(2026, 11, 23, 7, 0)  # a second one on 23 Nov: the 09:00 one is that day's newest
    kept = files.to_keep(today + daily + [early], NOW)
    # today's newest 20; days 1..59 back (28 Sep..25 Nov): 59 more; days 60..70 back are gone
    assert kept == set(today[5:]) | set(daily[:59])
    assert len(kept) == 79 and early not in kept and datetime(2026, 9, 28, 9, 0) in kept and datetime(2026, 9, 27, 9, 0) not in kept


def test_a_backup_is_consistent_while_another_program_writes(demo_db, tmp_path: Path):
    path = Path(demo_db.target)
    writer = sqlite3.connect(path)  # an open transaction of another program, not committed
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE tournament SET name = 'half done'")
    backup = files.make_backup(path, "manual")
    writer.rollback()
    writer.close()
    assert backup.parent == tmp_path / "backups" and backup.name.endswith("_manual.sqlite")
    found = files.facts(backup)
    assert found.sound and found.schema is not None and found.tournaments == len(tournaments.list_tournaments(demo_db))
    with sqlite3.connect(backup) as conn:
        assert "half done" not in {name for (name,) in conn.execute("SELECT name FROM tournament")}
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # one file, no -wal beside it
    assert not list((tmp_path / "backups").glob("*.partial"))


def test_two_backups_in_one_second_get_two_names(demo_db):
    path = Path(demo_db.target)
    first = files.make_backup(path, "manual", now=NOW)
    second = files.make_backup(path, "manual", now=NOW)
    assert first != second and second.name == "arbiter_2026-11-26_12-00-00-2_manual.sqlite"
    assert files.made_at(second) == NOW


def test_prune_deletes_what_retention_leaves_out_and_stale_temporary_files(demo_db, tmp_path: Path):
    path = Path(demo_db.target)
    made = [files.make_backup(path, "auto", now=NOW - timedelta(minutes=m)) for m in range(22)]
    stale = tmp_path / "backups" / "arbiter_x.sqlite.partial"
    stale.write_bytes(b"half")
    old = (NOW - timedelta(hours=2)).timestamp()
    import os

    os.utime(stale, (old, old))
    gone = files.prune(path, NOW)
    assert set(gone) == {made[20], made[21], stale}
    assert files.backups_of(path) == list(reversed(made[:20]))


def test_restore_replaces_the_database_and_keeps_it_as_a_backup(demo_db):
    from arbiter_app.rules.model import Result
    from arbiter_app.services import results

    path = Path(demo_db.target)
    saved = backups.back_up(Path(demo_db.target))
    before = tournaments.load(demo_db, SKS_DEMO)
    game = next(g for g in before.games if g.result is Result.RUNNING)
    results.enter_result(demo_db, SKS_DEMO, game.white, game.black, Result.DRAW)
    other = Database(path, actor="clerk@office")  # another program has the database open meanwhile
    change = backups.restore(demo_db, saved)
    assert change.action == "restore" and saved.name in change.description
    assert tournaments.load(demo_db, SKS_DEMO) == before
    assert tournaments.load(other, SKS_DEMO) == before  # and sees the restored content
    other.close()
    kept = [b for b in files.backups_of(path) if files.reason_of(b) == "before-restore"]
    assert len(kept) == 1 and kept[0].name in change.description
    with sqlite3.connect(kept[0]) as conn:  # the replaced database, with its draw
        assert conn.execute("SELECT count(*) FROM audit WHERE action = 'result'").fetchone() == (1,)


def test_restore_refuses_what_is_not_a_sound_backup_of_ours(demo_db, tmp_path: Path):
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE t (x)")
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a database at all" * 100)
    newer = files.make_backup(Path(demo_db.target), "manual", tmp_path / "newer.sqlite")
    with sqlite3.connect(newer) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    truncated = files.make_backup(Path(demo_db.target), "manual", tmp_path / "truncated.sqlite")
    truncated.write_bytes(truncated.read_bytes()[: truncated.stat().st_size // 2])
    before = tournaments.list_tournaments(demo_db)
    for path, says in (
        (foreign, "not a database of this application"),
        (garbage, "damaged"),
        (newer, "newer version"),
        (truncated, "damaged"),
        (tmp_path / "missing.sqlite", "no such file"),
        (Path(demo_db.target), "the database itself"),
    ):
        with pytest.raises(DatabaseError, match=says) as refused:
            backups.restore(demo_db, path)
        assert str(path) in str(refused.value)
    assert tournaments.list_tournaments(demo_db) == before
    assert not [b for b in files.backups_of(Path(demo_db.target)) if files.reason_of(b) == "before-restore"]


def test_a_damaged_database_is_kept_as_it_was_and_replaced(demo_db, tmp_path: Path):
    path = Path(demo_db.target)
    saved = backups.back_up(path)
    demo_db.close()
    damaged = path.read_bytes()[:8192] + b"\xff" * 8192
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(damaged)
    text = backups.restore_file(path, saved)
    kept = [b for b in files.backups_of(path) if files.reason_of(b) == "damaged"]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged and str(kept[0]) in text
    reopened = Database(path)
    assert len(tournaments.load(reopened, SKS_DEMO).games) == 21
    reopened.close()


def test_an_older_backup_is_migrated_after_the_restore(demo_db, tmp_path: Path):
    from tests.storage.test_database import make_v1_database

    old = tmp_path / "v1.sqlite"
    make_v1_database(old)
    backups.restore(demo_db, old)
    assert len(tournaments.load(demo_db, SKS_DEMO).games) == 21
    assert [b for b in files.backups_of(Path(demo_db.target)) if files.reason_of(b) == "schema1"]


def test_two_databases_in_one_folder_keep_their_own_backups(demo_db):
    # the demo and a copy of it beside it: 22 backups of the copy leave the demo's one backup alone
    path = Path(demo_db.target)
    other = path.with_name("season 2026.sqlite")
    other.write_bytes(path.read_bytes())
    own = files.make_backup(path, "manual", now=NOW - timedelta(days=3))
    theirs = [files.make_backup(other, "auto", now=NOW - timedelta(minutes=m)) for m in range(22)]
    files.prune(other, NOW)
    assert files.backups_of(path) == [own] and own.is_file()
    assert files.backups_of(other) == list(reversed(theirs[:20]))
