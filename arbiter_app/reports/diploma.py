"""Title, norm and honorary-title diplomas [001 §10.10a: every title holder receives a certificate;
000 §5.3: the MKŠ honorary title is confirmed by a paper diploma], a chess group's place diplomas (a
place, the group's win, the best woman, junior or senior: services.documents.diploma), and a go event's
diplomas for places and category wins (rules.go.awards), with two go stones for the chess knight.

The wording, the award names and the colours are data (resources/diplomas/templates.json), so a
federation adapts them without touching code; the artwork (a double-rule border with corner
rosettes, a chess-knight emblem) is drawn here as vector graphics, so it prints sharp at any size.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from arbiter_app.i18n import tr
from arbiter_app.reports.fonts import SANS, SANS_BOLD, SERIF, SERIF_BOLD, SERIF_ITALIC, text_width
from arbiter_app.reports.layout import Out, PageSize, make_canvas, para, para_style, shrunk
from arbiter_app.reports.views import DiplomaView
from arbiter_app.resources import resource

TEMPLATES = ("diplomas", "templates.json")
# font, size, smallest size before wrapping, space above (points) of each line style
_LINE_STYLES = {
    "lead": (SERIF_ITALIC, 14.0, 14.0, 12.0),
    "name": (SERIF_BOLD, 30.0, 20.0, 10.0),
    "award": (SERIF_BOLD, 19.0, 14.0, 8.0),
    "event": (SERIF, 15.0, 12.0, 6.0),
    "small": (SERIF, 10.0, 10.0, 6.0),
    "rank": (SERIF_ITALIC, 16.0, 12.0, 2.0),
}


@cache
def templates() -> dict[str, Any]:
    """The diploma templates file, read once."""
    with resource(*TEMPLATES).open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def wording(view: DiplomaView) -> tuple[str, list[tuple[str, str]], str]:
    """(heading, [(line style, text)], place-and-date line) of the diploma, placeholders filled."""
    data = templates()
    try:
        kind = data["kinds"][view.kind][view.lang]
        award = view.award_text or data["awards"][view.award][view.lang][view.sex]
    except KeyError as missing:
        raise ValueError(tr("report.diploma.missing", view.lang, kind=f"{view.kind}/{view.award}",
                            language=view.lang, path="resources/" + "/".join(TEMPLATES))) from missing
    values = {"holder": view.holder, "award": award, "event": view.event, "date": view.date,
              "place": view.place, "issuer": view.issuer, "rank": view.rank}
    lines = [(line["style"], line["text"].format(**values)) for line in kind[view.sex]
             if line["text"].format(**values).strip()]  # a go diploma of a player without a rank: no rank line
    # an empty place or date must not leave its separator behind (", 2026-11-21")
    place_date = kind["place_date"].format(**values).strip(" ,") if view.place or view.date else ""
    return kind["heading"], lines, place_date


def _diamond(c: Canvas, x: float, y: float, d: float) -> None:
    """A filled diamond centred on (x, y), `d` from the centre to each point."""
    path = c.beginPath()
    path.moveTo(x, y + d)
    path.lineTo(x + d, y)
    path.lineTo(x, y - d)
    path.lineTo(x - d, y)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _rosette(c: Canvas, x: float, y: float, accent: colors.Color) -> None:
    """A corner ornament: a white disc over the rules, a ring and a diamond."""
    c.setFillColor(colors.white)
    c.setStrokeColor(accent)
    c.setLineWidth(1.2)
    c.circle(x, y, 5.2 * mm, stroke=1, fill=1)
    c.setLineWidth(0.5)
    c.circle(x, y, 3.9 * mm, stroke=1, fill=0)
    c.setFillColor(accent)
    _diamond(c, x, y, 2.6 * mm)


def _go_stones(c: Canvas, cx: float, y: float, ink: colors.Color) -> None:
    """A go diploma's emblem: a black and a white stone side by side, just overlapping."""
    radius = 5.2 * mm
    c.setLineWidth(0.9)
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.circle(cx - radius * 0.92, y, radius, stroke=1, fill=1)
    c.setFillColor(colors.white)
    c.circle(cx + radius * 0.92, y, radius, stroke=1, fill=1)


def _divider(c: Canvas, cx: float, y: float, half: float, accent: colors.Color) -> None:
    """A rule with a diamond in its middle."""
    c.setStrokeColor(accent)
    c.setLineWidth(0.7)
    c.line(cx - half, y, cx - 4, y)
    c.line(cx + 4, y, cx + half, y)
    c.setFillColor(accent)
    _diamond(c, cx, y, 2.8)


def _border(c: Canvas, width: float, height: float, ink: colors.Color,
            accent: colors.Color) -> None:
    """Double-rule border: a heavy outer rule, a thin inner rule, rosettes on the corners."""
    outer, inner = 11 * mm, 14 * mm
    c.setStrokeColor(accent)
    c.setLineWidth(2.6)
    c.rect(outer, outer, width - 2 * outer, height - 2 * outer)
    c.setStrokeColor(ink)
    c.setLineWidth(0.6)
    c.rect(inner, inner, width - 2 * inner, height - 2 * inner)
    c.setStrokeColor(accent)
    c.setLineWidth(0.35)
    c.rect(inner + 1.6 * mm, inner + 1.6 * mm, width - 2 * inner - 3.2 * mm,
           height - 2 * inner - 3.2 * mm)
    middle = (outer + inner) / 2
    for x in (middle, width - middle):
        for y in (middle, height - middle):
            _rosette(c, x, y, accent)


def _spaced(c: Canvas, text: str, cx: float, y: float, font: str, size: float,
            spacing: float, max_width: float) -> None:
    """A centred line in spaced capitals (heading, issuer), shrunk to fit `max_width`."""
    text = text.upper()
    width = text_width(text, font, size) + spacing * (len(text) - 1)
    if width > max_width:
        size, spacing = size * max_width / width, spacing * max_width / width
    c.setFont(font, size)
    # centred on cx: the space after the last letter is not part of the line
    c.drawCentredString(cx + spacing / 2, y, text, charSpace=spacing)


def _paragraph(text: str, style: str, width: float, ink: colors.Color,
               accent: colors.Color) -> Paragraph:
    """A centred line of the body; a long name, award or event shrinks to fit, then wraps."""
    font, size, smallest, space = _LINE_STYLES.get(style, _LINE_STYLES["lead"])
    size = shrunk(text, width, size, font, smallest)
    colour = accent if style == "award" else ink
    return para(text, para_style(f"diploma-{style}", size=size, font=font, align=TA_CENTER,
                                 leading=size * 1.25, textColor=colour, spaceBefore=space))


def _signatures(c: Canvas, view: DiplomaView, width: float, y: float, ink: colors.Color) -> None:
    count = len(view.signatories)
    if not count:
        return
    side = 28 * mm
    slot = (width - 2 * side) / count
    line = min(60 * mm, slot - 16 * mm)
    for i, person in enumerate(view.signatories):
        cx = side + slot * (i + 0.5)
        c.setStrokeColor(ink)
        c.setLineWidth(0.6)
        c.line(cx - line / 2, y, cx + line / 2, y)
        for text, font, size, dy in ((person.name, SANS_BOLD, 9.0, 11), (person.role, SANS, 8.0, 21)):
            fitted = min(size, size * line / max(text_width(text, font, size), 1))
            c.setFont(font, fitted)
            c.drawCentredString(cx, y - dy, text)


def render_diploma(view: DiplomaView, out: Out, *, pagesize: PageSize = A4) -> None:
    """Write one diploma as a one-page PDF (portrait unless a landscape `pagesize` is passed)."""
    heading, lines, place_date = wording(view)
    style = templates()["style"]
    ink, accent = colors.HexColor(style["ink"]), colors.HexColor(style["accent"])
    width, height = pagesize
    cx = width / 2
    c = make_canvas(out, pagesize, title=f"{heading}: {view.holder}", lang=view.lang,
                    subject=view.event)
    _border(c, width, height, ink, accent)

    top = height - 30 * mm
    if view.kind == "go":
        _go_stones(c, cx, top - 18, ink)
    else:
        c.setFillColor(accent)
        c.setFont(SANS, 38)
        c.drawCentredString(cx, top - 30, style["emblem"])
    _divider(c, cx, top - 42, 42 * mm, accent)
    y = top - 62
    if view.issuer:
        c.setFillColor(ink)
        _spaced(c, view.issuer, cx, y, SANS, 9.5, 1.6, width - 60 * mm)
        y -= 16
    c.setFillColor(accent)
    _spaced(c, heading, cx, y - 40, SERIF_BOLD, 40, 5, width - 60 * mm)
    y -= 68

    bottom = 44 * mm
    body_width = width - 2 * 34 * mm
    paras = [_paragraph(text, name, body_width, ink, accent) for name, text in lines]
    heights = [p.wrapOn(c, body_width, height)[1] + p.style.spaceBefore for p in paras]
    # the body sits a third of the way down the free space between heading and place line
    y -= max(0.0, (y - (bottom + 40 * mm) - sum(heights)) / 3)
    for para, h in zip(paras, heights):
        y -= h
        para.drawOn(c, cx - body_width / 2, y)

    if place_date:
        c.setFillColor(ink)
        c.setFont(SERIF, 11.5)
        c.drawCentredString(cx, bottom + 30 * mm, place_date)
    _divider(c, cx, bottom + 24 * mm, 30 * mm, accent)
    c.setFillColor(ink)
    _signatures(c, view, width, bottom, ink)
    c.showPage()
    c.save()
