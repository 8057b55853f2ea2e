"""The rounds of an EGD tournament table as a go event's games and rounds (docs/exchange-formats.md).

Each game stands on both players' lines; the two entries must agree: the opponent named back, the
colours opposite, the same stones, results that fit (`+`/`-` a win, `=`/`=` jigo, `-`/`-` a game both
lost [003 §4.4.4], `?`/`?` no result yet). `!` on either marks a result the arbiter set: a win by
default (flag D). A colour written on one line only is taken for both; where neither line has one,
the player numbered first (the earlier line) is White. A round without a game: `0+` the bye (one a round),
`0-`, `0=` or `0?` a round the player sat out (excused [003 §3.2]; scored 0, his opponents' SOS
counting half of it [003 §3.3.3], where OpenGotha scores it ½). Every disagreement is a problem that
names both lines; the caller stores nothing then.

Rounds nobody played (`unplayed_rounds`): OpenGotha writes a column for every round the event was
set up with, `0-` for everybody in those not yet (or never) played. Such rounds at the end are not
rounds of the event: they are dropped, with a note; such a round in the middle is kept (everybody
excused) and noted. A round whose games all wait for their result (`4?/b0`) is a drawn round: its
pairings are kept and its results open, so that the event continues here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..rules.go.round import GoRound
from ..rules.go.pairing import Board, Reason, Why
from ..rules.model import Flag, Game, Result, StartNo
from ..i18n import tr, tr_plural
from .egd import EgdEntry, EgdPlayer, EgdTable
from .problems import Note, Problem

_RESULTS = {("+", "-"): Result.WHITE_WIN, ("-", "+"): Result.BLACK_WIN, ("=", "="): Result.DRAW,
            ("-", "-"): Result.BOTH_LOSE, ("?", "?"): Result.RUNNING}
"""(White's mark, Black's mark) -> the result."""
IMPORTED = Reason(Why.IMPORTED, 0.0, 0.0)


@dataclass(frozen=True)
class EventRounds:
    games: tuple[Game, ...]
    rounds: tuple[GoRound, ...]


def unplayed_rounds(table: EgdTable) -> EgdTable:
    """`table` without its trailing rounds that hold `0-` for every player, with a note of them and of
    every round in the middle nobody played (all `0-`, `0=` or `0?`)."""
    def nobody_played(number: int, marks: str) -> bool:
        cells = [p.entries[number - 1] if len(p.entries) >= number else None for p in table.players]
        return bool(cells) and all(e is not None and e.opponent == 0 and e.mark in marks for e in cells)

    kept = table.rounds
    while kept > 0 and nobody_played(kept, "-"):
        kept -= 1
    notes = list(table.notes)
    if kept < table.rounds:
        dropped = table.rounds - kept
        notes.append(Note("file", tr_plural("exchange.egd.note.rounds_dropped", dropped, count=dropped, first=kept + 1, last=table.rounds)))
    middle = [str(n) for n in range(1, kept + 1) if nobody_played(n, "-=?")]
    if middle:
        notes.append(Note("file", tr_plural("exchange.egd.note.rounds_unplayed", len(middle), rounds=", ".join(middle))))
    if kept == table.rounds and not middle:
        return table
    players = tuple(replace(p, rounds=p.rounds[:kept]) for p in table.players)
    return replace(table, players=players, rounds=kept, notes=tuple(notes))


def event_rounds(table: EgdTable) -> tuple[EventRounds, list[Problem]]:
    """The games and rounds of `table`, the players numbered as the entries call them (EgdPlayer.num)."""
    problems: list[Problem] = []
    by_num = {p.num: p for p in table.players}
    games: list[Game] = []
    rounds: list[GoRound] = []
    for number in range(1, table.rounds + 1):
        entries = {p.num: p.entries[number - 1] for p in table.players if len(p.entries) >= number}
        boards: list[Board] = []
        byes = [p for p in table.players if entries.get(p.num, EgdEntry(-1, "")).opponent == 0 and entries[p.num].mark == "+"]
        excused = frozenset(no for no, e in entries.items() if e.opponent == 0 and e.mark != "+")
        if len(byes) > 1:
            problems.append(Problem(f"line {byes[1].line}", tr("exchange.egd.problem.second_bye", round=number, line=byes[0].line)))
        for no, e in entries.items():
            back = entries.get(e.opponent)
            if e.opponent == 0 or e.opponent < no and back is not None and back.opponent == no:
                continue  # a round without a game, or a game taken from the earlier line
            where = f"line {by_num[no].line}"
            if e.opponent not in by_num or e.opponent == no:
                problems.append(Problem(where, tr("exchange.egd.problem.no_opponent", round=number, line=e.opponent, players=len(by_num))))
                continue
            game = _game(number, by_num[no], e, by_num[e.opponent], back, problems)
            if game is not None:
                games.append(game[0])
                boards.append(Board(len(boards) + 1, game[0].white, game[0].black, IMPORTED, game[1]))
        bye = byes[0].num if byes else None
        rounds.append(GoRound(number, excused, bye, seed=0, boards=tuple(boards),
                              bye_reason=IMPORTED if bye is not None else None))
    return EventRounds(tuple(games), tuple(rounds)), problems


def _game(number: int, p: EgdPlayer, e: EgdEntry, q: EgdPlayer, f: EgdEntry | None, problems: list[Problem]) -> tuple[Game, int | None] | None:
    """The game of `p` (entry `e`, normally the earlier line) and `q` (entry `f`) in round `number`,
    with its stones."""
    where = f"lines {p.line} and {q.line}, round {number}"
    if f is None or f.opponent != p.num:
        said = tr("exchange.egd.problem.nothing") if f is None else f"{f.opponent}{f.mark}"
        problems.append(Problem(f"line {p.line}", tr("exchange.egd.problem.not_named_back", round=number, num=q.num, line=q.line, said=said)))
        return None
    if e.colour is not None and e.colour == f.colour:
        problems.append(Problem(where, tr("exchange.egd.problem.both_white" if e.colour == "w" else "exchange.egd.problem.both_black")))
        return None
    if e.stones is not None and f.stones is not None and e.stones != f.stones:
        problems.append(Problem(where, tr("exchange.egd.problem.stones", first=e.stones, second=f.stones)))
        return None
    p_white = e.colour == "w" or f.colour == "b" or (e.colour is None and f.colour is None)
    white, black = (p, q) if p_white else (q, p)
    marks = (e.mark, f.mark) if p_white else (f.mark, e.mark)
    result = _RESULTS.get(marks)
    if result is None:
        problems.append(Problem(where, tr("exchange.egd.problem.results", line=p.line, mark=e.mark, other=q.line, other_mark=f.mark)))
        return None
    by_default = e.by_default or f.by_default
    if by_default and result in (Result.DRAW, Result.RUNNING):
        problems.append(Problem(where, tr("exchange.egd.problem.by_default")))
        return None
    flag = Flag.DEFAULT if by_default and result in (Result.WHITE_WIN, Result.BLACK_WIN) else None
    stones = e.stones if e.stones is not None else f.stones
    return Game(StartNo(white.num), StartNo(black.num), result, flag, round=number), stones
