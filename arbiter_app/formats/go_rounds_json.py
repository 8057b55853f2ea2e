"""The rounds of a go event in the JSON exchange file: the optional top-level list `go_rounds`
(docs/exchange-format.md). Each round: `round`, `excused` (starting numbers), `seed` (null while not
drawn), `bye`, and `boards`, the drawn boards with their reasons, the bye's reason and the knockout
passes as `rules.go.round_items` gives them.

A file without `go_rounds` (written before, or by another program) still imports: a Swiss, McMahon or
knockout event simply has no recorded rounds; a ČAGo round robin has its games placed in the rounds
of Schurig's table, which are then drawn (rules.go.recorded_table), so that they count. A file with rounds is checked whole against its players and games, every
problem named by its JSON path, so that the imported event draws its next round from the same state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ..i18n import tr
from ..rules.go.event import is_go_event, jigo_impossible
from ..rules.go.round import GoRound
from ..rules.go.recorded_table import place_in_table
from ..rules.go.round_items import board_items, with_board_items
from ..rules.model import PairingSystem, TournamentData
from .problems import Problem

KEY = "go_rounds"


def write_go_rounds(rounds: Sequence[GoRound]) -> list[dict[str, Any]]:
    return [{"round": r.number, "excused": sorted(r.excused), "seed": r.seed, "bye": r.bye, "boards": board_items(r)}
            for r in rounds]


def read_go_rounds(document: dict[str, Any], data: TournamentData) -> tuple[TournamentData, list[GoRound], list[Problem]]:
    """The rounds of `document` checked against the event `data` read from the same file; without
    them, a go round robin's games in the rounds of its table (module docstring). A jigo the komi
    rules out [003 §4.4.5] is a problem of its game, judged by the komi of its board's own stones
    where the board carries them (an event imported from an EGD table)."""
    data, rounds, problems = _read_rounds(document, data)
    jigos = [Problem(f"games[{i}].result", tr("go.jigo_refused", white=g.white, black=g.black, komi=f"{komi:g}"))
             for i, g in enumerate(data.games) if (komi := jigo_impossible(data, g, rounds)) is not None]
    return (data, [], problems + jigos) if jigos else (data, rounds, problems)


def _read_rounds(document: dict[str, Any], data: TournamentData) -> tuple[TournamentData, list[GoRound], list[Problem]]:
    items = document.get(KEY)
    if items is None:
        if not (is_go_event(data.tournament) and data.tournament.system is PairingSystem.ROUND_ROBIN and data.games):
            return data, [], []
        table = place_in_table(data)
        return replace(data, games=table.games), list(table.rounds), [Problem(f"games[{i}].round", why) for i, why in table.problems]
    if not isinstance(items, list):
        return data, [], [Problem(KEY, "expected a list")]
    if items and not is_go_event(data.tournament):
        return data, [], [Problem(KEY, f"a {data.tournament.system.value} event has no rounds drawn one by one")]
    problems: list[Problem] = []
    rounds: list[GoRound] = []
    seen: set[object] = set()
    for i, obj in enumerate(items):
        number = obj.get("round") if isinstance(obj, dict) else None
        if number in seen:
            problems.append(Problem(f"{KEY}[{i}].round", f"round {number} is listed twice"))
        seen.add(number)
        r = _round(f"{KEY}[{i}]", obj, data, problems)
        if r is not None:
            rounds.append(r)
    return data, sorted(rounds, key=lambda r: r.number), problems


def _number(obj: dict[str, Any], path: str, key: str, problems: list[Problem], optional: bool = False) -> int | None:
    value = obj.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        problems.append(Problem(f"{path}.{key}", "missing" if value is None else f"expected a whole number, got {value!r}"))
        return None
    return value


def _round(path: str, obj: Any, data: TournamentData, problems: list[Problem]) -> GoRound | None:
    if not isinstance(obj, dict):
        problems.append(Problem(path, "expected an object"))
        return None
    before = len(problems)
    players = {e.no for e in data.entries}
    number = _number(obj, path, "round", problems)
    count = data.tournament.round_count
    if number is not None and (number < 1 or (count is not None and number > count)):
        problems.append(Problem(f"{path}.round", f"the event has rounds 1 to {count}, not {number}"))
    seed = _number(obj, path, "seed", problems, optional=True)
    bye = _number(obj, path, "bye", problems, optional=True)
    excused = obj.get("excused", [])
    if not isinstance(excused, list) or not all(isinstance(no, int) and not isinstance(no, bool) for no in excused):
        problems.append(Problem(f"{path}.excused", "expected a list of starting numbers"))
        excused = []
    for no in [*excused, *([bye] if bye is not None else [])]:
        if no not in players:
            problems.append(Problem(path, f"no player with starting number {no}"))
    items = obj.get("boards", [])
    try:
        if not isinstance(items, list):
            raise TypeError("not a list")
        r = with_board_items(GoRound(number or 0, frozenset(excused), bye, seed), items)
    except (KeyError, ValueError, TypeError) as exc:
        problems.append(Problem(f"{path}.boards", f"not a list of boards, bye and passes ({exc})"))
        return None
    if not r.drawn and (r.boards or r.bye is not None or r.passes):
        problems.append(Problem(path, "a round without a seed is not drawn and has no boards or bye"))
    games = {(g.white, g.black) for g in data.games if g.round == number}
    for b in r.boards:
        if (b.white, b.black) not in games:
            problems.append(Problem(f"{path}.boards", f"board {b.board}: no game {b.white}-{b.black} in round {number} among the games"))
    return r if len(problems) == before else None
