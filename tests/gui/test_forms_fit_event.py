"""Forms and menus that fit the event (issue 24 item 3): fields only where they apply, required
fields marked, a message gone once its field is fixed, go-only actions, and greyed buttons that say why."""

import pytest
from PySide6.QtWidgets import QLabel, QWizard

from arbiter_app.gui.go.phases_dialog import KnockoutFromGroupsDialog
from arbiter_app.gui.setup_actions import EntriesDialog, open_with_tournament
from arbiter_app.i18n import tr
from arbiter_app.rules.model import Organiser, PairingSystem
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import menu_action, new_go_wizard, open_window

GO_DEMO = "CZE/go/2026-Brno"


def row_shown(form, widget) -> bool:
    return form.form.isRowVisible(widget)


def test_the_event_form_shows_what_applies(qtbot, qapp, demo_db, lang, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    wizard, form = new_go_wizard(qtbot, window, "GO/1", "Brněnský pohár", PairingSystem.MCMAHON, 5)
    # A McMahon event: its rounds; no round-robin cycles, no title tournament [001 App. II].
    assert row_shown(form, form.round_count) and not row_shown(form, form.rounds)
    assert form.title_tournament.isHidden() and not form.title_tournament.isChecked()
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.ICCF))
    form.system.setCurrentIndex(form.system.findData(PairingSystem.ROUND_ROBIN))
    # A correspondence round robin: its cycles and the title tournament; no "Rounds (go events)".
    assert row_shown(form, form.rounds) and not row_shown(form, form.round_count) and form.round_count.value() == 0
    assert not form.title_tournament.isHidden()
    labels = [w.text() for w in form.findChildren(QLabel)]
    assert f"{tr('setup.field.code')} *" in labels and f"{tr('setup.field.name')} *" in labels and tr("setup.required") in labels
    wizard.grab().save(str(tmp_path / f"event-{lang}.png"))


def test_a_message_goes_when_its_field_is_fixed(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    wizard, form = new_go_wizard(qtbot, window, "", "", PairingSystem.MCMAHON, 5)
    wizard.button(QWizard.WizardButton.NextButton).click()
    empty = tr("setup.problem.empty")
    assert f"{tr('setup.field.code')}: {empty}" in form.problems.text() and f"{tr('setup.field.name')}: {empty}" in form.problems.text()
    form.code.setText("GO/1")
    assert f"{tr('setup.field.code')}: {empty}" not in form.problems.text()
    assert f"{tr('setup.field.name')}: {empty}" in form.problems.text()  # not fixed yet: it stays
    form.name.setText("Brněnský pohár")
    assert form.problems.text() == ""


def test_knockout_from_groups_is_a_go_action_over_go_groups(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert not menu_action(window, "go.phases.action").isVisible()
    window.tournament_list.select(GO_DEMO)
    assert menu_action(window, "go.phases.action").isVisible()
    dialog = KnockoutFromGroupsDialog(window)
    qtbot.addWidget(dialog)
    listed = [dialog.groups.item(k).text() for k in range(dialog.groups.count())]
    assert listed == [f"{GO_DEMO} – Brněnský pohár v go 2026"]  # no ICCF or SKŠ group
    dialog.show()
    assert dialog.groups.viewport().width() >= dialog.groups.sizeHintForColumn(0)  # the name whole


def test_entries_of_a_running_event_cannot_change_and_the_buttons_say_why(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = open_with_tournament(window, EntriesDialog)
    qtbot.addWidget(dialog)
    for button in (dialog.enter, dialog.remove, dialog.draw):
        assert not button.isEnabled() and SKS_DEMO in button.toolTip()
    assert dialog.problems.text() == dialog.draw.toolTip()


def test_greyed_go_round_buttons_say_why(qtbot, qapp, demo_db):
    from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
    from tests.gui.windows import show_panel

    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    panel = show_panel(window, GoRoundsPanel)
    assert panel.round_box.value() == 4  # the last drawn round
    assert not panel.buttons["go.draw"].isEnabled() and panel.buttons["go.draw"].toolTip() == tr("go.blocked.drawn", round=4)
    assert panel.buttons["go.undraw"].isEnabled() and panel.buttons["go.undraw"].toolTip() == ""


def test_the_register_beside_the_entries_shows_whole_columns(qtbot, qapp, demo_db, lang):
    """The wizard's entries page: id, name, federation, title and the Rating column whole, no sideways scroll."""
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    wizard, form = new_go_wizard(qtbot, window, "GO/1", "Brněnský pohár", PairingSystem.MCMAHON, 5)
    wizard.show()
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()
    search = wizard.entries_page.editor.search
    model = search.model
    headers = [model.column(c).header for c in range(model.columnCount())]
    assert headers == [tr(k) for k in ("players.field.id", "players.field.name", "players.field.federation",
                                       "players.field.title", "players.field.rating")]
    assert not search.table.horizontalScrollBar().isVisible()


def test_the_rule_set_offers_only_the_switches_of_its_criteria(qtbot, qapp):
    """A go event's criteria (MMS, SOS, SOSOS, head-to-head) have no wins or SB: only the
    head-to-head switch [003 §3.3.2e] is asked; an ICCF group (points, wins, SB, head-to-head) has all
    three, an SKŠ group (points, SB) the SB switch; removing SB takes its switch away
    (rules.tiebreaks.SWITCH_CRITERIA)."""
    from arbiter_app.gui.tournament_forms import RuleSetForm

    form = RuleSetForm()
    qtbot.addWidget(form)
    shown = lambda: {k for k, box in form.switches.items() if box.isVisibleTo(form)}  # noqa: E731
    form.set_context(Organiser.CAGO, PairingSystem.MCMAHON, False, reset=True)
    assert shown() == {"h2h_unambiguous_only"}
    form.set_context(Organiser.SKS, PairingSystem.ROUND_ROBIN, False, reset=True)
    assert form.codes() == ("points", "sb") and shown() == {"default_in_sb"}
    form.set_context(Organiser.ICCF, PairingSystem.ROUND_ROBIN, False, reset=True)
    assert form.codes() == ("points", "wins", "sb", "h2h")
    assert shown() == {"default_counts_as_win", "default_in_sb", "h2h_unambiguous_only"}
    form.set_criteria(("points", "wins", "h2h"))
    assert shown() == {"default_counts_as_win", "h2h_unambiguous_only"}
