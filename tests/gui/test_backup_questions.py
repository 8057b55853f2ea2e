"""The window's questions of issue 34: restoring another database's backup says so before anything
is replaced, and a 0-byte file is named as empty, becoming a new database only after a yes. In
English and Czech; screenshots of the questions go to /tmp/issue34-*.png."""

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from arbiter_app.gui.backup_actions import RestoreDialog
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.storage import backups as files
from tests.conftest import SKS_DEMO
from tests.gui.windows import open_window


def test_restoring_another_databases_backup_asks_naming_it(qtbot, qapp, demo_db, lang, modal_answers, tmp_path: Path):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    club = tmp_path / "Klub Židů" / "klub.sqlite"
    club.parent.mkdir()
    other = Database(club)
    fill_demo(other)
    other.close()
    foreign = files.make_backup(club, "manual")
    dialog = RestoreDialog(window)
    qtbot.addWidget(dialog)
    modal_answers.next(QMessageBox.StandardButton.Cancel, f"/tmp/issue34-other-backup-{lang}.png")
    dialog.restore(foreign)
    question = modal_answers.seen[0]
    assert foreign.name in question and str(foreign.parent) in question and demo_db.target in question
    assert ("is not one of the backups of the database" if lang == "en" else "není záloha databáze") in question
    assert files.backups_of(Path(demo_db.target)) == []  # nothing kept, nothing replaced


def test_an_empty_file_is_named_and_made_a_database_only_after_yes(qtbot, qapp, demo_db, lang, modal_answers, tmp_path: Path):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    empty = tmp_path / "Sezóna Šťastných.sqlite"
    empty.write_bytes(b"")
    modal_answers.next(QMessageBox.StandardButton.No, f"/tmp/issue34-empty-{lang}.png")
    window.open_path(str(empty))
    assert str(empty) in modal_answers.seen[0] and ("0 bytes" if lang == "en" else "0 bajtů") in modal_answers.seen[0]
    assert empty.stat().st_size == 0 and window.db.target == demo_db.target
    modal_answers.next(QMessageBox.StandardButton.Yes)
    window.open_path(str(empty))
    assert empty.stat().st_size > 0 and window.db.target == str(empty) and window.tournament_list.count() == 0
