"""The director's decision letter on a claim (time exceeded, no reply, other) in one game: the event,
the game and its players, the claim, the decision with its reference [001 §8.7a], the captain's
substitute deadline if one was set [001 §8.7b; 000 §7.7b] and the right of appeal [001 §15]."""

from __future__ import annotations

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from arbiter_app.i18n import tr
from arbiter_app.reports.fonts import SANS_BOLD
from arbiter_app.reports.layout import (
    Out,
    PageSize,
    build_pdf,
    frame_width,
    header_block,
    para,
    para_style,
    running_text,
    section,
    signature_block,
)
from arbiter_app.reports.letters.claim_view import ClaimLetterView
from arbiter_app.reports.letters.facts import facts_table

LABEL_WIDTH = 38 * mm


def render_claim_letter(view: ClaimLetterView, out: Out, *, pagesize: PageSize = A4) -> None:
    """Write the decision letter on one claim as a PDF, with a line for the director's signature."""
    lang = view.header.lang
    width = frame_width(pagesize)
    title = tr("claims.letter.title", lang)
    text = para_style("explain", size=9.5, leading=13)
    story: list[Flowable] = header_block(view.header, title, width)
    story += [
        para(view.subject, para_style("subject", size=12, font=SANS_BOLD, spaceAfter=3 * mm)),
        facts_table(view.facts, width, LABEL_WIDTH),
        section(tr("claims.letter.decision", lang)),
        para(view.decision, text),
    ]
    if view.substitute:
        story += [section(tr("claims.letter.substitute", lang)), para(view.substitute, text)]
    story += [section(tr("claims.letter.appeal", lang)), para(view.appeal, text), Spacer(1, 4 * mm)]
    story.append(signature_block([(view.header.td, tr("report.role.td", lang))], width / 2))
    build_pdf(out, story, title=title, lang=lang, pagesize=pagesize, running_header=running_text(view.header),
              subject=view.subject)
