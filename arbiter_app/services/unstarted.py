"""Boards not started in time: a team's player who has not begun all his games within 30 days of the
start (SKŠ [000 §7.7g]; ICCF 2 months [001 §8.7d]), no substitute named: the team loses the games
on that board, each recorded as lost by default (D). The rule is rules.chess.substitutes.unstarted_boards.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from ..rules.model import TournamentData
from ..rules.results import is_finished
from ..rules.chess.substitutes import UnstartedBoard, unstarted_boards as find_unstarted
from ..rules.chess.withdrawal import GameChange
from ..storage import reading
from ..storage.mappers import game_values
from ..storage.writer import Writer
from .database import Changes, Database
from .teams import require_team_event
from ..i18n import date_text, tr, tr_plural

ACTION = "unstarted-boards"


class NothingToForfeit(ValueError):
    """No board whose player has certainly not begun: nothing was stored."""


def unstarted_boards(db: Database, code: str, on: date) -> tuple[UnstartedBoard, ...]:
    """The boards of team event `code` not started by `on` whose games are not all lost already (and
    those with games of unknown move count, for the arbiter to check); empty while the period runs."""
    with db.connection() as conn:
        data = reading.load_tournament(conn, code)
    require_team_event(data)
    return _open(data, on)


def _open(data: TournamentData, on: date) -> tuple[UnstartedBoard, ...]:
    """The boards still to settle: a board forfeited already (every game lost) is done."""
    return tuple(b for b in find_unstarted(data, on) if b.forfeits or not b.not_started)


def change_text(change: GameChange) -> str:
    """A planned loss as the arbiter reads it: "8-16 → 1-0 D"."""
    flag = f" {change.new.flag.value}" if change.new.flag else ""
    return f"{change.old.white}-{change.old.black} → {change.new.result.value}{flag}"


def forfeit_unstarted_boards(db: Database, code: str, on: date) -> Changes:
    """Every game on each board whose player has certainly not begun becomes lost by him with D, ended
    on `on`, in one audited action that `results.undo` takes back whole. Boards known only to have
    games of unknown move count are left for the arbiter."""
    from ..storage import repository  # the ORM's session: a change the Writer makes within it

    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        require_team_event(data)
        boards = [b for b in _open(data, on) if b.not_started]
        if not boards:
            raise NothingToForfeit(tr("unstarted.refused.none", code=code, on=date_text(on)))
        writer = Writer(session, ACTION, code)
        for board in boards:
            for change in board.forfeits:
                new = replace(change.new, ended=on) if is_finished(change.new) and change.new.ended is None else change.new
                key = {"tournament": code, "white": new.white, "black": new.black, "round": new.round or 1}
                writer.put("game", key, game_values(new))
    names = {e.no: e.player.name for e in data.entries}
    listed = "; ".join(tr_plural("corrections.unstarted.lost_board", len(b.forfeits), team=b.team, board=b.board, name=names[b.no],
                                 count=len(b.forfeits)) for b in boards)
    return Changes(ACTION, frozenset({code}), tr("corrections.unstarted.done", code=code, listed=listed), writer.batch)
