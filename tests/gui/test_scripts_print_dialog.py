"""The print dialog warns, under the page count of its preview and so before anything is printed or
saved, of a name with a character no bundled font has (docs/fonts.md); the PDF is made all the same."""

from __future__ import annotations

import dataclasses

from arbiter_app.gui.print_actions import open_print_dialog
from arbiter_app.services import players, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window

UNSHOWN = "Veselý 🎉 Karel"


def test_the_print_dialog_names_a_character_no_font_has(qtbot, qapp, demo_db):
    entry = tournaments.load(demo_db, ICCF_DEMO).entries[0]
    players.edit_player(demo_db, entry.player.id, dataclasses.replace(entry.player, name=UNSHOWN))
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = open_print_dialog(window, "start-list")
    assert dialog is not None and dialog.preview_pdf is not None and dialog.print_button.isEnabled()
    pages, warning = dialog.info.text().splitlines()
    assert pages == "1 page"
    assert warning == f"“{UNSHOWN}”: no bundled font has U+1F389 PARTY POPPER; it prints as an empty box."
    dialog.close()
