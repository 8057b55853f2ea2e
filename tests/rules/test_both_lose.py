"""Both lose (0-0) [003 §4.4.4]: 0 points each, no opponent in SOS and its kin, a missed round for
[003 §3.3.3], not rated; the crosstable cell and the TRF code. Hand-computed cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.formats.trf import standings_of, write_trf
from arbiter_app.formats.trf_reader import games_from_trf, read_trf
from arbiter_app.rules.go.event import go_standings
from arbiter_app.rules.go.round import GoRound
from arbiter_app.rules.model import Flag, Game, PairingSystem, Result, StartNo
from arbiter_app.rules.ratings.iccf import score_of
from arbiter_app.rules.ratings.period import counts_for_rating
from arbiter_app.rules.results import InvalidGame, cell_text, check_game, is_both_lost, is_played, points
from tests.rules.go_examples import SWISS_FIELD, event

W, B, D, L = Result.WHITE_WIN, Result.BLACK_WIN, Result.DRAW, Result.BOTH_LOSE


def g(white: int, black: int, result: Result, rnd: int, flag: Flag | None = None) -> Game:
    return Game(StartNo(white), StartNo(black), result, flag, round=rnd)


def four_players():
    """Round 1: 1-2 1-0, 3-4 0-0; round 2: 1-3 1-0, 2-4 1-0; round 3: 1-4 1-0, 2-3 0-0."""
    data = event("GO/BL", PairingSystem.SWISS, SWISS_FIELD[:4])
    games = (g(1, 2, W, 1), g(3, 4, L, 1), g(1, 3, W, 2), g(2, 4, W, 2), g(1, 4, W, 3), g(2, 3, L, 3))
    return replace(data, games=games), [GoRound(k, seed=k) for k in (1, 2, 3)]


def test_both_lose_scores_nothing_and_is_no_game_played():
    game = g(3, 4, L, 1)
    assert (points(game, 3), points(game, 4)) == (0.0, 0.0)
    assert is_both_lost(game) and not is_played(game)
    assert cell_text(game, 3) == cell_text(game, 4) == "0-0"
    with pytest.raises(InvalidGame):  # a default needs a winner
        check_game(replace(game, flag=Flag.DEFAULT))
    assert not is_both_lost(replace(game, flag=Flag.CANCELLED))


def test_standings_count_a_double_loss_as_a_round_missed_without_an_opponent():
    """Points 1: 3, 2: 1, 3: 0, 4: 0. Adjusted scores [003 §3.3.3] (points + missed rounds // 2):
    2 missed one (1 + 0), 3 missed two (0 + 1), 4 missed one (0 + 0). SOS over the opponents played
    [003 §3.3.2a]: 1 met 2, 3, 4 -> 1 + 1 + 0 = 2; 2 met 1, 4 -> 3 + 0 = 3; 3 met only 1 -> 3;
    4 met 2 and 1 -> 1 + 3 = 4. SDOS: 1 beat all three -> 2; 2 beat 4 -> 0."""
    data, rounds = four_players()
    table = go_standings(data, rounds)
    rows = {r.no: r for r in table.rows}
    assert {no: r.points for no, r in rows.items()} == {1: 3, 2: 1, 3: 0, 4: 0}
    assert {no: r.tiebreaks["sos"] for no, r in rows.items()} == {1: 2, 2: 3, 3: 3, 4: 4}
    assert (rows[1].tiebreaks["sdos"], rows[2].tiebreaks["sdos"]) == (2, 0)
    # 4 is ahead of 3 on SOS (4 against 3), although both have 0 points.
    assert [r.no for r in table.rows] == [1, 2, 4, 3]


def test_a_double_loss_is_never_rated():
    game = g(1, 2, L, 1)
    assert not counts_for_rating(is_played(game), False, {"rate_defaults": True})
    with pytest.raises(ValueError, match="not rated"):
        score_of(L, white=True)


def test_trf_writes_a_double_loss_as_minus_on_both_lines_and_reads_it_back():
    data, _ = four_players()
    rr = replace(data, tournament=replace(data.tournament, system=PairingSystem.ROUND_ROBIN),
                 games=tuple(replace(x, round=1) for x in data.games))
    text = write_trf(rr, standings_of([(1, 3.0, "1"), (2, 1.0, "2"), (3, 0.0, "4"), (4, 0.0, "3")]))
    line3 = next(line for line in text.splitlines() if line.startswith("001    3"))
    assert "   4 w -" in line3 and "   2 b -" in line3
    document, problems = read_trf(text)
    assert problems == [] and document is not None
    back = {(x.white, x.black): (x.result, x.flag) for x in games_from_trf(document)}
    assert back[(3, 4)] == (L, None) and back[(2, 3)] == (L, None)
    assert back[(1, 2)] == (W, None)


def test_the_two_of_a_double_loss_count_as_paired_for_the_next_draw():
    """Round 1: 1-2 0-0, 3-4 1-0. For round 2 the 0-0 pair has met (not paired again) and the
    colours count: 1 has had White, 2 Black; both have 0 points like 4."""
    from arbiter_app.rules.go.event import contenders

    data = replace(event("GO/BL", PairingSystem.SWISS, SWISS_FIELD[:4]), games=(g(1, 2, L, 1), g(3, 4, W, 1)))
    field = {c.no: c for c in contenders(data, [GoRound(1, seed=1)], 2)}
    assert field[1].opponents == {2} and field[2].opponents == {1}
    assert (field[1].colour_balance, field[2].colour_balance) == (1, -1)
    assert {no: c.score for no, c in field.items()} == {1: 0, 2: 0, 3: 1, 4: 0}


def test_an_iccf_event_rates_the_played_game_and_not_the_double_loss():
    """Two rated players, 1-2 1-0 and 2-1 0-0 (a double round): one rated game, even with
    `rate_defaults` [000 §1.2; 001 §9.3]."""
    from arbiter_app.rules.model import Entry, Player, PlayerId, RatingKind, RatingSystem, Tournament, TournamentData
    from arbiter_app.rules.ratings.period import rated_games

    players = [Player(PlayerId(f"P{i}"), f"Hráč, {i}", "CZE", rating=2300 + i, rated_games=40,
                      rating_kind=RatingKind.FIXED) for i in (1, 2)]
    t = Tournament("R", "R", rounds=2, rating_system=RatingSystem.ICCF, settings={"rate_defaults": True})
    data = TournamentData(t, tuple(Entry(StartNo(i), p) for i, p in enumerate(players, start=1)),
                          (g(1, 2, W, 1), g(2, 1, L, 2)))
    assert [(x.white, x.black, x.result) for x in rated_games(data)] == [("P1", "P2", W)]
