"""The foundation commands: demo, import-json, export-json, list, crosstable, result, delete-game, undo,
log."""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

from ..formats.problems import listing
from ..i18n import tr
from ..rules.model import Flag, PairingSystem, Result
from ..services import tournaments
from ..services.database import Database
from .tables import print_table

# Each command imports the services it alone uses, so that a read-only one stays quick
# (docs/performance.md): results and the write path, the demo's files, the go rounds, the crosstable.


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    def add(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, parents=[db_option])

    add("demo", tr("cli.help.demo")).set_defaults(run=run_demo)
    p = add("import-json", tr("cli.help.import_json"))
    p.add_argument("file", type=Path)
    p.set_defaults(run=run_import)
    p = add("export-json", tr("cli.help.export_json"))
    p.add_argument("code")
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(run=run_export)
    add("list", tr("cli.help.list")).set_defaults(run=run_list)
    p = add("crosstable", tr("cli.help.crosstable"))
    p.add_argument("code")
    p.set_defaults(run=run_crosstable)
    p = add("result", tr("cli.help.result"))
    p.add_argument("code")
    p.add_argument("white", type=int, metavar="WHITE_NO")
    p.add_argument("black", type=int, metavar="BLACK_NO")
    p.add_argument("result", metavar="RESULT", help=tr("cli.help.result.result"))
    p.add_argument("--flag", choices=Flag.values(), help=tr("cli.help.result.flag"))
    p.add_argument("--moves", type=int)
    p.add_argument("--ended", type=date.fromisoformat, metavar="YYYY-MM-DD")
    p.add_argument("--cycle", "--round", type=int, dest="round", help=tr("cli.help.result.round"))
    p.set_defaults(run=run_result)
    p = add("delete-game", tr("cli.help.delete_game"))
    p.add_argument("code")
    p.add_argument("white", type=int, metavar="WHITE_NO")
    p.add_argument("black", type=int, metavar="BLACK_NO")
    p.add_argument("--cycle", "--round", type=int, dest="round", help=tr("cli.help.result.round"))
    p.set_defaults(run=run_delete_game)
    add("undo", tr("cli.help.undo")).set_defaults(run=run_undo)
    p = add("log", tr("cli.help.log"))
    p.add_argument("code", nargs="?")  # without it: the player register's own log
    p.set_defaults(run=run_log)


def run_demo(args: argparse.Namespace, db: Database) -> int:
    from ..services import demo

    for change in demo.fill_demo(db):
        print(change.description)
    return 0


def run_import(args: argparse.Namespace, db: Database) -> int:
    change = tournaments.import_json(db, args.file)
    print(change.description)
    for warning in change.warnings:
        print(tr("gui.import.warning", text=warning))
    for line in listing(change.notes):
        print(tr("exchange.trf.note", note=line))
    return 0


def run_export(args: argparse.Namespace, db: Database) -> int:
    from ..services import output

    document = tournaments.export_json(db, args.code)
    output.write_text(args.output, json.dumps(document, ensure_ascii=False, indent=1) + "\n")
    print(tr("exchange.cli.exported", code=args.code, file=args.output))
    return 0


def run_list(args: argparse.Namespace, db: Database) -> int:
    rows = [(t.code, t.organiser.value, t.start_date.isoformat() if t.start_date else "", t.name) for t in tournaments.list_tournaments(db)]
    print_table([tr(k) for k in ("gui.list.code", "gui.list.organiser", "setup.field.start_date", "gui.list.name")], rows)
    return 0


def run_crosstable(args: argparse.Namespace, db: Database) -> int:
    from ..services.crosstable import crosstable, format_points, tiebreak_text

    data = tournaments.load(db, args.code)
    go = data.tournament.round_by_round
    if go and data.tournament.system is not PairingSystem.ROUND_ROBIN:
        from .go import print_wall

        return print_wall(db, args.code)
    # A go round robin: the usual table with its go standings (byes, missed rounds), go rank and club.
    if go:
        from ..services.go import rounds as go_rounds
    table = crosstable(data, go_rounds.standings(db, args.code) if go else None)
    player = {int(e.no): e.player for e in data.entries}
    # the window's column titles (gui.crosstable_view), in the language chosen
    headers = [tr("gui.col.no"), tr("gui.col.name")] + ([tr("go.rank"), tr("go.club")] if go else [tr("gui.col.rating")])
    headers += [str(no) for no, _cycle in table.columns] + [tr("gui.col.score")]
    headers += [tr(f"standings.column.{c}") for c in table.criteria] + [tr("gui.col.rg"), tr("gui.col.place")]
    rows = []
    for line in table.lines:
        rows.append(
            [str(line.no), line.name]
            + ([player[line.no].rank or "", player[line.no].club] if go else [str(line.rating or "")])
            + list(line.cells)
            + [format_points(line.score)]
            + [tiebreak_text(line, c, go=go) for c in table.criteria]
            + [str(line.remaining), line.place]
        )
    print(f"{table.code}  {table.name}")
    print_table(headers, rows)
    for problem in table.problems:  # a game the standings leave out (services.crosstable.left_out_problems)
        print(problem)
    return 0


def run_result(args: argparse.Namespace, db: Database) -> int:
    from ..services import results

    change = results.enter_result(
        db, args.code, args.white, args.black, Result.parse(args.result), Flag.parse_optional(args.flag), args.moves,
        args.ended, args.round,
    )
    print(change.description)
    return 0


def run_delete_game(args: argparse.Namespace, db: Database) -> int:
    from ..services import results

    print(results.delete_game(db, args.code, args.white, args.black, args.round).description)
    return 0


def run_undo(args: argparse.Namespace, db: Database) -> int:
    from ..services import results

    print(results.undo(db).description)
    return 0


def run_log(args: argparse.Namespace, db: Database) -> int:
    from ..services import results
    from ..services.action_names import action_label

    rows = [
        (str(l.batch), l.at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
         tr("history.undone", action=action_label(l.action)) if l.undone else action_label(l.action), l.what, l.old, l.new, l.actor)
        for l in results.audit_log(db, args.code, register=args.code is None)
    ]
    print_table([tr(f"log.col.{name}") for name in ("batch", "when", "action", "what", "old", "new", "by")], rows)
    return 0
