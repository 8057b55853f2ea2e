"""`due [--on DATE] [--within DAYS] [--json]`: what needs the arbiter, grouped by state (the season of
tests/services/test_desk.py, on 1 March 2027)."""

from __future__ import annotations

import json

import pytest

from arbiter_app.services.database import Database
from tests.cli.test_cli_teams import run
from tests.services.test_desk import make_season


def season(tmp_path) -> str:
    path = str(tmp_path / "sezóna.sqlite")
    db = Database(path)
    make_season(db)
    db.close()
    return path


def test_the_table_grouped_by_state(tmp_path, capsys):
    path = season(tmp_path)
    code, out, _ = run(capsys, "due", "--on", "2027-03-01", "--db", path)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Due on 2027-03-01 (deadlines up to 2027-03-31):"
    heads = [line for line in lines if line and not line.startswith(" ")]
    assert heads == [lines[0], "Overdue (4)", "Due today (2)", "Coming (3)"]
    overdue = lines.index("Overdue (4)")
    assert lines[overdue + 1].split() == ["Deadline", "Since", "Tournament", "What"]
    assert lines[overdue + 3].split()[:3] == ["2027-01-31", "2027-01-01", "CZE/T"]
    assert "Kříž, Ondřej had not begun every game by 2027-01-31" in lines[overdue + 3]
    today = lines.index("Due today (2)")
    assert lines[today + 4].split()[:2] == ["2027-03-01", "2026-03-02"]  # the bar: no tournament
    assert lines[today + 4].endswith("The bar on entries of Mrkvička, Jan ends on 2027-03-01")
    code, out, _ = run(capsys, "due", "--on", "2027-03-01", "--within", "0", "--db", path, "--lang", "cs")
    assert code == 0 and "Po termínu (4)" in out and "Dnes (2)" in out and "Blíží se" not in out
    assert "Zákaz startu – Mrkvička, Jan: končí 1. 3. 2027" in out


def test_json_keys_and_values(tmp_path, capsys):
    path = season(tmp_path)
    code, out, _ = run(capsys, "due", "--on", "2027-03-01", "--json", "--db", path)
    assert code == 0
    items = json.loads(out)
    assert len(items) == 9
    assert all(list(i) == ["kind", "tournament", "player", "game", "since", "deadline", "state", "text", "place"] for i in items)
    assert items[3] == {
        "kind": "running_after_end", "tournament": "CZE/A", "player": None, "game": {"white": 2, "black": 3, "round": 1},
        "since": "2027-02-28", "deadline": "2027-02-28", "state": "overdue",
        "text": "Game 2 Dvořáková, Eva – 3 Svoboda, Petr still in play at the end date (2027-02-28)",
        "place": ["game", "CZE/A", [2, 3, 1]]}
    assert items[7]["player"] == {"id": "80000", "name": "Židů, Pavel"} and items[7]["place"] == ["entry", "CZE/T", 1]


def test_nothing_due_and_a_bad_option(tmp_path, capsys):
    path = season(tmp_path)
    code, out, _ = run(capsys, "due", "--on", "2026-01-01", "--within", "1", "--db", path)
    assert code == 0 and out.strip() == "Nothing needs the arbiter on 2026-01-01 (looking 1 day ahead)."
    code, out, err = run(capsys, "due", "--within", "-3", "--db", path)
    assert code == 1 and out == "" and err.strip() == "error: --within: the days ahead must be 0 or more, not -3"
    with pytest.raises(SystemExit):
        run(capsys, "due", "--on", "1.3.2027", "--db", path)
    assert "argument --on: not a date (YYYY-MM-DD): '1.3.2027'" in capsys.readouterr().err
