"""The Help menu: the user guide read offline (its screenshots found), the keyboard shortcuts as the
menus carry them, About with the version, the regulations and the licences; in English and Czech."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QLabel

from arbiter_app import __version__
from arbiter_app.gui.help_menu import AboutDialog, ShortcutsDialog
from arbiter_app.i18n import set_language
from arbiter_app.resources import docs_dir
from tests.conftest import SKS_DEMO
from tests.gui.windows import open_window


def help_action(window, name: str):
    menu = window.menuBar().actions()[-1].menu()
    return next(a for a in menu.actions() if a.objectName() == name)


def table_text(table) -> list[str]:
    return [" | ".join(table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount()))
            for r in range(table.rowCount())]


def test_help_is_the_last_menu_with_guide_shortcuts_and_about(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    assert window.menuBar().actions()[-1].text() == "&Help"
    assert help_action(window, "help.guide").shortcut().toString() == "F1"
    window.switch_language("cs")
    try:
        assert window.menuBar().actions()[-1].text() == "&Nápověda"
        assert [a.objectName() for a in window.menuBar().actions()[-1].menu().actions()] == ["help.guide", "help.shortcuts", "help.about"]
    finally:
        set_language("en")


def test_the_shortcuts_list_the_crosstable_keys_and_every_menu_shortcut(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    rows = table_text(ShortcutsDialog(window).table)
    for row in ("1 | a win (1-0 for the row player)", "=  5 | a draw (½–½; a jigo in go)", "- | both lose (0-0, go)",
                "M | the game's moves and end date", "Ctrl+Z | Undo last change", "Ctrl+P | Print…",
                "Ctrl+N | New tournament…", "F1 | User guide"):
        assert row in rows
    window.switch_language("cs")
    try:
        rows = table_text(ShortcutsDialog(window).table)
        assert "Ctrl+Z | Vrátit poslední změnu" in rows and "0 | prohra" in rows
    finally:
        set_language("en")


def test_about_names_version_regulations_and_licences(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    about = AboutDialog(window)
    texts = " ".join(label.text() for label in about.findChildren(QLabel))
    assert f"Version {__version__}" in texts and "[003] ČAGo tournament rules" in texts and "licence MIT" in texts
    rows = table_text(about.licences)
    assert any(r.startswith("DejaVu fonts |") for r in rows)
    assert any(r.startswith("Qt for Python (PySide6) | 6.") and "LGPL-3.0" in r for r in rows)
    assert any(r.startswith("python-chess |") and "GPL-3.0-or-later" in r for r in rows)


def test_the_user_guide_opens_offline_with_its_screenshots(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    help_action(window, "help.guide").trigger()
    dialog = window.findChild(QDialog, "help.guide.dialog")
    text = dialog.browser.toPlainText()
    for heading in ("Create an event", "Enter a result by keyboard", "Print a start list", "Export for upload"):
        assert heading in text
    names = [chunk.split('"')[0] for chunk in dialog.browser.toHtml().split('src="')[1:]]
    assert len(names) == 4
    assert all(not QImage(str(docs_dir() / n)).isNull() for n in names)
    dialog.browser.anchorClicked.emit(QUrl("reports.md"))
    assert dialog.browser.page == "reports.md" and "Printed documents" in dialog.browser.toPlainText()


def test_f1_opens_the_guide_in_the_windows_language_with_czech_screenshots(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.switch_language("cs")
    try:
        help_action(window, "help.guide").trigger()
        dialog = window.findChild(QDialog, "help.guide.dialog")
        assert dialog.windowTitle() == "Uživatelská příručka" and dialog.browser.page == "user-guide.cs.md"
        text = dialog.browser.toPlainText()
        for heading in ("Založení turnaje", "Zadání výsledku z klávesnice", "Tisk startovní listiny", "Export k odeslání"):
            assert heading in text
        assert "Create an event" not in text
        names = [chunk.split('"')[0] for chunk in dialog.browser.toHtml().split('src="')[1:]]
        assert len(names) == 4 and all(n.endswith(".cs.png") for n in names)  # the window in Czech
        assert all(not QImage(str(docs_dir() / n)).isNull() for n in names)
        about = " ".join(label.text() for label in AboutDialog(window).findChildren(QLabel))
        assert "Verze" in about and "[003] Turnajový řád České asociace go" in about and "licencí MIT" in about
    finally:
        set_language("en")
    window.switch_language("en")
    help_action(window, "help.guide").trigger()
    pages = [d.browser.page for d in window.findChildren(QDialog, "help.guide.dialog")]
    assert "user-guide.md" in pages


def test_the_czech_guide_leads_to_the_czech_pages_and_back(qtbot, qapp, demo_db, monkeypatch, tmp_path):
    """A link of the Czech guide opens the Czech page, whose link opens its English twin; a Czech
    page not written yet opens the English one instead of a "missing" line."""
    from arbiter_app.gui import help_menu

    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.switch_language("cs")
    try:
        help_action(window, "help.guide").trigger()
        browser = window.findChild(QDialog, "help.guide.dialog").browser
        browser.anchorClicked.emit(QUrl("withdrawals.cs.md"))
        assert browser.page == "withdrawals.cs.md" and "Vystoupení z turnaje a náhradníci družstev" in browser.toPlainText()
        browser.anchorClicked.emit(QUrl("withdrawals.md"))
        assert browser.page == "withdrawals.md" and "Withdrawals and team substitutes" in browser.toPlainText()
    finally:
        set_language("en")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "norms.md").write_text("# Title norms\n", encoding="utf-8")
    monkeypatch.setattr(help_menu, "docs_dir", lambda: folder)
    browser.anchorClicked.emit(QUrl("norms.cs.md"))
    assert browser.page == "norms.md" and browser.toPlainText().strip() == "Title norms"
    assert help_menu.existing_page("user-guide.md") == "user-guide.md"
    assert help_menu.existing_page("user-guide.cs.md") == "user-guide.md"  # no Czech guide in this folder
