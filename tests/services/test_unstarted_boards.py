"""Boards not started within 30 days with no substitute named lose their games [000 §7.7g]: the
service on the demo team league (start 1 March 2025, SKŠ: deadline 31 March). Ťoupalová (16, team 4
board 4) has not moved: White vs 4 and 12 (0 moves), Black vs 8 (1 move: White's first only)."""

from datetime import date

import pytest

from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import results, tournaments, unstarted
from arbiter_app.storage.writer import Writer
from tests.conftest import ICCF_DEMO

TEAM_DEMO = "CZE/T4L1/2025"
ON = date(2025, 4, 1)


def not_begun(db) -> None:
    """Ťoupalová's three running games with the move counts of a player who never moved."""
    with db.transaction() as session:
        writer = Writer(session, "edit", TEAM_DEMO)
        for white, black, moves in ((8, 16, 1), (16, 4, 0), (16, 12, 0)):
            writer.put("game", {"tournament": TEAM_DEMO, "white": white, "black": black, "round": 1}, {"moves": moves})


def games_of_16(db):
    return {(g.white, g.black): (g.result, g.flag, g.ended) for g in tournaments.load(db, TEAM_DEMO).games_of(16)}


def test_the_board_is_listed_only_after_the_30_days(demo_db):
    not_begun(demo_db)
    assert unstarted.unstarted_boards(demo_db, TEAM_DEMO, date(2025, 3, 31)) == ()
    (board,) = unstarted.unstarted_boards(demo_db, TEAM_DEMO, ON)
    assert (board.team, board.board, board.no, len(board.not_started), board.unknown) == (4, 4, 16, 3, ())


def test_forfeit_gives_D_losses_in_one_undoable_action(demo_db):
    not_begun(demo_db)
    before = games_of_16(demo_db)
    change = unstarted.forfeit_unstarted_boards(demo_db, TEAM_DEMO, ON)
    assert change.action == "unstarted-boards" and change.tournaments == frozenset({TEAM_DEMO})
    assert games_of_16(demo_db) == {
        (8, 16): (Result.WHITE_WIN, Flag.DEFAULT, ON),
        (16, 4): (Result.BLACK_WIN, Flag.DEFAULT, ON),
        (16, 12): (Result.BLACK_WIN, Flag.DEFAULT, ON),
    }
    assert "team 4, board 4" in change.description and "Ťoupalová" in change.description
    results.undo(demo_db)
    assert games_of_16(demo_db) == before


def test_nothing_to_forfeit_and_individual_events_are_refused(demo_db):
    with pytest.raises(unstarted.NothingToForfeit, match="no board of CZE/T4L1/2025 to forfeit on 2025-04-01"):
        unstarted.forfeit_unstarted_boards(demo_db, TEAM_DEMO, ON)
    with pytest.raises(ValueError, match="is not a team event"):
        unstarted.unstarted_boards(demo_db, ICCF_DEMO, ON)
