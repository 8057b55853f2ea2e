"""Rating commands: `ratings CODE` (the preview of one tournament) and `rating-period` (the new list)."""

from __future__ import annotations

import argparse
import json
from datetime import date

from ..i18n import date_text, decimal_text, tr
from ..rules.ratings.period import OverloadRule, PeriodOptions
from ..rules.ratings.iccf import RcLimit
from ..services import tournaments
from ..services.database import Database
from ..services.ratings.period import (
    PeriodRow,
    apply_rating_list,
    format_change,
    format_rating,
    no_figures_text,
    rating_period,
    tournament_preview,
)
from .basic import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("ratings", help=tr("cli.help.ratings"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--json", action="store_true", help=tr("cli.help.option.json"))
    p.set_defaults(run=run_ratings)
    p = sub.add_parser(
        "rating-period", help=tr("cli.help.rating_period"), parents=[db_option]
    )
    p.add_argument("--from", dest="date_from", required=True, metavar="YYYY-MM-DD", help=tr("cli.help.rating_period.date_from"))
    p.add_argument("--to", dest="date_to", required=True, metavar="YYYY-MM-DD", help=tr("cli.help.rating_period.date_to"))
    p.add_argument(
        "--overload-rule", choices=OverloadRule.values(), default=OverloadRule.ICCF.value,
        help=tr("cli.help.rating_period.overload_rule"),
    )
    p.add_argument("--rc-limit", choices=RcLimit.values(), default=RcLimit.PER_OPPONENT.value)
    p.add_argument("--json", action="store_true", help=tr("cli.help.option.json"))
    p.add_argument("--apply", action="store_true", help=tr("cli.help.rating_period.apply"))
    p.set_defaults(run=run_rating_period)


def _number(value: float) -> float:
    """Two decimals, and never "-0.0"."""
    return round(value, 2) + 0.0


def run_ratings(args: argparse.Namespace, db: Database) -> int:
    rows = tournament_preview(db, args.code)
    if args.json:
        document = [
            {
                "no": r.no,
                "rating": r.rating,
                "expected": _number(r.expected),
                "score": _number(r.score),
                "delta": _number(r.delta),
                "new_rating": r.new_rating,
                "delta_if_drawn": _number(r.delta_if_drawn),
                "provisional": r.provisional,
                "no_figures": r.no_figures,
            }
            for r in rows
        ]
        print(json.dumps(document, ensure_ascii=False, indent=1))
        return 0
    data = tournaments.load(db, args.code)
    if not rows:
        print(tr("ratings.cli.not_rated", code=args.code, system=tr(f"report.rating_system.{data.tournament.rating_system.value}")))
        return 0
    names: dict[int, str] = {e.no: e.name for e in data.entries}
    table = [
        (
            str(r.no), names[r.no], format_rating(r.rating, r.provisional), decimal_text(r.expected, digits=2), decimal_text(r.score),
            format_change(r.delta), format_rating(r.new_rating), format_change(r.delta_if_drawn),
        )
        for r in rows
    ]
    system = tr(f"report.rating_system.{data.tournament.rating_system.value}")
    print(tr("ratings.cli.title", code=data.tournament.code, name=data.tournament.name, system=system))
    columns = ("expected", "score", "change", "new", "if_drawn")
    print_table([tr("gui.col.no"), tr("gui.col.name"), tr("gui.col.rating"), *(tr(f"ratings.cli.col.{c}") for c in columns)], table)
    print(tr("ratings.cli.legend"))
    for r in rows:
        if r.no_figures:
            print(f"{r.no}  {names[r.no]}: {no_figures_text(r, data.tournament.kind)}")
    return 0


def _date(text: str, option: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(tr("ratings.cli.not_a_date", option=option, text=text)) from None


def run_rating_period(args: argparse.Namespace, db: Database) -> int:
    date_from, date_to = _date(args.date_from, "--from"), _date(args.date_to, "--to")
    options = PeriodOptions(OverloadRule.parse(args.overload_rule), RcLimit.parse(args.rc_limit))
    rows = rating_period(db, date_from, date_to, options)
    if args.json:
        print(json.dumps([_row_json(r) for r in rows], ensure_ascii=False, indent=1))
    else:
        print(tr("ratings.cli.period_title", start=date_text(date_from), end=date_text(date_to)))
        columns = ("id", "name", "fed", "old", "new", "change", "games", "total", "status", "method")
        print_table(
            [tr(f"ratings.cli.period.{c}") for c in columns],
            [_row_text(r) for r in rows],
        )
    if args.apply:
        print(apply_rating_list(db, date_from, date_to, options).description)
    return 0


def _row_json(r: PeriodRow) -> dict[str, object]:
    return {
        "id": r.id,
        "name": r.name,
        "federation": r.federation,
        "old_rating": r.old_rating,
        "new_rating": r.new_rating,
        "period_games": r.period_games,
        "total_games": r.total_games,
        "fixed": r.fixed,
        "published": r.published,
        "method": r.method.value,
        "estimated_basis": r.estimated_basis,
    }


def _row_text(r: PeriodRow) -> tuple[str, ...]:
    method = tr(f"ratings.method.{r.method.value}") + (f" — {tr('ratings.estimated_basis')}" if r.estimated_basis else "")
    return (
        r.id, r.name, r.federation, format_rating(r.old_rating), format_rating(r.new_rating),
        "" if not r.change else f"{r.change:+d}", str(r.period_games), str(r.total_games),
        tr(f"ratings.kind.{r.kind.value}"), method,
    )
