"""The start list of a group: players with number, federation, ID, title and rating; the Berger
colour table; the category and the norm table of the group [001 §0.3, App. II]. A go event's start
list: players with rank, club and country, and the event's facts for the EGD; no colour table (its
rounds are drawn one by one) and no norms [003 §2, §3.1].

`render_start_lists` prints all groups of an event into one PDF, each group from a new page. With
`contacts` (StartListContacts: `report start-list --contacts`) each player's address, e-mail and
telephone go on a line under his own, and a note at the foot says whose were left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Table, TableStyle

from arbiter_app.i18n import tr
from arbiter_app.reports.fonts import SANS, SANS_BOLD, text_width
from arbiter_app.reports.layout import (
    STRIPE,
    OpponentGrid,
    Out,
    PageSize,
    RunningHeader,
    build_pdf,
    fitted,
    fmt_points,
    frame_width,
    grid_style,
    header_block,
    note,
    para,
    para_style,
    running_text,
    section,
)
from arbiter_app.reports.views import PlayerLine, StartListView


@dataclass(frozen=True)
class StartListContacts:
    """The contacts a start list prints: player id -> his address, e-mail and telephone in one line
    (only those who consented: services.documents.start_list), and the note at the foot."""

    lines: Mapping[str, str]
    note: str


def _players_table(view: StartListView, width: float, contacts: Mapping[str, str] | None = None) -> Table:
    """No, Fed, ID, Title, Name, Rating; a team event adds each player's team and board after No, and
    each team's reserves (no starting number, "reserve" for the board) after its last board; with
    `contacts`, a player's line under his own, across the columns after No."""
    lang = view.header.lang
    widths = [24.0, 30.0, 52.0, 34.0, 0.0, 50.0]
    head = [tr(k, lang) for k in ("report.col.no", "report.col.fed", "report.col.id",
                                  "report.col.title", "report.col.name", "report.col.rating")]
    team_w = 140.0 if view.teams else 0.0
    name_col = 6 if view.teams else 4
    if view.teams:  # the board column as wide as a reserve's mark ("náhradnice")
        widths[1:1] = [team_w, max([56.0] + [text_width(mark, SANS, 9.5) + 10 for _team, mark, _p in view.reserves])]
        head[1:1] = [tr("team.col.team", lang), tr("team.board", lang)]
    widths[name_col] = width - sum(widths)

    def row(p: PlayerLine, team: tuple[str, str] | None) -> list[object]:
        return [str(p.no) if p.no else "",
                *((fitted(team[0], team_w - 8, 9.5, align=TA_LEFT), team[1]) if team else ()),
                p.federation, p.player_id, p.title,
                fitted(p.name, widths[name_col] - 5, 9.5, align=TA_LEFT), p.rating]

    rows: list[list[object]] = []
    stripe: list[int] = []  # per body row, its player's number from 0: a contact line takes its player's
    contact_style = para_style("contact", size=8)

    def add(p: PlayerLine, team: tuple[str, str] | None) -> None:
        number = stripe[-1] + 1 if stripe else 0
        rows.append(row(p, team))
        stripe.append(number)
        if contacts and p.player_id in contacts:
            rows.append(["", para(contacts[p.player_id], contact_style)] + [""] * (len(widths) - 2))
            stripe.append(number)

    for i, p in enumerate(view.players):
        team = view.teams[i][0] if view.teams else None
        add(p, (team, str(view.teams[i][1])) if team is not None else None)
        if team is not None and all(name != team for name, _board in view.teams[i + 1:]):  # its last board
            for name, mark, r in view.reserves:
                if name == team:
                    add(r, (team, mark))
    table = Table([head] + rows, colWidths=widths, repeatRows=1)
    pad = 3.5 if len(set(stripe)) <= 13 else 1.5  # a group of up to 20 still fits one page
    left = [("ALIGN", (1, 0), (1, -1), "LEFT"), ("LEFTPADDING", (1, 0), (1, -1), 5)] if view.teams else []
    # a contact line: across the columns after No, in its player's stripe, no rule above it
    fill = [STRIPE if number % 2 else colors.white for number in stripe]
    under = [r + 1 for r in range(1, len(rows)) if stripe[r] == stripe[r - 1]]
    lines: list[tuple[Any, ...]] = [("BACKGROUND", (0, r + 1), (-1, r + 1), fill[r]) for r in range(len(rows))] if under else []
    lines += [c for at in under for c in (("SPAN", (1, at), (-1, at)), ("LINEBELOW", (1, at - 1), (-1, at - 1), 0.4, fill[at - 1]))]
    table.setStyle(TableStyle(grid_style(1, len(rows)) + lines + left + [
        ("FONT", (0, 1), (-1, -1), SANS, 9.5),
        ("FONT", (0, 1), (0, -1), SANS_BOLD, 9.5),
        ("ALIGN", (name_col, 0), (name_col, -1), "LEFT"),
        ("TOPPADDING", (0, 0), (-1, -1), pad),
        ("BOTTOMPADDING", (0, 0), (-1, -1), pad + 0.5),
        ("LEFTPADDING", (name_col, 0), (name_col, -1), 5),
    ]))
    return table


def _go_players_table(view: StartListView, width: float) -> Table:
    """No, Name, Rank, Club, Country."""
    lang = view.header.lang
    head = [tr("report.col.no", lang), tr("report.col.name", lang), tr("go.rank", lang), tr("go.club", lang),
            tr("report.col.country", lang)]
    widths = [24.0, 0.0, 40.0, 150.0, 46.0]
    widths[1] = width - sum(widths)
    rows = [[str(p.no), fitted(p.name, widths[1] - 5, 9.5, align=TA_LEFT), p.rank,
             fitted(p.club, widths[3] - 5, 9.5, align=TA_LEFT), p.country] for p in view.go_players]
    table = Table([head] + rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(grid_style(1, len(rows)) + [
        ("FONT", (0, 1), (-1, -1), SANS, 9.5),
        ("FONT", (0, 1), (0, -1), SANS_BOLD, 9.5),
        *[("ALIGN", (c, 0), (c, -1), "LEFT") for c in (1, 3)],
        ("LEFTPADDING", (1, 0), (-1, -1), 5),
    ]))
    return table


def _teams_table(view: StartListView, width: float) -> Flowable:
    """No, Team, Fed, Captain: whom the arbiter writes to about a team [000 §7.7]."""
    lang = view.header.lang
    head = [tr("report.col.no", lang), tr("team.col.team", lang), tr("report.col.fed", lang), tr("report.col.captain", lang)]
    widths = [24.0, 0.0, 34.0, 0.0]
    widths[1] = widths[3] = (width - 58.0) / 2
    rows = [[str(t.no), fitted(t.name, widths[1] - 8, 9.5, align=TA_LEFT), t.federation,
             fitted(t.captain, widths[3] - 8, 9.5, align=TA_LEFT)] for t in view.team_list]
    table = Table([head] + rows, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(grid_style(1, len(rows)) + [
        ("FONT", (0, 1), (-1, -1), SANS, 9.5),
        ("FONT", (0, 1), (0, -1), SANS_BOLD, 9.5),
        ("ALIGN", (1, 0), (1, -1), "LEFT"),
        ("ALIGN", (3, 0), (3, -1), "LEFT"),
        ("LEFTPADDING", (1, 0), (-1, -1), 5),
    ]))
    return KeepTogether([section(tr("report.section.teams", lang)), table])


def _colour_table(view: StartListView, width: float) -> Flowable:
    lang = view.header.lang
    n = len(view.players)
    rounds = max((len(c) for row in view.colours for c in row), default=1)
    # one grid column per game: "WB" in a double round robin fills two columns, like the crosstable
    cells = [tuple(tr(f"report.colour.{c[k]}", lang) if k < len(c) else ""
                   for c in row for k in range(rounds)) for row in view.colours]
    name_w = 150.0
    cell_w = max(11.0, min(24.0, (width - 24 - name_w) / (n * rounds)))
    name_w = min(220.0, width - 24 - cell_w * n * rounds)
    grid = OpponentGrid(n, rounds, cells, col0=2, cell_width=cell_w,
                        colour_labels=("1", "2"))
    head = grid.header()
    rows: list[list[object]] = [[tr("report.col.no", lang), tr("report.col.name", lang),
                                 *head[0]]]
    if grid.header_rows == 2:
        rows.append(["", "", *head[1]])
    for i, p in enumerate(view.players):
        rows.append([str(p.no), fitted(p.name, name_w - 5, 8, align=TA_LEFT), *grid.row(i)])
    hr = grid.header_rows
    table = Table(rows, colWidths=[24.0, name_w] + [cell_w] * (n * rounds), repeatRows=hr,
                  hAlign="LEFT")
    style = grid_style(hr, n) + grid.style(hr) + [("ALIGN", (1, 0), (1, -1), "LEFT")]
    if hr == 2:
        style += [("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1))]
    table.setStyle(TableStyle(style))
    hint = "report.colours.hint2" if rounds > 1 else "report.colours.hint"
    return KeepTogether([section(tr("report.section.colours", lang)), table, note(tr(hint, lang))])


def _norm_table(view: StartListView, width: float) -> Flowable:
    lang = view.header.lang
    title = section(tr("report.section.norms", lang))
    if not view.norms:
        return KeepTogether([title, note(tr("report.norms.none", lang), 9)])
    head = [""] + [r.title for r in view.norms]
    values = [tr("report.col.points", lang)] + [
        "—" if r.points is None else fmt_points(r.points) for r in view.norms]
    first = 80.0
    col = min(60.0, (width - first) / len(view.norms))
    table = Table([head, values], colWidths=[first] + [col] * len(view.norms), hAlign="LEFT")
    table.setStyle(TableStyle(grid_style(1, 1) + [
        ("FONT", (0, 1), (-1, 1), SANS_BOLD, 10),
        ("FONT", (0, 1), (0, 1), SANS, 8.5),
        ("TOPPADDING", (0, 0), (-1, -1), 3.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    return KeepTogether([title, table, note(tr("report.norms.hint", lang))])


def start_list_flowables(view: StartListView, width: float, contacts: StartListContacts | None = None) -> list[Flowable]:
    lang = view.header.lang
    flow = header_block(view.header, tr("report.title.start_list", lang), width, view.facts)
    if view.go_players:
        return [*flow, _go_players_table(view, width)]
    flow.append(_players_table(view, width, contacts.lines if contacts else None))
    if contacts:
        flow.append(note(contacts.note))
    if view.team_list:
        flow.append(_teams_table(view, width))
    if view.colours:
        flow.append(_colour_table(view, width))
    flow.append(_norm_table(view, width))
    return flow


def render_start_list(view: StartListView, out: Out, *, pagesize: PageSize = A4,
                      contacts: StartListContacts | None = None) -> None:
    """Write the start list of one group as a PDF (with `contacts`: the players' contacts)."""
    render_start_lists([view], out, pagesize=pagesize, contacts=None if contacts is None else [contacts])


def render_start_lists(views: Iterable[StartListView], out: Out, *,
                       pagesize: PageSize = A4, contacts: Sequence[StartListContacts] | None = None) -> None:
    """Write the start lists of many groups (an event) into one PDF, a group per new page; `contacts`:
    each group's, in the order of `views`. The views are taken one by one as the pages are laid out:
    given as a generator, an event of any size holds one group's tables at a time (and what ReportLab
    keeps of each page drawn until the file is saved, its content stream: build_pdf)."""
    rest = iter(views)
    first, second = next(rest, None), next(rest, None)
    if first is None:
        raise ValueError("no start lists to print")
    width = frame_width(pagesize)
    lang = first.header.lang

    def story() -> Iterator[Flowable]:
        for index, view in enumerate(chain([first], [] if second is None else [second], rest)):
            if index:
                yield from (PageBreak(), RunningHeader(running_text(view.header)))
            yield from start_list_flowables(view, width, contacts[index] if contacts else None)

    key = "report.title.start_list" if second is None else "report.title.start_lists"
    build_pdf(out, story(), title=tr(key, lang), lang=lang, pagesize=pagesize,
              running_header=running_text(first.header), subject=first.header.name)
