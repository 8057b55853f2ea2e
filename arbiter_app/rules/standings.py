"""Individual standings: ordering by points and tie-breaks, head-to-head mini-tables, shared places.

The order [001 §7.1–7.5; 000 §6.2; 003 §3.3]: points first, then each criterion of the rule set in
turn, applied only to the players still tied. Head-to-head works on the mini-table of just the tied
players and hands the players it does not separate on to the *remaining* criteria only. Players
equal on every criterion share the place ("the better place" [000 §6.2]; "equal" [001 §7.5]),
printed "3-4". The criteria per organiser and system: `default_criteria` (docs/tiebreaks.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby
from typing import Callable, Mapping, Sequence, cast

from ..i18n import tr
from .model import Flag, Organiser, PairingSystem, TournamentData
from .results import is_cancelled, is_remaining
from .tiebreaks import (
    GROUP_CRITERIA,
    INDIVIDUAL_CRITERIA,
    PLAYER_CRITERIA,
    Line,
    ResultIndex,
    head_to_head,
)

Key = float | tuple[float, ...]
"""A criterion value: a number, or a tuple compared left to right (team board order)."""


class UnknownCriterion(ValueError):
    """A tie-break code that the rule set does not know."""

    def __init__(self, code: str, valid: Sequence[str]) -> None:
        super().__init__(f"unknown tie-break criterion {code!r}; valid criteria: {', '.join(valid)}")
        self.code = code
        self.valid = tuple(valid)


@dataclass(frozen=True)
class Contribution:
    """One line of an explanation: what one game (or the rating) adds to a criterion."""

    opponent: int | None
    """The opponent's starting number (None for `rating`)."""
    result: float | None
    """This player's points in that game (None if the game does not count: cancelled, running)."""
    opponent_score: float | None
    """The opponent's score (his points, before any [003 §3.3.3] adjustment)."""
    value: float
    """What this line adds to the criterion."""
    note: str = ""
    """A code explained in the message catalogues (`resources/locale/`) ("standings.note.<code>")."""


@dataclass(frozen=True)
class StandingRow:
    place: str
    """"1", or "3-4" for a shared place."""
    no: int
    points: float
    games_counted: int
    """Games with a counted result, defaults included (so `points / games_counted` is the share of the
    points possible)."""
    remaining: int
    """RG: running games and pending adjudications."""
    tiebreaks: Mapping[str, float]
    """One value per criterion of the rule set except "points". For `h2h`: the player's points in
    the mini-table of the group it was applied to (0 for a player already separated)."""
    not_applied: frozenset[str] = frozenset()
    """Group criteria (head-to-head) that did not apply to the player: he was already separated
    from everyone when the criterion came [001 §7.2c]. Shown blank, not as 0."""
    defaults: int = 0
    """Of the counted games, those won or lost by default (D)."""

    @property
    def games_played(self) -> int:
        """The "Played" column: the games played over the board or by correspondence. A default is
        not played: the unfinished games of a player who withdrew unaccepted or silently are
        declared lost ("zkontumované", flag D) [000 §7.4, §7.5], and a game lost by both
        and a cancelled one are not counted at all [003 §4.4.4; 000 §7.3b]."""
        return self.games_counted - self.defaults


@dataclass(frozen=True)
class Standings:
    criteria: tuple[str, ...]
    """The criteria applied, "points" first."""
    rows: tuple[StandingRow, ...]
    """In standings order; shared places in order of starting number."""


@dataclass(frozen=True)
class TieSplit:
    """The outcome of applying criteria in turn: tie classes and the values each member had."""

    classes: tuple[tuple[int, ...], ...]
    """Groups equal on every criterion, best first; members in ascending order."""
    values: Mapping[str, Mapping[int, Key]]
    """criterion -> member -> the value it was ranked by."""
    groups: Mapping[str, Mapping[int, tuple[int, ...]]]
    """criterion -> member -> the group the criterion was applied to (for head-to-head)."""


def split_ties(
    ids: Sequence[int],
    criteria: Sequence[str],
    values_of: Callable[[str, tuple[int, ...]], Mapping[int, Key]],
) -> TieSplit:
    """Rank `ids` by each criterion in turn, higher values first [001 §7.1–7.5].

    `values_of(criterion, group)` gives the value of each member of `group`; criteria that depend
    on the group (head-to-head) see only the players still tied at that point, and the players they
    do not separate go on with the remaining criteria only.
    """
    classes: list[tuple[int, ...]] = []
    values: dict[str, dict[int, Key]] = {c: {} for c in criteria}
    groups: dict[str, dict[int, tuple[int, ...]]] = {c: {} for c in criteria}

    def split(group: tuple[int, ...], i: int) -> None:
        if i == len(criteria):
            classes.append(group)
            return
        c = criteria[i]
        vals = values_of(c, group)
        for no in group:
            values[c][no] = vals[no]
            groups[c][no] = group
        ranked = sorted(group, key=vals.__getitem__, reverse=True)  # stable: ties stay by number
        for _, bucket in groupby(ranked, key=vals.__getitem__):
            split(tuple(bucket), i + 1)

    split(tuple(sorted(ids)), 0)
    return TieSplit(tuple(classes), values, groups)


def not_applied(split: TieSplit, no: int) -> frozenset[str]:
    """The group criteria (head-to-head) that `no` met alone: nobody was tied with him any more, so
    the criterion did not apply to him [001 §7.2c]."""
    return frozenset(c for c, groups in split.groups.items() if c in GROUP_CRITERIA and len(groups[no]) < 2)


def places(classes: Sequence[Sequence[int]]) -> dict[int, str]:
    """Place of each member: "3" alone, "3-4" shared [000 §6.2; 001 §7.5]."""
    result: dict[int, str] = {}
    first = 1
    for cls in classes:
        last = first + len(cls) - 1
        text = str(first) if last == first else f"{first}-{last}"
        for no in cls:
            result[no] = text
        first = last + 1
    return result


def default_criteria(
    organiser: Organiser, system: PairingSystem, team_event: bool
) -> tuple[str, ...]:
    """The criteria of each rule set, primary criterion first (docs/tiebreaks.md).

    Individual: ICCF points, wins, SB, head-to-head [001 §7.2]; SKŠ points, SB [000 §6.2]; Planet Šah
    points, Σ [002 "Delitev mest"]; ČAGo by system [003 §3.3.4] (McMahon: the MM score is not in the
    model, points stand in for it). Team: ICCF ranks by board points, then match points, mutual
    matches, boards 1, 2, ... [001 §7.1, §7.3]; SKŠ by match points, board points, boards 1, 2, ...
    [000 §6.3]; Planet Šah and ČAGo have no team rules and use SKŠ's.
    """
    if team_event:
        if organiser is Organiser.ICCF:
            return ("board_points", "match_points", "h2h", "board_order")
        return ("match_points", "board_points", "board_order")
    if organiser is Organiser.ICCF:
        return ("points", "wins", "sb", "h2h")
    if organiser is Organiser.SKS:
        return ("points", "sb")
    if organiser is Organiser.PLANET_SAH:
        return ("points", "weighted")
    if system is PairingSystem.SWISS:
        return ("points", "sos", "sdos", "h2h")
    if system is PairingSystem.MCMAHON:
        return ("points", "sos", "ssos", "h2h")
    return ("points", "h2h", "sdos")


def individual_criteria(codes: Sequence[str]) -> tuple[str, ...]:
    """Check the codes and put "points", the primary criterion, first; repeats are dropped."""
    for code in codes:
        if code not in INDIVIDUAL_CRITERIA:
            raise UnknownCriterion(code, INDIVIDUAL_CRITERIA)
    return tuple(dict.fromkeys(("points", *codes)))


def _rank(ix: ResultIndex, criteria: tuple[str, ...], numbers: Sequence[int]) -> TieSplit:
    player_values: dict[str, dict[int, float]] = {"points": ix.points}
    for c in criteria:
        if c not in GROUP_CRITERIA and c not in player_values:
            fn = PLAYER_CRITERIA[c]
            player_values[c] = {no: sum((line[3] for line in fn(ix, no)), 0.0) for no in numbers}

    def values_of(c: str, group: tuple[int, ...]) -> Mapping[int, Key]:
        if c in GROUP_CRITERIA:
            return {no: sum((line[3] for line in lines), 0.0) for no, lines in head_to_head(ix, group).items()}
        return player_values[c]

    return split_ties(numbers, criteria, values_of)


def compute_standings(
    data: TournamentData, criteria: Sequence[str] | None = None, index: ResultIndex | None = None
) -> Standings:
    """The standings of an individual event (or of one board table, see team_standings.board_data).

    `criteria` None takes `data.tournament.tiebreaks`; "points" is put first if it is missing.
    `index` replaces the results read from the games (a go event adds byes and MM scores).
    """
    crit = individual_criteria(data.tournament.tiebreaks if criteria is None else criteria)
    ix = index or ResultIndex(data)
    numbers = [e.no for e in data.entries]
    split = _rank(ix, crit, numbers)
    place = places(split.classes)
    rows = tuple(
        StandingRow(
            place=place[no],
            no=no,
            points=ix.points[no],
            games_counted=len(ix.games[no]),
            remaining=ix.remaining[no],
            tiebreaks={c: cast(float, split.values[c][no]) for c in crit if c != "points"},
            not_applied=not_applied(split, no),
            defaults=sum(g.default for g in ix.games[no]),
        )
        for cls in split.classes
        for no in cls
    )
    return Standings(crit, rows)


def explain(
    data: TournamentData, no: int, criterion: str, criteria: Sequence[str] | None = None,
    index: ResultIndex | None = None, group: Sequence[int] | None = None,
) -> tuple[Contribution, ...]:
    """The lines that make up player `no`'s value of `criterion`; their values sum to it.

    Games that do not count are listed too, with value 0 and the note `cancelled`, `running` or
    `pending`. For head-to-head the group is the one of the standings under `criteria` (default: the
    tournament's); when those criteria lack "h2h" it is explained as if it came last. `index`
    replaces the results read from the games, as in `compute_standings`; `group` gives the tied
    players head-to-head was applied to when the caller knows them (ranking the field again for
    each player of a page would cost players × field).
    """
    if criterion not in INDIVIDUAL_CRITERIA:
        raise UnknownCriterion(criterion, INDIVIDUAL_CRITERIA)
    ix = index or ResultIndex(data)
    if no not in ix.games:
        raise KeyError(tr("rules.no_player", no=no))
    lines: list[Line]
    opponents: set[int] | None = None
    if criterion in GROUP_CRITERIA:
        if group is None:
            crit = individual_criteria(data.tournament.tiebreaks if criteria is None else criteria)
            if criterion not in crit:
                crit = (*crit, criterion)
            group = _rank(ix, crit, [e.no for e in data.entries]).groups[criterion][no]
        lines = head_to_head(ix, tuple(group))[no]
        opponents = set(group)
    else:
        lines = PLAYER_CRITERIA[criterion](ix, no)
    if criterion != "rating":
        for g in data.games_of(no):
            opp = g.opponent(no)
            if opponents is not None and opp not in opponents:
                continue
            if is_cancelled(g):
                lines.append((opp, None, ix.points[opp], 0.0, "cancelled"))
            elif is_remaining(g):
                note = "pending" if g.flag is Flag.ADJUDICATED else "running"
                lines.append((opp, None, ix.points[opp], 0.0, note))
    return tuple(Contribution(*line) for line in lines)
