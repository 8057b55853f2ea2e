"""In the window: a knockout's placing matches in the wizard's go options, the Tournament menu's
Knockout from groups… (preview, refusal, creation), and the final's Rounds tab naming where each
player came from."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QDialogButtonBox, QWizard
from PySide6.QtCore import Qt

from arbiter_app.gui.go.phases_dialog import KnockoutFromGroupsDialog
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, PairingSystem, Result, Tournament
from arbiter_app.services import results, setup, tournaments
from tests.conftest import play_round_robin
from tests.gui.windows import menu_action, new_go_wizard, open_window, show_panel
from tests.services.test_go_phases import CYCLE, CAGO, PLAYERS, round_robin_group

SHOTS = os.environ.get("ARBITER_SHOTS")


def shot(widget, name: str) -> None:
    if SHOTS:
        widget.grab().save(os.path.join(SHOTS, name))


def tick(dialog: KnockoutFromGroupsDialog, *codes: str) -> None:
    for k in range(dialog.groups.count()):
        item = dialog.groups.item(k)
        if item.data(Qt.ItemDataRole.UserRole) in codes:
            item.setCheckState(Qt.CheckState.Checked)


def test_a_tie_on_the_line_is_shown_and_decided_by_the_td(qtbot, qapp, empty_db, monkeypatch):
    """Group C: each of three beats one other; one qualifier. The preview says why none can be chosen;
    the TD's decision "C:3" (Dvořák after a play-off) makes him the qualifier."""
    t = Tournament("C", "Skupina C", organiser=Organiser.CAGO, tiebreaks=CAGO)
    setup.create_tournament(empty_db, t, ["G1", "G2", "G3"], method=DrawMethod.GIVEN, new_players=PLAYERS[:3])
    play_round_robin(empty_db, "C", lambda a, b: CYCLE[frozenset((a, b))])
    window = open_window(qtbot, qapp, empty_db, "C")
    menu_action(window, "go.phases.action").trigger()
    dialog = window.findChild(KnockoutFromGroupsDialog)
    dialog.qualifiers.setValue(1)
    tick(dialog, "C")
    assert "share place 1-3" in dialog.preview.text()
    dialog.ahead.setText("C3")
    assert "GROUP:NO" in dialog.preview.text()
    dialog.ahead.setText("C:3")
    assert dialog.preview.text().splitlines()[1:] == ["1. Dvořák, Karel (C1)"]


def test_the_wizard_takes_the_placing_matches(qtbot, qapp, empty_db):
    round_robin_group(empty_db, "A", [1, 3, 5, 7])
    window = open_window(qtbot, qapp, empty_db, "A")
    wizard, form = new_go_wizard(qtbot, window, "KO", "Pohár Šťastných", PairingSystem.KNOCKOUT, 3)
    form.go.placing.setCurrentIndex(form.go.placing.findData("third"))
    wizard.resize(700, 900)
    shot(wizard, "wizard-placing.png")
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.tournament.settings["go_placing"] == "third"


def test_knockout_from_groups_previews_refuses_and_creates(qtbot, qapp, empty_db, monkeypatch):
    round_robin_group(empty_db, "A", [1, 3, 5, 7], {frozenset((3, 5))})
    round_robin_group(empty_db, "B", [2, 4, 6, 8])
    game = next(g for g in tournaments.load(empty_db, "B").games if {g.white, g.black} == {3, 4})
    results.enter_result(empty_db, "B", game.white, game.black, Result.RUNNING)
    window = open_window(qtbot, qapp, empty_db, "A")
    monkeypatch.setattr("arbiter_app.gui.main_window.QMessageBox.warning", lambda *a: None)
    menu_action(window, "go.phases.action").trigger()
    dialog = window.findChild(KnockoutFromGroupsDialog)
    assert "Tick the groups" in dialog.preview.text()
    tick(dialog, "A", "B")
    assert "group B is not finished: 1 game without a result" in dialog.preview.text()
    results.enter_result(empty_db, "B", game.white, game.black,
                         Result.WHITE_WIN if game.white == 3 else Result.BLACK_WIN)
    dialog.show_preview()
    assert dialog.preview.text().splitlines()[1:] == [
        "1. Novák, Jan (A1)", "2. Svoboda, Petr (B1)", "3. Procházka, Jiří (A2)", "4. Černý, Tomáš (B2)"]
    dialog.code.setText("FINAL")
    dialog.name.setText("Finále")
    dialog.placing.setCurrentIndex(dialog.placing.findData("third"))
    dialog.resize(520, 560)
    shot(dialog, "knockout-from-groups.png")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible() and window.code == "FINAL"
    final = tournaments.load(empty_db, "FINAL")
    assert final.tournament.settings["go_placing"] == "third" and len(final.entries) == 4
    panel = show_panel(window, GoRoundsPanel)
    panel.buttons["go.draw"].click()
    rows = [[panel.model.data(panel.model.index(r, c)) for c in range(3)] for r in range(panel.model.rowCount())]
    assert rows == [["1", "1 Novák, Jan 3d (A1)", "4 Černý, Tomáš 1k (B2)"],
                    ["2", "2 Svoboda, Petr 2d (B1)", "3 Procházka, Jiří 2k (A2)"]]
    window.resize(1400, 900)
    shot(window, "final-rounds-tab.png")


def test_a_knockout_round_shows_the_places_each_match_decides(qtbot, qapp, empty_db):
    """Example 3 of docs/go-events.md, round 2: no scores to pair by, so the column next to the
    players names the places of each board's bracket: 1-4 for the winners of round 1, 5-8 for its losers."""
    from arbiter_app.i18n import set_language
    from tests.services.test_go_phases import knockout, play

    code = knockout(empty_db, "KO8", 8, "all")
    play(empty_db, code, 1, {frozenset((4, 5))})
    from arbiter_app.services.go import rounds as go_rounds

    go_rounds.draw(empty_db, code, 2, seed=2)
    window = open_window(qtbot, qapp, empty_db, code)
    window.resize(1300, 700)
    panel = show_panel(window, GoRoundsPanel)
    heads = [panel.model.headerData(c, Qt.Orientation.Horizontal) for c in range(panel.model.columnCount())]
    assert "Score" not in heads
    column = heads.index("Places")
    assert [panel.model.data(panel.model.index(r, column)) for r in range(panel.model.rowCount())] == \
        ["1-4", "1-4", "5-8", "5-8"]
    shot(window, "go_knockout_places_en.png")
    set_language("cs")
    try:
        panel.show_data(panel.data)
        assert "O místa" in [panel.model.headerData(c, Qt.Orientation.Horizontal) for c in range(panel.model.columnCount())]
        shot(window, "go_knockout_places_cs.png")
    finally:
        set_language("en")
