"""The substitute wizard offers moving the replaced player's bank onto the new player's clock
(three-block system) [004 Art. III 1]: the demo league runs 486 days (bank 75, clock cap 50)."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QWizard

from arbiter_app.services import tournaments
from tests.gui.test_substitute_wizard import TEAM_DEMO, choose, open_wizard


def test_the_bank_option_is_offered_previewed_and_stored(qtbot, qapp, demo_db, monkeypatch) -> None:
    window, wizard, errors = open_wizard(qtbot, qapp, demo_db, monkeypatch)
    choose(wizard, 16, date(2025, 4, 1))
    wizard.next()
    page = wizard.substitute_page
    assert page.bank.isEnabled() and not page.bank.isChecked() and not page.bank_days.isEnabled()
    assert page.bank.text().startswith("The captain moves time from the replaced player's bank onto the new player's clock")
    assert (page.bank_days.minimum(), page.bank_days.maximum()) == (1, 50)
    page.new_player.setChecked(True)
    page.id.setText("990001")
    page.name.setText("Čapek, Květoslav")
    page.bank.setChecked(True)
    assert page.bank_days.isEnabled()
    page.bank_days.setValue(30)
    wizard.resize(900, 620)
    wizard.grab().save("/tmp/i12-substitute-bank.png")
    wizard.next()
    assert "30 days of the replaced player's bank go onto the clock of Čapek, Květoslav" in wizard.preview_page.summary.text()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and not wizard.isVisible()
    assert tournaments.load(demo_db, TEAM_DEMO).entry(17).bank_moved_days == 30


def test_no_bank_option_without_the_three_block_system(qtbot, qapp, demo_db, monkeypatch) -> None:
    """Planet Šah has no bank: the option is shown disabled, with the reason."""
    from arbiter_app.storage.writer import Writer

    with demo_db.transaction() as session:
        Writer(session, "edit", TEAM_DEMO).put("tournament", {"code": TEAM_DEMO}, {"organiser": "PlanetSah"})
    _window, wizard, _errors = open_wizard(qtbot, qapp, demo_db, monkeypatch)
    choose(wizard, 16, date(2025, 4, 1))
    wizard.next()
    page = wizard.substitute_page
    assert not page.bank.isEnabled() and page.bank.toolTip().startswith("No bank to move")
