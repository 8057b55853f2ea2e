"""A team's captain and federation in the window: typed in place in the wizard's teams tree, shown in
the Teams panel, changed after the set-up with Edit team… (and undone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWizard

from arbiter_app.gui.entries_editor import CAPTAIN, FEDERATION, NAME
from arbiter_app.gui.team_dialog import TeamDialog
from arbiter_app.gui.team_view import TeamView
from arbiter_app.i18n import set_language
from arbiter_app.services import tournaments
from tests.gui.test_new_tournament_wizard import click, shot, team_wizard_at_entries
from tests.gui.windows import open_window, show_panel

TEAM_DEMO = "CZE/T4L1/2025"


def type_in_place(qtbot, tree, item, column: int, text: str) -> None:
    """The editor a double-click opens on the cell, the text in it, Enter."""
    closed = set(tree.viewport().findChildren(QLineEdit))  # editors of earlier cells, not deleted yet
    tree.setCurrentItem(item, column)
    tree.editItem(item, column)
    opened = [e for e in tree.viewport().findChildren(QLineEdit) if e not in closed]
    assert len(opened) == 1, "the cell opened no editor"
    editor = opened[0]
    editor.setText(text)  # QTest cannot type letters outside Latin-1 (Š, ř)
    qtbot.keyPress(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits (and closes the editor) queued


def test_captains_typed_in_the_wizard_are_stored(qtbot, qapp, empty_db, tmp_path):
    wizard = team_wizard_at_entries(qtbot, qapp, empty_db, 4)
    editor = wizard.entries_page.editor
    tree = editor.teams_tree
    for i in range(2):
        editor.add_team(f"Team {i + 1}")
        editor.add_ids([str(700100 + 2 * i), str(700101 + 2 * i)])
    dukla, zdar = tree.topLevelItem(0), tree.topLevelItem(1)
    assert dukla.text(FEDERATION) == "CZE"  # the first board's, until the arbiter types one
    type_in_place(qtbot, tree, dukla, NAME, "ŠK Dukla Praha")
    type_in_place(qtbot, tree, dukla, CAPTAIN, "Horáček, Jiří (horacek@example.cz)")
    type_in_place(qtbot, tree, zdar, NAME, "TJ Slavoj Žďár")
    type_in_place(qtbot, tree, zdar, CAPTAIN, "Šťastný, Ondřej")
    type_in_place(qtbot, tree, zdar, FEDERATION, "svk")
    assert [(t.name, t.captain, t.federation) for t in editor.teams()] == [
        ("ŠK Dukla Praha", "Horáček, Jiří (horacek@example.cz)", "CZE"), ("TJ Slavoj Žďár", "Šťastný, Ondřej", "SVK")]
    wizard.resize(1000, 640)
    shot(wizard, "wizard-teams-captains-en.png", tmp_path)
    # a federation that is not a code keeps the wizard on the page, naming the field
    type_in_place(qtbot, tree, zdar, FEDERATION, "SK")
    click(wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.entries_page
    assert wizard.entries_page.problems.text() == "Team federation: a three-letter code like CZE, not 'SK'"
    type_in_place(qtbot, tree, zdar, FEDERATION, "SVK")
    click(wizard, QWizard.WizardButton.NextButton)
    wizard.numbers_page.group.buttons()[2].setChecked(True)  # in the order given
    click(wizard, QWizard.WizardButton.NextButton)
    click(wizard, QWizard.WizardButton.FinishButton)
    data = tournaments.load(empty_db, "CZE/T2/2099")
    assert [(t.no, t.name, t.captain, t.federation) for t in data.teams] == [
        (1, "ŠK Dukla Praha", "Horáček, Jiří (horacek@example.cz)", "CZE"), (2, "TJ Slavoj Žďár", "Šťastný, Ondřej", "SVK")]


def test_czech_wizard_teams_tree(qtbot, qapp, empty_db, tmp_path):
    set_language("cs")
    try:
        wizard = team_wizard_at_entries(qtbot, qapp, empty_db, 2)
        editor = wizard.entries_page.editor
        editor.add_team("Šachy Říčany", "Kubíček, Luboš (kubicek@example.cz)")
        editor.add_ids(["700100", "700101"])
        header = editor.teams_tree.headerItem()
        assert [header.text(c) for c in range(3)] == ["Název družstva", "Kapitán", "Federace"]
        editor.resize(900, 480)
        shot(editor, "wizard-teams-captains-cs.png", tmp_path)
    finally:
        set_language("en")


def test_edit_team_in_the_teams_panel_stores_and_undoes(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    panel = show_panel(window, TeamView)
    model = panel.teams_model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["No", "Team", "Captain"]
    assert [model.index(0, c).data() for c in range(3)] == ["1", "ŠK Dukla Praha", "Horáček, Jiří"]
    window.resize(1300, 800)
    shot(window, "teams-panel-captains-en.png", tmp_path)
    # Edit team… opens the team of the row selected
    panel.teams_table.setCurrentIndex(model.index(1, 4))
    panel.edit_button.click()
    first = window.findChild(TeamDialog)
    qtbot.addWidget(first)
    assert first.name.text() == "TJ Slavoj Žďár nad Sázavou"
    first.reject()
    first.setParent(None)
    # Říčany (team 4): a double-click on its row (the view's signal), a new captain typed
    panel.teams_table.doubleClicked.emit(model.index(3, 1))
    dialog = window.findChild(TeamDialog)
    qtbot.addWidget(dialog)
    assert (dialog.name.text(), dialog.captain.text(), dialog.federation.text()) == ("Šachy Říčany", "Kubíček, Luboš", "CZE")
    dialog.name.setText("ŠK Dukla Praha")  # another team's name: refused, the dialog stays
    dialog.accept()
    assert dialog.problems.text() == "Team name: another team is called ŠK Dukla Praha" and dialog.isVisible()
    dialog.name.setText("Šachy Říčany")
    dialog.captain.setText("Řezníček, Luboš (reznicek@example.cz)")
    shot(dialog, "team-dialog-en.png", tmp_path)
    dialog.accept()
    assert not dialog.isVisible()
    teams = tournaments.load(demo_db, TEAM_DEMO).teams
    assert teams[3].captain == "Řezníček, Luboš (reznicek@example.cz)" and teams[3].name == "Šachy Říčany"
    assert model.index(3, 2).data() == "Řezníček, Luboš (reznicek@example.cz)"  # the panel shows it at once
    window.undo()
    assert tournaments.load(demo_db, TEAM_DEMO).teams[3].captain == "Kubíček, Luboš"
    assert panel.teams_model.index(3, 2).data() == "Kubíček, Luboš"
    window.switch_language("cs")
    try:
        panel = show_panel(window, TeamView)
        assert panel.teams_model.headerData(2, Qt.Orientation.Horizontal) == "Kapitán"
        assert panel.edit_button.text() == "Upravit družstvo…"
        shot(window, "teams-panel-captains-cs.png", tmp_path)
    finally:
        window.switch_language("en")
