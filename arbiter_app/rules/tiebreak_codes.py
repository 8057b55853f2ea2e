"""The codes of the standings criteria, as the CLI and the exchange format spell them.

Their meaning and references are in `tiebreaks` (ICCF [001 §7.2–7.3], SKŠ [000 §6.2–6.3],
Planet Šah [002], ČAGo [003 §3.3]).
"""

CRITERIA: tuple[str, ...] = (
    "points",
    "wins",
    "sb",
    "h2h",
    "weighted",
    "sos",
    "sdos",
    "ssos",
    "msos",
    "rating",
    "match_points",
    "board_points",
    "board_order",
)
