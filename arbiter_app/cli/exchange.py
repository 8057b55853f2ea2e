"""Exchange with the field: export, import-pgn, import-ratings, import-trf (docs/exchange-formats.md)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from ..formats.problems import listing
from ..formats.rating_lists import LIST_KINDS
from ..formats.text_encoding import ENCODINGS
from ..formats.trf import VERSIONS
from ..i18n import date_text, decimal_text, tr, tr_plural
from ..rules.model import Organiser
from ..services import exchange, output
from ..services.ratings.list_batches import LIST_FORMATS
from ..services.database import Database
from .options import code_option
from .progress import ConsoleProgress

if TYPE_CHECKING:
    from ..services.pgn_games import GameKey, PgnPreview

# Each command imports the services it alone uses: an export only reads (docs/performance.md).


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("export", help=tr("cli.help.export"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--format", choices=exchange.FORMATS, required=True)
    p.add_argument("-o", "--output", type=Path, required=True)
    p.add_argument("--trf-version", choices=VERSIONS, default="2016", help=tr("cli.help.export.trf_version"))
    p.add_argument("--table", choices=("crosstable", "standings"), default="crosstable", help=tr("cli.help.export.table"))
    p.add_argument("--delimiter", choices=(",", ";"), default=",", help=tr("cli.help.export.delimiter"))
    p.add_argument("--site", default="", help=tr("cli.help.export.site"))
    p.set_defaults(run=run_export)

    p = sub.add_parser("import-pgn", help=tr("cli.help.import_pgn"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("file", type=Path)
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help.import_pgn.dry_run"))
    p.add_argument("--overwrite", nargs="+", default=(), metavar="WHITE-BLACK", help=tr("cli.help.import_pgn.overwrite"))
    p.set_defaults(run=run_import_pgn)

    p = sub.add_parser("import-ratings", help=tr("cli.help.import_ratings"), parents=[db_option])
    p.add_argument("file", type=Path)
    p.add_argument("--format", choices=LIST_FORMATS, default=None, help=tr("cli.help.import_ratings.format"))
    p.add_argument("--list", choices=LIST_KINDS, default="standard", dest="kind", help=tr("cli.help.import_ratings.kind"))
    p.add_argument("--encoding", choices=ENCODINGS, default=None, help=tr("cli.help.import_ratings.encoding"))
    p.set_defaults(run=run_import_ratings)

    p = sub.add_parser("import-trf", help=tr("cli.help.import_trf"), parents=[db_option])
    p.add_argument("file", type=Path)
    p.add_argument("--code", required=True, help=tr("cli.help.import_trf.code"))
    p.add_argument("--organiser", type=code_option(Organiser), default=Organiser.ICCF, metavar="ICCF|SKS|PlanetSah|CAGo")
    p.add_argument("--kind", default="other", help=tr("cli.help.import_trf.kind"))
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help.option.dry_run.2"))
    p.add_argument("--json", action="store_true", help=tr("cli.help.option.json.2"))
    p.set_defaults(run=run_import_trf)


def run_export(args: argparse.Namespace, db: Database) -> int:
    options = exchange.ExportOptions(args.trf_version, args.delimiter, args.site)
    output.write_text(args.output, exchange.export_text(db, args.code, args.format, options, args.table))
    print(tr("exchange.cli.exported", code=args.code, file=args.output))
    return 0


def _overwrite_keys(preview: PgnPreview, pairs: list[str]) -> set[GameKey]:
    conflicts = {f"{m.stored.white}-{m.stored.black}": m.key for m in preview.of("conflict")}
    unknown = [p for p in pairs if p not in conflicts]
    if unknown:
        raise ValueError(tr("exchange.cli.not_conflict", games=" ".join(unknown), conflicts=", ".join(conflicts) or tr("exchange.cli.none")))
    return {conflicts[p] for p in pairs}


def run_import_pgn(args: argparse.Namespace, db: Database) -> int:
    from ..services import pgn_games

    preview = pgn_games.preview_pgn(db, args.code, args.file)
    overwrite = _overwrite_keys(preview, list(args.overwrite))
    print(tr_plural("exchange.cli.pgn.records", preview.records, count=preview.records, file=args.file.name))
    for status in ("matched", "equal", "conflict"):
        games = preview.of(status)
        print(tr(f"exchange.cli.pgn.{status}", count=len(games)))
        for m in games:
            g, p = m.stored, m.pgn
            stored = g.result.value + (g.flag.value if g.flag else "")
            game = tr("exchange.cli.pgn.game", line=p.line, white_no=g.white, black_no=g.black, white=p.white, black=p.black,
                      result=p.result.value, moves=p.moves or "?", ended=date_text(p.ended) if p.ended else "?")
            print("  " + game + (tr("exchange.cli.pgn.stored", result=stored) if status != "matched" or g.result.value != "*" else ""))
    print(tr("exchange.cli.pgn.unmatched", count=len(preview.unmatched)))
    for u in preview.unmatched:
        print("  " + tr("exchange.cli.pgn.unmatched_game", line=u.pgn.line, white=u.pgn.white, black=u.pgn.black, reason=u.reason))
    for note in preview.notes:
        print(f"  {note}")
    if args.dry_run:
        print(tr("exchange.cli.dry_run"))
        return 0
    print(pgn_games.apply_pgn(db, preview, overwrite).description)
    return 0


def run_import_ratings(args: argparse.Namespace, db: Database) -> int:
    started = time.monotonic()

    def progress(done: int, total: int) -> bool:
        percent = 100 * done // total if total else 100
        read = tr("exchange.cli.progress", file=args.file.name, percent=f"{percent:3d}", seconds=f"{decimal_text(time.monotonic() - started, digits=1):>5}")
        print("\r" + read, end="", file=sys.stderr, flush=True)
        return True

    from ..services.ratings import list_import as rating_import

    try:
        result = rating_import.import_rating_list(db, args.file, args.format, args.kind, progress, args.encoding)
    finally:
        print(file=sys.stderr)
    print(result.changes.description)
    for line in result.name_conflicts:
        print(f"  {line}")
    return 0


def run_import_trf(args: argparse.Namespace, db: Database) -> int:
    """What the file holds on stdout; why it cannot be stored on stderr, once (the error of the import,
    or in a dry run the same refusal)."""
    from ..services import trf_import

    with ConsoleProgress(args.file) as progress:
        preview = trf_import.preview_trf(db, args.file, args.code, args.organiser, args.kind, progress)
    if args.json:
        print(json.dumps(trf_import.summary(preview), ensure_ascii=False, indent=1))
    else:
        print(preview.heading)
        for e in preview.entries:
            t = e.trf
            print(f"  {t.no:>4} {e.name:<33} {t.federation:<3} {t.rating or '':>4} {t.points if t.points is not None else '':>5} {t.rank or '':>4}  {e.in_register}")
        for line in listing(preview.notes):
            print(tr("exchange.trf.note", note=line))
    if args.dry_run:
        if preview.data is None and not args.json:  # the JSON holds the problems
            print(preview.refusal_error(), file=sys.stderr)
        print(tr("exchange.trf.dry_run"), file=sys.stderr if args.json else sys.stdout)
        return 0
    change = trf_import.import_trf(db, preview)
    print(change.description, file=sys.stderr if args.json else sys.stdout)
    return 0
