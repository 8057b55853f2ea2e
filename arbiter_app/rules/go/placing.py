"""Knockout brackets round by round, with placing matches, and the places they decide.

[003 §3.1.4] "The winner of a match goes on, while his opponent either drops out of the event or goes
on fighting for the lower places." The setting `go_placing` says which losers play on:

- `none`: every loser is out; the losers of one round share the places they leave (5-8 for the
  losers of the quarterfinals of 8);
- `third`: as `none`, but the losers of the semifinals play a match for 3rd place;
- `all`: every loser plays on in a bracket of his own, so every place is played for (1-8 for 8).

A bracket is a row of places (a power of two) holding players or nothing (a bye). Adjacent places
meet; the winners go on in the upper half of the bracket's places, the losers (when they play on)
in a bracket of their own below them. Each bracket decides the places `first` .. `first` + its
players - 1, so a bracket with byes hands on no empty places. Every bracket halves in each round,
so all of them finish in the same round, the final's. A player alone in his bracket takes its
first place without play; a player whose neighbour is a bye goes on without play (a pass). A
placing bracket in which no two neighbours are both players (byes of the first round leave such
gaps among the losers) closes up first, so that its players meet at once instead of passing.

Everything after the first round follows from the first round's bracket and the winners, so the
bracket is not stored: it is replayed from the drawn first round and the results.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping, Sequence

from ...i18n import tr
from ..codes import Code
from .knockout import Match
from .round import GoRound
from ..model import TournamentData
from ..results import points
from ..standings import StandingRow, Standings


class Placing(Code):
    """Which losers of a knockout play on for the lower places [003 §3.1.4]."""

    NONE = "none"
    """Every loser is out; the losers of a round share their places."""
    THIRD = "third"
    """The semifinal losers play a match for 3rd place; the other losers share their places."""
    ALL = "all"
    """Every place is played for: the losers of each round play on in their own bracket."""

    @classmethod
    def of(cls, settings: Mapping[str, object]) -> Placing:
        """The event's setting `go_placing` (default none); ValueError naming a bad value."""
        try:
            return cls.parse(str(settings.get("go_placing", cls.NONE.value)))
        except ValueError as e:
            raise ValueError(tr("rules.setting_value", setting="go_placing", problem=e)) from None


@dataclass(frozen=True)
class Bracket:
    """Places of a knockout that still play: `slots` in bracket order (None: a bye) [003 §3.1.4]."""

    first: int
    """The best place this bracket decides."""
    slots: tuple[int | None, ...]
    sources: tuple[int, ...]
    """Per slot: the seed (first round) or the board of the round before the player came from."""
    losers: bool = False
    """The slots hold the losers of the boards in `sources` (a placing bracket's first round)."""

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(no for no in self.slots if no is not None)

    @property
    def last(self) -> int:
        return self.first + len(self.players) - 1


@dataclass(frozen=True)
class KnockoutMatch:
    """One match of a round (`black` None: `white` goes on without play) and what it decides."""

    board: int
    white: int
    black: int | None
    first: int
    last: int
    """The places of the match's bracket: 1 and the field size for the main bracket's first round,
    1-2 for the final, 3-4 for the match for 3rd place."""
    from_white: int
    from_black: int
    """The seeds (first round) or the boards of the round before the two players came from."""
    losers: bool = False


def first_bracket(first_round: Sequence[Match], seeds: Sequence[tuple[int, int]] = ()) -> Bracket:
    """The main bracket from the first round's matches in board order (`go_knockout.first_round`),
    with the two seeds of each match when known."""
    slots = tuple(no for m in first_round for no in (m.white, m.black))
    sources = tuple(s for pair in seeds for s in pair) or (0,) * len(slots)
    return Bracket(1, slots, sources)


def round_matches(brackets: Sequence[Bracket]) -> tuple[KnockoutMatch, ...]:
    """The matches of a round: neighbouring places of each bracket meet, the main bracket first,
    then the placing brackets from the best places down; boards numbered on through the brackets
    (a pass takes a board number too, so that the next round can name it) [003 §3.1.4]."""
    matches: list[KnockoutMatch] = []
    for b in brackets:
        for k in range(0, len(b.slots), 2):
            present = [(no, src) for no, src in zip(b.slots[k:k + 2], b.sources[k:k + 2]) if no is not None]
            if not present:
                continue
            (white, from_white), (black, from_black) = present[0], present[1] if len(present) == 2 else (None, 0)
            assert white is not None
            matches.append(KnockoutMatch(len(matches) + 1, white, black, b.first, b.last, from_white, from_black,
                                         b.losers))
    return tuple(matches)


def _closed_up(b: Bracket) -> Bracket:
    """The bracket halved while no two of its neighbouring places both hold a player: such a round
    would be passes only, so its players meet now rather than a round later."""
    while all(a is None or c is None for a, c in zip(b.slots[0::2], b.slots[1::2])):
        pairs = list(zip(zip(b.slots[0::2], b.slots[1::2]), zip(b.sources[0::2], b.sources[1::2])))
        b = replace(b, slots=tuple(c if a is None else a for (a, c), _ in pairs),
                    sources=tuple(sc if a is None else sa for (a, _), (sa, sc) in pairs))
    return b


class NoWinner(ValueError):
    """A match of the round has no winner yet (no result, or a jigo to be replayed)."""

    def __init__(self, board: int) -> None:
        super().__init__(f"board {board} has no winner")
        self.board = board


def advance(brackets: Sequence[Bracket], winners: Mapping[frozenset[int], int],
            placing: Placing) -> tuple[tuple[Bracket, ...], dict[int, tuple[int, int]]]:
    """The brackets of the next round and the places settled by this round's `winners` (winner by
    the pair of players) [003 §3.1.4]. NoWinner names the first board without a winner."""
    by_pair = {(m.white, m.black): m.board for m in round_matches(brackets)}
    following: list[Bracket] = []
    settled: dict[int, tuple[int, int]] = {}
    for b in brackets:
        won: list[int | None] = []
        lost: list[int | None] = []
        boards: list[int] = []
        for a, c in zip(b.slots[0::2], b.slots[1::2]):
            if a is None or c is None:
                present = c if a is None else a
                won.append(present)
                lost.append(None)
                boards.append(by_pair[(present, None)] if present is not None else 0)
                continue
            board = by_pair[(a, c)]
            if frozenset((a, c)) not in winners:
                raise NoWinner(board)
            w = winners[frozenset((a, c))]
            won.append(w)
            lost.append(c if w == a else a)
            boards.append(board)
        upper = Bracket(b.first, tuple(won), tuple(boards))
        lower = Bracket(upper.last + 1, tuple(lost), tuple(boards), losers=True)
        plays_on = placing is Placing.ALL or (placing is Placing.THIRD and b.first == 1 and len(b.slots) == 4)
        for part, goes_on in ((upper, True), (lower, plays_on)):
            if not part.players:
                continue
            if not goes_on or len(part.players) == 1:
                settled.update({no: (part.first, part.last) for no in part.players})
            else:
                following.append(_closed_up(part))
    return tuple(sorted(following, key=lambda b: b.first)), settled


@dataclass(frozen=True)
class KnockoutState:
    """A knockout replayed from its first round: the rounds' matches, what is settled, what plays."""

    rounds: tuple[tuple[KnockoutMatch, ...], ...]
    """The matches of each round replayed (the last one may still lack winners)."""
    active: tuple[Bracket, ...]
    """The brackets of the round after the last decided one (empty: everything is decided)."""
    places: Mapping[int, tuple[int, int]]
    """The places settled so far: (5, 5), or (5, 8) shared by the losers of a round without placing."""
    decided: int
    """Rounds with a winner on every board."""
    undecided: tuple[int, ...] = field(default=())
    """Boards of round `decided` + 1 without a winner (when that round is drawn)."""

    def place(self, no: int) -> tuple[int, int] | None:
        """Settled place, or the range of the bracket the player still plays in."""
        if no in self.places:
            return self.places[no]
        return next(((b.first, b.last) for b in self.active if no in b.slots), None)


def replay(main: Bracket, placing: Placing, winners: Sequence[Mapping[frozenset[int], int]]) -> KnockoutState:
    """Play the bracket through the rounds whose winners are given (one mapping per drawn round),
    stopping at the first round with a board still without a winner [003 §3.1.4]."""
    brackets: tuple[Bracket, ...] = (main,)
    places: dict[int, tuple[int, int]] = {}
    rounds = []
    for number, round_winners in enumerate(winners, start=1):
        if not brackets:
            break
        rounds.append(round_matches(brackets))
        try:
            brackets, settled = advance(brackets, round_winners, placing)
        except NoWinner:
            undecided = tuple(m.board for m in rounds[-1]
                              if m.black is not None and frozenset((m.white, m.black)) not in round_winners)
            return KnockoutState(tuple(rounds), brackets, places, number - 1, undecided)
        places.update(settled)
    return KnockoutState(tuple(rounds), brackets, places, len(rounds))


def place_text(place: tuple[int, int]) -> str:
    """"5" or "5-8" (shared), as standings print a place."""
    return str(place[0]) if place[0] == place[1] else f"{place[0]}-{place[1]}"


# --- a stored event -----------------------------------------------------------------------------

def knockout_state(data: TournamentData, rounds: Sequence[GoRound]) -> KnockoutState | None:
    """The bracket of a knockout event replayed from its drawn rounds and results (None before the
    first round is drawn); a jigo is no winner (the match is replayed [docs/go-events.md]) [003 §3.1.4]."""
    drawn = sorted((r for r in rounds if r.drawn), key=lambda r: r.number)
    if not drawn or drawn[0].number != 1:
        return None
    first = sorted([(b.board, Match(b.white, b.black)) for b in drawn[0].boards]
                   + [(board, Match(no, None)) for board, no in drawn[0].passes])
    winners: list[dict[frozenset[int], int]] = [{} for _ in drawn]
    for g in data.games:
        if g.round is not None and 1 <= g.round <= len(drawn):
            for no in (g.white, g.black):
                if points(g, no) == 1:
                    winners[g.round - 1][frozenset((g.white, g.black))] = no
    return replay(first_bracket([m for _, m in first]), Placing.of(data.tournament.settings), winners)


def knockout_standings(data: TournamentData, rounds: Sequence[GoRound], scores: Mapping[int, float]) -> Standings:
    """The standings of a knockout: each player's place as the matches decide it [003 §3.1.4];
    players out in the same round without placing matches share their places ("5-8"), players
    still playing the range of their bracket. No criteria: the matches decide. Players outside the
    bracket (entered after the draw) come last without a place."""
    state = knockout_state(data, rounds)
    field_size = len([e for e in data.entries if e.withdrawal is None])
    played: dict[int, int] = dict.fromkeys(scores, 0)
    running: dict[int, int] = dict.fromkeys(scores, 0)
    for g in data.games:
        for no in (g.white, g.black):
            if points(g, no) is None:
                running[no] += 1
            else:
                played[no] += 1

    def place(no: int) -> tuple[int, int] | None:
        return state.place(no) if state is not None else (1, field_size)

    order = sorted(data.entries, key=lambda e: (place(e.no) or (len(data.entries) + 1, 0), e.no))
    rows = tuple(StandingRow(place_text(p) if (p := place(e.no)) else "", e.no, scores[e.no], played[e.no],
                             running[e.no], {}) for e in order)
    return Standings(("points",), rows)
