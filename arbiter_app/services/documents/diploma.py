"""Diplomas: the awards a player has made and the diploma's text: a title, a norm, the MKŠ honorary
title, and a place diploma (a place, the group's win, the best woman, junior or senior)."""

from __future__ import annotations

import re
from datetime import date
from typing import Sequence

from ...i18n import tr, tr_sex
from ...reports.views import (
    DiplomaKind,
    DiplomaView,
    Signatory,
)
from ...rules.event_kinds import EventKind
from ...rules.chess.awards import BEST_JUNIOR, BEST_SENIOR, JUNIOR_UNDER, SENIOR_FROM, Born, age_awards
from ...rules.go.awards import BEST_WOMAN, CATEGORY, GROUP_WINNER, PLACE, PRIZE_PLACES, Finisher, go_awards, is_go_award
from ...rules.model import Organiser, Sex, Tournament, TournamentData
from ...rules.chess.norm_tables import title_code
from ...rules.chess.qualifications import Placing
from ...rules.results import is_remaining
from ...rules.ratings.seeding import rating_for_calculation
from ...rules.chess.titles import SksGroup, direct_titles, mks_candidates
from .. import tournaments
from ..crosstable import player_standings
from ..database import Database
from .common import DocumentRefused, diploma_date, document_language, norm_overview, ordinal


NORM_SUFFIX = "-norm"
"""An award code ending so is a norm diploma: "IM-norm"."""
PLACE_KIND_AWARDS = (GROUP_WINNER, BEST_WOMAN, BEST_JUNIOR, BEST_SENIOR)
"""Besides a place ("place-1", "place-3-4"), what a chess group's place diploma is given for."""


def is_place_award(code: str) -> bool:
    """A chess place diploma's code: a place (shared too) or one of PLACE_KIND_AWARDS."""
    return code in PLACE_KIND_AWARDS or (code.startswith(PLACE) and is_go_award(code))


def parse_award(award: str) -> tuple[str, DiplomaKind]:
    """"IM" -> ("IM", "title"), "IM-norm" -> ("IM", "norm"), "MKS" -> ("MKS", "honorary"),
    "place-1" -> ("place-1", "place")."""
    code = award.strip()
    if is_place_award(code.lower()):
        return code.lower(), "place"
    if code.lower().endswith(NORM_SUFFIX):
        return code[: -len(NORM_SUFFIX)].upper(), "norm"
    code = code.upper().replace("MKŠ", "MKS")
    return code, "honorary" if code == "MKS" else "title"


def award_code(code: str, kind: DiplomaKind) -> str:
    """The code `awards_made` lists for a parsed award: "IM", "norm" -> "IM-norm"."""
    return title_code(code) + NORM_SUFFIX if kind == "norm" else code


def group_label(code: str) -> str:
    """The group a diploma names, from its code: "CZE/SF/2025-B" -> "B", "CZE/Jubilee/M1" -> "M1"."""
    return code.rpartition("/")[2].rpartition("-")[2] or code


def award_text(code: str, lang: str | None, group: str = "") -> str:
    """What a place diploma says it is for: "1st place", "2nd–3rd place", "winning group B", "the best
    result among women"…; a go event's rank categories too ("winning the dan category")."""
    if code.startswith(PLACE):
        places = [int(p) for p in code[len(PLACE):].split("-")]
        return tr("report.go_award.place", lang, place="–".join(ordinal(p, lang) for p in places))
    if code.startswith(CATEGORY):
        return tr("report.go_award.category", lang, category=tr(f"report.go_award.category.{code[len(CATEGORY):]}", lang))
    if code == GROUP_WINNER:
        return tr("report.award.group_winner", lang, group=group) if group else tr("report.go_award.group_winner", lang)
    if code in (BEST_JUNIOR, BEST_SENIOR):
        return tr(f"report.award.{code}", lang, under=JUNIOR_UNDER, age=SENIOR_FROM)
    assert code == BEST_WOMAN
    return tr("report.go_award.best_woman", lang)


def award_label(data: TournamentData, award: str, lang: str | None = None) -> str:
    """An award as a list offers it: a place diploma by what it is for, "IM norm", "IM title", "honorary title MKŠ"."""
    code, kind = parse_award(award)
    if kind == "place":
        return award_text(code, lang, group_label(data.tournament.code))
    return tr(f"report.award.{kind}", lang, title=code.replace("MKS", "MKŠ"))


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


def place_awards(data: TournamentData) -> dict[int, tuple[str, ...]]:
    """Each player's place diplomas once the group is finished (none before, none in a team event, whose
    places are per board): the first places, the group's win and the best woman in the order a go
    event gives them (rules.go.awards), then the best junior and senior (rules.chess.awards) by the
    year the group starts in."""
    if not _finished(data) or data.tournament.team_event:
        return {}
    rows = player_standings(data).rows
    lines = [Finisher(r.no, r.place, "", data.entry(r.no).player.sex is Sex.FEMALE) for r in rows]
    awards = go_awards(lines, group=True)
    start = data.tournament.start_date
    if start is not None:
        born = [Born(r.no, data.entry(r.no).player.birth_year) for r in rows]
        others = [b for b, r in zip(born, rows) if int(r.place.split("-")[0]) > PRIZE_PLACES]
        for no, ages in age_awards(born, others, start.year).items():
            awards[no] += ages
    return awards


def awards_made(data: TournamentData, no: int) -> tuple[str, ...]:
    """The awards player `no` earned in this group, best first: direct titles by placing
    [001 §10.2–10.8] and the SKŠ honorary title MKŠ [000 §5.1a–b] once the group is finished, then the
    norms made (the highest first) [001 App. II 4e], then his place diplomas (`place_awards`)."""
    from ...reports.diploma import templates

    data.entry(no)
    found: list[str] = []
    if _finished(data):
        standings = player_standings(data)
        placings = [Placing(int(r.place.split("-")[0]), r.no, r.points, r.games_counted) for r in standings.rows]
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
    found += place_awards(data).get(no, ())
    return tuple(dict.fromkeys(found))


def other_awards(data: TournamentData, no: int) -> tuple[str, ...]:
    """The chess diplomas player `no` did not earn here, each printed only after a warning: the titles,
    the norms of the norm titles and MKŠ (templates.json), and the first places."""
    from ...reports.diploma import templates

    made = awards_made(data, no)
    norms = [t + NORM_SUFFIX for t in templates()["awards"] if title_code(t) == t and t != "MKS"]
    places = [f"{PLACE}{n}" for n in range(1, PRIZE_PLACES + 1)]
    return tuple(a for a in (*templates()["awards"], *norms, *places) if a not in made)


def award_refusal(data: TournamentData, no: int, award: str, lang: str | None = None) -> str | None:
    """Why the event did not give player `no` the `award` (a title, norm or MKŠ the norm overview does
    not show him making, a place diploma the final standings do not give him), in one sentence; None
    when it did."""
    code, kind = parse_award(award)
    if award_code(code, kind) in awards_made(data, no):
        return None
    t, entry = data.tournament, data.entry(no)
    if kind == "place" and not _finished(data):
        return tr("report.refused.not_given.unfinished", lang, code=t.code)
    what = award_text(code, lang, group_label(t.code)) if kind == "place" else code.replace("MKS", "MKŠ")
    return tr_sex(f"report.refused.not_given.{kind}", entry.player.sex, lang, name=entry.name, no=no, award=what, code=t.code)


def diploma_of(
    data: TournamentData,
    no: int,
    award: str | None = None,
    kind: DiplomaKind | None = None,
    lang: str | None = None,
    place: str | None = None,
    day: date | None = None,
    signatories: Sequence[Signatory] | None = None,
    force: bool = False,
) -> DiplomaView:
    """A diploma for player `no`. `award` as in `parse_award`; None takes the best award he made here
    and refuses when he made none. An award the event did not give him (`award_refusal`) is refused
    unless `force`. Defaults: place = setting `place`, date = the end of the tournament (else today),
    signatory the TD."""
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
    if parsed_kind != "place" and code not in known:
        raise DocumentRefused(tr("report.refused.unknown_award", award=repr(award), known=", ".join((*known, PLACE + "1", *PLACE_KIND_AWARDS)),
                                 suffix=NORM_SUFFIX))
    refusal = None if force else award_refusal(data, no, award)
    if refusal is not None:
        raise DocumentRefused(tr("report.refused.award_not_given", reason=refusal))
    t = data.tournament
    if signatories is None:
        signatories = td_signature(t, language)
    return DiplomaView(
        holder=display_name(entry.name), sex=entry.player.sex.value, award=code,  # type: ignore[arg-type]
        kind=kind or parsed_kind, event=t.name, date=diploma_date(day or t.end_date or date.today(), language),
        place=place if place is not None else str(t.settings.get("place", "")),
        signatories=tuple(signatories), issuer=tr(f"report.issuer.{t.organiser.value}", language), lang=language,
        award_text=award_text(code, language, group_label(t.code)) if parsed_kind == "place" else "")


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
    force: bool = False,
) -> DiplomaView:
    return diploma_of(tournaments.load(db, code), no, award, kind, lang, place, date, signatories, force)
