"""A ČAGo round robin whose games came without its rounds (an exchange file without `go_rounds`: an
event kept as a table, or a file written before the rounds were recorded): its games placed in the
rounds of Schurig's table [003 §3.2.1] and those rounds taken as drawn, so that the games count in
the standings [003 §3.3] and the event goes on round by round.

A game's `round` is read as follows:
- a round of the table in which its two players meet with these colours: kept (a go round);
- else a cycle (1, or 2 in a double round robin; a table's reading, where `round` defaults to 1):
  the round of that cycle in which the pair meets, colours as recorded;
- else refused, naming the game.
Every round up to the last one with a game is drawn as `go-draw` draws it (no lot: seed 0; the
table's boards; an odd field's free player has the bye). A table game of those rounds missing from
the file is added without a result, as the draw would have stored it, unless one of its players has
withdrawn (his game is then not drawn: the `free` reading of rules.go.round_robin).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .event import contenders
from .round import GoRound
from .pairing import Board, Reason, Why
from .round_robin import table_length, table_round
from ..model import Game, StartNo, TournamentData


@dataclass(frozen=True)
class RecordedTable:
    """The games in their table rounds, the rounds drawn, and the games that fit no round:
    (index in `data.games`, why)."""

    games: tuple[Game, ...]
    rounds: tuple[GoRound, ...]
    problems: tuple[tuple[int, str], ...]


def place_in_table(data: TournamentData) -> RecordedTable:
    """The games of the round robin `data` placed in the rounds of Schurig's table, and the rounds
    up to the last one with a game drawn (module docstring) [003 §3.2.1]."""
    numbers = sorted(int(e.no) for e in data.entries)
    cycles = data.tournament.rounds
    length = table_length(len(numbers), cycles)
    meetings: dict[frozenset[int], list[tuple[int, tuple[int, int]]]] = {}
    for k in range(1, length + 1):
        for colours in table_round(numbers, k)[0]:
            meetings.setdefault(frozenset(colours), []).append((k, colours))
    placed: list[Game] = []
    problems: list[tuple[int, str]] = []
    taken: set[tuple[int, frozenset[int]]] = set()
    for i, g in enumerate(data.games):
        pair = frozenset((int(g.white), int(g.black)))
        rounds = meetings.get(pair, [])
        number = next((k for k, colours in rounds if k == g.round and colours == (g.white, g.black)), None)
        if number is None and 1 <= (g.round or 1) <= len(rounds):
            number = rounds[(g.round or 1) - 1][0]  # the round of that cycle
        if number is None:
            where = ", ".join(str(k) for k, _ in rounds) or "no round"
            problems.append((i, f"players {g.white} and {g.black} meet in round {where} of Schurig's table "
                                f"[003 §3.2.1], not in round {g.round}"))
            continue
        if (number, pair) in taken:
            problems.append((i, f"game {g.white}-{g.black} falls in round {number} of the table, "
                                f"as an earlier game of the pair does"))
            continue
        taken.add((number, pair))
        placed.append(replace(g, round=number))
    if problems:
        return RecordedTable(tuple(placed), (), tuple(problems))
    return _drawn(data, numbers, placed)


def _drawn(data: TournamentData, numbers: list[int], placed: list[Game]) -> RecordedTable:
    withdrawn = {e.no for e in data.entries if e.withdrawal is not None}
    games = list(placed)
    rounds: list[GoRound] = []
    for k in range(1, max((g.round or 0 for g in placed), default=0) + 1):
        # The scores before the round annotate the reasons, as the draw's do.
        before = replace(data, games=tuple(g for g in games if (g.round or 0) < k))
        scores = {c.no: c.score for c in contenders(before, rounds, k)}
        played = {frozenset((int(g.white), int(g.black))): g for g in games if g.round == k}
        pairs, free = table_round(numbers, k)
        boards: list[Board] = []
        for board, (w, b) in enumerate(pairs, start=1):
            game = played.get(frozenset((w, b)))
            if game is None:
                if {w, b} & withdrawn:
                    continue
                game = Game(StartNo(w), StartNo(b), round=k)
                games.append(game)
            boards.append(Board(board, game.white, game.black,
                                Reason(Why.TABLE, scores.get(game.white, 0.0), scores.get(game.black, 0.0))))
        bye = free if free is not None and free not in withdrawn else None
        rounds.append(GoRound(k, seed=0, bye=bye, boards=tuple(boards),
                              bye_reason=Reason(Why.TABLE, scores.get(bye, 0.0)) if bye is not None else None))
    return RecordedTable(tuple(games), tuple(rounds), ())
