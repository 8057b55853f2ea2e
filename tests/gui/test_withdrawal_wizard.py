"""The withdrawal wizard and the adjudication dialog, driven as an arbiter drives them, on a real
database: every page, Finish, and what is stored."""

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QWizard

from arbiter_app.gui.withdrawal_wizard import AdjudicationDialog, WithdrawalWizard
from arbiter_app.rules.model import Flag, Result, WithdrawalKind, WithdrawalReason
from arbiter_app.i18n import set_language
from arbiter_app.services import results, tournaments, withdrawals
from arbiter_app.rules.results import points
from tests.gui.windows import menu_action, open_window
from tests.conftest import ICCF_DEMO, SKS_DEMO


def between(data, a, b):
    """The game of the pair, whatever the colours."""
    return next(g for g in data.games if {g.white, g.black} == {a, b})


def select_row_of(window, no):
    row = [line.no for line in window.crosstable.table.lines].index(no)
    window.crosstable.setCurrentIndex(window.crosstable.model_.index(row, 1))


def choose(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def click_next(wizard):
    wizard.button(QWizard.WizardButton.NextButton).click()


def next_enabled(wizard):
    return wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_unaccepted_withdrawal_through_every_page_and_finish(qtbot, qapp, demo_db, tmp_path):
    """[000 §7.4] Čížek (no. 13) selected in the crosstable; unaccepted on 2026-02-01: his 6 running
    games become D losses; one undo takes it all back."""
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    before = tournaments.load(demo_db, ICCF_DEMO)
    select_row_of(window, 13)
    menu_action(window, "withdrawal.wizard.action").trigger()
    wizard = window.findChild(WithdrawalWizard)
    qtbot.addWidget(wizard)
    page = wizard.input_page
    assert page.player.currentData() == 13 and "Čížek, Radoslav" in page.player.currentText()
    assert not next_enabled(wizard)  # the kind is mandatory
    choose(page.kind, WithdrawalKind.UNACCEPTED)
    assert next_enabled(wizard) and not page.reason.isEnabled()
    page.date.setDate(QDate(2026, 2, 1))
    wizard.grab().save(str(tmp_path / "page1.png"))

    click_next(wizard)
    assert wizard.currentPage() is wizard.plan_page
    plan = wizard.plan_page
    games = {plan.games_model.index(r, 0).data(): plan.games_model.index(r, 2).data() for r in range(plan.games_model.rowCount())}
    g = between(before, 13, 2)
    names = {13: "Čížek, Radoslav", 2: "Šťastný, Petr"}
    assert games[f"{g.white}-{g.black}  {names[g.white]} – {names[g.black]}"] == ("0-1D" if g.white == 13 else "1-0D")
    assert len(games) == 6
    standings = [plan.standings_model.row_object(r) for r in range(plan.standings_model.rowCount())]
    assert (standings[0].points_before, standings[0].points_after) == (5, 6)
    details = plan.details.text()
    assert "lost by default" in details and "at least 2 × the entry fee" in details and "Šťastný, Petr" in details
    assert "Category 6 → 6" in details
    wizard.grab().save(str(tmp_path / "page2.png"))

    click_next(wizard)
    assert wizard.currentPage() is wizard.confirm_page
    wizard.grab().save(str(tmp_path / "page3.png"))
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert not wizard.isVisible()

    stored = tournaments.load(demo_db, ICCF_DEMO)
    assert stored.entry(13).withdrawal.kind is WithdrawalKind.UNACCEPTED
    assert stored.entry(13).withdrawal.date == date(2026, 2, 1)
    assert points(between(stored, 13, 2), 13) == 0 and between(stored, 13, 2).flag is Flag.DEFAULT
    assert set(stored.games) == set(wizard.preview.main.after.games)
    row = [line.no for line in window.crosstable.table.lines].index(13)
    assert "0D" in [window.crosstable.model_.index(row, c).data() for c in range(window.crosstable.model_.columnCount())]
    window.undo_action.trigger()
    assert tournaments.load(demo_db, ICCF_DEMO) == before


def test_accepted_needs_a_reason_and_a_refusal_keeps_the_wizard_open(qtbot, qapp, demo_db, monkeypatch):
    """[000 §7.2] Accepted: Next stays disabled until a reason is chosen. A date before the start is
    refused on page 1; a result entered after the preview makes Finish refuse: the wizard stays open
    with the reason and nothing is stored."""
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    shown = []
    monkeypatch.setattr(window, "show_error", shown.append)
    wizard = WithdrawalWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.input_page
    assert page.player.currentData() is None and not next_enabled(wizard)
    choose(page.player, 6)
    choose(page.kind, WithdrawalKind.ACCEPTED)
    assert not next_enabled(wizard)
    choose(page.reason, WithdrawalReason.FORCE_MAJEURE)
    assert next_enabled(wizard)
    page.date.setDate(QDate(2025, 5, 1))
    click_next(wizard)
    assert wizard.currentPage() is page and "withdrawal before the start" in page.error.text()

    page.date.setDate(QDate(2026, 2, 1))
    click_next(wizard)
    click_next(wizard)
    g = between(tournaments.load(demo_db, SKS_DEMO), 3, 6)
    results.enter_result(demo_db, SKS_DEMO, g.white, g.black, Result.DRAW)
    before = tournaments.load(demo_db, SKS_DEMO)
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.isVisible() and wizard.currentPage() is wizard.confirm_page
    assert "changed since the preview" in wizard.confirm_page.error.text()
    assert len(shown) == 1
    assert tournaments.load(demo_db, SKS_DEMO) == before


def test_adjudication_dialog_enters_the_result_of_a_pending_game(qtbot, qapp, demo_db, tmp_path):
    """[000 §7.3a] After Novák's accepted withdrawal his 6 games wait for adjudication; the dialog
    lists them; a win for Mrkvička (no. 4) entered for their game: flag A stays, he gets the point."""
    withdrawals.withdraw(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, date(2026, 2, 1))
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    menu_action(window, "withdrawal.adjudication.action").trigger()
    dialog = window.findChild(AdjudicationDialog)
    qtbot.addWidget(dialog)
    g = between(tournaments.load(demo_db, ICCF_DEMO), 1, 4)
    names = {1: "Novák, Jan", 4: "Mrkvička, Jiří"}
    rows = [dialog.model.index(r, 0).data() for r in range(dialog.model.rowCount())]
    assert len(rows) == 6
    row = rows.index(f"{g.white}-{g.black}")
    assert dialog.model.index(row, 1).data() == f"{names[g.white]} – {names[g.black]}"
    dialog.table.selectRow(row)
    dialog.grab().save(str(tmp_path / "adjudication.png"))
    choose(dialog.result, Result.WHITE_WIN if g.white == 4 else Result.BLACK_WIN)
    dialog.ok.click()
    game = between(tournaments.load(demo_db, ICCF_DEMO), 1, 4)
    assert (points(game, 4), game.flag) == (1.0, Flag.ADJUDICATED)
    assert not dialog.isVisible()


def test_a_go_event_withdrawal_in_czech_shows_no_chess_sanction(qtbot, qapp, demo_db, tmp_path):
    """A go event [003] (rules.go.leaving): the wizard says that the kind is only recorded; Růžička
    (9) leaves, his unplayed round-4 game is lost by default, no sanction but the line saying ČAGo's
    rules have none, in Czech."""
    set_language("cs")
    window = open_window(qtbot, qapp, demo_db, "CZE/go/2026-Brno")
    menu_action(window, "withdrawal.wizard.action").trigger()
    wizard = window.findChild(WithdrawalWizard)
    qtbot.addWidget(wizard)
    page = wizard.input_page
    assert "[003 §4.4.4]" in page.subTitle() and "[000" not in page.subTitle()
    choose(page.player, 9)
    choose(page.kind, WithdrawalKind.UNACCEPTED)
    page.date.setDate(QDate(2026, 10, 11))
    wizard.grab().save(str(tmp_path / "go-page1.png"))
    click_next(wizard)
    details = wizard.plan_page.details.text()
    assert "Turnajový řád ČAGo" in details and "kauc" not in details.lower()
    assert wizard.plan_page.games_model.rowCount() == 1
    wizard.grab().save(str(tmp_path / "go-page2.png"))
