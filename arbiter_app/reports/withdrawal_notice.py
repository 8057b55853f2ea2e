"""The TD's notice of a withdrawal decision: who, which decision, when and why, the new state of
each of the player's games, and the consequence the rules attach to the decision
[000 §7.1–7.5; 001 §8]. Sent to the opponents and officials listed as recipients.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from arbiter_app.i18n import tr, tr_sex
from arbiter_app.reports.fonts import SANS, SANS_BOLD
from arbiter_app.reports.layout import (
    Out,
    PageSize,
    build_pdf,
    fitted,
    frame_width,
    grid_style,
    header_block,
    para,
    para_style,
    running_text,
    section,
    signature_block,
)
from arbiter_app.reports.views import WithdrawalNoticeView
from arbiter_app.rules.names import name_list


def _state(cell: str, lang: str) -> str:
    """A cell as the notice prints it: "" is a game in progress, a bare "A" a pending adjudication."""
    if cell == "":
        return tr("report.withdrawal.in_progress", lang)
    if cell == "A":
        return "A – " + tr("report.withdrawal.pending", lang)
    return cell


def _facts(view: WithdrawalNoticeView, width: float) -> Table:
    lang = view.header.lang
    label = para_style("label", size=9, font=SANS_BOLD)
    body = para_style("body", size=9.5)
    p = view.player
    who = " · ".join(part for part in (f"{p.name} ({p.no})", p.federation, p.player_id) if part)
    # the recipients told apart by semicolons: a name is "Surname, First" (rules.names.name_list)
    facts = [(tr(key, lang), value) for key, value in (
        ("report.withdrawal.to", name_list(view.recipients)),
        ("report.withdrawal.player", who),
        ("report.withdrawal.kind", tr(f"report.withdrawal.kind.{view.kind}", lang)),
        ("report.withdrawal.date", view.date),
        ("report.withdrawal.reason", view.reason),
    )]
    rows = [[para(head, label), para(value, body)] for head, value in facts if value]
    table = Table(rows, colWidths=[34 * mm, width - 34 * mm], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), SANS, 9),  # blank cells too: never the Helvetica default
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table


def _games(view: WithdrawalNoticeView, width: float) -> Table:
    lang = view.header.lang
    widths = [24.0, 0.0, 60.0, 110.0, 110.0]
    widths[1] = width - sum(widths)
    heads = ["#", tr("report.col.opponent", lang), tr("report.col.colour", lang),
             tr("report.col.before", lang), tr("report.col.after", lang)]
    rows = [[str(i), fitted(g.opponent, widths[1] - 5, 9, align=TA_LEFT),
             tr(f"report.colour.long.{g.colour}", lang), _state(g.before, lang),
             _state(g.after, lang)] for i, g in enumerate(view.games, 1)]
    table = Table([heads] + rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(grid_style(1, len(rows)) + [
        ("FONT", (0, 1), (-1, -1), SANS, 9),
        ("FONT", (4, 1), (4, -1), SANS_BOLD, 9),
        ("ALIGN", (1, 0), (1, -1), "LEFT"),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5),
    ]))
    return table


def render_withdrawal_notice(view: WithdrawalNoticeView, out: Out, *,
                             pagesize: PageSize = A4) -> None:
    """Write the notice of one withdrawal decision as a PDF, with a line for the TD's signature."""
    lang = view.header.lang
    width = frame_width(pagesize)
    title = tr("report.title.withdrawal_notice", lang)
    subject = tr_sex("report.withdrawal.subject", view.sex, lang, name=view.player.name, no=view.player.no)
    story: list[Flowable] = header_block(view.header, title, width)
    story += [
        para(subject, para_style("subject", size=12, font=SANS_BOLD, spaceAfter=3 * mm)),
        _facts(view, width),
        Spacer(1, 2 * mm),
        para(tr_sex(f"report.withdrawal.explain.{'death' if view.death else view.kind}", view.sex, lang),
             para_style("explain", size=9, leading=12.5)),
    ]
    if view.games:
        story += [section(tr("report.withdrawal.games", lang)), _games(view, width)]
    story.append(signature_block([(view.header.td, tr("report.role.td", lang))], width / 2))
    build_pdf(out, story, title=title, lang=lang, pagesize=pagesize,
              running_header=running_text(view.header), subject=subject)
