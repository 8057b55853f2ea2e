"""Running event ▸ Claims in the window: a claim filed for the crosstable's selected game, decided with
the captain's substitute deadline in the same dialog [001 §8.7a–b; 000 §7.7b], appealed and overturned,
the letter printed; every step through window.perform, undoable; in both languages."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate

from arbiter_app.gui.running import claims_view
from arbiter_app.gui.running.claims_view import ClaimsView, DecideDialog, FileClaimDialog, StepDialog, open_claims
from arbiter_app.rules.chess.claims import ClaimKind
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.running import claims
from tests.gui.windows import open_window
from tests.pdf_reading import pdf_text

TEAM = "CZE/T4L1/2025"


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def select_game(window, white: int, black: int) -> None:
    view = window.crosstable
    row = next(i for i, line in enumerate(view.table.lines) if line.no == white)
    column = view.first_cell_column + view.table.columns.index((black, 1))
    view.setCurrentIndex(view.model().index(row, column))


def answer(monkeypatch, kind: type, fill, shot: str | None = None) -> None:
    """The next `kind` dialog filled by `fill` and accepted (offscreen nobody clicks OK)."""
    def run(dialog):
        fill(dialog)
        if shot:
            dialog.show()
            dialog.grab().save(shot)
        return True

    monkeypatch.setattr(kind, "exec", run)


def game(db):
    return results.find_game(tournaments.load(db, TEAM), 3, 7)


def test_a_time_claim_from_filing_to_the_overturned_appeal(qtbot, qapp, demo_db, monkeypatch, tmp_path, lang):
    window = open_window(qtbot, qapp, demo_db, TEAM)
    select_game(window, 3, 7)
    assert window.crosstable.current_game() == (3, 7, 1)
    view = open_claims(window)
    assert isinstance(view, ClaimsView) and view.code == TEAM and view.model_.rowCount() == 0
    assert view.file_button.isEnabled() and not view.decide_button.isEnabled()

    def file(dialog: FileClaimDialog) -> None:
        assert (dialog.white.value(), dialog.black.value()) == (3, 7)  # the selected game
        dialog.on.setDate(QDate(2025, 9, 1))
        dialog.kind.setCurrentIndex(0)  # time exceeded
        dialog.note.setText("Žádný tah od 1. 7.")

    answer(monkeypatch, FileClaimDialog, file, f"/tmp/claims_file_{lang}.png")
    view.file_button.click()
    assert view.model_.rowCount() == 1
    row = cells(view.model_, 0)
    assert row[:3] == [TEAM, "3-7 Růžička, Ladislav – Kříž, Ondřej", "1"] and row[4] == "3 Růžička, Ladislav"
    view.table.selectRow(0)
    assert view.decide_button.isEnabled() and not view.appeal_button.isEnabled()

    def decide(dialog: DecideDialog) -> None:
        dialog.on.setDate(QDate(2025, 9, 10))
        assert dialog.offer == date(2025, 10, 10) and not dialog.substitute_row.isHidden()  # SKŠ: 30 days
        dialog.decision.setCurrentIndex(1)  # rejected: nothing to offer
        assert dialog.offer is None and dialog.substitute_row.isHidden()
        dialog.decision.setCurrentIndex(0)
        dialog.due.setDate(QDate(2025, 10, 1))

    answer(monkeypatch, DecideDialog, decide, f"/tmp/claims_decide_{lang}.png")
    view.decide_button.click()
    g = game(demo_db)
    assert (g.result, g.flag) == (Result.WHITE_WIN, Flag.TIME_EXCEEDED)
    assert claims.list_claims(demo_db, TEAM)[0].claim.substitute_due == date(2025, 10, 1)
    assert "1-0E" in window.statusBar().currentMessage()

    view.table.selectRow(0)
    answer(monkeypatch, StepDialog, lambda d: d.on.setDate(QDate(2025, 9, 12)))
    view.appeal_button.click()
    view.table.selectRow(0)
    assert view.appeal_decide_button.isEnabled()

    def overturn(dialog: StepDialog) -> None:
        dialog.on.setDate(QDate(2025, 9, 20))
        combo = dialog.findChildren(type(view.event))[0]
        combo.setCurrentIndex(1)  # overturned

    answer(monkeypatch, StepDialog, overturn)
    view.appeal_decide_button.click()
    assert game(demo_db).result is Result.RUNNING and game(demo_db).flag is None
    view.table.selectRow(0)
    view.resize(1150, 300)
    view.grab().save(f"/tmp/claims_view_{lang}.png")

    pdf = tmp_path / "letter.pdf"
    monkeypatch.setattr(claims_view, "save_file_name", lambda *args: str(pdf))
    view.letter_button.click()
    assert "O odvolání podaném 12. 9. 2025 bylo rozhodnuto 20. 9. 2025" in " ".join(pdf_text(pdf, "raw").split())

    window.undo()  # the appeal's outcome, with the game
    assert game(demo_db).flag is Flag.TIME_EXCEEDED
    assert view.model_.rowCount() == 1


def test_the_filter_shows_all_events_and_a_claim_in_an_individual_event_offers_no_substitute(qtbot, qapp, demo_db, monkeypatch):
    from tests.conftest import SKS_DEMO

    claims.file_claim(demo_db, SKS_DEMO, 1, 6, ClaimKind.TIME, 6, on=date(2025, 9, 1))
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 7, on=date(2025, 9, 1))
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    view = open_claims(window)
    assert view.model_.rowCount() == 1 and cells(view.model_, 0)[0] == SKS_DEMO
    view.event.setCurrentIndex(0)  # all events
    assert [cells(view.model_, r)[0] for r in range(2)] == [SKS_DEMO, TEAM]
    assert not view.file_button.isEnabled()
    view.table.selectRow(0)
    seen = []
    answer(monkeypatch, DecideDialog, lambda d: (d.on.setDate(QDate(2025, 9, 10)), seen.append(d.substitute_row.isHidden())))
    view.decide_button.click()
    assert seen == [True] and claims.list_claims(demo_db, SKS_DEMO)[0].claim.substitute_due is None
