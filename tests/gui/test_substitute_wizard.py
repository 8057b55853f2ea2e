"""The substitute wizard driven page by page on the demo team league [000 §7.7–7.9; 001 §8.7]."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QWizard

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.substitute_wizard import SubstituteWizard, open_substitute_wizard
from arbiter_app.rules.model import Flag, Player, PlayerId
from arbiter_app.services import substitutes, tournaments

TEAM_DEMO = "CZE/T4L1/2025"


def open_wizard(qtbot, qapp, db, monkeypatch) -> tuple[MainWindow, SubstituteWizard, list[str]]:
    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    window.tournament_list.select(TEAM_DEMO)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    action = next((a for a in window.tournament_menu.actions() if a.objectName() == "substitute.wizard.action"), None)
    assert action is not None and action.text() == "Name a substitute…"
    wizard = open_substitute_wizard(window)
    assert wizard is not None
    qtbot.addWidget(wizard)
    return window, wizard, errors


def choose(wizard: SubstituteWizard, no: int, on: date, death: bool = False) -> None:
    page = wizard.replaced_page
    page.player.setCurrentIndex(page.player.findData(no))
    page.date.setDate(QDate(on.year, on.month, on.day))
    page.death.setChecked(death)


def test_every_page_then_finish_stores_the_substitute_with_status(qtbot, qapp, demo_db, monkeypatch, tmp_path) -> None:
    window, wizard, errors = open_wizard(qtbot, qapp, demo_db, monkeypatch)
    # Page 1: no. 16 (Říčany, board 4): 3 running games of 6, 4, 5 moves -> status possible.
    choose(wizard, 16, date(2025, 4, 1))
    page1 = wizard.replaced_page
    assert page1.isComplete()
    text = page1.limits.text()
    assert "✔ At most half of the team replaced: 0 replacements so far, 2 allowed" in text
    assert "by 2025-05-01" in text and "average 5.0 moves" in text
    wizard.grab().save(str(tmp_path / "page1.png"))
    wizard.next()
    # Page 2: status is offered; a new player is typed in.
    page2 = wizard.substitute_page
    assert wizard.currentPage() is page2 and page2.status.isEnabled()
    assert not page2.isComplete()
    page2.new_player.setChecked(True)
    qtbot.keyClicks(page2.id, "990001")
    page2.name.setText("Čapek, Květoslav")  # QTest cannot type non-ASCII keys
    page2.rating.setValue(2050)
    page2.status.setChecked(True)
    assert page2.isComplete()
    wizard.grab().save(str(tmp_path / "page2.png"))
    wizard.next()
    # Page 3: all three running games move to the new no. 17; nothing stays with O.
    page3 = wizard.preview_page
    assert wizard.currentPage() is page3
    assert page3.moved_model.rowCount() == 3 and page3.kept_model.rowCount() == 0
    assert "Čapek, Květoslav gets starting number 17 (team Šachy Říčany, board 4)" in page3.summary.text()
    assert "He can earn a norm" in page3.summary.text()
    wizard.grab().save(str(tmp_path / "page3.png"))
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and not wizard.isVisible()
    entry = tournaments.load(demo_db, TEAM_DEMO).entry(17)
    assert entry.name == "Čapek, Květoslav" and entry.substitute_status and entry.replaces == 16
    assert window.data is not None and window.data.entry(17).name == "Čapek, Květoslav"  # views refreshed
    window.undo_action.trigger()
    assert len(tournaments.load(demo_db, TEAM_DEMO).entries) == 16


def test_status_is_not_offered_when_a_game_finished_and_O_games_are_previewed(qtbot, qapp, demo_db, monkeypatch) -> None:
    window, wizard, errors = open_wizard(qtbot, qapp, demo_db, monkeypatch)
    choose(wizard, 12, date(2025, 4, 1))  # two finished draws, one running game
    wizard.next()
    page2 = wizard.substitute_page
    assert not page2.status.isEnabled()
    assert "Substitute status cannot be granted: One of the predecessor's games has finished." in page2.status_why.text()
    page2.search.setText("řezn")  # the register, searched by name
    assert page2.register.count() == 1
    page2.register.setCurrentRow(0)
    wizard.next()
    page3 = wizard.preview_page
    kept = [page3.kept_model.row_object(r).new for r in range(page3.kept_model.rowCount())]
    assert [(g.white, g.black, g.flag) for g in kept] == [(4, 12, Flag.ORIGINAL_PLAYER), (12, 8, Flag.ORIGINAL_PLAYER)]
    assert "He cannot earn a norm" in page3.summary.text()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and tournaments.load(demo_db, TEAM_DEMO).entry(17).name == "Řezníček, Vlastimil"


def test_limits_block_page_one_and_a_refusal_on_finish_keeps_the_wizard_open(qtbot, qapp, demo_db, monkeypatch) -> None:
    window, wizard, errors = open_wizard(qtbot, qapp, demo_db, monkeypatch)
    on = date(2025, 4, 1)
    substitutes.substitute(demo_db, TEAM_DEMO, 13, Player(PlayerId("990010"), "Šebek, Aleš"), False, on)
    substitutes.substitute(demo_db, TEAM_DEMO, 14, Player(PlayerId("990011"), "Řehoř, Jan"), False, on)
    choose(wizard, 15, on)
    page1 = wizard.replaced_page
    page1.update_check()
    # Two of Říčany's four players are replaced already: a third is over the 50 % limit...
    assert not page1.isComplete() and "✘ At most half of the team replaced: 2 replacements so far" in page1.limits.text()
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    # ... unless the player died.
    page1.death.setChecked(True)
    assert page1.isComplete() and "✔ After a death" in page1.limits.text()
    page1.death.setChecked(False)
    choose(wizard, 4, on)  # Dukla, board 4: allowed
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    wizard.next()
    page2 = wizard.substitute_page
    page2.new_player.setChecked(True)
    page2.id.setText("990012")
    page2.name.setText("Úlehla, Pavel")
    wizard.next()
    # Meanwhile no. 4 is replaced by someone else: Finish is refused, the wizard stays open and
    # says why, and the window showed the one error.
    substitutes.substitute(demo_db, TEAM_DEMO, 4, Player(PlayerId("990013"), "Vávra, Jan"), False, on)
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.currentPage() is wizard.preview_page and wizard.isVisible()
    assert "has already been replaced" in wizard.preview_page.error.text() and len(errors) == 1
    assert tournaments.load(demo_db, TEAM_DEMO).entry(19).name == "Vávra, Jan"  # Úlehla was not stored
