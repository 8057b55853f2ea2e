"""The Adjudications window (Running event ▸ Adjudications) [000 §7.3a]: a case from the crosstable's
selected game to the decision, each step through the window's perform (Undo takes it back, the
crosstable shows the A), the letters previewed and saved as PDF, in both interface languages."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate

from arbiter_app.gui.pdf_preview import PdfPreviewDialog
from arbiter_app.gui.running.adjudication_forms import AnalysisForm, DecideForm, SetForm
from arbiter_app.gui.running.adjudications_view import AdjudicationsWindow, open_adjudications
from arbiter_app.rules.model import Result
from arbiter_app.services import setup, tournaments
from arbiter_app.services.running import adjudications
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import open_window
from tests.pdf_reading import pdf_text


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def select_cell(window, white: int, black: int) -> None:
    """The crosstable's cell of White's row in Black's column."""
    view = window.crosstable
    row = next(i for i, line in enumerate(view.table.lines) if line.no == white)
    column = view.first_cell_column + [opponent for opponent, _cycle in view.table.columns].index(black)
    view.setCurrentIndex(view.model().index(row, column))


def cell_text(window, white: int, black: int) -> str:
    view = window.crosstable
    row = next(i for i, line in enumerate(view.table.lines) if line.no == white)
    column = view.first_cell_column + [opponent for opponent, _cycle in view.table.columns].index(black)
    return view.model().data(view.model().index(row, column))


def game_of(db, white, black):
    return next(g for g in tournaments.load(db, SKS_DEMO).games if (g.white, g.black) == (white, black))


def test_a_case_from_the_crosstable_to_the_decision(qtbot, qapp, demo_db, lang, tmp_path):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    select_cell(window, 3, 6)
    assert window.crosstable.current_game() == (3, 6, 1)
    dialog = open_adjudications(window)
    assert open_adjudications(window) is dialog  # one window, brought to the front
    assert dialog.code() == SKS_DEMO and dialog.model_.rowCount() == 0
    assert dialog.summary.text() == {"en": "No adjudication case.", "cs": "Žádný odhad."}[lang]
    assert not dialog.analysis_button.isEnabled() and dialog.open_button.isEnabled()
    assert dialog.open_selected_game()
    assert cell_text(window, 3, 6) == "A"  # the crosstable refreshed: adjudication pending
    today = date.today()
    row = cells(dialog.model_, 0)
    assert row[:2] == [SKS_DEMO, "3 Hořejší, Ondřej – 6 Ševčík, Lukáš"]
    assert row[2] == {"en": "by the arbiter", "cs": "rozhodčím"}[lang]
    assert row[7] == {"en": "awaiting analyses", "cs": "čeká na analýzy"}[lang]
    assert dialog.analysis_button.isEnabled() and not dialog.decision_button.isEnabled()

    form = dialog.analysis_form()
    assert isinstance(form, AnalysisForm) and form.isVisible()
    form.side.setCurrentIndex(form.side.findData("black"))
    form.ok_button.click()
    assert not form.isVisible()
    assert adjudications.find_case(demo_db, SKS_DEMO, 3, 6).case.analysis_black == today

    form = dialog.set_form()
    assert isinstance(form, SetForm)
    form.adjudicator.setText("Šťastný, Petr")
    form.due.setDate(QDate(2020, 1, 1))  # before the request: refused, the form stays open
    errors: list[str] = []
    window.show_error = errors.append  # the window's one place for refusals (a message box offscreen)
    form.ok_button.click()
    assert form.isVisible() and len(errors) == 1 and {"en": "2020-01-01", "cs": "1. 1. 2020"}[lang] in errors[0]
    form.due.setDate(QDate(today.year + 1, 1, 15))
    form.ok_button.click()
    assert not form.isVisible()
    assert cells(dialog.model_, 0)[4] == "Šťastný, Petr"

    form = dialog.decide_form()
    assert isinstance(form, DecideForm)
    form.result.setCurrentIndex(form.result.findData(Result.BLACK_WIN))
    form.ok_button.click()
    game = game_of(demo_db, 3, 6)
    assert (game.result, game.flag.value, game.ended) == (Result.BLACK_WIN, "A", today)
    assert cell_text(window, 3, 6) == "0A"
    assert cells(dialog.model_, 0)[7] == {"en": "decided", "cs": "rozhodnuto"}[lang]
    assert dialog.decision_button.isEnabled()
    dialog.resize(1100, 420)
    dialog.grab().save(f"/tmp/adjudications_window_{lang}.png")

    preview = dialog.show_letter("decision")
    assert isinstance(preview, PdfPreviewDialog) and preview.isVisible()
    preview.grab().save(f"/tmp/adjudications_letter_preview_{lang}.png")
    preview.reject()
    saved = dialog.save_letter("request", tmp_path / "request.pdf")
    assert saved == tmp_path / "request.pdf" and "ŽÁDOST O ANALÝZY K ODHADU" in pdf_text(saved)  # the event's language

    window.undo()  # the decision: result and case together
    assert game_of(demo_db, 3, 6).result is Result.RUNNING
    assert cells(dialog.model_, 0)[7] != {"en": "decided", "cs": "rozhodnuto"}[lang]
    assert cell_text(window, 3, 6) == "A"


def test_the_filter_the_end_date_and_a_case_selected_on_opening(qtbot, qapp, demo_db):
    setup.edit_tournament(demo_db, SKS_DEMO, {"end_date": date(2026, 2, 28)})
    adjudications.open_case(demo_db, ICCF_DEMO, 1, 4, on=date(2026, 1, 10))
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = open_adjudications(window)
    assert dialog.model_.rowCount() == 0  # the event shown: the semifinal
    dialog.event.setCurrentIndex(dialog.event.findData(None))
    assert [cells(dialog.model_, r)[0] for r in range(dialog.model_.rowCount())] == [ICCF_DEMO]
    dialog.event.setCurrentIndex(dialog.event.findData(ICCF_DEMO))
    assert not dialog.open_button.isEnabled()  # the crosstable shows another event
    dialog.event.setCurrentIndex(dialog.event.findData(SKS_DEMO))
    assert dialog.open_end_date()
    assert dialog.model_.rowCount() == 9
    assert {cells(dialog.model_, r)[2] for r in range(9)} == {"end date"}
    dialog.close()
    again = open_adjudications(window, SKS_DEMO, (7, 5, 1))
    chosen = again.selected()
    assert again is dialog and (chosen.case.white, chosen.case.black) == (7, 5)


def test_the_running_event_menu_opens_the_window(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    action = next(a for menu in window.menuBar().findChildren(type(window.tournament_menu)) for a in menu.actions()
                  if a.objectName() == "running.adjudications.action")
    action.trigger()
    dialog = window.findChild(AdjudicationsWindow)
    assert dialog is not None and dialog.isVisible() and dialog.code() == SKS_DEMO
