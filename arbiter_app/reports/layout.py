"""What every printed document shares: fonts and styles, the page frame with its running header and
"page n of m" footer, the tournament header block, table styles, and deterministic PDF output.

Determinism: ReportLab's invariant mode fixes the creation date and the document id, and the
metadata (title, author, creator) comes only from the view data, so the same data gives a
byte-identical PDF and golden tests are possible.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.pagesizes import landscape, portrait
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)
from reportlab.platypus.flowables import KeepTogether

from arbiter_app.i18n import tr
from arbiter_app.reports.fonts import SANS, SANS_BOLD, markup, register_fonts, runs, text_width
from arbiter_app.reports.views import TournamentHeader, header_facts

Out = Path | BinaryIO
PageSize = tuple[float, float]

AUTHOR = "Arbiter workstation"
MARGIN = 14 * mm
INK = colors.HexColor("#1b2a3a")
RULE = colors.HexColor("#7d8a99")
HEAD_FILL = colors.HexColor("#dfe6ee")
STRIPE = colors.HexColor("#f3f6f9")
SELF_FILL = colors.HexColor("#9aa5b1")

_TOTAL_FORM = "page-total"


def para_style(name: str, size: float = 9, font: str = SANS, align: int = TA_LEFT,
               leading: float | None = None, **extra: object) -> ParagraphStyle:
    """A paragraph style in a bundled DejaVu face (never a base-14 font)."""
    register_fonts()
    # Wrap between words and after the hyphen of a double-barrelled name, never inside a word:
    # `shrunk` makes every such part fit its width.
    options: dict[str, object] = {"textColor": INK, "embeddedHyphenation": 1,
                                  "splitLongWords": 0, **extra}
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=leading or size * 1.22,
                          alignment=align, **options)


def fmt_points(value: float) -> str:
    """Points as chess prints them: 8.5 -> "8½", 0.5 -> "½", 7.0 -> "7"."""
    whole = int(value)
    half = abs(value - whole) >= 0.25
    if whole == 0 and half:
        return "-½" if value < 0 else "½"
    return f"{whole}{'½' if half else ''}"


def para(text: str, style: ParagraphStyle) -> Paragraph:
    """A paragraph of plain `text` (never markup) in `style`: escaped, each run of characters in the
    bundled face that has them (fonts.markup), right-to-left runs in visual order."""
    return Paragraph(markup(text, style.fontName), style)


def fitted(text: str, width: float, size: float, font: str = SANS, min_size: float = 6.0,
           align: int = TA_LEFT) -> Paragraph:
    """A one-line cell text shrunk to fit `width`; below `min_size` it wraps instead of overflowing."""
    size = shrunk(text, width, size, font, min_size)
    return para(text, para_style("fit", size=size, font=font, align=align, leading=size * 1.15))


def shrunk(text: str, width: float, size: float, font: str, min_size: float) -> float:
    """The font size at which `text` fits `width` on one line, but not below `min_size`; and in
    any case small enough for its longest word (or hyphenated part) to fit, so that wrapping
    never cuts a word."""
    one_line = size * width / max(text_width(text, font, size), 1.0)
    parts = re.split(r"\s+|(?<=-)", text)
    longest = max((text_width(part, font, size) for part in parts), default=1.0)
    return min(size, max(min_size, one_line), size * width / max(longest, 1.0))


def column_width(heading: str, values: Sequence[str] = (), least: float = 0.0) -> float:
    """Width of a table column in which the heading (bold 8 pt) and the values (8.5 pt) fit."""
    widest = max([text_width(heading, SANS_BOLD, 8)]
                 + [text_width(v, SANS_BOLD, 8.5) for v in values])
    return max(least, widest + 6)


def grid_style(header_rows: int = 1, body_rows: int = 0, stripe_from: int = 0) -> list[tuple]:
    """The table look of every report: ruled grid, shaded header, striped body rows."""
    commands: list[tuple] = [
        ("FONT", (0, 0), (-1, -1), SANS, 8.5),
        ("FONT", (0, 0), (-1, header_rows - 1), SANS_BOLD, 8),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD_FILL),
        ("GRID", (0, 0), (-1, -1), 0.4, RULE),
        ("BOX", (0, 0), (-1, -1), 0.9, INK),
        ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.9, INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
    ]
    for row in range(header_rows + stripe_from, header_rows + body_rows):
        if (row - header_rows) % 2 == 1:
            commands.append(("BACKGROUND", (0, row), (-1, row), STRIPE))
    return commands


def heading(text: str, size: float = 15) -> Paragraph:
    return para(text, para_style("heading", size=size, font=SANS_BOLD, spaceAfter=2 * mm))


def section(text: str) -> Paragraph:
    return para(text, para_style("section", size=10.5, font=SANS_BOLD, spaceBefore=4 * mm,
                                 spaceAfter=1.5 * mm))


def note(text: str, size: float = 8) -> Paragraph:
    return para(text, para_style("note", size=size, spaceBefore=1.2 * mm, spaceAfter=0.8 * mm))


def header_block(header: TournamentHeader, doc_title: str, width: float,
                 extra: Sequence[tuple[str, str]] = ()) -> list[Flowable]:
    """Document title, the tournament name and a two-column table of the group's facts (then `extra`:
    label and value, already in the document's language)."""
    lang = header.lang
    shown = [(tr(key, lang), value) for key, value in header_facts(header) if value] + [(k, v) for k, v in extra if v]
    label = para_style("label", size=8, font=SANS, textColor=RULE)
    value = para_style("value", size=8.5, font=SANS_BOLD)
    cells = [[para(k, label), para(v, value)] for k, v in shown]
    half = (len(cells) + 1) // 2
    rows = [left + right for left, right in
            zip(cells[:half], cells[half:] + [["", ""]] * (half - len(cells[half:])))]
    flow: list[Flowable] = [
        para(doc_title.upper(), para_style("doctitle", size=9, font=SANS_BOLD, textColor=RULE,
                                           spaceAfter=1 * mm)),
        heading(header.name),
    ]
    if rows:
        col = width / 2
        table = Table(rows, colWidths=[col * 0.38, col * 0.62] * 2, hAlign="LEFT")
        table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), SANS, 9),  # blank cells too: never the Helvetica default
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0.6),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
            ("LINEBELOW", (0, -1), (-1, -1), 0.6, RULE),
            ("BOTTOMPADDING", (0, -1), (-1, -1), 2 * mm),
        ]))
        flow.append(table)
    flow.append(Spacer(1, 3 * mm))
    return flow


def signature_block(names_roles: Sequence[tuple[str, str]], width: float) -> Flowable:
    """Lines to sign on, each with the name and the role under it, at the right margin."""
    small = para_style("sig", size=8, align=TA_CENTER, leading=10)
    count = max(1, len(names_roles))
    col = width / count
    lines = [Paragraph(f"<b>{markup(name, SANS_BOLD)}</b><br/>{markup(role, SANS)}", small)
             for name, role in names_roles]
    table = Table([[""] * count, lines], colWidths=[col] * count, rowHeights=[14 * mm, None],
                  hAlign="RIGHT")
    style: list[tuple] = [
        ("FONT", (0, 0), (-1, -1), SANS, 9),  # blank cells too: never the Helvetica default
        ("LEFTPADDING", (0, 0), (-1, -1), 8 * mm),
        ("RIGHTPADDING", (0, 0), (-1, -1), 8 * mm),
    ]
    style += [("LINEBELOW", (i, 0), (i, 0), 0.6, INK) for i in range(count)]
    table.setStyle(TableStyle(style))
    return KeepTogether([Spacer(1, 8 * mm), table])


def running_text(header: TournamentHeader) -> str:
    """The running page header of a group's documents: name and code."""
    return f"{header.name} · {header.code}" if header.code else header.name


class RunningHeader(Flowable):
    """An invisible marker that changes the running page header from here on (batch documents)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.width = self.height = 0

    def draw(self) -> None:
        self.canv._running_header = self.text  # type: ignore[attr-defined]


def _draw_frame(canvas: Canvas, doc: BaseDocTemplate) -> None:
    """Running header (left: the group; right: the document) and footer (page n of m)."""
    width, height = doc.pagesize
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.setFillColor(RULE)
    canvas.setFont(SANS, 7.5)
    top = height - MARGIN + 4 * mm
    canvas.drawString(MARGIN, top, getattr(canvas, "_running_header", ""))
    canvas.drawRightString(width - MARGIN, top, doc.title)
    canvas.line(MARGIN, top - 1.5 * mm, width - MARGIN, top - 1.5 * mm)
    bottom = MARGIN - 6 * mm
    canvas.line(MARGIN, bottom + 3.5 * mm, width - MARGIN, bottom + 3.5 * mm)
    canvas.drawString(MARGIN, bottom, tr("gui.app_title", doc.lang))  # the program, in the document's language
    label = tr("report.page", doc.lang, page=canvas.getPageNumber()) + " "
    total_x = width - MARGIN - 12
    canvas.drawRightString(total_x, bottom, label)
    canvas.doForm(_TOTAL_FORM)
    canvas.restoreState()


class RunsCanvas(Canvas):
    """A canvas on which drawString, drawRightString and drawCentredString (what ReportLab's Table
    draws a plain cell with, and the documents drawn by hand) set each run of the text in the bundled
    face that has its characters (fonts.runs), right-to-left runs in visual order."""

    def drawString(self, x: float, y: float, text: str, mode: int | None = None, charSpace: float = 0,
                   **kwargs: Any) -> None:
        self._draw_runs(x, y, text, 0.0, mode=mode, charSpace=charSpace, **kwargs)

    def drawRightString(self, x: float, y: float, text: str, mode: int | None = None, charSpace: float = 0,
                        **kwargs: Any) -> None:
        self._draw_runs(x, y, text, 1.0, mode=mode, charSpace=charSpace, **kwargs)

    def drawCentredString(self, x: float, y: float, text: str, mode: int | None = None, charSpace: float = 0,
                          **kwargs: Any) -> None:
        self._draw_runs(x, y, text, 0.5, mode=mode, charSpace=charSpace, **kwargs)

    def _draw_runs(self, x: float, y: float, text: str, anchor: float, charSpace: float, **kwargs: Any) -> None:
        """`text` from `x` (anchor 0), centred on it (0.5) or ending at it (1), in the current font."""
        face, size, leading = self._fontname, self._fontsize, self._leading
        parts = [(f, t, stringWidth(t, f, size) + charSpace * len(t)) for f, t in runs(text, face)]
        x -= anchor * sum(width for _f, _t, width in parts)
        for f, t, width in parts:
            self.setFont(f, size, leading)
            super().drawString(x, y, t, charSpace=charSpace, **kwargs)
            x += width
        self.setFont(face, size, leading)


class _Canvas(RunsCanvas):
    """A canvas that writes the total page count once it is known (a form drawn on every page)."""

    def save(self) -> None:
        width = self._pagesize[0]
        self.beginForm(_TOTAL_FORM)
        self.setFont(SANS, 7.5)
        self.setFillColor(RULE)
        self.drawString(width - MARGIN - 12, MARGIN - 6 * mm, str(self.getPageNumber() - 1))
        self.endForm()
        super().save()


def _target(out: Out) -> str | BinaryIO:
    return str(out) if isinstance(out, Path) else out


class _Story(list):  # type: ignore[type-arg]
    """The flowables still to lay out, taken from `flowables` as ReportLab's layout consumes them (it
    deletes each from the front of its list to draw it), so that a long document holds the flowables
    being laid out, never the whole story. It always holds the first flowable that does not keep
    with the next, as far as ReportLab looks ahead to keep them together (keepWithNext)."""

    def __init__(self, flowables: Iterable[Flowable]) -> None:
        super().__init__()
        self._rest: Iterator[Flowable] = iter(flowables)
        self._fill()

    def _fill(self) -> None:
        while not self or self[-1].getKeepWithNext():
            following = next(self._rest, None)
            if following is None:
                return
            self.append(following)

    def __delitem__(self, index: Any) -> None:
        super().__delitem__(index)
        self._fill()


def build_pdf(out: Out, story: Iterable[Flowable], *, title: str, lang: str, pagesize: PageSize,
              running_header: str = "", subject: str = "") -> None:
    """Lay out `story` on pages of `pagesize` with the shared frame and write a deterministic PDF.
    `story` is consumed as the pages are laid out: from a generator, a long document holds one part
    of its flowables at a time (render_start_lists); ReportLab still keeps each page's content
    stream (about 26 kB for a start list) until the file is saved."""
    register_fonts()
    doc = BaseDocTemplate(
        _target(out), pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN + 2 * mm,
        bottomMargin=MARGIN, title=title, author=AUTHOR, creator=AUTHOR, subject=subject,
        invariant=1, pageCompression=1, initialFontName=SANS, lang=lang,
    )
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPageEnd=_draw_frame,
                                       pagesize=pagesize)])
    doc.build(_Story(chain([RunningHeader(running_header)], story)), canvasmaker=_Canvas)


def frame_width(pagesize: PageSize) -> float:
    return pagesize[0] - 2 * MARGIN


def orient(pagesize: PageSize, wide: bool) -> PageSize:
    """The page turned landscape when `wide`, portrait otherwise (whatever was passed)."""
    return landscape(pagesize) if wide else portrait(pagesize)


def make_canvas(out: Out, pagesize: PageSize, *, title: str, lang: str,
                subject: str = "") -> Canvas:
    """A bare deterministic canvas for documents drawn by hand (the diploma)."""
    register_fonts()
    canvas = RunsCanvas(_target(out), pagesize=pagesize, invariant=1, pageCompression=1,
                        initialFontName=SANS, lang=lang)
    canvas.setTitle(title)
    canvas.setAuthor(AUTHOR)
    canvas.setCreator(AUTHOR)
    canvas.setSubject(subject)
    return canvas



class OpponentGrid:
    """The square part of a crosstable or colour table: `rounds` columns per opponent.

    Used by both documents so that their grids look and split alike. `col0` and `row0` place the
    grid inside the caller's table; the header takes one row, or two in a double round robin (the
    opponent's number over the White / Black sub-columns).
    """

    def __init__(self, n: int, rounds: int, cells: Sequence[Sequence[str]], *, col0: int,
                 cell_width: float, colour_labels: tuple[str, str]) -> None:
        self.n, self.rounds, self.col0 = n, rounds, col0
        self.header_rows = 2 if rounds > 1 else 1
        self.cells = cells
        self.cell_width = cell_width
        self.colour_labels = colour_labels
        widest = max((text_width(c, SANS, 1) for row in cells for c in row), default=1.0)
        self.font_size = min(8.5, (cell_width - 2.5) / max(widest, 0.6))

    @property
    def columns(self) -> int:
        return self.n * self.rounds

    def header(self) -> list[list[str]]:
        numbers: list[str] = []
        for opponent in range(1, self.n + 1):
            numbers += [str(opponent)] + [""] * (self.rounds - 1)
        if self.rounds == 1:
            return [numbers]
        return [numbers, list(self.colour_labels) * self.n]

    def row(self, index: int) -> list[str]:
        """The cells of player row `index`, blank on the player's own (shaded) columns."""
        own = range(index * self.rounds, (index + 1) * self.rounds)
        return ["" if col in own else text for col, text in enumerate(self.cells[index])]

    def style(self, first_body_row: int) -> list[tuple]:
        commands: list[tuple] = [
            ("FONT", (self.col0, first_body_row), (self.col0 + self.columns - 1, -1), SANS,
             self.font_size),
            ("LEFTPADDING", (self.col0, 0), (self.col0 + self.columns - 1, -1), 1),
            ("RIGHTPADDING", (self.col0, 0), (self.col0 + self.columns - 1, -1), 1),
        ]
        for i in range(self.n):
            c = self.col0 + i * self.rounds
            commands.append(("BACKGROUND", (c, first_body_row + i),
                             (c + self.rounds - 1, first_body_row + i), SELF_FILL))
            if self.rounds > 1:
                commands += [
                    ("SPAN", (c, 0), (c + self.rounds - 1, 0)),
                    ("LINEBEFORE", (c, 0), (c, -1), 0.9, INK),
                    ("FONT", (self.col0, 1), (self.col0 + self.columns - 1, 1), SANS, 6.5),
                ]
        return commands
