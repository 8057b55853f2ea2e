"""The two conversion tables of the ICCF rating system, as printed.

- percentage P -> rating difference D(p): SKŠ rules 2014 [000 §2.3] = ICCF Tournament Rules 2016
  [001 App. I 3];
- rating difference D -> expected score of the higher (PH) and the lower (PL) rated player:
  [000 §2.4] = [001 App. I 4].

The values are used exactly as printed: no interpolation, no extrapolation, no third decimal
[001 App. I 8]. Scores are kept as hundredths (int) so that the arithmetic stays exact; the lookup
functions return `Fraction`s.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

D_OF_P: dict[int, int] = {
    100: 677, 99: 677, 98: 589, 97: 538, 96: 501, 95: 470, 94: 444, 93: 422, 92: 401,
    91: 383, 90: 366, 89: 351, 88: 336, 87: 322, 86: 309, 85: 296, 84: 284,
    83: 273, 82: 262, 81: 251, 80: 240, 79: 230, 78: 220, 77: 211, 76: 202, 75: 193,
    74: 184, 73: 175, 72: 166, 71: 158, 70: 149, 69: 141, 68: 133, 67: 125,
    66: 117, 65: 110, 64: 102, 63: 95, 62: 87, 61: 80, 60: 72, 59: 65, 58: 57,
    57: 50, 56: 43, 55: 36, 54: 29, 53: 21, 52: 14, 51: 7, 50: 0,
    49: -7, 48: -14, 47: -21, 46: -29, 45: -36, 44: -43, 43: -50, 42: -57, 41: -65,
    40: -72, 39: -80, 38: -87, 37: -95, 36: -102, 35: -110, 34: -117, 33: -125,
    32: -133, 31: -141, 30: -149, 29: -158, 28: -166, 27: -175, 26: -184, 25: -193,
    24: -202, 23: -211, 22: -220, 21: -230, 20: -240, 19: -251, 18: -262, 17: -273, 16: -284,
    15: -296, 14: -309, 13: -322, 12: -336, 11: -351, 10: -366, 9: -383, 8: -401,
    7: -422, 6: -444, 5: -470, 4: -501, 3: -538, 2: -589, 1: -677, 0: -677,
}
"""Percentage in hundredths (0..100) -> rating difference Dp [000 §2.3; 001 App. I 3]."""

EXPECTED_BANDS: tuple[tuple[int, int | None, int, int], ...] = (
    (0, 3, 50, 50), (4, 10, 51, 49), (11, 17, 52, 48), (18, 25, 53, 47),
    (26, 32, 54, 46), (33, 39, 55, 45), (40, 46, 56, 44), (47, 53, 57, 43),
    (54, 61, 58, 42), (62, 68, 59, 41), (69, 76, 60, 40), (77, 83, 61, 39),
    (84, 91, 62, 38), (92, 98, 63, 37), (99, 106, 64, 36), (107, 113, 65, 35),
    (114, 121, 66, 34), (122, 129, 67, 33), (130, 137, 68, 32), (138, 145, 69, 31),
    (146, 153, 70, 30), (154, 162, 71, 29), (163, 170, 72, 28), (171, 179, 73, 27),
    (180, 188, 74, 26), (189, 197, 75, 25), (198, 206, 76, 24), (207, 215, 77, 23),
    (216, 225, 78, 22), (226, 235, 79, 21), (236, 245, 80, 20), (246, 256, 81, 19),
    (257, 267, 82, 18), (268, 278, 83, 17), (279, 290, 84, 16), (291, 302, 85, 15),
    (303, 315, 86, 14), (316, 328, 87, 13), (329, 344, 88, 12), (345, 357, 89, 11),
    (358, 374, 90, 10), (375, 391, 91, 9), (392, 411, 92, 8), (412, 432, 93, 7),
    (433, 456, 94, 6), (457, 484, 95, 5), (485, 517, 96, 4), (518, 559, 97, 3),
    (560, 619, 98, 2), (620, None, 99, 1),
)
"""Bands of the rating difference: (from, to or None for "620 - >>>", PH, PL), scores in
hundredths [000 §2.4; 001 App. I 4]."""


def percentage_hundredths(p: Fraction) -> int:
    """The table row for a score fraction p (0..1): p in hundredths, rounded to the nearest
    hundredth with .005 up (the table has two decimals; see docs/ratings.md)."""
    if not 0 <= p <= 1:
        raise ValueError(f"a percentage must lie between 0 and 1, not {p}")
    return int(p * 100 + Fraction(1, 2))


def rating_difference(p: Fraction) -> int:
    """D(p): the rating difference for the percentage p [000 §2.3; 001 App. I 3]."""
    return D_OF_P[percentage_hundredths(p)]


@cache
def expected_pair(difference: int) -> tuple[Fraction, Fraction]:
    """(PH, PL): expected scores of the higher and the lower rated player for a non-negative rating
    difference, read from the table as printed [000 §2.4; 001 App. I 4, 8]. Capping the difference
    at 350 is the caller's business (rating_iccf.expected_score)."""
    if difference < 0:
        raise ValueError(f"a rating difference in the table is never negative, not {difference}")
    for low, high, ph, pl in EXPECTED_BANDS:
        if low <= difference and (high is None or difference <= high):
            return Fraction(ph, 100), Fraction(pl, 100)
    raise AssertionError("the bands cover every non-negative difference")
