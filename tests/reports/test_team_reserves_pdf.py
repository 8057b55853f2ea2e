"""The start list of a team event prints each team's reserves (setting `team_reserves`) after its
boards, without a starting number, "reserve" in the board column (Czech "náhradník", for a woman
"náhradnice"), in the order of entry [000 §7.7a; 001 §8.7b]. The event: tests/gui/test_team_lineup.py
(Dukla: Židů, Mrkvička on the boards, reserves Kříž, Bárta; Říčany: Šťastný, Černá, reserve Nováková)."""

from __future__ import annotations

import re
from datetime import date

import pytest

from arbiter_app.rules.model import WithdrawalReason
from arbiter_app.services import substitutes
from arbiter_app.services import printing
from tests.gui.test_team_lineup import EVENT, PLAYERS, make
from tests.pdf_reading import pdf_fonts, pdf_text

def rows(pdf) -> list[list[str]]:
    """The players' table read back: each line that carries a player id, split at runs of spaces."""
    text = pdf_text(pdf)
    return [re.split(r"\s{2,}", line.strip()) for line in text.splitlines() if re.search(r"\b810\d\d\b", line)]


@pytest.mark.parametrize("lang, reserve, woman", [("en", "reserve", "reserve"), ("cs", "náhradník", "náhradnice")])
def test_the_reserves_follow_their_team_s_boards(empty_db, tmp_path, lang, reserve, woman):
    make(empty_db)
    out = tmp_path / f"soupisky {lang} Říčany.pdf"
    printing.render("start-list", empty_db, EVENT.code, out, lang=lang)
    assert rows(out) == [
        ["1", "ŠK Dukla Praha", "1", "CZE", "81000", "Židů, Pavel", "2100"],
        ["2", "ŠK Dukla Praha", "2", "CZE", "81001", "Mrkvička, Jan", "2110"],
        ["ŠK Dukla Praha", reserve, "CZE", "81004", "Kříž, Ondřej", "2140"],
        ["ŠK Dukla Praha", reserve, "CZE", "81005", "Bárta, Zdeněk", "2150"],
        ["3", "Šachy Říčany", "1", "CZE", "81002", "Šťastný, Ondřej", "2120"],
        ["4", "Šachy Říčany", "2", "CZE", "81003", "Černá, Věra", "2130"],
        ["Šachy Říčany", woman, "CZE", "81006", "Nováková, Eva", "2160"],
    ]
    fonts = pdf_fonts(out)
    assert fonts and all("DejaVu" in font.name and font.embedded for font in fonts)


def test_a_reserve_who_became_a_substitute_is_printed_on_his_board(empty_db, tmp_path):
    make(empty_db)
    substitutes.substitute(empty_db, EVENT.code, 2, PLAYERS[4], False, date(2026, 4, 1), withdrawal_reason=WithdrawalReason.PERSONAL)
    out = tmp_path / "start.pdf"
    printing.render("start-list", empty_db, EVENT.code, out, lang="en")
    # The substitute has the next starting number (5) and the board he took; the reserve left after him.
    assert rows(out)[-3:] == [
        ["Šachy Říčany", "reserve", "CZE", "81006", "Nováková, Eva", "2160"],
        ["5", "ŠK Dukla Praha", "2", "CZE", "81004", "Kříž, Ondřej", "2140"],
        ["ŠK Dukla Praha", "reserve", "CZE", "81005", "Bárta, Zdeněk", "2150"],
    ]
