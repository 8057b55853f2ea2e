"""`redo`: take back the last `undo` of this user at the command line (docs/concurrency.md)."""

from __future__ import annotations

import argparse

from ..i18n import tr
from ..services import results
from ..services.database import Database


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    sub.add_parser("redo", help=tr("cli.help.redo"), parents=[db_option]).set_defaults(run=run_redo)


def run_redo(args: argparse.Namespace, db: Database) -> int:
    print(results.redo(db).description)
    return 0
