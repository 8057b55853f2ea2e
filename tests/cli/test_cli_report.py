"""`report KIND CODE ...` on the demo database: every document, the batch of start lists, refusals."""

from __future__ import annotations

import json
import re

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services.crosstable import format_points
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdf_info, pdf_text as text_of

def run(capsys, *argv: str) -> str:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def refused(capsys, *argv: str) -> str:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    return err


def test_crosstable_scores_are_those_of_standings_json(demo_db, capsys, tmp_path):
    """Each printed row ends "... Score Wins SB H2H RG Place"; the Score equals `standings --json`.
    H2H is blank (null in the JSON): nobody in the demo group is tied on points, wins and SB."""
    rows = json.loads(run(capsys, "standings", ICCF_DEMO, "--json", "--db", demo_db.target))
    out = tmp_path / "cross.pdf"
    assert "printed to" in run(capsys, "report", "crosstable", ICCF_DEMO, "-o", str(out), "--db", demo_db.target)
    lines = text_of(out).splitlines()
    for r in rows:
        line = next(l for l in lines if r["name"] in l)
        assert r["tiebreaks"]["h2h"] is None
        score, wins, sb, rg, place = line.split()[-5:]
        assert score == format_points(r["points"]), r["name"]
        assert (int(wins), float(sb), int(rg), place) == (r["tiebreaks"]["wins"], r["tiebreaks"]["sb"], r["remaining"], r["place"])
    assert "Čížek, Radoslav" in text_of(out) and "Židů, Tomáš" in text_of(out)


@pytest.mark.parametrize(
    "argv, default_name, expected",
    [
        (["start-list", SKS_DEMO], "CZE_SF_2025-B_start-list.pdf", ["Řezníček, Vlastimil", "Startovní listina"]),
        (["crosstable", SKS_DEMO, "--lang", "en"], "CZE_SF_2025-B_crosstable.pdf", ["Řezníček, Vlastimil", "Crosstable"]),
        (["norms", ICCF_DEMO], "CZE_Jubilee_M1_norms.pdf", ["Šťastný, Petr", "Norm report"]),
        (["diploma", ICCF_DEMO, "--player", "5", "--place", "Brno", "--date", "2027-03-01", "--lang", "cs"],
         "CZE_Jubilee_M1_diploma_5.pdf", ["Eliška Dvořáková", "splnila", "Brno 1. března 2027"]),
        (["withdrawal", ICCF_DEMO, "--player", "10"], "CZE_Jubilee_M1_withdrawal_10.pdf", ["Schäfer, Günther", "0D"]),
    ],
)
def test_each_kind_to_its_default_file(demo_db, capsys, tmp_path, monkeypatch, argv, default_name, expected):
    monkeypatch.chdir(tmp_path)
    out = run(capsys, "report", *argv, "--db", demo_db.target)
    assert out.strip().endswith(f"printed to {default_name}")
    text = re.sub(r"\s+", " ", text_of(tmp_path / default_name))
    for word in expected:
        assert word in text


def test_letter_paper(demo_db, capsys, tmp_path):
    out = tmp_path / "sl.pdf"
    run(capsys, "report", "start-list", ICCF_DEMO, "--letter", "-o", str(out), "--db", demo_db.target)
    assert pdf_info(out).size == (612, 792)


def test_start_lists_of_an_event_in_one_pdf(demo_db, capsys, tmp_path):
    out = tmp_path / "event.pdf"
    printed = run(capsys, "report", "start-list", "--event", "CZE/", "-o", str(out), "--db", demo_db.target)
    assert f"{ICCF_DEMO}, {SKS_DEMO}" in printed
    pages = text_of(out).split("\f")
    assert "Šťastný, Petr" in pages[0] and "Řezníček, Vlastimil" in pages[1]
    two = tmp_path / "two.pdf"
    assert "2 start lists" in run(capsys, "report", "start-list", SKS_DEMO, ICCF_DEMO, "-o", str(two), "--db", demo_db.target)
    pages = text_of(two).split("\f")
    assert "Řezníček, Vlastimil" in pages[0] and "Šťastný, Petr" in pages[1]


def test_refusals_are_clear(demo_db, capsys, tmp_path):
    db = ("--db", demo_db.target)
    assert "has not withdrawn" in refused(capsys, "report", "withdrawal", ICCF_DEMO, "--player", "3", *db)
    assert "needs --player" in refused(capsys, "report", "diploma", ICCF_DEMO, *db)
    assert "made no norm or title" in refused(capsys, "report", "diploma", ICCF_DEMO, "--player", "3", *db)
    assert "only start-list takes several codes" in refused(capsys, "report", "crosstable", SKS_DEMO, ICCF_DEMO, *db)
    assert "use it with start-list" in refused(capsys, "report", "norms", "--event", "CZE", *db)
    assert "no tournament code starts with 'XYZ'" in refused(capsys, "report", "start-list", "--event", "XYZ", *db)
    assert "give a tournament code" in refused(capsys, "report", "crosstable", *db)
