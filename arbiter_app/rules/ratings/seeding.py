"""The rating a player counts with in a tournament: his published rating, or a stand-in.

- Published ICCF rating at the start [001 §9.4; 000 §1.5].
- A FIDE rating may stand in for a new player [001 §9.4] (setting `use_fide_rating`, default true).
- ICCF assumed ratings by level of the event [001 App. I 11]; national events: the average of the
  published ratings, at most 2400.
- SKŠ ČR seeding ratings ("nasazovací" rating) [000 §1.5], team events by board; any other SKŠ event:
  the average of all participants rounded UP to a multiple of 50.
- A value fixed in the tournament's propositions (setting `assumed_rating`): friendly matches with
  another agreed value and new kinds of event [001 App. I 11, last two sentences].
"""

from __future__ import annotations

import enum
import math
from fractions import Fraction
from typing import Sequence

from ..event_kinds import EventKind
from ..model import Entry, Organiser, RatingKind, Tournament
from .iccf import round_half_up

NATIONAL_CAP = 2400
"""National events: the average of the published ratings, at most 2400 [001 App. I 11]."""

ASSUMED: dict[EventKind, int] = {
    EventKind.OPEN_CLASS: 1800,
    EventKind.CUP_PRELIM: 1800,
    EventKind.OPEN_PRELIM: 1800,
    EventKind.FRIENDLY_MATCH: 1800,
    EventKind.LADIES_WCH_SEMIFINAL: 1900,
    EventKind.LADIES_OLYMPIAD: 1900,
    EventKind.HIGHER_CLASS: 2000,
    EventKind.CUP_SEMIFINAL: 2000,
    EventKind.OPEN_SEMIFINAL: 2000,
    EventKind.LADIES_WCH_FINAL: 2100,
    EventKind.MASTER_CLASS: 2200,
    EventKind.CUP_FINAL: 2200,
    EventKind.ZONAL_PRELIM: 2200,
    EventKind.INVITATIONAL_TEAM: 2200,
    EventKind.OPEN_FINAL: 2200,
    EventKind.MASTER_NORM: 2300,
    EventKind.WCH_SEMIFINAL: 2400,
    EventKind.ZONAL_SEMIFINAL: 2400,
    EventKind.OLYMPIAD_PRELIM: 2400,
    EventKind.GM_NORM: 2450,
    EventKind.CANDIDATES: 2500,
    EventKind.ZONAL_FINAL: 2500,
    EventKind.OLYMPIAD_FINAL: 2500,
}
"""Assumed ratings of players without a published rating by level [001 App. I 11]. Friendly
matches: "usually 1800", another value through the setting `assumed_rating`."""

NATIONAL_KINDS = frozenset({EventKind.NATIONAL, EventKind.NATIONAL_FINAL, EventKind.NATIONAL_SEMIFINAL})

SKS_SEEDING: dict[EventKind, tuple[int, ...]] = {
    EventKind.SKS_CR_FINAL: (2350,),
    EventKind.SKS_CR_SEMIFINAL: (2200,),
    EventKind.SKS_CR_QUARTERFINAL: (2050,),
    EventKind.SKS_CR_QUALIFYING: (1900,),
    EventKind.SKS_VETERANS_FINAL: (2300,),
    EventKind.SKS_CUP_FINAL: (2200,),
    EventKind.SKS_CUP_BASIC: (1900,),
    EventKind.SKS_TEAM4_LEAGUE1: (2300, 2250, 2200, 2150),
    EventKind.SKS_TEAM4_LEAGUE2: (2150, 2100, 2050, 2000),
    EventKind.SKS_TEAM3_LEAGUE1: (2300, 2250, 2200),
    EventKind.SKS_TEAM3_LEAGUE2: (2050, 2000, 1950),
}
"""SKŠ seeding ratings [000 §1.5]: one value, or one per board (board 1 first) in team events."""


class RatingSource(enum.Enum):
    """Where the rating used for a player comes from (i18n keys `ratings.source.<value>`)."""

    PUBLISHED = "published"
    """Published ICCF rating at the start [001 §9.4]."""
    FIDE = "fide"
    """FIDE rating standing in for a new player [001 §9.4]."""
    SETTING = "setting"
    """Value fixed in the propositions (setting `assumed_rating`) [001 App. I 11]."""
    ASSUMED = "assumed"
    """Assumed rating by level of the event [001 App. I 11]."""
    NATIONAL_AVERAGE = "national_average"
    """Average of the published ratings, at most 2400 [001 App. I 11]."""
    SKS_SEEDING = "sks_seeding"
    """SKŠ seeding rating from the table [000 §1.5]."""
    SKS_AVERAGE = "sks_average"
    """SKŠ: average of all participants rounded up to a multiple of 50 [000 §1.5]."""
    NONE = "none"
    """No rating can be determined (level without an assumed rating, team board unknown, nobody rated)."""


def _published(entries: Sequence[Entry]) -> list[int]:
    return [
        e.player.rating
        for e in entries
        if e.player.rating is not None and e.player.rating_kind.is_published
    ]


def national_average(entries: Sequence[Entry]) -> int | None:
    """Average of the published ratings, rounded .5 up, at most 2400 [001 App. I 11, 17]."""
    ratings = _published(entries)
    if not ratings:
        return None
    return min(round_half_up(Fraction(sum(ratings), len(ratings))), NATIONAL_CAP)


def round_up_to_50(value: Fraction) -> int:
    """Rounded UP to a multiple of 50: 2099 → 2100, 2221 → 2250, 2251 → 2300, 2250 → 2250 [000 §1.5]."""
    return math.ceil(value / 50) * 50


def sks_average(entries: Sequence[Entry]) -> int | None:
    """Any other SKŠ event: the average rating of its participants, rounded up to a multiple of 50
    [000 §1.5]. "All participants" can only mean those who have a rating: the published ones."""
    ratings = _published(entries)
    if not ratings:
        return None
    return round_up_to_50(Fraction(sum(ratings), len(ratings)))


def sks_seeding(kind: EventKind, board: int | None) -> int | None:
    """The SKŠ seeding rating of a table kind [000 §1.5]; team events need the board number."""
    values = SKS_SEEDING[kind]
    if len(values) == 1:
        return values[0]
    if board is None or not 1 <= board <= len(values):
        return None
    return values[board - 1]


def _stand_in(entry: Entry, tournament: Tournament, entries: Sequence[Entry]) -> tuple[int | None, RatingSource]:
    """The rating of a player without a published rating, by the level of the event."""
    preset = tournament.settings.get("assumed_rating")
    if preset is not None:
        return int(str(preset)), RatingSource.SETTING
    kind = EventKind.of(tournament.kind)
    if kind in SKS_SEEDING:
        value = sks_seeding(kind, entry.board)
        return value, RatingSource.SKS_SEEDING if value is not None else RatingSource.NONE
    if kind is EventKind.SKS_OTHER or (tournament.organiser is Organiser.SKS and kind not in ASSUMED):
        value = sks_average(entries)
        return value, RatingSource.SKS_AVERAGE if value is not None else RatingSource.NONE
    if kind in ASSUMED:
        return ASSUMED[kind], RatingSource.ASSUMED
    if kind in NATIONAL_KINDS:
        value = national_average(entries)
        return value, RatingSource.NATIONAL_AVERAGE if value is not None else RatingSource.NONE
    return None, RatingSource.NONE


def rating_for_calculation(
    entry: Entry, tournament: Tournament, entries: Sequence[Entry]
) -> tuple[int | None, RatingSource]:
    """The rating an entry counts with in `tournament` and where it comes from: the published
    rating at the start; else a FIDE rating (setting `use_fide_rating`, default true) [001 §9.4];
    else the value in the propositions, the SKŠ seeding rating [000 §1.5] or the ICCF assumed
    rating [001 App. I 11]. `entries` are all entries of the tournament (for the averages)."""
    player = entry.player
    if player.rating is not None and player.rating_kind.is_published:
        return player.rating, RatingSource.PUBLISHED
    if (
        player.rating is not None
        and player.rating_kind is RatingKind.FIDE
        and bool(tournament.settings.get("use_fide_rating", True))
    ):
        return player.rating, RatingSource.FIDE
    return _stand_in(entry, tournament, entries)
