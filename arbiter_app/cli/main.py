"""`arbiter-app`: the command line. Alone it opens the window; subcommands call the same services.

Each command module in COMMAND_MODULES has `register(subparsers, parent)` adding its subcommands
with `set_defaults(run=function)`; `run(args, db) -> int`. Errors an arbiter can cause (unknown code,
refused result, malformed file...) end with exit status 1 and a message on stderr, never a traceback.

Opening the window must be quick, so the command modules (and the services they import) are loaded
only when the arguments name a subcommand or ask for help: `window_options` parses the rest. A
command is quick too: only the module that registers it is imported (COMMANDS_OF; a command missing
there imports every module, as help does).
"""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path
from importlib import import_module
from typing import TYPE_CHECKING, Sequence

from ..i18n import LANGUAGES, tr
from .console import prepare_streams, reader_gone
from .words import Parser, install as install_argparse_words

if TYPE_CHECKING:
    from ..services.database import Database

COMMANDS_OF = {
    "basic": ("demo", "import-json", "export-json", "list", "crosstable", "result", "delete-game", "undo", "log"),
    "setup": ("new-tournament", "edit-tournament", "delete-tournament", "enter", "remove-entry", "draw"),
    "standings": ("standings", "pairings"),
    "ratings": ("ratings", "rating-period"),
    "withdraw": ("withdraw", "adjudicate"),
    "norms": ("norms", "titles"),
    "teams": ("team-crosstable", "board-crosstable", "substitute", "clock-check"),
    "reports": ("report",),
    "publish": ("publish",),
    "redo": ("redo",),
    "exchange": ("export", "import-pgn", "import-ratings", "import-trf"),
    "players": ("player", "players"),
    "unstarted": ("unstarted-boards",),
    "go": ("excuse", "go-draw", "go-pairings", "go-swap", "go-undraw", "go-wall", "egd-export", "egd-import", "go-print"),
    "team_edit": ("team-edit",),
    "backups": ("backup", "backups", "restore"),
    "opengotha": ("opengotha-import", "opengotha-export"),
    "sanctions": ("sanctions", "sanction"),
    "adjudications": ("adjudications", "adjudication"),
    "claims": ("claims", "claim"),
    "due": ("due",),
}
"""The subcommands each command module registers (tests/cli/test_cli_lazy.py checks it)."""
COMMAND_MODULES = tuple(COMMANDS_OF)


def _db_option() -> argparse.ArgumentParser:
    db_option = argparse.ArgumentParser(add_help=False)
    db_option.add_argument(
        "--db", default=argparse.SUPPRESS, metavar="PATH_OR_URL", help=tr("cli.help.option.db")
    )
    db_option.add_argument(
        "--new-database", action="store_true", default=argparse.SUPPRESS, help=tr("cli.help.option.new_database")
    )
    return db_option


def _top_parser(db_option: argparse.ArgumentParser, add_help: bool = True) -> argparse.ArgumentParser:
    parser = Parser(
        prog="arbiter-app", description=tr("cli.help.program.description"), parents=[db_option],
        add_help=add_help,
    )
    parser.add_argument("--demo", action="store_true", help=tr("cli.help.program.demo"))
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help=tr("cli.help.option.lang"))
    parser.add_argument(
        "--screenshot", metavar="FILE.png", default=None, help=tr("cli.help.program.screenshot")
    )
    return parser


def window_options(argv: Sequence[str]) -> argparse.Namespace | None:
    """The options of `arbiter-app` alone (the window), or None when `argv` has more: a subcommand
    or `--help`, which need the full parser."""
    args, rest = _top_parser(_db_option(), add_help=False).parse_known_args(argv)
    return None if rest else args


def modules_of(argv: Sequence[str]) -> Sequence[str]:
    """The command modules `argv` needs: the one registering its subcommand, else all of them."""
    _args, rest = _top_parser(_db_option(), add_help=False).parse_known_args(argv)
    named = [module for module, commands in COMMANDS_OF.items() if rest and rest[0] in commands]
    return named if named and named[0] in COMMAND_MODULES else COMMAND_MODULES


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    install_argparse_words()
    db_option = _db_option()
    parser = _top_parser(db_option)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in modules:
        import_module(f"{__package__}.{name}").register(sub, db_option)
    from .ranges import bound_options

    bound_options(parser)
    _lang_after_name(sub)
    return parser


def _lang_after_name(sub: argparse._SubParsersAction) -> None:
    """`--lang` after a subcommand's name as well as before it (`standings CODE --lang cs`), except
    where the subcommand has a `--lang` of its own (`report`, `go-print`: the document's language)."""
    for parser in set(sub.choices.values()):
        if "--lang" not in parser._option_string_actions:  # argparse has no public way to ask
            parser.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=tr("cli.help.option.lang"))
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                _lang_after_name(action)


def interface_language(argv: Sequence[str]) -> str | None:
    """The interface's `--lang` as the parser will read it: before the command's name, or after it
    where the command has no `--lang` of its own (`report` and `go-print` take the document's)."""
    command = None
    for i, token in enumerate(argv):
        value = argv[i + 1] if token == "--lang" and i + 1 < len(argv) else token[7:] if token.startswith("--lang=") else None
        if value is not None and (command is None or command not in OWN_LANG) and value in LANGUAGES:
            return value
        if command is None and not token.startswith("-") and (i == 0 or argv[i - 1] not in ("--db", "--lang")):
            command = token
    return None


OWN_LANG = ("report", "go-print", "adjudication", "claim")
"""Commands whose `--lang` is the language of the document they print."""


def open_database(args: argparse.Namespace) -> Database:
    from ..services.database import Database

    return Database(getattr(args, "db", None), new_in_empty=getattr(args, "new_database", False))


def main(argv: Sequence[str] | None = None) -> int:
    prepare_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    early = interface_language(argv)
    if early:  # before any parser, so that its refusals ("--duration: ...", "--db: expected one argument") are in it
        from ..i18n import set_language

        set_language(early)
    install_argparse_words()
    window = window_options(argv)
    if window is not None:
        # The start builds modules and classes that live as long as the window: a collection of
        # them (one fell within every start, about 20 ms) is wasted; gui.app.run_gui collects again
        # from its first event on, with what the start built frozen out of the collector's reach.
        gc.disable()
        from ..gui.app import run_gui
        from ..services.errors import USER_ERRORS, message_of

        try:
            return run_gui(
                db_target=getattr(window, "db", None), demo=window.demo, lang=window.lang,
                screenshot=Path(window.screenshot) if window.screenshot else None,
            )
        except USER_ERRORS as exc:  # a --db the window cannot open: one line, as for a command
            print(tr("cli.error", message=message_of(exc)), file=sys.stderr)
            return 1
    args = build_parser(modules_of(argv)).parse_args(argv)
    if args.lang:
        from ..i18n import set_language

        set_language(args.lang)
    from ..services.errors import USER_ERRORS, message_of  # ImportProblem among them: a ValueError

    try:
        if getattr(args, "opens_itself", False):  # the backup commands: the database may be damaged, or a server's
            return int(args.run(args, None))
        db = open_database(args)
        try:
            status = int(args.run(args, db))
            sys.stdout.flush()  # here, so that a closed pipe is met while it can be told apart
            return status
        finally:
            db.close()
    except BrokenPipeError:
        return _pipe_closed()
    except USER_ERRORS as exc:
        if reader_gone(exc):  # Windows' EINVAL for a closed pipe
            return _pipe_closed()
        print(tr("cli.error", message=message_of(exc)), file=sys.stderr)
        return 1


def _pipe_closed() -> int:
    """The reader of our output went away (`standings ... | head -1`): no error, as for any other
    command-line tool. What Python still holds for standard output goes nowhere, so that the
    interpreter's last flush does not fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # a standard output that is no file (a test's capture)
        pass
    return 0
