"""A tournament's published page and the index of a publication of every tournament, as HTML5
strings: the header with the event's facts and the last result, a table of contents, the sections
of a chess group, a team event or a go event, and the link to the games (reports.web.chess,
reports.web.go)."""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_app.i18n import tr
from arbiter_app.reports.views import TournamentHeader, header_facts
from arbiter_app.reports.web.chess import (
    crosstable_section, explanations_section, matches_section, norms_section, standings_section, start_list_section,
)
from arbiter_app.reports.web.go import go_start_list_section, rounds_section, wall_section
from arbiter_app.reports.web.html import document, esc, facts, link, paragraph, row, table, td, th
from arbiter_app.reports.web.views import IndexEntry, WebPageView


def _facts(header: TournamentHeader, extra: Sequence[tuple[str, str]] = ()) -> list[tuple[str, str]]:
    """The facts the printed documents put under the title (reports.views.header_facts), labelled."""
    return [(tr(key, header.lang), value) for key, value in header_facts(header)] + list(extra)


def _last_result(text: str, lang: str) -> str:
    return tr("web.last_result", lang, when=text) if text else tr("web.no_result", lang)


def render_page(page: WebPageView) -> str:
    header = page.header
    lang = header.lang
    sections: list[tuple[str, str, str]] = []  # (id, heading, html)
    name = header.name
    if page.empty:
        sections.append(("start-list", tr("report.title.start_list", lang), paragraph(tr("web.no_entries", lang), "empty")))
    elif page.wall is not None:
        sections.append(("wall", tr("go.wall_list", lang), wall_section(page, page.wall)))
        sections.append(("rounds", tr("web.section.rounds", lang), rounds_section(page.rounds)))
        sections.append(("start-list", tr("report.title.start_list", lang), go_start_list_section(page.start_list, name)))
    else:
        if page.crosstable is not None:
            sections.append(("crosstable", tr("report.title.crosstable", lang), crosstable_section(page, page.crosstable)))
        if page.standings is not None:
            sections.append(("standings", tr("gui.standings", lang), standings_section(page.standings, lang, name)))
        sections.append(("matches", tr("web.section.matches", lang), matches_section(page.matches, lang)))
        if page.norms is not None:
            sections.append(("norms", tr("web.section.norms", lang), norms_section(page.norms, lang)))
        sections.append(("start-list", tr("report.title.start_list", lang), start_list_section(page.start_list, name)))
    if page.standings is not None:
        sections.append(("explanations", tr("web.section.explanations", lang), explanations_section(page.standings, lang)))
    shown = [(ident, heading, body) for ident, heading, body in sections if body]
    contents = "".join(f"<li>{link(f'#{ident}', heading)}</li>" for ident, heading, _ in shown)
    games = (f'<p class="pgn">{link(page.pgn, tr("web.pgn", lang))}</p>' if page.pgn else "")
    top = (f'<p class="back">{link(page.index, tr("web.back", lang))}</p>' if page.index else "")
    body = (f'<header class="event">{top}<p class="kind">{esc(header.organiser)}</p><h1 dir="auto">{esc(name)}</h1>'
            f"{facts(_facts(header, page.start_list.facts))}"
            f"{paragraph(_last_result(page.last_result, lang), 'updated')}{games}</header>\n"
            f'<nav aria-label="{esc(tr("web.contents", lang))}"><ul>{contents}</ul></nav>\n'
            f"<main>{''.join(body for _, _, body in shown)}</main>\n"
            f'<footer>{paragraph(_last_result(page.last_result, lang))}{games}</footer>')
    return document(lang, f"{name} – {header.code}", body)


def render_index(entries: Sequence[IndexEntry], lang: str) -> str:
    """The list of every tournament published, each linked to its page."""
    title = tr("web.index.title", lang)
    head = [row([th(tr("report.col.name", lang), cls="name"), th(tr("report.field.period", lang)),
                 th(tr("web.col.last_result", lang)), th(tr("report.field.organiser", lang), cls="wide-only"),
                 th(tr("report.field.code", lang), cls="wide-only")])]
    body = [row([th("", scope="row", cls="name", raw=link(e.page, e.name), free=True), td(e.period), td(e.last_result),
                 td(e.organiser, cls="wide-only"), td(e.code, cls="wide-only")])
            for e in entries]
    return document(lang, title, f'<header class="event"><h1>{esc(title)}</h1></header>\n'
                                 f"<main>{table(title, head, body, cls='index')}</main>")
