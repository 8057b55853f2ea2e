"""Go rounds through the JSON exchange file: a Swiss event with three drawn rounds (an excuse and a
bye in round 1, the TD's swap in round 2, a 0-0 in round 3) exported and imported into an empty
database gives the same pairing lists, wall list and standings, and draws the same next round. Old
files without rounds still import; bad rounds are refused with their JSON path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.model import PairingSystem, Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.database import Database
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_rounds_service import make_event, play_round

CODE = "GO/SW"


@pytest.fixture
def three_rounds(empty_db):
    code = make_event(empty_db, CODE, PairingSystem.SWISS, SWISS_FIELD)
    go_rounds.excuse(empty_db, code, 8, 1)
    go_rounds.draw(empty_db, code, 1, seed=11)
    play_round(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2, seed=12)
    second = go_rounds.load_event(empty_db, code).round(2).boards
    go_rounds.swap(empty_db, code, 2, second[0].black, second[1].black)
    play_round(empty_db, code, 2)
    go_rounds.draw(empty_db, code, 3, seed=13)
    first = go_rounds.load_event(empty_db, code).round(3).boards[0]
    results.enter_result(empty_db, code, first.white, first.black, Result.BOTH_LOSE, round=3)
    return empty_db


def export(db: Database, path: Path) -> dict:
    path.write_text(json.dumps(tournaments.export_json(db, CODE), ensure_ascii=False), encoding="utf-8")
    return json.loads(path.read_text(encoding="utf-8"))


def test_three_drawn_rounds_survive_export_and_import(three_rounds, tmp_path):
    db = three_rounds
    before = go_rounds.load_event(db, CODE)
    r1, r2 = before.round(1), before.round(2)
    assert r1.excused == {8} and r1.bye is not None  # 7 present: a bye
    assert any(b.reason.why.value == "swapped" for b in r2.boards)
    document = export(db, tmp_path / "sw.json")
    assert [r["round"] for r in document["go_rounds"]] == [1, 2, 3]
    assert document["go_rounds"][0]["excused"] == [8] and document["go_rounds"][0]["seed"] == 11
    other = Database(tmp_path / "other.sqlite")
    try:
        tournaments.import_json(other, tmp_path / "sw.json")
        after = go_rounds.load_event(other, CODE)
        assert after.rounds == before.rounds
        for n in (1, 2, 3):
            assert go_lists.pairing_list_view(other, CODE, n, "en") == go_lists.pairing_list_view(db, CODE, n, "en")
        assert go_lists.wall_list(other, CODE) == go_lists.wall_list(db, CODE)
        assert go_rounds.standings(other, CODE) == go_rounds.standings(db, CODE)
        # The imported event goes on exactly as the original: the same round 4 from the same seed.
        for base in (db, other):
            for b in go_rounds.load_event(base, CODE).round(3).boards[1:]:
                results.enter_result(base, CODE, b.white, b.black, Result.WHITE_WIN, round=3)
            go_rounds.draw(base, CODE, 4, seed=14)
        assert go_rounds.load_event(other, CODE).round(4) == go_rounds.load_event(db, CODE).round(4)
    finally:
        other.close()


def test_a_file_without_rounds_still_imports(three_rounds, tmp_path):
    document = export(three_rounds, tmp_path / "sw.json")
    del document["go_rounds"]
    (tmp_path / "old.json").write_text(json.dumps(document), encoding="utf-8")
    other = Database(tmp_path / "other.sqlite")
    try:
        tournaments.import_json(other, tmp_path / "old.json")
        event = go_rounds.load_event(other, CODE)
        assert event.rounds == () and len(event.data.games) == len(go_rounds.load_event(three_rounds, CODE).data.games)
    finally:
        other.close()


def test_bad_rounds_are_refused_whole_with_their_paths(three_rounds, tmp_path):
    document = export(three_rounds, tmp_path / "sw.json")
    document["go_rounds"][0]["excused"] = [99]
    document["go_rounds"][1]["boards"][0]["white"], document["go_rounds"][1]["boards"][0]["black"] = 1, 1
    document["go_rounds"][2]["boards"] = [{"board": 1}]
    document["go_rounds"].append({"round": 2, "seed": 5, "boards": []})
    (tmp_path / "bad.json").write_text(json.dumps(document), encoding="utf-8")
    other = Database(tmp_path / "other.sqlite")
    try:
        with pytest.raises(ImportProblem) as refused:
            tournaments.import_json(other, tmp_path / "bad.json")
        text = str(refused.value)
        assert "go_rounds[0]: no player with starting number 99" in text
        assert "go_rounds[1].boards: board 1: no game 1-1 in round 2" in text
        assert "go_rounds[2].boards: not a list of boards" in text
        assert "go_rounds[3].round: round 2 is listed twice" in text
        assert tournaments.list_tournaments(other) == []  # nothing stored
    finally:
        other.close()
