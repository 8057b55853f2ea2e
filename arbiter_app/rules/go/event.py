"""A go event round by round: the settings, the state before a round's draw, the scores and the
index that the tie-break criteria read.

A round is its games (`Game.round` = the round), the players excused from it [003 §3.2] and the bye.
Scores: a win 1, jigo ½, a loss 0; the bye 1 (a win without play: `bye_points`); an excused round 0.
In a McMahon event the score is the MM score: the initial MM score from the rank, bar and floor, plus
the points [003 §3.1.3]. For SOS, SDOS and SSOS an opponent who missed rounds counts with his score
plus half the rounds he missed, rounded down [003 §3.3.3] (a withdrawn player misses every round drawn
without him); a bye is not a missed round.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ...i18n import tr
from .pairing import Board, Colours, Contender, Why
from .placing import knockout_standings
from .round import GoRound
from .ranks import handicap, mcmahon_start, strength
from .round_robin import ExcusedGame, WithdrawnGame, off_table_round, whole_table_cycles
from ..model import Game, PairingSystem, Result, Tournament, TournamentData
from ..results import is_remaining
from ..standings import Standings, compute_standings, default_criteria
from ..tiebreaks import ResultIndex


@dataclass(frozen=True)
class GoSettings:
    """The go options of a tournament's settings (docs/go-events.md)."""

    bar: str | None = None
    floor: str | None = None
    club_rule: bool = True
    colours: Colours = Colours.RANK
    bye_points: float = 1.0
    handicap_reduction: int | None = None
    """None: even games; else handicaps by rank difference less this reduction (go_ranks.handicap)."""
    handicap_max: int = 9
    komi: float = 6.5
    """Komi of an even game (setting `komi`; 6.5 by the EGF's Japanese-style rules)."""
    handicap_komi: float = 0.5
    """Komi of a handicap game (setting `go_handicap_komi`): only the half point that rules out jigo."""
    excused_game: ExcusedGame = ExcusedGame.POSTPONED
    """Round robin: what becomes of the table's game of an excused player (rules.go.round_robin)."""
    withdrawn_game: WithdrawnGame = WithdrawnGame.FREE
    """Round robin: what becomes of a withdrawn player's table games (rules.go.round_robin)."""

    @classmethod
    def of(cls, t: Tournament) -> GoSettings:
        s = t.settings
        bar, floor = s.get("mcmahon_bar"), s.get("mcmahon_floor")
        reduction = s.get("go_handicap_reduction")
        for name, value in (("mcmahon_bar", bar), ("mcmahon_floor", floor)):
            if value is not None:
                strength(str(value))  # a clear RankError naming the text
        return cls(
            bar=str(bar) if bar is not None else None,
            floor=str(floor) if floor is not None else None,
            club_rule=str(s.get("go_club_rule", True)).lower() != "false",
            # Handicap games give Black to the weaker player whatever the colour setting.
            colours=Colours.RANK if reduction is not None else Colours.parse(str(s.get("go_colours", Colours.RANK.value))),
            # A round robin's free round is no win: every player has one in a cycle of an odd field.
            bye_points=float(str(s.get("go_bye_points", 0.0 if t.system is PairingSystem.ROUND_ROBIN else 1.0))),
            handicap_reduction=int(str(reduction)) if reduction is not None else None,
            handicap_max=int(str(s.get("go_handicap_max", 9))),
            komi=float(str(s.get("komi", 6.5))),
            handicap_komi=float(str(s.get("go_handicap_komi", 0.5))),
            excused_game=ExcusedGame.parse(str(s.get("go_excused_game", ExcusedGame.POSTPONED.value))),
            withdrawn_game=WithdrawnGame.parse(str(s.get("go_withdrawn_game", WithdrawnGame.FREE.value))),
        )

    def stones(self, white_rank: str | None, black_rank: str | None) -> int:
        """Handicap stones of a pairing (0 in an even event or without both ranks)."""
        if self.handicap_reduction is None or not white_rank or not black_rank:
            return 0
        return handicap(white_rank, black_rank, self.handicap_reduction, self.handicap_max)

    def komi_of(self, stones: int) -> float:
        """White's komi in a game of `stones` handicap: the even game's komi at 0 stones, the handicap
        komi from 1 stone on (1 stone: Black moves first and places no stone) [003 §4.1.1; 4.4.3]."""
        return self.komi if stones == 0 else self.handicap_komi


def board_stones(data: TournamentData, board: Board) -> int:
    """The handicap of a drawn board: as the board carries it (an imported EGD or OpenGotha table
    gives each game's stones), else by the event's handicap rule (0 in an even event) [003 §4.1.1]."""
    return _stones(data, board.white, board.black, board.stones)


def game_komi(data: TournamentData, game: Game, rounds: Sequence[GoRound] = ()) -> float:
    """White's komi in `game` of the go event `data`, by its handicap [003 §4.4.3]: the stones of its
    board in `rounds` where the board carries them, else the event's handicap rule."""
    board = next((b for r in rounds if r.number == game.round for b in r.boards
                  if (b.white, b.black) == (game.white, game.black)), None)
    stones = _stones(data, game.white, game.black, board.stones if board is not None else None)
    return GoSettings.of(data.tournament).komi_of(stones)


def _stones(data: TournamentData, white: int, black: int, given: int | None) -> int:
    if given is not None:
        return given
    return GoSettings.of(data.tournament).stones(_rank(data, white), _rank(data, black))


def _rank(data: TournamentData, no: int) -> str | None:
    """The rank of entry `no` (None: no such entry), from the entries indexed once: a pairing list
    asks for every board's."""
    try:
        return data.entry(no).player.rank
    except KeyError:
        return None


def jigo_impossible(data: TournamentData, game: Game, rounds: Sequence[GoRound] = ()) -> float | None:
    """The komi of `game` (its board's own in `rounds`, see `game_komi`) when it is a jigo the komi
    rules out, else None. A game ends by resignation, by counting or on time [003 §4.4.5], and with
    a komi that is not a whole number counting always gives a winner: such a game cannot end in a
    jigo (DOMAIN.md §2)."""
    if game.result is not Result.DRAW or game.flag is not None or not is_go_event(data.tournament):
        return None
    komi = game_komi(data, game, rounds)
    return None if float(komi).is_integer() else komi


DRAWN_ROUND_SETTINGS = (("handicap_reduction", "go_handicap_reduction"), ("handicap_max", "go_handicap_max"),
                        ("komi", "komi"), ("handicap_komi", "go_handicap_komi"), ("bye_points", "go_bye_points"),
                        ("bar", "mcmahon_bar"), ("floor", "mcmahon_floor"))
"""The settings a drawn round is read with (attribute of GoSettings, settings key)."""


def drawn_round_changes(old: Tournament, new: Tournament) -> list[str]:
    """The settings keys whose new value would rewrite rounds already drawn: the handicap stones and
    komi of their games, given with the draw and played so [003 §4.1.1, §4.4.7] (computed from the
    settings, not stored, so a change would also rewrite the EGD export), the points of a bye
    already scored and the McMahon bar and floor (the initial MM scores), which the later rounds
    were paired by [003 §3.1.3]. The settings that only steer
    the draws to come (colours, club rule, excused and withdrawn games) are free to change; a
    knockout's placing matches are checked at the next draw (services.go.rounds)."""
    before, after = GoSettings.of(old), GoSettings.of(new)
    return [key for attr, key in DRAWN_ROUND_SETTINGS if getattr(before, attr) != getattr(after, attr)]


def system_change(data: TournamentData, rounds: Sequence[GoRound], new: Tournament) -> tuple[Tournament, list[tuple[str, str, str]]]:
    """`new` as it takes the place of the go event `data`'s tournament, and why it cannot: each
    problem (field, reason code, value) as rules.setup_checks.SetupProblem takes it.

    A new system takes its own ČAGo criteria [003 §3.3.4] where the event had the old system's and
    the change names none. Once rounds are drawn, they stay as drawn and scored:
    - a setting they are read with may not change (drawn_round_changes); the points of a bye only
      where a drawn round has a bye, and then the old points are kept when only the system's
      default would change them (a ČAGo round robin's free round scores 0, a Swiss bye 1);
    - a knockout replays its bracket from its first round [003 §3.1.4]: no change to or from it;
    - a round robin draws its rounds from the table [003 §3.2.1]: it may become one (or change its
      cycles) when the drawn rounds are a whole round robin of its cycles (an event read from
      another program's table with the wrong system), or when each drawn round is that round of
      the table, so that the rounds still to draw repeat no game."""
    old = data.tournament
    if new.system is not old.system and new.tiebreaks == old.tiebreaks == default_criteria(old.organiser, old.system, old.team_event):
        new = replace(new, tiebreaks=default_criteria(new.organiser, new.system, new.team_event))
    drawn = sorted((r for r in rounds if r.drawn), key=lambda r: r.number)
    if not drawn:
        return new, []
    byes = any(r.bye is not None or r.passes for r in drawn)
    if byes and "go_bye_points" not in new.settings and GoSettings.of(new).bye_points != GoSettings.of(old).bye_points:
        new = replace(new, settings={**new.settings, "go_bye_points": GoSettings.of(old).bye_points})
    problems = [(key, "rounds_drawn", old.code) for key in drawn_round_changes(old, new)
                if key != "go_bye_points" or byes]
    if new.system is not old.system and PairingSystem.KNOCKOUT in (old.system, new.system):
        problems.append(("system", "rounds_drawn", old.code))
    elif new.system is PairingSystem.ROUND_ROBIN and (old.system, old.rounds) != (new.system, new.rounds):
        numbers = [e.no for e in data.entries]
        pairs = [(r.number, [(b.white, b.black) for b in r.boards]) for r in drawn]
        if whole_table_cycles(numbers, [p for _, p in pairs]) != new.rounds:
            off = off_table_round(numbers, new.rounds, pairs)
            if off is not None:
                problems.append(("system", "off_table_round", str(off)))
    return new, problems


def is_go_event(t: Tournament) -> bool:
    """An event drawn round by round [003 §3.1] (`Tournament.round_by_round`)."""
    return t.round_by_round


def start_scores(data: TournamentData) -> dict[int, float]:
    """The initial MM score of each entry in a McMahon event [003 §3.1.3], 0 in other systems.
    A player without a rank cannot be placed: ValueError naming him."""
    if data.tournament.system is not PairingSystem.MCMAHON:
        return {e.no: 0.0 for e in data.entries}
    s = GoSettings.of(data.tournament)
    result: dict[int, float] = {}
    for e in data.entries:
        if not e.player.rank:
            raise ValueError(tr("go.refused.no_rank", no=e.no, name=e.name))
        result[e.no] = float(mcmahon_start(e.player.rank, s.bar, s.floor))
    return result


class GoIndex(ResultIndex):
    """The results of a go event as the tie-break criteria read them: `points` is the score (MM
    score in McMahon) with the byes, `adjusted_score` adds half the missed rounds [003 §3.3.3]."""

    def __init__(self, data: TournamentData, rounds: Sequence[GoRound]) -> None:
        super().__init__(data)
        settings = GoSettings.of(data.tournament)
        self.byes = dict.fromkeys(self.points, 0)
        self.missed = dict.fromkeys(self.points, 0)
        # A withdrawn player misses the drawn rounds he has no game in [003 §3.3.3: "nebo z turnaje odstoupil"].
        withdrawn = frozenset(e.no for e in data.entries if e.withdrawal is not None)
        playing: dict[int | None, set[int]] = {}  # by round, from one pass over the games
        for g in data.games:
            playing.setdefault(g.round, set()).update((g.white, g.black))
        for r in rounds:
            for no in ([r.bye] if r.bye is not None else []) + [no for _, no in r.passes]:
                if no in self.points:
                    self.byes[no] += 1
                    self.points[no] += settings.bye_points
            absent = r.excused | (withdrawn if r.drawn else frozenset())
            played = playing.get(r.number, set())
            for no in (absent & self.points.keys()) - played - {r.bye}:  # a round robin's excused game is not missed
                self.missed[no] += 1
        for no, start in start_scores(data).items():
            self.points[no] += start

    def adjusted_score(self, no: int) -> float:
        return self.points[no] + (self.missed[no] + self.default_losses[no]) // 2


def go_standings(data: TournamentData, rounds: Sequence[GoRound], index: GoIndex | None = None) -> Standings:
    """Standings by points (Swiss, round robin) or MM score (McMahon), then the tournament's criteria
    (by default those of [003 §3.3.4]), with missed rounds per [003 §3.3.3]; a knockout by the
    places its matches decide [003 §3.1.4]. `index`: the GoIndex of `data` and `rounds`, when the
    caller has it already."""
    index = index or GoIndex(data, rounds)
    if data.tournament.system is PairingSystem.KNOCKOUT:
        return knockout_standings(data, rounds, index.points)
    return compute_standings(data, index=index)


def contenders(data: TournamentData, rounds: Sequence[GoRound], number: int) -> list[Contender]:
    """The players of the draw of round `number`: scores from the rounds before it, opponents met,
    byes, colour balance; withdrawn players are not in the field."""
    before = TournamentData(data.tournament, data.entries,
                            tuple(g for g in data.games if g.round is not None and g.round < number))
    index = GoIndex(before, [r for r in rounds if r.number < number])
    opponents: dict[int, set[int]] = {e.no: set() for e in data.entries}
    balance = dict.fromkeys(opponents, 0)
    for g in before.games:
        opponents[g.white].add(g.black)
        opponents[g.black].add(g.white)
        balance[g.white] += 1
        balance[g.black] -= 1
    return [
        Contender(
            no=e.no,
            score=index.points[e.no],
            strength=strength(e.player.rank) if e.player.rank else 0,
            club=e.player.club,
            opponents=frozenset(opponents[e.no]),
            byes=index.byes[e.no],
            colour_balance=balance[e.no],
        )
        for e in data.entries
        if e.withdrawal is None
    ]


def round_complete(data: TournamentData, number: int, r: GoRound | None = None) -> bool:
    """Every game of round `number` has a result, but for the postponed games of round `r`."""
    postponed = {(b.white, b.black) for b in r.boards if b.reason.why is Why.POSTPONED} if r else set()
    return not any(g.round == number and is_remaining(g) and (g.white, g.black) not in postponed for g in data.games)

