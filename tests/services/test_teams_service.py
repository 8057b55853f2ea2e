"""Team and board crosstables of the demo team league (SKŠ 4-board league) [000 §6.3; 001 §7.3]."""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.services import substitutes, tournaments
from arbiter_app.services.teams import NotATeamEvent, UnknownBoard, board_crosstable, boards, team_crosstable
from tests.conftest import SKS_DEMO

TEAM_DEMO = "CZE/T4L1/2025"


def test_team_crosstable_match_cells_and_totals_000_6_3(demo_db) -> None:
    table = team_crosstable(tournaments.load(demo_db, TEAM_DEMO))
    assert table.teams == (1, 2, 3, 4)
    assert table.criteria == ("match_points", "board_points", "board_order")
    dukla, zdar, brno, ricany = table.lines
    assert dukla.name == "ŠK Dukla Praha" and ricany.name == "Šachy Říčany"
    # Dukla – Říčany: board 1 1-13 1-0, board 2 14-2 ½, board 3 3-15 1-0, board 4 16-4 running:
    # 2½ : ½ with one game left, 2½ > ½ + 1, so decided: 2 match points to 0.
    to_ricany = dukla.cells[3]
    assert (to_ricany.points, to_ricany.opponent_points, to_ricany.remaining, to_ricany.match_points) == (2.5, 0.5, 1, 2.0)
    assert to_ricany.text == "2½ (+1)" and ricany.cells[0].text == "½ (+1)" and ricany.cells[0].match_points == 0.0
    # Dukla – Žďár: ½, 0 (6-2 1-0), running, 1 (8-4 0-1) = 1½ : 1½ with one game left: open.
    assert dukla.cells[1].text == "1½ (+1)" and dukla.cells[1].match_points is None
    # Žďár – Brno: four draws, 2 : 2, finished: one match point each.
    assert zdar.cells[2].text == "2" and zdar.cells[2].match_points == 1.0 == brno.cells[1].match_points
    assert dukla.cells[0] is None  # the diagonal
    # Totals: Dukla 1½ (Žďár) + 1 (Brno: ½ + ½ + two running) + 2½ (Říčany) = 5 board points,
    # 2 match points (only the Říčany match is decided); Říčany ½ + 0 + 1 = 1½, 0 match points.
    assert (dukla.match_points, dukla.board_points, dukla.place) == (2.0, 5.0, "1")
    assert (ricany.match_points, ricany.board_points, ricany.place) == (0.0, 1.5, "4")
    assert dukla.boards == (1.5, 1.0, 1.0, 1.5)


def test_board_crosstable_lists_the_players_of_one_board_with_their_teams(demo_db) -> None:
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert boards(data) == (1, 2, 3, 4)
    board = board_crosstable(data, 1)
    assert [l.no for l in board.table.lines] == [1, 5, 9, 13]
    assert board.team_of[13] == "Šachy Říčany"
    first = board.table.lines[0]
    # No. 1 Štěpánek: ½ against 5, running against 9, 1 against 13 = 1½.
    assert first.cells == ("X", "½", "", "1") and first.score == 1.5


def test_board_crosstable_shows_a_substitute_beside_the_player_he_replaced(demo_db) -> None:
    substitutes.substitute(demo_db, TEAM_DEMO, 12, Player(PlayerId("990001"), "Lán, Bořek"), False, date(2025, 4, 1))
    board = board_crosstable(tournaments.load(demo_db, TEAM_DEMO), 4)
    assert [l.no for l in board.table.lines] == [4, 8, 12, 16, 17]
    lán = board.table.lines[-1]
    assert lán.name == "Lán, Bořek" and board.team_of[17] == "ŠK Lokomotiva Brno"
    # 12 keeps his two finished draws (with O); 17 took over the running game against 16.
    by_no = {l.no: l for l in board.table.lines}
    assert by_no[12].score == 1.0 and by_no[17].score == 0.0 and by_no[17].remaining == 1


def test_team_tables_refuse_an_individual_event_and_an_unknown_board(demo_db) -> None:
    with pytest.raises(NotATeamEvent):
        team_crosstable(tournaments.load(demo_db, SKS_DEMO))
    with pytest.raises(UnknownBoard, match="no board 5"):
        board_crosstable(tournaments.load(demo_db, TEAM_DEMO), 5)


def test_demo_league_colours_follow_the_team_rule_001_8_7g(demo_db) -> None:
    from arbiter_app.rules.pairing import team_board_colours

    data = tournaments.load(demo_db, TEAM_DEMO)
    team_of = {e.no: e.team for e in data.entries}
    board_of = {e.no: e.board for e in data.entries}
    # Team 1 has White on board 1 against the even-numbered teams 2 and 4, Black on board 2.
    pairs = {(g.white, g.black) for g in data.games}
    assert {(1, 5), (1, 13), (6, 2), (14, 2)} <= pairs
    for g in data.games:
        assert board_of[g.white] == board_of[g.black]
        assert team_board_colours(team_of[g.white], team_of[g.black], board_of[g.white]) == (team_of[g.white], team_of[g.black])
    assert len(data.games) == 24  # 6 matches × 4 boards
