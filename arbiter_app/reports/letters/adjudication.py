"""The adjudication letters [000 §7.3a; 001 §8.3, §15]: the request for the players' analyses (the
game, the position reached as its move count, the deadline, the adjudicator) and the decision (the
result, which counts with the flag A, its date and how to appeal), signed by the arbiter."""

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
    signature_block,
)
from arbiter_app.reports.letters.adjudication_view import AdjudicationLetterView
from arbiter_app.reports.letters.facts import facts_table
from arbiter_app.reports.views import PlayerLine
from arbiter_app.rules.model import Result

KEY = "adjudications.letter."


def _player(line: PlayerLine) -> str:
    """"3. Hořejší, Ondřej (CZE, 2187)": start number, name, title, federation and rating."""
    facts = ", ".join(part for part in (line.title, line.federation, line.rating) if part)
    return f"{line.no}. {line.name}" + (f" ({facts})" if facts else "")


def _facts(view: AdjudicationLetterView, lang: str) -> list[tuple[str, str]]:
    not_yet = tr(KEY + "not_received", lang)
    moves = tr(KEY + "moves_value", lang, moves=view.moves) if view.moves is not None else tr(KEY + "moves_unknown", lang)
    facts = [
        (tr("report.withdrawal.to", lang), f"{view.white.name}; {view.black.name}"),
        (tr(KEY + "white", lang), _player(view.white)),
        (tr(KEY + "black", lang), _player(view.black)),
        (tr(KEY + "cycle", lang), str(view.cycle) if view.cycle else ""),
        (tr(KEY + "moves", lang), moves),
        (tr(KEY + "requested", lang), view.requested),
        (tr(KEY + "due", lang), view.due or tr(KEY + "no_due", lang)),
        (tr(KEY + "adjudicator", lang), view.adjudicator or tr(KEY + "adjudicator_unnamed", lang)),
    ]
    if view.kind == "decision":
        facts += [
            (tr(KEY + "analysis_white", lang), view.analysis_white or not_yet),
            (tr(KEY + "analysis_black", lang), view.analysis_black or not_yet),
            (tr(KEY + "decision", lang), tr(KEY + "decision_value", lang, result=view.decision,
                                              words=tr(f"{KEY}result.{Result(view.decision).name.lower()}", lang))),
            (tr(KEY + "decided", lang), view.decided),
        ]
    return [(label, value) for label, value in facts if value]


def render_adjudication_letter(view: AdjudicationLetterView, out: Out, *, pagesize: PageSize = A4) -> None:
    """Write the letter as a PDF, with a line for the arbiter's signature."""
    lang = view.header.lang
    width = frame_width(pagesize)
    title = tr(f"{KEY}title.{view.kind}", lang)
    subject = tr(KEY + "subject", lang, white=view.white.name, black=view.black.name)
    text = para_style("explain", size=9.5, leading=13.5, spaceAfter=2.5 * mm)
    story: list[Flowable] = header_block(view.header, title, width)
    story += [
        para(subject, para_style("subject", size=12, font=SANS_BOLD, spaceAfter=3 * mm)),
        facts_table(_facts(view, lang), width, 52 * mm),
        Spacer(1, 3 * mm),
    ]
    paragraphs = ("ask", "position", "late") if view.kind == "request" else ("counts", "appeal")
    due = view.due.replace(" ", "\u00a0") or tr(KEY + "no_due", lang)  # "15. 4. 2026" never split over two lines
    story += [para(tr(f"{KEY}text.{view.kind}.{name}", lang, due=due), text) for name in paragraphs]
    story.append(signature_block([(view.header.td, tr("report.role.td", lang))], width / 2))
    build_pdf(out, story, title=title, lang=lang, pagesize=pagesize, running_header=running_text(view.header), subject=subject)
