"""Individual standings: order of criteria, head-to-head mini-tables, shared places, rule-set defaults.

Every expected order is worked out by hand in the docstring. References: [001 §7.1–7.5] ICCF,
[000 §6.2] SKŠ, [002] Planet Šah, [003 §3.3] ČAGo.
"""

from __future__ import annotations

import pytest

from arbiter_app.rules.model import (
    Entry, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament,
    TournamentData,
)
from arbiter_app.rules.standings import compute_standings, default_criteria, explain


def g(white: int, black: int, result: str) -> Game:
    return Game(StartNo(white), StartNo(black), Result(result))


def event(n: int, games: list[Game], **tournament: object) -> TournamentData:
    entries = tuple(Entry(StartNo(i), Player(PlayerId(f"p{i}"), f"Player {i}")) for i in range(1, n + 1))
    return TournamentData(Tournament("T", "Test", **tournament), entries, tuple(games))  # type: ignore[arg-type]


def table(data: TournamentData, criteria: tuple[str, ...] | None = None) -> list[tuple[str, int]]:
    return [(r.place, r.no) for r in compute_standings(data, criteria).rows]


# Seven players, all games finished. A=1, B=2, C=3, D=4 finish on 3 points, G=7 on 4, E=5 and F=6
# on 2.5. Mini-table of 1-4: 1 beat 2, 3 beat 1, 1-4 drawn, 2 beat 3, 4 beat 2, 4 beat 3:
# 4 has 2.5, 1 has 1.5, 2 and 3 have 1 each (and 2 beat 3).
SEVEN = [
    g(1, 2, "1-0"), g(3, 1, "1-0"), g(1, 4, "1/2-1/2"), g(2, 3, "1-0"), g(4, 2, "1-0"), g(4, 3, "1-0"),
    g(4, 5, "1/2-1/2"), g(6, 4, "1-0"), g(7, 4, "1-0"),
    g(1, 5, "1-0"), g(6, 1, "1/2-1/2"), g(7, 1, "1-0"),
    g(2, 5, "1-0"), g(2, 6, "1-0"), g(7, 2, "1-0"),
    g(5, 3, "1-0"), g(3, 6, "1-0"), g(3, 7, "1-0"),
    g(5, 6, "1/2-1/2"), g(6, 7, "1/2-1/2"), g(5, 7, "1/2-1/2"),
]


def test_iccf_order_wins_then_sb_then_h2h_001_7_2() -> None:
    """[001 §7.2] 1-4 tie on 3 points. Wins: 2 and 3 have 3, 1 and 4 have 2. SB 2 = 3 (3) + 2.5 (5)
    + 2.5 (6) = 8; SB 3 = 3 (1) + 2.5 (6) + 4 (7) = 9.5 -> 3 before 2. SB 1 = 3 + 2.5 + 1.5 + 1.25 =
    8.25; SB 4 = 3 + 3 + 1.5 + 1.25 = 8.75 -> 4 before 1. 5 and 6 (2.5): one win each, SB 7.75 each
    (5: 3 + 1.5 + 1.25 + 2; 6: 3 + 1.5 + 1.25 + 2), drew each other: the place stays shared, 6-7."""
    data = event(7, SEVEN)
    assert table(data) == [("1", 7), ("2", 3), ("3", 2), ("4", 4), ("5", 1), ("6-7", 5), ("6-7", 6)]
    rows = {r.no: r for r in compute_standings(data).rows}
    assert {no: rows[no].tiebreaks["sb"] for no in (1, 2, 3, 4, 5, 6)} == {
        1: 8.25, 2: 8.0, 3: 9.5, 4: 8.75, 5: 7.75, 6: 7.75,
    }
    assert (rows[5].tiebreaks["h2h"], rows[6].tiebreaks["h2h"]) == (0.5, 0.5)


def test_three_way_tie_partly_settled_by_h2h_then_only_remaining_criteria_001_7_4() -> None:
    """Criteria points, h2h, SB (an organiser's own order [001 §7.4]). The mini-table of 1-4 gives
    4 (2.5), 1 (1.5), then 2 and 3 (1 each). Those two go on to SB only -- head-to-head is not
    applied again to the pair, although 2 beat 3 -- and SB puts 3 (9.5) before 2 (8)."""
    data = event(7, SEVEN)
    criteria = ("points", "h2h", "sb")
    assert table(data, criteria) == [
        ("1", 7), ("2", 4), ("3", 1), ("4", 3), ("5", 2), ("6-7", 5), ("6-7", 6),
    ]
    rows = {r.no: r for r in compute_standings(data, criteria).rows}
    assert {no: rows[no].tiebreaks["h2h"] for no in (1, 2, 3, 4, 7)} == {1: 1.5, 2: 1.0, 3: 1.0, 4: 2.5, 7: 0.0}
    lines = explain(data, 2, "h2h", criteria)
    assert [(c.opponent, c.value) for c in lines] == [(1, 0.0), (3, 1.0), (4, 0.0)]


def test_points_always_first_and_prepended() -> None:
    """Points are the primary criterion [001 §7.1; 000 §6.2]: ("sb",) reads as ("points", "sb")."""
    data = event(7, SEVEN)
    assert compute_standings(data, ("sb", "points", "sb")).criteria == ("points", "sb")
    assert table(data, ("sb",)) == table(data, ("points", "sb"))


def test_sks_points_then_sb_shared_better_place_000_6_2() -> None:
    """[000 §6.2] SKŠ: points, SB, else the same (better) place. 5 and 6 share 6-7; 1-4 by SB:
    3 (9.5), 4 (8.75), 1 (8.25), 2 (8)."""
    data = event(7, SEVEN, organiser=Organiser.SKS, tiebreaks=default_criteria(
        Organiser.SKS, PairingSystem.ROUND_ROBIN, False))
    assert table(data) == [("1", 7), ("2", 3), ("3", 4), ("4", 1), ("5", 2), ("6-7", 5), ("6-7", 6)]


def test_double_round_robin_two_games_per_pair_001_app2_1a() -> None:
    """Double round robin of 3: 1-2 1-0, 2-1 ½, 1-3 ½, 3-1 0-1, 2-3 1-0, 3-2 1-0.
    Points: 1 = 3, 2 = 1.5, 3 = 1.5; 4 games each. SB 1 = 1.5 + 0.75 + 0.75 + 1.5 = 4.5;
    SB 2 = 1.5 (½ of 3) + 1.5 (beat 3) = 3; SB 3 = 1.5 + 1.5 = 3. Wins: 2 and 3 one each.
    Head-to-head over both games 2-3: 1 each -> 2 and 3 share 2-3."""
    games = [g(1, 2, "1-0"), g(2, 1, "1/2-1/2"), g(1, 3, "1/2-1/2"), g(3, 1, "0-1"),
             g(2, 3, "1-0"), g(3, 2, "1-0")]
    data = event(3, games, rounds=2)
    rows = compute_standings(data).rows
    assert [(r.place, r.no, r.points, r.games_played) for r in rows] == [
        ("1", 1, 3.0, 4), ("2-3", 2, 1.5, 4), ("2-3", 3, 1.5, 4),
    ]
    assert [(r.tiebreaks["wins"], r.tiebreaks["sb"], r.tiebreaks["h2h"]) for r in rows] == [
        (2.0, 4.5, 0.0), (1.0, 3.0, 1.0), (1.0, 3.0, 1.0),
    ]
    # Σ of 1 [002]: 2 (won 1-2 with White) + ½ + ½ + 3 (won 3-1 with Black) = 6.
    assert compute_standings(data, ("points", "weighted")).rows[0].tiebreaks["weighted"] == 6.0


# Five players; 1-3 is still running. 1 beat 2, 2-3 drawn; everybody else gives 1, 2, 3 two points.
CAGO_RR = [
    g(1, 2, "1-0"), g(1, 3, "*"), g(2, 3, "1/2-1/2"),
    g(1, 4, "1-0"), g(5, 1, "1-0"), g(2, 4, "1-0"), g(2, 5, "1/2-1/2"),
    g(3, 4, "1/2-1/2"), g(3, 5, "1-0"), g(4, 5, "1-0"),
]


def test_cago_h2h_only_when_unambiguous_003_3_3_2e() -> None:
    """[003 §3.3.2e, §3.3.4a] ČAGo round robin: points, h2h, SDOS. 1, 2, 3 have 2 points but 1-3 is
    still running, so head-to-head does not decide (0 each); SDOS: 1 beat 2 (2) and 4 (1.5) = 3.5,
    2 beat 4 = 1.5, 3 beat 5 = 1.5 -> 1 first, 2 and 3 share 2-3. 4 and 5 (1.5) have met: 4 won."""
    data = event(5, CAGO_RR, organiser=Organiser.CAGO, tiebreaks=default_criteria(
        Organiser.CAGO, PairingSystem.ROUND_ROBIN, False))
    assert table(data) == [("1", 1), ("2-3", 2), ("2-3", 3), ("4", 4), ("5", 5)]
    rows = {r.no: r for r in compute_standings(data).rows}
    assert [rows[no].tiebreaks["h2h"] for no in (1, 2, 3, 4, 5)] == [0.0, 0.0, 0.0, 1.0, 0.0]
    assert {c.note for c in explain(data, 1, "h2h")} == {"h2h_undecided", "running"}


def test_iccf_mini_table_uses_the_games_already_finished() -> None:
    """The same games under the ICCF reading (setting h2h_unambiguous_only off): the mini-table of
    1, 2, 3 counts the finished games: 1 has 1, 2 and 3 have ½."""
    data = event(5, CAGO_RR, organiser=Organiser.CAGO, tiebreaks=("points", "h2h", "sdos"),
                 settings={"h2h_unambiguous_only": False})
    rows = {r.no: r for r in compute_standings(data).rows}
    assert [rows[no].tiebreaks["h2h"] for no in (1, 2, 3)] == [1.0, 0.5, 0.5]


def test_nobody_has_played_everybody_shares_first_place() -> None:
    data = event(3, [g(1, 2, "*"), g(2, 3, "*"), g(3, 1, "*")])
    assert [(r.place, r.remaining) for r in compute_standings(data).rows] == [("1-3", 2)] * 3


@pytest.mark.parametrize(
    ("organiser", "system", "team", "expected"),
    [
        (Organiser.ICCF, PairingSystem.ROUND_ROBIN, False, ("points", "wins", "sb", "h2h")),
        (Organiser.SKS, PairingSystem.ROUND_ROBIN, False, ("points", "sb")),
        (Organiser.PLANET_SAH, PairingSystem.ROUND_ROBIN, False, ("points", "weighted")),
        (Organiser.CAGO, PairingSystem.ROUND_ROBIN, False, ("points", "h2h", "sdos")),
        (Organiser.CAGO, PairingSystem.SWISS, False, ("points", "sos", "sdos", "h2h")),
        (Organiser.CAGO, PairingSystem.MCMAHON, False, ("points", "sos", "ssos", "h2h")),
        (Organiser.ICCF, PairingSystem.ROUND_ROBIN, True, ("board_points", "match_points", "h2h", "board_order")),
        (Organiser.SKS, PairingSystem.ROUND_ROBIN, True, ("match_points", "board_points", "board_order")),
    ],
)
def test_default_criteria_per_rule_set(
    organiser: Organiser, system: PairingSystem, team: bool, expected: tuple[str, ...]
) -> None:
    """[001 §7.2, §7.3; 000 §6.2, §6.3; 002; 003 §3.3.4]"""
    assert default_criteria(organiser, system, team) == expected


def test_h2h_applies_only_to_players_still_tied_001_7_2c() -> None:
    """Head-to-head is applied to a group of tied players; a player already separated (7 on 4 points
    alone; 1 and 4 by SB) has no H2H value to show, while 5 and 6 (still tied after SB) have ½ each."""
    rows = {r.no: r for r in compute_standings(event(7, SEVEN)).rows}
    assert {no for no, r in rows.items() if "h2h" in r.not_applied} == {1, 2, 3, 4, 7}
    assert rows[5].not_applied == rows[6].not_applied == frozenset()
    # points then h2h: only 7 is alone on his points; 1-4 (3 points) and 5-6 (2½) meet it tied
    points_h2h = {r.no: r for r in compute_standings(event(7, SEVEN), ("points", "h2h", "sb")).rows}
    assert {no for no, r in points_h2h.items() if "h2h" in r.not_applied} == {7}
