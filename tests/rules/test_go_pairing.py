"""The draw of a Swiss / McMahon round [003 §3.1.2, §3.1.3, §3.2]: hand-computed cases, a brute-force
check of optimality on small fields, and property tests over whole random events (hypothesis)."""

from __future__ import annotations

from itertools import combinations

import networkx as nx
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arbiter_app.rules.go.pairing import Colours, Contender, Draw, NoLegalDraw, Why, draw_round


def pairs_of(draw: Draw) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in draw.boards}


def field(scores: dict[int, float], met: tuple[tuple[int, int], ...] = (), **extra: dict) -> list[Contender]:
    """Contenders with the given scores; `met` pairs have played; `extra` maps a field name to
    {no: value}."""
    opponents: dict[int, set[int]] = {no: set() for no in scores}
    for a, b in met:
        opponents[a].add(b)
        opponents[b].add(a)
    return [
        Contender(no, s, opponents=frozenset(opponents[no]),
                  **{k: v[no] for k, v in extra.items() if no in v})
        for no, s in scores.items()
    ]


def test_equal_scores_meet_003_3_1_2() -> None:
    """Scores 1, 1, 0, 0 and nobody has met: the two winners meet, the two losers meet."""
    draw = draw_round(field({1: 1, 2: 1, 3: 0, 4: 0}), seed=1)
    assert pairs_of(draw) == {frozenset({1, 2}), frozenset({3, 4})}
    assert [b.reason.why for b in draw.boards] == [Why.GROUP, Why.GROUP]
    assert draw.boards[0].reason.score_white == 1 and draw.bye is None


def test_a_repeat_makes_both_winners_float_down() -> None:
    """1 and 2 (1 point each) have met: each meets a 0-point player; each pair has one repeat
    avoided (the winner's group partner)."""
    draw = draw_round(field({1: 1, 2: 1, 3: 0, 4: 0}, met=((1, 2), (3, 4))), seed=5)
    assert pairs_of(draw) in ({frozenset({1, 3}), frozenset({2, 4})},
                              {frozenset({1, 4}), frozenset({2, 3})})
    assert [(b.reason.why, b.reason.repeats_avoided) for b in draw.boards] == [(Why.FLOAT, 2)] * 2


def test_largest_difference_is_kept_smallest() -> None:
    """Scores 2, 2, 1, 1, 0, 0 and 1-2 met: the 2s float to the 1s (differences 1, 1, 0), never a
    2 against a 0 (difference 2)."""
    draw = draw_round(field({1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 0}, met=((1, 2),)), seed=3)
    assert frozenset({5, 6}) in pairs_of(draw)
    assert all(len(p & {1, 2}) == 1 and len(p & {3, 4}) == 1 for p in pairs_of(draw) - {frozenset({5, 6})})


def test_the_bye_goes_to_a_low_scorer_with_fewest_byes() -> None:
    """Scores 2, 1, 1, 0, 0: the bye goes to a 0-point player; 4 had one already, so 5 gets it."""
    draw = draw_round(field({1: 2, 2: 1, 3: 1, 4: 0, 5: 0}, byes={4: 1}), seed=2)
    assert draw.bye == 5
    assert draw.bye_reason is not None and draw.bye_reason.why is Why.BYE
    assert draw.bye_reason.byes_before == 0
    assert frozenset({1, 2}) in pairs_of(draw) or frozenset({1, 3}) in pairs_of(draw)


def test_excused_players_are_left_out_003_3_2() -> None:
    draw = draw_round(field({1: 0, 2: 0, 3: 0, 4: 0, 5: 0}), seed=9, excused=frozenset({2, 5}))
    drawn = {no for p in pairs_of(draw) for no in p} | {draw.bye}
    assert drawn == {1, 3, 4} and draw.excused == {2, 5}


def test_club_rule_keeps_club_mates_apart_003_3_2_1() -> None:
    """All on 0 points, clubs Brno, Brno, Praha, Praha: the lot may not pair the club mates."""
    clubs = {1: "Brno", 2: "brno ", 3: "Praha", 4: "Praha"}
    for seed in range(20):
        draw = draw_round(field(dict.fromkeys(clubs, 0.0), club=clubs), seed=seed)
        assert frozenset({1, 2}) not in pairs_of(draw)
        assert not any(b.reason.same_club for b in draw.boards)


def test_club_rule_gives_way_to_the_score() -> None:
    """1 and 2 are of one club and alone on 1 point: they meet, and the reason says so."""
    draw = draw_round(field({1: 1, 2: 1, 3: 0, 4: 0}, club={1: "Brno", 2: "Brno", 3: "Praha"}), seed=4)
    assert draw.boards[0].reason.same_club and {draw.boards[0].white, draw.boards[0].black} == {1, 2}


def test_the_seed_reproduces_the_draw_and_the_lot_varies() -> None:
    players = field(dict.fromkeys(range(1, 11), 0.0))
    assert draw_round(players, seed=77) == draw_round(players, seed=77)
    assert len({frozenset(pairs_of(draw_round(players, seed=s))) for s in range(10)}) > 1


def test_no_legal_draw_when_everybody_has_met() -> None:
    with pytest.raises(NoLegalDraw, match="4 players"):
        draw_round(field(dict.fromkeys(range(1, 5), 0.0), met=tuple(combinations(range(1, 5), 2))), seed=1)


def test_colours_by_rank_and_by_balance() -> None:
    """RANK: the stronger (3d over 5k) takes White; BALANCE: the one with more Blacks takes White."""
    players = field({1: 0, 2: 0}, strength={1: 25, 2: 32}, colour_balance={1: -1, 2: 1})
    assert draw_round(players, seed=1).boards[0].white == 2
    assert draw_round(players, seed=1, colours=Colours.BALANCE).boards[0].white == 1


# --- optimality against brute force ------------------------------------------------------------

def perfect_matchings(nodes: list[int], allowed: set[frozenset[int]]):
    if not nodes:
        yield []
        return
    first, rest = nodes[0], nodes[1:]
    for k, other in enumerate(rest):
        if frozenset((first, other)) in allowed:
            for m in perfect_matchings(rest[:k] + rest[k + 1:], allowed):
                yield [(first, other), *m]


BYE = 0


def cost_key(m, score, byes, club):
    """(bye penalty, differences largest first, same-club pairs): the order of docs/go-events.md."""
    low = min(score.values()) - 1
    penalty = sum(byes[a if b == BYE else b] - min(byes.values()) for a, b in m if BYE in (a, b))
    diffs = sorted((abs((low if a == BYE else score[a]) - (low if b == BYE else score[b]))
                    for a, b in m), reverse=True)
    clubs = sum(1 for a, b in m if BYE not in (a, b) and club[a] and club[a] == club[b])
    return penalty, diffs, clubs


def draw_key(draw, score, byes, club):
    m = [(b.white, b.black) for b in draw.boards] + ([(draw.bye, BYE)] if draw.bye else [])
    return cost_key(m, score, byes, club)


small_field = st.integers(2, 9).flatmap(lambda n: st.tuples(
    st.lists(st.sampled_from([0, 0.5, 1, 1.5, 2, 3]), min_size=n, max_size=n),
    st.lists(st.tuples(st.integers(1, n), st.integers(1, n)), max_size=2 * n),
    st.lists(st.integers(0, 2), min_size=n, max_size=n),
    st.lists(st.sampled_from(["", "A", "B"]), min_size=n, max_size=n),
    st.integers(0, 2**32),
))


@settings(max_examples=300, deadline=None)
@given(small_field)
def test_draw_is_optimal_against_brute_force(case) -> None:
    """Over every legal pairing of a small field: the draw has the least bye penalty, then the
    lexicographically smallest differences, then the fewest club pairs; or no legal pairing exists."""
    scores, met, bye_counts, clubs, seed = case
    n = len(scores)
    score = {i + 1: s for i, s in enumerate(scores)}
    met_set = {frozenset(p) for p in met if p[0] != p[1]}
    byes = {i + 1: b for i, b in enumerate(bye_counts)}
    club = {i + 1: c for i, c in enumerate(clubs)}
    players = [Contender(no, score[no], club=club[no], byes=byes[no],
                         opponents=frozenset(x for p in met_set if no in p for x in p if x != no))
               for no in score]
    nodes = list(score) + ([BYE] if n % 2 else [])
    allowed = {frozenset(p) for p in combinations(nodes, 2)} - met_set
    keys = [cost_key(m, score, byes, club) for m in perfect_matchings(nodes, allowed)]
    if not keys:
        with pytest.raises(NoLegalDraw):
            draw_round(players, seed=seed)
        return
    assert draw_key(draw_round(players, seed=seed), score, byes, club) == min(keys)


# --- properties over whole events ---------------------------------------------------------------

def has_perfect_matching(nodes: list[int], edges: list[tuple[int, int]]) -> bool:
    graph = nx.Graph()
    graph.add_nodes_from(nodes)
    graph.add_edges_from(edges)
    return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(nodes)


event = st.tuples(
    st.integers(10, 200),  # players
    st.integers(3, 10),  # rounds
    st.booleans(),  # McMahon
    st.integers(0, 2**32),  # seed of the simulation
    st.sampled_from([0.0, 0.05, 0.2]),  # chance of an excuse per player and round
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(event)
@example((200, 10, False, 1, 0.05))
@example((200, 10, True, 2, 0.2))
@example((57, 8, True, 3, 0.0))
@example((11, 10, False, 4, 0.2))
def test_properties_over_random_events(case) -> None:
    """Random fields of 10-200 players, 3-10 rounds, random results and excuses: no pair meets
    twice, excused players are never paired, every present player has one opponent or the bye,
    no second bye while a present player has none (unless then nobody could be paired: checked), and the differences (points or MM) are the
    smallest possible: no draw exists whose largest difference is smaller (checked by networkx on
    fields up to 60), and no exchange of partners between two boards makes them smaller."""
    import random

    n, rounds, mcmahon, seed, excuse_rate = case
    rng = random.Random(seed)
    start = {no: (rng.randint(10, 35) if mcmahon else 0) for no in range(1, n + 1)}
    points = dict.fromkeys(start, 0.0)
    opponents: dict[int, set[int]] = {no: set() for no in start}
    byes = dict.fromkeys(start, 0)
    clubs = {no: rng.choice(["", "Brno", "Praha", "Plzeň", "Ostrava"]) for no in start}
    for rnd in range(1, rounds + 1):
        excused = frozenset(no for no in start if rng.random() < excuse_rate)
        score = {no: start[no] + points[no] for no in start}
        players = [Contender(no, score[no], strength=start[no], club=clubs[no],
                             opponents=frozenset(opponents[no]), byes=byes[no]) for no in start]
        present = [no for no in start if no not in excused]
        try:
            draw = draw_round(players, seed=rng.randrange(2**31), excused=excused)
        except NoLegalDraw:
            nodes = present + ([0] if len(present) % 2 else [])
            edges = [(a, b) for a, b in combinations(nodes, 2) if b not in opponents[a]]
            assert not has_perfect_matching(nodes, edges)
            return
        drawn = [no for b in draw.boards for no in (b.white, b.black)]
        drawn += [draw.bye] if draw.bye is not None else []
        assert sorted(drawn) == sorted(present), "every present player once, nobody excused"
        assert (draw.bye is None) == (len(present) % 2 == 0)
        for b in draw.boards:
            assert b.black not in opponents[b.white], "no pair meets twice"
        low = min(score[no] for no in present) - 1
        pairs = [(b.white, b.black) for b in draw.boards] + ([(draw.bye, 0)] if draw.bye else [])
        sc = {**score, 0: low}
        diff = {frozenset(p): abs(sc[p[0]] - sc[p[1]]) for p in pairs}
        worst = max(diff.values())
        fair = {a for a in present if byes[a] == min(byes[x] for x in present)}

        def legal(x: int, y: int) -> bool:
            return (x or y) in fair if 0 in (x, y) else y not in opponents[x]

        if draw.bye is not None and draw.bye not in fair:
            nodes = present + [0]
            assert not has_perfect_matching(nodes, [p for p in combinations(nodes, 2) if legal(*p)]), \
                "a second bye while a player without one could have had it"

        for (a, b), (c, d) in combinations(pairs, 2):
            old = sorted([diff[frozenset((a, b))], diff[frozenset((c, d))]], reverse=True)
            for x, y in (((a, c), (b, d)), ((a, d), (b, c))):
                if legal(*x) and legal(*y):
                    new = sorted([abs(sc[x[0]] - sc[x[1]]), abs(sc[y[0]] - sc[y[1]])], reverse=True)
                    assert new >= old, f"swapping partners of {a}-{b} and {c}-{d} narrows the draw"
        if worst > 0 and len(present) <= 60:
            nodes = present + ([0] if len(present) % 2 else [])
            closer = [(a, b) for a, b in combinations(nodes, 2)
                      if legal(a, b) and abs(sc[a] - sc[b]) < worst]
            assert not has_perfect_matching(nodes, closer)
        for b in draw.boards:
            opponents[b.white].add(b.black)
            opponents[b.black].add(b.white)
            winner = b.white if rng.random() < 0.5 else b.black
            points[winner] += 1
        if draw.bye is not None:
            byes[draw.bye] += 1
            points[draw.bye] += 1
