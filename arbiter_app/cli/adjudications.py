"""Adjudications as a process [000 §7.3a]: `adjudications [CODE] [--json]` lists the cases, and
`adjudication ACTION ...` takes each step: open (by hand, or `--end-date` for every running game),
analysis, set, decide (the result with the flag A and the case closed in one undoable action) and
letter (the request for analyses or the decision as PDF). Players are given by start numbers, White
first, as `result` and `adjudicate` take them."""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

from ..i18n import date_text, tr
from ..rules.model import Result
from ..services.database import Database
from ..services.running import adjudications
from ..services.running.adjudications import CaseLine
from .tables import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    listing = sub.add_parser("adjudications", help=tr("adjudications.cli.help.list"), parents=[db_option])
    listing.add_argument("code", nargs="?", metavar="CODE", help=tr("adjudications.cli.help.code"))
    listing.add_argument("--json", action="store_true", help=tr("adjudications.cli.help.json"))
    listing.set_defaults(run=run_list)
    case = sub.add_parser("adjudication", help=tr("adjudications.cli.help.case"), parents=[db_option])
    actions = case.add_subparsers(dest="adjudication_action", metavar="ACTION", required=True)

    def action(name: str, run, players: str = "required") -> argparse.ArgumentParser:
        p = actions.add_parser(name, help=tr(f"adjudications.cli.help.{name}"), parents=[db_option])
        p.add_argument("code", metavar="CODE")
        many = "?" if players == "optional" else None
        p.add_argument("white", type=int, metavar="WHITE_NO", nargs=many)
        p.add_argument("black", type=int, metavar="BLACK_NO", nargs=many)
        p.add_argument("--cycle", "--round", type=int, dest="round", metavar="N", help=tr("cli.help.result.round"))
        p.set_defaults(run=run)
        return p

    def day_option(p: argparse.ArgumentParser, dest: str, flag: str = "--on") -> None:
        p.add_argument(flag, type=date.fromisoformat, metavar="YYYY-MM-DD", dest=dest,
                       help=tr(f"adjudications.cli.help.{dest}"))

    p = action("open", run_open, players="optional")
    day_option(p, "on")
    p.add_argument("--adjudicator", metavar="NAME", default="", help=tr("adjudications.cli.help.adjudicator"))
    p.add_argument("--end-date", action="store_true", help=tr("adjudications.cli.help.end_date"))
    p = action("analysis", run_analysis)
    p.add_argument("side", choices=("white", "black"), help=tr("adjudications.cli.help.side"))
    day_option(p, "on")
    p = action("set", run_set)
    p.add_argument("--adjudicator", metavar="NAME", help=tr("adjudications.cli.help.adjudicator"))
    day_option(p, "due", "--due")
    p.add_argument("--note", metavar="TEXT", help=tr("adjudications.cli.help.note"))
    p = action("decide", run_decide)
    p.add_argument("result", metavar="RESULT", help=tr("cli.help.adjudicate.result"))
    day_option(p, "on")
    p = action("letter", run_letter)
    p.add_argument("kind", choices=("request", "decision"), help=tr("adjudications.cli.help.kind"))
    p.add_argument("--lang", choices=("en", "cs"), dest="doc_lang", help=tr("cli.help.report.doc_lang"))
    p.add_argument("-o", "--output", type=Path, metavar="FILE.pdf", help=tr("cli.help.report.output"))


def run_list(args: argparse.Namespace, db: Database) -> int:
    lines = adjudications.list_cases(db, args.code)
    if args.json:
        print(json.dumps([adjudications.case_object(line) for line in lines], ensure_ascii=False, indent=1))
        return 0
    if not lines:
        print(tr("adjudications.cli.none_of", code=args.code) if args.code else tr("adjudications.cli.none"))
        return 0
    heads = [tr(f"adjudications.col.{c}") for c in
             ("event", "game", "white", "black", "cause", "requested", "adjudicator", "due", "analyses", "state", "decision")]
    print_table(heads, [_row(line) for line in lines])
    return 0


def _row(line: CaseLine) -> list[str]:
    c = line.case
    return [line.code, f"{c.white}-{c.black}" + (f" ({c.round})" if c.round > 1 else ""), line.white_name, line.black_name,
            tr(f"adjudications.cause.{c.cause.value}"), date_text(c.requested), c.adjudicator, date_text(c.analyses_due),
            adjudications.analyses_text(line.case), tr(f"adjudications.state.{line.state.value}"),
            f"{c.decision.value} ({date_text(c.decided)})" if c.decision else ""]


def run_open(args: argparse.Namespace, db: Database) -> int:
    if args.end_date:
        if args.white is not None or args.round is not None or args.adjudicator:
            raise ValueError(tr("adjudications.cli.end_date_alone"))
        print(adjudications.open_end_date_cases(db, args.code, args.on).description)
        return 0
    if args.black is None:
        raise ValueError(tr("adjudications.cli.open_needs_game", code=args.code))
    change = adjudications.open_case(db, args.code, args.white, args.black, round=args.round, on=args.on,
                                     adjudicator=args.adjudicator)
    print(change.description)
    return 0


def run_analysis(args: argparse.Namespace, db: Database) -> int:
    print(adjudications.record_analysis(db, args.code, args.white, args.black, args.side, round=args.round, on=args.on).description)
    return 0


def run_set(args: argparse.Namespace, db: Database) -> int:
    if args.adjudicator is None and args.due is None and args.note is None:
        raise ValueError(tr("adjudications.cli.set_nothing"))
    print(adjudications.set_case(db, args.code, args.white, args.black, round=args.round, adjudicator=args.adjudicator,
                                 due=args.due, note=args.note).description)
    return 0


def run_decide(args: argparse.Namespace, db: Database) -> int:
    result = Result.parse(args.result)
    print(adjudications.decide(db, args.code, args.white, args.black, result, round=args.round, on=args.on).description)
    return 0


def run_letter(args: argparse.Namespace, db: Database) -> int:
    from .reports import warn  # with ReportLab: when a letter is printed

    out = args.output or Path(adjudications.letter_file_name(args.code, args.white, args.black, args.kind))
    warn(adjudications.print_letter(db, args.code, args.white, args.black, args.kind, out, round=args.round, lang=args.doc_lang))
    print(tr("adjudications.cli.printed", kind=tr(f"adjudications.letter.title.{args.kind}"), path=out))
    return 0
