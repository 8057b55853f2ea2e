"""The exchange dialogs on a real database: Import games (preview, a ticked conflict, one undoable
store), Import rating list (progress, summary, Cancel stores nothing), Export for upload (the files
named from the event code, opened and read)."""

import multiprocessing
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from arbiter_app.gui.pgn_import_dialog import open_pgn_import
from arbiter_app.gui.ratings.list_import import import_rating_list_with_progress
from arbiter_app.gui.upload_export_dialog import open_upload_export
from arbiter_app.rules.model import Result
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.ratings import list_batches
from benchmarks.rating_list_files import generated_players, write_txt
from tests.conftest import ICCF_DEMO
from tests.formats.test_pgn import group_pgn
from tests.gui.windows import open_window


def file_action(window, key):
    return next(a for a in window.file_menu.actions() if a.objectName() == key)


def test_file_menu_has_the_three_actions_in_both_languages(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    texts = [file_action(window, k).text() for k in ("exchange.action.import_pgn", "exchange.action.import_ratings", "exchange.action.export_upload")]
    assert texts == ["Import games (PGN)…", "Import rating list…", "Export for upload…"]
    window.switch_language("cs")
    assert file_action(window, "exchange.action.export_upload").text() == "Export k odeslání…"
    window.switch_language("en")


def test_import_games_preview_tick_a_conflict_and_store(qtbot, qapp, demo_db, tmp_path: Path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    decided = [g for g in data.games if g.result is Result.WHITE_WIN and g.flag is None][:2]
    text, expected = group_pgn(demo_db, ICCF_DEMO, conflict_pair=(decided[0].white, decided[0].black), reversed_name_of=None)
    # a second conflict, left unticked
    text = text.replace(f'[White "{data.entry(decided[1].white).name}"]\n[Black "{data.entry(decided[1].black).name}"]\n[Result "1-0"]',
                        f'[White "{data.entry(decided[1].white).name}"]\n[Black "{data.entry(decided[1].black).name}"]\n[Result "0-1"]')
    path = tmp_path / "games.pgn"
    path.write_text(text, encoding="utf-8")
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = open_pgn_import(window, str(path))
    assert dialog.model.rowCount() == len(data.games)
    assert dialog.conflicts.count() >= 1
    dialog.conflicts.item(0).setCheckState(dialog.conflicts.item(0).checkState().Checked)
    first_key = dialog.overwrite().pop()
    dialog.apply_button.click()
    assert not dialog.isVisible()
    after = {(g.white, g.black, g.round or 1): g for g in tournaments.load(demo_db, ICCF_DEMO).games}
    assert after[first_key].result is expected[first_key[:2]][0]
    results.undo(demo_db)
    assert tournaments.load(demo_db, ICCF_DEMO) == data


def test_import_rating_list_with_progress_and_summary(qtbot, qapp, empty_db, tmp_path: Path, reading):
    path = tmp_path / "players.txt"
    write_txt(path, generated_players(500))
    window = _window(qtbot, qapp, empty_db)
    result = import_rating_list_with_progress(window, str(path))
    assert result is not None and result.added == 500 and players.count(empty_db) == 500
    assert "500 players added" in window.rating_summary.text()
    assert window.rating_progress.value() in (-1, 1000)


def test_cancel_stores_nothing(qtbot, qapp, empty_db, tmp_path: Path, monkeypatch, reading):
    monkeypatch.setattr(list_batches, "CHUNK", 50)
    path = tmp_path / "players.txt"
    write_txt(path, generated_players(1000))
    window = _window(qtbot, qapp, empty_db)
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    QTimer.singleShot(0, lambda: window.rating_progress.cancel())
    assert import_rating_list_with_progress(window, str(path)) is None
    assert errors == ["players.txt: import cancelled; nothing was stored"] and players.count(empty_db) == 0
    assert multiprocessing.active_children() == []


def test_export_for_upload_writes_the_named_files(qtbot, qapp, demo_db, tmp_path: Path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = open_upload_export(window)
    folder = tmp_path / "upload"
    folder.mkdir()
    dialog.folder.setText(str(folder))
    dialog.trf_version.setCurrentText("2026")
    dialog.separator.setCurrentIndex(1)
    assert dialog.names.text().splitlines() == ["CZE_Jubilee_M1.trf", "CZE_Jubilee_M1-crosstable.csv", "CZE_Jubilee_M1-standings.csv", "CZE_Jubilee_M1.pgn"]
    dialog.boxes["json"].setChecked(True)
    dialog.export()
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["CZE_Jubilee_M1-crosstable.csv", "CZE_Jubilee_M1-standings.csv", "CZE_Jubilee_M1.json", "CZE_Jubilee_M1.pgn", "CZE_Jubilee_M1.trf"]
    assert (folder / "CZE_Jubilee_M1.trf").read_text(encoding="utf-8").startswith("### TRF26")
    assert ";" in (folder / "CZE_Jubilee_M1-standings.csv").read_text(encoding="utf-8-sig").splitlines()[0]
    assert "Šťastný, Petr" in (folder / "CZE_Jubilee_M1.pgn").read_text(encoding="utf-8")


def _window(qtbot, qapp, db):
    from arbiter_app.gui.app import install_fonts
    from arbiter_app.gui.main_window import MainWindow

    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    return window
