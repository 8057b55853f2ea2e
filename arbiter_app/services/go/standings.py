"""The standings of a go event after any round, and how each figure is made up [003 §3.3]: the
Standings tab with its round selector, and `standings CODE --explain NO`.

The score is points (Swiss, round robin) or the MM score (McMahon: the start from the rank plus the
points), byes included; SOS, SDOS and SSOS count each opponent with his score raised by half the
rounds he missed, rounded down [003 §3.3.3] (rules.go.event.GoIndex).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from ...rules.go.event import GoIndex, GoSettings, go_standings, start_scores
from ...rules.go.round import GoRound
from ...rules.model import PairingSystem, TournamentData
from ...rules.results import points
from ...i18n import tr
from ...rules.standings import Contribution, StandingRow, Standings, explain
from ...rules.tiebreaks import GROUP_CRITERIA
from ..crosstable import contribution_line, format_halves, format_points, tiebreak_text
from ..database import Database
from .rounds import GoEvent, load_event


@dataclass(frozen=True)
class GoTable:
    """The event as it stood after round `after`: its games and rounds up to then, the standings."""

    data: TournamentData
    rounds: tuple[GoRound, ...]
    after: int
    last_drawn: int
    standings: Standings
    index: GoIndex
    """The results as the criteria read them, built once: a page explains every player's figures."""

    @property
    def criteria(self) -> tuple[str, ...]:
        return tuple(c for c in self.standings.criteria if c != "points")

    @property
    def mcmahon(self) -> bool:
        """The score is the MM score [003 §3.3.1]."""
        return self.data.tournament.system is PairingSystem.MCMAHON

    @cached_property
    def start_scores(self) -> dict[int, float]:
        return start_scores(self.data)

    @cached_property
    def names(self) -> dict[int, str]:
        return {e.no: e.name for e in self.data.entries}

    @cached_property
    def rows(self) -> dict[int, StandingRow]:
        return {r.no: r for r in self.standings.rows}

    @cached_property
    def tied_with(self) -> tuple[dict[int, tuple[int, ...]], ...]:
        """Level k: the players equal to each player on the score and the first k criteria, in the
        standings' order, one tuple shared by all of them; found once for the table, so that a page
        explaining every player's tie costs the field, not the field times the tied players."""
        levels: list[dict[int, tuple[int, ...]]] = []
        for k in range(len(self.criteria) + 1):
            tied: dict[tuple[float, ...], list[int]] = {}
            for r in self.standings.rows:
                tied.setdefault((r.points, *(r.tiebreaks[c] for c in self.criteria[:k])), []).append(r.no)
            level: dict[int, tuple[int, ...]] = {}
            for members in tied.values():
                level.update(dict.fromkeys(members, tuple(members)))
            levels.append(level)
        return tuple(levels)

    @cached_property
    def tie_texts(self) -> dict[tuple[str, tuple[int, ...], str | None], str]:
        """The values of tied players as an explanation lists them, by criterion, players and
        language: written once, the same text in each of their explanations."""
        return {}


def go_table(db: Database, code: str, after: int | None = None) -> GoTable:
    """The standings after round `after` (default, and at most: the last round drawn)."""
    return table_of(load_event(db, code), after)


def table_of(event: GoEvent, after: int | None = None) -> GoTable:
    """`go_table` of an event already read."""
    rounds = event.last_drawn if after is None else max(0, min(after, event.last_drawn))
    data = replace(event.data, games=tuple(g for g in event.data.games if (g.round or 0) <= rounds))
    kept = tuple(r for r in event.rounds if r.number <= rounds)
    index = GoIndex(data, kept)
    return GoTable(data, kept, rounds, event.last_drawn, go_standings(data, kept, index), index)


def score_lines(table: GoTable, no: int) -> tuple[Contribution, ...]:
    """What makes up player `no`'s score: the initial MM score (McMahon) [003 §3.1.3], each game,
    each bye, each round he was excused from (0) [003 §3.2]; the values sum to the score."""
    data = table.data
    lines: list[Contribution] = []
    start = table.start_scores[no]
    if start:
        lines.append(Contribution(None, None, None, start, "mm_start"))
    index = table.index
    for g in data.games_of(no):
        p = points(g, no)
        opp = g.opponent(no)
        lines.append(Contribution(opp, p, index.points[opp], p or 0.0, "" if p is not None else "running"))
    bye_points = GoSettings.of(data.tournament).bye_points
    for r in table.rounds:
        if no == r.bye or no in (n for _, n in r.passes):
            lines.append(Contribution(None, None, None, bye_points, "bye"))
        elif no in r.excused and not any(g.round == r.number for g in data.games_of(no)):
            lines.append(Contribution(None, None, None, 0.0, "excused"))
    return tuple(lines)


def explain_criterion(table: GoTable, no: int, criterion: str) -> tuple[Contribution, ...]:
    """The lines of one criterion of player `no` with the go scores [003 §3.3.2–3]."""
    group = None
    if criterion in GROUP_CRITERIA and criterion in table.criteria:
        # applied to the players tied with him on everything before it (rules.standings.split_ties)
        group = table.tied_with[table.criteria.index(criterion)][no]
    return explain(table.data, no, criterion, index=table.index, group=group)


def tie(table: GoTable, no: int) -> list[tuple[str, dict[int, float]]]:
    """How player `no`'s tie was broken: for each criterion in turn, the values of the players
    still tied with him, until he is alone (or the criteria end: a shared place)."""
    return [(c, {n: _value(table, c, n) for n in group}) for c, group in tie_groups(table, no)]


def tie_groups(table: GoTable, no: int) -> list[tuple[str, tuple[int, ...]]]:
    """The steps of `tie`: each criterion with the players still tied with him when it came."""
    steps = [("points", table.tied_with[0][no])]
    for k, c in enumerate(table.criteria):
        if len(table.tied_with[k][no]) < 2:
            break
        steps.append((c, table.tied_with[k][no]))
    return steps if len(steps) > 1 else []


def _value(table: GoTable, criterion: str, no: int) -> float:
    row = table.rows[no]
    return row.points if criterion == "points" else row.tiebreaks[criterion]


def _tie_text(table: GoTable, criterion: str, group: tuple[int, ...], lang: str | None) -> str:
    key = (criterion, group, lang)
    if key not in table.tie_texts:
        table.tie_texts[key] = ", ".join(f"{n} {format_halves(_value(table, criterion, n), lang)}" for n in group)
    return table.tie_texts[key]


def explanation_text(table: GoTable, row: StandingRow, criterion: str, lang: str | None = None) -> str:
    """The score (`criterion` "points") or one criterion of `row`'s player in words, as the Standings
    tab and the published page show it: one line per game (bye, excuse), and the players he was tied
    with; a criterion's opponents counted with their raised scores [003 §3.3.3]."""
    names = table.names
    if criterion == "points":
        title = tr("go.mm" if table.mcmahon else "go.score", lang)
        lines = [tr("go.explain.score", lang, score=title, name=names[row.no], value=format_points(row.points))]
        lines += [contribution_line(c, names, lang) for c in score_lines(table, row.no)]
        lines += [tr("go.explain.tie", lang, criterion=tr(f"standings.column.{c}", lang) if c != "points" else title,
                     values=_tie_text(table, c, group, lang))
                  for c, group in tie_groups(table, row.no)]
        return "\n".join(lines)
    value = tiebreak_text(row, criterion, go=True, lang=lang) or "–"
    lines = [f"{tr(f'standings.criterion.{criterion}', lang)} — {names[row.no]}: {value}"]
    lines += [contribution_line(c, names, lang) for c in explain_criterion(table, row.no, criterion)]
    return "\n".join(lines)
