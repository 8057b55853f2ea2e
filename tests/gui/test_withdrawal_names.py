"""The withdrawal wizard names whom the decision is sent to so that the names can be told apart: on
the plan page and on the summary before Finish, each recipient an item and its names separated by
semicolons ("Novák, Jan; Šťastný, Petr"), in the real wizard on a real database."""

from __future__ import annotations

from PySide6.QtCore import QDate

from arbiter_app.gui.withdrawal_wizard import WithdrawalWizard
from arbiter_app.rules.model import WithdrawalKind
from tests.conftest import ICCF_DEMO
from tests.gui.test_withdrawal_wizard import choose, click_next
from tests.gui.windows import open_window


def test_the_plan_and_the_summary_name_the_opponents_apart(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    wizard = WithdrawalWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    choose(wizard.input_page.player, 13)
    choose(wizard.input_page.kind, WithdrawalKind.UNACCEPTED)
    wizard.input_page.date.setDate(QDate(2026, 2, 1))
    click_next(wizard)
    opponents = next(n.names for n in wizard.preview.notices if len(n.names) > 1)
    listed = "; ".join(opponents)
    assert listed in wizard.plan_page.details.text()
    click_next(wizard)
    summary = wizard.confirm_page.text.text()
    assert wizard.currentPage() is wizard.confirm_page and listed in summary
    assert all(f"{a}, {b}" not in summary for a, b in zip(opponents, opponents[1:]))
