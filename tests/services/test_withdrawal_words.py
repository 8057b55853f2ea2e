"""Czech words that agree with the player's sex: "vystoupil" / "vystoupila", "nesplnil" / "nesplnila"
(`i18n.tr_sex`), in the window's marks, the crosstable's notes, the withdrawal notice and the
diploma's refusals; "vystoupil(a)" only where the sex is not known. English follows for "his" / "her".

The ICCF demo group (tests/conftest.py): Schäfer (10) withdrew, unaccepted; Dvořáková (5) is a woman
(sex "f" in resources/demo/iccf_master_norm.json), withdrawn here unaccepted as well."""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.i18n import tr_sex
from arbiter_app.rules.model import Sex, WithdrawalKind
from arbiter_app.services import documents, tournaments, withdrawals
from arbiter_app.services import printing
from arbiter_app.services.documents import DocumentRefused
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_text as read_pdf


def test_the_form_follows_the_sex_and_unknown_keeps_both():
    assert tr_sex("gui.mark.withdrawn", Sex.FEMALE, "cs") == "vystoupila"
    assert tr_sex("gui.mark.withdrawn", "m", "cs") == "vystoupil"
    assert tr_sex("gui.mark.withdrawn", "", "cs") == "vystoupil(a)"
    assert tr_sex("gui.mark.withdrawn", None, "en") == tr_sex("gui.mark.withdrawn", "f", "en") == "withdrawn"
    # A text that needs no agreement has no variants: the one text for both.
    assert tr_sex("report.withdrawal.kind.silent", "f", "cs") == "Tiché vystoupení"


def pdf_text(path) -> str:
    return " ".join(read_pdf(path, "plain").split())


def test_the_printed_documents_agree(demo_db, tmp_path):
    withdrawals.withdraw(demo_db, ICCF_DEMO, 5, WithdrawalKind.UNACCEPTED, None, date(2025, 12, 1))
    printing.render("crosstable", demo_db, ICCF_DEMO, tmp_path / "tabulka.pdf", lang="cs")
    text = pdf_text(tmp_path / "tabulka.pdf")
    assert "Dvořáková, Eliška (5) vystoupila dne 1. 12. 2025" in text
    assert "Schäfer, Günther (10) vystoupil dne 20. 11. 2025" in text
    assert "(a)" not in text
    printing.render("withdrawal", demo_db, ICCF_DEMO, tmp_path / "oznameni.pdf", lang="cs", player=5)
    text = pdf_text(tmp_path / "oznameni.pdf")
    assert "Vystoupení hráčky Dvořáková, Eliška (5)" in text
    assert "pokud hráčka žádnou partii nezahájila" in text and "Rozhodčí jejích dalších turnajů" in text
    printing.render("withdrawal", demo_db, ICCF_DEMO, tmp_path / "notice.pdf", lang="en", player=5)
    text = pdf_text(tmp_path / "notice.pdf")
    assert "The directors of her other tournaments" in text and "Her national federation" in text
    printing.render("withdrawal", demo_db, ICCF_DEMO, tmp_path / "notice10.pdf", lang="en", player=10)
    assert "The directors of his other tournaments" in pdf_text(tmp_path / "notice10.pdf")
    notes = documents.crosstable_notes(tournaments.load(demo_db, ICCF_DEMO), "en")
    assert "Dvořáková, Eliška (5) withdrew on 2025-12-01: her unfinished games are lost by default (D)." in notes


def test_a_refused_diploma_agrees(demo_db):
    from arbiter_app.i18n import set_language

    set_language("cs")
    try:
        with pytest.raises(DocumentRefused, match=r"Židů, Tomáš \(3\) nesplnil v"):
            documents.diploma_view(demo_db, ICCF_DEMO, 3)
        with pytest.raises(DocumentRefused, match=r"Dvořáková, Eliška \(5\) nesplnila v .* normu IM"):
            documents.diploma_view(demo_db, ICCF_DEMO, 5, "IM-norm")
    finally:
        set_language("en")


def test_a_go_pairing_reason_agrees_with_the_player_it_names():
    from arbiter_app.rules.go.pairing import Reason, Why
    from arbiter_app.services.go.lists import reason_text

    withdrawn, excused = Reason(Why.WITHDRAWN, 0.0, from_white=4), Reason(Why.POSTPONED, 0.0, from_white=4)
    assert reason_text(withdrawn, "cs", {4: Sex.FEMALE}) == "kontumace: 4 vystoupila"
    assert reason_text(withdrawn, "cs", {4: Sex.MALE}) == reason_text(withdrawn, "cs") == "kontumace: 4 vystoupil"
    assert reason_text(excused, "cs", {4: Sex.FEMALE}) == "odloženo: 4 se omluvila"
    assert reason_text(withdrawn, "en", {4: Sex.FEMALE}) == "lost by default by 4 (withdrew)"
