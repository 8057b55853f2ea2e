"""The decision letter on a claim as PDF, read back: event, game, players, the claim, the decision with
its reference [001 §8.7a], the substitute deadline [000 §7.7b; 001 §8.7b], the right of appeal [001 §15],
in the event's language; names with diacritics in the bundled fonts."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from arbiter_app.rules.chess.claims import AppealOutcome, ClaimKind, Decision
from arbiter_app.services import results, tournaments
from arbiter_app.services.documents.claim_letters import claim_letter_file_name
from arbiter_app.services.running.claim_letters import print_claim_letter
from arbiter_app.services.documents.common import DocumentRefused
from arbiter_app.services.running import claims
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import PDFTOPPM, pdf_fonts, pdf_page_image, pdf_text

TEAM = "CZE/T4L1/2025"


def flat(path: Path) -> str:
    """The letter's text with its lines joined: a sentence may wrap anywhere."""
    return re.sub(r"\s+", " ", pdf_text(path, "raw"))


def test_a_czech_letter_on_an_upheld_time_claim_with_the_captains_deadline(demo_db, tmp_path):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 3, on=date(2025, 9, 1))
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=date(2025, 9, 10))
    pdf = tmp_path / "letter.pdf"
    assert print_claim_letter(demo_db, TEAM, 3, 7, pdf) == []
    text = flat(pdf)
    for part in ("ROZHODNUTÍ O REKLAMACI", "Mistrovství ČR družstev 2025 – 1. liga",
                 "Reklamace 1 (překročení času): Růžička, Ladislav – Kříž, Ondřej",
                 "Reklamující Růžička, Ladislav (3)", "Proti Kříž, Ondřej (7)", "Podána 1. 9. 2025", "Rozhodnuto 10. 9. 2025",
                 "potvrzuje, že Ondřej Kříž překročil časový limit", "[001 §8.7a]", "výsledkem 1-0 E, vítězem je Ladislav Růžička",
                 "Stav partie 1-0 E", "kapitána družstva TJ Slavoj Žďár nad Sázavou (Dvořák, Bohumil)",
                 "náhradníka do 10. 10. 2025 [000 §7.7b]",
                 "odvolat do 24. 9. 2025 (14 dnů od rozhodnutí), a to k pořadateli soutěže [001 §15]", "Kratochvíl, Josef"):
        assert part in text, part
    assert {f.name for f in pdf_fonts(pdf)} <= {"DejaVuSans", "DejaVuSans-Bold"} and all(f.embedded for f in pdf_fonts(pdf))
    if PDFTOPPM:
        pdf_page_image(pdf, dpi=60).save("/tmp/claims_letter_cs.png")


def test_an_english_letter_of_an_iccf_event_after_the_appeal(demo_db, tmp_path):
    game = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if {g.white, g.black} == {2, 3})
    claims.file_claim(demo_db, ICCF_DEMO, game.white, game.black, ClaimKind.TIME, 3, on=date(2025, 9, 1))
    claims.decide_claim(demo_db, ICCF_DEMO, game.white, game.black, Decision.UPHELD, on=date(2025, 9, 10))
    pdf = tmp_path / "en.pdf"
    print_claim_letter(demo_db, ICCF_DEMO, game.white, game.black, pdf)
    text = flat(pdf)
    assert "DECISION ON A CLAIM" in text and "confirms that Petr Šťastný exceeded the time limit" in text
    assert "Substitute" not in text  # an individual event
    assert "appeal against this decision by 2025-09-24 (14 days after it) to the Appeals Commission (Other ICCF Rules) [001 §15]" in text
    claims.file_appeal(demo_db, ICCF_DEMO, game.white, game.black, on=date(2025, 9, 12))
    claims.decide_appeal(demo_db, ICCF_DEMO, game.white, game.black, AppealOutcome.OVERTURNED, on=date(2025, 9, 20))
    print_claim_letter(demo_db, ICCF_DEMO, game.white, game.black, pdf, lang="cs")
    text = flat(pdf)
    assert "O odvolání podaném 12. 9. 2025 bylo rozhodnuto 20. 9. 2025: rozhodnutí zrušeno [001 §15]." in text
    assert "Partie se vrací do stavu před rozhodnutím a pokračuje." in text and "Stav partie rozehraná" in text
    if PDFTOPPM:
        pdf_page_image(pdf, dpi=60).save("/tmp/claims_letter_iccf_cs.png")


def test_no_letter_before_a_decision_and_a_safe_file_name(demo_db, tmp_path):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.NO_REPLY, 7, on=date(2025, 9, 1))
    with pytest.raises(DocumentRefused, match="not decided yet"):
        print_claim_letter(demo_db, TEAM, 3, 7, tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.REJECTED, on=date(2025, 9, 10))
    print_claim_letter(demo_db, TEAM, 3, 7, tmp_path / "x.pdf", lang="en")
    assert "The tournament director rejects the claim [001 §8.7]. This decision does not change the result" in flat(tmp_path / "x.pdf")
    assert results.find_game(tournaments.load(demo_db, TEAM), 3, 7).flag is None
    assert claim_letter_file_name(TEAM, 3, 7, 1) == "CZE_T4L1_2025_claim_3-7_1.pdf"
