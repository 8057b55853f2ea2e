"""The go sections of a published page: the wall list with the score and criteria explained, every
round's pairings with handicap and komi, the start list with ranks and clubs [003 §3.2–3.3, §4.4].
The headings and legends are the printed lists' (reports.go_lists)."""

from __future__ import annotations

from arbiter_app.i18n import tr
from arbiter_app.reports.views import PairingListView, WallListView
from arbiter_app.reports.views import StartListView
from arbiter_app.reports.web.chess import explained_cell, explanation_anchor
from arbiter_app.reports.web.html import items, paragraph, row, section, table, td, th
from arbiter_app.reports.web.views import Explained, WebPageView


def wall_section(page: WebPageView, view: WallListView) -> str:
    """The wall list; a criterion blank for every player (head-to-head with no tie) is left out."""
    lang = view.header.lang
    first = 5 + view.rounds  # the score, then the criteria
    shown = [0] + [1 + k for k in range(len(view.criteria)) if any(line[first + 1 + k] for line in view.lines)]
    keys = ("points", *view.criteria)
    headings = (view.score_heading, *(tr(f"standings.column.{c}", lang) for c in view.criteria))
    helps = ("", *(tr(f"standings.criterion.{c}", lang) for c in view.criteria))
    head = [row([th("#"), th(tr("go.place", lang)), th(tr("go.name", lang), cls="name"), th(tr("go.rank", lang)),
                 th(tr("go.club", lang)), *(th(k) for k in range(1, view.rounds + 1)),
                 *(th(headings[k], title=helps[k]) for k in shown)])]
    body = []
    for i, line in enumerate(view.lines):
        num, place, name, rank, club = line[:5]
        explained = page.standings.lines[i] if page.standings else None
        values = (explained.points, *explained.values) if explained else tuple(Explained(v) for v in line[first:])
        body.append(row([
            td(num, cls="num"), td(place, cls="num place"), th(name, scope="row", cls="name", free=True), td(rank), td(club, free=True),
            *(td(c, cls="res") for c in line[5:first]),
            *(explained_cell(values[k], explanation_anchor(int(num), keys[k]), "num score" if k == 0 else "num") for k in shown),
        ]))
    caption = f"{tr('go.wall_list', lang)} – {view.header.name}"
    return section("wall", tr("go.wall_list", lang), table(caption, head, body, cls="crosstable wall"),
                   paragraph(tr("go.wall.legend", lang), "legend"), paragraph(tr("web.explain.hint", lang), "legend hint"))


def rounds_section(rounds: tuple[PairingListView, ...]) -> str:
    if not rounds:
        return ""
    lang = rounds[0].header.lang
    parts = []
    for view in reversed(rounds):  # the round being played first
        handicap = bool(view.handicaps)
        head = [row([th(tr("go.board", lang)), th(tr("go.white", lang), cls="name"), th(tr("go.black", lang), cls="name"),
                     *([th(tr("go.handicap", lang)), th(tr("go.komi", lang))] if handicap else []), th(tr("go.result", lang))])]
        body = [row([td(board, cls="num"), td(white, cls="name", free=True), td(black, cls="name", free=True),
                     *((td(view.handicaps[k][0], cls="num"), td(view.handicaps[k][1], cls="num")) if handicap else ()),
                     td(result, cls="res")])
                for k, (board, white, black, result, _why) in enumerate(view.boards)]
        title = f"{tr('go.round', lang)} {view.round}"
        notes = (tr("go.komi_every_board", lang, komi=view.komi) if view.komi else "", view.bye, view.excused)
        parts.append(f'<div class="round" id="round-{view.round}"><h3>{title}</h3>'
                     + table(f"{tr('go.pairing_list', lang)} – {title}", head, body, cls="pairings")
                     + items(notes, "notes", free=True) + "</div>")
    return section("rounds", tr("web.section.rounds", lang), *parts)


def go_start_list_section(view: StartListView, name: str) -> str:
    lang = view.header.lang
    head = [row([th(tr("report.col.no", lang)), th(tr("report.col.name", lang), cls="name"), th(tr("go.rank", lang)),
                 th(tr("go.club", lang)), th(tr("report.col.country", lang))])]
    body = [row([td(p.no, cls="num"), th(p.name, scope="row", cls="name", free=True), td(p.rank), td(p.club, free=True), td(p.country)])
            for p in view.go_players]
    return section("start-list", tr("report.title.start_list", lang),
                   table(f"{tr('report.title.start_list', lang)} – {name}", head, body, cls="start-list"))
