"""A backup before every bulk action (issue 22, item 5): each import and the application of a
rating period first back up the database as it was; nothing new since the last backup, no new one."""

import json
from datetime import date
from pathlib import Path

from arbiter_app.services import pgn_games, tournaments
from arbiter_app.services.go import egd as go_egd
from arbiter_app.services.ratings import period
from arbiter_app.services.ratings.list_import import import_rating_list
from arbiter_app.storage import backups as files
from benchmarks.rating_list_files import generated_players, write_txt
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.formats.test_pgn import group_pgn


def reasons(db) -> list[str]:
    return [files.reason_of(p) for p in files.backups_of(Path(db.target))]


def audit_count(path: Path) -> int:
    import sqlite3

    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM audit").fetchone()[0]


def test_every_bulk_action_backs_up_first(demo_db, tmp_path: Path):
    exchange = tmp_path / "sks.json"
    exchange.write_text(json.dumps(tournaments.export_json(demo_db, SKS_DEMO)).replace(SKS_DEMO, "CZE/SF/2026-C"), encoding="utf-8")
    before = audit_count(Path(demo_db.target))
    tournaments.import_json(demo_db, exchange)
    assert reasons(demo_db) == ["import"]
    assert audit_count(files.backups_of(Path(demo_db.target))[0]) == before  # the database before the import

    rating_list = tmp_path / "list.txt"
    write_txt(rating_list, list(generated_players(50, seed=4)))
    import_rating_list(demo_db, rating_list)
    pgn = tmp_path / "group.pgn"
    pgn.write_text(group_pgn(demo_db, ICCF_DEMO, conflict_pair=None, reversed_name_of=None)[0], encoding="utf-8")
    pgn_games.apply_pgn(demo_db, pgn_games.preview_pgn(demo_db, ICCF_DEMO, pgn))
    period.apply_rating_list(demo_db, date(2025, 9, 1), date(2025, 12, 31))
    assert reasons(demo_db) == ["import", "import-ratings", "import-pgn", "rating-period"]


def test_no_second_backup_of_the_same_changes(empty_db, tmp_path: Path):
    from arbiter_app.services.database import Database
    from tests.formats.test_egd import finished_swiss

    source = Database(tmp_path / "source.sqlite")
    table = tmp_path / "event.h"
    table.write_text(go_egd.egd_table(source, finished_swiss(source)), encoding="ascii")
    source.close()
    go_egd.import_egd_players(empty_db, table)
    assert reasons(empty_db) == ["import-egd"]
    go_egd.import_egd_players(empty_db, table)  # backs up the 8 players the first one added
    go_egd.import_egd_players(empty_db, table)  # the second added nothing: its backup holds all
    assert reasons(empty_db) == ["import-egd", "import-egd"]
