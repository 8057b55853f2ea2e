"""`publish CODE -o DIR [--lang cs|en]` and `publish --all -o DIR`: the tournaments as web pages in a
folder that can be copied to any web host (docs/publish.md). With --all, the tournaments that cannot be
published are listed on stderr, one line each, and the exit status is 1."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..i18n import tr, tr_plural
from ..services.database import Database


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("publish", help=tr("cli.help.publish"), parents=[db_option])
    p.add_argument("code", nargs="?", metavar="CODE", help=tr("cli.help.publish.code"))
    p.add_argument("--all", action="store_true", help=tr("cli.help.publish.all"))
    p.add_argument("-o", "--output", type=Path, required=True, metavar="DIR", help=tr("cli.help.publish.output"))
    p.add_argument("--lang", choices=("cs", "en"), dest="doc_lang", help=tr("cli.help.publish.doc_lang"))
    p.set_defaults(run=run_publish)


def run_publish(args: argparse.Namespace, db: Database) -> int:
    from ..services import publish

    if args.all == bool(args.code):
        raise ValueError(tr("web.cli.code_or_all"))
    if args.all:
        done = publish.publish_all(db, args.output, args.doc_lang)
        pages = len([f for f in done.files if f.suffix == ".html"]) - 1
        print(tr_plural("web.cli.published_all", pages, count=pages, path=done.index))
        if done.left_out:  # the others are published; the exit status says that some are not
            print(tr_plural("web.cli.left_out", len(done.left_out), count=len(done.left_out)), file=sys.stderr)
            for left in done.left_out:
                print(left, file=sys.stderr)
            return 1
    else:
        done = publish.publish(db, args.code, args.output, args.doc_lang)
        print(tr("web.cli.published", code=args.code, path=done.index))
    return 0
