"""The kinds (levels) of events the regulations distinguish.

One vocabulary for everything that depends on the level of an event: assumed ratings of unrated
players [001 App. I 11], SKŠ seeding ratings [000 §1.5], fixed categories of events that fail the
rated/fixed quotas [001 App. II 4c], and events that are never title tournaments [001 App. II 1]
(promotion classes, thematic tournaments, cup preliminaries). `Tournament.kind` holds the value;
an unknown value reads as OTHER.
"""

from __future__ import annotations

from .codes import Code


class EventKind(Code):
    # ICCF world championship cycle and promotion classes [001 §1–§2]
    WCH_PRELIM = "wch_prelim"
    WCH_SEMIFINAL = "wch_semifinal"
    CANDIDATES = "candidates"
    WCH_FINAL = "wch_final"
    OPEN_CLASS = "open_class"
    HIGHER_CLASS = "higher_class"
    MASTER_CLASS = "master_class"
    # ICCF cups, open events, norm tournaments, ladies events
    CUP_PRELIM = "cup_prelim"
    CUP_SEMIFINAL = "cup_semifinal"
    CUP_FINAL = "cup_final"
    OPEN_PRELIM = "open_prelim"
    OPEN_SEMIFINAL = "open_semifinal"
    OPEN_FINAL = "open_final"
    MASTER_NORM = "master_norm"
    GM_NORM = "gm_norm"
    LADIES_WCH_SEMIFINAL = "ladies_wch_semifinal"
    LADIES_WCH_FINAL = "ladies_wch_final"
    LADIES_OLYMPIAD = "ladies_olympiad"
    # Zonal and team events
    ZONAL_PRELIM = "zonal_prelim"
    ZONAL_SEMIFINAL = "zonal_semifinal"
    ZONAL_FINAL = "zonal_final"
    OLYMPIAD_PRELIM = "olympiad_prelim"
    OLYMPIAD_FINAL = "olympiad_final"
    ZONAL_TEAM_PRELIM = "zonal_team_prelim"
    ZONAL_TEAM_FINAL = "zonal_team_final"
    INVITATIONAL_TEAM = "invitational_team"
    FRIENDLY_MATCH = "friendly_match"
    # National events (ICCF: assumed rating = average of the published ratings, at most 2400)
    NATIONAL = "national"
    NATIONAL_FINAL = "national_final"
    NATIONAL_SEMIFINAL = "national_semifinal"
    # SKŠ ČR events with seeding ratings [000 §1.5]
    SKS_CR_FINAL = "sks_cr_final"
    SKS_CR_SEMIFINAL = "sks_cr_semifinal"
    SKS_CR_QUARTERFINAL = "sks_cr_quarterfinal"
    SKS_CR_QUALIFYING = "sks_cr_qualifying"
    SKS_VETERANS_FINAL = "sks_veterans_final"
    SKS_CUP_FINAL = "sks_cup_final"
    SKS_CUP_BASIC = "sks_cup_basic"
    SKS_TEAM4_LEAGUE1 = "sks_team4_league1"
    SKS_TEAM4_LEAGUE2 = "sks_team4_league2"
    SKS_TEAM3_LEAGUE1 = "sks_team3_league1"
    SKS_TEAM3_LEAGUE2 = "sks_team3_league2"
    SKS_OTHER = "sks_other"
    # Anything else (server tournaments, go events, ...)
    THEMATIC = "thematic"
    OTHER = "other"

    @classmethod
    def of(cls, value: str | None) -> EventKind:
        """The kind of a stored tournament: OTHER for an empty or unknown value (readers refuse an
        unknown kind with `parse`; a kind a later version added reads as OTHER here)."""
        try:
            return cls(value or "other")
        except ValueError:
            return cls.OTHER

    @property
    def never_title_tournament(self) -> bool:
        """Promotion, thematic and cup-preliminary events are never title tournaments [001 App. II 1]."""
        return self in _NEVER_TITLE


_NEVER_TITLE = frozenset(
    {
        EventKind.OPEN_CLASS,
        EventKind.HIGHER_CLASS,
        EventKind.MASTER_CLASS,
        EventKind.THEMATIC,
        EventKind.CUP_PRELIM,
    }
)
