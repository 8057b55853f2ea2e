"""The printed norm report of a title tournament [001 App. II]."""

from __future__ import annotations

from typing import TYPE_CHECKING


from ...formats.norm_tables_json import default_norm_tables
from ...i18n import tr
from ...reports.views import (
    NormLine,
    NormReportView,
)
from ...rules.model import TournamentData
from ...rules.chess.norms import norm_report, start_view
from .. import tournaments
from ..database import Database
from .common import category_and_average, document_language, tournament_header, norm_overview, player_line

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    pass


def norm_report_of(data: TournamentData, lang: str | None = None) -> NormReportView:
    """Each player's highest norm made [001 §10, App. II 4e], with the numbers that prove it."""
    language = document_language(data.tournament, lang)
    report = norm_overview(data)
    category, average = category_and_average(report, data)
    header = tournament_header(data, language, category, average)
    if report is None:
        return NormReportView(header=header, norms=())
    at_start = norm_report(data, default_norm_tables(), start=start_view(data))
    tables = default_norm_tables()
    norms = []
    for p in report.players:
        row = tables.row_for_games(p.games)
        if not p.made or row is None or p.category is None:
            continue
        title = p.made[0]
        requirement = tables.requirement(title, row.players, p.category)
        remarks = []
        if len(p.made) > 1:
            remarks.append(tr("report.norm.also", language, titles=", ".join(p.made[1:])))
        if report.category != at_start.category and at_start.category is not None:
            remarks.append(tr("report.norm.recalculated", language, category=at_start.category))
        norms.append(NormLine(player=player_line(data.entry(p.no), data), title=title, games=p.games,
                              score=p.score, category=p.category, requirement=requirement or 0.0,
                              remark="; ".join(remarks)))
    return NormReportView(header=header, norms=tuple(norms))


def norm_report_view(db: Database, code: str, lang: str | None = None) -> NormReportView:
    return norm_report_of(tournaments.load(db, code), lang)
