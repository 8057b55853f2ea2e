"""The two events worked through by hand in docs/go-events.md: every round's draw and the final
standings [003 §3.1.2-3, §3.2, §3.3]."""

from __future__ import annotations

from arbiter_app.rules.go.pairing import Why
from arbiter_app.rules.model import PairingSystem
from tests.rules.go_examples import MCMAHON_FIELD, SWISS_FIELD, event, run


def boards(draw):
    return [(b.white, b.black) for b in draw.boards]


def test_swiss_8_players_4_rounds_as_computed_by_hand():
    draws, data, rounds, table = run(event("SW", PairingSystem.SWISS, SWISS_FIELD), [11, 12, 13, 14])
    assert [boards(d) for d in draws] == [
        [(1, 5), (2, 8), (3, 7), (4, 6)],
        [(1, 2), (3, 4), (5, 6), (7, 8)],
        [(1, 3), (2, 7), (4, 5), (6, 8)],
        [(1, 4), (2, 3), (6, 7), (5, 8)],
    ]
    assert all(d.bye is None for d in draws)
    # Round 3: 1-3 and 2-7 are club pairs that no draw as close avoids; round 4: 1 and 8 float.
    assert [b.reason.same_club for b in draws[2].boards] == [True, True, False, False]
    assert [b.reason.why for b in draws[3].boards] == [Why.FLOAT, Why.GROUP, Why.GROUP, Why.FLOAT]
    assert [(r.place, r.no, r.points, r.tiebreaks["sos"], r.tiebreaks["sdos"]) for r in table.rows] == [
        ("1", 1, 4, 9, 9), ("2", 2, 3, 7, 3), ("3", 4, 2, 10, 4), ("4", 3, 2, 10, 3),
        ("5", 5, 2, 8, 2), ("6", 6, 2, 5, 1), ("7", 7, 1, 7, 0), ("8", 8, 0, 8, 0),
    ]


def test_mcmahon_20_players_with_a_bar_as_computed_by_hand():
    draws, data, rounds, table = run(
        event("MM", PairingSystem.MCMAHON, MCMAHON_FIELD, {"mcmahon_bar": "2d", "mcmahon_floor": "20k"}),
        [21, 22, 23, 24], excused={2: frozenset({7}), 3: frozenset({7})}, upsets=frozenset({frozenset({11, 12})}),
    )
    assert [boards(d) for d in draws] == [
        [(1, 2), (3, 5), (4, 6), (7, 8), (9, 10), (11, 12), (13, 14), (15, 16), (17, 18), (19, 20)],
        [(1, 3), (2, 4), (5, 6), (8, 9), (10, 12), (11, 13), (14, 15), (16, 17), (18, 19)],
        [(1, 5), (2, 3), (4, 8), (6, 9), (10, 11), (12, 13), (14, 16), (15, 17), (18, 20)],
        [(1, 4), (2, 5), (3, 6), (7, 10), (8, 12), (9, 13), (11, 14), (15, 18), (16, 19), (17, 20)],
    ]
    assert [d.bye for d in draws] == [None, 20, 19, None]
    assert [(r.place, r.no, r.points, r.tiebreaks["sos"], r.tiebreaks["ssos"]) for r in table.rows] == [
        ("1", 1, 35, 130, 522), ("2", 2, 34, 131, 521), ("3", 3, 33, 130, 518), ("4", 4, 32, 129, 505),
        ("5", 5, 31, 132, 516), ("6", 6, 30, 125, 504), ("7", 8, 30, 119, 410), ("8", 7, 30, 58, 233),
        ("9", 9, 29, 113, 465), ("10", 10, 28, 114, 385), ("11", 12, 27, 110, 444), ("12", 11, 27, 104, 426),
        ("13", 13, 25, 107, 422), ("14", 14, 24, 95, 362), ("15", 15, 23, 75, 302), ("16", 16, 20, 76, 283),
        ("17", 17, 17, 68, 257), ("18", 18, 14, 63, 231), ("19", 19, 12, 45, 182), ("20", 20, 11, 43, 176),
    ]
