"""Go events round by round through the services, on a real SQLite file: excuses, the draw with its
recorded seed, results, the TD's swap, taking a draw back, standings; each action audited and undoable."""

from __future__ import annotations

import pytest

from arbiter_app.rules.go.event import contenders
from arbiter_app.rules.go.round import GoRound
from arbiter_app.rules.go.pairing import Why, draw_round
from arbiter_app.rules.model import Organiser, PairingSystem, Player, PlayerId, Result, Tournament
from arbiter_app.services import results, setup, tournaments
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.go.rounds import RoundRefused
from arbiter_app.services.results import ResultRefused
from tests.rules.go_examples import SWISS_FIELD, stronger_wins


def make_event(db, code="GO/SW", system=PairingSystem.SWISS, field=SWISS_FIELD, settings=None):
    players = [Player(PlayerId(f"G{i}"), name, federation="CZE", rank=rank, club=club)
               for i, (name, rank, club) in enumerate(field, start=1)]
    t = Tournament(code, "Velká cena Brna", organiser=Organiser.CAGO, system=system, round_count=4,
                   tiebreaks=("points", "sos", "ssos", "h2h") if system is PairingSystem.MCMAHON
                   else ("points", "sos", "sdos", "h2h"), settings=settings or {})
    setup.create_tournament(db, t, [p.id for p in players], new_players=players)
    return code


def play_round(db, code, number):
    """Enter the example's results (the stronger rank wins) for every board of the round."""
    event = go_rounds.load_event(db, code)
    for b in event.round(number).boards:
        results.enter_result(db, code, b.white, b.black, stronger_wins(event.data, b.white, b.black), round=number)


def test_draw_stores_games_bye_seed_and_reasons_as_the_rules_draw_them(empty_db):
    code = make_event(empty_db)
    go_rounds.excuse(empty_db, code, 8, 1)
    before = go_rounds.load_event(empty_db, code)
    expected = draw_round(contenders(before.data, before.rounds, 1), seed=11, excused=frozenset({8}))
    go_rounds.draw(empty_db, code, 1, seed=11)
    event = go_rounds.load_event(empty_db, code)
    r = event.round(1)
    assert (r.seed, r.bye, r.excused, r.boards) == (11, expected.bye, {8}, expected.boards)
    assert r.bye_reason is not None and r.bye_reason.why is Why.BYE
    games = [g for g in event.data.games if g.round == 1]
    assert sorted((g.white, g.black) for g in games) == sorted((b.white, b.black) for b in expected.boards)
    assert all(g.result is Result.RUNNING for g in games)


def test_rounds_follow_in_order_after_all_results(empty_db):
    code = make_event(empty_db)
    with pytest.raises(RoundRefused, match="next round to draw is 1"):
        go_rounds.draw(empty_db, code, 2)
    go_rounds.draw(empty_db, code, 1, seed=1)
    with pytest.raises(RoundRefused, match="round 1 still has games without a result"):
        go_rounds.draw(empty_db, code, 2)
    with pytest.raises(RoundRefused, match="rounds 1 to 4, not 5"):
        go_rounds.excuse(empty_db, code, 3, 5)
    with pytest.raises(RoundRefused, match="round 1 is drawn"):
        go_rounds.excuse(empty_db, code, 3, 1)
    play_round(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2, seed=2)
    met = {frozenset((g.white, g.black)) for g in go_rounds.load_event(empty_db, code).data.games if g.round == 1}
    assert not met & {frozenset((b.white, b.black)) for b in go_rounds.load_event(empty_db, code).round(2).boards}


def test_a_result_for_a_pair_not_drawn_is_refused(empty_db):
    code = make_event(empty_db)
    go_rounds.draw(empty_db, code, 1, seed=3)
    b = go_rounds.load_event(empty_db, code).round(1).boards[0]
    with pytest.raises(ResultRefused, match=f"no game {b.black}-{b.white}"):
        results.enter_result(empty_db, code, b.black, b.white, Result.WHITE_WIN, round=1)


def test_undo_of_a_draw_only_before_a_result_and_the_excuses_stay(empty_db):
    code = make_event(empty_db)
    go_rounds.excuse(empty_db, code, 2, 1)
    go_rounds.draw(empty_db, code, 1, seed=4)
    go_rounds.undo_draw(empty_db, code, 1)
    event = go_rounds.load_event(empty_db, code)
    assert event.round(1) == GoRound(1, frozenset({2})) and not event.data.games
    go_rounds.draw(empty_db, code, 1, seed=4)
    b = go_rounds.load_event(empty_db, code).round(1).boards[0]
    results.enter_result(empty_db, code, b.white, b.black, Result.WHITE_WIN, round=1)
    with pytest.raises(RoundRefused, match="has results"):
        go_rounds.undo_draw(empty_db, code, 1)


def test_undo_of_the_draw_action_restores_the_round(empty_db):
    code = make_event(empty_db)
    go_rounds.draw(empty_db, code, 1, seed=5)
    results.undo(empty_db)
    event = go_rounds.load_event(empty_db, code)
    assert not event.round(1).drawn and not event.data.games


def test_swap_is_recorded_and_refuses_repeats(empty_db):
    code = make_event(empty_db)
    go_rounds.draw(empty_db, code, 1, seed=6)
    first, second = go_rounds.load_event(empty_db, code).round(1).boards[:2]
    go_rounds.swap(empty_db, code, 1, first.white, second.white)
    r = go_rounds.load_event(empty_db, code).round(1)
    assert {r.boards[0].white, r.boards[0].black} == {second.white, first.black}
    assert r.boards[0].reason.why is Why.SWAPPED and r.boards[1].reason.why is Why.SWAPPED
    assert sorted((g.white, g.black) for g in go_rounds.load_event(empty_db, code).data.games) == sorted(
        (bd.white, bd.black) for bd in r.boards)
    with pytest.raises(RoundRefused, match="already play each other"):
        go_rounds.swap(empty_db, code, 1, r.boards[0].white, r.boards[0].black)
    results.undo(empty_db)
    assert go_rounds.load_event(empty_db, code).round(1).boards[:2] == (first, second)
    play_round(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2, seed=7)
    event = go_rounds.load_event(empty_db, code)
    x, y = event.round(2).boards[0].white, event.round(2).boards[0].black
    z = next(g.opponent(x) for g in event.data.games if g.round == 1 and g.involves(x))
    with pytest.raises(RoundRefused, match="have met already"):
        go_rounds.swap(empty_db, code, 2, y, z)  # x would meet z again


def test_four_rounds_give_the_standings_of_the_rules(empty_db):
    """The whole Swiss example through the services equals the pure run (docs/go-events.md)."""
    from tests.rules.go_examples import event as pure_event, run

    code = make_event(empty_db)
    for number, seed in enumerate([11, 12, 13, 14], start=1):
        go_rounds.draw(empty_db, code, number, seed=seed)
        play_round(empty_db, code, number)
    _, _, _, expected = run(pure_event("SW", PairingSystem.SWISS, SWISS_FIELD), [11, 12, 13, 14])
    table = go_rounds.standings(empty_db, code)
    assert [(r.place, r.no, r.points, dict(r.tiebreaks)) for r in table.rows] == [
        (r.place, r.no, r.points, dict(r.tiebreaks)) for r in expected.rows]
    wall = go_lists.wall_list(empty_db, code)
    assert [line.no for line in wall.lines] == [r.no for r in table.rows]
    assert wall.lines[0].cells[-1].endswith("+")
    # After round 2 (docs/go-events.md): 1 and 3 lead with 2 points; 1 beat 5 and 2, 3 beat 7 and 4.
    after = go_lists.wall_list(empty_db, code, after=2)
    assert after.rounds == 2 and {after.lines[0].no, after.lines[1].no} == {1, 3}
    assert [line.score for line in after.lines] == [2, 2, 1, 1, 1, 1, 0, 0]


def test_delete_tournament_takes_its_rounds(empty_db):
    code = make_event(empty_db)
    go_rounds.excuse(empty_db, code, 1, 2)
    go_rounds.draw(empty_db, code, 1, seed=8)
    setup.delete_tournament(empty_db, code)
    assert code not in [t.code for t in tournaments.list_tournaments(empty_db)]


def test_a_knockout_of_six_players_to_the_final(empty_db):
    """[003 §3.1.4, §3.2.1] Six players by rank: seeds 1 (Novák 3d) and 2 (Svoboda 2d) go on without
    play; 4-5 and 3-6 meet (Černý 1k - Procházka 2k, Dvořák 1d - Kučera 3k). Round 2: Novák against the
    winner of 4-5, Svoboda against the winner of 3-6; round 3 is the final, then nothing is left."""
    # A whole-point komi, so that the jigo of round 2 can happen [003 §4.4.5].
    code = make_event(empty_db, "GO/KO", PairingSystem.KNOCKOUT, SWISS_FIELD[:6], settings={"komi": 7})
    go_rounds.draw(empty_db, code, 1, seed=3)
    r1 = go_rounds.load_event(empty_db, code).round(1)
    assert r1.passes == ((1, 1), (3, 2))
    assert [(b.board, b.white, b.black, b.reason.from_white, b.reason.from_black) for b in r1.boards] == [
        (2, 4, 5, 4, 5), (4, 3, 6, 3, 6)]
    assert go_lists.reason_text(r1.boards[0].reason) == "bracket: seed 4 against seed 5"
    with pytest.raises(RoundRefused, match="not changed by hand"):
        go_rounds.swap(empty_db, code, 1, 4, 3)
    results.enter_result(empty_db, code, 4, 5, Result.BLACK_WIN, round=1)  # an upset: 5 goes on
    results.enter_result(empty_db, code, 3, 6, Result.WHITE_WIN, round=1)
    go_rounds.draw(empty_db, code, 2, seed=4)
    r2 = go_rounds.load_event(empty_db, code).round(2)
    assert [(b.white, b.black, b.reason.why) for b in r2.boards] == [(1, 5, Why.WINNERS), (2, 3, Why.WINNERS)]
    assert not r2.passes
    results.enter_result(empty_db, code, 1, 5, Result.WHITE_WIN, round=2)
    results.enter_result(empty_db, code, 2, 3, Result.DRAW, round=2)
    with pytest.raises(RoundRefused, match="board 2 of round 2 has no winner"):
        go_rounds.draw(empty_db, code, 3)
    results.enter_result(empty_db, code, 2, 3, Result.BLACK_WIN, round=2)
    go_rounds.draw(empty_db, code, 3, seed=5)
    final = go_rounds.load_event(empty_db, code).round(3)
    assert [(b.white, b.black) for b in final.boards] == [(1, 3)]
    results.enter_result(empty_db, code, 1, 3, Result.WHITE_WIN, round=3)
    with pytest.raises(RoundRefused, match="round 3 was the final"):
        go_rounds.draw(empty_db, code, 4)
    assert go_lists.wall_list(empty_db, code).lines[0].cells[0] == "0+"
