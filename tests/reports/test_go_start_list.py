"""A go event's start list: players with rank, club and country, the event's facts (system, rounds,
komi, handicaps, the EGD place, class and basic time); no rating system, colour table or norm section.
The pairing list from the command line with and without the reasons of the draw. The demo's go event
CZE/go/2026-Brno: 14 players, McMahon, 4 rounds, even games."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.rules.model import PairingSystem
from arbiter_app.services import printing
from tests.pdf_reading import pdf_text
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_rounds_service import make_event

GO_DEMO = "CZE/go/2026-Brno"


def text_of(pdf: Path) -> str:
    return " ".join(pdf_text(pdf).split())


@pytest.mark.parametrize("lang, words, absent", [
    ("cs", ["STARTOVNÍ LISTINA", "Č. Jméno Třída Klub Země", "1 Kratochvíl, Ondřej 4d Praha CZE",
            "14 Křížová, Lenka 20k Plzeň CZE", "Systém turnaje McMahon", "Počet kol 4", "Komi 6,5",
            "Fora bez fory (vyrovnané partie)"],
     ["Tabulka barev", "Požadavky na normy", "Ratingový systém", "Rating"]),
    ("en", ["START LIST", "No Name Rank Club Country", "2 Vondráčková, Tereza 3d Brno CZE",
            "Pairing system McMahon", "Rounds 4", "Handicap none (even games)"],
     ["Colour table", "Norm requirements", "Rating system", "Title"]),
])
def test_the_go_start_list(demo_db, tmp_path, lang, words, absent):
    pdf = tmp_path / "start.pdf"
    printing.render("start-list", demo_db, GO_DEMO, pdf, lang=lang)
    text = text_of(pdf)
    for word in words:
        assert word in text
    for word in absent:
        assert word not in text


def test_the_egd_facts_and_the_handicap_rule_on_the_start_list(empty_db, tmp_path):
    code = make_event(empty_db, "GO/HC", PairingSystem.SWISS, SWISS_FIELD[:4],
                      {"place": "CZ, Brno", "egd_class": "B", "basic_time": 60, "go_handicap_reduction": 1,
                       "go_handicap_max": 5})
    pdf = tmp_path / "start.pdf"
    printing.render("start-list", empty_db, code, pdf, lang="en")
    text = text_of(pdf)
    assert "Place CZ, Brno" in text and "EGD class B" in text and "Basic time 60 min" in text
    assert "rank difference less 1, at most 5 stones; komi 0.5" in text


def test_go_print_prints_the_reasons_only_when_asked(demo_db, tmp_path, capsys):
    db = ["--db", str(demo_db.target)]
    assert main(["go-print", GO_DEMO, "--round", "4", "--lang", "en", "-o", str(tmp_path / "plain.pdf"), *db]) == 0
    assert main(["go-print", GO_DEMO, "--round", "4", "--lang", "en", "--reasons", "-o", str(tmp_path / "why.pdf"), *db]) == 0
    assert main(["go-print", GO_DEMO, "--round", "4", "-o", str(tmp_path / "cs.pdf"), *db]) == 0
    plain, why, czech = text_of(tmp_path / "plain.pdf"), text_of(tmp_path / "why.pdf"), text_of(tmp_path / "cs.pdf")
    # a ČAGo event prints in Czech unless told otherwise, footer and all
    assert "Stůl Bílý Černý Výsledek" in czech and "číslo losování: 104" in czech
    assert "Pracoviště rozhodčího" in czech and "Arbiter workstation" not in czech
    assert "random seed of the draw: 104" in plain
    assert "Board White Black Result" in plain and "Why" not in plain and "Komi 6.5 on every board." in plain
    assert "Board White Black Result Why" in why and "across score groups" in why
    assert "1 Kratochvíl, Ondřej 4d" in plain
