"""The player register commands (`player add/edit/delete`, `players`) on a real file."""

import json
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from tests.conftest import ICCF_DEMO

ENTRY_ONLY_KEYS = {"no", "team", "board", "withdrawal", "replaces", "substitute_status", "substitute_since"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path: Path, capsys) -> str:
    path = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", path)
    return path


def test_players_json_has_the_exchange_formats_player_keys(db, capsys):
    code, out, _ = run(capsys, "players", "--json", "--db", db)
    listed = json.loads(out)
    database = Database(db)
    exported = [p for t in tournaments.list_tournaments(database) for p in tournaments.export_json(database, t.code)["players"]]
    database.close()
    assert code == 0 and len(listed) == 50
    exchange_keys = set().union(*(item.keys() for item in exported)) - ENTRY_ONLY_KEYS
    assert all(set(item) <= exchange_keys and item["id"] and item["name"] for item in listed)
    assert set().union(*(item.keys() for item in listed)) == exchange_keys
    zidu = next(item for item in exported if item["name"] == "Židů, Tomáš")
    assert [item for item in listed if item["id"] == zidu["id"]] == [{k: v for k, v in zidu.items() if k in exchange_keys}]


def test_add_edit_search_and_delete(db, capsys):
    argv = ["player", "add", "--id", "130794", "--name", "Novák, Jan", "--federation", "CZE", "--title", "IM", "--sex", "m"]
    argv += ["--rating", "2412", "--rated-games", "87", "--rating-kind", "fixed", "--club", "ŠK Brno", "--db", db]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and out.strip() == "player Novák, Jan added"
    assert run(capsys, "player", "edit", "130794", "--rating", "2420", "--db", db)[0] == 0
    code, out, _ = run(capsys, "players", "--search", "novak jan", "--json", "--db", db)
    assert [(p["id"], p["rating"], p["title"]) for p in json.loads(out)] == [("130794", 2420, "IM"), ("180412", 2412, "IM")]
    code, out, _ = run(capsys, "players", "--search", "zidu", "--db", db)
    assert code == 0 and "Židů, Tomáš" in out and ICCF_DEMO in out and len(out.splitlines()) == 3
    assert run(capsys, "player", "delete", "130794", "--db", db)[0] == 0
    assert json.loads(run(capsys, "players", "--search", "1307", "--json", "--db", db)[1]) == []


@pytest.mark.parametrize(
    "options, named",
    [
        (["--federation", "C2"], "--federation: a three-letter code"),
        (["--rating", "2412.5"], "--rating: must be a whole number"),
        (["--rating", "3500"], "--rating: must be between 0 and 3000"),
        (["--title", "FM"], "--title: an ICCF title"),
        (["--sex", "x"], "--sex: one of m, f"),
        (["--rank", "40k"], "--rank: a go rank"),
        (["--birth-year", "1492"], "--birth-year: must be between 1880"),
        (["--id", "181530"], "--id: 181530 is already another player's id"),
        (["--name", "Novák,"], "--name: a comma needs a name on both sides"),
    ],
)
def test_bad_input_exits_1_naming_the_option_and_stores_nothing(db, capsys, options, named):
    base = {"--id": "130794", "--name": "Novák, Jan", "--federation": "CZE"}
    base.update(zip(options[::2], options[1::2]))
    code, out, err = run(capsys, "player", "add", *[x for pair in base.items() for x in pair], "--db", db)
    assert code == 1 and out == ""
    assert err.startswith("error: player refused, nothing stored: ") and named in err and len(err.splitlines()) == 1
    assert len(json.loads(run(capsys, "players", "--json", "--db", db)[1])) == 50


def test_deleting_a_player_with_entries_is_refused(db, capsys):
    code, _, err = run(capsys, "player", "delete", "181530", "--db", db)
    assert code == 1 and "Židů, Tomáš (181530) plays in CZE/Jubilee/M1" in err
    code, _, err = run(capsys, "player", "edit", "999", "--rating", "2000", "--db", db)
    assert code == 1 and "'999'" in err


def test_players_lists_the_first_50_matches_by_name_unless_told(db, capsys):
    for k in range(1, 56):  # 55 players named "Vomáčka": five more than the default shows
        assert run(capsys, "player", "add", "--id", f"9{k:03d}", "--name", f"Vomáčka, Jan{k:02d}", "--federation", "CZE", "--db", db)[0] == 0
    code, out, err = run(capsys, "players", "--search", "vomacka", "--json", "--db", db)
    names = [p["name"] for p in json.loads(out)]
    assert code == 0 and names == [f"Vomáčka, Jan{k:02d}" for k in range(1, 51)]
    assert "first 50" in err and "--all" in err
    code, out, err = run(capsys, "players", "--search", "vomacka", "--json", "--limit", "3", "--db", db)
    assert [p["name"] for p in json.loads(out)] == ["Vomáčka, Jan01", "Vomáčka, Jan02", "Vomáčka, Jan03"]
    code, out, err = run(capsys, "players", "--search", "vomacka", "--json", "--all", "--db", db)
    assert len(json.loads(out)) == 55 and err == ""
    code, out, err = run(capsys, "players", "--search", "vomacka", "--limit", "0", "--db", db)
    assert code == 1 and "--limit" in err
