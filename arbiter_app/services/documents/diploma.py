"""Diplomas: the awards a player has made and the diploma's text."""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING, Sequence


from ...i18n import tr, tr_sex
from ...reports.views import (
    DiplomaKind,
    DiplomaView,
    Signatory,
)
from ...rules.event_kinds import EventKind
from ...rules.model import Organiser, Tournament, TournamentData
from ...rules.chess.norm_tables import title_code
from ...rules.chess.qualifications import Placing
from ...rules.results import is_remaining
from ...rules.ratings.seeding import rating_for_calculation
from ...rules.chess.titles import SksGroup, direct_titles, mks_candidates
from .. import tournaments
from ..crosstable import player_standings
from ..database import Database
from .common import DocumentRefused, diploma_date, document_language, norm_overview

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    pass


NORM_SUFFIX = "-norm"
"""An award code ending so is a norm diploma: "IM-norm"."""


def parse_award(award: str) -> tuple[str, DiplomaKind]:
    """"IM" -> ("IM", "title"), "IM-norm" -> ("IM", "norm"), "MKS" -> ("MKS", "honorary")."""
    code = award.strip()
    if code.lower().endswith(NORM_SUFFIX):
        return code[: -len(NORM_SUFFIX)].upper(), "norm"
    code = code.upper().replace("MKŠ", "MKS")
    return code, "honorary" if code == "MKS" else "title"


def display_name(name: str) -> str:
    """"Surname, Firstname" as a diploma prints it: "Firstname Surname"; a trailing "(CZE)" stays last."""
    match = re.fullmatch(r"\s*([^,]+?)\s*,\s*(.+?)\s*(\([^()]*\))?\s*", name)
    if match is None:
        return name.strip()
    surname, first, suffix = match.groups()
    return " ".join(part for part in (first, surname, suffix) if part)


def td_signature(t: Tournament, lang: str) -> tuple[Signatory, ...]:
    """A diploma's default signature: the tournament director's, none when no TD is named."""
    return (Signatory(display_name(t.td), tr("report.role.td", lang)),) if t.td else ()


def _finished(data: TournamentData) -> bool:
    return bool(data.games) and not any(is_remaining(g) for g in data.games)


def awards_made(data: TournamentData, no: int) -> tuple[str, ...]:
    """The awards player `no` earned in this group, best first: direct titles by placing
    [001 §10.2–10.8] and the SKŠ honorary title MKŠ [000 §5.1a–b] once the group is finished, then the
    norms made (the highest first) [001 App. II 4e]."""
    from ...reports.diploma import templates

    data.entry(no)
    found: list[str] = []
    if _finished(data):
        standings = player_standings(data)
        placings = [Placing(int(r.place.split("-")[0]), r.no, r.points, r.games_played) for r in standings.rows]
        found += [d.title for d in direct_titles(placings, EventKind.of(data.tournament.kind)) if d.no == no
                  and d.title in templates()["awards"]]
        winners = tuple(r.no for r in standings.rows if r.place.split("-")[0] == "1")
        ratings = tuple(v for e in data.entries if (v := rating_for_calculation(e, data.tournament, data.entries)[0]))
        group = SksGroup(data.tournament.code, EventKind.of(data.tournament.kind),
                         data.tournament.organiser is Organiser.SKS, data.tournament.rating_system.value != "none",
                         ratings, winners)
        if any(c.no == no for c in mks_candidates(group)):
            found.append("MKS")
    report = norm_overview(data)
    if report is not None:
        found += [t + NORM_SUFFIX for t in report.player(no).made]
    return tuple(dict.fromkeys(found))


def diploma_of(
    data: TournamentData,
    no: int,
    award: str | None = None,
    kind: DiplomaKind | None = None,
    lang: str | None = None,
    place: str | None = None,
    day: date | None = None,
    signatories: Sequence[Signatory] | None = None,
) -> DiplomaView:
    """A diploma for player `no`. `award` as in `parse_award`; None takes the best award he made here
    and refuses when he made none. A norm diploma is refused for a norm not made in this group.
    Defaults: place = setting `place`, date = the end of the tournament (else today), signatory the TD."""
    language = document_language(data.tournament, lang)
    entry = data.entry(no)
    if award is None:
        made = awards_made(data, no)
        if not made:
            raise DocumentRefused(tr_sex("report.refused.no_award", entry.player.sex, name=entry.name, no=no, code=data.tournament.code))
        award = made[0]
    from ...reports.diploma import templates

    code, parsed_kind = parse_award(award)
    known = templates()["awards"]
    if code not in known:
        raise DocumentRefused(tr("report.refused.unknown_award", award=repr(award), known=", ".join(known),
                                 suffix=NORM_SUFFIX))
    if parsed_kind == "norm" and title_code(code) + NORM_SUFFIX not in awards_made(data, no):
        raise DocumentRefused(tr_sex("report.refused.norm_not_made", entry.player.sex, name=entry.name, no=no, award=code,
                                 code=data.tournament.code))
    t = data.tournament
    if signatories is None:
        signatories = td_signature(t, language)
    return DiplomaView(
        holder=display_name(entry.name), sex=entry.player.sex.value, award=code,  # type: ignore[arg-type]
        kind=kind or parsed_kind, event=t.name, date=diploma_date(day or t.end_date or date.today(), language),
        place=place if place is not None else str(t.settings.get("place", "")),
        signatories=tuple(signatories), issuer=tr(f"report.issuer.{t.organiser.value}", language), lang=language)


def diploma_view(
    db: Database,
    code: str,
    no: int,
    award: str | None = None,
    kind: DiplomaKind | None = None,
    lang: str | None = None,
    place: str | None = None,
    date: date | None = None,
    signatories: Sequence[Signatory] | None = None,
) -> DiplomaView:
    return diploma_of(tournaments.load(db, code), no, award, kind, lang, place, date, signatories)
