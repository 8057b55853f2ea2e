"""The rating preview columns beside the standings and the Rating period dialog, on the demo file."""

from PySide6.QtCore import QDate, Qt

from arbiter_app.gui.ratings.columns import RatingColumns, RatingPeriodDialog
from arbiter_app.services import players
from tests.gui.windows import open_window
from tests.conftest import ICCF_DEMO

PREVIEW_HEADERS = ["Rtg", "Expected", "Δ so far", "New rating", "Δ if drawn"]


def rating_columns(window) -> RatingColumns:
    return next(f.__self__ for f in window.menu_installers if isinstance(getattr(f, "__self__", None), RatingColumns))


def headers(model):
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def row_cells(model, no):
    row = next(r for r in range(model.rowCount()) if model.row_object(r).no == no)
    return [model.index(row, c).data() for c in range(model.columnCount())]


def test_preview_columns_switch_on_and_off_and_show_the_numbers(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    model = window.standings.model_
    plain = headers(model)
    assert not set(PREVIEW_HEADERS[1:]) & set(plain)
    action = rating_columns(window).toggle_action
    assert action in window.toolbar.actions() and action in window.tournament_menu.actions()
    action.trigger()
    assert headers(model) == plain + PREVIEW_HEADERS
    # Müller (No. 9), hand-checked in tests/services/test_ratings_service.py
    assert row_cells(model, 9)[-5:] == ["2540", "4.05", "−5.5", "2535", "−18.5"]
    assert row_cells(model, 8)[-5] == "2356 P"  # Ďurica: fewer than 30 games, provisional formula
    tip = model.headerData(len(plain), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "ICCF rating system" in tip
    window.show()
    window.grab().save(str(tmp_path / "rating_preview.png"))
    window.switch_language("cs")  # menus are rebuilt: the columns stay on
    assert rating_columns(window).toggle_action.isChecked()
    assert headers(model)[-5:] == ["Rtg", "Očekáváno", "Δ dosud", "Nový rating", "Δ při remízách"]
    window.switch_language("en")
    rating_columns(window).toggle_action.trigger()
    assert headers(model) == plain


def test_rating_period_dialog_computes_applies_and_undo_restores(qtbot, qapp, demo_db, tmp_path, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    before = players.players(demo_db)
    dialog = RatingPeriodDialog(window)
    qtbot.addWidget(dialog)
    dialog.date_from.setDate(QDate(2026, 1, 1))
    dialog.date_to.setDate(QDate(2025, 12, 31))
    dialog.compute()
    assert len(errors) == 1 and "after it ends" in errors[0]
    assert dialog.model_.rowCount() == 0 and not dialog.apply_button.isEnabled()
    dialog.date_from.setDate(QDate(2025, 9, 1))
    dialog.compute()
    rows = [dialog.model_.row_object(r) for r in range(dialog.model_.rowCount())]
    line = [dialog.model_.index([r.id for r in rows].index("180412"), c).data() for c in range(dialog.model_.columnCount())]
    assert line[:9] == ["180412", "Novák, Jan", "CZE", "2412", "2406", "−6", "5", "192", "fixed"]
    assert dialog.apply_button.isEnabled()
    dialog.show()
    dialog.grab().save(str(tmp_path / "rating_period.png"))
    dialog.apply_button.click()
    assert next(p for p in players.players(demo_db) if p.id == "180412").rating == 2406
    assert "players updated" in window.statusBar().currentMessage()
    window.undo_action.trigger()
    assert players.players(demo_db) == before
    assert len(errors) == 1  # the refused period only
