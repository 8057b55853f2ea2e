"""The go options in the window: the wizard shows each option only for the systems it applies to and
stores its value under the settings key; the Tournament properties dialog shows the stored values and
changes them (audited, undoable)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QApplication, QWizard

from arbiter_app.gui.languages import install_qt_translation
from arbiter_app.gui.setup_actions import TournamentDialog
from arbiter_app.i18n import set_language, tr
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, PairingSystem, Tournament
from arbiter_app.services import setup, tournaments
from tests.gui.windows import menu_action, new_go_wizard, open_window
from tests.services.test_go_phases import CAGO, PLAYERS, round_robin_group

SHOTS = os.environ.get("ARBITER_SHOTS")


def choose(box, value) -> None:
    box.setCurrentIndex(box.findData(value))


def shown(go) -> set[str]:
    """The options the arbiter sees, by the widget's name in GoOptions."""
    names = ("bar", "floor", "colours", "club_rule", "bye_points", "excused_game", "withdrawn_game", "placing",
             "handicap", "handicap_max", "komi", "handicap_komi")
    return {n for n in names if go.form.isRowVisible(getattr(go, n))}


def new_wizard(qtbot, qapp, db, system: PairingSystem):
    round_robin_group(db, "A", [1, 3, 5, 7])
    window = open_window(qtbot, qapp, db, "A")
    wizard, form = new_go_wizard(qtbot, window, "GO", "Turnaj Šťastných, Žďár", system, 5)
    wizard.resize(720, 980)
    return wizard, form.go


def shot(widget, name: str) -> None:
    if SHOTS:
        QApplication.processEvents()
        widget.grab().save(os.path.join(SHOTS, name))


@pytest.fixture(params=["en", "cs"])
def lang(request, qapp):
    """The test in English and in Czech, English again after it."""
    set_language(request.param)
    install_qt_translation(request.param)
    yield request.param
    set_language("en")
    install_qt_translation("en")


def test_a_round_robin_stores_its_excused_and_withdrawn_games(qtbot, qapp, empty_db, lang):
    wizard, go = new_wizard(qtbot, qapp, empty_db, PairingSystem.ROUND_ROBIN)
    assert shown(go) == {"bye_points", "excused_game", "withdrawn_game", "handicap", "komi"}
    assert go.bye_points.value() == 0  # a round robin's free round [003 §3.2.1]
    assert go.excused_game.currentText() == tr("setup.go.excused_game.postponed")
    assert "[003 §3.2]" in go.excused_game.toolTip() and "[003 §3.3.3]" in go.withdrawn_game.toolTip()
    choose(go.excused_game, "default")
    choose(go.withdrawn_game, "default")
    go.bye_points.setValue(0.5)
    shot(wizard, f"go-options-round-robin-{lang}.png")
    wizard.button(QWizard.WizardButton.NextButton).click()
    settings = wizard.tournament.settings
    assert (settings["go_excused_game"], settings["go_withdrawn_game"], settings["go_bye_points"]) == ("default", "default", 0.5)
    assert not {"mcmahon_bar", "go_placing", "go_colours", "komi"} & set(settings)  # what does not apply is not stored


def test_a_mcmahon_event_stores_its_handicaps_and_komi(qtbot, qapp, empty_db, lang):
    wizard, go = new_wizard(qtbot, qapp, empty_db, PairingSystem.MCMAHON)
    assert shown(go) == {"bar", "floor", "colours", "club_rule", "bye_points", "handicap", "komi"}
    assert go.bye_points.value() == 1  # a bye of a drawn round is a win without play
    go.bar.setText("3d")
    go.handicap.setValue(1)
    assert shown(go) == {"bar", "floor", "club_rule", "bye_points", "handicap", "handicap_max", "komi", "handicap_komi"}
    assert (go.handicap_max.value(), go.komi.value(), go.handicap_komi.value()) == (9, 6.5, 0.5)
    go.handicap_max.setValue(4)
    go.komi.setValue(7.5)
    go.handicap_komi.setValue(0)
    go.club_rule.setChecked(False)
    shot(wizard, f"go-options-mcmahon-{lang}.png")
    wizard.button(QWizard.WizardButton.NextButton).click()
    settings = wizard.tournament.settings
    assert {k: settings[k] for k in ("mcmahon_bar", "go_handicap_reduction", "go_handicap_max", "komi", "go_handicap_komi", "go_club_rule")} == {
        "mcmahon_bar": "3d", "go_handicap_reduction": 1, "go_handicap_max": 4, "komi": 7.5, "go_handicap_komi": 0.0, "go_club_rule": False}
    assert "go_bye_points" not in settings  # the default is not stored: it follows the system


def test_a_knockout_shows_its_placing_matches(qtbot, qapp, empty_db, lang):
    wizard, go = new_wizard(qtbot, qapp, empty_db, PairingSystem.KNOCKOUT)
    assert shown(go) == {"placing", "handicap", "komi"}
    assert "[003 §3.1.4]" in go.placing.toolTip()
    choose(go.placing, "all")
    shot(wizard, f"go-options-knockout-{lang}.png")
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.tournament.settings["go_placing"] == "all"


def properties(qtbot, qapp, db, code: str) -> TournamentDialog:
    window = open_window(qtbot, qapp, db, code)
    menu_action(window, "setup.action.edit").trigger()
    dialog = window.findChild(TournamentDialog)
    qtbot.addWidget(dialog)
    return window, dialog


def test_the_properties_dialog_shows_and_changes_the_go_options(qtbot, qapp, empty_db):
    t = Tournament("R", "Skupina Ř", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN, tiebreaks=CAGO,
                   settings={"go_excused_game": "default", "go_bye_points": 0.5, "komi": 7.5})
    setup.create_tournament(empty_db, t, ["G1", "G2", "G3"], method=DrawMethod.GIVEN, new_players=PLAYERS[:3])
    window, dialog = properties(qtbot, qapp, empty_db, "R")
    go = dialog.event.go
    assert (go.excused_game.currentData(), go.withdrawn_game.currentData(), go.bye_points.value(), go.komi.value()) == ("default", "free", 0.5, 7.5)
    choose(go.excused_game, "postponed")
    choose(go.withdrawn_game, "default")
    go.bye_points.setValue(0)
    go.komi.setValue(6)
    dialog.accept()
    settings = tournaments.load(empty_db, "R").tournament.settings
    assert (settings["go_withdrawn_game"], settings["komi"]) == ("default", 6.0)
    assert "go_excused_game" not in settings and "go_bye_points" not in settings  # back to the defaults
    window.undo_action.trigger()
    assert tournaments.load(empty_db, "R").tournament.settings == t.settings


def test_a_setting_the_drawn_rounds_were_played_with_is_refused(qtbot, qapp, empty_db):
    """Komi and the bye's points of the rounds already drawn stay; what steers later draws changes."""
    round_robin_group(empty_db, "A", [1, 3, 5, 7])  # every round drawn and played
    window, dialog = properties(qtbot, qapp, empty_db, "A")
    dialog.event.go.komi.setValue(7.5)
    dialog.accept()
    assert dialog.isVisible() and "komi: A has rounds drawn with the old value" in dialog.problems.text()
    assert "komi" not in tournaments.load(empty_db, "A").tournament.settings
    dialog.event.go.komi.setValue(6.5)
    choose(dialog.event.go.withdrawn_game, "default")
    dialog.accept()
    assert tournaments.load(empty_db, "A").tournament.settings["go_withdrawn_game"] == "default"
