"""A season of an SKŠ postal event run in the window, in each language, as issue 45 asks: the event set
up by the wizard with a standard postal time control, contacts typed in the register and printed on
the start list, an unaccepted
withdrawal whose bar stops a later entry (the reason asked), an accepted one whose games go to
adjudication and one of them from the request to the result with both letters, a time-forfeit claim
decided and appealed, and the desk showing each item on its day. Each step is tested on its own
elsewhere; this test checks that they fit (docs/running-event.md)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication, QWizard

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.gui.players_view import PlayerRegister
from arbiter_app.gui.print_actions import PrintDialog
from arbiter_app.gui.running.adjudications_view import open_adjudications
from arbiter_app.gui.running.claims_view import DecideDialog, FileClaimDialog, StepDialog, open_claims
from arbiter_app.gui.running.desk_view import open_desk
from arbiter_app.gui.withdrawal_wizard import WithdrawalWizard
from arbiter_app.rules.model import Flag, Organiser, Result, WithdrawalKind, WithdrawalReason
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.running import adjudications, sanctions
from tests.gui.test_claims_window import answer
from tests.gui.test_desk_window import lines
from tests.gui.windows import menu_action
from tests.pdf_reading import pdf_text

CODE, LATER = "CZE/KP/2026", "CZE/KP/2027"
NAMES = ["Šťastný, Jan", "Židů, Marek", "Mrkvička, Ondřej", "Hořejší, Petr", "Kříž, Tomáš", "Růžičková, Eva", "Čermák, Luboš"]
IDS = [str(510100 + i) for i in range(len(NAMES))]


def register(db) -> None:
    for pid, name in zip(IDS, NAMES):
        players.save_texts(db, {"id": pid, "name": name, "federation": "CZE", "sex": "f" if name.endswith("ová, Eva") else "m"})


def new_event(qtbot, window, code: str, ids: list[str]) -> NewTournamentWizard:
    """The wizard filled for an SKŠ postal round robin, standard time control, entry fee 300."""
    menu_action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText(code)
    form.name.setText("Korespondenční přebor ČR – Žďár")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.SKS))
    form.start.setDate(QDate(2026, 1, 15))
    form.end.setDate(QDate(2026, 11, 30))
    form.td.setText("Kratochvíl, Josef")
    form.tc_system.setCurrentIndex(form.tc_system.findData("standard"))
    form.fee.setValue(300)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()  # the SKŠ tie-breaks as they come
    wizard.entries_page.editor.add_ids(ids)
    return wizard


def finish(wizard: NewTournamentWizard) -> None:
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.numbers_page.seed.setValue(45)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    wizard.setParent(None)


def no_of(db, pid: str) -> int:
    return next(e.no for e in tournaments.load(db, CODE).entries if e.player.id == pid)


def withdraw(qtbot, window, no: int, kind: WithdrawalKind, on: date, reason: WithdrawalReason | None = None) -> None:
    menu_action(window, "withdrawal.wizard.action").trigger()
    wizard = window.findChild(WithdrawalWizard)
    qtbot.addWidget(wizard)
    page = wizard.input_page
    page.player.setCurrentIndex(page.player.findData(no))
    page.kind.setCurrentIndex(page.kind.findData(kind))
    if reason is not None:
        page.reason.setCurrentIndex(page.reason.findData(reason))
    page.date.setDate(QDate(on))
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.currentPage() is wizard.confirm_page
    wizard.button(QWizard.WizardButton.FinishButton).click()
    wizard.setParent(None)  # the next withdrawal's wizard is a new one


def desk_lines(qtbot, window, day: date) -> list[str]:
    """Every line of the desk on `day`: its deadline and what it says."""
    desk = open_desk(window)
    desk.on.setDate(QDate(day))
    QApplication.processEvents()
    return [f"{row[0]} {row[3]}" for group in lines(desk).values() for row in group]


def game(db, a: int, b: int):
    return next(g for g in tournaments.load(db, CODE).games if {g.white, g.black} == {a, b})


def test_a_season_of_an_sks_postal_event_in_the_window(qtbot, qapp, empty_db, tmp_path, lang, monkeypatch):
    install_fonts(qapp)
    register(empty_db)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)

    # 1. the event by the wizard: standard postal time control, entry fee 300
    finish(new_event(qtbot, window, CODE, IDS))
    data = tournaments.load(empty_db, CODE)
    assert window.code == CODE and len(data.games) == 21
    assert data.tournament.settings["timecontrol.system"] == "standard" and data.tournament.entry_fee == 300
    assert data.tournament.time_control == {"en": "10 moves in 30 days", "cs": "10 tahů za 30 dní"}[lang]
    first, second, third = (no_of(empty_db, pid) for pid in IDS[:3])
    leaver, adjourned = no_of(empty_db, IDS[6]), no_of(empty_db, IDS[5])

    # 2. the contacts, typed in the register's form; the start list prints those the players agreed to give
    next(a for menu in window.menuBar().findChildren(type(window.tournament_menu)) for a in menu.actions()
         if a.objectName() == "players.register.action").trigger()
    book = window.findChild(PlayerRegister)
    for pid, email, consented in ((IDS[0], "stastny@example.cz", True), (IDS[1], "zidu@example.cz", False)):
        book.search.box.setText(pid)
        book.search.refresh()
        form = book.open_dialog(players.get(empty_db, pid))
        form.contacts.email.setText(email)
        form.contacts.address.setPlainText("Náměstí Míru 1\n591 01 Žďár nad Sázavou")
        form.contacts.consented.setChecked(consented)
        form.contacts.consent_day.setDate(QDate(2026, 1, 10))
        form.save()
    book.close()
    printing = PrintDialog(window, "start-list")
    qtbot.addWidget(printing)
    printing.contacts.setChecked(True)
    start_list = pdf_text(printing.save(tmp_path / "start-list.pdf"))
    assert "stastny@example.cz" in start_list and "Žďár nad Sázavou" in start_list
    assert "zidu@example.cz" not in start_list  # no consent noted: left out, and counted at the foot
    printing.close()

    # 3. the first results: the later leaver loses a game, the later adjourned player draws one
    for a, b, result_of_a, on in ((leaver, first, 0.0, date(2026, 2, 20)), (adjourned, second, 0.5, date(2026, 3, 5))):
        g = game(empty_db, a, b)
        result = Result.DRAW if result_of_a == 0.5 else (Result.BLACK_WIN if g.white == a else Result.WHITE_WIN)
        window.perform(lambda g=g, result=result, on=on: results.enter_result(empty_db, CODE, g.white, g.black, result, moves=31, ended=on))

    # 4. an unaccepted withdrawal: his unfinished games lost by default, no entry for 12 months and a
    # bond of twice the fee, stored to follow him [000 §7.4]
    withdraw(qtbot, window, leaver, WithdrawalKind.UNACCEPTED, date(2026, 3, 1))
    assert {game(empty_db, leaver, o).flag for o in (second, third)} == {Flag.DEFAULT}
    kept = {line.sanction.kind.value: line.sanction for line in sanctions.list_sanctions(empty_db) if line.sanction.player_id == IDS[6]}
    assert kept["no_entry"].until == date(2027, 3, 1) and kept["bond"].amount == 600

    # 5. an accepted withdrawal after a finished game: her four unfinished games (the fifth the leaver
    # lost by default) go to adjudication [000 §7.3a]
    withdraw(qtbot, window, adjourned, WithdrawalKind.ACCEPTED, date(2026, 5, 10), WithdrawalReason.ILLNESS)
    cases = adjudications.list_cases(empty_db, CODE)
    assert len(cases) == 4 and {c.case.requested for c in cases} == {date(2026, 5, 10)}
    assert all(game(empty_db, c.case.white, c.case.black).flag is Flag.ADJUDICATED for c in cases)
    # the desk on the day after the analyses' deadline (30 days): every case overdue
    shown = desk_lines(qtbot, window, date(2026, 6, 10))
    overdue_cases = [line for line in shown if "Růžičková" in line]
    assert len(overdue_cases) == 4 and all(line.startswith(("9. 6. 2026", "2026-06-09")) for line in overdue_cases)

    # 6. one case from the request to the result, both letters in the event's language (Czech: SKŠ)
    target = next(c.case for c in cases if third in (c.case.white, c.case.black))
    dialog = open_adjudications(window, CODE, (target.white, target.black, target.round))
    request = dialog.save_letter("request", tmp_path / "request.pdf")
    assert request is not None and "Růžičková, Eva" in pdf_text(request) and "9. 6. 2026" in pdf_text(request)
    for side in ("white", "black"):
        form = dialog.analysis_form()
        form.side.setCurrentIndex(form.side.findData(side))
        form.day.setDate(QDate(2026, 6, 1))
        form.ok_button.click()
    assert adjudications.find_case(empty_db, CODE, target.white, target.black).case.analysis_white == date(2026, 6, 1)
    form = dialog.decide_form()
    form.result.setCurrentIndex(form.result.findData(Result.DRAW))
    form.day.setDate(QDate(2026, 6, 20))
    form.ok_button.click()
    decided = game(empty_db, target.white, target.black)
    assert (decided.result, decided.flag, decided.ended) == (Result.DRAW, Flag.ADJUDICATED, date(2026, 6, 20))
    decision = dialog.save_letter("decision", tmp_path / "decision.pdf")
    assert decision is not None and "20. 6. 2026" in pdf_text(decision)
    dialog.resize(1100, 360)
    dialog.grab().save(f"/tmp/season-adjudications-{lang}.png")
    dialog.close()

    # 7. a time-forfeit claim, confirmed [001 §8.7a], appealed, and the decision upheld [001 §15]
    running = game(empty_db, first, second)
    view = open_claims(window, CODE)

    def file(d: FileClaimDialog) -> None:
        d.white.setValue(running.white)
        d.black.setValue(running.black)
        d.kind.setCurrentIndex(0)  # time exceeded
        d.claimant.setCurrentIndex(0)  # White claims
        d.on.setDate(QDate(2026, 7, 1))

    answer(monkeypatch, FileClaimDialog, file)
    view.file_button.click()
    # the desk: undecided on the 15th day, overdue after it (claim_decision_days 14)
    assert any(line.startswith(("15. 7. 2026", "2026-07-15")) for line in desk_lines(qtbot, window, date(2026, 7, 20)))
    view.table.selectRow(0)

    def decide(d: DecideDialog) -> None:
        d.decision.setCurrentIndex(0)  # upheld
        d.on.setDate(QDate(2026, 7, 10))

    answer(monkeypatch, DecideDialog, decide)
    view.decide_button.click()
    forfeited = game(empty_db, first, second)
    assert (forfeited.result, forfeited.flag, forfeited.ended) == (Result.WHITE_WIN, Flag.TIME_EXCEEDED, date(2026, 7, 10))
    view.table.selectRow(0)
    answer(monkeypatch, StepDialog, lambda d: d.on.setDate(QDate(2026, 7, 15)))
    view.appeal_button.click()
    view.table.selectRow(0)

    def uphold(d: StepDialog) -> None:
        d.on.setDate(QDate(2026, 8, 1))
        d.findChildren(type(view.event))[0].setCurrentIndex(0)  # upheld: the decision stands

    answer(monkeypatch, StepDialog, uphold)
    view.appeal_decide_button.click()
    assert game(empty_db, first, second).flag is Flag.TIME_EXCEEDED
    view.resize(1150, 300)
    view.grab().save(f"/tmp/season-claims-{lang}.png")
    view.close()

    # 8. the desk after the end date: the games still running (those awaiting adjudication listed as
    # cases), and the bar ending within 30 days
    shown = desk_lines(qtbot, window, date(2027, 2, 15))
    running_games = [g for g in tournaments.load(empty_db, CODE).games if g.result is Result.RUNNING and g.flag is None]
    assert running_games and sum(1 for line in shown if line.startswith(("30. 11. 2026", "2026-11-30"))) == len(running_games)
    assert any("Čermák" in line and line.startswith(("1. 3. 2027", "2027-03-01")) for line in shown)
    window.findChild(type(open_desk(window))).grab().save(f"/tmp/season-desk-{lang}.png")

    # 9. a later event: the barred player is refused until the arbiter gives a reason [000 §7.4]
    wizard = new_event(qtbot, window, LATER, [IDS[0], IDS[1], IDS[6]])
    editor = wizard.entries_page.editor
    override = editor.override_dialog
    assert override is not None and override.isVisible() and "Čermák, Luboš" in override.text.text()
    assert ("1. 3. 2027" if lang == "cs" else "2027-03-01") in override.text.text()
    override.reject()
    assert IDS[6] not in editor.player_ids()
    finish(wizard)
    assert IDS[6] not in [e.player.id for e in tournaments.load(empty_db, LATER).entries]
