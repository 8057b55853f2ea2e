"""The titles overview kept as rows (schema 11, storage.titles_rows): an older database is migrated
and gets them at the first `titles`, they follow every change on SQLite and PostgreSQL, a backup
carries them (or, older, has them computed afresh), and the first page reads a page of them."""

import sqlite3
from pathlib import Path

import pytest

from sqlalchemy import text

from arbiter_app.services import backups, norms, results, titles
from arbiter_app.services.database import Database
from arbiter_app.storage import derived_cache
from arbiter_app.storage.database import SCHEMA_VERSION
from arbiter_app.storage.titles_rows import TABLES
from tests.conftest import ICCF_DEMO
from tests.services.test_titles_cache import SECOND, _draw_all_running, copy_group


def kept_rows(db: Database) -> dict[str, int]:
    with db.engine.connect() as conn:
        return {name: int(conn.execute(text(f"SELECT count(*) FROM {name}")).scalar_one()) for name in TABLES}


def assert_kept_as_computed(db: Database) -> norms.TitlesOverview:
    """The overview read from the rows is the one computed afresh, and the rows are the overview's."""
    whole = titles.overview(db)
    assert whole == norms.title_progress(db)
    rows = kept_rows(db)
    assert rows["titles_player"] == len(whole.players)
    assert rows["titles_award"] == len(whole.direct) + len(whole.qualifications) + len(whole.mks)
    assert rows["titles_record"] == sum(len(p.norms) + len(p.provisional) for p in whole.players)
    page = titles.first_page(db, size=2)
    assert page.overview.players == whole.players[:2] and page.overview.mks == whole.mks[:2]
    assert page.overview.finished == whole.finished and page.totals["players"] == len(whole.players)
    return whole


def make_schema_10(db: Database) -> None:
    """The database as schema 10 had it: no rows of the titles, the overview kept whole in meta."""
    with db.engine.begin() as conn:
        for name in TABLES:
            conn.execute(text(f"DROP TABLE {name}"))
        conn.execute(text("DELETE FROM meta WHERE key = 'cache.titles'"))
        conn.execute(text("INSERT INTO meta (key, value) VALUES ('cache.titles', '{\"format\": 1}')"))
        conn.execute(text("UPDATE meta SET value = '10' WHERE key = 'schema_version'"))


def test_a_schema_10_database_is_migrated_and_gets_its_rows_at_the_first_titles(any_demo_db):
    make_schema_10(any_demo_db)
    target = any_demo_db.target
    any_demo_db.close()
    db = Database(target)
    try:
        with db.engine.connect() as conn:
            assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar() == str(SCHEMA_VERSION) == "12"
            assert conn.execute(text("SELECT count(*) FROM meta WHERE key LIKE 'cache.%'")).scalar() == 0
        assert sum(kept_rows(db).values()) == 0  # computed at the first `titles`, not at the opening
        assert_kept_as_computed(db)
        _draw_all_running(db, ICCF_DEMO)
        assert_kept_as_computed(db)
    finally:
        db.close()
    if isinstance(target, Path):
        assert len(list((target.parent / "backups").glob(f"{target.stem}_*_schema10.sqlite"))) == 1


def test_the_rows_follow_results_in_two_groups_and_their_undo(any_demo_db):
    """A player's progress counts his norms of every group: the rows of the group not changed are read
    back for it (on PostgreSQL as on SQLite)."""
    db = any_demo_db
    copy_group(db, ICCF_DEMO, SECOND)
    first = assert_kept_as_computed(db)
    _draw_all_running(db, SECOND)
    second = assert_kept_as_computed(db)
    _draw_all_running(db, ICCF_DEMO)
    both = assert_kept_as_computed(db)
    assert first != second != both and both.finished == (ICCF_DEMO, SECOND)
    assert any({r.tournament for r in p.norms} == {ICCF_DEMO, SECOND} for p in both.players)  # norms of both groups
    page = titles.first_page(db)
    assert page.changed == (ICCF_DEMO,) and page.changed_players and all(
        any(r.tournament == ICCF_DEMO for r in p.norms) for p in page.changed_players
    )
    results.undo(db)
    assert assert_kept_as_computed(db) != both


def test_a_backup_carries_its_rows_and_an_older_one_gets_them_afresh(demo_db, tmp_path: Path):
    before = assert_kept_as_computed(demo_db)
    backup = tmp_path / "before.sqlite"
    with sqlite3.connect(demo_db.target) as source, sqlite3.connect(backup) as copy:
        source.backup(copy)
    _draw_all_running(demo_db, ICCF_DEMO)
    assert assert_kept_as_computed(demo_db) != before
    backups.restore(demo_db, backup)
    assert kept_rows(demo_db)["titles_player"] == len(before.players)  # the backup's rows came with it
    assert assert_kept_as_computed(demo_db) == before
    _draw_all_running(demo_db, ICCF_DEMO)  # a change after the restore: its group computed again
    assert_kept_as_computed(demo_db)
    older = Database(backup)
    make_schema_10(older)
    older.close()
    backups.restore(demo_db, backup)
    assert sum(kept_rows(demo_db).values()) == 0
    assert assert_kept_as_computed(demo_db) == before


def test_the_first_page_after_a_change_reads_a_page_of_lines(demo_db, monkeypatch):
    titles.overview(demo_db)
    _draw_all_running(demo_db, ICCF_DEMO)
    read: list[str] = []
    real = titles.player_titles
    monkeypatch.setattr(titles, "player_titles", lambda value: read.append(value) or real(value))
    page = titles.first_page(demo_db, size=1)
    whole = norms.title_progress(demo_db)
    assert page.overview.players == whole.players[:1] and page.changed_players == whole.players[:1]
    assert len(read) == 2 and len(whole.players) == 12  # a line of each list read, not the twelve


def test_rows_computed_from_an_older_stamp_are_not_written(demo_db):
    titles.overview(demo_db)
    with demo_db.engine.connect() as conn:
        kept = derived_cache.read(conn, titles.NAME)
    written: list[bool] = []
    assert not derived_cache.replace(demo_db, titles.NAME, "{}", was="an older stamp", rows=lambda conn: written.append(True))
    with demo_db.engine.connect() as conn:
        assert derived_cache.read(conn, titles.NAME) == kept and written == []


def test_rows_kept_by_another_program_meanwhile_are_read_not_computed_afresh(demo_db, monkeypatch):
    """Two programs bring the rows up to date at once: the one that finds them kept by the other reads
    them (its own, computed from the older stamp, are not written)."""
    titles.overview(demo_db)
    _draw_all_running(demo_db, ICCF_DEMO)
    expected = norms.title_progress(demo_db)
    other = Database(demo_db.target, actor="another program")
    real = derived_cache.replace
    tries: list[str] = []

    def other_first(db, name, value, **kwargs):
        if db is other:
            return real(db, name, value, **kwargs)
        if not tries:
            titles.overview(other)  # the other program keeps the rows first
        tries.append(value)
        return real(db, name, value, **kwargs)

    monkeypatch.setattr(derived_cache, "replace", other_first)
    monkeypatch.setattr(titles, "title_progress", lambda db: pytest.fail("computed afresh"))
    try:
        assert titles.first_page(demo_db).overview.players == expected.players[: titles.PAGE]
        assert titles.overview(demo_db) == expected and len(tries) == 1  # its rows refused, the other's read
    finally:
        other.close()


def test_a_damaged_row_on_the_page_after_a_change_has_everything_computed_afresh(demo_db):
    titles.overview(demo_db)
    with demo_db.engine.begin() as conn:  # an MKŠ candidacy by ICCF title: on the page, not rewritten by a result
        assert conn.execute(text("UPDATE titles_award SET value = '[1]' WHERE block = 1 AND seq = 0")).rowcount == 1
    _draw_all_running(demo_db, ICCF_DEMO)
    page = titles.first_page(demo_db)
    whole = assert_kept_as_computed(demo_db)
    assert page.overview.mks == whole.mks[: titles.PAGE] and page.changed == ()  # computed whole
