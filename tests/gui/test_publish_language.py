"""File → Language of web pages in the real window: each tournament's document language by default, or
one language for every page, as `publish --lang` chooses; the choice is remembered in the user's
settings and read back by a new window. The pages written are read back."""

from __future__ import annotations

from arbiter_app.gui import publish_action
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.test_publish_action import opened, user_settings  # noqa: F401 (fixtures)
from tests.gui.windows import open_window
from tests.web.pages import page, text_of


def language_entries(window) -> dict[str, object]:
    menu = next(a.menu() for a in window.file_menu.actions() if a.menu() and a.menu().objectName() == "web.menu.language")
    return {a.objectName(): a for a in menu.actions()}


def test_the_pages_are_in_the_language_chosen_in_the_file_menu(qtbot, qapp, demo_db, tmp_path, user_settings, opened):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    entries = language_entries(window)
    assert set(entries) == {"web.language.each", "web.language.en", "web.language.cs"}
    assert entries["web.language.each"].isChecked()  # the default: the SKŠ group's pages are Czech
    index = publish_action.publish_page(window, tmp_path / "each")
    assert page(index).get("lang") == "cs"

    entries["web.language.en"].trigger()
    english = page(publish_action.publish_page(window, tmp_path / "en"))
    assert english.get("lang") == "en" and "Standings" in text_of(english) and "Pořadí" not in text_of(english)

    window.tournament_list.select(ICCF_DEMO)
    entries["web.language.cs"].trigger()
    every = publish_action.publish_every_page(window, tmp_path / "all cs")
    pages = sorted(every.parent.glob("*.html"))
    assert len(pages) > 2 and all(page(p).get("lang") == "cs" for p in pages)

    again = open_window(qtbot, qapp, demo_db, ICCF_DEMO)  # the choice read back from the settings file
    assert language_entries(again)["web.language.cs"].isChecked()
    entries["web.language.each"].trigger()
    assert page(publish_action.publish_page(window, tmp_path / "each again")).get("lang") == "en"  # the ICCF group's own
