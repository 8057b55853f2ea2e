"""team-edit: a team's name, captain or federation changed (one undoable action)."""

from __future__ import annotations

import argparse

from ..services import setup
from ..services.database import Database


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("team-edit", help="change a team's name, captain or federation (one undoable action)", parents=[db_option])
    p.add_argument("code")
    p.add_argument("no", type=int, metavar="NO", help="the team's number")
    p.add_argument("--name", help="the team's new name")
    p.add_argument("--captain", help='"Surname, Firstname", perhaps with an e-mail ("" clears it)')
    p.add_argument("--federation", help='three-letter code, e.g. CZE ("" clears it)')
    p.set_defaults(run=run_team_edit)


def run_team_edit(args: argparse.Namespace, db: Database) -> int:
    change = setup.edit_team(db, args.code, args.no, name=args.name, captain=args.captain, federation=args.federation)
    print(change.description)
    return 0
