"""Team events and clocks: team-crosstable, board-crosstable, substitute, clock-check."""

from __future__ import annotations

import argparse
import json
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ..i18n import date_text, tr, tr_plural
from ..rules.model import Game, Player, PlayerId, RatingKind, WithdrawalReason
from ..rules.chess.substitutes import SubstitutionCheck, SubstitutionPlan
from ..rules.chess.timecontrol import ClockStep
from ..services import teams, tournaments
from ..services.crosstable import format_points, tiebreak_text
from ..services.database import Database
from .tables import print_table

if TYPE_CHECKING:
    from ..services.clock import ClockReport

# A substitution (the ORM) and a clock check (python-chess) import their services when run: the
# crosstables only read (docs/performance.md).


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    def add(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, parents=[db_option])

    p = add("team-crosstable", tr("cli.help.team_crosstable"))
    p.add_argument("code")
    p.add_argument("--json", action="store_true", help=tr("cli.help.team_crosstable.json"))
    p.set_defaults(run=run_team_crosstable)
    p = add("board-crosstable", tr("cli.help.board_crosstable"))
    p.add_argument("code")
    p.add_argument("board", type=int)
    p.set_defaults(run=run_board_crosstable)

    p = add("substitute", tr("cli.help.substitute"))
    p.add_argument("code")
    p.add_argument("no", type=int, metavar="NO", help=tr("cli.help.substitute.no"))
    p.add_argument("--id", required=True, help=tr("cli.help.substitute.id"))
    p.add_argument("--name", required=True, help=tr("cli.help.option.name"))
    p.add_argument("--federation", default="", help=tr("cli.help.substitute.federation"))
    p.add_argument("--rating", type=int, help=tr("cli.help.substitute.rating"))
    p.add_argument(
        "--rating-kind", choices=RatingKind.values(), help=tr("cli.help.substitute.rating_kind")
    )
    p.add_argument("--status", action="store_true", help=tr("cli.help.substitute.status"))
    p.add_argument("--death", action="store_true", help=tr("cli.help.substitute.death"))
    p.add_argument("--reason", choices=[r.value for r in WithdrawalReason],
                   help=tr("cli.help.substitute.reason"))
    p.add_argument("--date", type=date.fromisoformat, required=True, metavar="YYYY-MM-DD", help=tr("cli.help.substitute.date"))
    p.add_argument(
        "--bank-days", type=int, metavar="DAYS",
        help=tr("cli.help.substitute.bank_days"),
    )
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help.option.dry_run"))
    p.set_defaults(run=run_substitute)

    p = add("clock-check", tr("cli.help.clock_check"))
    p.add_argument("file", type=Path)
    control = p.add_mutually_exclusive_group(required=True)
    control.add_argument("--tournament", metavar="CODE", help=tr("cli.help.clock_check.tournament"))
    control.add_argument("--duration", type=int, metavar="DAYS", help=tr("cli.help.clock_check.duration"))
    p.add_argument("--claim", type=datetime.fromisoformat, metavar="DATETIME", help=tr("cli.help.clock_check.claim"))
    p.add_argument("--side", choices=("white", "black"), help=tr("cli.help.clock_check.side"))
    p.add_argument("--start", type=datetime.fromisoformat, metavar="DATETIME", help=tr("cli.help.clock_check.start"))
    p.add_argument("--json", action="store_true", help=tr("cli.help.clock_check.json"))
    p.set_defaults(run=run_clock_check)


def run_team_crosstable(args: argparse.Namespace, db: Database) -> int:
    table = teams.team_crosstable(tournaments.load(db, args.code))
    if args.json:
        ranked = [{"place": l.place, "team": l.team, "name": l.name, "match_points": l.match_points,
                   "board_points": l.board_points, "boards": list(l.boards), "remaining": l.remaining}
                  for l in table.ranked()]
        print(json.dumps({"criteria": list(table.criteria), "rows": ranked, "problems": list(table.problems)}, ensure_ascii=False, indent=1))
        return 0
    n_boards = max((len(l.boards) for l in table.lines), default=0)
    headers = [tr("gui.col.no"), tr("team.col.team")] + [str(t) for t in table.teams] + [tr("team.col.mp"), tr("team.col.bp")]
    headers += [tr("team.col.board_short", board=b) for b in range(1, n_boards + 1)] + [tr("gui.col.rg"), tr("gui.col.place")]
    rows = [
        [str(l.team), l.name]
        + ["X" if l.team == t else (c.text if c else "") for t, c in zip(table.teams, l.cells)]
        + [format_points(l.match_points), format_points(l.board_points)]
        + [format_points(p) for p in l.boards]
        + [str(l.remaining), l.place]
        for l in table.lines
    ]
    print(f"{table.code}  {table.name}")
    print_table(headers, rows)
    print(tr("team.legend"))
    for game, problem in zip(table.left_out, table.problems):
        print(problem)
        print("  " + tr("team.left_out.fix_cli", code=table.code, white=game.white, black=game.black))
    return 0


def run_board_crosstable(args: argparse.Namespace, db: Database) -> int:
    board = teams.board_crosstable(tournaments.load(db, args.code), args.board)
    table = board.table
    headers = [tr("gui.col.no"), tr("gui.col.name"), tr("team.col.team"), tr("gui.col.rating")]
    headers += [str(no) for no, _cycle in table.columns] + [tr("gui.col.score")]
    headers += [tr(f"standings.column.{c}") for c in table.criteria] + [tr("gui.col.rg"), tr("gui.col.place")]
    rows = [
        [str(l.no), l.name, board.team_of.get(l.no, ""), str(l.rating or "")]
        + list(l.cells)
        + [format_points(l.score)]
        + [tiebreak_text(l, c) for c in table.criteria]
        + [str(l.remaining), l.place]
        for l in table.lines
    ]
    print(f"{table.code}  {table.name}  –  {tr('team.board_n', board=board.board)}")
    print_table(headers, rows)
    return 0


def run_substitute(args: argparse.Namespace, db: Database) -> int:
    from ..services import substitutes

    kind = args.rating_kind or ("fixed" if args.rating is not None else "none")
    player = Player(
        id=PlayerId(args.id.strip()),
        name=args.name.strip(),
        federation=args.federation,
        rating=args.rating,
        rating_kind=RatingKind.parse(kind),
    )
    reason = WithdrawalReason.parse_optional(args.reason)
    death = args.death or reason is WithdrawalReason.DEATH
    if args.dry_run:
        check = substitutes.check(db, args.code, args.no, args.date, death)
        plan = substitutes.plan(db, args.code, args.no, player, args.status, args.date, death, args.bank_days)
        print(_describe(check, plan))
        print(tr("substitute.cli.dry_run"))
        return 0
    change = substitutes.substitute(db, args.code, args.no, player, args.status, args.date, death, args.bank_days, reason)
    print(change.description)
    return 0


def _describe(check: SubstitutionCheck, plan: SubstitutionPlan) -> str:
    e = plan.entry
    lines = [
        tr("substitute.preview.entry", name=e.player.name, no=e.no, team=e.team, board=e.board, date=e.substitute_since),
        tr("substitute.deadline", date=date_text(check.captain_deadline)),
        tr(plan.rating_credit.value),
        tr("substitute.preview.norms_yes" if plan.norms_possible else "substitute.preview.norms_no"),
    ]
    if e.bank_moved_days:
        lines.append(tr_plural("corrections.bank.moved", e.bank_moved_days, days=e.bank_moved_days, name=e.player.name))
    for key, changes in (("substitute.preview.moved", plan.moved), ("substitute.preview.kept", plan.kept)):
        games = ", ".join(f"{c.old.white}-{c.old.black} → {c.new.white}-{c.new.black} {_cell(c.new)}" for c in changes)
        lines.append(f"{tr(key)}: {games or tr('substitute.preview.none')}")
    return "\n".join(lines)


def _cell(game: Game) -> str:
    return game.result.value + (game.flag.value if game.flag else "")


def run_clock_check(args: argparse.Namespace, db: Database) -> int:
    from ..services import clock

    control = clock.time_control(db, args.tournament, args.duration)
    start = args.start
    if start is None and args.tournament:
        start = clock.tournament_start(db, args.tournament)
    white = None if args.side is None else args.side == "white"
    report = clock.clock_check(args.file, control, claimed_at=args.claim, white=white, start=start)
    if args.json:
        print(json.dumps(_as_json(report), ensure_ascii=False, indent=1))
        return 0
    rows = [
        [clock.format_time(s.at), str(s.move), tr(s.code.value), clock.format_duration(s.amount), clock.format_duration(s.clock), clock.format_duration(s.bank)]
        for s in report.check.steps
    ]
    print_table([tr(f"clock.column.{c}") for c in ("time", "move", "event", "amount", "clock", "bank")], rows)
    print(report.verdict_text())
    return 0


def _as_json(report: ClockReport) -> dict[str, object]:
    def step(s: ClockStep) -> dict[str, object]:
        return {
            "at": s.at.isoformat(),
            "move": s.move,
            "event": s.code.value,
            "amount_seconds": s.amount.total_seconds(),
            "clock_seconds": s.clock.total_seconds(),
            "bank_seconds": s.bank.total_seconds(),
        }

    check = report.check
    return {
        "steps": [step(s) for s in check.steps],
        "flag_fall": check.flag_fall.isoformat() if check.flag_fall else None,
        "move": check.move,
        "claimed_at": report.claimed_at.isoformat() if report.claimed_at else None,
        "verdict": report.verdict.value,
        "verdict_text": report.verdict_text(),
    }
