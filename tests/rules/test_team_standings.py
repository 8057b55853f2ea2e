"""Team standings: match points 2/1/0, board points, mutual matches, board order; board tables.

References: [001 §7.1, §7.3] ICCF team events; [000 §6.3] SKŠ team events.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.rules.model import (
    Entry, Flag, Game, Organiser, Player, PlayerId, Result, StartNo, Team, Tournament, TournamentData,
)
from arbiter_app.rules.standings import UnknownCriterion, compute_standings
from arbiter_app.rules.chess.team_standings import board_data, compute_team_standings

BOARDS = 2


def no(team: int, board: int) -> int:
    """Team t, board b has starting number (t - 1) * BOARDS + b."""
    return (team - 1) * BOARDS + board


def match(a: int, b: int, *results: str) -> list[Game]:
    """The games of team a against team b, board 1 first, team a's player with White."""
    return [Game(StartNo(no(a, i)), StartNo(no(b, i)), Result(r)) for i, r in enumerate(results, start=1)]


def team_event(teams: int, games: list[Game], organiser: Organiser = Organiser.ICCF,
               **tournament: object) -> TournamentData:
    entries = tuple(
        Entry(StartNo(no(t, b)), Player(PlayerId(f"p{t}.{b}"), f"Player {t}.{b}"), team=t, board=b)
        for t in range(1, teams + 1) for b in range(1, BOARDS + 1)
    )
    return TournamentData(
        Tournament("T", "Teams", organiser=organiser, team_event=True, **tournament),  # type: ignore[arg-type]
        entries, tuple(games), tuple(Team(t, f"Team {t}") for t in range(1, teams + 1)),
    )


def order(data: TournamentData, criteria: tuple[str, ...] | None = None) -> list[tuple[str, int]]:
    return [(r.place, r.team) for r in compute_team_standings(data, criteria).rows]


def test_sks_match_points_then_board_points_000_6_3() -> None:
    """[000 §6.3] 1 beat 2 2-0, 3 beat 1 1.5-0.5, 2 beat 3 1.5-0.5: every team has 2 match points;
    board points decide: 1 (2.5), 3 (2), 2 (1.5)."""
    games = match(1, 2, "1-0", "1-0") + match(3, 1, "1-0", "1/2-1/2") + match(2, 3, "1-0", "1/2-1/2")
    data = team_event(3, games, Organiser.SKS)
    rows = compute_team_standings(data).rows
    assert [(r.place, r.team, r.match_points, r.board_points, r.matches) for r in rows] == [
        ("1", 1, 2.0, 2.5, 2), ("2", 3, 2.0, 2.0, 2), ("3", 2, 2.0, 1.5, 2),
    ]


def test_primary_criterion_iccf_board_points_sks_match_points() -> None:
    """ICCF ranks by points (board points) and breaks ties by match points [001 §7.1, §7.3a]; SKŠ
    ranks by match points first [000 §6.3]. 1 beat 3 and 4 2-0 each, lost to 2 0.5-1.5: BP 4.5,
    MP 4. 2 beat 1 and 3 1.5-0.5 each, drew 4 1-1: BP 4, MP 5. 3-4 drawn 1-1: 3 has BP 1.5, MP 1;
    4 has BP 2, MP 2. ICCF: 1, 2, 4, 3; SKŠ: 2, 1, 4, 3."""
    games = (
        match(1, 3, "1-0", "1-0") + match(1, 4, "1-0", "1-0") + match(2, 1, "1-0", "1/2-1/2")
        + match(2, 3, "1-0", "1/2-1/2") + match(2, 4, "1-0", "0-1") + match(3, 4, "1/2-1/2", "1/2-1/2")
    )
    assert order(team_event(4, games, Organiser.ICCF)) == [("1", 1), ("2", 2), ("3", 4), ("4", 3)]
    rows = compute_team_standings(team_event(4, games, Organiser.SKS)).rows
    assert [(r.place, r.team, r.match_points, r.board_points) for r in rows] == [
        ("1", 2, 5.0, 4.0), ("2", 1, 4.0, 4.5), ("3", 4, 2.0, 2.0), ("4", 3, 1.0, 1.5),
    ]


def test_h2h_of_tied_teams_before_board_order_001_7_3b() -> None:
    """[001 §7.3] Four teams (ICCF). Board points: 4 has 3.5, 1 and 2 have 3, 3 has 2.5; 1 and 2 also
    have 3 match points each. Their mutual match (1 beat 2 1.5-0.5) decides before the boards,
    although 2 is better on board 1 (2 against 1.5)."""
    games = (
        match(1, 2, "1-0", "1/2-1/2")    # 1 wins 1.5-0.5
        + match(1, 3, "0-1", "1-0")      # 1-1
        + match(1, 4, "1/2-1/2", "0-1")  # 4 wins 1.5-0.5
        + match(2, 3, "1-0", "1/2-1/2")  # 2 wins 1.5-0.5
        + match(2, 4, "1-0", "0-1")      # 1-1
        + match(3, 4, "1/2-1/2", "1/2-1/2")  # 1-1
    )
    data = team_event(4, games)
    rows = compute_team_standings(data).rows
    assert [(r.place, r.team, r.board_points, r.match_points) for r in rows] == [
        ("1", 4, 3.5, 4.0), ("2", 1, 3.0, 3.0), ("3", 2, 3.0, 3.0), ("4", 3, 2.5, 2.0),
    ]
    by_team = {r.team: r for r in rows}
    assert (by_team[1].tiebreaks["h2h"], by_team[2].tiebreaks["h2h"]) == (2.0, 0.0)
    assert (by_team[1].boards, by_team[2].boards) == ((1.5, 1.5), (2.0, 1.0))
    # Without the mutual match the board order puts 2 first.
    assert order(data, ("board_points", "match_points", "board_order"))[1:3] == [("2", 2), ("3", 1)]


def test_board_order_then_shared_place_000_6_3() -> None:
    """[000 §6.3] 1-2 1-1 (1 won board 1), 1 beat 3 1.5-0.5, 2 beat 3 1.5-0.5: 1 and 2 have 3 match
    points and 2.5 board points; board 1: 1 has 2, 2 has 0.5 -> 1 first. A cycle of 2-0 wins
    leaves all three equal: shared place 1-3."""
    games = match(1, 2, "1-0", "0-1") + match(1, 3, "1-0", "1/2-1/2") + match(2, 3, "1/2-1/2", "1-0")
    assert order(team_event(3, games, Organiser.SKS)) == [("1", 1), ("2", 2), ("3", 3)]
    cycle = match(1, 2, "1-0", "1-0") + match(2, 3, "1-0", "1-0") + match(3, 1, "1-0", "1-0")
    assert order(team_event(3, cycle, Organiser.SKS)) == [("1-3", 1), ("1-3", 2), ("1-3", 3)]


def test_match_points_only_when_the_match_is_decided() -> None:
    """A match gives 2/1/0 once running games cannot change it: 1-2 has 1-0 on board 1 with board 2
    running (2 could still draw the match: undecided); 1-3 has 1-0 and a cancelled game on board 2,
    nothing running (decided, 1 wins 1-0); 2-3 1.5-0.5 with nothing running."""
    games = match(1, 2, "1-0", "*") + match(1, 3, "1-0", "1-0") + match(2, 3, "1-0", "1/2-1/2")
    games[3] = replace(games[3], flag=Flag.CANCELLED)
    rows = {r.team: r for r in compute_team_standings(team_event(3, games)).rows}
    assert {t: (r.match_points, r.matches, r.board_points, r.remaining) for t, r in rows.items()} == {
        1: (2.0, 1, 2.0, 1), 2: (2.0, 1, 1.5, 1), 3: (0.0, 2, 0.5, 0),
    }


def test_board_table_is_an_individual_event_of_one_board() -> None:
    """The board-1 crosstable (games between players of board 1): 1.1 beat 2.1 and 3.1, 2.1 drew
    3.1 -> 1.1 (2), then 2.1 and 3.1 (0.5) -- the ICCF individual criteria apply (wins 0 each, SB
    0.25 each, drew each other): shared 2-3."""
    games = match(1, 2, "1-0", "0-1") + match(1, 3, "1-0", "1-0") + match(2, 3, "1/2-1/2", "1-0")
    board1 = board_data(team_event(3, games), 1)
    assert {e.board for e in board1.entries} == {1} and len(board1.games) == 3
    assert board1.tournament.tiebreaks == ("points", "wins", "sb", "h2h")
    rows = compute_standings(board1).rows
    assert [(r.place, r.no, r.points) for r in rows] == [("1", 1, 2.0), ("2-3", 3, 0.5), ("2-3", 5, 0.5)]


def test_team_criteria_are_checked() -> None:
    with pytest.raises(UnknownCriterion, match="'sb'.*match_points"):
        compute_team_standings(team_event(2, []), ("match_points", "sb"))
