"""The titles overview as the arbiter reads it, section by section (headings, columns and rows of
text), for `titles` on the command line and Players ▸ Titles and norms in the window alike."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..i18n import tr
from .norms import Award, PlayerTitles, TitlesOverview


@dataclass(frozen=True)
class Section:
    heading: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    shown: int
    """How many entries of the whole list the rows are of (players, awards), when a page of them."""
    total: int

    def more(self, key: str = "norms.more_rows") -> str:
        """Under a page cut short, how much of the list it shows and how to see the rest (the command
        line's words by default; the window's `titles.gui.more_rows`), else ""."""
        return tr(key, shown=self.shown, total=self.total) if self.shown < self.total else ""


def finished_text(overview: TitlesOverview) -> str:
    return tr("norms.heading.finished", codes=", ".join(overview.finished) or tr("norms.none"))


def changed_text(codes: Iterable[str]) -> str:
    """What comes first after a change: the players of the groups it touched."""
    return tr("norms.heading.changed", codes=", ".join(codes))


def sections(overview: TitlesOverview, totals: Mapping[str, int] | None = None) -> list[Section]:
    """Progress towards titles, norms of running groups, direct titles, qualifications and MKŠ
    candidates; `totals`: the whole lists' lengths when `overview` is a page of them."""
    shown = {"players": len(overview.players), "direct": len(overview.direct), "qualifications": len(overview.qualifications), "mks": len(overview.mks)}
    whole = totals or shown
    players = (len(overview.players), whole["players"])
    provisional = tuple(
        (p.player.name, tr(f"norms.title.{r.title}"), r.tournament, str(r.games), str(r.credited_games or r.games))
        for p in overview.players
        for r in p.provisional
    )
    result = [
        progress_section(overview.players, "norms.heading.titles", players),
        Section(tr("norms.heading.provisional"), _heads("name", "title", "tournament", "games", "credited"), provisional, *players),
    ]
    for heading, awards, prefix, name in (
        ("norms.heading.direct", overview.direct, "norms.title", "direct"),
        ("norms.heading.qualifications", overview.qualifications, "norms.qualification", "qualifications"),
        ("norms.heading.mks", overview.mks, "norms.mks", "mks"),
    ):
        rows = tuple((a.name, a.tournament, str(a.no or ""), _award_name(a, prefix), a.rule) for a in awards)
        result.append(Section(tr(heading), _heads("name", "tournament", "no", "what", "rule"), rows, shown[name], whole[name]))
    return result


def progress_section(players: Iterable[PlayerTitles], heading: str = "norms.heading.titles",
                     counts: tuple[int, int] | None = None) -> Section:
    rows = []
    for p in players:
        for t in p.progress:
            if not t.tournaments:
                continue
            status = tr("norms.progress.achieved") if t.achieved else "; ".join(
                tr(f"norms.missing.{m.code}", needed=m.needed, actual=m.actual) for m in t.missing
            )
            rows.append((p.player.name, tr(f"norms.title.{t.title}"), ", ".join(t.tournaments), str(t.games), str(t.games_vs_gm),
                         str(t.games_vs_sim), status))
    shown, total = counts or (0, 0)
    return Section(tr(heading), _heads("name", "title", "norms", "games", "vs_gm", "vs_sim", "status"), tuple(rows), shown, total)


def _heads(*names: str) -> tuple[str, ...]:
    return tuple(tr(f"norms.col.{n}") for n in names)


def _award_name(a: Award, prefix: str) -> str:
    if prefix == "norms.mks":
        return tr(f"{prefix}.{a.what}", detail=a.detail)
    return tr(f"{prefix}.{a.what}")
