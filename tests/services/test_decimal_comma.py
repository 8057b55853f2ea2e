"""Numbers with decimals as a person reads them: a decimal comma in Czech (SB 18,25), a point in
English, in every place they are shown (i18n.decimal_text): the command line's tables, the documents
(PDF, read back by tests/pdf_reading.py) and the web pages; output read by programs (JSON, TRF, CSV with ",")
keeps the decimal point whatever the interface's language. The demo's master-norm group has SB values
with quarters (Kováč 18.25), an average rating of 2384.38 and rating changes of tenths."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.i18n import decimal_text, set_language
from arbiter_app.services.database import Database
from arbiter_app.services.documents import crosstable_of
from arbiter_app.services.exchange import ExportOptions, export_text
from arbiter_app.services.printing import render
from arbiter_app.services.publish import publish
from arbiter_app.services.ratings.period import format_change
from arbiter_app.services.tournaments import load
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_text


def test_decimal_text_writes_the_languages_separator_and_programs_get_the_point():
    assert decimal_text(18.25, "en", 2) == "18.25" and decimal_text(18.25, "cs", 2) == "18,25"
    assert decimal_text(6.5, "cs") == "6,5" and decimal_text(7.0, "cs") == "7"
    assert decimal_text(18.25, "cs", 2, separator=".") == "18.25"
    assert format_change(-10.6, "cs") == "−10,6" and format_change(1.74, "cs") == "+1,7"
    assert format_change(-0.04, "cs") == "0,0" and format_change(-0.04, "en") == "0.0"


def _cli(db: Database, capsys, *argv: str) -> str:
    assert main([*argv, "--db", db.target]) == 0
    return capsys.readouterr().out


def test_the_command_lines_tables_in_czech_have_a_decimal_comma_and_json_the_point(demo_db: Database, capsys):
    standings = _cli(demo_db, capsys, "--lang", "cs", "standings", ICCF_DEMO)
    kovac = next(line for line in standings.splitlines() if "Kováč" in line)
    assert "18,25" in kovac and "18.25" not in standings
    assert "18.25" in _cli(demo_db, capsys, "--lang", "en", "standings", ICCF_DEMO)
    rows = json.loads(_cli(demo_db, capsys, "--lang", "cs", "standings", ICCF_DEMO, "--json"))
    assert next(r for r in rows if r["name"] == "Kováč, Ľubomír")["tiebreaks"]["sb"] == 18.25
    assert "(2384,38)" in _cli(demo_db, capsys, "--lang", "cs", "norms", ICCF_DEMO)
    ratings = _cli(demo_db, capsys, "--lang", "cs", "ratings", ICCF_DEMO)
    assert re.search(r"\b3,06\b", ratings) and "−10,6" in ratings and not re.search(r"\d\.\d", ratings)


def test_csv_and_trf_keep_the_point_in_a_czech_session(demo_db: Database):
    set_language("cs")
    comma_csv = export_text(demo_db, ICCF_DEMO, "csv", ExportOptions(delimiter=","), "standings")
    assert "18.25" in comma_csv and "18,25" not in comma_csv
    semicolon_csv = export_text(demo_db, ICCF_DEMO, "csv", ExportOptions(delimiter=";"), "standings")
    assert "18,25" in semicolon_csv  # a Czech spreadsheet's separator: its decimal comma
    trf = export_text(demo_db, ICCF_DEMO, "trf")
    assert re.search(r"\b4\.5\b", trf) and not re.search(r"\b4,5\b", trf)


def test_documents_and_web_pages_write_the_documents_language(demo_db: Database, tmp_path: Path):
    data = load(demo_db, ICCF_DEMO)
    sb = {lang: next(c for c in crosstable_of(data, lang).tiebreaks if c.name == "sb").values for lang in ("cs", "en")}
    assert "18,25" in sb["cs"] and "19,00" in sb["cs"] and "18.25" in sb["en"]
    pdf = tmp_path / "tabulka.pdf"
    render("crosstable", demo_db, ICCF_DEMO, pdf, lang="cs")
    text = pdf_text(pdf)
    assert "18,25" in text and "18.25" not in text
    publish(demo_db, ICCF_DEMO, tmp_path / "web", lang="cs")
    page = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "web").rglob("*.html"))
    assert "18,25" in page and "18.25" not in page


@pytest.fixture(autouse=True)
def _english_again():
    yield
    set_language("en")
