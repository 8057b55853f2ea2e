"""The new-tournament wizard from an empty database, driven page by page as an arbiter drives it;
then the properties, entries and delete actions on the stored tournament."""

import os
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWizard

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.languages import install_qt_translation
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.gui.setup_actions import EntriesDialog, TournamentDialog, delete_current
from arbiter_app.i18n import set_language, tr
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Player, PlayerId, RatingKind, Result, Sex
from arbiter_app.rules.pairing import colour_table
from arbiter_app.services import players, tournaments
from tests.gui.test_main_window import cell_of, standings_points

NAMES = ["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej", "Novák, Jan", "Černá, Věra", "Dvořák, Petr", "Řezníček, Luboš",
         "Hübner, Robert", "Kowalski, Łukasz", "Nielsen, Søren", "Varga, Zoltán", "Müller, Jürgen", "Ødegaard, Erik"]
FEDS = ["CZE", "CZE", "CZE", "CZE", "CZE", "SVK", "SVK", "GER", "POL", "DEN", "HUN", "GER", "NOR"]
SHOTS = Path(os.environ.get("ARBITER_SCREENSHOTS", "")) if os.environ.get("ARBITER_SCREENSHOTS") else None


def new_players():
    return [
        Player(PlayerId(str(700100 + i)), NAMES[i], FEDS[i], sex=Sex.FEMALE if i == 4 else Sex.MALE, rating=2520 - 10 * i, rated_games=70, rating_kind=RatingKind.FIXED)
        for i in range(13)
    ]


def empty_window(qtbot, qapp, db):
    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    return window


def action(window, key):
    return next(a for a in window.tournament_menu.actions() if a.objectName() == key)


def click(wizard, which):
    wizard.button(which).click()


def shot(widget, name, tmp_path):
    QApplication.processEvents()  # the layout follows a message just shown
    widget.grab().save(str((SHOTS or tmp_path) / name))


def fill_event(page):
    form = page.form
    form.code.setText("CZE/M13")
    form.name.setText("Memoriál Jana Židů")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.ICCF))
    form.kind.setCurrentIndex(form.kind.findData("gm_norm"))
    form.start.setDate(QDate(2099, 1, 10))
    form.end.setDate(QDate(2100, 6, 30))
    form.title_tournament.setChecked(True)
    form.td.setText("Kratochvíl, Josef")
    form.duration.setValue(536)


def run_wizard(qtbot, window, tmp_path, lang):
    action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    page = wizard.event_page
    click(wizard, QWizard.WizardButton.NextButton)  # nothing filled: refused, the fields named
    assert wizard.currentPage() is page
    for field in ("code", "name"):  # each field by its label, in the interface's language
        assert f"{tr('setup.field.' + field)}: {tr('setup.problem.empty')}" in page.form.problems.text()
    fill_event(page)
    shot(wizard, f"wizard-1-event-{lang}.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    rules = wizard.rules_page.form
    assert rules.codes() == ("points", "wins", "sb", "h2h")  # the ICCF rule set [001 §7.2]
    rules.available.setCurrentIndex(rules.available.findData("rating"))
    rules.add_selected()
    rules.criteria.setCurrentRow(4)
    rules.move(-1)
    assert rules.codes() == ("points", "wins", "sb", "rating", "h2h")
    rules.remove_current()
    assert rules.codes() == ("points", "wins", "sb", "h2h")
    assert rules.available.findData("sos") == -1  # a go criterion is not offered for ICCF
    shot(wizard, f"wizard-2-rules-{lang}.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    editor = wizard.entries_page.editor
    for p in new_players():
        editor.add_new_player(p)
    assert editor.entries.count() == 13
    shot(wizard, f"wizard-3-entries-{lang}.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    numbers = wizard.numbers_page
    assert numbers.method().value == "lot"
    numbers.seed.setValue(2026)
    assert numbers.order.count() == 13
    shot(wizard, f"wizard-4-numbers-{lang}.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    summary = wizard.summary_page.text.toPlainText()
    shot(wizard, f"wizard-5-summary-{lang}.png", tmp_path)
    assert tournaments.list_tournaments(window.db) == []  # nothing stored before Finish
    click(wizard, QWizard.WizardButton.FinishButton)
    return summary


def test_a_13_player_title_group_from_an_empty_database(qtbot, qapp, empty_db, tmp_path, modal_answers):
    window = empty_window(qtbot, qapp, empty_db)
    summary = run_wizard(qtbot, window, tmp_path, "en")
    assert "Players: 13, games: 78" in summary and "Category" in summary and "Round 1: 2–13" in summary
    assert "Židů, Pavel" in summary
    assert window.code == "CZE/M13"
    data = tournaments.load(empty_db, "CZE/M13")
    assert data.tournament.draw_seed == 2026 and data.tournament.title_tournament
    assert data.tournament.settings["timecontrol.duration_days"] == 536
    assert data.tournament.time_control == "Three-block system, 536 days"
    assert len(data.games) == 78 and all(g.result is Result.RUNNING for g in data.games)
    assert {(g.white, g.black) for g in data.games} == set(colour_table(13))  # Berger colours
    assert window.crosstable.model_.rowCount() == 13
    shot(window, "main-after-wizard-en.png", tmp_path)
    # one result, typed into the crosstable, updates the standings
    game = data.games[0]
    view = window.crosstable
    view.setFocus()
    view.setCurrentIndex(cell_of(window, game.white, game.black))
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert standings_points(window)[game.white] == 1
    window.undo_action.trigger()  # the result
    modal_answers.next(QMessageBox.StandardButton.Yes)  # "Undo creating the tournament ...? These tournaments are deleted: ..."
    window.undo_action.trigger()  # the whole creation
    assert "These tournaments are deleted:" in modal_answers.seen[0]
    assert tournaments.list_tournaments(empty_db) == [] and players.players(empty_db) == []
    assert window.tournament_list.count() == 0


def test_the_wizard_in_czech(qtbot, qapp, empty_db, tmp_path):
    set_language("cs")
    install_qt_translation("cs")  # Qt's own texts: the wizard's buttons
    try:
        window = empty_window(qtbot, qapp, empty_db)
        summary = run_wizard(qtbot, window, tmp_path, "cs")
        assert "Hráčů: 13, partií: 78" in summary and "1. kolo: 2–13" in summary
        assert window.findChild(NewTournamentWizard).button(QWizard.WizardButton.FinishButton).text().replace("&", "") == "Dokončit"
    finally:
        set_language("en")
        install_qt_translation("en")


def test_refusal_at_finish_keeps_the_wizard_open(qtbot, qapp, empty_db, tmp_path):
    window = empty_window(qtbot, qapp, empty_db)
    action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    fill_event(wizard.event_page)
    for _ in range(4):
        click(wizard, QWizard.WizardButton.NextButton)
    players.add_player(empty_db, new_players()[0])  # meanwhile somebody stores a tournament with this code
    from arbiter_app.rules.model import Tournament
    from arbiter_app.services import setup

    setup.create_tournament(empty_db, Tournament("CZE/M13", "Other"))
    click(wizard, QWizard.WizardButton.FinishButton)
    assert wizard.isVisible() and "Code: a tournament with code CZE/M13" in wizard.summary_page.problems.text()


def test_properties_entries_and_delete(qtbot, qapp, demo_db, tmp_path, monkeypatch):
    from tests.conftest import SKS_DEMO
    from tests.gui.windows import open_window

    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    action(window, "setup.action.edit").trigger()
    dialog = window.findChild(TournamentDialog)
    qtbot.addWidget(dialog)
    dialog.event.name.setText("")
    dialog.accept()
    assert dialog.isVisible() and "Name: must not be empty" in dialog.problems.text()
    assert dialog.event.tc_text.text() == tournaments.load(demo_db, SKS_DEMO).tournament.time_control != ""
    dialog.event.name.setText("Semifinále B – upraveno")
    dialog.rules.set_criteria(("points", "wins", "sb"))
    shot(dialog, "properties-en.png", tmp_path)
    dialog.accept()
    edited = tournaments.load(demo_db, SKS_DEMO).tournament
    assert edited.tiebreaks == ("points", "wins", "sb") and edited.name == "Semifinále B – upraveno"
    assert edited.time_control == dialog.event.tc_text.text()  # untouched by the edit
    assert window.standings.model_.headerData(3, Qt.Orientation.Horizontal) is not None
    action(window, "setup.action.entries").trigger()
    entries = window.findChild(EntriesDialog)
    qtbot.addWidget(entries)
    entries.entries.setCurrentRow(0)
    entries.remove_selected()  # the semifinal has results: refused, the reason shown in the dialog
    assert "already has results" in entries.problems.text()
    entries.close()
    delete_current(window, confirm=lambda text: SKS_DEMO in text)
    assert SKS_DEMO not in [t.code for t in tournaments.list_tournaments(demo_db)]
    window.undo_action.trigger()
    assert SKS_DEMO in [t.code for t in tournaments.list_tournaments(demo_db)]


def test_a_player_added_inline_is_checked_but_stored_only_on_finish(qtbot, qapp, empty_db):
    from arbiter_app.gui.players_view import PlayerDialog

    dialog = PlayerDialog(empty_db, store=False)
    qtbot.addWidget(dialog)
    for name, text in (("id", "800001"), ("name", "Šťastný, Ondřej"), ("federation", "c2")):
        dialog.inputs[name].setText(text)
    dialog.save()
    assert dialog.player is None and not dialog.errors["federation"].isHidden() and dialog.errors["federation"].text()  # refused, the field named
    dialog.inputs["federation"].setText("CZE")
    dialog.save()
    assert dialog.player is not None and dialog.player.name == "Šťastný, Ondřej"
    assert players.players(empty_db) == []  # nothing stored yet


def team_wizard_at_entries(qtbot, qapp, db, n_players: int) -> NewTournamentWizard:
    """The wizard of an SKŠ team event CZE/T2/2099 on its entries page; n players in the register."""
    for p in new_players()[:n_players]:
        players.add_player(db, p)
    window = empty_window(qtbot, qapp, db)
    action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText("CZE/T2/2099")
    form.name.setText("Liga družstev")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.SKS))
    form.team_event.setChecked(True)
    click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.rules_page.form.codes() == ("match_points", "board_points", "board_order")  # SKŠ teams [000 §6.3]
    click(wizard, QWizard.WizardButton.NextButton)
    return wizard


def test_a_team_event_through_the_wizard(qtbot, qapp, empty_db, tmp_path):
    """Teams with their players in board order; the boards numbered by team, team colours [001 §8.7g]."""
    wizard = team_wizard_at_entries(qtbot, qapp, empty_db, 6)
    editor = wizard.entries_page.editor
    for i, name in enumerate(("Dukla", "Žďár", "Říčany")):
        editor.add_team(name)
        editor.add_ids([str(700100 + 2 * i), str(700101 + 2 * i)])
    shot(wizard, "wizard-3-teams-en.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    wizard.numbers_page.group.buttons()[2].setChecked(True)  # in the order given
    click(wizard, QWizard.WizardButton.NextButton)
    click(wizard, QWizard.WizardButton.FinishButton)
    data = tournaments.load(empty_db, "CZE/T2/2099")
    assert [t.name for t in data.teams] == ["Dukla", "Žďár", "Říčany"]
    assert [(e.no, e.team, e.board) for e in data.entries] == [(1, 1, 1), (2, 1, 2), (3, 2, 1), (4, 2, 2), (5, 3, 1), (6, 3, 2)]
    assert len(data.games) == 6 and (1, 3) in {(g.white, g.black) for g in data.games}


def test_a_go_event_takes_its_options_in_the_event_page(qtbot, qapp, empty_db, tmp_path):
    """McMahon bar and floor are go ranks [003 §3.1.3]; a bad one is refused naming the field."""
    from arbiter_app.rules.model import PairingSystem

    window = empty_window(qtbot, qapp, empty_db)
    action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText("CZE/GO/2099")
    form.name.setText("Turnaj go Žďár")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.CAGO))
    form.system.setCurrentIndex(form.system.findData(PairingSystem.MCMAHON))
    form.round_count.setValue(5)
    assert not form.go.isHidden()
    form.go.bar.setText("3x")
    click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.event_page and "McMahon bar: not a go rank: '3x'" in form.problems.text()
    form.go.bar.setText("3d")
    form.go.floor.setText("20k")
    form.go.handicap.setValue(2)
    shot(wizard, "wizard-1-go-en.png", tmp_path)
    click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.rules_page.form.codes() == ("points", "sos", "ssos", "h2h")  # McMahon [003 §3.3.4c]
    settings = wizard.tournament.settings
    assert (settings["mcmahon_bar"], settings["mcmahon_floor"], settings["go_handicap_reduction"]) == ("3d", "20k", 2)
    assert form.tc_system.isHidden() and not any(k in settings for k in ("timecontrol.system", "timecontrol.duration_days"))
    # the starting numbers "by rating" are by rank in a go event [003 §3.1.3]
    click(wizard, QWizard.WizardButton.NextButton)
    editor = wizard.entries_page.editor
    for pid, name, rank in (("G1", "Čermák, Aleš", "2k"), ("G2", "Židů, Petr", "2d"), ("G3", "Bláha, Tomáš", "8k")):
        editor.add_new_player(Player(PlayerId(pid), name, "CZE", rank=rank))
    click(wizard, QWizard.WizardButton.NextButton)
    numbers = wizard.numbers_page
    numbers.buttons[DrawMethod.RATING].setChecked(True)
    assert numbers.buttons[DrawMethod.RATING].text() == "By rank (strongest first)"
    assert [numbers.order.item(i).text() for i in range(numbers.order.count())] == ["1. Židů, Petr  2d", "2. Čermák, Aleš  2k", "3. Bláha, Tomáš  8k"]
