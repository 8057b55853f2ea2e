"""A go event's diplomas: for a place, a group's or a rank category's win, the best woman
(rules.go.awards), with the player's go rank under the name; never a chess title."""

from __future__ import annotations

from datetime import date
from typing import Sequence

from ...i18n import tr, tr_sex
from ...reports.views import DiplomaView, Signatory
from ...rules.go.awards import Finisher, go_awards, is_go_award
from ...rules.go.ranks import RankError, strength
from ...rules.model import PairingSystem, Sex
from ...rules.results import is_remaining
from ..database import Database
from ..documents.common import DocumentRefused, diploma_date, document_language
from ..documents.diploma import award_text, display_name, td_signature
from .lists import wall_list
from .rounds import GoEvent, load_event


def finished(event: GoEvent) -> bool:
    """Every round drawn and every game with its result: the standings are final [003 §3.3]."""
    data, rounds = event.data, event.round_count
    return bool(data.games) and not any(is_remaining(g) for g in data.games) and (rounds is None or event.last_drawn >= rounds)


def go_awards_of(db: Database, code: str) -> dict[int, tuple[str, ...]]:
    """Each player's awards once every round is played [003 §3.3]; none before."""
    event = load_event(db, code)
    data = event.data
    if not finished(event):
        return {e.no: () for e in data.entries}
    women = {int(e.no) for e in data.entries if e.player.sex is Sex.FEMALE}
    lines = [Finisher(line.no, line.place, line.rank, line.no in women) for line in wall_list(db, code).lines]
    return go_awards(lines, data.tournament.system is PairingSystem.ROUND_ROBIN)


def rank_text(rank: str, lang: str) -> str:
    """"3 dan", "5 kyu" / "3. dan", "5. kyu"; "" for no rank."""
    try:
        value = strength(rank)
    except RankError:
        return rank
    kind = "kyu" if value < 30 else "dan" if value < 39 else "pro"
    return tr(f"report.go_rank.{kind}", lang, n=int(rank[:-1]))


def go_diploma_of(
    db: Database,
    code: str,
    no: int,
    award: str | None = None,
    lang: str | None = None,
    place: str | None = None,
    day: date | None = None,
    signatories: Sequence[Signatory] | None = None,
) -> DiplomaView:
    """A go diploma for player `no`: `award` one of rules.go.awards' codes (a place may be given by
    hand: "place-5"); None takes his first award and refuses when he has none."""
    event = load_event(db, code)
    t = event.data.tournament
    language = document_language(t, lang)
    entry = event.data.entry(no)
    if award is None:
        made = go_awards_of(db, code).get(no, ())
        if not made and not finished(event):
            raise DocumentRefused(tr("report.refused.go_unfinished", code=code))
        if not made:
            raise DocumentRefused(tr_sex("report.refused.no_go_award", entry.player.sex, name=entry.name, no=no, code=code))
        award = made[0]
    if not is_go_award(award.strip().lower()):
        raise DocumentRefused(tr("report.refused.unknown_go_award", award=repr(award.strip())))
    award = award.strip().lower()
    if signatories is None:
        signatories = td_signature(t, language)
    return DiplomaView(
        holder=display_name(entry.name), sex=entry.player.sex.value, award=award, kind="go",  # type: ignore[arg-type]
        event=t.name, date=diploma_date(day or t.end_date or date.today(), language),
        place=place if place is not None else str(t.settings.get("place", "")),
        signatories=tuple(signatories), issuer=tr(f"report.issuer.{t.organiser.value}", language), lang=language,
        award_text=award_text(award, language), rank=rank_text(entry.player.rank or "", language))
