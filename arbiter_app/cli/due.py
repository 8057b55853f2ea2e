"""`due [--on DATE] [--within DAYS] [--json]`: what needs the arbiter on a day, in every tournament
(services.running.desk), grouped by state: overdue, due today, coming."""

from __future__ import annotations

import argparse
import json
from datetime import date, timedelta

from ..i18n import date_text, tr, tr_plural
from ..services.database import Database
from ..services.running import desk
from ..rules.desk import DueState
from .tables import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("due", help=tr("desk.cli.help"), parents=[db_option])
    p.add_argument("--on", type=date.fromisoformat, default=None, metavar="YYYY-MM-DD", help=tr("desk.cli.help.on"))
    p.add_argument("--within", type=int, default=desk.WITHIN_DEFAULT, metavar="DAYS", help=tr("desk.cli.help.within"))
    p.add_argument("--json", action="store_true", help=tr("desk.cli.help.json"))
    p.set_defaults(run=run_due)


def run_due(args: argparse.Namespace, db: Database) -> int:
    on = args.on or date.today()
    items = desk.due_items(db, on, args.within)
    if args.json:
        print(json.dumps([desk.item_object(i) for i in items], ensure_ascii=False, indent=1))
        return 0
    if not items:
        print(tr_plural("desk.cli.none", args.within, on=date_text(on), days=args.within))
        return 0
    print(tr("desk.cli.heading", on=date_text(on), last=date_text(on + timedelta(days=args.within))))
    headers = (tr("desk.col.deadline"), tr("desk.col.since"), tr("desk.col.tournament"), tr("desk.col.item"))
    for state in DueState:
        group = [i for i in items if i.state is state]
        if group:
            print()
            print(tr("desk.cli.group", state=tr(f"desk.state.{state.value}"), count=len(group)))
            print_table(headers, [[date_text(i.deadline), date_text(i.since), i.code or "", i.text] for i in group], indent="  ")
    return 0
