"""team-edit: a team's name, captain or federation changed (one undoable action)."""

from __future__ import annotations

import argparse

from ..i18n import tr
from ..services import setup
from ..services.database import Database


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("team-edit", help=tr("cli.help.team_edit"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("no", type=int, metavar="NO", help=tr("cli.help.team_edit.no"))
    p.add_argument("--name", help=tr("cli.help.team_edit.name"))
    p.add_argument("--captain", help=tr("cli.help.team_edit.captain"))
    p.add_argument("--federation", help=tr("cli.help.team_edit.federation"))
    p.set_defaults(run=run_team_edit)


def run_team_edit(args: argparse.Namespace, db: Database) -> int:
    change = setup.edit_team(db, args.code, args.no, name=args.name, captain=args.captain, federation=args.federation)
    print(change.description)
    return 0
