"""The norm commands: `norms CODE [--json]` (the norm overview of a group, now and at the start) and
`titles [--json]` (title progress, direct titles, MKŠ candidates and qualifications of the database)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from typing import Any

from ..i18n import tr
from ..rules.model import TournamentData
from ..rules.chess.norm_tables import TITLES
from ..rules.chess.norms import NormReport
from ..services import norms, titles_sections, tournaments
from ..services.crosstable import format_points
from ..services.database import Database
from .basic import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("norms", help=tr("cli.help.norms"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--json", action="store_true", help=tr("cli.help.norms.json"))
    p.set_defaults(run=run_norms)
    p = sub.add_parser("titles", help=tr("cli.help.titles"), parents=[db_option])
    p.add_argument("--json", action="store_true", help=tr("cli.help.titles.json"))
    p.add_argument("--all", action="store_true", help=tr("cli.help.titles.all"))
    p.set_defaults(run=run_titles)


# --- norms CODE -------------------------------------------------------------------------------------


def report_json(report: NormReport, data: TournamentData) -> dict[str, Any]:
    """The report as the documented JSON shape (docs/norms.md, "In the product")."""
    return {
        "average": report.rounded_average,
        "average_exact": report.average,
        "category": report.category,
        "fixed_category": report.fixed_category,
        "eligible": report.eligible,
        "failed": [{"code": f.code, "needed": f.needed, "actual": f.actual, "detail": f.detail} for f in report.failed],
        "players_at_start": report.players_at_start,
        "games": report.games,
        "requirements": dict(report.requirements),
        "players": [
            {
                "no": p.no,
                "name": data.entry(p.no).player.name,
                "score": p.score,
                "remaining": p.remaining,
                "made": list(p.made),
                "possible": {t: {"needed": needed, "remaining": left} for t, (needed, left) in p.possible.items()},
                "impossible": list(p.impossible),
                "reasons": dict(p.reasons),
                "credited_games": dict(p.credited_games),
                "games_vs_gm": p.games_vs_gm,
                "games_vs_sim": p.games_vs_sim,
            }
            for p in report.players
        ],
    }


def run_norms(args: argparse.Namespace, db: Database) -> int:
    data = tournaments.load(db, args.code)
    current, start = norms.norm_overview(db, data)
    if args.json:
        document = {"code": data.tournament.code, **report_json(current, data), "start": report_json(start, data)}
        print(json.dumps(document, ensure_ascii=False, indent=1))
        return 0
    print(f"{data.tournament.code}  {data.tournament.name}")
    print_report(data, current)
    print()
    print(f"== {tr('norms.label.at_start')} ==")
    print_report(data, start, checklist=False)
    return 0


def print_report(data: TournamentData, report: NormReport, *, checklist: bool = True) -> None:
    """Category, average, eligibility checklist, requirement table, and per player the status of
    every title."""
    print("  ".join(x for x in (norms.category_text(report), norms.average_text(report)) if x))
    print(tr("norms.label.field", players=report.players_at_start, games=report.games))
    print(tr("norms.label.eligible" if report.eligible else "norms.label.not_eligible"))
    if checklist:
        for c in norms.checklist(data, report):
            print(f"  {norms.check_mark(c)} {norms.check_text(c)}")
    print()
    heads = [tr(f"norms.title.{t}") for t in TITLES]
    print_table([tr("norms.label.requirements")] + heads, [[""] + [norms.requirement_text(report.requirements[t]) for t in TITLES]])
    print()
    rows = []
    for p in report.players:
        cells = [norms.title_status(p, t)[1] for t in TITLES]
        rows.append([str(p.no), data.entry(p.no).player.name, format_points(p.score), str(p.remaining)] + cells + [norms.player_remark(p)])
    headers = [tr("norms.col.no"), tr("norms.col.name"), tr("norms.col.score"), tr("norms.col.rg")] + heads + [tr("norms.col.remark")]
    print_table(headers, rows)


# --- titles -----------------------------------------------------------------------------------------


def run_titles(args: argparse.Namespace, db: Database) -> int:
    from ..services import titles  # computed once per change and kept in the database

    if args.json or args.all:
        overview = titles.overview(db)
        if args.json:
            print(json.dumps(titles_json(overview), ensure_ascii=False, indent=1))
        else:
            print_titles(overview)
        return 0
    page = titles.first_page(db)
    if page.changed_players:  # what the last change touched comes first
        print(titles_sections.changed_text(page.changed))
        print()
        _print_section(titles_sections.progress_section(page.changed_players))
        print()
    print_titles(page.overview, page.totals)
    return 0


def _record(r: Any) -> dict[str, Any]:
    return {
        "tournament": r.tournament,
        "title": r.title,
        "games": r.games,
        "credited_games": r.credited_games,
        "games_vs_gm": r.games_vs_gm,
        "games_vs_sim": r.games_vs_sim,
        "end_date": r.end_date.isoformat() if r.end_date else None,
    }


def _award(a: norms.Award) -> dict[str, Any]:
    return {"tournament": a.tournament, "no": a.no, "id": a.player_id, "name": a.name, "what": a.what, "rule": a.rule, "detail": a.detail}


def titles_json(overview: norms.TitlesOverview) -> dict[str, Any]:
    return {
        "finished": list(overview.finished),
        "players": [
            {
                "id": p.player.id,
                "name": p.player.name,
                "norms": [_record(r) for r in p.norms],
                "provisional": [_record(r) for r in p.provisional],
                "progress": {
                    t.title: {
                        "tournaments": list(t.tournaments),
                        "games": t.games,
                        "games_vs_gm": t.games_vs_gm,
                        "games_vs_sim": t.games_vs_sim,
                        "achieved": t.achieved,
                        "missing": [{"code": m.code, "needed": m.needed, "actual": m.actual} for m in t.missing],
                    }
                    for t in p.progress
                },
            }
            for p in overview.players
        ],
        "direct": [_award(a) for a in overview.direct],
        "qualifications": [_award(a) for a in overview.qualifications],
        "mks": [_award(a) for a in overview.mks],
    }


def print_titles(overview: norms.TitlesOverview, totals: Mapping[str, int] | None = None) -> None:
    """The overview's sections; `totals`: the whole lists' lengths when `overview` is a page of them."""
    print(titles_sections.finished_text(overview))
    for section in titles_sections.sections(overview, totals):
        print()
        _print_section(section)


def _print_section(section: titles_sections.Section) -> None:
    print(f"== {section.heading} ==")
    if section.rows:
        print_table(list(section.headers), [list(r) for r in section.rows])
    else:
        print(tr("norms.none"))
    if section.more():
        print(section.more())
