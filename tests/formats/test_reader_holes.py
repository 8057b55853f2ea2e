"""Readers that refuse what they cannot read (issue 22, items 2 and 3): an unclosed quote or a row
of the wrong size in a club's CSV, the ICCF list without its header row, players checked by the
register's rules, ranges and sizes in the exchange file, and a refusal listing 100 problems."""

from __future__ import annotations

import io
import json
import math
from pathlib import Path

import pytest

from arbiter_app.formats.exchange_json import read_exchange, read_exchange_file, read_exchange_text
from arbiter_app.formats.problems import ImportProblem, Problem
from arbiter_app.formats.players_csv import read_iccf_list, read_players_csv
from arbiter_app.services import tournaments
from arbiter_app.services.ratings.list_import import import_rating_list
from tests.formats.test_exchange_json import MINIMAL


def csv_players(text: str) -> tuple[list, list[Problem]]:
    problems: list[Problem] = []
    return list(read_players_csv(io.BytesIO(text.encode("utf-8")), problems)), problems


def test_an_unclosed_quote_is_a_problem_of_its_line_not_a_long_name():
    players, problems = csv_players('ID;Name;Fed;Rating\n501;"Novák, Jan;CZE;1800\n502;Dvořák, Petr;CZE;1900\n503;Židů, Tomáš;CZE;2000\n')
    assert players == []
    assert [p.path for p in problems] == ["line 2"] and "quote" in problems[0].message


def test_a_quoted_cell_over_two_lines_is_a_problem_and_the_lines_after_it_keep_their_numbers():
    players, problems = csv_players('ID;Name;Fed\n501;"Novák,\nJan";CZE\n502;Dvořák, Petr;CZE\n503;"Židů" Tomáš;CZE\n504;Šťastný, Petr;CZE\n')
    assert [p.path for p in problems] == ["line 2", "line 5"]
    assert "runs on to line 3" in problems[0].message and "not well-formed CSV" in problems[1].message
    assert [(p.line, p.name) for p in players] == [(4, "Dvořák, Petr"), (6, "Šťastný, Petr")]


def test_a_row_with_the_wrong_number_of_cells_is_a_problem_of_its_line():
    players, problems = csv_players("ID;Name;Fed;Rating\n501;Novák, Jan;CZE\n502;Dvořák, Petr;CZE;1900;x\n503;Židů, Tomáš;CZE;2000\n")
    assert [str(p) for p in problems] == [
        "line 2: 3 cell(s), the header has 4: '501;Novák, Jan;CZE'",
        "line 3: 5 cell(s), the header has 4: '502;Dvořák, Petr;CZE;1900;x'",
    ]
    assert [p.id for p in players] == ["503"]


ICCF_WITHOUT_HEADER = (
    '180412;CZE;IM;"Novák, Jan";187;2412;35;\n'
    '183018;CZE;;"Dvořáková, Eliška";14;2214;80;P\n'
    '900001;SVK;;"Kováč, Ján";0;2300;120;F\n'
)


def test_the_iccf_list_without_its_header_row_is_read_like_the_one_with_it():
    """As federations import it: id;country;title;"Surname, First";games;rating;RD;flag (issue 21)."""
    with_header = "ICCF-id;Country;Title;Name;Games;Rating;RD;Flag\n" + ICCF_WITHOUT_HEADER
    bare = list(read_iccf_list(io.BytesIO(ICCF_WITHOUT_HEADER.encode("cp1250")), problems := []))
    headed = list(read_iccf_list(io.BytesIO(with_header.encode("utf-8")), problems_headed := []))
    assert problems == problems_headed == []
    assert [(p.id, p.federation, p.title, p.name, p.games, p.rating, p.rating_kind) for p in bare] == [
        ("180412", "CZE", "IM", "Novák, Jan", 187, 2412, "fixed"),
        ("183018", "CZE", None, "Dvořáková, Eliška", 14, 2214, "provisional"),
        ("900001", "SVK", None, "Kováč, Ján", 0, 2300, "fide"),
    ]
    assert [p._replace(line=0) for p in bare] == [p._replace(line=0) for p in headed]
    assert [p.line for p in bare] == [1, 2, 3]


def test_an_iccf_list_without_header_and_a_short_row_names_the_line():
    text = ICCF_WITHOUT_HEADER + "900002;CZE;;Nový, Hráč;0;2100\n"
    players = list(read_iccf_list(io.BytesIO(text.encode()), problems := []))
    assert len(players) == 3 and [p.path for p in problems] == ["line 4"] and "6 cell(s), the header has 8" in problems[0].message


def test_the_iccf_list_without_header_comes_into_the_register(empty_db, tmp_path: Path):
    path = tmp_path / "iccf ratings Ž.csv"
    path.write_bytes(ICCF_WITHOUT_HEADER.encode("cp1250"))
    done = import_rating_list(empty_db, path, "iccf")
    assert (done.added, done.changed) == (3, 0)
    from arbiter_app.services import players

    found = {p.player.id: p.player for p in players.search(empty_db)}
    assert found["183018"].name == "Dvořáková, Eliška" and found["183018"].rating == 2214 and found["183018"].rated_games == 14


def test_club_csv_players_are_checked_by_the_register_rules_and_nothing_is_stored(empty_db, tmp_path: Path):
    path = tmp_path / "klub.csv"
    path.write_text(
        "ID;Name;Fed;Rating;Games;Born\n"
        "501;Novák, Jan;CZE;1800;10;1961\n"
        "502;Dvořák Petr,;CZE;1900;10;1970\n"  # a comma with nothing after it
        "503;Židů, Tomáš;c3;2000;10;1980\n"  # federation
        "504;Mrkvička, Jiří;CZE;4000;10;1990\n"  # the pattern takes 4 digits: out of 0-3000
        "505;Šťastný, Petr;CZE;1700;123456;2990\n",  # games and year of birth
        encoding="utf-8",
    )
    with pytest.raises(ImportProblem) as refused:
        import_rating_list(empty_db, path, "csv")
    lines = str(refused.value).splitlines()[1:]
    assert [line.split(":")[0].strip() for line in lines] == ["line 3", "line 4", "line 5", "line 6"]
    assert "Name: a comma needs a name on both sides" in lines[0] and "Federation" in lines[1] and "Rating: must be between 0 and 3000" in lines[2]
    assert "Rated games: must be between 0 and 99999" in lines[3] and "Year of birth" in lines[3]
    from arbiter_app.services import players

    assert players.search(empty_db) == []


def test_a_fide_list_takes_names_without_a_comma_but_not_control_characters(empty_db, tmp_path: Path):
    from benchmarks.rating_list_files import FidePlayer, txt_header, txt_line

    john = FidePlayer(25121731, "A C J John", "IND", "M", "", 1063, 0, 40, 1987, "")  # as the real list writes him
    bell = FidePlayer(25121732, "Bell\x07, Anna", "IND", "F", "", 1100, 0, 40, 1990, "")
    path = tmp_path / "fide.txt"
    path.write_text("\r\n".join([txt_header(), txt_line(john)]) + "\r\n", encoding="utf-8", newline="")  # CRLF as written, on Windows too
    assert import_rating_list(empty_db, path, "fide-txt").added == 1
    path.write_text("\r\n".join([txt_header(), txt_line(bell)]) + "\r\n", encoding="utf-8", newline="")
    with pytest.raises(ImportProblem, match=r"line 2: 'Bell\\x07, Anna': Name: must not contain the character U\+0007 CONTROL"):
        import_rating_list(empty_db, path, "fide-txt")


def test_two_thousand_duplicated_players_give_a_hundred_lines_and_the_count_of_the_rest(empty_db, tmp_path: Path):
    document = json.loads(json.dumps(MINIMAL))
    player = document["players"][0]
    document["players"] = [dict(player, no=1 + i % 2) for i in range(2000)]
    document["games"] = []
    path = tmp_path / "dupes.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ImportProblem) as refused:
        tournaments.import_json(empty_db, path)
    lines = str(refused.value).splitlines()
    assert len(refused.value.problems) == 1999 + 1998  # the id 1999 times again, numbers 1 and 2 999 times each
    assert len(lines) == 1 + 100 + 1 and lines[-1] == "  and 3897 more"
    assert tournaments.list_tournaments(empty_db) == []


def exchange(**changes) -> dict:
    """MINIMAL with `changes` ("tournament.entry_fee": value, "players[0].name": value ...)."""
    document = json.loads(json.dumps(MINIMAL))
    for where, value in changes.items():
        part, key = where.replace("__", ".").rsplit(".", 1)
        target = document
        for step in part.split("."):
            name, _, index = step.partition("[")
            target = target[name][int(index[:-1])] if index else target[name]
        target[key] = value
    return document


@pytest.mark.parametrize(
    ("where", "value", "path"),
    [
        ("games[0].moves", -5, "games[0].moves"), ("games[0].moves", 1000, "games[0].moves"),
        ("games[0].moves", 2**63, "games[0].moves"), ("players[0].rating", 2**63, "players[0].rating"),
        ("players[0].rating", 3001, "players[0]"), ("players[0].rated_games", 100_000, "players[0]"),
        ("players[0].name", "Novák,\nJan", "players[0]"), ("players[0].name", "\x00\x01", "players[0]"),
        ("players[0].federation", "cz", "players[0]"), ("players[0].birth_year", 1850, "players[0]"),
        ("tournament.start_date", "2999-01-01", "tournament.start_date"), ("tournament.start_date", "1800-01-01", "tournament.start_date"),
        ("tournament.end_date", "2999-01-01", "tournament.end_date"), ("games[0].ended", "2999-01-01", "games[0].ended"),
        ("tournament.entry_fee", -1, "tournament.entry_fee"), ("tournament.draw_seed", 2**64, "tournament.draw_seed"),
    ],
)  # fmt: skip
def test_out_of_range_values_are_problems_with_their_json_path(where, value, path):
    data, problems = read_exchange(exchange(**{where: value}))
    assert data is None and [p.path for p in problems] == [path], problems


def test_a_game_that_ended_today_a_game_not_begun_and_a_tournament_planned_to_end_in_three_years_are_fine():
    from datetime import date, timedelta

    today = date.today()
    document = exchange(**{"games[0].ended": today.isoformat(), "games[0].moves": 0, "tournament.end_date": (today + timedelta(days=1000)).isoformat()})
    assert read_exchange(document)[1] == []


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_not_json(literal):
    text = json.dumps(exchange()).replace('"rounds": 1', f'"rounds": 1, "entry_fee": {literal}')
    data, problems = read_exchange_text(text)
    assert data is None and len(problems) == 1 and "not valid JSON" in problems[0].message


def test_json_nested_5000_deep_is_refused_as_such():
    data, problems = read_exchange_text('{"format": "arbiter-tournament", "x": ' + "[" * 5000 + "]" * 5000 + "}")
    assert data is None and [str(p) for p in problems] == [
        "(file): nested too deep: lists and objects inside one another go deeper than an exchange file can"]


def test_a_huge_file_is_refused_as_such_without_reading_it(tmp_path: Path, monkeypatch):
    from arbiter_app.formats import exchange_json

    monkeypatch.setattr(exchange_json, "MAX_BYTES", 1000)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(exchange()) + " " * 1000, encoding="utf-8")
    data, problems = read_exchange_file(path)
    assert data is None and len(problems) == 1 and "larger than an exchange file can be (1000 bytes)" in problems[0].message


def test_a_stored_fee_of_infinity_is_never_written_as_infinity(demo_db, tmp_path: Path):
    from sqlalchemy import text

    from arbiter_app.services.exchange import export_text
    from tests.conftest import ICCF_DEMO

    with demo_db.engine.begin() as conn:  # as an older version let it in
        conn.execute(text("UPDATE tournament SET entry_fee = :fee WHERE code = :code"), {"fee": math.inf, "code": ICCF_DEMO})
    exported = export_text(demo_db, ICCF_DEMO, "json")
    assert "Infinity" not in exported and json.loads(exported)["tournament"]["entry_fee"] is None
