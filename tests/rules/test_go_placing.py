"""Knockout rounds with placing matches [003 §3.1.4], worked by hand (docs/go-events.md, examples 3
and 4): the matches of each round, what each decides, and the places at the end."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_app.rules.go.knockout import first_round
from arbiter_app.rules.go.placing import (
    Bracket, KnockoutMatch, NoWinner, Placing, advance, first_bracket, replay, round_matches,
)


def bracket_of(players: int) -> Bracket:
    """Players 1..n seeded in number order (seed k = player k)."""
    seeded = list(range(1, players + 1))
    return first_bracket(first_round(seeded), [(m.white, m.black or 0) for m in first_round(seeded)])


def won(*winners_of_pairs: tuple[int, int, int]) -> dict[frozenset[int], int]:
    return {frozenset((a, b)): w for a, b, w in winners_of_pairs}


def table(matches: tuple[KnockoutMatch, ...]) -> list[tuple[int, int, int | None, int, int, bool, int, int]]:
    return [(m.board, m.white, m.black, m.first, m.last, m.losers, m.from_white, m.from_black) for m in matches]


# Example 3: eight players, every place played (`all`). Round 1: 1-8, 4-5, 2-7, 3-6; 5 beats 4, the
# others the stronger. Round 2: 1-5, 2-3 (1, 2 win) and places 5-8: 8-4, 7-6 (4, 6 win). Round 3: the
# final 1-2, 3rd place 5-3, 5th place 4-6, 7th place 8-7 (1, 3, 4, 7 win).
ROUNDS_8 = [
    won((1, 8, 1), (4, 5, 5), (2, 7, 2), (3, 6, 3)),
    won((1, 5, 1), (2, 3, 2), (8, 4, 4), (7, 6, 6)),
    won((1, 2, 1), (5, 3, 3), (4, 6, 4), (8, 7, 7)),
]


def test_eight_players_every_place_played_round_by_round() -> None:
    """[003 §3.1.4] The losers of each round play on in their own bracket; the boards of the main
    bracket come first, then the placing brackets from the best places down."""
    state = replay(bracket_of(8), Placing.ALL, ROUNDS_8)
    r1, r2, r3 = state.rounds
    assert table(r1) == [(1, 1, 8, 1, 8, False, 1, 8), (2, 4, 5, 1, 8, False, 4, 5),
                         (3, 2, 7, 1, 8, False, 2, 7), (4, 3, 6, 1, 8, False, 3, 6)]
    assert table(r2) == [(1, 1, 5, 1, 4, False, 1, 2), (2, 2, 3, 1, 4, False, 3, 4),
                         (3, 8, 4, 5, 8, True, 1, 2), (4, 7, 6, 5, 8, True, 3, 4)]
    assert table(r3) == [(1, 1, 2, 1, 2, False, 1, 2), (2, 5, 3, 3, 4, True, 1, 2),
                         (3, 4, 6, 5, 6, False, 3, 4), (4, 8, 7, 7, 8, True, 3, 4)]
    assert state.decided == 3 and not state.active
    assert dict(state.places) == {1: (1, 1), 2: (2, 2), 3: (3, 3), 5: (4, 4), 4: (5, 5), 6: (6, 6), 7: (7, 7), 8: (8, 8)}


def test_eight_players_without_placing_share_the_places_of_a_round() -> None:
    """`none`: the quarterfinal losers share 5-8, the semifinal losers 3-4; only the final is played
    in round 3."""
    rounds = [ROUNDS_8[0], won((1, 5, 1), (2, 3, 2)), won((1, 2, 1))]
    state = replay(bracket_of(8), Placing.NONE, rounds)
    assert [len(r) for r in state.rounds] == [4, 2, 1]
    assert dict(state.places) == {1: (1, 1), 2: (2, 2), 5: (3, 4), 3: (3, 4), 8: (5, 8), 4: (5, 8), 7: (5, 8), 6: (5, 8)}


def test_six_players_with_a_match_for_third_place() -> None:
    """Example 4, `third`: seeds 1 and 2 go on without play (boards 1 and 3); 5 beats 4 and 3 beats 6,
    who share 5-6. Round 2: 1-5, 2-3 (1 and 3 win). Round 3: the final 1-3 and the match for 3rd
    place 5-2 between the semifinal losers; 1 and 2 win."""
    rounds = [won((4, 5, 5), (3, 6, 3)), won((1, 5, 1), (2, 3, 3)), won((1, 3, 1), (5, 2, 2))]
    state = replay(bracket_of(6), Placing.THIRD, rounds)
    r1, r2, r3 = state.rounds
    assert [(m.board, m.white, m.black) for m in r1] == [(1, 1, None), (2, 4, 5), (3, 2, None), (4, 3, 6)]
    assert table(r2) == [(1, 1, 5, 1, 4, False, 1, 2), (2, 2, 3, 1, 4, False, 3, 4)]
    assert table(r3) == [(1, 1, 3, 1, 2, False, 1, 2), (2, 5, 2, 3, 4, True, 1, 2)]
    assert dict(state.places) == {1: (1, 1), 3: (2, 2), 2: (3, 3), 5: (4, 4), 4: (5, 6), 6: (5, 6)}


def test_six_players_all_places_the_first_round_losers_meet_at_once() -> None:
    """`all` with byes: the losers of boards 2 and 4 (4 and 6) are alone in places 5-8, with byes
    beside them; the bracket closes up and they play for 5th place in round 2, not after a pass."""
    state = replay(bracket_of(6), Placing.ALL, [won((4, 5, 5), (3, 6, 3)), won((1, 5, 1), (2, 3, 3), (4, 6, 6))])
    assert table(state.rounds[1])[2] == (3, 4, 6, 5, 6, True, 2, 4)
    assert state.places[6] == (5, 5) and state.places[4] == (6, 6)
    assert [(b.first, b.players) for b in state.active] == [(1, (1, 3)), (3, (5, 2))]


def test_three_players_third_place_without_play() -> None:
    """`third` with 3: seed 1 has a bye in the semifinal; the loser of 2-3 is alone for 3rd place."""
    state = replay(bracket_of(3), Placing.THIRD, [won((2, 3, 2))])
    assert state.places == {3: (3, 3)}
    assert [(b.first, b.players) for b in state.active] == [(1, (1, 2))]


def test_a_round_without_every_winner_stops_the_replay() -> None:
    state = replay(bracket_of(8), Placing.ALL, [won((1, 8, 1), (2, 7, 2), (3, 6, 3))])
    assert (state.decided, state.undecided) == (0, (2,))
    assert state.place(4) == (1, 8)
    with pytest.raises(NoWinner, match="board 2"):
        advance((bracket_of(8),), won((1, 8, 1)), Placing.ALL)


def test_placing_setting() -> None:
    assert Placing.of({}) is Placing.NONE and Placing.of({"go_placing": "all"}) is Placing.ALL
    with pytest.raises(ValueError, match="go_placing: unknown placing 'some'"):
        Placing.of({"go_placing": "some"})


def test_boards_number_on_through_the_brackets() -> None:
    b = (Bracket(1, (1, 2), (1, 2)), Bracket(3, (3, None, 4, 5), (1, 0, 2, 3), losers=True))
    assert [(m.board, m.white, m.black) for m in round_matches(b)] == [(1, 1, 2), (2, 3, None), (3, 4, 5)]


@given(st.integers(min_value=2, max_value=40), st.sampled_from(list(Placing)), st.randoms(use_true_random=False))
@settings(max_examples=150, deadline=None)
def test_any_field_plays_out_to_consistent_places(players: int, placing: Placing, lot) -> None:
    """Whatever the field and the winners: every round pairs each player at most once, the event
    ends in the final's round, and the places are ranges that the players in them exactly fill
    (with `all` each player has his own place: 1 .. n)."""
    brackets: tuple[Bracket, ...] = (bracket_of(players),)
    places: dict[int, tuple[int, int]] = {}
    rounds = 0
    while brackets:
        matches = round_matches(brackets)
        seen = [no for m in matches for no in (m.white, m.black) if no is not None]
        assert len(seen) == len(set(seen))
        brackets, settled = advance(brackets, {frozenset((m.white, m.black)): lot.choice((m.white, m.black))
                                               for m in matches if m.black is not None}, placing)
        places.update(settled)
        rounds += 1
    assert rounds == max(1, (players - 1).bit_length())
    assert sorted(places) == list(range(1, players + 1))
    for first, last in set(places.values()):
        assert sum(1 for p in places.values() if p == (first, last)) == last - first + 1
    covered = sorted(k for first, last in set(places.values()) for k in range(first, last + 1))
    assert covered == list(range(1, players + 1))
    if placing is Placing.ALL:
        assert all(first == last for first, last in places.values())
