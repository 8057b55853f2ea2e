"""The titles overview kept in the database (services.titles): never stale, computed once per change.

Every test compares the kept overview with norms.title_progress computed afresh on the same
database, after a change that moves the overview (so that a stale one would fail), and counts the
groups read to see what was computed again.
"""

import json
import os
import subprocess
import sys
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import text

from arbiter_app.rules.model import Result
from arbiter_app.services import norms, results, setup, titles, tournaments
from arbiter_app.services.ratings.list_import import import_rating_list
from arbiter_app.storage import reading
from tests.conftest import ICCF_DEMO, SKS_DEMO

ROOT = Path(__file__).resolve().parents[2]
HERE = dict(os.environ, PYTHONPATH=str(ROOT))
"""The children run this working tree's code."""


@pytest.fixture
def loaded(monkeypatch) -> list[str]:
    """The codes of the groups services.titles reads, in order."""
    codes: list[str] = []
    real = reading.load_tournament

    def counting(conn, code):
        codes.append(code)
        return real(conn, code)

    monkeypatch.setattr(reading, "load_tournament", counting)
    return codes


@pytest.fixture
def fresh(loaded):
    """norms.title_progress computed afresh, its reads not counted."""

    def compute(db):
        counted = len(loaded)
        overview = norms.title_progress(db)
        del loaded[counted:]
        return overview

    return compute


def _draw_all_running(db, code):
    for g in tournaments.load(db, code).games:
        if g.result is Result.RUNNING:
            results.enter_result(db, code, g.white, g.black, Result.DRAW, ended=date(2026, 2, 1))


SECOND = "CZE/Jubilee/M2"
"""A copy of ICCF_DEMO: its players make norms in two groups."""


def copy_group(db, code, new_code):
    data = tournaments.load(db, code)
    tournaments.store_tournament(db, replace(data, tournament=replace(data.tournament, code=new_code)))


def _first_running(db, code):
    return next(g for g in tournaments.load(db, code).games if g.result is Result.RUNNING)


def test_computed_once_then_read_as_kept(demo_db, loaded, fresh):
    first = titles.overview(demo_db)
    assert first == fresh(demo_db)
    assert sorted(loaded) == sorted(t.code for t in tournaments.list_tournaments(demo_db))
    loaded.clear()
    assert titles.overview(demo_db) == first
    assert loaded == []  # nothing computed again: nothing changed


def test_a_result_undo_and_redo_each_recompute_only_its_group(demo_db, loaded, fresh):
    titles.overview(demo_db)
    before = fresh(demo_db)
    _draw_all_running(demo_db, ICCF_DEMO)  # the group finishes: its norms become final
    loaded.clear()
    finished = titles.overview(demo_db)
    assert finished == fresh(demo_db) != before
    assert ICCF_DEMO in finished.finished
    assert loaded == [ICCF_DEMO]
    results.undo(demo_db)  # the last draw taken back: the group is running again
    loaded.clear()
    undone = titles.overview(demo_db)
    assert undone == fresh(demo_db) != finished
    assert ICCF_DEMO not in undone.finished and loaded == [ICCF_DEMO]
    results.redo(demo_db)
    loaded.clear()
    assert titles.overview(demo_db) == finished == fresh(demo_db)
    assert loaded == [ICCF_DEMO]


def test_a_rating_list_import_recomputes_every_group(demo_db, tmp_path: Path, loaded, fresh):
    """The register's current ratings enter each group's category [001 App. II 4a]: a list moves it."""
    kept = titles.overview(demo_db)
    novak = next(e for e in tournaments.load(demo_db, ICCF_DEMO).entries if e.name == "Novák, Jan")
    iccf = tmp_path / "iccf.csv"
    iccf.write_text(f"ICCF-id;Country;Title;Name;Games;Rating;FIDE ID\n{novak.player.id};CZE;IM;Novák, Jan;190;2990;310000\n", encoding="utf-8")
    import_rating_list(demo_db, iccf, "iccf")
    loaded.clear()
    after = titles.overview(demo_db)
    assert after == fresh(demo_db) != kept
    assert ICCF_DEMO in loaded and len(loaded) >= 4  # every group again
    results.undo(demo_db)
    assert titles.overview(demo_db) == fresh(demo_db) == kept


def test_a_group_deleted_and_one_stored_anew(demo_db, loaded, fresh):
    titles.overview(demo_db)
    data = tournaments.load(demo_db, ICCF_DEMO)
    setup.delete_tournament(demo_db, ICCF_DEMO)
    gone = titles.overview(demo_db)
    assert gone == fresh(demo_db) and not any(r.tournament == ICCF_DEMO for p in gone.players for r in p.provisional)
    tournaments.store_tournament(demo_db, data)
    loaded.clear()
    back = titles.overview(demo_db)
    assert back == fresh(demo_db) != gone and loaded == [ICCF_DEMO]


def test_a_second_process_reads_what_the_first_kept_and_sees_its_changes(demo_db, tmp_path: Path, fresh):
    script = tmp_path / "titles_child.py"
    script.write_text(
        "import sys\n"
        "from arbiter_app.services import titles\n"
        "from arbiter_app.services.database import Database\n"
        "from arbiter_app.storage import reading\n"
        "loaded = []\n"
        "real = reading.load_tournament\n"
        "reading.load_tournament = lambda conn, code: loaded.append(code) or real(conn, code)\n"
        "overview = titles.overview(Database(sys.argv[1]))\n"
        "print(len(loaded), ','.join(overview.finished))\n",
        encoding="utf-8",
    )

    def child() -> tuple[int, str]:
        done = subprocess.run([sys.executable, str(script), demo_db.target], capture_output=True, text=True, cwd=ROOT, check=True, env=HERE)
        count, finished = done.stdout.split(" ")
        return int(count), finished.strip()

    titles.overview(demo_db)
    assert child() == (0, "")  # kept by this process, read by the other: nothing computed
    _draw_all_running(demo_db, ICCF_DEMO)
    assert child() == (1, ICCF_DEMO)  # this process's change seen there, one group computed
    # and a change made by another program is seen here (the command line enters a result)
    game = _first_running(demo_db, SKS_DEMO)
    subprocess.run(
        [sys.executable, "-m", "arbiter_app", "--db", demo_db.target, "result", SKS_DEMO, str(game.white), str(game.black), "1-0"],
        capture_output=True, cwd=ROOT, check=True, env=HERE,
    )
    assert titles.overview(demo_db) == fresh(demo_db)


def _kept_head(db, value: str) -> None:
    with db.engine.begin() as conn:
        conn.execute(text("UPDATE meta SET value = :v WHERE key = 'cache.titles'"), {"v": value})


def test_a_damaged_or_older_kept_overview_is_computed_again(demo_db, loaded, fresh):
    fresh = titles.overview(demo_db)
    page = titles.first_page(demo_db)
    for damaged in ("{not json", json.dumps({"format": titles.FORMAT - 1}), json.dumps({"format": titles.FORMAT, "version": "0"})):
        _kept_head(demo_db, damaged)
        loaded.clear()
        assert titles.first_page(demo_db) == page and len(loaded) >= 4
        assert titles.overview(demo_db) == fresh
    for table, damaged in (("titles_player", "[1, 2"), ("titles_award", '{"x": 1}')):
        with demo_db.engine.begin() as conn:  # one kept row that does not read back
            conn.execute(text(f"UPDATE {table} SET value = :v WHERE rowid = (SELECT min(rowid) FROM {table})"), {"v": damaged})
        loaded.clear()
        assert titles.overview(demo_db) == fresh and len(loaded) >= 4
        assert titles.first_page(demo_db).totals["players"] == len(fresh.players)


def test_a_damaged_norm_kept_of_another_group_is_computed_again(demo_db, loaded, fresh):
    """A player's other norms are read from the rows kept when a change touches him: one that does not
    read back makes everything computed afresh."""
    copy_group(demo_db, ICCF_DEMO, SECOND)
    titles.overview(demo_db)
    with demo_db.engine.begin() as conn:
        assert conn.execute(text("UPDATE titles_record SET value = '[]' WHERE tournament = :t"), {"t": SECOND}).rowcount > 0
    _draw_all_running(demo_db, ICCF_DEMO)
    loaded.clear()
    assert titles.overview(demo_db) == fresh(demo_db) and len(loaded) >= 5


def test_the_titles_command_uses_the_kept_overview(demo_db, loaded, fresh, capsys):
    from arbiter_app.cli.main import main

    assert main(["--db", demo_db.target, "titles", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    loaded.clear()
    assert main(["--db", demo_db.target, "titles", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first and loaded == []


def test_the_first_page_kept_apart_shows_the_changed_group_first(demo_db, loaded, fresh):
    page = titles.first_page(demo_db, size=2)
    whole = fresh(demo_db)
    assert page.overview.players == whole.players[:2] and page.totals["players"] == len(whole.players) == 5
    assert page.overview.mks == whole.mks[:2] and page.totals["mks"] == len(whole.mks)
    assert page.changed == () and page.changed_players == ()  # computed whole: nothing "changed"
    loaded.clear()
    assert titles.first_page(demo_db, size=2) == page and loaded == []  # read as kept
    _draw_all_running(demo_db, ICCF_DEMO)
    page = titles.first_page(demo_db)
    whole = fresh(demo_db)
    assert page.changed == (ICCF_DEMO,)
    assert page.changed_players == tuple(p for p in whole.players if any(r.tournament == ICCF_DEMO for r in p.norms))
    assert len(page.changed_players) == 12 and page.overview == whole  # the demo's lists fit on a page
    loaded.clear()
    assert titles.first_page(demo_db) == page and loaded == []


def test_titles_text_prints_a_page_then_says_how_many_more(demo_db, capsys):
    from arbiter_app.cli.main import main

    titles.overview(demo_db)  # kept before the change: the change is computed alone
    _draw_all_running(demo_db, ICCF_DEMO)
    titles.PAGE, page = 3, titles.PAGE
    try:
        assert main(["--db", demo_db.target, "titles"]) == 0
    finally:
        titles.PAGE = page
    out = capsys.readouterr().out
    assert out.startswith(f"Players of the groups changed last ({ICCF_DEMO})")
    assert "… 3 of 12 shown (titles --all lists every one)" in out
    assert main(["--db", demo_db.target, "titles", "--all"]) == 0
    whole = capsys.readouterr().out
    assert "shown (titles --all" not in whole and all(p.player.name in whole for p in norms.title_progress(demo_db).players)
