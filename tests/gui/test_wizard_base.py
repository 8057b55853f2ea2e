"""The wizards' shared base (gui.wizard_base): dates proposed inside the event, a greyed Next that
says why, a first page that is not a large empty form."""

from datetime import date

import pytest

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QWizard

from arbiter_app.gui.substitute_wizard import open_substitute_wizard
from arbiter_app.gui.withdrawal_wizard import WithdrawalWizard
from arbiter_app.gui.wizard_base import default_day
from arbiter_app.i18n import tr
from arbiter_app.rules.model import Tournament, WithdrawalKind, WithdrawalReason
from tests.conftest import SKS_DEMO
from tests.gui.windows import open_window

TEAM_DEMO = "CZE/T4L1/2025"


def test_the_day_proposed_is_today_brought_inside_the_event():
    t = Tournament(code="X", name="X", start_date=date(2025, 3, 1), end_date=date(2026, 6, 30))
    assert default_day(t, date(2025, 11, 20)) == date(2025, 11, 20)  # during the event: today
    assert default_day(t, date(2026, 11, 26)) == date(2026, 6, 30)  # after it: its last day
    assert default_day(t, date(2025, 1, 2)) == date(2025, 3, 1)  # before it: its first day
    assert default_day(Tournament(code="Y", name="Y"), date(2026, 11, 26)) == date(2026, 11, 26)  # no dates


def test_the_substitute_wizard_opens_ready_and_a_greyed_next_says_why(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    wizard = open_substitute_wizard(window)
    qtbot.addWidget(wizard)
    page = wizard.replaced_page
    event = window.data.tournament
    on = page.date.date().toPython()
    assert on == default_day(event) and event.start_date <= on <= event.end_date
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    assert next_button.isEnabled() and page.blocked.text() == ""
    page.date.setDate(QDate(2026, 7, 1))  # the day after the planned end [000 §7.7]
    assert not next_button.isEnabled()
    assert page.blocked.text() == tr("substitute.wizard.blocked.limits")
    assert f"✘ {tr('substitute.problem.after_end')}" in page.limits.text()


def test_the_withdrawal_wizard_names_what_is_missing_and_grows_for_the_plan(qtbot, qapp, demo_db, lang, tmp_path):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.resize(1366, 768)
    wizard = WithdrawalWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.width() <= 700 and wizard.height() <= 400  # a few fields: no large empty form
    page = wizard.input_page
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    steps = [
        (page.player, 6, "withdrawal.wizard.blocked.kind"),
        (page.kind, WithdrawalKind.ACCEPTED, "withdrawal.wizard.blocked.reason"),
        (page.reason, WithdrawalReason.ILLNESS, None),
    ]
    assert page.blocked.text() == tr("withdrawal.wizard.blocked.player") and not next_button.isEnabled()
    for combo, value, blocked in steps:
        combo.setCurrentIndex(combo.findData(value))
        assert page.blocked.text() == (tr(blocked) if blocked else "") and next_button.isEnabled() == (blocked is None)
    page.date.setDate(QDate(2026, 2, 1))
    next_button.click()
    assert wizard.currentPage() is wizard.plan_page
    screen = wizard.screen().availableGeometry()
    assert wizard.width() == min(1060, screen.width()) and wizard.height() >= min(720, screen.height() - 40)
    # Both tables whole, without a sideways scroll (the Czech "Pořadí (předtím)" headers made one).
    plan = wizard.plan_page
    assert not plan.standings.horizontalScrollBar().isVisible() and not plan.games.horizontalScrollBar().isVisible()
    wizard.grab().save(str(tmp_path / f"plan-{lang}.png"))
