"""The ČAGo round robin drawn round by round from Schurig's table [003 §3.2, §3.2.1]: hand-checked
rounds, the free player of an odd field, and the excused players' games by the TD's choice."""

from __future__ import annotations

from arbiter_app.rules.go.pairing import Why
from arbiter_app.rules.go.round_robin import ExcusedGame, draw_table_round, table_length, table_round
from arbiter_app.rules.model import Flag, Result


def test_six_players_follow_the_schurig_table_round_by_round():
    # [003 §3.2.1], hand-written for 6: 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1
    numbers = [1, 2, 3, 4, 5, 6]
    assert [table_round(numbers, k)[0] for k in range(1, 6)] == [
        ((1, 6), (2, 5), (3, 4)), ((6, 4), (5, 3), (1, 2)), ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)), ((3, 6), (4, 2), (5, 1)),
    ]
    assert table_round(numbers, 1)[1] is None
    assert table_round(numbers, 6)[0] == ((6, 1), (5, 2), (4, 3))  # second cycle: colours reversed
    assert table_length(6) == 5 and table_length(6, 2) == 10 and table_length(5) == 5


def test_an_odd_field_gives_the_player_against_the_dummy_the_bye():
    # 5 players: the table of 6 with 6 as the dummy; round 1 is 1-6 2-5 3-4, so 1 is free.
    pairs, free = table_round([1, 2, 3, 4, 5], 1)
    assert pairs == ((2, 5), (3, 4)) and free == 1
    frees = [table_round([1, 2, 3, 4, 5], k)[1] for k in range(1, 6)]
    assert sorted(frees) == [1, 2, 3, 4, 5]  # each player is free exactly once


def test_an_excused_players_game_is_postponed_or_lost_by_default():
    numbers = [1, 2, 3, 4, 5, 6]
    postponed = draw_table_round(numbers, 2, frozenset({4}), ExcusedGame.POSTPONED, {})
    assert [(b.white, b.black, b.reason.why) for b in postponed.boards] == [
        (6, 4, Why.POSTPONED), (5, 3, Why.TABLE), (1, 2, Why.TABLE)]
    assert postponed.boards[0].reason.from_white == 4
    assert all(g.result is Result.RUNNING and g.round == 2 for g in postponed.games)
    default = draw_table_round(numbers, 2, frozenset({4}), ExcusedGame.DEFAULT, {})
    game = default.games[0]
    assert (game.white, game.black, game.result, game.flag) == (6, 4, Result.WHITE_WIN, Flag.DEFAULT)
    assert default.boards[0].reason.why is Why.DEFAULT
    both = draw_table_round(numbers, 2, frozenset({4, 6}), ExcusedGame.DEFAULT, {})
    assert [(g.white, g.black) for g in both.games] == [(5, 3), (1, 2)]  # nobody plays 6-4


def test_an_excused_free_player_has_no_bye():
    assert draw_table_round([1, 2, 3, 4, 5], 1, frozenset({1}), ExcusedGame.POSTPONED, {}).bye is None
    drawn = draw_table_round([1, 2, 3, 4, 5], 1, frozenset(), ExcusedGame.POSTPONED, {1: 0.0})
    assert drawn.bye == 1 and drawn.bye_reason is not None and drawn.bye_reason.why is Why.TABLE
