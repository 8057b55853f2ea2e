"""Printed lists of a go event: the pairing list of a round (boards, players with rank, each board's
stones and komi in a handicap event, else the komi of every board; the reason of each pairing only
when asked; the seed of the lot [003 §3.2.2]) and the wall list (the final crosstable: place, name, rank, club, each
round's opponent and result like `12+`, `7-`, `12+!` by default, score and criteria, and the legend of
the cells) [003 §3.3].
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Table, TableStyle

from arbiter_app.i18n import has, tr
from arbiter_app.reports.fonts import SANS, SANS_BOLD, register_fonts
from arbiter_app.reports.layout import (
    Out, PageSize, build_pdf, column_width, fitted, frame_width, grid_style, header_block, note, orient, running_text,
)
from arbiter_app.reports.views import PairingListView, WallListView


def _table(head: Sequence[str], rows: Sequence[Sequence[object]], widths: Sequence[float], left: Sequence[int],
           size: float = 8.5) -> Table:
    table = Table([list(head), *[list(r) for r in rows]], colWidths=list(widths), repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(grid_style(1, len(rows)) + [
        ("FONT", (0, 1), (-1, -1), SANS, size),
        ("FONT", (0, 1), (0, -1), SANS_BOLD, size),
        *[("ALIGN", (c, 0), (c, -1), "LEFT") for c in left],
    ]))
    return table


def render_pairing_list(view: PairingListView, out: Out, pagesize: PageSize = A4) -> None:
    register_fonts()
    lang = view.header.lang
    width = frame_width(pagesize)
    title = f"{tr('go.pairing_list', lang)} – {tr('go.round', lang)} {view.round}"
    # A handicap event adds the stones and White's komi after Black [003 §4.4.3].
    handicap = [tr("go.handicap", lang), tr("go.komi", lang)] if view.handicaps else []
    # Each of the two as wide as its heading needs ("Handicap" is wider than its stones).
    fits = [column_width(head, [cells[i] for cells in view.handicaps], least=34.0) for i, head in enumerate(handicap)]
    if view.print_reasons:
        widths = [30.0, 115.0, 115.0, *fits, 52.0, 0.0]
        widths[-1] = width - sum(widths)
    else:  # the players' names take the room of the reasons
        widths = [30.0, 0.0, 0.0, *fits, 52.0]
        widths[1] = widths[2] = (width - sum(widths)) / 2
    name_size = 8.5 if view.print_reasons else 10.0
    rows = [[board, fitted(white, widths[1] - 5, name_size), fitted(black, widths[2] - 5, name_size),
             *(view.handicaps[k] if view.handicaps else ()), result,
             *([fitted(why, widths[-1] - 5, 7.5, min_size=5.5, align=TA_LEFT)] if view.print_reasons else [])]
            for k, (board, white, black, result, why) in enumerate(view.boards)]
    head = [tr("go.board", lang), tr("go.white", lang), tr("go.black", lang), *handicap, tr("go.result", lang),
            *([tr("go.why", lang)] if view.print_reasons else [])]
    left = (1, 2, len(head) - 1) if view.print_reasons else (1, 2)
    story = [*header_block(view.header, title, width), _table(head, rows, widths, left, name_size)]
    komi = tr("go.komi_every_board", lang, komi=view.komi) if view.komi else ""
    for text in (komi, view.bye, view.excused, tr("go.seed", lang, seed=view.seed) if view.seed is not None else ""):
        if text:
            story.append(note(text, 8.5))
    build_pdf(out, story, title=f"{view.header.name} – {title}", lang=lang, pagesize=pagesize,
              running_header=running_text(view.header))


def render_wall_list(view: WallListView, out: Out, pagesize: PageSize = A4) -> None:
    register_fonts()
    lang = view.header.lang
    wide = orient(pagesize, view.rounds > 5)
    width = frame_width(wide)
    head = ["#", tr("go.place", lang), tr("go.name", lang), tr("go.rank", lang), tr("go.club", lang),
            *[str(k) for k in range(1, view.rounds + 1)], view.score_heading,
            *[tr(f"report.tiebreak.{c}", lang) if has(f"report.tiebreak.{c}") else c.upper() for c in view.criteria]]
    fixed = [22.0, 30.0, 0.0, 30.0, 70.0] + [30.0] * view.rounds + [34.0] + [38.0] * len(view.criteria)
    fixed[2] = max(90.0, width - sum(fixed))
    rows = [[*line[:2], fitted(line[2], fixed[2] - 5, 8.5), line[3], fitted(line[4], fixed[4] - 5, 8.5), *line[5:]]
            for line in view.lines]
    title = tr("go.wall_list", lang)
    story = [*header_block(view.header, title, width), _table(head, rows, fixed, (2, 4)),
             note(tr("go.wall.legend", lang), 7.5)]
    build_pdf(out, story, title=f"{view.header.name} – {title}", lang=lang, pagesize=wide,
              running_header=running_text(view.header))
