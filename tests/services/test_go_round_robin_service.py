"""A ČAGo round robin run round by round through the services on a real SQLite file: the
Schurig table's rounds, an excuse, the free player, undo, and the standings of [003 §3.3.4a]
checked by hand (docs/go-events.md, "Worked example 3")."""

from __future__ import annotations

import pytest

from arbiter_app.rules.go.pairing import Why
from arbiter_app.rules.model import Flag, Organiser, PairingSystem, Player, PlayerId, Result, Tournament
from arbiter_app.services import results, setup
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.go.rounds import RoundRefused

NAMES = ["Šťastný, Ondřej", "Mrkvička, Jan", "Židů, Petr", "Král, Adam", "Beneš, Vít", "Fiala, Jakub"]

# Example 3: the winner of each board of rounds 1-5 (None: jigo); round 2's 6-4 is 4's excuse.
WINNERS = {
    1: {(1, 6): 1, (2, 5): 5, (3, 4): 4},
    2: {(5, 3): 3, (1, 2): 2},
    3: {(2, 6): 6, (3, 1): 1, (4, 5): 4},
    4: {(6, 5): 6, (1, 4): 1, (2, 3): None},
    5: {(3, 6): 3, (4, 2): 2, (5, 1): 1},
}


def make_round_robin(db, players=6, settings=None, code="GO/RR"):
    field = [Player(PlayerId(f"R{i}"), NAMES[i - 1], federation="CZE", rank=f"{i}k", club="Brno")
             for i in range(1, players + 1)]
    # Komi 7: the example has a jigo, which a komi that is not a whole number rules out [003 §4.4.5].
    t = Tournament(code, "Přebor Brna", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN,
                   tiebreaks=("points", "h2h", "sdos"), settings={"komi": 7, **(settings or {})})
    setup.create_tournament(db, t, [p.id for p in field], new_players=field)
    return code


def play(db, code, number):
    for (w, b), winner in WINNERS[number].items():
        result = Result.DRAW if winner is None else Result.WHITE_WIN if winner == w else Result.BLACK_WIN
        results.enter_result(db, code, w, b, result, round=number)


def test_a_round_robin_is_created_without_games_and_drawn_round_by_round(empty_db):
    code = make_round_robin(empty_db)
    assert go_rounds.load_event(empty_db, code).data.games == ()
    go_rounds.draw(empty_db, code, 1)
    event = go_rounds.load_event(empty_db, code)
    assert [(b.white, b.black, b.reason.why) for b in event.round(1).boards] == [
        (1, 6, Why.TABLE), (2, 5, Why.TABLE), (3, 4, Why.TABLE)]
    assert sorted((g.white, g.black, g.round) for g in event.data.games) == [(1, 6, 1), (2, 5, 1), (3, 4, 1)]
    with pytest.raises(RoundRefused, match="round 1 still has games"):
        go_rounds.draw(empty_db, code, 2)
    with pytest.raises(RoundRefused, match="Schurig"):
        go_rounds.swap(empty_db, code, 1, 1, 2)
    go_rounds.undo_draw(empty_db, code, 1)
    assert go_rounds.load_event(empty_db, code).data.games == ()


def test_worked_example_3_with_a_default_for_the_excused_player(empty_db):
    code = make_round_robin(empty_db, settings={"go_excused_game": "default"})
    go_rounds.excuse(empty_db, code, 4, 2)
    for number in range(1, 6):
        go_rounds.draw(empty_db, code, number)
        if number == 2:  # the default is in with the draw, and the draw can still be taken back
            game = next(g for g in go_rounds.load_event(empty_db, code).data.games if g.round == 2 and g.black == 4)
            assert (game.white, game.result, game.flag) == (6, Result.WHITE_WIN, Flag.DEFAULT)
            go_rounds.undo_draw(empty_db, code, 2)
            go_rounds.draw(empty_db, code, 2)
        play(empty_db, code, number)
    with pytest.raises(RoundRefused, match="rounds 1 to 5, not 6"):
        go_rounds.draw(empty_db, code, 6)
    table = go_rounds.standings(empty_db, code)
    # By hand: 1: 4 (W6 L2 W3 W4 W5); 6: 3 (L1 W4 by default, W2 W5 L3); 2 and 3: 2½ with a jigo
    # between them (h2h ½-½ does not separate), SDOS 2: 1 (4) + 4 (2) = 6, 3: 5 (1) + 6 (3) = 4;
    # 4: 2; 5: 1. 4 had no missed round (his game was defaulted), so no [003 §3.3.3] adjustment:
    # SDOS 1: 3 + 2½ + 2 + 1, 6: 2 (4, by default) + 2½ + 1, 4: 2½ + 1, 5: 2½.
    assert [(r.no, r.points, r.place) for r in table.rows] == [
        (1, 4, "1"), (6, 3, "2"), (2, 2.5, "3"), (3, 2.5, "4"), (4, 2, "5"), (5, 1, "6")]
    assert {r.no: r.tiebreaks["sdos"] for r in table.rows} == {1: 8.5, 6: 5.5, 2: 6.0, 3: 4.0, 4: 3.5, 5: 2.5}
    wall = go_lists.wall_list(empty_db, code)
    assert wall.lines[4].no == 4 and wall.lines[4].cells == ("4+", "2-!", "6+", "1-", "3-")  # "!": lost by default


def test_a_postponed_game_does_not_hold_up_the_next_round(empty_db):
    code = make_round_robin(empty_db)
    go_rounds.excuse(empty_db, code, 4, 2)
    go_rounds.draw(empty_db, code, 1)
    play(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2)
    board = go_rounds.load_event(empty_db, code).round(2).boards[0]
    assert (board.white, board.black, board.reason.why, board.reason.from_white) == (6, 4, Why.POSTPONED, 4)
    assert go_lists.reason_text(board.reason, "en") == "postponed: 4 excused"
    play(empty_db, code, 2)
    go_rounds.draw(empty_db, code, 3)  # 6-4 still to be played
    results.enter_result(empty_db, code, 6, 4, Result.BLACK_WIN, round=2)
    table = go_rounds.standings(empty_db, code)
    assert {r.no: r.points for r in table.rows}[4] == 2  # R1 win over 3, the postponed win over 6


def test_an_odd_field_has_a_free_player_without_points(empty_db):
    code = make_round_robin(empty_db, players=5)
    go_rounds.draw(empty_db, code, 1)
    r = go_rounds.load_event(empty_db, code).round(1)
    assert r.bye == 1 and [(b.white, b.black) for b in r.boards] == [(2, 5), (3, 4)]
    assert {row.no: row.points for row in go_rounds.standings(empty_db, code).rows}[1] == 0


# Player 4 withdraws after round 2; the winners of the games still drawn (None: jigo).
AFTER_WITHDRAWAL = {
    1: {(1, 6): 1, (2, 5): 5, (3, 4): 4},
    2: {(6, 4): 6, (5, 3): 3, (1, 2): 2},
    3: {(2, 6): 6, (3, 1): 1},
    4: {(6, 5): 6, (2, 3): None},
    5: {(3, 6): 3, (5, 1): 1},
}


def _withdraw_after_round_2(db, code):
    from datetime import date

    from arbiter_app.rules.model import WithdrawalKind, WithdrawalReason
    from arbiter_app.services import withdrawals

    for number in (1, 2):
        go_rounds.draw(db, code, number)
        for (w, b), winner in AFTER_WITHDRAWAL[number].items():
            results.enter_result(db, code, w, b, Result.WHITE_WIN if winner == w else Result.BLACK_WIN, round=number)
    withdrawals.withdraw(db, code, 4, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, date(2026, 3, 1))


def test_a_withdrawn_player_is_not_drawn_and_his_opponent_has_a_free_round(empty_db):
    code = make_round_robin(empty_db)
    _withdraw_after_round_2(empty_db, code)
    for number in (3, 4, 5):
        go_rounds.draw(empty_db, code, number)
        event = go_rounds.load_event(empty_db, code)
        assert 4 not in {no for b in event.round(number).boards for no in (b.white, b.black)}
        for (w, b), winner in AFTER_WITHDRAWAL[number].items():
            result = Result.DRAW if winner is None else Result.WHITE_WIN if winner == w else Result.BLACK_WIN
            results.enter_result(empty_db, code, w, b, result, round=number)
    # The table's 4-5, 1-4 and 4-2 of rounds 3-5 are not drawn: 5, 1 and 2 are free (0 points).
    # Points by hand: 1: W L W free W = 3; 6: L W W W L = 3; 3: L W L = W = 2½; 2: L W L = free = 1½;
    # 4: W L = 1; 5: W L free L L = 1. 1 and 6: 1 beat 6. 4 and 5 never met (h2h does not separate):
    # SDOS 4: 3 (2½) = 2½, 5: 2 (1½) = 1½. 4 missed rounds 3-5, so as an opponent he counts
    # 1 + 3 // 2 = 2 [003 §3.3.3]: SDOS 6: 4 (2) + 2 (1½) + 5 (1) = 4½.
    table = go_rounds.standings(empty_db, code)
    assert [(r.no, r.points) for r in table.rows] == [(1, 3), (6, 3), (3, 2.5), (2, 1.5), (4, 1), (5, 1)]
    assert {r.no: r.tiebreaks["sdos"] for r in table.rows} == {1: 6.5, 6: 4.5, 3: 4.0, 2: 3.0, 4: 2.5, 5: 1.5}
    wall = {line.no: line.cells for line in go_lists.wall_list(empty_db, code).lines}
    assert wall[5][2] == "0" and wall[1][3] == "0" and wall[2][4] == "0"
    assert wall[4] == ("3+", "2-", "-", "-", "-")  # by line number: 3 is line 3, 6 line 2
    assert go_lists.pairing_list_view(empty_db, code, 3, "en").bye == "Bye: 5 Beneš, Vít 5k – free round (opponent withdrew)"
    assert "soupeř vystoupil" in go_lists.pairing_list_view(empty_db, code, 3, "cs").bye
    from arbiter_app.services.go import egd as go_egd

    egd = [line.split() for line in go_egd.egd_table(empty_db, code).splitlines() if line and not line.startswith(";")]
    five = next(line for line in egd if line[1] == "Benes")
    assert five[-3] == "0-"  # round 3 free: the EGD's free round without points


def test_a_withdrawn_player_can_lose_his_remaining_games_by_default(empty_db):
    code = make_round_robin(empty_db, settings={"go_withdrawn_game": "default"})
    _withdraw_after_round_2(empty_db, code)
    go_rounds.draw(empty_db, code, 3)
    event = go_rounds.load_event(empty_db, code)
    board = next(b for b in event.round(3).boards if 4 in (b.white, b.black))
    assert (board.white, board.black, board.reason.why) == (4, 5, Why.WITHDRAWN)
    game = next(g for g in event.data.games if g.round == 3 and g.white == 4)
    assert (game.result, game.flag) == (Result.BLACK_WIN, Flag.DEFAULT)
    assert "withdrew" in go_lists.reason_text(board.reason, "en")
    go_rounds.undo_draw(empty_db, code, 3)  # the default came with the draw: still taken back
