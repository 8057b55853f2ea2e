"""Printed go lists read back from the PDF: the pairing list of a round with its reasons, bye,
excused players and seed; the wall list with `12+`/`7-` cells; Czech names in an embedded font."""

from __future__ import annotations

import os

from arbiter_app.rules.model import PairingSystem
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from tests.pdf_reading import pdf_fonts, pdf_page_image, pdf_text as text_of
from tests.rules.go_examples import MCMAHON_FIELD
from tests.services.test_go_rounds_service import make_event, play_round


def test_pairing_list_and_wall_list_pdfs(empty_db, tmp_path):
    code = make_event(empty_db, "GO/MM", PairingSystem.MCMAHON, MCMAHON_FIELD,
                      {"mcmahon_bar": "2d", "mcmahon_floor": "20k"})
    go_rounds.excuse(empty_db, code, 7, 1)
    go_rounds.draw(empty_db, code, 1, seed=21)
    play_round(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2, seed=22)
    pairing = tmp_path / "round2.pdf"
    go_lists.print_pairing_list(empty_db, code, 2, pairing, "cs")
    text = text_of(pairing)
    assert "Proč" not in text and "Komi 6,5 na všech stolech." in text  # the reasons only when asked
    go_lists.print_pairing_list(empty_db, code, 2, pairing, "cs", reasons=True)
    text = text_of(pairing)
    r = go_rounds.load_event(empty_db, code).round(2)
    assert "Rozlosování – Kolo 2" in text and "číslo losování: 22" in text
    assert "Šťastný, Ondřej 4d" in text and "Židů, Petr 2d" in text
    assert "Proč" in text and ("oba mají stejné skóre" in text or "dvojice přes bodové skupiny" in text)
    assert "přelosování" not in text  # a re-draw in Czech, not a pairing across score groups
    assert f"Volno: {r.bye}" in text if r.bye else "Volno" not in text
    fonts = " ".join(font.name for font in pdf_fonts(pairing))
    assert "DejaVu" in fonts and "Helvetica" not in fonts
    wall = tmp_path / "wall.pdf"
    go_lists.print_wall_list(empty_db, code, wall, "en")
    text = text_of(wall)
    lines = go_lists.wall_list(empty_db, code).lines
    assert "Wall list" in text and "MMS" in text and "SOS" in text
    top = next(row for row in text.splitlines() if lines[0].name in row)
    assert lines[0].cells[0] in top.split()
    shots = os.environ.get("ARBITER_SCREENSHOTS")
    if shots:
        for pdf in (pairing, wall):
            pdf_page_image(pdf, 1, 70).save(os.path.join(shots, f"{pdf.stem}-1.png"))


def test_a_win_by_default_is_marked_on_the_printed_wall_list_with_its_legend(empty_db, tmp_path):
    """Round 1 of 4 players, board 1 won by default: `N+!` on the winner's line, `N-!` on the
    loser's, the legend under the table (English and Czech)."""
    from arbiter_app.rules.model import Flag, Result
    from arbiter_app.services import results

    code = make_event(empty_db, "GO/DF", PairingSystem.SWISS, MCMAHON_FIELD[:4])
    go_rounds.draw(empty_db, code, 1, seed=1)
    first, second = go_rounds.load_event(empty_db, code).round(1).boards
    results.enter_result(empty_db, code, first.white, first.black, Result.WHITE_WIN, Flag.DEFAULT, round=1)
    results.enter_result(empty_db, code, second.white, second.black, Result.BLACK_WIN, round=1)
    num = {line.no: line.num for line in go_lists.wall_list(empty_db, code).lines}
    for lang, legend in (("en", "! by default (not played)"), ("cs", "! kontumačně (nehráno)")):
        pdf = tmp_path / f"wall-{lang}.pdf"
        go_lists.print_wall_list(empty_db, code, pdf, lang)
        text = text_of(pdf)
        winner = next(row for row in text.splitlines() if MCMAHON_FIELD[first.white - 1][0] in row)
        loser = next(row for row in text.splitlines() if MCMAHON_FIELD[first.black - 1][0] in row)
        other = next(row for row in text.splitlines() if MCMAHON_FIELD[second.black - 1][0] in row)
        assert f"{num[first.black]}+!" in winner.split() and f"{num[first.white]}-!" in loser.split()
        assert f"{num[second.white]}+" in other.split()  # played: no mark
        assert legend in " ".join(text.split())
        shots = os.environ.get("ARBITER_SCREENSHOTS")
        if shots:
            pdf_page_image(pdf, 1, 70).save(os.path.join(shots, f"{pdf.stem}-1.png"))
