"""The adjudication letters as PDF [000 §7.3a; 001 §15], read back: the request (event, game, players,
position as the move count, deadline, adjudicator, the arbiter's signature) and the decision (result
with the flag A, its date, the analyses received, the appeal), in the event's language or the one
asked for, with names in their diacritics and the bundled fonts only."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.chess.adjudication_cases import AdjudicationCase, Cause
from arbiter_app.rules.model import Result
from arbiter_app.reports.letters.adjudication import render_adjudication_letter
from arbiter_app.services import tournaments
from arbiter_app.services.documents.adjudication_letters import adjudication_letter_of
from arbiter_app.services.documents.common import DocumentRefused
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import PDFTOPPM, pdf_fonts, pdf_info, pdf_page_image, pdf_text

CASE = AdjudicationCase(3, 6, 1, Cause.WITHDRAWAL, date(2026, 3, 1), "Židů, Karel", date(2026, 3, 31))
DECIDED = replace(CASE, analysis_white=date(2026, 3, 10), decision=Result.BLACK_WIN, decided=date(2026, 4, 20))


def letter(db, tmp_path, case, kind, lang=None, code=SKS_DEMO, moves=35):
    view = adjudication_letter_of(tournaments.load(db, code), case, kind, moves, lang)
    pdf = tmp_path / f"{kind}-{lang}.pdf"
    render_adjudication_letter(view, pdf)
    return pdf


def flat(pdf) -> str:
    """The text with each run of spaces as one (the layout's columns)."""
    return " ".join(pdf_text(pdf).split())


def test_the_request_in_czech_for_an_sks_event(demo_db, tmp_path):
    pdf = letter(demo_db, tmp_path, CASE, "request")
    text = flat(pdf)
    for part in ("ŽÁDOST O ANALÝZY K ODHADU", "Mistrovství ČR – semifinále 2025, skupina B",
                 "Odhad partie Hořejší, Ondřej – Ševčík, Lukáš", "Komu Hořejší, Ondřej; Ševčík, Lukáš",
                 "Bílý 3. Hořejší, Ondřej (CZE, 2187)", "Černý 6. Ševčík, Lukáš", "Dosažená pozice po 35. tahu",
                 "Odhad vyžádán 1. 3. 2026", "Analýzy zaslat do 31. 3. 2026", "Odhadce Židů, Karel",
                 "do 31. 3. 2026 zaslal svou analýzu", "[SKŠ §7 odst. 3a; ICCF §8.3]", "Kratochvíl, Josef Rozhodčí turnaje"):
        assert part in text, part
    assert "Rozhodnutí" not in text  # no decision in a request
    info = pdf_info(pdf)
    assert (info.pages, info.title) == (1, "Žádost o analýzy k odhadu")
    assert {f.name for f in pdf_fonts(pdf)} <= {"DejaVuSans", "DejaVuSans-Bold"} and all(f.embedded for f in pdf_fonts(pdf))


def test_the_decision_in_english_when_asked(demo_db, tmp_path):
    pdf = letter(demo_db, tmp_path, DECIDED, "decision", "en")
    text = flat(pdf)
    for part in ("ADJUDICATION DECISION", "White's analysis received 2026-03-10", "Black's analysis received not received",
                 "Decision 0-1 A – Black wins", "Date of the decision 2026-04-20", "marks it with the flag A",
                 "Appeals Commission (Other ICCF Rules) [ICCF §15]", "Tournament director"):
        assert part in text, part


def test_an_iccf_event_writes_in_english_and_unknowns_are_said(demo_db, tmp_path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    case = AdjudicationCase(1, 4, 1, Cause.BY_HAND, date(2026, 1, 10))
    pdf = letter(demo_db, tmp_path, case, "request", code=ICCF_DEMO, moves=None)
    text = flat(pdf)
    assert f"1. {data.entry(1).name}" in text and f"4. {data.entry(4).name}" in text
    assert "Position reached the number of moves is not recorded" in text
    assert "Adjudicator to be named by the arbiter" in text and "Analyses due by no deadline set" in text


def test_no_decision_letter_before_the_decision_nor_another_kind(demo_db, tmp_path):
    with pytest.raises(DocumentRefused, match="not decided yet"):
        letter(demo_db, tmp_path, CASE, "decision")
    with pytest.raises(DocumentRefused, match="request or decision, not 'claim'"):
        letter(demo_db, tmp_path, CASE, "claim")


@pytest.mark.skipif(not PDFTOPPM, reason="pdftoppm is needed for the page's pixels")
def test_the_page_shows_the_letter(demo_db, tmp_path):
    for kind, case in (("request", CASE), ("decision", DECIDED)):
        image = pdf_page_image(letter(demo_db, tmp_path, case, kind), dpi=60)
        image.save(f"/tmp/adjudications_letter_{kind}.png")
        dark = image.convert("L").histogram()[:128]  # pixels darker than mid-grey
        assert sum(dark) > 2000  # text on the page, not a blank one
