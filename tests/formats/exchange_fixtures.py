"""A demo group with every state a crosstable cell can hold, for the exchange-format tests."""

from dataclasses import replace

from arbiter_app.rules.model import Flag, Result, TournamentData
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from tests.conftest import SKS_DEMO


def every_state_group(db: Database) -> TournamentData:
    """The SKŠ demo group with a default, a cancelled game, a time forfeit and a player named `=1+1`."""
    data = tournaments.load(db, SKS_DEMO)
    running = [g for g in data.games if g.result is Result.RUNNING]
    changed = {
        running[0]: replace(running[0], result=Result.WHITE_WIN, flag=Flag.DEFAULT),
        running[1]: replace(running[1], flag=Flag.CANCELLED),
        running[2]: replace(running[2], result=Result.BLACK_WIN, flag=Flag.TIME_EXCEEDED, moves=31),
    }
    games = tuple(changed.get(g, g) for g in data.games)
    entries = tuple(replace(e, player=replace(e.player, name="=1+1")) if e.no == 7 else e for e in data.entries)
    tournament = replace(data.tournament, code="CZE/SF/2025-X", name="Semifinále X – všechny stavy")
    return TournamentData(tournament, entries, games, data.teams)
