"""The claim register [001 §8.7a–b, §15; 000 §7.7b]: `claims [CODE] [--json]` lists it; `claim file`,
`claim decide`, `claim appeal` and `claim appeal-decide` are each one undoable action (services.running.claims);
`claim letter` prints the decision letter as PDF."""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

from ..i18n import date_text, tr
from ..rules.chess.claims import AppealOutcome, ClaimKind, Decision
from ..services.database import Database
from ..services.running import claims
from .tables import print_table

KINDS = ("time", "no-reply", "other")
"""`--kind` as typed: the stored kinds with a hyphen (ClaimKind "no_reply")."""


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    listing = sub.add_parser("claims", help=tr("claims.cli.help.claims"), parents=[db_option])
    listing.add_argument("code", nargs="?", metavar="CODE", help=tr("claims.cli.help.code"))
    listing.add_argument("--json", action="store_true", help=tr("claims.cli.help.json"))
    listing.set_defaults(run=run_list)
    claim = sub.add_parser("claim", help=tr("claims.cli.help.claim"), parents=[db_option])
    actions = claim.add_subparsers(dest="claim_action", metavar="ACTION", required=True)
    filing = _game_parser(actions, "file", db_option, seq=False)
    filing.add_argument("--kind", required=True, choices=KINDS, help=tr("claims.cli.help.kind"))
    filing.add_argument("--by", required=True, type=int, metavar="NO", help=tr("claims.cli.help.by"))
    filing.add_argument("--note", default="", metavar="TEXT", help=tr("claims.cli.help.note"))
    filing.set_defaults(run=run_file)
    decide = _game_parser(actions, "decide", db_option)
    decide.add_argument("decision", choices=Decision.values(), metavar="upheld|rejected")
    _substitute_options(decide)
    decide.set_defaults(run=run_decide)
    _game_parser(actions, "appeal", db_option).set_defaults(run=run_appeal)
    appeal_decide = _game_parser(actions, "appeal-decide", db_option)
    appeal_decide.add_argument("outcome", choices=AppealOutcome.values(), metavar="upheld|overturned")
    _substitute_options(appeal_decide)
    appeal_decide.set_defaults(run=run_appeal_decide)
    letter = _game_parser(actions, "letter", db_option, on=False)
    letter.add_argument("--lang", choices=("cs", "en"), dest="doc_lang", help=tr("claims.cli.help.lang"))
    letter.add_argument("-o", "--output", type=Path, metavar="FILE.pdf", help=tr("claims.cli.help.output"))
    letter.set_defaults(run=run_letter)


def _game_parser(actions: argparse._SubParsersAction, name: str, db_option: argparse.ArgumentParser,
                 seq: bool = True, on: bool = True) -> argparse.ArgumentParser:
    p = actions.add_parser(name, help=tr(f"claims.cli.help.{name.replace('-', '_')}"), parents=[db_option])
    p.add_argument("code", metavar="CODE")
    p.add_argument("white", type=int, metavar="W", help=tr("claims.cli.help.white"))
    p.add_argument("black", type=int, metavar="B", help=tr("claims.cli.help.black"))
    p.add_argument("--cycle", type=int, dest="round", metavar="N", help=tr("claims.cli.help.cycle"))
    if seq:
        p.add_argument("--seq", type=int, metavar="N", help=tr("claims.cli.help.seq"))
    if on:
        p.add_argument("--on", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("claims.cli.help.on"))
    return p


def _substitute_options(p: argparse.ArgumentParser) -> None:
    choice = p.add_mutually_exclusive_group()
    choice.add_argument("--substitute-due", type=date.fromisoformat, metavar="YYYY-MM-DD", help=tr("claims.cli.help.substitute_due"))
    choice.add_argument("--no-substitute", action="store_true", help=tr("claims.cli.help.no_substitute"))


def run_list(args: argparse.Namespace, db: Database) -> int:
    lines = claims.list_claims(db, args.code)
    if args.json:
        print(json.dumps([claims.claim_json(line) for line in lines], ensure_ascii=False, indent=1))
        return 0
    if not lines:
        print(tr("claims.cli.none_in", code=args.code) if args.code else tr("claims.cli.none"))
        return 0
    heads = [tr(f"claims.col.{key}") for key in ("event", "game", "seq", "kind", "claimant", "filed", "decision", "appeal", "state")]
    print_table(heads, [_row(line) for line in lines])
    return 0


def _row(line: claims.ClaimLine) -> list[str]:
    c = line.claim
    return [line.code, f"{c.white}-{c.black}" + (f" ({c.round})" if c.round > 1 else ""), str(c.seq),
            tr(f"claims.kind.{c.kind.value}"), f"{c.claimant} {line.claimant_name}", date_text(c.filed),
            decision_text(line), appeal_text(line), tr(f"claims.state.{line.state.value}")]


def decision_text(line: claims.ClaimLine) -> str:
    """"upheld 2025-09-10", with the substitute deadline when one was set; "" while undecided."""
    c = line.claim
    if c.decision is None:
        return ""
    text = f"{tr(f'claims.decision.{c.decision.value}')} {date_text(c.decided)}"
    return text + (" " + tr("claims.cli.substitute", due=date_text(c.substitute_due)) if c.substitute_due else "")


def appeal_text(line: claims.ClaimLine) -> str:
    """"filed 2025-09-12", then its outcome and day; "" when none was filed."""
    c = line.claim
    if c.appeal_filed is None:
        return ""
    text = tr("claims.cli.appeal_filed", day=date_text(c.appeal_filed))
    return text + (f", {tr(f'claims.appeal.{c.appeal_outcome.value}')} {date_text(c.appeal_decided)}" if c.appeal_outcome else "")


def run_file(args: argparse.Namespace, db: Database) -> int:
    kind = ClaimKind.parse(args.kind.replace("-", "_"))
    print(claims.file_claim(db, args.code, args.white, args.black, kind, args.by, on=args.on, note=args.note, round=args.round).description)
    return 0


def run_decide(args: argparse.Namespace, db: Database) -> int:
    change = claims.decide_claim(db, args.code, args.white, args.black, Decision.parse(args.decision), seq=args.seq, round=args.round,
                                 on=args.on, substitute_due=args.substitute_due, no_substitute=args.no_substitute)
    print(change.description)
    return 0


def run_appeal(args: argparse.Namespace, db: Database) -> int:
    print(claims.file_appeal(db, args.code, args.white, args.black, seq=args.seq, round=args.round, on=args.on).description)
    return 0


def run_appeal_decide(args: argparse.Namespace, db: Database) -> int:
    change = claims.decide_appeal(db, args.code, args.white, args.black, AppealOutcome.parse(args.outcome), seq=args.seq,
                                  round=args.round, on=args.on, substitute_due=args.substitute_due, no_substitute=args.no_substitute)
    print(change.description)
    return 0


def run_letter(args: argparse.Namespace, db: Database) -> int:
    from ..services.documents.claim_letters import claim_letter_file_name
    from ..services.running.claim_letters import print_claim_letter
    from .reports import warn

    line = claims.find_claim(db, args.code, args.white, args.black, args.seq, args.round)
    out = args.output or Path(claim_letter_file_name(args.code, line.claim.white, line.claim.black, line.claim.seq))
    warn(print_claim_letter(db, args.code, args.white, args.black, out, seq=line.claim.seq, round=line.claim.round, lang=args.doc_lang))
    print(tr("claims.cli.printed", seq=line.claim.seq, white=args.white, black=args.black, path=out))
    return 0
