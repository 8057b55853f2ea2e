"""`standings CODE [--json] [--explain NO]` and `pairings CODE [--json]`."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..i18n import tr
from ..rules.standings import Contribution, explain
from ..rules.model import TournamentData
from ..services import tournaments
from ..services.crosstable import format_number, format_points, player_standings, tiebreak_text
from ..services.database import Database
from .tables import print_table

if TYPE_CHECKING:  # the go standings load for a go event only (the ORM with them)
    from ..services.go import standings as go_standings


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("standings", help=tr("cli.help.standings"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--json", action="store_true", help=tr("cli.help.standings.json"))
    p.add_argument("--explain", type=int, metavar="NO", help=tr("cli.help.standings.explain"))
    p.add_argument("--after", type=int, metavar="ROUND", help=tr("cli.help.standings.after"))
    p.set_defaults(run=run_standings)
    p = sub.add_parser("pairings", help=tr("cli.help.pairings"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_pairings)


def run_standings(args: argparse.Namespace, db: Database) -> int:
    data = tournaments.load(db, args.code)
    go = data.tournament.round_by_round  # rules.go.event.is_go_event, without loading the go rules
    if args.after is not None and not go:
        raise ValueError(tr("standings.cli.after_not_go", code=args.code))
    if go:
        from ..services.go import standings as go_standings
    table = go_standings.go_table(db, args.code, args.after) if go else None
    standings = table.standings if table else player_standings(data)
    names: dict[int, str] = {e.no: e.player.name for e in data.entries}
    criteria = [c for c in standings.criteria if c != "points"]
    if args.explain is not None:
        if args.explain not in names:
            raise ValueError(tr("standings.cli.no_player", code=args.code, no=args.explain))
        if table:
            return _print_go_explanations(table, args.explain, names)
        return _print_explanations(data, args.explain, criteria, names)
    if args.json:
        rows = [
            {
                "place": r.place,
                "no": r.no,
                "name": names[r.no],
                "points": r.points,
                "games_played": r.games_played,
                "remaining": r.remaining,
                "tiebreaks": {c: None if c in r.not_applied else r.tiebreaks[c] for c in criteria},
            }
            for r in standings.rows
        ]
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    # the window's column titles (gui.standings_view, gui.go.standings_view), in the language chosen
    points = tr("go.mm" if table.mcmahon else "go.score") if table else tr("gui.col.points")
    headers = [tr("gui.col.place"), tr("gui.col.no"), tr("gui.col.name"), points]
    headers += [tr(f"standings.column.{c}") for c in criteria] + [tr("gui.col.played"), tr("gui.col.rg")]
    print_table(
        headers,
        [
            [r.place, str(r.no), names[r.no], format_points(r.points)]
            + [tiebreak_text(r, c, go=go) for c in criteria]
            + [str(r.games_played), str(r.remaining)]
            for r in standings.rows
        ],
    )
    return 0


def _print_explanations(data: TournamentData, no: int, criteria: list[str], names: dict[int, str]) -> int:
    row = next(r for r in player_standings(data).rows if r.no == no)
    for criterion in criteria:
        print(tr("standings.cli.criterion_of", criterion=tr(f"standings.column.{criterion}"), value=format_number(row.tiebreaks[criterion]), no=no, name=names[no]))
        _print_lines(explain(data, no, criterion), names, tr("standings.cli.col.contribution"))
    return 0


def _print_go_explanations(table: go_standings.GoTable, no: int, names: dict[int, str]) -> int:
    """A go player's score, how his tie was broken, and each criterion with the opponents' scores
    as they count (raised for missed rounds [003 §3.3.3])."""
    from ..services.go import standings as go_standings

    row = next(r for r in table.standings.rows if r.no == no)
    score = tr("standings.cli.mm_score" if table.mcmahon else "standings.cli.points")
    print(tr("standings.cli.go_place", place=row.place, score=score, points=format_points(row.points), after=table.after, no=no, name=names[no]))
    _print_lines(go_standings.score_lines(table, no), names, tr("gui.col.points"))
    for criterion, values in go_standings.tie(table, no):
        tied = ", ".join(f"{n} {format_number(v)}" for n, v in values.items())
        print(tr("standings.cli.tie_on", criterion=tr(f"standings.column.{criterion}"), values=tied))
    if go_standings.tie(table, no):
        print()
    for criterion in table.criteria:
        print(tr("standings.cli.criterion", criterion=tr(f"standings.column.{criterion}"), value=format_number(row.tiebreaks[criterion])))
        _print_lines(go_standings.explain_criterion(table, no, criterion), names, tr("standings.cli.col.counts_as"))
    return 0


def _print_lines(lines: tuple[Contribution, ...], names: dict[int, str], value: str) -> None:
    titles = [tr(f"standings.cli.col.{name}") for name in ("opponent", "result", "opponent_score")]
    print_table([*titles, value, tr("standings.cli.col.note")], [
        [f"{c.opponent} {names.get(c.opponent, '')}" if c.opponent is not None else "",
         format_points(c.result) if c.result is not None else "-",
         format_points(c.opponent_score) if c.opponent_score is not None else "",
         format_number(c.value), tr(f"standings.note.{c.note}") if c.note else ""]
        for c in lines
    ], indent="  ")
    print()


def run_pairings(args: argparse.Namespace, db: Database) -> int:
    data = tournaments.load(db, args.code)
    rounds = pairing_rounds(data)
    if args.json:
        print(json.dumps(rounds, ensure_ascii=False, indent=1))
        return 0
    names = {e.no: e.player.name for e in data.entries}
    for rnd in rounds:
        pairs = ", ".join(f"{g['white']}–{g['black']}" for g in rnd["games"])  # type: ignore[attr-defined]
        print(tr("standings.cli.round", round=rnd["round"], pairs=pairs))
    if not data.tournament.team_event:
        print()
        print_table([tr("gui.col.no"), tr("gui.col.name")], [[str(no), name] for no, name in names.items()])
    return 0


def pairing_rounds(data: TournamentData) -> list[dict[str, object]]:
    """The Berger table of the group [001 §0.3]: rounds of (white, black) by starting number, the
    second cycle of a double round with colours reversed [001 App. II 1a]. In a team event the rounds
    pair teams, and each match lists its boards with colours by the ICCF team rule [001 §8.7g]."""
    from ..rules.pairing import berger_rounds, team_board_colours  # `pairings` alone: `standings` stays quick

    if data.tournament.team_event:
        teams = sorted({e.team for e in data.entries if e.team is not None})
        boards = sorted({e.board for e in data.entries if e.board is not None})
        table = berger_rounds(len(teams))
        return [
            {
                "round": r,
                "games": [{"white": teams[a - 1], "black": teams[b - 1]} for a, b in pairs],
                "boards": [
                    {"white_team": w, "black_team": bl, "board": board}
                    for a, b in pairs
                    for board in boards
                    for w, bl in [team_board_colours(teams[a - 1], teams[b - 1], board)]
                ],
            }
            for r, pairs in enumerate(table, start=1)
        ]
    numbers = [e.no for e in data.entries]
    table = berger_rounds(len(numbers))
    result = []
    for cycle in range(data.tournament.rounds):
        for r, pairs in enumerate(table, start=1 + cycle * len(table)):
            games = [(numbers[a - 1], numbers[b - 1]) for a, b in pairs]
            if cycle % 2:
                games = [(b, a) for a, b in games]
            result.append({"round": r, "games": [{"white": w, "black": b} for w, b in games]})
    return result
