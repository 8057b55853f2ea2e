"""The read-only commands' tables in the language chosen (`--lang`, before or after the command's
name): their column titles are the window's (gui.standings_view, gui.crosstable_view, gui.go.wall,
gui.tournament_list), their JSON keys never change; and `players --limit 0` says so in that language."""

import json
import re

import pytest

from arbiter_app.cli.main import main
from arbiter_app.i18n import set_language
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_text

GO_DEMO = "CZE/go/2026-Brno"
"""The demo's McMahon go event (its crosstable is its wall list)."""


@pytest.fixture(autouse=True)
def english_again():
    yield
    set_language("en")  # `--lang` sets the language of the whole process


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def header(capsys, *argv) -> list[str]:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out.splitlines()[0].split()


def test_standings_titles_are_the_windows_in_either_language(demo_db, capsys):
    db = demo_db.target
    assert header(capsys, "standings", ICCF_DEMO, "--db", db) == ["Place", "No", "Name", "Points", "Wins", "SB", "H2H", "Played", "RG"]
    czech = ["Pořadí", "Č.", "Jméno", "Body", "Výhry", "SB", "Vzáj.", "Sehráno", "ZP"]
    assert header(capsys, "standings", ICCF_DEMO, "--lang", "cs", "--db", db) == czech  # after the name
    set_language("en")
    assert header(capsys, "--lang", "cs", "standings", ICCF_DEMO, "--db", db) == czech  # and before it


def test_only_the_titles_and_the_decimal_separator_change_with_the_language(demo_db, capsys):
    english = run(capsys, "standings", ICCF_DEMO, "--db", demo_db.target)[1].splitlines()
    czech = run(capsys, "standings", ICCF_DEMO, "--lang", "cs", "--db", demo_db.target)[1].splitlines()
    assert "18,25" in "\n".join(czech) and "18.25" in "\n".join(english)  # Kováč's SB
    point = [re.sub(r"(\d),(\d)", r"\1.\2", line).split() for line in czech[2:]]
    assert point == [line.split() for line in english[2:]]
    assert "Šťastný, Petr" in czech[2]  # the leader [001 §7.2]: 5 points, 2 wins


def test_standings_json_keeps_its_keys_in_czech(demo_db, capsys):
    english = json.loads(run(capsys, "standings", ICCF_DEMO, "--json", "--db", demo_db.target)[1])
    czech = json.loads(run(capsys, "standings", ICCF_DEMO, "--json", "--lang", "cs", "--db", demo_db.target)[1])
    assert czech == english
    assert set(czech[0]) == {"place", "no", "name", "points", "games_played", "remaining", "tiebreaks"}
    assert list(czech[0]["tiebreaks"]) == ["wins", "sb", "h2h"]


def test_crosstable_titles_in_czech(demo_db, capsys):
    code, out, err = run(capsys, "crosstable", ICCF_DEMO, "--lang", "cs", "--db", demo_db.target)
    assert code == 0, err
    titles = out.splitlines()[1].split()  # under the code and the name
    assert titles[:3] == ["Č.", "Jméno", "Rtg"]
    assert titles[3:16] == [str(no) for no in range(1, 14)]
    assert titles[16:] == ["Body", "Výhry", "SB", "Vzáj.", "ZP", "Pořadí"]


def test_a_go_events_crosstable_is_its_wall_list_with_the_windows_titles(demo_db, capsys):
    english = header(capsys, "crosstable", GO_DEMO, "--db", demo_db.target)
    czech = header(capsys, "crosstable", GO_DEMO, "--lang", "cs", "--db", demo_db.target)
    # a McMahon event's score is its MM score [003 §3.1.3]; four rounds drawn
    assert english == ["#", "Place", "Name", "Rank", "Club", "1", "2", "3", "4", "MMS", "SOS", "SSOS", "H2H"]
    assert czech == ["#", "Pořadí", "Jméno", "Třída", "Klub", "1", "2", "3", "4", "MM", "SOS", "SSOS", "Vzáj."]
    standings = header(capsys, "standings", GO_DEMO, "--lang", "cs", "--db", demo_db.target)
    assert standings == ["Pořadí", "Č.", "Jméno", "MM", "SOS", "SSOS", "Vzáj.", "Sehráno", "ZP"]


def test_list_titles_in_czech(demo_db, capsys):
    assert header(capsys, "list", "--db", demo_db.target) == ["Code", "Organiser", "Start", "Name"]
    assert header(capsys, "list", "--lang", "cs", "--db", demo_db.target) == ["Kód", "Pořadatel", "Začátek", "Název"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["players", "--limit", "0"], "error: --limit must be at least 1, not 0\n"),
        (["players", "--limit", "-3", "--lang", "cs"], "chyba: --limit musí být alespoň 1, ne -3\n"),
        (["--lang", "cs", "players", "--search", "nov", "--limit", "0"], "chyba: --limit musí být alespoň 1, ne 0\n"),
    ],
)
def test_a_limit_below_one_is_refused_in_the_language_chosen(demo_db, capsys, argv, message):
    code, out, err = run(capsys, *argv, "--db", demo_db.target)
    assert (code, out, err) == (1, "", message)


def test_a_documents_own_lang_stays_the_documents(demo_db, capsys, tmp_path):
    """`report` and `go-print` keep their `--lang` (the document's); the messages stay English."""
    pdf = tmp_path / "x.pdf"
    code, out, err = run(capsys, "report", "crosstable", ICCF_DEMO, "--lang", "cs", "-o", str(pdf), "--db", demo_db.target)
    assert code == 0, err
    assert out == f"crosstable of {ICCF_DEMO} printed to {pdf}\n"
    text = pdf_text(pdf, "plain")
    assert "Turnajová tabulka" in text and "Šťastný, Petr" in text


def test_log_titles_in_either_language(demo_db, capsys):
    db = demo_db.target
    assert header(capsys, "log", ICCF_DEMO, "--db", db) == ["Batch", "When", "Action", "What", "Old", "New", "By"]
    assert header(capsys, "log", ICCF_DEMO, "--lang", "cs", "--db", db) == ["Dávka", "Kdy", "Akce", "Co", "Předtím", "Nově", "Kdo"]


@pytest.mark.parametrize("argv, expected", [
    (["--lang", "cs", "list"], "cs"), (["list", "--lang", "cs"], "cs"), (["--lang=cs", "list"], "cs"),
    (["--db", "x.sqlite", "list", "--lang", "cs"], "cs"), (["list"], None),
    (["report", "start-list", "X", "--lang", "cs"], None),  # the document's language, not the interface's
    (["--lang", "cs", "report", "start-list", "X", "--lang", "en"], "cs"),
])
def test_the_interface_language_is_known_before_the_options_are_read(argv, expected):
    from arbiter_app.cli.main import interface_language

    assert interface_language(argv) == expected


def test_an_options_refused_value_is_said_in_the_language_chosen(tmp_path, capsys):
    """A value the parser refuses (a planned duration of a trillion days) in Czech with `--lang cs`."""
    with pytest.raises(SystemExit):
        main(["--db", str(tmp_path / "t.sqlite"), "new-tournament", "X", "--name", "Test", "--duration", "1000000000000", "--lang", "cs"])
    assert "plánovaná délka je 1 až 1100 dní" in capsys.readouterr().err
