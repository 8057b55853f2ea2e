"""Every option in its range (cli.ranges, rules.ranges): one line naming the option, nothing stored."""

from __future__ import annotations

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO


@pytest.fixture
def demo_path(demo_db):
    return demo_db.target


def refused(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    return err.splitlines()[-1]


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--moves", "-5", "argument --moves: -5 moves: a game has 0 to 999"),
        ("--moves", "1000", "argument --moves: 1000 moves: a game has 0 to 999"),
        ("--moves", str(2**63), f"argument --moves: {2**63} moves: a game has 0 to 999"),
        ("--ended", "2999-01-01", "argument --ended: 2999-01-01 is out of range: from 1900-01-01 to "),
        ("--ended", "1800-01-01", "argument --ended: 1800-01-01 is out of range: from 1900-01-01 to "),
        ("--ended", "2026-02-30", "argument --ended: not a date (YYYY-MM-DD): '2026-02-30'"),
    ],
)
def test_result_options_out_of_range_are_refused(demo_db, capsys, option, value, message):
    before = tournaments.load(demo_db, ICCF_DEMO)
    line = refused(capsys, "result", ICCF_DEMO, "2", "13", "1-0", option, value, "--db", demo_db.target)
    assert line.startswith("arbiter-app result: error: " + message)
    assert tournaments.load(demo_db, ICCF_DEMO) == before


def test_a_game_cannot_have_ended_tomorrow(demo_db, capsys):
    from datetime import date, timedelta

    today, tomorrow = date.today(), date.today() + timedelta(days=1)
    line = refused(capsys, "result", ICCF_DEMO, "2", "13", "1-0", "--ended", tomorrow.isoformat(), "--db", demo_db.target)
    assert line.endswith(f"is out of range: from 1900-01-01 to {today.isoformat()}")
    assert main(["result", ICCF_DEMO, "2", "13", "1-0", "--moves", "999", "--ended", today.isoformat(), "--db", demo_db.target]) == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--entry-fee", "nan"], "argument --entry-fee: not a finite number: 'nan'"),
        (["--entry-fee", "inf"], "argument --entry-fee: not a finite number: 'inf'"),
        (["--entry-fee", "-1"], "argument --entry-fee: an entry fee is from 0 to 100000, not -1"),
        (["--end", "2999-01-01"], "argument --end: 2999-01-01 is out of range"),
        (["--start", "1800-01-01"], "argument --start: 1800-01-01 is out of range"),
        (["--rounds", str(2**63)], f"argument --rounds: {2**63} is too large"),
        (["--komi", "nan"], "argument --komi:"),
    ],
)
def test_new_tournament_options_out_of_range_are_refused(empty_db, capsys, argv, message):
    line = refused(capsys, "new-tournament", "CZE/X/2026", "--name", "Přebor Židů", *argv, "--db", empty_db.target)
    assert message in line
    assert tournaments.list_tournaments(empty_db) == []


def test_a_starting_number_too_large_for_the_database_is_refused(demo_db, capsys):
    line = refused(capsys, "result", ICCF_DEMO, str(2**63), "13", "1-0", "--db", demo_db.target)
    assert line.endswith(f"argument WHITE_NO: {2**63} is too large: at most {2**63 - 1}")


def test_every_numeric_and_date_option_of_every_command_has_a_range():
    """No option is left with a bare int, float or date parser (a later command's options included)."""
    import argparse
    from datetime import date, datetime

    from arbiter_app.cli.main import build_parser

    bare = {int, float, date.fromisoformat, datetime.fromisoformat}
    found = []

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)
            elif any(action.type == kind for kind in bare):
                found.append(action.dest)

    walk(build_parser())
    assert found == []


def test_settings_json_takes_no_nan_and_no_deep_nesting(empty_db, capsys):
    assert refused(capsys, "new-tournament", "X", "--name", "X", "--settings", '{"komi": NaN}', "--db", empty_db.target).endswith(
        "argument --settings: not valid JSON: NaN is not a JSON number")
    deep = '{"a": ' + "[" * 5000 + "]" * 5000 + "}"
    assert "nested too deep" in refused(capsys, "new-tournament", "X", "--name", "X", "--settings", deep, "--db", empty_db.target)


def test_import_json_of_2000_duplicated_players_prints_a_hundred_problems_and_the_count_of_the_rest(empty_db, capsys, tmp_path):
    import json

    from tests.formats.test_exchange_json import MINIMAL

    document = dict(MINIMAL, players=[dict(MINIMAL["players"][0], no=1 + i % 2) for i in range(2000)], games=[])
    path = tmp_path / "soupiska Židů.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["import-json", str(path), "--db", empty_db.target]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == f"error: {path}: refused, 3997 problems, nothing was stored:"
    assert len(err) == 102 and err[-1] == "  and 3897 more"
    assert tournaments.list_tournaments(empty_db) == []
