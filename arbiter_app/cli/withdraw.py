"""The withdrawal commands: `withdraw` (print the plan, apply it unless --dry-run) and `adjudicate`."""

from __future__ import annotations

import argparse
import json
from datetime import date

from ..i18n import tr
from ..rules.model import Result, WithdrawalKind, WithdrawalReason
from ..rules.names import name_list
from ..services import tournaments, withdrawals
from ..services.crosstable import format_points
from ..services.database import Database
from ..services.withdrawals import TournamentPart, WithdrawalPreview, game_state, sanction_texts


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("withdraw", help=tr("cli.help.withdraw"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("no", type=int, metavar="NO", help=tr("cli.help.withdraw.no"))
    p.add_argument("--kind", required=True, choices=WithdrawalKind.values())
    p.add_argument("--reason", choices=WithdrawalReason.values(), help=tr("cli.help.withdraw.reason"))
    p.add_argument("--date", required=True, type=date.fromisoformat, metavar="YYYY-MM-DD", dest="on")
    p.add_argument("--suspension-months", type=int, metavar="N", help=tr("cli.help.withdraw.suspension_months"))
    p.add_argument("--dry-run", action="store_true", help=tr("cli.help.option.dry_run"))
    p.add_argument("--json", action="store_true", help=tr("cli.help.withdraw.json"))
    p.add_argument("--no-substitute", action="store_true",
                   help=tr("cli.help.withdraw.no_substitute"))
    p.set_defaults(run=run_withdraw)
    p = sub.add_parser("adjudicate", help=tr("cli.help.adjudicate"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("white", type=int, metavar="WHITE_NO")
    p.add_argument("black", type=int, metavar="BLACK_NO")
    p.add_argument("result", metavar="RESULT", help=tr("cli.help.adjudicate.result"))
    p.add_argument("--cycle", type=int, dest="round", help=tr("cli.help.adjudicate.round"))
    p.add_argument("--date", type=date.fromisoformat, metavar="YYYY-MM-DD", dest="on", help=tr("cli.help.adjudicate.on"))
    p.set_defaults(run=run_adjudicate)


def run_withdraw(args: argparse.Namespace, db: Database) -> int:
    kind = WithdrawalKind.parse(args.kind)
    reason = WithdrawalReason.parse_optional(args.reason)
    if kind is WithdrawalKind.ACCEPTED and not args.no_substitute and tournaments.load(db, args.code).tournament.team_event:
        raise ValueError(tr("withdrawal.team.substitute_first", code=args.code, no=args.no, reason=args.reason or "R"))
    preview = withdrawals.preview_withdrawal(db, args.code, args.no, kind, reason, args.on)
    change = None if args.dry_run else withdrawals.withdraw(db, args.code, args.no, kind, reason, args.on, preview=preview,
                                                                suspension_months=args.suspension_months)
    if args.json:
        document = as_json(preview)
        document["applied"] = change is not None
        document["batch"] = change.batch if change else None
        print(json.dumps(document, ensure_ascii=False, indent=1))
        return 0
    print(as_text(preview))
    print()
    print(change.description if change else tr("withdrawal.cli.dry_run"))
    return 0


def run_adjudicate(args: argparse.Namespace, db: Database) -> int:
    result = Result.parse(args.result)
    if result not in (Result.WHITE_WIN, Result.BLACK_WIN, Result.DRAW):
        raise ValueError(tr("withdrawal.cli.adjudication_result", result=args.result))
    print(withdrawals.adjudicate(db, args.code, args.white, args.black, result, round=args.round, on=args.on).description)
    return 0


def as_text(preview: WithdrawalPreview) -> str:
    lines: list[str] = []
    for part in preview.parts:
        lines += _part_lines(part)
        lines.append("")
    lines.append(tr("withdrawal.section.notify") + ":")
    for notice in preview.notices:
        names = f": {name_list(notice.names)}" if notice.names else ""
        lines.append(f"  {tr(notice.recipient.value)}{names}")
    return "\n".join(lines)


def _part_lines(part: TournamentPart) -> list[str]:
    plan = part.plan
    w = plan.withdrawal
    reason = f" – {tr('withdrawal.reason.' + w.reason.value)}" if w.reason else ""
    lines = [
        f"{part.code}  {part.name}",
        f"{part.entry.no}. {part.entry.name}: {tr('withdrawal.kind.' + w.kind.value)}{reason}, {w.date.isoformat()}",
        tr(plan.outcome.value),
        tr("withdrawal.section.games") + ":",
    ]
    lines += [f"  {c.old.white}-{c.old.black}  {game_state(c.old)} → {game_state(c.new)}" for c in plan.changes]
    if not plan.changes:
        lines.append("  " + tr("withdrawal.none"))
    lines.append(tr("withdrawal.section.standings") + ":")
    for s in part.standings:
        mark = "  " if not s.changed else " *"
        lines.append(
            f"{mark}{s.place_after:>5}  {format_points(s.points_after):>4}  {s.name}"
            + (f"   ({tr('withdrawal.before')}: {s.place_before}, {format_points(s.points_before)})" if s.changed else "")
        )
    if part.norms is not None:
        before, after = part.norms.before, part.norms.after
        lines.append(f"{tr('withdrawal.section.norms')}: {before.category or '–'} → {after.category or '–'}")
        for no in part.norms.changed_players():
            lines.append(f"  {part.before.entry(no).name}: {_norms(before, no)} → {_norms(after, no)}")
    lines.append(tr("withdrawal.section.sanctions") + ":")
    lines += [f"  {text}" for text in sanction_texts(part)]
    return lines


def _norms(status: withdrawals.NormStatus, no: int) -> str:
    made = ", ".join(status.made.get(no, ()))
    possible = ", ".join(status.possible.get(no, ()))
    return f"{tr('withdrawal.norms.made')} {made or '–'}; {tr('withdrawal.norms.possible')} {possible or '–'}"


def as_json(preview: WithdrawalPreview) -> dict[str, object]:
    return {
        "parts": [_part_json(p) for p in preview.parts],
        "notify": [{"recipient": n.recipient.name.lower(), "names": list(n.names)} for n in preview.notices],
    }


def _part_json(part: TournamentPart) -> dict[str, object]:
    plan = part.plan
    w = plan.withdrawal
    norms = None
    if part.norms is not None:
        norms = {
            side: {"category": s.category, "average": s.average, "eligible": s.eligible, "made": {str(k): list(v) for k, v in s.made.items() if v}}
            for side, s in (("before", part.norms.before), ("after", part.norms.after))
        }
    return {
        "code": part.code,
        "no": part.entry.no,
        "name": part.entry.name,
        "kind": w.kind.value,
        "reason": w.reason.value if w.reason else None,
        "date": w.date.isoformat(),
        "outcome": plan.outcome.name.lower(),
        "games": [
            {"white": c.old.white, "black": c.old.black, "round": c.old.round, "old": game_state(c.old), "new": game_state(c.new)}
            for c in plan.changes
        ],
        "sanctions": [
            {"code": s.code.name.lower(), "months": s.months, "bound": s.bound.name.lower(), "fee_multiple": s.fee_multiple,
             "minimum_amount": s.minimum_amount, "discretionary": s.discretionary}
            for s in plan.sanctions
        ],
        "standings": [
            {"no": s.no, "name": s.name, "place_before": s.place_before, "points_before": s.points_before,
             "place_after": s.place_after, "points_after": s.points_after}
            for s in part.standings
        ],
        "norms": norms,
    }
