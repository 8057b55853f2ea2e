"""A go event's pairing list printed from the window (Reports → Pairing list…, and Print… on the Rounds
tab, both opening the print dialog on a drawn round), and Excuse choosing the player by name instead of
a typed starting number. The demo's go event CZE/go/2026-Brno has its 4 rounds drawn; round 3 had
13 excused and 14 on the bye (tests/services/test_demo_go_event.py)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.print_actions import PAIRING_LIST, PrintDialog
from arbiter_app.i18n import set_language
from arbiter_app.services.go import rounds as go_rounds
from tests.conftest import ICCF_DEMO
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import open_window, show_panel

GO_DEMO = "CZE/go/2026-Brno"


def action(window, name: str):
    return next(a for a in window.reports_menu.actions() if a.objectName() == name)


def rounds_offered(dialog: PrintDialog) -> list[int]:
    return [dialog.round.itemData(i) for i in range(dialog.round.count())]


def test_reports_menu_prints_the_pairing_list_of_a_drawn_round(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    assert action(window, "report.pairing-list").isVisible()
    dialog = trigger(window, "report.pairing-list")
    assert dialog.current_kind() == PAIRING_LIST
    assert dialog.language.currentData() == "cs"  # a ČAGo event prints in Czech unless told otherwise
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert rounds_offered(dialog) == [1, 2, 3, 4] and dialog.round.currentData() == 4  # the last drawn
    assert dialog.form.isRowVisible(dialog.round) and not dialog.form.isRowVisible(dialog.player)
    assert "Vondráčková, Tereza" in text_of(dialog.preview_pdf)  # round 4, board 2
    dialog.round.setCurrentIndex(dialog.round.findData(3))
    text = text_of(dialog.save(tmp_path / "round3.pdf"))
    assert "PAIRING LIST – ROUND 3" in text and "random seed of the draw: 103" in text
    boards = [line.split()[:10] for line in text.splitlines() if line.split()[:1] in (["1"], ["2"])]
    assert boards == [["1", "1", "Kratochvíl,", "Ondřej", "4d", "3", "Sedláček,", "Jan", "2d", "1-0"],
                      ["2", "2", "Vondráčková,", "Tereza", "3d", "4", "Dvořák,", "Lukáš", "1d", "1-0"]]
    assert "Bye: 14 Křížová, Lenka 20k" in text and "Excused: 13 Pokorný, Štěpán 15k" in text
    # the same list in Czech, as the dialog's language makes it
    dialog.language.setCurrentIndex(dialog.language.findData("cs"))
    text = text_of(dialog.save(tmp_path / "kolo3.pdf"))
    assert "ROZLOSOVÁNÍ – KOLO 3" in text and "Omluveni: 13 Pokorný, Štěpán 15k" in text
    dialog.show()
    dialog.grab().save(str(tmp_path / "print-pairing-list.png"))
    dialog.close()


def test_a_correspondence_tournament_has_no_pairing_list(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert not action(window, "report.pairing-list").isVisible()
    dialog = trigger(window, "report.start-list")
    assert dialog.kind.findData(PAIRING_LIST) == -1 and dialog.round.count() == 0
    dialog.close()


def test_print_on_the_rounds_tab_opens_the_round_shown(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    panel = show_panel(window, GoRoundsPanel)
    panel.round_box.setValue(2)
    before = set(window.findChildren(PrintDialog))
    panel.buttons["go.print"].click()
    (dialog,) = set(window.findChildren(PrintDialog)) - before
    assert dialog.current_kind() == PAIRING_LIST and dialog.round.currentData() == 2
    assert dialog.preview_pdf is not None and dialog.save_button.isEnabled()
    dialog.close()
    go_rounds.undo_draw(demo_db, GO_DEMO, 4)  # a round not drawn has no pairing list to print
    window.refresh()
    panel.round_box.setValue(4)
    assert not panel.buttons["go.print"].isEnabled()


def choose_in_excuse_dialog(choice: str, seen: list[list[str]], shot=None) -> None:
    """Answer the Excuse chooser with `choice` once it opens; note the players it offered."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        seen.append(dialog.comboBoxItems())
        if shot is not None:
            dialog.grab().save(str(shot))
        dialog.setTextValue(choice)
        dialog.accept()

    QTimer.singleShot(0, answer)


def test_excuse_chooses_the_player_by_name(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    window.show()
    panel = show_panel(window, GoRoundsPanel)
    panel.round_box.setValue(4)
    assert not panel.buttons["go.excuse"].isEnabled()  # round 4 is drawn
    panel.buttons["go.undraw"].click()
    assert panel.buttons["go.excuse"].isEnabled()
    seen: list[list[str]] = []
    choose_in_excuse_dialog("6 Černý, Michal 2k", seen, tmp_path / "excuse.png")
    panel.buttons["go.excuse"].click()
    assert len(seen[0]) == 14 and seen[0][:2] == ["1 Kratochvíl, Ondřej 4d", "2 Vondráčková, Tereza 3d"]
    assert go_rounds.load_event(demo_db, GO_DEMO).round(4).excused == frozenset({6})
    assert "Excused: 6 Černý, Michal 2k" in panel.bye_label.text()
    # the next choice leaves out the player excused already; in Czech the chooser says so in Czech
    window.switch_language("cs")
    try:
        choose_in_excuse_dialog("14 Křížová, Lenka 20k", seen, tmp_path / "excuse-cs.png")
        panel.buttons["go.excuse"].click()
    finally:
        set_language("en")
    assert "6 Černý, Michal 2k" not in seen[1] and len(seen[1]) == 13
    assert go_rounds.load_event(demo_db, GO_DEMO).round(4).excused == frozenset({6, 14})
    # excused 6 and 14 are not drawn: the round is drawn again without them
    panel.buttons["go.draw"].click()
    drawn = go_rounds.load_event(demo_db, GO_DEMO).round(4)
    assert drawn.drawn and not {6, 14} & {no for b in drawn.boards for no in (b.white, b.black)}
