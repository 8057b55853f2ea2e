"""Sanctions that follow a player [000 §7.3–7.6; 001 §8.3–8.6]: `sanctions [--active] [--on DATE]
[--json]` lists them, and `sanction ACTION ...` adds one by hand, lifts one, or marks a bond paid,
returned or forfeited, each an undoable action (the same services as the Sanctions window)."""

from __future__ import annotations

import argparse
import json
from datetime import date

from ..i18n import date_text, tr
from ..rules.chess.sanctions import BondStatus, SanctionKind, StoredSanction, add_months
from ..rules.chess.withdrawal import Bound
from ..services.database import Database
from ..services.running import sanctions
from ..services.sanction_rows import SanctionLine, state_text
from .options import code_option
from .tables import print_table

BOUNDS = {"at_least": Bound.AT_LEAST, "at_most": Bound.AT_MOST, "exactly": Bound.EXACTLY}
SETTLED = (BondStatus.PAID, BondStatus.RETURNED, BondStatus.FORFEITED)


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    listing = sub.add_parser("sanctions", help=tr("sanctions.cli.help.list"), parents=[db_option])
    listing.add_argument("--active", action="store_true", help=tr("sanctions.cli.help.active"))
    listing.add_argument("--on", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("sanctions.cli.help.on"))
    listing.add_argument("--json", action="store_true", help=tr("sanctions.cli.help.json"))
    listing.set_defaults(run=run_list)
    sanction = sub.add_parser("sanction", help=tr("sanctions.cli.help.sanction"), parents=[db_option])
    actions = sanction.add_subparsers(dest="sanction_action", metavar="ACTION", required=True)

    add = actions.add_parser("add", help=tr("sanctions.cli.help.add"), parents=[db_option])
    add.add_argument("player_id", metavar="ID")
    add.add_argument("--kind", required=True, type=code_option(SanctionKind), metavar="|".join(SanctionKind.values()))
    add.add_argument("--since", required=True, type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("sanctions.cli.help.since"))
    end = add.add_mutually_exclusive_group()
    end.add_argument("--until", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("sanctions.cli.help.until"))
    end.add_argument("--months", type=int, metavar="N", help=tr("sanctions.cli.help.months"))
    add.add_argument("--bound", choices=list(BOUNDS), default="exactly", help=tr("sanctions.cli.help.bound"))
    add.add_argument("--event", required=True, metavar="CODE", help=tr("sanctions.cli.help.event"))
    add.add_argument("--reference", default="", metavar="TEXT", help=tr("sanctions.cli.help.reference"))
    add.add_argument("--amount", type=float, metavar="X", help=tr("sanctions.cli.help.amount"))
    add.add_argument("--note", default="", metavar="TEXT")
    add.add_argument("--replace", action="store_true", help=tr("sanctions.cli.help.replace"))
    add.set_defaults(run=run_add)

    lift = actions.add_parser("lift", help=tr("sanctions.cli.help.lift"), parents=[db_option])
    _which(lift)
    lift.add_argument("kind", type=code_option(SanctionKind), metavar="KIND")
    lift.add_argument("--reason", required=True, metavar="TEXT", help=tr("sanctions.cli.help.reason"))
    lift.add_argument("--on", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("sanctions.cli.help.step_on"))
    lift.set_defaults(run=run_lift)

    bond = actions.add_parser("bond", help=tr("sanctions.cli.help.bond"), parents=[db_option])
    _which(bond)
    bond.add_argument("status", choices=[s.value for s in SETTLED], help=tr("sanctions.cli.help.status"))
    bond.add_argument("--on", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("sanctions.cli.help.step_on"))
    bond.add_argument("--with-event", metavar="CODE", help=tr("sanctions.cli.help.with_event"))
    bond.set_defaults(run=run_bond)


def _which(p: argparse.ArgumentParser) -> None:
    p.add_argument("player_id", metavar="ID")
    p.add_argument("event", metavar="EVENT", help=tr("sanctions.cli.help.event"))


def run_list(args: argparse.Namespace, db: Database) -> int:
    day = args.on or date.today()
    lines = sanctions.list_sanctions(db, day if args.active or args.on else None)
    if args.json:
        print(json.dumps([sanctions.sanction_object(line, day) for line in lines], ensure_ascii=False, indent=1))
        return 0
    if not lines:
        print(tr("sanctions.cli.none"))
        return 0
    heads = [tr(f"sanctions.col.{c}") for c in ("player", "name", "kind", "since", "until", "event", "reference", "bond", "lifted")]
    print_table(heads, [_row(line) for line in lines])
    return 0


def _row(line: SanctionLine) -> list[str]:
    s = line.sanction
    bond = "" if s.kind is not SanctionKind.BOND else state_text(s)
    until = date_text(s.until) if s.until else ("" if s.kind is SanctionKind.BOND else tr("sanctions.state.open"))
    return [s.player_id, line.name, tr(f"sanctions.kind.{s.kind.value}"), date_text(s.since), until, s.event, s.reference,
            bond, date_text(s.lifted)]


def run_add(args: argparse.Namespace, db: Database) -> int:
    until = add_months(args.since, args.months) if args.months and args.months > 0 else args.until  # a bad count: refused by the service
    sanction = StoredSanction(args.player_id, args.event, args.kind, args.since, until, BOUNDS[args.bound], args.months,
                              args.reference, args.amount, note=args.note)
    print(sanctions.add_sanction(db, sanction, replacing=args.replace).description)
    return 0


def run_lift(args: argparse.Namespace, db: Database) -> int:
    print(sanctions.lift_sanction(db, args.player_id, args.event, args.kind, args.reason, args.on).description)
    return 0


def run_bond(args: argparse.Namespace, db: Database) -> int:
    status = BondStatus.parse(args.status)
    print(sanctions.set_bond(db, args.player_id, args.event, status, args.on, with_event=args.with_event).description)
    return 0
