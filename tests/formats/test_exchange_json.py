"""The exchange format: round trip through an empty database, and malformed files refused whole."""

import json
from pathlib import Path

from arbiter_app.formats.exchange_json import read_exchange, read_exchange_text
from arbiter_app.services import tournaments
from arbiter_app.services.crosstable import crosstable
from arbiter_app.services.database import Database
from arbiter_app.services.demo import demo_files

import pytest
from arbiter_app.formats.problems import ImportProblem

MINIMAL = {
    "format": "arbiter-tournament",
    "version": 1,
    "tournament": {"code": "CZE/C75/F", "name": "75. mistrovství ČR", "organiser": "ICCF", "kind": "national_final",
                   "start_date": "2024-01-15", "end_date": None, "rounds": 1, "title_tournament": True, "ladies": False,
                   "tiebreaks": ["wins", "sb", "h2h"], "rating_system": "iccf"},
    "players": [
        {"no": 1, "id": "130794", "name": "Novák, Jan", "federation": "CZE", "title": "IM", "sex": "m", "rating": 2412, "rated_games": 87, "rating_kind": "fixed"},
        {"no": 2, "id": "130795", "name": "Šťastná, Eva", "federation": "CZE", "title": None, "sex": "f", "rating": 2301, "rated_games": 40, "rating_kind": "fixed"},
    ],
    "games": [{"white": 1, "black": 2, "result": "1-0", "flag": None, "moves": 42, "ended": "2024-06-01"}],
}


def test_the_issue_example_shape_is_accepted():
    data, problems = read_exchange(MINIMAL)
    assert problems == [] and data is not None
    assert data.tournament.tiebreaks == ("wins", "sb", "h2h")
    assert data.entries[1].player.name == "Šťastná, Eva"


@pytest.mark.parametrize("path", demo_files(), ids=lambda p: p.name)
def test_export_then_import_into_an_empty_database_gives_the_same_crosstable(demo_db, tmp_path, path):
    code = json.loads(path.read_text(encoding="utf-8"))["tournament"]["code"]
    exported = tmp_path / "export.json"
    exported.write_text(json.dumps(tournaments.export_json(demo_db, code), ensure_ascii=False), encoding="utf-8")
    other = Database(tmp_path / "other.sqlite")
    tournaments.import_json(other, exported)
    assert crosstable(tournaments.load(other, code)) == crosstable(tournaments.load(demo_db, code))
    assert tournaments.load(other, code) == tournaments.load(demo_db, code)
    other.close()


def test_malformed_file_lists_every_problem_and_stores_nothing(empty_db, tmp_path: Path):
    bad = json.loads(json.dumps(MINIMAL))
    bad["tournament"]["rounds"] = 3
    bad["tournament"]["tiebreaks"] = ["wins", "buchholz"]
    bad["players"][1]["id"] = "130794"
    bad["games"] = [
        {"white": 1, "black": 7, "result": "1-0"},
        {"white": 1, "black": 2, "result": "2-0"},
        {"white": 2, "black": 1, "result": "1/2-1/2", "flag": "D"},
        {"white": 1, "black": 2, "result": "1-0", "moves": "forty"},
    ]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(ImportProblem) as caught:
        tournaments.import_json(empty_db, path)
    paths = [p.path for p in caught.value.problems]
    assert paths == [
        "tournament.tiebreaks[1]",
        "tournament.rounds",
        "players[1].id",
        "games[0].black",
        "games[1].result",
        "games[2]",
        "games[3].moves",
        "games[3]",  # 1-2 listed twice
    ]
    assert "nothing was stored" in str(caught.value) and str(path) in str(caught.value)
    assert tournaments.list_tournaments(empty_db) == []


def test_invalid_json_names_the_line():
    data, problems = read_exchange_text('{"format": "arbiter-tournament",\n "version": 1,,}')
    assert data is None
    assert problems[0].path == "line 2 column 15"  # the second comma


def test_existing_code_is_refused_and_the_stored_tournament_kept(demo_db, tmp_path: Path):
    code = "CZE/SF/2025-B"
    before = tournaments.load(demo_db, code)
    path = tmp_path / "again.json"
    path.write_text(json.dumps(tournaments.export_json(demo_db, code)), encoding="utf-8")
    with pytest.raises(ImportProblem, match="already in the database"):
        tournaments.import_json(demo_db, path)
    assert tournaments.load(demo_db, code) == before


@pytest.mark.parametrize(
    "organiser, expected",
    [("ICCF", ("points", "wins", "sb", "h2h")), ("SKS", ("points", "sb")), ("PlanetSah", ("points", "weighted"))],
)
def test_without_tiebreaks_the_organisers_rule_set_applies(organiser, expected):
    """ICCF [001 §7.2], SKŠ [000 §6.2], Planet Šah [002]: a file without a list gets its organiser's."""
    document = json.loads(json.dumps(MINIMAL))
    del document["tournament"]["tiebreaks"]
    document["tournament"]["organiser"] = organiser
    data, problems = read_exchange(document)
    assert problems == [] and data.tournament.tiebreaks == expected


def _with_kind(kind):
    document = json.loads(json.dumps(MINIMAL))
    document["tournament"]["kind"] = kind
    return read_exchange(document)


def test_an_unknown_event_kind_is_refused_with_the_closest_match():
    data, problems = _with_kind("national_finals")
    assert data is None
    assert [str(p) for p in problems] == [
        "tournament.kind: unknown event kind 'national_finals'; did you mean 'national_final'?"
    ]


def test_an_unknown_event_kind_far_from_any_lists_the_known_ones():
    data, problems = _with_kind("go_open")
    assert data is None and len(problems) == 1
    message = problems[0].message
    assert message.startswith("unknown event kind 'go_open'; expected one of ")
    assert "wch_semifinal" in message and "sks_cr_final" in message and "other" in message


OPTIONAL = {
    "tournament": ("organiser", "kind", "start_date", "end_date", "rounds", "title_tournament", "ladies", "tiebreaks",
                   "rating_system", "system", "team_event", "td", "time_control", "entry_fee", "settings"),
    "player": ("federation", "title", "sex", "rating", "rated_games", "rating_kind", "team", "board", "withdrawal",
               "replaces", "substitute_status", "substitute_since", "bank_moved_days"),
    "game": ("round", "result", "flag", "moves", "ended"),
    "team": ("federation", "captain"),
}


def _optional_keys(value):
    """MINIMAL with a team, every optional key set to `value` (None) or left out (...)."""
    document = json.loads(json.dumps(MINIMAL))
    document["teams"] = [{"no": 1, "name": "Praha"}]
    objects = [(document["tournament"], OPTIONAL["tournament"]), (document["teams"][0], OPTIONAL["team"])]
    objects += [(p, OPTIONAL["player"]) for p in document["players"]]
    objects += [(g, OPTIONAL["game"]) for g in document["games"]]
    for obj, keys in objects:
        for key in keys:
            obj.pop(key, None) if value is ... else obj.__setitem__(key, value)
    return document


def test_every_optional_field_takes_null_as_not_given():
    """`"rated_games": null` is the usual JSON for "unknown": it reads as the key left out."""
    with_nulls, problems = read_exchange(_optional_keys(None))
    assert problems == []
    without, problems = read_exchange(_optional_keys(...))
    assert problems == []
    assert with_nulls == without
    assert with_nulls.entries[0].player.rated_games == 0 and with_nulls.tournament.kind == "other"
    top = json.loads(json.dumps(MINIMAL)) | {"games": None, "teams": None}
    data, problems = read_exchange(top)
    assert problems == [] and data.games == () and data.teams == ()


def test_null_in_a_required_field_is_still_refused():
    document = json.loads(json.dumps(MINIMAL))
    document["players"][0]["name"] = None
    data, problems = read_exchange(document)
    assert data is None and [str(p) for p in problems] == ["players[0].name: expected a string, got null"]
