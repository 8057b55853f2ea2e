"""One rule for identifying text, every number within what the regulations allow, and an empty
database file named as such (issue 34, items 4 and 5): what was accepted without a word before is
refused now, naming the character, the option or the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.rules.names import character_name, forbidden_character, trimmed
from tests.cli.test_cli_basic import run
from tests.cli.test_cli_teams import TEAM_DEMO, demo
from tests.conftest import SKS_DEMO


@pytest.mark.parametrize(
    "text, named",
    [
        ("Novák\u202eHráč, Jan", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("Novák, \u2066Jan\u2069", "U+2066 LEFT-TO-RIGHT ISOLATE"),
        ("Novák, \u2067Jan", "U+2067 RIGHT-TO-LEFT ISOLATE"),
        ("\u202aNovák, Jan", "U+202A LEFT-TO-RIGHT EMBEDDING"),
        ("Novák,\tJan", "U+0009 CHARACTER TABULATION"),
        ("Novák,\nJan", "U+000A LINE FEED"),
        ("Nov\x1b[31mák, Jan", "U+001B ESCAPE"),
        ("Novák, Jan\x00", "U+0000 NULL"),
        ("Novák, Jan\u2028", "U+2028 LINE SEPARATOR"),
    ],
)
def test_the_character_is_named(text: str, named: str) -> None:
    assert forbidden_character(text) == named


def test_clean_names_pass_and_only_spaces_are_trimmed() -> None:
    for text in ("Šťastný, Jan", "Židů, Tomáš", "O'Neill-Smith, Mary Ann", "Мартынов, Пётр", "Новак,\u00a0Ян", "דוד, בן"):
        assert forbidden_character(text) is None
    assert trimmed("  Novák,   Jan  ") == "Novák, Jan"
    assert trimmed("Novák,\tJan") == "Novák,\tJan"  # not made a space: refused as it is
    assert character_name("\x07") == "U+0007 CONTROL"


@pytest.mark.parametrize("name, named", [("Novák\u202e, Jan", "U+202E RIGHT-TO-LEFT OVERRIDE"), ("Novák,\tJan", "U+0009 CHARACTER TABULATION")])
def test_player_add_refuses_and_names_the_character(tmp_path: Path, capsys, name: str, named: str) -> None:
    db = str(tmp_path / "a.sqlite")
    code, out, err = run(capsys, "player", "add", "--id", "130794", "--name", name, "--federation", "CZE", "--db", db)
    assert (code, out) == (1, "") and len(err.splitlines()) == 1
    assert err.startswith("error: player refused, nothing stored: ") and f"must not contain the character {named}" in err
    assert json.loads(run(capsys, "players", "--json", "--db", db)[1]) == []


@pytest.mark.parametrize(
    "options, field",
    [
        (["CZE/\u202eX", "--name", "Turnaj"], "Code"),
        (["CZE/X", "--name", "Turnaj \x1b[2J"], "Name"),
        (["CZE/X", "--name", "Turnaj\t2026"], "Name"),
        (["CZE/X", "--name", "Pohár \u2067Brna"], "Name"),
    ],
)
def test_new_tournament_refuses_a_code_or_name_with_such_a_character(tmp_path: Path, capsys, options: list[str], field: str) -> None:
    db = str(tmp_path / "a.sqlite")
    code, out, err = run(capsys, "new-tournament", *options, "--organiser", "CAGo", "--system", "swiss", "--round-count", "3", "--db", db)
    assert (code, out) == (1, "") and "must not contain the character U+" in err and "Traceback" not in err
    assert "CZE/X" not in run(capsys, "list", "--db", db)[1]


def test_team_edit_refuses_a_bidi_override(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, err = run(capsys, "team-edit", TEAM_DEMO, "4", "--name", "Šachy \u202eŘíčany", "--db", db)
    assert (code, out) == (1, "") and "must not contain the character U+202E RIGHT-TO-LEFT OVERRIDE" in err


def test_an_imported_player_or_code_with_a_bidi_override_is_refused(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", db)[0] == 0
    exchange = tmp_path / "event.json"
    assert run(capsys, "export", SKS_DEMO, "--format", "json", "-o", str(exchange), "--db", db)[0] == 0
    assert run(capsys, "delete-tournament", SKS_DEMO, "--db", db)[0] == 0
    data = json.loads(exchange.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "Novák\u202e, Jan"
    exchange.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, _, err = run(capsys, "import-json", str(exchange), "--db", db)
    assert code == 1 and "U+202E RIGHT-TO-LEFT OVERRIDE" in err
    data = json.loads(exchange.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "Novák, Jan"
    data["tournament"]["code"] = "CZE/SF/\u20662025"
    exchange.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, _, err = run(capsys, "import-json", str(exchange), "--db", db)
    assert code == 1 and "U+2066 LEFT-TO-RIGHT ISOLATE" in err
    assert SKS_DEMO not in run(capsys, "list", "--db", db)[1]


@pytest.mark.parametrize(
    "options, named",
    [
        (["--duration", "1000000000000"], "a planned duration is 1 to 1100 days, not 1000000000000"),
        (["--duration", "1101"], "a planned duration is 1 to 1100 days, not 1101"),
        (["--entry-fee", "1e308"], "an entry fee is from 0 to 100000, not 1e308"),
        (["--entry-fee", "-5"], "an entry fee is from 0 to 100000, not -5"),
    ],
)
def test_numbers_beyond_the_regulations_are_refused(tmp_path: Path, capsys, options: list[str], named: str) -> None:
    db = str(tmp_path / "a.sqlite")
    with pytest.raises(SystemExit) as stopped:
        run(capsys, "new-tournament", "CZE/X", "--name", "Turnaj", "--organiser", "ICCF", *options, "--db", db)
    assert stopped.value.code == 2 and named in capsys.readouterr().err


def test_the_longest_duration_and_a_clubs_fee_are_taken(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "a.sqlite")
    code, _, err = run(capsys, "new-tournament", "CZE/X", "--name", "Turnaj", "--organiser", "ICCF", "--duration", "1100",
                       "--entry-fee", "1500", "--db", db)
    assert code == 0, err


def test_an_imported_game_in_a_round_the_event_has_not_is_refused(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", db)[0] == 0
    exchange = tmp_path / "event.json"
    assert run(capsys, "export", SKS_DEMO, "--format", "json", "-o", str(exchange), "--db", db)[0] == 0
    assert run(capsys, "delete-tournament", SKS_DEMO, "--db", db)[0] == 0
    data = json.loads(exchange.read_text(encoding="utf-8"))
    data["games"][0]["round"] = 2**62
    exchange.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, _, err = run(capsys, "import-json", str(exchange), "--db", db)
    assert code == 1 and f"round {2**62} is not one of the event's rounds (1 to 1)" in err
    assert SKS_DEMO not in run(capsys, "list", "--db", db)[1]


def test_an_empty_database_file_is_named_and_made_only_when_asked(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "Sezóna Židů.sqlite"
    empty.write_bytes(b"")
    code, out, err = run(capsys, "list", "--db", str(empty))
    assert (code, out) == (1, "")
    assert err == (f"error: {empty} is empty (0 bytes): it holds no database, and it was not changed. "
                   "To make a new database in it, run again with --new-database.\n")
    assert empty.stat().st_size == 0 and sorted(p.name for p in tmp_path.iterdir()) == [empty.name]
    code, out, _ = run(capsys, "list", "--db", str(empty), "--new-database")
    assert code == 0 and empty.stat().st_size > 0
    assert run(capsys, "list", "--db", str(empty))[0] == 0  # a database now: no question again
