"""Knockout brackets [003 §3.1.4, §3.2.1]: seeding apart, byes, the first round; hand-computed (the later
rounds: test_go_placing.py)."""

from __future__ import annotations

from arbiter_app.rules.go.knockout import Match, bracket_order, first_round, seeding


def test_bracket_order_of_8_and_16() -> None:
    assert bracket_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    assert bracket_order(16)[:8] == (1, 16, 8, 9, 4, 13, 5, 12)


def test_top_seeds_meet_late() -> None:
    """Seeds 1 and 2 in different halves; 1, 2, 3, 4 in different quarters."""
    order = bracket_order(16)
    assert {1, 2} & set(order[:8]) == {1}
    assert [len({1, 2, 3, 4} & set(order[q:q + 4])) for q in range(0, 16, 4)] == [1, 1, 1, 1]


def test_six_players_two_byes_for_the_top_seeds() -> None:
    """Seeded 11, 12, 13, 14, 15, 16: the bracket of 8; seeds 1 and 2 (11, 12) have byes."""
    assert first_round([11, 12, 13, 14, 15, 16]) == (
        Match(11, None), Match(14, 15), Match(12, None), Match(13, 16),
    )


def test_first_round_of_eight_in_bracket_order() -> None:
    assert first_round([1, 2, 3, 4, 5, 6, 7, 8]) == (Match(1, 8), Match(4, 5), Match(2, 7), Match(3, 6))


def test_seeding_by_strength_ties_by_lot() -> None:
    strengths = [(1, 30), (2, 35), (3, 30), (4, 20)]
    assert seeding(strengths, seed=1)[0] == 2 and seeding(strengths, seed=1)[3] == 4
    assert {seeding(strengths, seed=s)[1] for s in range(20)} == {1, 3}
    assert seeding(strengths, seed=5) == seeding(strengths, seed=5)
