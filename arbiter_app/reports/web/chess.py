"""The chess sections of a published page: the crosstable with its legend, notes and the games it
leaves out (a team event's between two players of one team), the standings with each value
explained, the norm overview, a team event's team table and matches, the start list [DOMAIN §1, §8;
001 §7.2, §8.7g, App. II; 000 §6.3]. The headings and legends are the printed crosstable's
(reports.crosstable)."""

from __future__ import annotations

from arbiter_app.i18n import has, tr
from arbiter_app.reports.crosstable import legend
from arbiter_app.reports.layout import fmt_points
from arbiter_app.reports.views import CrosstableView, StartListView, TeamTableView
from arbiter_app.reports.web.html import esc, items, link, paragraph, row, section, table, td, th
from arbiter_app.reports.web.views import Explained, MatchPanel, NormPanel, StandingsPanel, WebPageView


def _tiebreak_heading(name: str, lang: str) -> str:
    return tr(f"report.tiebreak.{name}", lang) if has(f"report.tiebreak.{name}") else name


def explanation_anchor(no: int, key: str) -> str:
    return f"x-{no}-{key}"


def explained_cell(value: Explained, anchor: str, cls: str = "num") -> str:
    """A value that says how it was computed on hover and links to the same words in the footnotes."""
    if not value.explanation:
        return td(value.text, cls=cls)
    return td(raw=link(f"#{anchor}", value.text, title=value.explanation), cls=cls)


def crosstable_section(page: WebPageView, view: CrosstableView) -> str:
    lang = view.header.lang
    n, rounds = len(view.players), view.rounds
    both = rounds > 1  # a double round robin: under each opponent White, then Black
    down = 2 if both else 1
    heads = [th(tr("report.col.no", lang), rowspan=down)]
    heads += [th(tr(k, lang), rowspan=down, cls="wide-only") for k in ("report.col.fed", "report.col.title")]
    heads += [th(tr("report.col.name", lang), cls="name", rowspan=down), th(tr("report.col.rating", lang), rowspan=down)]
    heads += [th(p.no, colspan=rounds, cls="opp", title=p.name) for p in view.players]
    tails = [th(tr("report.col.score", lang), rowspan=down), th(tr("report.col.wins", lang), rowspan=down)]
    tails += [th(_tiebreak_heading(tb.name, lang), rowspan=down, title=tr(f"standings.criterion.{tb.name}", lang)
                 if has(f"standings.criterion.{tb.name}") else "") for tb in view.tiebreaks]
    tails += [th(tr("report.col.rg", lang), rowspan=down), th(tr("report.col.place", lang), rowspan=down)]
    head = [row(heads + tails)]
    if both:
        colours = (tr("report.colour.W", lang), tr("report.colour.B", lang))
        head.append(row(th(c, cls="colour") for _ in range(n) for c in colours[:rounds]))
    body = []
    for i, p in enumerate(view.players):
        cells = [td(p.no, cls="num"), td(p.federation, cls="wide-only"), td(p.title, cls="wide-only"), th(p.name, scope="row", cls="name", free=True),
                 td(p.rating, cls="num")]
        for j in range(n * rounds):
            if j // rounds == i:
                cells.append(td(cls="self"))
                continue
            moves = page.cell_moves[i][j] if page.cell_moves else ""
            raw = esc(view.cells[i][j]) + (f'<span class="moves">{esc(moves)}</span>' if moves else "")
            cells.append(td(raw=raw or "&nbsp;", cls="res", title=page.cell_titles[i][j] if page.cell_titles else ""))
        cells += [td(fmt_points(view.score[i]), cls="num score"), td(view.wins[i], cls="num")]
        cells += [td(tb.values[i], cls="num") for tb in view.tiebreaks]
        cells += [td(view.remaining[i], cls="num"), td(view.place[i], cls="num place")]
        body.append(row(cells))
    key = legend(view)
    if any(m for line in page.cell_moves for m in line):
        key.append(tr("web.legend.moves", lang))
    caption = f"{tr('report.title.crosstable', lang)} – {view.header.name}"
    return section("crosstable", tr("report.title.crosstable", lang),
                   team_section(view.teams, lang) if view.teams is not None else "",
                   items(page.problems, "problems"),
                   table(caption, head, body, cls="crosstable"),
                   f'<p class="legend"><strong>{esc(tr("report.legend.title", lang))}:</strong> '
                   f'{" · ".join(esc(k) for k in key)}</p>',
                   items(view.notes, "notes"))


def team_section(teams: TeamTableView, lang: str) -> str:
    boards = max((len(b) for b in teams.boards), default=0)
    head = [row([th(tr("report.col.no", lang)), th(tr("team.col.team", lang), cls="name"),
                 *(th(no) for no in teams.numbers),
                 th(tr("team.col.mp", lang), title=tr("team.col.mp.tip", lang)),
                 th(tr("team.col.bp", lang), title=tr("team.col.bp.tip", lang)),
                 *(th(tr("team.col.board_points", lang, board=b), title=tr("team.col.board_points.tip", lang, board=b))
                   for b in range(1, boards + 1)),
                 th(tr("report.col.rg", lang)), th(tr("report.col.place", lang))])]
    body = [row([td(no, cls="num"), th(name, scope="row", cls="name", free=True),
                 *(td(cls="self") if j == i else td(cell, cls="res") for j, cell in enumerate(teams.cells[i])),
                 td(fmt_points(teams.match_points[i]), cls="num score"), td(fmt_points(teams.board_points[i]), cls="num"),
                 *(td(fmt_points(p), cls="num") for p in teams.boards[i]),
                 td(teams.remaining[i], cls="num"), td(teams.place[i], cls="num place")])
            for i, (no, name) in enumerate(zip(teams.numbers, teams.names))]
    return table(tr("team.crosstable", lang), head, body, cls="teams") + paragraph(tr("team.legend", lang), "legend")


def matches_section(matches: tuple[MatchPanel, ...], lang: str) -> str:
    if not matches:
        return ""
    head = [row([th(tr("team.board", lang)), th(tr("go.white", lang), cls="name"), th(tr("go.black", lang), cls="name"),
                 th(tr("go.result", lang))])]
    tables = [table(f"{m.home} – {m.away}  {m.score}", head,
                    [row([td(b, cls="num"), td(w, cls="name", free=True), td(bl, cls="name", free=True), td(r, cls="res")]) for b, w, bl, r in m.boards],
                    cls="match")
              for m in matches]
    return section("matches", tr("web.section.matches", lang), f'<div class="cards">{"".join(tables)}</div>')


def standings_section(panel: StandingsPanel, lang: str, name: str) -> str:
    head = [row([th(tr("report.col.place", lang)), th(tr("report.col.no", lang)), th(tr("report.col.name", lang), cls="name"),
                 th(panel.points_heading),
                 *(th(tr(f"standings.column.{c}", lang), title=tr(f"standings.criterion.{c}", lang)) for c in panel.criteria),
                 th(tr("gui.col.played", lang)), th(tr("report.col.rg", lang))])]
    body = [row([td(line.place, cls="num place"), td(line.no, cls="num"), th(line.name, scope="row", cls="name", free=True),
                 explained_cell(line.points, explanation_anchor(line.no, "points"), "num score"),
                 *(explained_cell(v, explanation_anchor(line.no, c)) for c, v in zip(panel.criteria, line.values)),
                 td(line.played, cls="num"), td(line.remaining, cls="num")])
            for line in panel.lines]
    return section("standings", tr("gui.standings", lang),
                   table(f"{tr('gui.standings', lang)} – {name}", head, body, cls="standings"),
                   paragraph(tr("web.explain.hint", lang), "legend hint"))


def explanations_section(panel: StandingsPanel, lang: str) -> str:
    """Every explained value in words, where the links of the standings lead (and what paper shows)."""
    blocks = []
    for line in panel.lines:
        values = [("points", line.points), *zip(panel.criteria, line.values)]
        shown = "".join(f'<pre id="{explanation_anchor(line.no, c)}">{esc(v.explanation)}</pre>'
                        for c, v in values if v.explanation)
        if shown:
            blocks.append(f'<div class="explained"><h3>{esc(line.place)}. <bdi>{esc(line.name)}</bdi></h3>{shown}</div>')
    if not blocks:
        return ""
    return section("explanations", tr("web.section.explanations", lang), *blocks)


def norms_section(panel: NormPanel, lang: str) -> str:
    need = table(tr("norms.label.requirements", lang),
                 [row([td(), *(th(t) for t in panel.titles)])],
                 [row([th(tr("norms.label.requirements", lang), scope="row"), *(td(r, cls="num") for r in panel.requirements)])],
                 cls="requirements")
    head = [row([th(tr("norms.col.no", lang)), th(tr("norms.col.name", lang), cls="name"), th(tr("norms.col.score", lang)),
                 th(tr("norms.col.rg", lang)), *(th(t) for t in panel.titles), th(tr("norms.col.remark", lang))])]
    body = [row([td(no, cls="num"), th(name, scope="row", cls="name", free=True), td(score, cls="num"), td(rg, cls="num"),
                 *(td(s, cls="status") for s in statuses), td(remark, cls="remark")])
            for no, name, score, rg, statuses, remark in panel.players]
    return section("norms", tr("web.section.norms", lang), items(panel.facts, "facts-list"), need,
                   table(tr("web.caption.norm_status", lang), head, body, cls="norms"))


def start_list_section(view: StartListView, name: str) -> str:
    """The chess start list: the players (a team event: with team and board), the teams with their
    captains, the reserves."""
    lang = view.header.lang
    teams = bool(view.teams)
    head = [row([th(tr("report.col.no", lang)), *([th(tr("team.col.team", lang)), th(tr("team.board", lang))] if teams else []),
                 th(tr("report.col.fed", lang)), th(tr("report.col.id", lang)), th(tr("report.col.title", lang)),
                 th(tr("report.col.name", lang), cls="name"), th(tr("report.col.rating", lang))])]
    body = [row([td(p.no, cls="num"), *([td(view.teams[i][0], free=True), td(view.teams[i][1], cls="num")] if teams else []),
                 td(p.federation), td(p.player_id, cls="num"), td(p.title), th(p.name, scope="row", cls="name", free=True),
                 td(p.rating, cls="num")])
            for i, p in enumerate(view.players)]
    parts = [table(f"{tr('report.title.start_list', lang)} – {name}", head, body, cls="start-list")]
    if view.team_list:
        parts.append(table(tr("report.section.teams", lang),
                           [row([th(tr("report.col.no", lang)), th(tr("team.col.team", lang), cls="name"),
                                 th(tr("report.col.fed", lang)), th(tr("report.col.captain", lang))])],
                           [row([td(t.no, cls="num"), th(t.name, scope="row", cls="name", free=True), td(t.federation), td(t.captain, free=True)])
                            for t in view.team_list], cls="team-list"))
    parts.append(items((f"{team}: {p.name} ({reserve})" for team, reserve, p in view.reserves), free=True))
    return section("start-list", tr("report.title.start_list", lang), *parts)
