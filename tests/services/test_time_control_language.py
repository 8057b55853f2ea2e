"""The time control on a document is in the document's language (docs/time-control.md): the text the
tournament form wrote for a known system, in the English window, is printed in Czech on a Czech start
list (from the settings it came from); a text the arbiter typed is printed as typed. Real start lists,
printed to PDF and read back."""

from __future__ import annotations

import pytest

from arbiter_app.i18n import language, set_language, tr
from arbiter_app.services import printing, setup, tournaments
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_text


def _set_in_the_english_window(db, settings: dict, text_key: str, **values) -> None:
    """What the English window's form stores on OK: the system in the settings, its words as the text."""
    window = language()
    set_language("en")
    try:
        t = tournaments.load(db, ICCF_DEMO).tournament
        setup.edit_tournament(db, ICCF_DEMO, {"settings": {**t.settings, **settings}, "time_control": tr(text_key, **values)})
    finally:
        set_language(window)


def _start_list(db, tmp_path, lang: str) -> str:
    path = tmp_path / f"start list {lang}.pdf"
    printing.render("start-list", db, ICCF_DEMO, path, lang)
    return " ".join(pdf_text(path).split())


@pytest.mark.parametrize("settings, key, values", [
    ({"timecontrol.system": "three_block", "timecontrol.duration_days": 400}, "setup.tc.three_block", {"days": 400}),
    ({"timecontrol.system": "planet_sah"}, "setup.field.tc.planet_sah", {}),
])
def test_a_known_system_set_in_the_english_window_reads_in_czech(demo_db, tmp_path, settings, key, values):
    _set_in_the_english_window(demo_db, settings, key, **values)
    english, czech = tr(key, "en", **values), tr(key, "cs", **values)
    assert tournaments.load(demo_db, ICCF_DEMO).tournament.time_control == english  # stored as the window wrote it
    text = _start_list(demo_db, tmp_path, "cs")
    assert czech in text and english not in text
    assert english in _start_list(demo_db, tmp_path, "en")


def test_a_text_the_arbiter_typed_is_printed_as_typed(demo_db, tmp_path):
    """Typed over the form's words, or for a system the program does not know: no catalogue has it."""
    t = tournaments.load(demo_db, ICCF_DEMO).tournament
    settings = {**t.settings, "timecontrol.system": "three_block", "timecontrol.duration_days": 400}
    typed = "ICCF server: 10 moves in 50 days"
    setup.edit_tournament(demo_db, ICCF_DEMO, {"settings": settings, "time_control": typed})
    assert typed in _start_list(demo_db, tmp_path, "cs")
    other_duration = tr("setup.tc.three_block", "en", days=500)  # the form's words, but not of the stored 400 days
    setup.edit_tournament(demo_db, ICCF_DEMO, {"time_control": other_duration})
    assert other_duration in _start_list(demo_db, tmp_path, "cs")
