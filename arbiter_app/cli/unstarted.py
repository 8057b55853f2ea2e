"""`unstarted-boards`: team boards not started in time, and their games lost by default [000 §7.7g]."""

from __future__ import annotations

import argparse
from datetime import date

from ..i18n import date_text, tr
from ..services import teams, tournaments, unstarted
from ..services.database import Database


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "unstarted-boards",
        help=tr("cli.help.unstarted_boards"),
        parents=[db_option],
    )
    p.add_argument("code")
    p.add_argument("--on", type=date.fromisoformat, default=None, metavar="YYYY-MM-DD", help=tr("cli.help.unstarted_boards.on"))
    p.add_argument("--apply", action="store_true", help=tr("cli.help.unstarted_boards.apply"))
    p.set_defaults(run=run_unstarted)


def run_unstarted(args: argparse.Namespace, db: Database) -> int:
    on = args.on or date.today()
    if args.apply:
        print(unstarted.forfeit_unstarted_boards(db, args.code, on).description)
        return 0
    boards = unstarted.unstarted_boards(db, args.code, on)
    if not boards:
        print(tr("corrections.unstarted.none", code=args.code, on=date_text(on)))
        return 0
    data = tournaments.load(db, args.code)
    names = teams.team_names(data)
    print(tr("corrections.unstarted.heading", code=args.code, on=date_text(on)))
    for b in boards:
        print(tr("corrections.unstarted.board", team=b.team, team_name=names.get(b.team, ""), board=b.board, no=b.no,
                 name=data.entry(b.no).player.name, not_started=len(b.not_started), unknown=len(b.unknown)))
        for change in b.forfeits if b.not_started else ():
            print(f"  {unstarted.change_text(change)}")
    if any(b.not_started for b in boards):
        print(tr("corrections.unstarted.apply_hint"))
    return 0
