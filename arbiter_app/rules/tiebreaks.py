"""Tie-break criteria of individual events: one function per criterion, each with its reference.

Every criterion function returns the *lines* of its value for one player: one line per counted game
(or a single line for `rating`), as plain tuples `(opponent, result, opponent_score, value, note)`.
The criterion's value is the sum of the `value` column; `standings.explain()` turns the same lines
into `Contribution`s, so a printed explanation always adds up to the printed number.

The per-player results are collected once per call in a `ResultIndex` (O(games)); every criterion
then reads only the player's own games and the opponents' totals, so a whole table costs
O(players × games per player).

How a game counts comes from `results.py` (docs/results-and-flags.md): cancelled games count for
nobody; running games and pending adjudications count for nobody yet (they are RG); a default gives
the winner the point; a game both lost (0-0) gives nobody a point and nobody an opponent: each of the
two counts it as a game missed [003 §3.3.2a: SOS sums the opponents "with whom he played"; §3.3.3].
How a default counts as a win and in SB is a setting (`Settings`).

References: [001 §7.2] ICCF Tournament Rules 2016; [000 §6.2] SKŠ ČR rules 2014; [002 "Delitev
mest"] Planet Šah; [003 §3.3] ČAGo tournament rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, NamedTuple

from ..i18n import tr
from .model import Organiser, Tournament, TournamentData
from .results import check_game, game_points, is_both_lost, is_default, is_remaining

INDIVIDUAL_CRITERIA: tuple[str, ...] = (
    "points", "wins", "sb", "h2h", "weighted", "sos", "sdos", "ssos", "msos", "rating",
)
"""The codes of individual criteria, as the CLI and the exchange format spell them."""
GROUP_CRITERIA = frozenset({"h2h"})
"""Criteria whose value depends on the group of tied players they are applied to."""

Line = tuple[int | None, float | None, float | None, float, str]
"""(opponent, this player's result, opponent's score, value added, note code)."""


def _flag(settings: Mapping[str, object], key: str, default: bool) -> bool:
    value = settings.get(key, default)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    raise ValueError(tr("rules.setting_not_bool", setting=key, value=repr(value)))


SWITCH_CRITERIA: dict[str, frozenset[str]] = {
    "default_counts_as_win": frozenset({"wins", "weighted", "sdos"}),
    "default_in_sb": frozenset({"sb"}),
    "h2h_unambiguous_only": frozenset({"h2h"}),
}
"""The criteria each switch of `Settings` changes: a rule set without them has nothing to switch."""


@dataclass(frozen=True)
class Settings:
    """The rule-set options of tie-breaks, read from `Tournament.settings` (docs/tiebreaks.md)."""

    default_counts_as_win: bool = True
    """A default win ("1D") counts as a win in `wins`, `weighted` and `sdos`; ICCF prints it so."""
    default_in_sb: bool = True
    """A default win adds the opponent's score to SB (ICCF crosstables do)."""
    h2h_unambiguous_only: bool = False
    """Head-to-head separates only when every pair of the tied players has finished all its games
    [003 §3.3.2e]; default True for ČAGo events, False otherwise."""

    @classmethod
    def of(cls, tournament: Tournament) -> Settings:
        s = tournament.settings
        return cls(
            default_counts_as_win=_flag(s, "default_counts_as_win", True),
            default_in_sb=_flag(s, "default_in_sb", True),
            h2h_unambiguous_only=_flag(
                s, "h2h_unambiguous_only", tournament.organiser is Organiser.CAGO
            ),
        )


class PlayerGame(NamedTuple):
    """One counted game seen from one player's side."""

    opponent: int
    points: float
    white: bool
    default: bool


class ResultIndex:
    """Each player's counted games, scores and remaining games, collected once from the games."""

    def __init__(self, data: TournamentData) -> None:
        self.settings = Settings.of(data.tournament)
        numbers = [e.no for e in data.entries]
        self.rating: dict[int, int | None] = {e.no: e.rating for e in data.entries}
        self.games: dict[int, list[PlayerGame]] = {no: [] for no in numbers}
        self.points: dict[int, float] = dict.fromkeys(numbers, 0.0)
        self.remaining: dict[int, int] = dict.fromkeys(numbers, 0)
        self.default_losses: dict[int, int] = dict.fromkeys(numbers, 0)
        self.finished_pairs: set[tuple[int, int]] = set()
        self.remaining_pairs: set[tuple[int, int]] = set()
        for g in data.games:
            check_game(g)
            w, b = g.white, g.black
            if w not in self.games or b not in self.games:
                raise ValueError(tr("rules.game_without_player", white=w, black=b))
            pair = (min(w, b), max(w, b))
            if is_remaining(g):
                self.remaining[w] += 1
                self.remaining[b] += 1
                self.remaining_pairs.add(pair)
                continue
            scored = game_points(g)
            if scored is None:  # cancelled
                continue
            pw, pb = scored
            if is_both_lost(g):  # nobody played: no opponent, a missed game for each [003 §3.3.3]
                self.default_losses[w] += 1
                self.default_losses[b] += 1
                continue
            default = is_default(g)
            self.games[w].append(PlayerGame(b, pw, True, default))
            self.games[b].append(PlayerGame(w, pb, False, default))
            self.points[w] += pw
            self.points[b] += pb
            self.finished_pairs.add(pair)
            if default:
                self.default_losses[w if pw == 0 else b] += 1
        self.rounds = max(
            (len(self.games[no]) + self.remaining[no] for no in numbers), default=0
        )
        """Games per player in the event (round robin: (n-1) × cycles), for MSOS [003 §3.3.2d]."""
        self._sos: dict[int, float] = {}

    def adjusted_score(self, no: int) -> float:
        """The score of an opponent in SOS, SDOS, SSOS and MSOS: his points plus half his missed
        games rounded down [003 §3.3.3]. Missed games are the games he lost by default (he withdrew
        or did not play them) or lost together with his opponent (0-0 [003 §4.4.4]); cancelled games
        are gone for everybody and are not missed."""
        return self.points[no] + self.default_losses[no] // 2

    def sos(self, no: int) -> float:
        if no not in self._sos:
            self._sos[no] = sum((self.adjusted_score(g.opponent) for g in self.games[no]), 0.0)
        return self._sos[no]

    def mutual_games_complete(self, group: tuple[int, ...]) -> bool:
        """Every pair of `group` has met with a counted result and has no game still running."""
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                pair = (min(a, b), max(a, b))
                if pair in self.remaining_pairs or pair not in self.finished_pairs:
                    return False
        return True

    def is_win(self, g: PlayerGame) -> bool:
        """A win for tie-breaks: a default win only with `default_counts_as_win`."""
        return g.points == 1.0 and (not g.default or self.settings.default_counts_as_win)


def _game_note(g: PlayerGame, counted_as_win: bool) -> str:
    """`default_not_win` where a default win was not counted as a win, else `default` or ''."""
    if not g.default:
        return ""
    return "default" if counted_as_win or g.points == 0.0 else "default_not_win"


def score(ix: ResultIndex, no: int) -> list[Line]:
    """Points: 1 for a win, ½ for a draw, 0 for a loss, a default win 1 [000 §6.1; 001 §7.1]."""
    return [
        (g.opponent, g.points, ix.points[g.opponent], g.points, "default" if g.default else "")
        for g in ix.games[no]
    ]


def wins(ix: ResultIndex, no: int) -> list[Line]:
    """Number of wins, the Baumbach criterion [001 §7.2a]. A default win counts as a win when
    `default_counts_as_win` (ICCF prints "1D 1D" as Wins 2)."""
    lines: list[Line] = []
    for g in ix.games[no]:
        win = ix.is_win(g)
        lines.append((g.opponent, g.points, ix.points[g.opponent], 1.0 if win else 0.0,
                      _game_note(g, win)))
    return lines


def sonneborn_berger(ix: ResultIndex, no: int) -> list[Line]:
    """Sonneborn-Berger [001 §7.2b; 000 §6.2]: the full score of each opponent beaten plus half the
    score of each opponent drawn with. In a double round robin each game counts on its own. A default
    win adds the opponent's score only with `default_in_sb`."""
    lines: list[Line] = []
    for g in ix.games[no]:
        opp = ix.points[g.opponent]
        if g.default and g.points == 1.0 and not ix.settings.default_in_sb:
            lines.append((g.opponent, g.points, opp, 0.0, "default_excluded"))
        else:
            lines.append((g.opponent, g.points, opp, g.points * opp, "default" if g.default else ""))
    return lines


def weighted(ix: ResultIndex, no: int) -> list[Line]:
    """Planet Šah Σ column [002 "Delitev mest"]: a win with Black 3, a win with White 2, a draw ½
    to each player, a loss 0. A default win counts with its colour when `default_counts_as_win`."""
    lines: list[Line] = []
    for g in ix.games[no]:
        win = ix.is_win(g)
        value = (2.0 if g.white else 3.0) if win else (0.5 if g.points == 0.5 else 0.0)
        lines.append((g.opponent, g.points, ix.points[g.opponent], value, _game_note(g, win)))
    return lines


def _adjusted_lines(ix: ResultIndex, no: int, value: Callable[[PlayerGame], float]) -> list[Line]:
    """Lines of the SOS family: the note `adjusted` marks an opponent whose score was raised."""
    return [
        (g.opponent, g.points, ix.points[g.opponent], value(g),
         "adjusted" if ix.adjusted_score(g.opponent) != ix.points[g.opponent] else "")
        for g in ix.games[no]
    ]


def sos(ix: ResultIndex, no: int) -> list[Line]:
    """SOS [003 §3.3.2a]: the sum of the scores of all opponents met (not for round robins, which
    `default_criteria` respects). Withdrawn opponents count per [003 §3.3.3]."""
    return _adjusted_lines(ix, no, lambda g: ix.adjusted_score(g.opponent))


def sdos(ix: ResultIndex, no: int) -> list[Line]:
    """SDOS [003 §3.3.2b]: the sum of the scores of the opponents beaten (draws add nothing: the
    seed names only the opponents beaten). Withdrawn opponents count per [003 §3.3.3]."""
    return _adjusted_lines(ix, no, lambda g: ix.adjusted_score(g.opponent) if ix.is_win(g) else 0.0)


def ssos(ix: ResultIndex, no: int) -> list[Line]:
    """SSOS [003 §3.3.2c]: the sum of the SOS of all opponents met."""
    return [(g.opponent, g.points, ix.points[g.opponent], ix.sos(g.opponent), "opponent_sos")
            for g in ix.games[no]]


def msos(ix: ResultIndex, no: int) -> list[Line]:
    """MSOS [003 §3.3.2d]: SOS without the lowest opponent score for a player above 50 %, without the
    highest below 50 %, without both at exactly 50 %; with more than 8 rounds two lowest / highest.
    The percentage is of the player's counted games; the rounds are the games per player of the event."""
    lines = sos(ix, no)
    n = len(lines)
    k = 2 if ix.rounds > 8 else 1
    doubled = 2 * ix.points[no]
    by_score = sorted(range(n), key=lambda i: lines[i][3])
    if doubled > n:
        dropped = by_score[:k]
    elif doubled < n:
        dropped = by_score[max(0, n - k):]
    else:
        low = by_score[:k]
        dropped = low + by_score[max(len(low), n - k):]
    for i in dropped:
        opp, result, opp_score, _, _ = lines[i]
        lines[i] = (opp, result, opp_score, 0.0, "dropped")
    return lines


def rating(ix: ResultIndex, no: int) -> list[Line]:
    """Rating [003 §3.3.2f]: the rating at the start (the crosstable rating); unrated counts 0."""
    r = ix.rating[no]
    return [(None, None, None, float(r) if r is not None else 0.0, "rating" if r is not None else "unrated")]


def head_to_head(ix: ResultIndex, group: tuple[int, ...]) -> dict[int, list[Line]]:
    """Results of the games among the tied players [001 §7.2c]: each player's points in the
    mini-table of `group` only. With `h2h_unambiguous_only` [003 §3.3.2e] the mini-table counts only
    when every pair of the group has finished its games; otherwise every line adds 0."""
    members = set(group)
    decided = not ix.settings.h2h_unambiguous_only or ix.mutual_games_complete(group)
    return {
        no: [
            (g.opponent, g.points, ix.points[g.opponent],
             g.points if decided else 0.0, "" if decided else "h2h_undecided")
            for g in ix.games[no]
            if g.opponent in members
        ]
        for no in group
    }


PLAYER_CRITERIA: dict[str, Callable[[ResultIndex, int], list[Line]]] = {
    "points": score,
    "wins": wins,
    "sb": sonneborn_berger,
    "weighted": weighted,
    "sos": sos,
    "sdos": sdos,
    "ssos": ssos,
    "msos": msos,
    "rating": rating,
}
"""The criteria whose value depends on the player only (not on the group of tied players)."""
