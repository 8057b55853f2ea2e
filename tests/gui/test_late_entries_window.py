"""The Entries and draw dialog of a group set up after its start date (issue 23, item 3): it takes a
late entry and says that the start date has passed, in English and Czech."""

from __future__ import annotations

import os
from datetime import date

from arbiter_app import i18n
from arbiter_app.gui.setup_actions import EntriesDialog
from arbiter_app.rules.model import Tournament
from arbiter_app.services import players, setup, tournaments
from tests.gui.windows import menu_action, open_window
from tests.services.test_setup_service import new_players


def test_a_late_entry_after_the_start_date_with_the_note(qtbot, qapp, empty_db):
    field = new_players(4)
    for p in field:
        players.add_player(empty_db, p)
    setup.create_tournament(empty_db, Tournament("LATE", "Přebor Židů", start_date=date(2025, 3, 1)), [p.id for p in field[:3]])
    for lang in ("en", "cs"):
        i18n.set_language(lang)
        try:
            window = open_window(qtbot, qapp, empty_db, "LATE")
            menu_action(window, "setup.action.entries").trigger()
            dialog = window.findChild(EntriesDialog)
            qtbot.addWidget(dialog)
            written = {"en": "2025-03-01", "cs": "1. 3. 2025"}[lang]  # the date as the language writes it
            assert dialog.started.isVisibleTo(dialog) and written in dialog.started.text()
            assert dialog.started.text() == i18n.tr("setup.note.started", lang, date=written)
            if lang == "en":
                dialog.act(lambda: setup.enter_players(empty_db, "LATE", [field[3].id]))
                assert dialog.problems.text() == "" and dialog.entries.count() == 4
            shots = os.environ.get("ARBITER_SCREENSHOTS")
            if shots:
                dialog.grab().save(os.path.join(shots, f"late_entries_{lang}.png"))
            dialog.close()
        finally:
            i18n.set_language("en")
    assert len(tournaments.load(empty_db, "LATE").entries) == 4
