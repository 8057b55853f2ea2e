"""A game both lost in the printed crosstable: `0-0` in both players' cells and the legend line."""

from __future__ import annotations

from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.printing import render
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_text


def test_the_crosstable_pdf_prints_0_0_and_explains_it(demo_db, tmp_path):
    game = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if g.result is Result.RUNNING)
    results.enter_result(demo_db, ICCF_DEMO, game.white, game.black, Result.BOTH_LOSE, round=game.round)
    pdf = tmp_path / "ct.pdf"
    render("crosstable", demo_db, ICCF_DEMO, pdf, "cs")
    text = pdf_text(pdf)
    assert text.count("0-0") == 3  # two cells and the legend
    assert "0-0 prohra obou (neodehráno)" in text
