"""A jigo only under a whole-point komi (issue 23, item 5): a game ends by resignation, counting or
on time [003 §4.4.5]; with a komi that is not a whole number counting always gives a winner. The
komi of a game is the even game's (setting `komi`, 6.5) or, from 1 stone on, the handicap komi
(`go_handicap_komi`, 0.5) [003 §4.4.3]."""

from __future__ import annotations

import json

import pytest

from arbiter_app.formats.exchange_json import ImportProblem
from arbiter_app.rules.go.event import jigo_impossible
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
