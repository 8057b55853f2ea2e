"""`backup [-o FILE]`, `backups`, `restore FILE --yes`: the database's backups (docs/backups.md).

They work on the database file without opening it first: the database a restore replaces may be
too damaged to open, and for a server's database they say that its backups are the server's without
reaching it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..i18n import tr
from ..services import backups
from ..services.database import Database, default_database_path
from .tables import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("backup", help=tr("cli.help.backup"), parents=[db_option])
    p.add_argument("-o", "--output", type=Path, metavar="FILE", help=tr("cli.help.backup.output"))
    p.add_argument("--force", action="store_true", help=tr("cli.help.backup.force"))
    p.set_defaults(run=run_backup, opens_itself=True)
    p = sub.add_parser("backups", help=tr("cli.help.backups"), parents=[db_option])
    p.set_defaults(run=run_backups, opens_itself=True)
    p = sub.add_parser("restore", help=tr("cli.help.restore"), parents=[db_option])
    p.add_argument("file", type=Path, metavar="FILE")
    p.add_argument("--yes", action="store_true", help=tr("cli.help.restore.yes"))
    p.set_defaults(run=run_restore, opens_itself=True)


def _db_file(args: argparse.Namespace) -> Path:
    return backups.file_of(getattr(args, "db", None) or str(default_database_path()))


def run_backup(args: argparse.Namespace, _db: None) -> int:
    print(tr("backup.made", path=backups.back_up(_db_file(args), "manual", args.output, force=args.force)))
    return 0


def run_backups(args: argparse.Namespace, _db: None) -> int:
    db_file = _db_file(args)
    found = backups.list_backups(db_file)
    if not found:
        print(tr("backup.none", folder=backups.folder(db_file)))
        return 0
    rows = [
        [b.made.strftime("%Y-%m-%d %H:%M:%S"), backups.size_text(b.size), "?" if b.tournaments is None else str(b.tournaments), b.path.name]
        for b in found
    ]
    print_table([tr("backup.column.made"), tr("backup.column.size"), tr("backup.column.tournaments"), tr("backup.column.file")], rows)
    print(tr("backup.folder", folder=backups.folder(db_file)))
    return 0


def run_restore(args: argparse.Namespace, _db: None) -> int:
    db_file = _db_file(args)
    facts = backups.check_backup(args.file)
    if not args.yes:
        print(tr("backup.restore_ask", path=args.file, tournaments=facts.tournaments, target=db_file))
        if not backups.own_backup(db_file, args.file):
            print(tr("backup.other_database", path=args.file, target=db_file))
        return 1
    print(backups.restore_file(db_file, args.file))
    Database(db_file).close()  # an older backup is migrated now, with its own backup first
    return 0
