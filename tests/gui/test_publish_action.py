"""File → Publish as web page… in the real window: the folder chosen in the folder dialog (Qt's own
offscreen, answered as a person would; it opens in the folder used last, kept in the user's settings,
here a test folder), the page written there, said in the status bar and opened in the system browser
(QDesktopServices.openUrl, the one call patched)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QFileDialog

from arbiter_app.gui import publish_action
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import open_window
from tests.web.pages import page, text_of


@pytest.fixture
def user_settings(tmp_path: Path) -> Path:
    """The user's settings in a folder of the test's own, so no test reads or writes the real ones."""
    folder = tmp_path / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "after"))


@pytest.fixture
def opened(monkeypatch) -> list:
    urls: list = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: urls.append(url) or True))
    return urls


def answer_folder_dialog(folder: Path | None, seen: list[Path]) -> None:
    """When the folder dialog opens: note the folder it shows, then choose `folder` (None: cancel).
    The folder is noted as a path: Qt gives it with '/' on every system, Windows names it with '\\'."""

    def answer():
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(20, answer)
            return
        seen.append(Path(dialog.directory().absolutePath()))
        if folder is None:
            dialog.reject()
        else:
            folder.mkdir(parents=True, exist_ok=True)
            dialog.setDirectory(str(folder.parent))
            dialog.selectFile(folder.name)
            dialog.accept()

    QTimer.singleShot(0, answer)


def publish_entry(window):
    return next(a for a in window.file_menu.actions() if a.objectName() == "web.action.publish")


def test_the_file_menu_entry_in_both_languages(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert publish_entry(window).text() == "Publish as web page…"
    window.switch_language("cs")
    assert publish_entry(window).text() == "Zveřejnit jako webovou stránku…"
    window.switch_language("en")


def test_publish_asks_the_folder_writes_the_page_opens_it_and_remembers(qtbot, qapp, demo_db, tmp_path, user_settings,
                                                                       opened):
    seen: list[Path] = []
    target = tmp_path / "Klubový web – Šťastný"
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    answer_folder_dialog(target, seen)
    publish_entry(window).trigger()
    index = target / "index.html"
    assert seen == [Path.home()]  # nothing remembered yet
    tree = page(index)
    assert tree.get("lang") == "cs" and "Řezníček, Vlastimil" in text_of(tree)
    assert [Path(u.toLocalFile()) for u in opened] == [index]
    assert str(index) in window.statusBar().currentMessage()
    assert (user_settings / "arbiter-app" / "arbiter-app.ini").exists()
    # the next time the dialog opens where the last page went (read back from the settings file)
    window.tournament_list.select(ICCF_DEMO)
    answer_folder_dialog(target, seen)
    publish_entry(window).trigger()
    assert seen[-1] == target
    assert page(index).get("lang") == "en"  # the ICCF group's page replaced the other
    assert len(opened) == 2


def test_a_cancelled_dialog_writes_nothing(qtbot, qapp, demo_db, user_settings, opened):
    seen: list[Path] = []
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    answer_folder_dialog(None, seen)
    publish_entry(window).trigger()
    assert len(seen) == 1
    assert opened == [] and publish_action.settings().value(publish_action.FOLDER_KEY, "") == ""


def test_a_refused_folder_is_shown_and_not_remembered(qtbot, qapp, demo_db, tmp_path, user_settings, opened, monkeypatch):
    blocker = tmp_path / "web.txt"
    blocker.write_text("a file, not a folder")
    errors: list[str] = []
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    monkeypatch.setattr(window, "show_error", errors.append)
    assert publish_action.publish_page(window, blocker) is None
    assert len(errors) == 1 and str(blocker) in errors[0]
    assert opened == [] and publish_action.settings().value(publish_action.FOLDER_KEY, "") == ""
