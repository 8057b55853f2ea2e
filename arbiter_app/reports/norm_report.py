"""The norm report of a group: every norm made, with the numbers that prove it (games, score,
category, points required, surplus), signed by the TD [001 §10, App. II]. One norm counts for
every title it satisfies [App. II 4e], so a player may have several lines.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Flowable, Table, TableStyle

from arbiter_app.i18n import tr
from arbiter_app.reports.fonts import SANS_BOLD
from arbiter_app.reports.layout import (
    Out,
    PageSize,
    build_pdf,
    fitted,
    fmt_points,
    frame_width,
    grid_style,
    header_block,
    note,
    running_text,
    signature_block,
)
from arbiter_app.reports.views import NormReportView

_COLUMNS = ("report.col.no", "report.col.name", "report.col.fed", "report.col.norm",
            "report.col.games", "report.col.score", "report.col.category",
            "report.col.required", "report.col.surplus", "report.col.remark")


def _table(view: NormReportView, width: float) -> Table:
    lang = view.header.lang
    widths = [22.0, 0.0, 28.0, 36.0, 38.0, 34.0, 48.0, 46.0, 44.0, 96.0]
    widths[1] = width - sum(widths)
    heads = [tr(key, lang) for key in _COLUMNS]
    heads[6] = tr("report.field.category", lang)
    rows = []
    for line in view.norms:
        surplus = line.score - line.requirement
        rows.append([
            str(line.player.no), fitted(line.player.name, widths[1] - 4, 8.5, align=TA_LEFT),
            line.player.federation, line.title, str(line.games), fmt_points(line.score),
            line.category, fmt_points(line.requirement),
            ("+" if surplus > 0 else "") + fmt_points(surplus),
            fitted(line.remark, widths[9] - 4, 7.5, min_size=7, align=TA_LEFT) if line.remark else "",
        ])
    table = Table([heads] + rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(grid_style(1, len(rows)) + [
        ("ALIGN", (1, 0), (1, -1), "LEFT"),
        ("ALIGN", (9, 0), (9, -1), "LEFT"),
        ("FONT", (3, 1), (3, -1), SANS_BOLD, 8.5),
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 7.5),
        ("TOPPADDING", (0, 0), (-1, -1), 3.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    return table


def render_norm_report(view: NormReportView, out: Out, *, pagesize: PageSize = A4) -> None:
    """Write the norm report of one group as a PDF, with a line for the TD's signature."""
    lang = view.header.lang
    width = frame_width(pagesize)
    title = tr("report.title.norm_report", lang)
    story: list[Flowable] = header_block(view.header, title, width)
    if view.norms:
        story += [note(tr("report.norm_report.intro", lang), 9), _table(view, width)]
    else:
        story.append(note(tr("report.norm_report.none", lang), 10))
    story.append(signature_block([(view.header.td, tr("report.role.td", lang))], width / 2))
    build_pdf(out, story, title=title, lang=lang, pagesize=pagesize,
              running_header=running_text(view.header), subject=view.header.name)
