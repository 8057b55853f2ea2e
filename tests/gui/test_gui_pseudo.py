"""The window in the pseudo-locale (tests/pseudo.py): every text a person sees comes from the
catalogue. Nothing is listed here: the walk takes one demo event of each kind (found in the database),
shows each of its tabs, then triggers every action of the menus and the toolbar and reads what
follows (the window, the status bar, each window or wizard page that opens, each message box and
modal dialog). A menu or dialog added later is walked as well."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWizard

from arbiter_app.gui.help_menu import LICENCES
from arbiter_app.gui.tournament_forms import RATING_NAMES
from arbiter_app.gui.tournament_list import ORGANISER_NAMES
from arbiter_app.services import tournaments
from arbiter_app.services.documents.diploma import NORM_SUFFIX
from tests.gui.pseudo_walk import all_actions, modal_dialog_texts, visible_texts
from tests.gui.windows import open_window
from tests.conftest import ICCF_DEMO
from tests.pseudo import database_words, pseudo_language, untranslated

SKIPPED_ACTIONS = {"gui.action.quit", "gui.action.open_db"}
"""Actions that end the walk (quit, another database); the Language menu's are skipped as well."""

WIZARD_PAGES = 8

PROPER_NAMES = {
    *(part for part, _dist, licence, _use in LICENCES for part in (part, licence)),  # About: the parts and their licences
    *ORGANISER_NAMES.values(), *RATING_NAMES.values(),  # ICCF, SKŠ, Planet Šah, ČAGo
    NORM_SUFFIX,  # an award code as the command line takes it, "IM-norm" (the diplomas: issue 32b)
    "kB", "MB",
    "Del", "Backspace",  # keys as Qt writes them
}
"""Names that are the same in every language: data, not sentences."""

NOT_YET = ("GuideBrowser",)
"""The user guide is English until issue 32b adds the Czech one (F1 opens it in the window's language)."""


class Seen:
    """What the walk has read: (where, text), with the modal boxes and dialogs as they came."""

    def __init__(self):
        self.texts: list[tuple[str, str]] = []

    def box(self, kind: str):
        def show(_parent, title, text, *args, **kwargs):
            self.texts += [(f"QMessageBox.{kind}", title), (f"QMessageBox.{kind}", text)]
            return QMessageBox.StandardButton.Cancel

        return show

    def modal(self, dialog: QDialog) -> int:
        # a file chooser's own labels and buttons are Qt's (its qtbase catalogue): only its title is ours
        self.texts += [("QFileDialog", dialog.windowTitle())] if isinstance(dialog, QFileDialog) else modal_dialog_texts(dialog)
        return QDialog.DialogCode.Rejected


@pytest.fixture
def seen(monkeypatch) -> Seen:
    seen = Seen()
    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(seen.box(kind)))
    monkeypatch.setattr(QMessageBox, "exec", lambda dialog, *args: seen.modal(dialog))
    monkeypatch.setattr(QDialog, "exec", lambda dialog, *args: seen.modal(dialog))
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda *a, **k: True))
    return seen


def _one_of_each_kind(db) -> list[str]:
    """A demo event of each organiser, kind and pairing system (chess, team, go...)."""
    kinds: dict[tuple[object, ...], str] = {}
    for t in tournaments.list_tournaments(db):
        kinds.setdefault((t.organiser, t.team_event, t.system, t.round_by_round), t.code)
    return list(kinds.values())


def _read_new_windows(before: set, seen: Seen, qtbot) -> None:
    for top in QApplication.topLevelWidgets():
        if top in before or not top.isVisible():
            continue
        seen.texts += visible_texts(top)
        if isinstance(top, QWizard):
            for _ in range(WIZARD_PAGES):
                page = top.currentId()
                top.next()
                if top.currentId() == page:
                    break
                seen.texts += visible_texts(top)
        top.close()
        top.deleteLater()


def _walk(window, seen: Seen, qtbot) -> None:
    seen.texts += visible_texts(window)
    for i in range(window.panels.count()):
        window.panels.setCurrentIndex(i)
        seen.texts += visible_texts(window)
    for action in all_actions(window):
        if action.objectName() in SKIPPED_ACTIONS or action.actionGroup() is not None or not action.isEnabled():
            continue
        before = set(QApplication.topLevelWidgets())
        action.trigger()
        qtbot.wait(1)
        seen.texts += [(f"after {action.objectName() or action.text()}", window.statusBar().currentMessage())]
        _read_new_windows(before, seen, qtbot)


def test_every_window_dialog_and_message_comes_from_the_catalogue(qtbot, qapp, demo_db, seen, monkeypatch):
    data = database_words(Path(demo_db.target)) | PROPER_NAMES
    with pseudo_language(monkeypatch):
        for code in _one_of_each_kind(demo_db):
            window = open_window(qtbot, qapp, demo_db, code)
            window.show()
            _walk(window, seen, qtbot)
            window.close()
    windows = {where.split(" > ")[0] for where, _text in seen.texts}
    assert {"NewTournamentWizard", "PrintDialog", "QMessageBox", "AboutDialog"} <= windows  # the walk got there
    folder = Path(demo_db.target).parent  # the window's title and the backups name paths under it
    english = sorted({f"{where}: {line}" for where, text in seen.texts if not where.endswith(NOT_YET)
                      for line in untranslated(text, data, paths=[folder])})
    assert english == [], "not from the catalogue:\n" + "\n".join(english)


def test_a_sentence_not_from_the_catalogue_is_found_and_named(qtbot, qapp, demo_db, monkeypatch):
    """What the walk reads finds an English label, a status message and a table title written in the
    code, and names where they are."""
    from PySide6.QtWidgets import QLabel

    with pseudo_language(monkeypatch):
        window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
        window.show()
        label = QLabel("Choose the players")
        label.setObjectName("hard_coded")
        window.statusBar().addPermanentWidget(label)
        window.statusBar().showMessage("tournament X created")
        texts = visible_texts(window)
    data = database_words(Path(demo_db.target)) | PROPER_NAMES
    found = sorted({f"{where}: {line}" for where, text in texts
                    for line in untranslated(text, data, paths=[Path(demo_db.target).parent])})
    assert found == ["MainWindow > MainWindow: tournament X created", "MainWindow > QLabel hard_coded: Choose the players"]


def test_the_status_lines_of_a_go_draw_and_of_an_edit_of_the_settings_come_from_the_catalogue(qtbot, qapp, empty_db, monkeypatch):
    """What the walk cannot trigger (a panel's button, a dialog's OK): the tournament dialog's OK after
    the round count and two go options changed ("…: rounds (go), komi … changed"), then the Rounds
    tab's Draw ("round 1 drawn (seed …): 5 boards") and its taking back, each read from the status bar."""
    from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
    from arbiter_app.gui.setup_actions import TournamentDialog
    from tests.gui.windows import show_panel
    from tests.services.test_go_rounds_service import make_event

    code = make_event(empty_db)
    lines: list[tuple[str, str]] = []
    with pseudo_language(monkeypatch):
        window = open_window(qtbot, qapp, empty_db, code)
        dialog = TournamentDialog(empty_db, window.data, window.perform, window)
        qtbot.addWidget(dialog)
        dialog.event.round_count.setValue(5)
        dialog.event.go.komi.setValue(7.5)
        dialog.event.go.club_rule.setChecked(not dialog.event.go.club_rule.isChecked())
        dialog.accept()
        lines.append(("edit", window.statusBar().currentMessage()))
        panel = show_panel(window, GoRoundsPanel)
        panel.buttons["go.draw"].click()
        lines.append(("draw", window.statusBar().currentMessage()))
        panel.buttons["go.undraw"].click()
        lines.append(("undraw", window.statusBar().currentMessage()))
    assert all("⟦" in text for _where, text in lines), lines
    data = database_words(Path(empty_db.target))
    english = [f"{where}: {line}" for where, text in lines for line in untranslated(text, data)]
    assert english == [], "not from the catalogue:\n" + "\n".join(english)
