"""The crosstable as ICCF prints it: cells 1 ½ 0 with flags (1A, 0E, 1D, -C, O), then Score, Wins,
the tie-break columns, RG (remaining games) and Place [DOMAIN §1, §8; 001 §7.2; 000 §7.3–7.5].

A large group (more than 12 players) or a double round robin is printed landscape. A team event
prints its team crosstable first (match cells, match points, board points, each board, RG, place
[000 §6.3; 001 §7.3]), then the players' table.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from arbiter_app.i18n import has, tr
from arbiter_app.reports.fonts import SANS, SANS_BOLD, markup
from arbiter_app.reports.layout import (
    INK,
    SELF_FILL,
    OpponentGrid,
    Out,
    PageSize,
    build_pdf,
    column_width,
    fitted,
    fmt_points,
    frame_width,
    grid_style,
    header_block,
    note,
    orient,
    para_style,
    running_text,
    section,
)
from arbiter_app.reports.views import CrosstableView, TeamTableView

FLAGS = ("A", "C", "D", "E", "O")
RATING_MARKS = ("P", "F", "N")
PORTRAIT_MAX_PLAYERS = 12
_NAME_MIN = 110.0


def is_wide(view: CrosstableView) -> bool:
    """Landscape when the group is large or plays a double round."""
    return len(view.players) > PORTRAIT_MAX_PLAYERS or view.rounds > 1


def legend(view: CrosstableView) -> list[str]:
    """Explanations of the flags, rating marks and abbreviated columns the table actually shows."""
    lang = view.header.lang
    used = "".join(c for row in view.cells for c in row)
    items = [tr(f"report.flag.{f}", lang) for f in FLAGS if f in used]
    if any("0-0" in c for row in view.cells for c in row):
        items.append(tr("report.legend.both_lose", lang))
    marks = {p.rating[-1] for p in view.players if p.rating[-1:].isalpha()}
    items += [tr(f"report.mark.{m}", lang) for m in RATING_MARKS if m in marks]
    items += [tr(f"report.legend.{tb.name}", lang) for tb in view.tiebreaks
              if has(f"report.legend.{tb.name}")]
    items.append(tr("report.legend.rg", lang))
    return items


def crosstable_flowables(view: CrosstableView, width: float) -> list[Flowable]:
    """The table, its legend and its notes, to be placed in a frame `width` wide."""
    lang = view.header.lang
    n = len(view.players)
    tb_heads = [tr(f"report.tiebreak.{tb.name}", lang) if has(f"report.tiebreak.{tb.name}")
                else tb.name for tb in view.tiebreaks]
    heads = [tr(k, lang) for k in ("report.col.no", "report.col.fed", "report.col.title",
                                   "report.col.name", "report.col.rating")]
    tails = [tr("report.col.score", lang), tr("report.col.wins", lang), *tb_heads,
             tr("report.col.rg", lang), tr("report.col.place", lang)]
    columns = [(p.no, p.federation, p.title, p.rating) for p in view.players]
    before = [column_width(heads[k], [str(c[k]) for c in columns], 16.0) for k in range(3)]
    rating_w = column_width(heads[4], [c[3] for c in columns], 30.0)
    tail_values = [[fmt_points(s) for s in view.score], [str(w) for w in view.wins],
                   *[tb.values for tb in view.tiebreaks], [str(r) for r in view.remaining],
                   view.place]
    after = [column_width(h, v, 22.0) for h, v in zip(tails, tail_values)]
    fixed = sum(before) + rating_w + sum(after)
    cells = n * view.rounds
    cell_w = max(12.0, min(24.0, (width - fixed - _NAME_MIN) / max(cells, 1)))
    name_w = width - fixed - cell_w * cells
    grid = OpponentGrid(n, view.rounds, view.cells, col0=len(before) + 2, cell_width=cell_w,
                        colour_labels=(tr("report.colour.W", lang), tr("report.colour.B", lang)))

    grid_head = grid.header()
    header_rows = [heads + grid_head[0] + tails]
    if grid.header_rows == 2:
        header_rows.append([""] * len(heads) + grid_head[1] + [""] * len(tails))

    rows: list[list[object]] = []
    for i, p in enumerate(view.players):
        tb_values = [tb.values[i] for tb in view.tiebreaks]
        rows.append([
            str(p.no), p.federation, p.title,
            fitted(p.name, name_w - 4, 8.5, align=TA_LEFT),
            p.rating,
            *grid.row(i),
            fmt_points(view.score[i]), str(view.wins[i]), *tb_values,
            str(view.remaining[i]), view.place[i],
        ])

    widths = before + [name_w, rating_w] + [cell_w] * cells + after
    hr = grid.header_rows
    table = Table(header_rows + rows, colWidths=widths, repeatRows=hr)
    score_col = len(before) + 2 + cells
    style = grid_style(hr, len(rows)) + grid.style(hr) + [
        ("ALIGN", (3, 0), (3, -1), "LEFT"),
        ("FONT", (score_col, hr), (score_col, -1), SANS_BOLD, 8.5),
        ("FONT", (-1, hr), (-1, -1), SANS_BOLD, 8.5),
        ("FONT", (0, hr), (2, -1), SANS, 7.5),
        ("LINEBEFORE", (score_col, 0), (score_col, -1), 0.9, INK),
    ]
    if hr == 2:
        last = len(widths) - 1
        style += [("SPAN", (c, 0), (c, 1)) for c in list(range(len(heads)))
                  + list(range(score_col, last + 1))]
    table.setStyle(TableStyle(style))

    flow: list[Flowable] = [table]
    small = para_style("legend", size=7.5, spaceBefore=2 * mm, spaceAfter=1 * mm)
    flow.append(Paragraph(f"<b>{markup(tr('report.legend.title', lang), SANS_BOLD)}:</b> "
                          + markup(" · ".join(legend(view)), SANS), small))
    for text in view.notes:
        flow.append(note(text))
    return flow


def team_flowables(teams: TeamTableView, lang: str) -> list[Flowable]:
    """The team crosstable under its heading; the players' table follows."""
    n_boards = max((len(b) for b in teams.boards), default=0)
    heads = [tr("report.col.no", lang), tr("team.col.team", lang), *(str(no) for no in teams.numbers),
             tr("team.col.mp", lang), tr("team.col.bp", lang),
             *(tr("team.col.board_points", lang, board=b) for b in range(1, n_boards + 1)),
             tr("report.col.rg", lang), tr("report.col.place", lang)]
    rows = [
        [str(no), name, *("" if j == i else cell for j, cell in enumerate(teams.cells[i])),
         fmt_points(teams.match_points[i]), fmt_points(teams.board_points[i]),
         *(fmt_points(p) for p in teams.boards[i]), str(teams.remaining[i]), teams.place[i]]
        for i, (no, name) in enumerate(zip(teams.numbers, teams.names))
    ]
    table = Table([heads, *rows], repeatRows=1, hAlign="LEFT")
    first_cell = 2
    style = grid_style(1, len(rows)) + [
        ("ALIGN", (1, 0), (1, -1), "LEFT"),
        ("FONT", (-1, 1), (-1, -1), SANS_BOLD, 8.5),
        ("FONT", (first_cell + len(teams.numbers), 1), (first_cell + len(teams.numbers), -1), SANS_BOLD, 8.5),
        ("LINEBEFORE", (first_cell + len(teams.numbers), 0), (first_cell + len(teams.numbers), -1), 0.9, INK),
    ] + [("BACKGROUND", (first_cell + i, 1 + i), (first_cell + i, 1 + i), SELF_FILL) for i in range(len(rows))]
    table.setStyle(TableStyle(style))
    return [section(tr("team.crosstable", lang)), table, note(tr("team.legend", lang)), Spacer(1, 3 * mm)]


def render_crosstable(view: CrosstableView, out: Out, *, pagesize: PageSize = A4) -> None:
    """Write the crosstable of one group as a PDF (landscape for a large or double-round group)."""
    lang = view.header.lang
    size = orient(pagesize, is_wide(view))
    width = frame_width(size)
    title = tr("report.title.crosstable", lang)
    story = header_block(view.header, title, width)
    if view.teams is not None:
        story += team_flowables(view.teams, lang)
    story += crosstable_flowables(view, width)
    build_pdf(out, story, title=title, lang=lang, pagesize=size,
              running_header=running_text(view.header), subject=view.header.name)
