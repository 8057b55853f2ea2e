"""The draw's graph and matching (rules.go.matching): the lot, the levels, the candidate pairs."""

from __future__ import annotations

import random

import pytest

from arbiter_app.rules.go import matching
from arbiter_app.rules.go.matching import LOT, AllowedPairs, lots
from tests.rules.go_recorded_draws import CASES, play, summary


@pytest.mark.parametrize("seed", [0, 1, 7, 2**40 + 3])
def test_the_lot_is_what_randrange_gives_one_by_one(seed):
    drawn, one_by_one = random.Random(seed), random.Random(seed)
    assert lots(drawn, 5000) == [one_by_one.randrange(LOT) for _ in range(5000)]
    assert drawn.random() == one_by_one.random()  # the colours' lot goes on from the same state


def test_allowed_pairs_skip_players_met_and_far_apart():
    # scores 0, 0, 1, 3; player 0 has met player 1
    allowed = AllowedPairs([0, 0, 1, 3], [{1}, {0}, set(), set()])
    assert allowed.gaps == {1, 3, 2}  # 0-0 met: no pair of difference 0
    assert allowed.edges(1, [], -1) == [(0, 2), (1, 2)]
    assert allowed.edges(3, [], -1) == [(0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


def test_the_bye_node_comes_last_and_only_within_the_difference():
    # three players on 0, 0, 2: the bye (node 3) scores -1
    allowed = AllowedPairs([0, 0, 2], [set(), set(), set()])
    assert allowed.edges(1, [0, 1, 2], -1) == [(0, 1), (0, 3), (1, 3)]
    # differences 0, 1 (the bye of a player on 0), 2, 3 (the bye of the player on 2). At 0 the bye
    # node is alone (an odd part); at 1 the player on 2 is; at 2 everybody can be paired.
    diffs = sorted(allowed.gaps | {1, 3})
    assert diffs == [0, 1, 2, 3]
    level, pairs = allowed.least_level(diffs, [0, 1, 2], -1)
    assert diffs[level] == 2
    assert pairs == [(0, 1), (0, 2), (1, 2), (0, 3), (1, 3)]


def test_no_level_pairs_a_field_that_has_met_everybody():
    allowed = AllowedPairs([0, 0], [{1}, {0}])
    assert allowed.least_level(sorted(allowed.gaps), [], -1) is None


SMALL = [c for c in CASES if c.players <= 150]


@pytest.mark.parametrize("case", SMALL, ids=lambda c: c.name)
def test_matched_over_candidates_the_small_events_draw_as_over_every_pair(case, monkeypatch):
    everything = [summary(d) for d in play(case)]
    monkeypatch.setattr(matching, "CANDIDATE_PAIRS", 0)
    assert [summary(d) for d in play(case)] == everything


def test_candidates_that_pair_nobody_fall_back_to_every_pair(monkeypatch):
    case = SMALL[3]
    everything = [summary(d) for d in play(case)]
    monkeypatch.setattr(matching, "CANDIDATE_PAIRS", 0)
    monkeypatch.setattr(matching, "_candidates", lambda nodes, pairs, lots, levels: [0])
    assert [summary(d) for d in play(case)] == everything


def test_candidates_that_break_a_rule_above_the_lot_fall_back_to_every_pair(monkeypatch):
    """Candidates without the pairs of least difference still pair everybody, but farther apart:
    the check against every pair by the rules alone refuses them."""
    case = SMALL[3]
    everything = [summary(d) for d in play(case)]
    monkeypatch.setattr(matching, "CANDIDATE_PAIRS", 0)
    refused = []

    def without_the_closest(nodes, pairs, lots, levels):
        least = min(levels)
        keep = [k for k, level in enumerate(levels) if level > least]
        if len(keep) < len(levels) and matching.perfect(nodes, [pairs[k] for k in keep]):
            refused.append(True)
            return keep
        return list(range(len(pairs)))

    monkeypatch.setattr(matching, "_candidates", without_the_closest)
    assert [summary(d) for d in play(case)] == everything
    assert refused  # the check was exercised


def test_the_rules_floor_counts_a_float_for_each_odd_cut():
    # groups on 2 (three players), 1 (two), 0 (one); units 10, 100, 1000 for differences 0, 1, 2.
    # Every pair costs 10 at least (3 pairs: 30); above the cut 2|1 are three players and above 1|0
    # five: each is crossed by a pair of difference 1 at least, 90 more each: 210, which the draw
    # 2-2, 2-1, 1-0 costs.
    allowed = AllowedPairs([2, 2, 2, 1, 1, 0], [set()] * 6)
    assert allowed.rules_floor({0: 10, 1: 100, 2: 1000}, [], -1) == 210
    # with the bye (five players on 2, 2, 1, 1, 0, the bye on -1): above 2|1 two (even), above 1|0
    # four (even), above 0|-1 five: the bye's pair crosses it
    odd = AllowedPairs([2, 2, 1, 1, 0], [set()] * 5)
    assert odd.rules_floor({0: 10, 1: 100, 2: 1000}, [4], -1) == 3 * 10 + 90
