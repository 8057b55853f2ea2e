"""Titles over many tournaments, direct titles from placings, and the SKŠ honorary title MKŠ.

- Norm titles: ICCF Tournament Rules 2016 §10.4c, §10.5a, §10.6d, §10.7c, §10.8c [001]: at least 2 norms
  of the title in title tournaments with at least 24 games in them in total. The 24 may be reduced by
  overfulfilment [§10.0.3]: each norm then counts with its credited games (see norms.overfulfilment_games).
  One norm counts for every title it satisfies [App. II 4e], so a norm of a higher title counts for the
  lower ones too. GM only: at least 5 of those games against GMs or players with a fixed rating of at
  least 2600; up to 2 of the 5 may be replaced by 4 games against players who held the SIM title before
  the start, i.e. each 2 SIM games replace 1 game (docs/norms.md).
- Direct titles [§10.2–10.8]: places 1–3 of the WCh final (GM; the winner is World Champion), best
  result on board 1 of the olympiad final (GM), qualifying for the WCh final or an IM norm in the
  Candidates (IM), winner of the ladies WCh final (Ladies World Champion, IM) or of the World Cup final
  (IM), places 1–3 of the ladies WCh final and best board 1 of the ladies olympiad (CCM/LGM), at least
  60 % in the ladies WCh final or on board 1 of the ladies olympiad (CCE/LIM).
- SKŠ honorary title "Mistr korespondenčního šachu" (MKŠ) [000 §5]: the winner of the ČR championship
  final; the winner of any rated SKŠ group with an average rating above 2350 (seeding and non-fixed
  ratings included) and at least 13 players; a GM, LGM or SIM title. Candidates only: the committee decides.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Collection, Iterable

from .eligibility import Failure
from ..event_kinds import EventKind
from .norm_tables import TITLES, title_code
from .qualifications import Placing, Target, qualifications

MIN_NORMS = 2
MIN_GAMES = 24
GM_OPPONENT_GAMES = 5
MAX_REPLACED_BY_SIM = 2
SIM_GAMES_PER_REPLACED = 2


@dataclass(frozen=True)
class NormRecord:
    """One norm a player made, as the database keeps it."""

    tournament: str
    """Tournament code."""
    title: str
    """The highest title the norm satisfies (GM, SIM, IM, CCM/LGM, CCE/LIM)."""
    games: int
    """Games in that tournament (as at the start [App. II 4a])."""
    games_vs_gm: int = 0
    """Games against GMs or fixed 2600+."""
    games_vs_sim: int = 0
    """Games against SIMs titled before the start."""
    end_date: date | None = None
    credited_games: int | None = None
    """Games with overfulfilment [§10.0.3]; None = `games`."""


class Missing(enum.Enum):
    """What a title still lacks; the value is the reason code."""

    NORMS = "title_norms"
    GAMES = "title_games"
    GM_OPPONENTS = "title_gm_opponents"


@dataclass(frozen=True)
class TitleProgress:
    title: str
    tournaments: tuple[str, ...]
    """Codes of the tournaments whose norms count."""
    games: int
    """Games of those norms (credited games with overfulfilment)."""
    games_vs_gm: int
    games_vs_sim: int
    achieved: bool
    missing: tuple[Failure, ...]
    completed: date | None
    """End date of the last counted norm tournament, when achieved."""


def _rank(title: str) -> int:
    return TITLES.index(title_code(title))


def title_progress(records: Iterable[NormRecord], title: str, *, overfulfilment: bool = True) -> TitleProgress:
    """How far a player is towards `title` by norms [001 §10.4c–10.8c, §10.0.3, App. II 4e]."""
    rank = _rank(title)
    counted: dict[str, NormRecord] = {}
    for r in records:
        if _rank(r.title) <= rank and r.tournament not in counted:
            counted[r.tournament] = r
    norms = list(counted.values())
    games = sum((r.credited_games or r.games) if overfulfilment else r.games for r in norms)
    gm = sum(r.games_vs_gm for r in norms)
    sim = sum(r.games_vs_sim for r in norms)
    missing = []
    if len(norms) < MIN_NORMS:
        missing.append(Failure(Missing.NORMS.value, MIN_NORMS, len(norms)))
    if games < MIN_GAMES:
        missing.append(Failure(Missing.GAMES.value, MIN_GAMES, games))
    if title_code(title) == "GM":
        strong = gm + min(MAX_REPLACED_BY_SIM, sim // SIM_GAMES_PER_REPLACED)
        if strong < GM_OPPONENT_GAMES:
            missing.append(Failure(Missing.GM_OPPONENTS.value, GM_OPPONENT_GAMES, strong))
    achieved = not missing
    dates = [r.end_date for r in norms if r.end_date is not None]
    return TitleProgress(
        title=title_code(title),
        tournaments=tuple(counted),
        games=games,
        games_vs_gm=gm,
        games_vs_sim=sim,
        achieved=achieved,
        missing=tuple(missing),
        completed=max(dates) if achieved and dates else None,
    )


def all_title_progress(records: Iterable[NormRecord], *, overfulfilment: bool = True) -> tuple[TitleProgress, ...]:
    """`title_progress` for every norm title, highest first."""
    records = tuple(records)
    return tuple(title_progress(records, t, overfulfilment=overfulfilment) for t in TITLES)


@dataclass(frozen=True)
class DirectTitle:
    no: int
    title: str
    """WCCC, LWCCC, GM, IM, CCM, CCE."""
    rule: str
    """The paragraph of [001], e.g. "10.4a"."""


def direct_titles(
    placings: Iterable[Placing],
    kind: EventKind,
    *,
    board: int | None = None,
    im_norms: Collection[int] = (),
) -> tuple[DirectTitle, ...]:
    """Titles awarded by placings [001 §10.2–10.8]; `board` is the board of a team event's group,
    `im_norms` the players with an IM norm (norm report) for a Candidates group. Shared places count
    as the better place; the best result on a board is place 1."""
    rows = tuple(placings)
    awards: list[DirectTitle] = []
    for p in rows:
        if kind is EventKind.WCH_FINAL:
            if p.place == 1:
                awards.append(DirectTitle(p.no, "WCCC", "10.2"))
            if p.place <= 3:
                awards.append(DirectTitle(p.no, "GM", "10.4a"))
        elif kind is EventKind.OLYMPIAD_FINAL and board == 1 and p.place == 1:
            awards.append(DirectTitle(p.no, "GM", "10.4b"))
        elif kind is EventKind.CUP_FINAL and p.place == 1:
            awards.append(DirectTitle(p.no, "IM", "10.6c"))
        elif kind is EventKind.LADIES_WCH_FINAL:
            if p.place == 1:
                awards += [DirectTitle(p.no, "LWCCC", "10.3"), DirectTitle(p.no, "IM", "10.6b")]
            if p.place <= 3:
                awards.append(DirectTitle(p.no, "CCM", "10.7a"))
            if p.share >= Fraction(3, 5):
                awards.append(DirectTitle(p.no, "CCE", "10.8a"))
        elif kind is EventKind.LADIES_OLYMPIAD and board == 1:
            if p.place == 1:
                awards.append(DirectTitle(p.no, "CCM", "10.7b"))
            if p.share >= Fraction(3, 5):
                awards.append(DirectTitle(p.no, "CCE", "10.8b"))
    if kind is EventKind.CANDIDATES:
        finalists = {q.no for q in qualifications(rows, kind) if q.target is Target.WCH_FINAL}
        awards += [DirectTitle(p.no, "IM", "10.6a") for p in rows if p.no in finalists or p.no in im_norms]
    return tuple(awards)


class MksReason(enum.Enum):
    """Why a player is a candidate for the SKŠ honorary title MKŠ [000 §5.1]; the value is the code."""

    CR_FINAL_WINNER = "mks_cr_final_winner"
    """(a) winner of the ČR individual championship final."""
    STRONG_GROUP_WINNER = "mks_strong_group_winner"
    """(b) winner of a rated SKŠ group with average > 2350 and at least 13 players."""
    ICCF_TITLE = "mks_iccf_title"
    """(c–e) an ICCF GM, LGM or SIM title."""


MKS_MIN_AVERAGE = 2350
MKS_MIN_PLAYERS = 13
MKS_TITLES = frozenset({"GM", "LGM", "SIM"})


@dataclass(frozen=True)
class SksGroup:
    """One finished group of an SKŠ competition, as the MKŠ rule needs it."""

    code: str
    kind: EventKind
    organised_by_sks: bool
    rated: bool
    ratings: tuple[int, ...]
    """Every participant's rating in the group's table, seeding and non-fixed ratings included."""
    winners: tuple[int, ...]
    """Start numbers on place 1 (more than one on a shared first place)."""


@dataclass(frozen=True)
class MksCandidate:
    no: int | None
    """Start number in the group, None for a candidate by title."""
    reason: str
    source: str
    """The group's code, or the title."""


def mks_candidates(group: SksGroup) -> tuple[MksCandidate, ...]:
    """The MKŠ candidates a group gives [000 §5.1a–b]: its winners, when it is the ČR final or a rated
    SKŠ group with an average above 2350 (exact average, not rounded) and at least 13 players."""
    if not group.organised_by_sks:
        return ()
    reasons = []
    if group.kind is EventKind.SKS_CR_FINAL:
        reasons.append(MksReason.CR_FINAL_WINNER)
    players = len(group.ratings)
    if group.rated and players >= MKS_MIN_PLAYERS and Fraction(sum(group.ratings), players) > MKS_MIN_AVERAGE:
        reasons.append(MksReason.STRONG_GROUP_WINNER)
    return tuple(MksCandidate(no, r.value, group.code) for r in reasons for no in group.winners)


def mks_by_title(title: str | None) -> MksCandidate | None:
    """An ICCF GM, LGM or SIM title makes a player an MKŠ candidate [000 §5.1c–e]."""
    if title in MKS_TITLES:
        return MksCandidate(None, MksReason.ICCF_TITLE.value, title)
    return None
