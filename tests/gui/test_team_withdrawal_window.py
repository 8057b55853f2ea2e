"""Issue 23, item 6 in the window: a team's reserves listed at set-up, and in the demo league a
player's accepted withdrawal handed to a substitute [000 §7.7a; 001 §8.7b–c]: the withdrawal wizard
offers both ways, the substitute wizard follows set for the player, date and reason with the team's
reserve first, he takes over the running games, and the Teams panel (team standings, board table)
shows it. Screenshots in English and Czech when ARBITER_SCREENSHOTS names a folder."""

from __future__ import annotations

import os
from datetime import date

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QWizard

from arbiter_app.gui.entries_editor import EntriesEditor
from arbiter_app.gui.substitute_wizard import SubstituteWizard
from arbiter_app.gui.team_view import TeamView
from arbiter_app.gui.withdrawal_wizard import WithdrawalWizard
from arbiter_app.rules.model import Player, PlayerId, RatingKind, WithdrawalKind, WithdrawalReason
from arbiter_app.services import players, setup, tournaments
from tests.gui.windows import menu_action, open_window, show_panel

TEAM_DEMO = "CZE/T4L1/2025"
RESERVE = Player(PlayerId("990001"), "Čapek, Květoslav", "CZE", rating=2050, rating_kind=RatingKind.FIXED)
SHOTS = os.environ.get("ARBITER_SCREENSHOTS")


def shot(widget, name: str) -> None:
    if SHOTS:
        widget.grab().save(os.path.join(SHOTS, name))


def test_the_entries_page_lists_a_team_with_its_reserve(qtbot, empty_db, lang):
    field = [Player(PlayerId(f"9100{i}"), name, "CZE") for i, name in enumerate(["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej"])]
    for p in field:
        players.add_player(empty_db, p)
    editor = EntriesEditor(empty_db)
    qtbot.addWidget(editor)
    editor.set_team_event(True)
    editor.add_team("ŠK Dukla Praha")
    editor.add_ids(["91002"], reserve=True)  # a reserve first: the boards still come above him
    editor.add_ids(["91000", "91001"])
    assert [(t.name, t.player_ids, t.reserves) for t in editor.teams()] == [("ŠK Dukla Praha", ("91000", "91001"), ("91002",))]
    team = editor.teams_tree.topLevelItem(0)
    assert team.child(2).text(0).startswith("reserve: Šťastný, Ondřej" if lang == "en" else "náhradník: Šťastný, Ondřej")
    assert editor.add_reserve.isVisibleTo(editor)
    editor.resize(900, 420)
    shot(editor, f"team_reserves_{lang}.png")


def test_a_withdrawal_handed_to_the_teams_reserve(qtbot, qapp, demo_db, monkeypatch, lang):
    players.add_player(demo_db, RESERVE)
    settings = dict(tournaments.load(demo_db, TEAM_DEMO).tournament.settings)
    setup.edit_tournament(demo_db, TEAM_DEMO, {"settings": {**settings, "team_reserves": {"4": [RESERVE.id]}}})
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    window.resize(1400, 900)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    menu_action(window, "withdrawal.wizard.action").trigger()
    withdrawal = window.findChild(WithdrawalWizard)
    qtbot.addWidget(withdrawal)
    first = withdrawal.input_page
    first.player.setCurrentIndex(first.player.findData(16))  # Ťoupalová, Říčany board 4, 3 games running
    first.kind.setCurrentIndex(first.kind.findData(WithdrawalKind.ACCEPTED))
    first.reason.setCurrentIndex(first.reason.findData(WithdrawalReason.ILLNESS))
    first.date.setDate(QDate(2025, 4, 1))
    assert first.settle.isEnabled() and first.settle.currentData() is True  # a substitute first [000 §7.7a]
    shot(withdrawal, f"team_withdrawal_{lang}.png")
    withdrawal.button(QWizard.WizardButton.NextButton).click()
    assert not withdrawal.isVisible()
    wizard = withdrawal.substitute_wizard
    qtbot.addWidget(wizard)
    page1 = wizard.replaced_page
    assert page1.player.currentData() == 16 and not page1.player.isEnabled()
    assert wizard.request() == (16, date(2025, 4, 1), False)
    assert "Ťoupalová, Iveta" in page1.following.text() and page1.isComplete()
    shot(wizard, f"team_substitute_following_{lang}.png")
    wizard.next()
    page2 = wizard.substitute_page
    first_item = page2.register.item(0)
    assert first_item.text().startswith("Čapek, Květoslav (990001, CZE, 2050) — ")  # the reserve heads the list
    page2.register.setCurrentRow(0)
    shot(wizard, f"team_substitute_reserve_{lang}.png")
    wizard.next()
    assert wizard.preview_page.moved_model.rowCount() == 3 and wizard.preview_page.kept_model.rowCount() == 0
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and not wizard.isVisible()
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert (data.entry(16).withdrawal.kind, data.entry(16).withdrawal.reason) == (WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS)
    assert data.entry(17).player.id == "990001" and data.entry(17).replaces == 16
    # The Teams panel: Říčany keeps its 6 games to play (now Čapek's on board 4); board 4's table
    # lists Čapek with his 3 games and Ťoupalová with none, both 4-5 on the board with 0 points.
    view = show_panel(window, TeamView)
    teams = view.teams_model
    ricany = next(r for r in range(teams.rowCount()) if "Říčany" in str(teams.data(teams.index(r, 1))))
    row = [teams.data(teams.index(ricany, c)) for c in range(teams.columnCount())]
    assert row[-2:] == ["6", "4"]  # RG, place
    view.board_choice.setCurrentIndex(view.board_choice.findData(4))
    board = view.board_model
    lines = {board.data(board.index(r, 0)): [board.data(board.index(r, c)) for c in range(board.columnCount())]
             for r in range(board.rowCount())}
    assert lines["17"][1].startswith("Čapek, Květoslav") and lines["17"][-2:] == ["3", "4-5"]
    assert lines["16"][-2:] == ["0", "4-5"]
    shot(window, f"team_after_substitute_{lang}.png")
