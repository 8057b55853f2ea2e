"""CSV of the crosstable and the standings: golden files, BOM and separators, formula injection."""

import csv
import io
from pathlib import Path

import pytest

from arbiter_app.formats.csv_export import BOM, neutralise, write_csv
from arbiter_app.services import tournaments
from arbiter_app.services.exchange import crosstable_csv, standings_csv
from tests.formats.exchange_fixtures import every_state_group

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    "cell, expected",
    [("=1+1", "'=1+1"), ("+420 123", "'+420 123"), ("-C", "'-C"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"),
     ("-1.5", "-1.5"), ("+2", "+2"), ("Šťastný, Petr", "Šťastný, Petr"), ("½", "½"), ("", "")],
)
def test_cells_a_spreadsheet_would_run_are_neutralised(cell, expected):
    assert neutralise(cell) == expected


@pytest.mark.parametrize("table, writer", [("crosstable", crosstable_csv), ("standings", standings_csv)])
@pytest.mark.parametrize("delimiter, suffix", [(",", "comma"), (";", "semicolon")])
def test_golden_files(demo_db, table, writer, delimiter, suffix):
    text = writer(every_state_group(demo_db), delimiter)
    assert text.encode("utf-8") == (DATA / f"every_state-{table}-{suffix}.csv").read_bytes()


def test_read_back_the_crosstable_with_diacritics_and_the_neutralised_name(demo_db):
    text = crosstable_csv(every_state_group(demo_db))
    assert text.startswith(BOM)
    rows = list(csv.reader(io.StringIO(text[len(BOM):], newline="")))
    assert rows[0][:5] == ["No", "Name", "Fed", "Title", "Rtg"] and rows[0][-2:] == ["RG", "Place"]
    names = [r[1] for r in rows[1:]]
    assert "Řezníček, Vlastimil" in names and "'=1+1" in names and "=1+1" not in names
    assert sum(r.count("'-C") for r in rows) == 2  # the cancelled game, on both players' lines
    assert sum(r.count("1D") + r.count("0D") for r in rows) == 2


def test_semicolon_separated_with_decimal_comma(demo_db):
    text = standings_csv(every_state_group(demo_db), ";")
    rows = list(csv.reader(io.StringIO(text[len(BOM):], newline=""), delimiter=";"))
    assert rows[0][:6] == ["Place", "No", "Name", "Fed", "Rtg", "Points"]
    assert any("," in r[5] for r in rows[1:])  # a half point: 1,5


def test_only_comma_or_semicolon():
    with pytest.raises(ValueError):
        write_csv(["a"], [], "\t")


def test_the_standings_of_a_team_event_are_the_team_standings(demo_db):
    """[000 §6.3] Dukla in the demo league: 1½ (+1) against Žďár, 1 (+2) against Brno, 2½ (+1) against
    Říčany: one match won (2 match points), 5 board points, boards 1½ 1 1 1½, 4 games running, 1st."""
    text = standings_csv(tournaments.load(demo_db, "CZE/T4L1/2025"), ";")
    rows = list(csv.reader(io.StringIO(text[len(BOM):], newline=""), delimiter=";"))
    assert rows[0] == ["Place", "No", "Team", "MP", "BP", "B1", "B2", "B3", "B4", "RG"]
    assert rows[1] == ["1", "1", "ŠK Dukla Praha", "2", "5", "1,50", "1", "1", "1,50", "4"]
    assert {r[2] for r in rows[1:]} == {"ŠK Dukla Praha", "TJ Slavoj Žďár nad Sázavou", "ŠK Lokomotiva Brno", "Šachy Říčany"}
