"""Sanctions in the window [000 §7.3–7.6; 001 §8.3–8.6]: the Sanctions window (Running event ▸
Sanctions) listing, lifting and marking a bond through the window's perform (Undo takes it back);
the withdrawal wizard saying what will follow the player and asking a silent suspension's months;
the new-tournament wizard asking the reason to enter a barred player, in both languages."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication, QWizard

from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.gui.running.sanctions_view import SanctionsWindow, open_sanctions
from arbiter_app.gui.withdrawal_wizard import WithdrawalWizard
from arbiter_app.rules.chess.sanctions import BondStatus, SanctionKind, StoredSanction
from arbiter_app.rules.model import Organiser, WithdrawalKind
from arbiter_app.services import tournaments, withdrawals
from arbiter_app.services.running import sanctions
from tests.conftest import SKS_DEMO
from tests.gui.windows import menu_action, open_window

SIMKOVA = "187845"
YESTERDAY = date.today() - timedelta(days=1)
WORDS = {
    "en": {"follow": "Stored with the player", "suspension": "Suspension", "barred": "is barred from entering until",
           "bond": "owes a bond with this entry", "admitted": "entered despite a sanction – appeal pending"},
    "cs": {"follow": "Tyto sankce se uloží u hráče", "suspension": "Suspendace", "barred": "se nesmí přihlásit do",
           "bond": "musí s touto přihláškou složit záruku", "admitted": "přihláška přes sankci – appeal pending"},
}


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def withdraw_simkova(db) -> None:
    withdrawals.withdraw(db, SKS_DEMO, 2, WithdrawalKind.UNACCEPTED, None, YESTERDAY)


def row_of(dialog: SanctionsWindow, kind: SanctionKind) -> int:
    return next(r for r in range(dialog.model_.rowCount()) if dialog.model_.row_object(r).sanction.kind is kind)


def test_the_sanctions_window_lists_lifts_and_marks_a_bond(qtbot, qapp, demo_db, lang):
    withdraw_simkova(demo_db)
    sanctions.add_sanction(demo_db, StoredSanction("186198", "CZE/OLD", SanctionKind.NO_ENTRY, date(2020, 1, 1), date(2020, 7, 1)))
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = open_sanctions(window)
    assert open_sanctions(window) is dialog  # one window, brought to the front
    assert dialog.active_only() and dialog.model_.rowCount() == 2  # the old bar of 2020 is over
    dialog.shown.setCurrentIndex(1)
    assert dialog.model_.rowCount() == 3
    dialog.shown.setCurrentIndex(0)
    bond_row = row_of(dialog, SanctionKind.BOND)
    dialog.table.selectRow(bond_row)
    row = cells(dialog.model_, bond_row)
    assert row[:3] == [SIMKOVA, "Šimková, Alžběta", {"en": "Bond", "cs": "Záruka (kauce)"}[lang]]
    assert row[5:7] == [SKS_DEMO, "SKŠ §7.4"]
    assert dialog.bond_buttons[BondStatus.PAID].isEnabled() and not dialog.bond_buttons[BondStatus.RETURNED].isEnabled()
    assert not dialog.lift_button.isEnabled()  # no reason yet
    assert {"en": "bond of at least 20.00", "cs": "záruka (kauce) nejméně 20,00"}[lang] in dialog.details.text()
    dialog.day.setDate(QDate(2026, 12, 1))
    assert dialog.mark_bond(BondStatus.PAID)  # through the window's perform
    bond = next(s for s in (line.sanction for line in sanctions.list_sanctions(demo_db)) if s.kind is SanctionKind.BOND)
    assert (bond.bond_status, bond.bond_date) == (BondStatus.PAID, date(2026, 12, 1))
    assert dialog.selected().sanction.kind is SanctionKind.BOND  # kept selected after the refresh
    assert dialog.bond_buttons[BondStatus.RETURNED].isEnabled() and not dialog.bond_buttons[BondStatus.PAID].isEnabled()
    window.undo_action.trigger()
    assert dialog.selected().sanction.bond_status is BondStatus.DUE  # the list refreshed from the change

    dialog.table.selectRow(row_of(dialog, SanctionKind.NO_ENTRY))
    dialog.reason.setText("appeal upheld")
    assert dialog.lift_button.isEnabled()
    dialog.day.setDate(QDate(date.today().year, date.today().month, date.today().day))
    dialog.lift_button.click()
    bar = next(line.sanction for line in sanctions.list_sanctions(demo_db) if line.sanction.kind is SanctionKind.NO_ENTRY
               and line.sanction.player_id == SIMKOVA)
    assert bar.lifted == date.today() and bar.note.endswith(": appeal upheld")
    assert dialog.model_.rowCount() == 1  # lifted today: no longer active

    dialog = open_sanctions(window, "186198")
    dialog.shown.setCurrentIndex(1)
    assert [dialog.model_.row_object(r).sanction.player_id for r in range(dialog.model_.rowCount())] == ["186198"]
    dialog.show_player(None)
    QApplication.processEvents()
    dialog.grab().save(f"/tmp/sanctions_window_{lang}.png")


def test_the_withdrawal_wizard_sets_a_silent_suspension_and_says_it_follows(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    menu_action(window, "withdrawal.wizard.action").trigger()
    wizard = window.findChild(WithdrawalWizard)
    qtbot.addWidget(wizard)
    page = wizard.input_page
    page.player.setCurrentIndex(page.player.findData(2))
    page.kind.setCurrentIndex(page.kind.findData(WithdrawalKind.SILENT))
    page.date.setDate(QDate(2026, 6, 30))
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    confirm = wizard.confirm_page
    assert wizard.currentPage() is confirm
    assert confirm.months_row.isVisible() and (confirm.months.minimum(), confirm.months.maximum(), confirm.months.value()) == (0, 24, 24)
    assert WORDS[lang]["follow"] in confirm.text.text() and ("2028" in confirm.text.text())
    confirm.months.setValue(12)
    assert "2027" in confirm.text.text() and "2028" not in confirm.text.text()
    QApplication.processEvents()
    wizard.grab().save(f"/tmp/sanctions_withdrawal_confirm_{lang}.png")
    wizard.button(QWizard.WizardButton.FinishButton).click()
    suspension = next(line.sanction for line in sanctions.list_sanctions(demo_db) if line.sanction.kind is SanctionKind.SUSPENSION)
    assert (suspension.months, suspension.until, suspension.event) == (12, date(2027, 6, 30), SKS_DEMO)


def test_an_unaccepted_withdrawal_asks_no_months(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    menu_action(window, "withdrawal.wizard.action").trigger()
    wizard = window.findChild(WithdrawalWizard)
    qtbot.addWidget(wizard)
    page = wizard.input_page
    page.player.setCurrentIndex(page.player.findData(2))
    page.kind.setCurrentIndex(page.kind.findData(WithdrawalKind.UNACCEPTED))
    page.date.setDate(QDate(2026, 6, 30))
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert not wizard.confirm_page.months_row.isVisible() and wizard.confirm_page.chosen_months() is None
    assert "No entry 2026-06-30 – 2027-06-30" in wizard.confirm_page.text.text()


def test_the_new_tournament_wizard_asks_the_reason_to_enter_a_barred_player(qtbot, qapp, demo_db, lang):
    withdraw_simkova(demo_db)
    others = [e.player.id for e in tournaments.load(demo_db, SKS_DEMO).entries[2:5]]
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    menu_action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText("CZE/N/2027")
    form.name.setText("Nový turnaj")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.SKS))
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    editor = wizard.entries_page.editor
    editor.add_ids([SIMKOVA, *others])
    assert editor.player_ids() == others  # the barred one waits for the question
    dialog = editor.override_dialog
    assert dialog.isVisible() and "Šimková, Alžběta " + WORDS[lang]["barred"] in dialog.text.text()
    assert not dialog.ok.isEnabled()
    dialog.reject()
    assert editor.player_ids() == others and editor.overrides == {}
    editor.add_ids([SIMKOVA])
    dialog = editor.override_dialog
    dialog.reason_field.setText("appeal pending")
    QApplication.processEvents()
    dialog.grab().save(f"/tmp/sanctions_override_{lang}.png")
    dialog.ok.click()
    assert editor.player_ids() == [*others, SIMKOVA] and editor.overrides == {SIMKOVA: "appeal pending"}
    notes = editor.sanction_notes.text()
    assert WORDS[lang]["admitted"] in notes and WORDS[lang]["bond"] in notes
    QApplication.processEvents()
    wizard.grab().save(f"/tmp/sanctions_entries_{lang}.png")
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert WORDS[lang]["admitted"] in wizard.summary_page.text.toPlainText()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert SIMKOVA in [e.player.id for e in tournaments.load(demo_db, "CZE/N/2027").entries]
    bar = next(line.sanction for line in sanctions.list_sanctions(demo_db) if line.sanction.kind is SanctionKind.NO_ENTRY)
    assert [(o.event, o.reason) for o in bar.overrides] == [("CZE/N/2027", "appeal pending")]
