"""A jigo only under a whole-point komi (issue 23, item 5): a game ends by resignation, counting or
on time [003 §4.4.5]; with a komi that is not a whole number counting always gives a winner. The
komi of a game is the even game's (setting `komi`, 6.5) or, from 1 stone on, the handicap komi
(`go_handicap_komi`, 0.5) [003 §4.4.3]."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.go.event import jigo_impossible
from arbiter_app.rules.go.round import GoRound
from arbiter_app.rules.go.pairing import Board, Reason, Why
from arbiter_app.rules.model import (Entry, Flag, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo,
                                     Tournament, TournamentData)
from arbiter_app.services import results, tournaments
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.results import ResultRefused


def event(settings: dict, system=PairingSystem.SWISS) -> TournamentData:
    ranks = {1: "3d", 2: "1k", 3: "3k"}
    entries = tuple(Entry(StartNo(no), Player(PlayerId(f"J{no}"), f"Hráč {no}", rank=rank)) for no, rank in ranks.items())
    return TournamentData(Tournament("J", "J", organiser=Organiser.CAGO, system=system, settings=settings), entries, ())


JIGO_1_2 = Game(StartNo(1), StartNo(2), Result.DRAW, round=1)


@pytest.mark.parametrize("settings, komi", [
    ({}, 6.5),                                     # even game, default komi 6.5: no jigo
    ({"komi": 7}, None),                           # komi 7: a jigo can be counted
    ({"komi": 0.5}, 0.5),
    # Handicaps with no reduction: 3d against 1k is 3 ranks, 3 stones, the handicap komi 0.5.
    ({"go_handicap_reduction": 0}, 0.5),
    ({"go_handicap_reduction": 0, "go_handicap_komi": 0}, None),
    # Reduced by 3: 0 stones, an even game again with the komi of 6.5.
    ({"go_handicap_reduction": 3, "go_handicap_komi": 0}, 6.5),
])
def test_which_komi_rules_a_jigo_out(settings, komi):
    assert jigo_impossible(event(settings), JIGO_1_2) == komi


def test_only_a_counted_jigo_is_checked():
    data = event({})
    assert jigo_impossible(data, Game(StartNo(1), StartNo(2), Result.WHITE_WIN, round=1)) is None
    # A chess draw is no go game: the correspondence events keep their ½.
    chess = TournamentData(Tournament("C", "C"), event({}).entries, ())
    assert jigo_impossible(chess, Game(StartNo(1), StartNo(2), Result.DRAW)) is None
    assert jigo_impossible(data, Game(StartNo(1), StartNo(2), Result.DRAW, Flag.CANCELLED, round=1)) is None


def test_the_result_command_and_an_import_refuse_it(empty_db, tmp_path):
    from tests.services.test_go_rounds_service import make_event, SWISS_FIELD

    code = make_event(empty_db, "GO/J", PairingSystem.SWISS, SWISS_FIELD)
    go_rounds.draw(empty_db, code, 1, seed=1)
    board = go_rounds.load_event(empty_db, code).round(1).boards[0]
    with pytest.raises(ResultRefused, match=rf"game {board.white}-{board.black}: no jigo with a komi of 6.5"):
        results.enter_result(empty_db, code, board.white, board.black, Result.DRAW, round=1)
    assert {g.result for g in go_rounds.load_event(empty_db, code).data.games} == {Result.RUNNING}
    results.enter_result(empty_db, code, board.white, board.black, Result.WHITE_WIN, round=1)
    document = tournaments.export_json(empty_db, code)
    index = next(i for i, g in enumerate(document["games"]) if (g["white"], g["black"]) == (board.white, board.black))
    document["games"][index]["result"] = "1/2-1/2"
    document["tournament"]["code"] = "GO/J2"
    path = tmp_path / "jigo.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportProblem, match=rf"games\[{index}\].result: game {board.white}-{board.black}: no jigo"):
        tournaments.import_json(empty_db, path)


def rounds_with(stones: int | None) -> tuple[GoRound, ...]:
    return (GoRound(1, seed=1, boards=(Board(1, 1, 2, Reason(Why.IMPORTED, 0.0), stones),)),)


@pytest.mark.parametrize("settings, stones, komi", [
    # Even event with a komi of 7 (a jigo can be counted); the board carries 2 stones: the handicap
    # komi 0.5 rules the jigo out [003 §4.4.3, §4.4.5].
    ({"komi": 7}, 2, 0.5),
    # Handicaps by the rank difference (3d against 1k: 3 stones, komi 0.5); the board was played even
    # (0 stones): its komi of 7 allows the jigo.
    ({"komi": 7, "go_handicap_reduction": 0}, 0, None),
    # A board without its own stones follows the event's rule: 3 stones, komi 0.5.
    ({"komi": 7, "go_handicap_reduction": 0}, None, 0.5),
])
def test_a_board_s_own_stones_decide_its_komi(settings, stones, komi):
    assert jigo_impossible(event(settings), JIGO_1_2, rounds_with(stones)) == komi
    # The same board in another round says nothing about this game.
    other = (replace(rounds_with(stones)[0], number=2),)
    assert jigo_impossible(event(settings), JIGO_1_2, other) == jigo_impossible(event(settings), JIGO_1_2)


# An EGD table as OpenGotha writes it (see tests/services/test_egd_event.py), komi 7: a round of two
# boards not yet played. Rank differences 8 (3d-6k) and 2 (1d-2k). Board 1-2 carries 7 stones, board
# 3-4 none (/w0).
TABLE = """; EV[Jigo 2026]
; DT[2026-03-14,2026-03-14]
; HA[{rule}]
; KM[7]
;
; Pl Name                            Rk Co Club  MMS  NBW  SOSSOSOS
   1 Novák Jan                       3d CZ Brno    0    0    0    0    2?/w7 |13000001
   2 Židů Petr                       6k CZ Brno    0    0    0    0    1?/b7 |13000002
   3 Šťastný Karel                   1d CZ Praha   0    0    0    0    4?/w0 |13000003
   4 Mrkvička Ota                    2k CZ Praha   0    0    0    0    3?/b0 |13000004
"""


@pytest.mark.parametrize("rule, refused, allowed", [
    # h9: by the rule both boards are even (komi 7, a jigo allowed); 1-2 carries 7 stones: komi 0.5.
    ("h9", (1, 2), (3, 4)),
    # h0: by the rule both are handicap games (komi 0.5); 3-4 was played even: komi 7.
    ("h0", (1, 2), (3, 4)),
])
def test_an_imported_board_s_stones_decide_the_jigo(empty_db, tmp_path, rule, refused, allowed):
    from arbiter_app.services.go import egd_event

    path = tmp_path / f"jigo {rule} Židů.h9"
    path.write_text(TABLE.format(rule=rule), encoding="utf-8")
    egd_event.import_egd_event(empty_db, path, "GO/JIGO")
    with pytest.raises(ResultRefused, match=rf"game {refused[0]}-{refused[1]}: no jigo with a komi of 0.5"):
        results.enter_result(empty_db, "GO/JIGO", *refused, Result.DRAW, round=1)
    results.enter_result(empty_db, "GO/JIGO", *allowed, Result.DRAW, round=1)
    games = {(g.white, g.black): g.result for g in tournaments.load(empty_db, "GO/JIGO").games}
    assert games == {refused: Result.RUNNING, allowed: Result.DRAW}
    # The exchange file carries the boards' stones: the jigo imports again, and one the stones rule
    # out is refused by its game.
    document = tournaments.export_json(empty_db, "GO/JIGO")
    document["tournament"]["code"] = "GO/JIGO2"
    copy = tmp_path / "copy.json"
    copy.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    tournaments.import_json(empty_db, copy)
    assert {(g.white, g.black): g.result for g in tournaments.load(empty_db, "GO/JIGO2").games} == games
    index = next(i for i, g in enumerate(document["games"]) if (g["white"], g["black"]) == refused)
    document["games"][index]["result"] = "1/2-1/2"
    document["tournament"]["code"] = "GO/JIGO3"
    copy.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportProblem, match=rf"games\[{index}\].result: game {refused[0]}-{refused[1]}: no jigo with a komi of 0.5"):
        tournaments.import_json(empty_db, copy)
