"""A player leaving a go event [003].

ČAGo's tournament rules know no kinds of withdrawal and no sanctions for one (those of [000 §7] are
the chess federation's, and bind his correspondence events, not a go event): the kind the arbiter
records describes how he left and changes nothing. The games he played stand; a game already drawn
that he will not come to is lost for him, as for a player more than an hour late [003 §4.4.4]; he is
drawn no more (rules.go.event), and his opponents' SOS count him with half the rounds he missed
[003 §3.3.3].
"""

from __future__ import annotations

from dataclasses import replace

from ..model import Flag, Game, Result, TournamentData


def games_lost_by_leaving(data: TournamentData, no: int) -> tuple[tuple[Game, Game], ...]:
    """(the game as it is, the game lost by `no` by default) for each drawn game of his without a
    result [003 §4.4.4]; a game with a result or a flag stays as it is."""
    return tuple(
        (g, replace(g, result=Result.BLACK_WIN if g.white == no else Result.WHITE_WIN, flag=Flag.DEFAULT))
        for g in data.games_of(no)
        if g.result is Result.RUNNING and g.flag is None
    )
