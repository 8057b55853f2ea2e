"""`arbiter-app`: the command line. Alone it opens the window; subcommands call the same services.

Each command module in COMMAND_MODULES has `register(subparsers, parent)` adding its subcommands
with `set_defaults(run=function)`; `run(args, db) -> int`. Errors an arbiter can cause (unknown code,
refused result, malformed file...) end with exit status 1 and a message on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module
from typing import Sequence

from ..formats.exchange_json import ImportProblem
from ..services.database import Database
from ..services.errors import USER_ERRORS, message_of

COMMAND_MODULES = ("basic", "setup", "standings", "ratings", "withdraw", "norms", "teams", "reports", "go")


def build_parser() -> argparse.ArgumentParser:
    db_option = argparse.ArgumentParser(add_help=False)
    db_option.add_argument(
        "--db", default=argparse.SUPPRESS, metavar="PATH_OR_URL", help="database file or URL (default: the user data directory)"
    )
    parser = argparse.ArgumentParser(
        prog="arbiter-app", description="Arbiter workstation for correspondence chess", parents=[db_option]
    )
    parser.add_argument("--demo", action="store_true", help="open the window on the embedded demo database")
    parser.add_argument("--lang", choices=("en", "cs"), default=None, help="language of the interface")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        import_module(f"{__package__}.{name}").register(sub, db_option)
    return parser


def open_database(args: argparse.Namespace) -> Database:
    return Database(getattr(args, "db", None))


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang:
        from ..i18n import set_language

        set_language(args.lang)
    if args.command is None:
        from ..gui.app import run_gui

        return run_gui(db_target=getattr(args, "db", None), demo=args.demo, lang=args.lang)
    try:
        db = open_database(args)
        try:
            return int(args.run(args, db))
        finally:
            db.close()
    except ImportProblem as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except USER_ERRORS as exc:
        print(f"error: {message_of(exc)}", file=sys.stderr)
        return 1
