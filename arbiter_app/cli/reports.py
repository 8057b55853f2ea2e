"""`report KIND [CODE ...] [-o FILE] [--player NO] [--award CODE] [--force] [--lang cs|en] [--letter]`: print a
document of a tournament to PDF (docs/reports.md, "In the product").

`report start-list` takes several codes, or `--event PREFIX` (every group whose code starts with
PREFIX): their start lists go into one PDF, each group from a new page. `--contacts` prints each
player's address, e-mail and telephone under him, only for those whose consent is noted (a note at
the foot says how many were left out: docs/player-register.md).
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from reportlab.lib.pagesizes import A4, letter

from ..i18n import tr
from ..services import documents, printing
from ..services.database import Database

if TYPE_CHECKING:
    from ..reports.layout import PageSize


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "report",
        help=tr("cli.help.report"),
        parents=[db_option],
    )
    p.add_argument("kind", choices=printing.KINDS, metavar="KIND", help=" | ".join(printing.KINDS))
    p.add_argument("codes", nargs="*", metavar="CODE", help=tr("cli.help.report.codes"))
    p.add_argument("--event", metavar="PREFIX", help=tr("cli.help.report.event"))
    p.add_argument("-o", "--output", type=Path, help=tr("cli.help.report.output"))
    p.add_argument("--player", type=int, metavar="NO", help=tr("cli.help.report.player"))
    p.add_argument("--award", metavar="CODE", help=tr("cli.help.report.award"))
    p.add_argument("--force", action="store_true", help=tr("cli.help.report.force"))
    p.add_argument("--place", help=tr("cli.help.report.place"))
    p.add_argument("--date", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("cli.help.report.date"))
    p.add_argument("--lang", choices=("cs", "en"), dest="doc_lang", help=tr("cli.help.report.doc_lang"))
    p.add_argument("--letter", action="store_true", help=tr("cli.help.report.letter"))
    p.add_argument("--contacts", action="store_true", help=tr("contacts.cli.help.report"))
    p.set_defaults(run=run_report)


def run_report(args: argparse.Namespace, db: Database) -> int:
    pagesize = letter if args.letter else A4
    codes = list(args.codes)
    if args.event:
        if args.kind != "start-list":
            raise ValueError(tr("report.cli.event_start_list"))
        codes += [c for c in printing.event_codes(db, args.event) if c not in codes]
    if not codes:
        raise ValueError(tr("report.cli.no_code", kind=args.kind))
    if args.contacts:
        return _start_lists_with_contacts(args, db, codes, pagesize)
    if len(codes) > 1:
        if args.kind != "start-list":
            raise ValueError(tr("report.cli.one_code", kind=args.kind))
        out = args.output or Path(documents.default_file_name("start-lists", args.event or codes[0]))
        warn(printing.render_event_start_lists(db, codes, out, args.doc_lang, pagesize))
        print(f"{len(codes)} start lists ({', '.join(codes)}) printed to {out}")
        return 0
    code = codes[0]
    if args.kind in ("diploma", "withdrawal") and args.player is None:
        raise ValueError(tr("report.cli.needs_player", kind=args.kind))
    player = args.player if args.kind in ("diploma", "withdrawal") else None
    out = args.output or Path(documents.default_file_name(args.kind, code, player))
    warn(printing.render(args.kind, db, code, out, args.doc_lang, player, pagesize,
                         award=args.award, place=args.place, day=args.date, force=args.force))
    print(f"{args.kind} of {code} printed to {out}")
    return 0


def _start_lists_with_contacts(args: argparse.Namespace, db: Database, codes: list[str], pagesize: PageSize) -> int:
    from ..services.running.contacts import render_start_lists_with_contacts

    if args.kind != "start-list":
        raise ValueError(tr("contacts.cli.start_list_only", kind=args.kind))
    out = args.output or Path(documents.default_file_name("start-lists" if len(codes) > 1 else "start-list", args.event or codes[0]))
    warn(render_start_lists_with_contacts(db, codes, out, args.doc_lang, pagesize))
    print(tr("contacts.cli.printed", codes=", ".join(codes), file=str(out)))
    return 0


def warn(warnings: list[str]) -> None:
    """A printed document's warnings (a name with a character no bundled font has), one a line on stderr."""
    for line in warnings:
        print(line, file=sys.stderr)
