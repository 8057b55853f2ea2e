"""OpenGotha's tournament file: `opengotha-import FILE --code CODE [--dry-run] [--json]` and
`opengotha-export CODE -o FILE` (services.go.opengotha, docs/go-events.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..formats.problems import listing
from ..i18n import tr
from ..services.database import Database
from ..services.go import opengotha


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("opengotha-import", help=tr("cli.help.opengotha_import"),
                       parents=[db_option])
    p.add_argument("file", type=Path)
    p.add_argument("--code", required=True, help=tr("cli.help.opengotha_import.code"))
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help.option.dry_run.2"))
    p.add_argument("--json", action="store_true", help=tr("cli.help.option.json.2"))
    p.set_defaults(run=run_import)
    p = sub.add_parser("opengotha-export", help=tr("cli.help.opengotha_export"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("-o", "--output", type=Path, required=True, help=tr("cli.help.opengotha_export.output"))
    p.set_defaults(run=run_export)


def run_import(args: argparse.Namespace, db: Database) -> int:
    """What the file holds on stdout (the players, the notes); why it cannot be stored on stderr."""
    preview = opengotha.preview_opengotha(db, args.file, args.code)
    if args.json:
        print(json.dumps(opengotha.summary(preview), ensure_ascii=False, indent=1))
    else:
        print(preview.heading)
        for e in preview.event.data.entries if preview.event else ():
            p = e.player
            print(f"  {e.no:>4} {p.name:<33} {p.rank or '':>4} {p.federation:<3} {p.club:<6} {p.rating or '':>4}  {p.id}")
        for note in listing(preview.notes):  # the first 100, then "and N more"
            print(tr("exchange.opengotha.note_line", note=note))
    if args.dry_run:
        if preview.event is None and not args.json:  # the JSON holds the problems
            print(preview.refusal(), file=sys.stderr)
        print(tr("exchange.opengotha.dry_run"), file=sys.stderr if args.json else sys.stdout)
        return 0
    change = opengotha.import_opengotha(db, preview)
    print(change.description, file=sys.stderr if args.json else sys.stdout)
    return 0


def run_export(args: argparse.Namespace, db: Database) -> int:
    print(opengotha.export_opengotha(db, args.code, args.output))
    return 0
