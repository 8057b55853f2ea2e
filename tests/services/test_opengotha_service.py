"""OpenGotha's tournament file, both ways (services.go.opengotha): a real SQLite file; the expected
values worked out by hand from the files (tests/formats/opengotha_files.py)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.model import Result
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.go import egd_event, lists as go_lists, opengotha, rounds as go_rounds
from tests.formats.opengotha_files import JUVISY, REAL, JUVISY_H9, PARAMETERS, ROUND_1, ROUND_2, small_file
from tests.formats.test_opengotha import validate


def imported(db, tmp_path: Path, raw: bytes, code: str = "GO/PODZIM"):
    path = tmp_path / "Podzimní turnaj.xml"
    path.write_bytes(raw)
    return opengotha.import_opengotha(db, opengotha.preview_opengotha(db, path, code))


def test_the_import_is_one_undoable_action_that_keeps_its_notes(empty_db, tmp_path):
    change = imported(empty_db, tmp_path, small_file())
    assert change.description == ("GO/PODZIM imported from Podzimní turnaj.xml: 4 players (4 new in the register), 2 games; "
                                  "1 note kept with it")
    t = tournaments.load(empty_db, "GO/PODZIM").tournament
    assert t.settings["import_notes"] == [
        "line 15: OpenGotha's placement criteria (MMS, SOSM) are not kept: the standings follow ČAGo's criteria [003 §3.3.4]"]
    assert players.get(empty_db, "EGD-Zidu-Tomas").name == "Židů, Tomáš"
    with sqlite3.connect(tmp_path / "arbiter.sqlite") as audit:  # the notes written with the action
        (new,), = audit.execute("SELECT new FROM audit WHERE entity = 'tournament' AND action = 'opengotha-import'").fetchall()
    assert "OpenGotha's placement criteria (MMS, SOSM) are not kept" in json.loads(new)["settings"]
    results.undo(empty_db)
    assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0


def test_a_file_with_a_problem_stores_nothing(empty_db, tmp_path):
    with pytest.raises(ImportProblem, match="line 11: a game against nobody"):
        imported(empty_db, tmp_path, small_file(ROUND_1.replace("NOVÁKJAN", "NIKDO")))
    assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0


def test_a_code_taken_is_refused_before_anything_is_stored(empty_db, tmp_path):
    imported(empty_db, tmp_path, small_file())
    preview = opengotha.preview_opengotha(empty_db, tmp_path / "Podzimní turnaj.xml", "GO/PODZIM")
    assert preview.event is None and [str(p) for p in preview.problems] == ["--code: a tournament with code GO/PODZIM is already in the database"]


def test_the_imported_event_continues_here(empty_db, tmp_path):
    """After round 1 (both 3d won) the MM scores are 33, 33, 29, 29 (bar 4d: a 3d starts at 32, a 1k
    at 29 [003 §3.1.3]); the only draw of round 2 with no difference and no repeat is 1–2, 3–4
    [003 §3.2]. Novák (4) takes no part in round 3: excused there."""
    imported(empty_db, tmp_path, small_file())
    go_rounds.draw(empty_db, "GO/PODZIM", 2, seed=11)
    event = go_rounds.load_event(empty_db, "GO/PODZIM")
    assert {frozenset((b.white, b.black)) for b in event.round(2).boards} == {frozenset((1, 2)), frozenset((3, 4))}
    assert event.round(3).excused == {4}


def test_a_finished_event_is_ranked_by_cagos_criteria(empty_db, tmp_path):
    """Two rounds; round 2: Šťastný (Black) beat Židů, Mrkvička won by default against Novák. MM
    scores: 32+2 = 34, 32+1 = 33, 29+1 = 30, 29. SOS of the opponents' MM scores [003 §3.3.2a]:
    Šťastný 30+33, Židů 29+34, Mrkvička 34+29 (a win by default keeps the opponent), Novák 33+30
    (his default loss, one missed round, adds ½ rounded down: 0 [003 §3.3.3]): 63 each."""
    parameters = PARAMETERS.replace('numberOfRounds="3"', 'numberOfRounds="2"')
    imported(empty_db, tmp_path, small_file(ROUND_1 + "\n" + ROUND_2, parameters=parameters))
    wall = go_lists.wall_list(empty_db, "GO/PODZIM")
    assert [(line.name, line.score, line.tiebreaks[0], line.cells) for line in wall.lines] == [
        ("Šťastný, Jiří", 34, 63, ("3+", "2+")),
        ("Židů, Tomáš", 33, 63, ("4+", "1-")),
        ("Mrkvička, Petr", 30, 63, ("1-", "4+!")),
        ("Novák, Jan", 29, 63, ("2-", "3-!")),
    ]


def games_by_name(db, code):
    event = go_rounds.load_event(db, code)
    name = {e.no: e.player.name for e in event.data.entries}
    stones = {(r.number, b.white, b.black): go_rounds.stones(event, b) for r in event.rounds for b in r.boards}
    return {(g.round, name[g.white], name[g.black], g.result, g.flag, stones[(g.round, g.white, g.black)]) for g in event.data.games}


def test_juvisy_gives_the_same_games_as_opengothas_egd_table_of_it(empty_db):
    opengotha.import_opengotha(empty_db, opengotha.preview_opengotha(empty_db, JUVISY, "GO/JUVISY"))
    egd_event.import_egd_event(empty_db, JUVISY_H9, "GO/JUVISY-H9")
    from_xml, from_h9 = games_by_name(empty_db, "GO/JUVISY"), games_by_name(empty_db, "GO/JUVISY-H9")
    assert len(from_xml) == 36 and from_xml == from_h9
    xml_rounds = go_rounds.load_event(empty_db, "GO/JUVISY").rounds
    h9_rounds = go_rounds.load_event(empty_db, "GO/JUVISY-H9").rounds
    names = lambda code: {e.no: e.player.name for e in tournaments.load(empty_db, code).entries}  # noqa: E731
    assert [sorted(names("GO/JUVISY")[n] for n in r.excused) for r in xml_rounds] == [
        sorted(names("GO/JUVISY-H9")[n] for n in r.excused) for r in h9_rounds]


@pytest.mark.parametrize("path", REAL)
def test_a_round_trip_keeps_every_player_game_and_setting(empty_db, tmp_path, path):
    opengotha.import_opengotha(empty_db, opengotha.preview_opengotha(empty_db, path, "GO/A"))
    out = tmp_path / "vývoz turnaje.xml"
    assert opengotha.export_opengotha(empty_db, "GO/A", out) == f"OpenGotha tournament file of GO/A written to {out}"
    validate(out.read_text(encoding="utf-8"))
    opengotha.import_opengotha(empty_db, opengotha.preview_opengotha(empty_db, out, "GO/B"))
    a, b = tournaments.load(empty_db, "GO/A"), tournaments.load(empty_db, "GO/B")
    assert a.entries == b.entries
    assert games_by_name(empty_db, "GO/A") == games_by_name(empty_db, "GO/B")
    assert go_rounds.load_event(empty_db, "GO/A").rounds == go_rounds.load_event(empty_db, "GO/B").rounds
    keep = lambda t: ({k: v for k, v in t.settings.items() if k != "import_notes"}, t.system, t.round_count, t.name, t.start_date, t.end_date)  # noqa: E731
    assert keep(a.tournament) == keep(b.tournament)


def test_an_event_begun_here_goes_out_with_its_open_round(empty_db, tmp_path):
    imported(empty_db, tmp_path, small_file())
    go_rounds.draw(empty_db, "GO/PODZIM", 2, seed=11)
    results.enter_result(empty_db, "GO/PODZIM", *_board(empty_db, 2, 1), Result.WHITE_WIN, round=2)
    text = opengotha.opengotha_file(empty_db, "GO/PODZIM")
    validate(text)
    assert text.count('result="RESULT_UNKNOWN"') == 1 and text.count('roundNumber="2"') == 2
    assert 'participating="11011111111111111111"' in text  # Novák away from round 3


def _board(db, number, board):
    b = go_rounds.load_event(db, "GO/PODZIM").round(number).boards[board - 1]
    return b.white, b.black


def test_a_missing_file_is_named(empty_db, tmp_path):
    with pytest.raises(ImportProblem, match="nothing.xml"):
        opengotha.preview_opengotha(empty_db, tmp_path / "nothing.xml", "GO/X")


def test_the_dry_run_summary(empty_db, tmp_path):
    path = tmp_path / "t.xml"
    path.write_bytes(small_file(ROUND_1 + "\n" + ROUND_2.replace("RESULT_WHITEWINS_BYDEF", "RESULT_EQUAL_BYDEF")))
    summary = opengotha.summary(opengotha.preview_opengotha(empty_db, path, "GO/X"))
    assert (summary["system"], summary["rounds"], summary["games"], summary["drawn"]) == ("mcmahon", 3, 4, [1, 2])
    assert [p["id"] for p in summary["players"]] == ["EGD-12345678", "EGD-Zidu-Tomas", "EGD-Mrkvicka-Petr", "EGD-Novak-Jan"]
    assert any("RESULT_EQUAL_BYDEF has no counterpart" in n for n in summary["notes"])
    assert summary["problems"] == [] and tournaments.list_tournaments(empty_db) == []



def test_a_real_event_taken_over_after_its_first_round(empty_db):
    """TournoiChinois: round 1 drawn in OpenGotha, one result unknown and one "both win" (kept open):
    once the arbiter enters them, round 2 is drawn here by ČAGo's rules: 24 players, 12 boards, nobody
    meets his round-1 opponent again [003 §3.2]."""
    from tests.formats.opengotha_files import CHINOIS

    opengotha.import_opengotha(empty_db, opengotha.preview_opengotha(empty_db, CHINOIS, "GO/CHINOIS"))
    event = go_rounds.load_event(empty_db, "GO/CHINOIS")
    open_games = [g for g in event.data.games if g.result is Result.RUNNING]
    assert len(open_games) == 2
    for g in open_games:
        results.enter_result(empty_db, "GO/CHINOIS", g.white, g.black, Result.WHITE_WIN, round=1)
    go_rounds.draw(empty_db, "GO/CHINOIS", 2, seed=3)
    event = go_rounds.load_event(empty_db, "GO/CHINOIS")
    met = {frozenset((g.white, g.black)) for g in event.data.games if g.round == 1}
    boards = event.round(2).boards
    assert len(boards) == 12 and event.round(2).bye is None
    assert not any(frozenset((b.white, b.black)) in met for b in boards)
