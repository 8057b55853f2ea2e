"""How each game state counts: the one table of results and flags (docs/results-and-flags.md).

| state                        | points              | played game | remaining (RG) |
|------------------------------|---------------------|-------------|----------------|
| running `*`, no flag         | none yet            | no          | yes            |
| 1-0 / ½-½ / 0-1, no flag     | 1 / ½ / 0           | yes         | no             |
| 0-0 (both lose)              | 0 to each           | no (no play)| no             |
| A with `*` (pending)         | none yet            | no          | yes            |
| A with a result              | the adjudicated one | yes         | no             |
| C (any result)               | none, for nobody    | no          | no             |
| D with 1-0 / 0-1             | 1 to the winner     | no (no play)| no             |
| E with 1-0 / 0-1             | normal loss on time | yes         | no             |
| O with a result              | normal result       | yes         | no             |

References: results 1 / ½ / 0 [000 §6.1]; both lose, a game the TD declares lost for both players
who came too late [003 §4.4.4]; A, C, D [000 §7.3–7.5; 001 §8]; E and O as ICCF prints
them (DOMAIN.md §1). How a default counts in tie-breaks is a rule-set setting (see tiebreaks).
"""

from __future__ import annotations

from ..i18n import tr
from .model import Flag, Game, Result

_POINTS = {
    Result.WHITE_WIN: (1.0, 0.0),
    Result.BLACK_WIN: (0.0, 1.0),
    Result.DRAW: (0.5, 0.5),
    Result.BOTH_LOSE: (0.0, 0.0),
}


class InvalidGame(ValueError):
    """A game whose result and flag do not fit together (e.g. a default without a winner)."""


def check_game(game: Game) -> None:
    """Raise InvalidGame when the result and flag contradict each other [000 §7.3–7.5]."""
    if game.white == game.black:
        raise InvalidGame(tr("results.invalid.self", no=game.white))
    if game.flag in (Flag.DEFAULT, Flag.TIME_EXCEEDED) and game.result not in (
        Result.WHITE_WIN,
        Result.BLACK_WIN,
    ):
        raise InvalidGame(tr("results.invalid.flag_winner", flag=game.flag.value, result=game.result.value))
    if game.flag is Flag.ORIGINAL_PLAYER and game.result is Result.RUNNING:
        raise InvalidGame(tr("results.invalid.flag_o"))


def is_cancelled(game: Game) -> bool:
    """A cancelled game counts for nobody [000 §7.3b]."""
    return game.flag is Flag.CANCELLED


def is_finished(game: Game) -> bool:
    """The game has a result that counts (points are awarded) [000 §6.1; A adjudicated: §7.3a]."""
    return not is_cancelled(game) and game.result is not Result.RUNNING


def is_remaining(game: Game) -> bool:
    """Still to be decided: running, or an adjudication pending [000 §7.3a] (counted in RG)."""
    return not is_cancelled(game) and game.result is Result.RUNNING


def is_default(game: Game) -> bool:
    """Won without play by the opponent of a withdrawn player [000 §7.4]."""
    return game.flag is Flag.DEFAULT and is_finished(game)


def is_both_lost(game: Game) -> bool:
    """Lost by both players without play [003 §4.4.4]: 0 points each, and for each a round he did not
    play (no opponent in SOS and its kin, a missed round for [003 §3.3.3])."""
    return game.result is Result.BOTH_LOSE and is_finished(game)


def is_played(game: Game) -> bool:
    """Finished over the board: a result that counts and was neither a default [000 §7.4] nor lost
    by both [003 §4.4.4]."""
    return is_finished(game) and not is_default(game) and not is_both_lost(game)


def recorded_points(game: Game, no: int) -> float | None:
    """Points of player `no` by the recorded result alone, flags aside (None while running) [000 §6.1]."""
    if game.result is Result.RUNNING:
        return None
    white, black = _POINTS[game.result]
    if no == game.white:
        return white
    if no == game.black:
        return black
    raise ValueError(tr("rules.not_in_game", no=no, white=game.white, black=game.black))


def points(game: Game, no: int) -> float | None:
    """Points of player `no` in `game` [000 §6.1], or None while it gives no points (running, pending,
    cancelled [000 §7.3b])."""
    if not is_finished(game):
        return None
    return recorded_points(game, no)


def game_points(game: Game) -> tuple[float, float] | None:
    """(white's, black's) points in `game` [000 §6.1], or None while it gives no points (running,
    pending, cancelled [000 §7.3b]): `points` of both players at once, for loops over every game."""
    if not is_finished(game):
        return None
    return _POINTS[game.result]


def cell_text(game: Game, no: int) -> str:
    """The crosstable cell for player `no` as ICCF prints it: `1`, `½`, `0`, `1D`, `0E`, `1A`, `-C`,
    `1O`; an empty string for a running game and `A` for a pending adjudication (DOMAIN.md §1); `0-0`
    for a game both lost [003 §4.4.4], which a plain `0` would pass off as a game played."""
    if is_cancelled(game):
        return "-C"
    if is_both_lost(game):
        return Result.BOTH_LOSE.value
    p = points(game, no)
    if p is None:
        return "A" if game.flag is Flag.ADJUDICATED else ""
    text = {1.0: "1", 0.5: "½", 0.0: "0"}[p]
    return text + (game.flag.value if game.flag else "")
