"""Tournament categories from the average rating: ICCF Tournament Rules 2016 §10.0.1 and Appendix II §2,
§4b–c [001].

- The average is over all participants, with their current rating; a player without a published rating
  counts 2200 (ladies events 1900); an inactive player counts his last published rating, which is the
  rating the register keeps for him [App. II 2a–b]. A FIDE rating standing in for a missing ICCF rating
  counts as a non-fixed ICCF rating [App. II 4b].
- The average is rounded to the nearest integer, exactly .5 up [App. II 2c], then looked up in the
  25-point bands A (1951–1975) … L (2226–2250), 1 (2251–2275) … 18 (2676–2700) [App. II 2d].
  Below 1951 there is no category. Above 2700 the product uses category 18: the tables end there and
  18 asks for the most points of any category a higher average could stand for (docs/norms.md).
- Scheveningen events use the average of the player's opponents only [§10.0.1].
- Events that fail the rated/fixed quotas or fall outside the bands get a fixed category by their kind
  and board [App. II 4c].
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable, Mapping

from ...i18n import tr
from ..event_kinds import EventKind
from ..model import Entry, RatingKind, TournamentData
from .norm_tables import NormTables
from ..results import is_cancelled

UNRATED = 2200
"""Assumed rating of a player without a published rating [001 App. II 2a]."""
UNRATED_LADIES = 1900
"""The same in a ladies event [001 App. II 2b]."""
TOP_CATEGORY = "18"


def has_published_rating(entry: Entry) -> bool:
    """A published ICCF rating, or a FIDE rating standing in for one [001 App. II 1b, 4b]."""
    kind = entry.player.rating_kind
    return entry.player.rating is not None and (kind.is_published or kind is RatingKind.FIDE)


def has_fixed_rating(entry: Entry) -> bool:
    """A fixed ICCF rating (≥ 30 rated games) [001 App. II 1c; §9.3]."""
    return entry.player.rating is not None and entry.player.rating_kind is RatingKind.FIXED


def category_rating(entry: Entry, *, ladies: bool, current: int | None = None) -> int:
    """The rating `entry` counts with in the average [001 App. II 2a–b, 4b].

    `current` is the player's rating on the current list, when the caller has one; otherwise the
    rating of the entry. Without a published rating: 2200, in ladies events 1900.
    """
    if current is not None:
        return current
    if has_published_rating(entry):
        assert entry.player.rating is not None
        return entry.player.rating
    return UNRATED_LADIES if ladies else UNRATED


def average(ratings: Iterable[int]) -> Fraction:
    """The exact average (sum / count) [001 App. II 2]; an empty list has no average."""
    values = list(ratings)
    if not values:
        raise ValueError(tr("rules.no_ratings_to_average"))
    return Fraction(sum(values), len(values))


def round_half_up(value: Fraction | float | int) -> int:
    """To the nearest integer, exactly .5 up [001 App. II 2c]: 2425.5 -> 2426, 2425.49 -> 2425."""
    return math.floor(Fraction(value) + Fraction(1, 2))


def category_for_average(value: Fraction | float | int, tables: NormTables) -> str | None:
    """The category of an (unrounded) average rating [001 App. II 2c–d]; None below band A;
    category 18 above 2700 (see the module docstring)."""
    rounded = round_half_up(value)
    band = tables.band_of(rounded)
    if band is not None:
        return band.name
    top = tables.category(TOP_CATEGORY)
    return TOP_CATEGORY if rounded > top.max else None


def field_average(
    data: TournamentData, nos: Iterable[int], current_ratings: Mapping[int, int] | None = None
) -> Fraction:
    """The average category rating of the players `nos` of `data` [001 App. II 2]."""
    current = current_ratings or {}
    ladies = data.tournament.ladies
    return average(category_rating(data.entry(no), ladies=ladies, current=current.get(no)) for no in nos)


def opponents(data: TournamentData, no: int) -> tuple[int, ...]:
    """The opponents of `no` in games that were not cancelled, each once."""
    found = {g.opponent(no) for g in data.games_of(no) if not is_cancelled(g)}
    return tuple(sorted(found))


def opponents_average(data: TournamentData, no: int, current_ratings: Mapping[int, int] | None = None) -> Fraction:
    """Scheveningen events: the category comes from the average of the player's opponents only
    [001 §10.0.1]."""
    return field_average(data, opponents(data, no), current_ratings)


def _upper_half(board: int, boards: int) -> bool:
    """Board in the upper half of a team; with an odd number of boards the middle board counts to the
    lower half (the cautious reading: the lower half has the lower fixed category)."""
    return board <= boards // 2


def fixed_category(kind: EventKind, board: int | None = None, boards: int | None = None) -> str | None:
    """The fixed category of an event that fails App. II 1b/1c or falls outside the bands
    [001 App. II 4c]; None when the kind (or an unknown board) has none.

    4: Candidates; olympiad final boards 1–3. 3: olympiad final boards 4–6; zonal team final, upper
    half of the boards. 2: WCh semifinal; zonal championships (every individual zonal stage); olympiad
    preliminaries boards 1–3; zonal team final, lower half; zonal team preliminaries, upper half.
    1: olympiad and zonal team preliminaries, lower half of the boards.
    """
    if kind is EventKind.CANDIDATES:
        return "4"
    if kind in (EventKind.WCH_SEMIFINAL, EventKind.ZONAL_PRELIM, EventKind.ZONAL_SEMIFINAL, EventKind.ZONAL_FINAL):
        return "2"
    if board is None:
        return None
    if kind is EventKind.OLYMPIAD_FINAL:
        return "4" if board <= 3 else "3" if board <= 6 else None
    if kind is EventKind.OLYMPIAD_PRELIM:
        if board <= 3:
            return "2"
        return "1" if boards is not None and not _upper_half(board, boards) else None
    if boards is None:
        return None
    if kind is EventKind.ZONAL_TEAM_FINAL:
        return "3" if _upper_half(board, boards) else "2"
    if kind is EventKind.ZONAL_TEAM_PRELIM:
        return "2" if _upper_half(board, boards) else "1"
    return None
