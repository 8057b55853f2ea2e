"""A ČAGo round robin drawn round by round from Schurig's table [003 §3.2, §3.2.1].

The table (`schurig.schurig_rounds`) fixes every round: the players by starting number take the
table's places 1 … n, the colours are the table's, reversed in every second cycle; for an odd n the
player the table leaves free has the bye of that round. A player excused from a round is left out of
its draw [003 §3.2]; what happens to the game the table gives him that round is the TD's choice
(setting `go_excused_game`, docs/go-events.md):
- `postponed` (default): the game stays in its round, marked postponed; it does not hold up the next
  round's draw and its result is entered when it has been played;
- `default`: the excused player loses it by default and his opponent wins without play; if both are
  excused the game is not played and counts for nobody.
A withdrawn player is left out of every round drawn after his withdrawal, as in the other systems;
his table games of those rounds are settled by the setting `go_withdrawn_game`:
- `free` (default): not drawn; his opponent has a free round (no game, no points), as if the place
  in the table were empty; the withdrawn player has missed the round [003 §3.3.3];
- `default`: his opponent wins by default, entered with the draw.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..codes import Code
from .pairing import Board, Reason, Why
from ..model import Flag, Game, Result, StartNo
from .schurig import schurig_rounds


class ExcusedGame(Code):
    """What becomes of the table's game of a player excused from its round [003 §3.2]."""

    POSTPONED = "postponed"
    DEFAULT = "default"


class WithdrawnGame(Code):
    """What becomes of the table's games of a withdrawn player in the rounds drawn after he left [003 §3.3.3]."""

    FREE = "free"
    DEFAULT = "default"


def table_length(n: int, cycles: int = 1) -> int:
    """Rounds of an `n`-player round robin of `cycles` cycles: n − 1 a cycle (n for an odd n) [003 §3.2.1]."""
    return len(schurig_rounds(n)) * cycles if n >= 2 else 0


def table_round(numbers: Sequence[int], number: int) -> tuple[tuple[tuple[int, int], ...], int | None]:
    """Round `number` of the table for the players `numbers` (in starting-number order): the
    (white, black) pairs, board 1 first, and the free player of an odd field (else None). Rounds past
    the first cycle repeat the table with the colours reversed [003 §3.2.1]."""
    table = schurig_rounds(len(numbers))
    cycle, k = divmod(number - 1, len(table))
    pairs = tuple((numbers[w - 1], numbers[b - 1]) for w, b in table[k])
    if cycle % 2:
        pairs = tuple((b, w) for w, b in pairs)
    free = set(numbers) - {no for pair in pairs for no in pair}
    return pairs, (free.pop() if free else None)


def whole_table_cycles(numbers: Sequence[int], rounds: Sequence[Iterable[tuple[int, int]]]) -> int | None:
    """The cycles (1 or 2) when the (white, black) pairs of `rounds` are a whole round robin of the
    players `numbers`, in whatever order of rounds and colours another program drew it: every
    player meets every other exactly once a cycle, in as many rounds as the table has
    [003 §3.2.1]; else None. Each round then has every player on a board but, in an odd field, one
    (the table's free player), so that no player had a bye the table does not give."""
    met = Counter(frozenset(pair) for pairs in rounds for pair in pairs)
    n, counts = len(numbers), set(met.values())
    if len(counts) != 1 or len(met) != n * (n - 1) // 2 or not all(len(p) == 2 and p <= set(numbers) for p in met):
        return None
    cycles = counts.pop()
    return cycles if cycles in (1, 2) and len(rounds) == table_length(n, cycles) else None


def off_table_round(numbers: Sequence[int], cycles: int, drawn: Sequence[tuple[int, Iterable[tuple[int, int]]]]) -> int | None:
    """The first of the `drawn` rounds (number, its (white, black) pairs) whose boards are not pairs
    of that round of the table for `numbers` and `cycles` [003 §3.2.1] (None: every drawn round
    is the table's, colours aside), so that the rounds still to draw from the table repeat no game."""
    length = table_length(len(numbers), cycles)
    for number, pairs in drawn:
        table = {frozenset(pair) for pair in table_round(numbers, number)[0]} if number <= length else set()
        if any(frozenset(pair) not in table for pair in pairs):
            return number
    return None


@dataclass(frozen=True)
class TableRound:
    """A drawn round of the round robin: its boards (with the reason of each), the games to store,
    and the free player."""

    boards: tuple[Board, ...]
    games: tuple[Game, ...]
    bye: int | None
    bye_reason: Reason | None


def draw_table_round(numbers: Sequence[int], number: int, excused: frozenset[int], policy: ExcusedGame,
                     scores: dict[int, float], withdrawn: frozenset[int] = frozenset(),
                     withdrawn_policy: WithdrawnGame = WithdrawnGame.FREE) -> TableRound:
    """Round `number` as the table gives it [003 §3.2.1], with the excused and withdrawn players left
    out of the draw [003 §3.2]: an excused player's games postponed or lost by default by `policy`, a
    withdrawn player's not drawn (his opponent free) or lost by default by `withdrawn_policy`.
    `scores` (points before the round) only annotate the reasons."""
    pairs, free = table_round(numbers, number)
    boards: list[Board] = []
    games: list[Game] = []
    for k, (w, b) in enumerate(pairs, start=1):
        gone = [no for no in (w, b) if no in withdrawn]
        absent = gone or [no for no in (w, b) if no in excused]
        game = Game(StartNo(w), StartNo(b), round=number)
        if gone and (withdrawn_policy is WithdrawnGame.FREE or len(absent) == 2):
            continue  # not drawn: the opponent has a free round, the withdrawn player missed it
        if gone:
            why = Why.WITHDRAWN
            result = Result.BLACK_WIN if absent[0] == w else Result.WHITE_WIN
            game = Game(StartNo(w), StartNo(b), result, flag=Flag.DEFAULT, round=number)
        elif not absent:
            why = Why.TABLE
        elif policy is ExcusedGame.POSTPONED:
            why = Why.POSTPONED
        elif len(absent) == 2:
            continue  # neither plays: no game, each misses the round [003 §3.3.3]
        else:
            why = Why.DEFAULT
            result = Result.BLACK_WIN if absent[0] == w else Result.WHITE_WIN
            game = Game(StartNo(w), StartNo(b), result, flag=Flag.DEFAULT, round=number)
        boards.append(Board(k, w, b, Reason(why, scores.get(w, 0.0), scores.get(b, 0.0),
                                            from_white=absent[0] if absent else 0)))
        games.append(game)
    if free in excused or free in withdrawn:
        free = None  # absent anyway: no bye
    bye_reason = Reason(Why.TABLE, scores.get(free, 0.0)) if free is not None else None
    return TableRound(tuple(boards), tuple(games), free, bye_reason)
