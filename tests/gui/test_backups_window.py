"""The window's backups and large undos (issue 22, items 1 and 5): File → Back up now… and Restore
from backup… (the window reloads), the automatic backups (when the window closes, after work once
the newest backup is 30 minutes old), and the question before an undo that deletes a tournament or
thousands of players. Screenshots of each dialog in English and Czech go to /tmp/backups-*.png."""

from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from arbiter_app.gui.backup_actions import RestoreDialog
from arbiter_app.rules.model import Result, Tournament
from arbiter_app.services import backups, players, results, setup, tournaments
from arbiter_app.services.ratings.list_import import import_rating_list
from arbiter_app.storage import backups as files
from benchmarks.rating_list_files import generated_players, write_txt
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import open_window


def file_action(window, key: str):
    return next(a for a in window.file_menu.actions() if a.objectName() == key)


def test_back_up_now_and_restore_reload_the_window(qtbot, qapp, demo_db, lang, modal_answers):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    file_action(window, "backup.gui.back_up_now").trigger()
    made = window.findChild(QMessageBox, "backup.made")
    assert made is not None and made.isVisible()
    saved = files.backups_of(Path(demo_db.target))
    assert len(saved) == 1 and saved[0].name in made.text() and str(saved[0].parent) in made.text()
    made.grab().save(f"/tmp/backups-made-{lang}.png")
    made.close()

    setup.delete_tournament(demo_db, SKS_DEMO)
    window.reload_tournaments()
    assert window.tournament_list.count() == 3
    file_action(window, "backup.gui.restore").trigger()
    dialog = window.findChild(RestoreDialog)
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 2).text() == "4"
    assert dialog.table.item(0, 3).text() == saved[0].name
    dialog.grab().save(f"/tmp/backups-restore-{lang}.png")
    modal_answers.next(QMessageBox.StandardButton.Yes, f"/tmp/backups-confirm-{lang}.png")
    dialog.restore_button.click()
    seen = modal_answers.seen
    assert len(seen) == 1 and saved[0].name in seen[0] and demo_db.target in seen[0]
    assert window.tournament_list.count() == 4  # reloaded: the deleted tournament is back
    assert len(tournaments.load(window.db, SKS_DEMO).games) == 21
    assert [files.reason_of(p) for p in files.backups_of(Path(demo_db.target))] == ["manual", "before-restore"]


def test_a_cancelled_restore_changes_nothing(qtbot, qapp, demo_db, modal_answers):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    saved = backups.back_up(Path(demo_db.target))
    setup.delete_tournament(demo_db, SKS_DEMO)
    dialog = RestoreDialog(window)
    qtbot.addWidget(dialog)
    modal_answers.next(QMessageBox.StandardButton.Cancel)
    dialog.restore(saved)
    seen = modal_answers.seen
    assert seen and len(tournaments.list_tournaments(demo_db)) == 3
    assert [files.reason_of(p) for p in files.backups_of(Path(demo_db.target))] == ["manual"]


def test_the_window_backs_up_when_it_closes_and_after_30_minutes_of_work(qtbot, qapp, demo_db, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    db_file = Path(demo_db.target)
    game = next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING)
    window.perform(lambda: results.enter_result(window.db, SKS_DEMO, game.white, game.black, Result.DRAW))
    first = files.backups_of(db_file)
    assert [files.reason_of(p) for p in first] == ["auto"]  # none yet: the first change makes one
    window.perform(lambda: results.undo(window.db))
    assert files.backups_of(db_file) == first  # the newest is not 30 minutes old
    later = datetime.now() + timedelta(minutes=31)
    monkeypatch.setattr(backups, "datetime", type("Clock", (), {"now": staticmethod(lambda: later)}))
    window.perform(lambda: results.redo(window.db))
    assert [files.reason_of(p) for p in files.backups_of(db_file)] == ["auto", "auto"]
    monkeypatch.undo()  # back to the real clock: the newest backup is fresh again
    window.perform(lambda: results.undo(window.db))  # a change the newest backup does not hold
    window.close()
    assert [files.reason_of(p) for p in files.backups_of(db_file)] == ["auto", "auto", "closed"]


def test_closing_without_a_change_since_the_last_backup_makes_none(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    backups.back_up(Path(demo_db.target))
    window.close()
    assert [files.reason_of(p) for p in files.backups_of(Path(demo_db.target))] == ["manual"]


def test_an_undo_that_deletes_thousands_of_players_asks_first(qtbot, qapp, empty_db, tmp_path: Path, lang, modal_answers):
    path = tmp_path / "Židů list.txt"
    write_txt(path, list(generated_players(3000, seed=2)))
    from arbiter_app.gui.app import install_fonts
    from arbiter_app.gui.main_window import MainWindow

    install_fonts(qapp)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    window.perform(lambda: import_rating_list(window.db, path).changes)
    seen = modal_answers.seen
    modal_answers.next(QMessageBox.StandardButton.Cancel, f"/tmp/backups-ask-undo-{lang}.png")
    window.undo()
    label = {"en": "Undo import of a rating list from Židů list.txt (", "cs": "Vrátit import listiny ratingů ze souboru Židů list.txt ("}[lang]
    assert len(seen) == 1 and seen[0].startswith(label) and "3000" in seen[0]
    assert players.count(empty_db) == 3000  # cancelled: nothing undone
    modal_answers.next(QMessageBox.StandardButton.Yes)
    window.undo()
    assert players.count(empty_db) == 0


def test_an_undo_that_deletes_a_tournament_names_it(qtbot, qapp, demo_db, lang, modal_answers):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    ids = [e.player.id for e in tournaments.load(demo_db, ICCF_DEMO).entries[:4]]
    window.perform(lambda: setup.create_tournament(window.db, Tournament(code="CZE/T9/2026", name="Liga Mrkvička", start_date=date(2025, 9, 1)), ids))
    seen = modal_answers.seen
    modal_answers.next(QMessageBox.StandardButton.Yes, f"/tmp/backups-ask-tournament-{lang}.png")
    window.undo()
    assert len(seen) == 1 and "CZE/T9/2026 (Liga Mrkvička)" in seen[0]
    assert "CZE/T9/2026" not in {t.code for t in tournaments.list_tournaments(demo_db)}
    window.perform(lambda: results.enter_result(window.db, SKS_DEMO, *next((g.white, g.black) for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING), Result.DRAW))
    window.undo()  # a small undo: no question (an unexpected one fails the test)
    assert len(seen) == 1


def test_restoring_a_backup_without_the_tournament_shown_shows_another(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    setup.delete_tournament(demo_db, SKS_DEMO)
    saved = backups.back_up(Path(demo_db.target))  # a backup without the tournament shown
    results.undo(demo_db)
    window.reload_tournaments()
    assert window.code == SKS_DEMO
    dialog = RestoreDialog(window)
    qtbot.addWidget(dialog)
    dialog.restore(saved, ask=False)
    assert window.tournament_list.count() == 3 and window.code not in (None, SKS_DEMO)
    assert window.data is not None and window.data.tournament.code == window.code


def test_a_failed_automatic_backup_is_said_and_the_work_goes_on(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    (Path(demo_db.target).parent / "backups").write_text("a file where the folder should be")
    game = next(g for g in tournaments.load(demo_db, SKS_DEMO).games if g.result is Result.RUNNING)
    window.perform(lambda: results.enter_result(window.db, SKS_DEMO, game.white, game.black, Result.DRAW))
    assert window.statusBar().currentMessage().startswith("Automatic backup failed: ")
    assert next(g for g in tournaments.load(demo_db, SKS_DEMO).games if (g.white, g.black) == (game.white, game.black)).result is Result.DRAW
