"""Checks of a player in the register, and reading a player from the texts a person typed.

Not a regulation but the register's own conventions, chosen so that what the regulations count stays
right (docs/player-register.md):
- the id is the ICCF id or another unique id: not empty, no white space;
- the name is written "Surname, Firstname", as crosstables and rating lists print it;
- the federation is a three-letter code (CZE, SVK, GER), in capitals;
- the title is an ICCF title only (GM, SIM, IM, LGM, CCM, LIM, CCE [001 §10.1]): the norm rules count
  games against GMs and SIMs [001 §10.4c], so a FIDE title must not be stored in this field;
- a rating is a whole number from 0 to 3000, a rating kind other than "none" goes with a rating and a
  rating with a kind other than "none" (fixed, provisional [001 §9.3], FIDE or national [001 §9.4]);
- the go rank (the player's class, which seeds a McMahon draw [003 §3.1.3]) is written `30k`..`1k`
  (kyu), `1d`..`9d` (amateur dan) or `1p`..`9p` (professional dan).

Every function returns problems as (field, reason code) pairs: the caller translates the codes
(i18n area "players") and shows each beside its field.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass, replace
from typing import Mapping

from .model import Player, PlayerId, RatingKind, Sex

ICCF_TITLES: tuple[str, ...] = ("GM", "SIM", "IM", "LGM", "CCM", "LIM", "CCE")
"""The ICCF titles [001 §10.1 c–g]; LGM/LIM are the ladies' titles beside CCM/CCE."""
RATING_RANGE = (0, 3000)
BIRTH_YEAR_FROM = 1880
MAX_TEXT = 100
"""Longest name or club accepted (a crosstable line has no room for more)."""

FIELDS: tuple[str, ...] = (
    "id", "name", "federation", "title", "sex", "rating", "rated_games", "rating_kind",
    "fide_id", "birth_year", "rank", "club",
)  # fmt: skip
"""The fields of a Player a person can type, in the order of the dialog and the CLI options."""
_NUMBER_FIELDS = ("rating", "rated_games", "birth_year")
_GO_RANK = re.compile(r"(30|[12][0-9]|[1-9])k|[1-9][dp]")


class Reason(enum.Enum):
    """Why a field is refused; the value is the i18n key of the message."""

    EMPTY = "players.problem.empty"
    SPACES = "players.problem.spaces"
    TAKEN = "players.problem.taken"
    """The id is another player's already (checked by the service against the register)."""
    NAME_FORMAT = "players.problem.name_format"
    TOO_LONG = "players.problem.too_long"
    FEDERATION = "players.problem.federation"
    TITLE = "players.problem.title"
    CHOICE = "players.problem.choice"
    NOT_WHOLE_NUMBER = "players.problem.not_whole_number"
    RANGE = "players.problem.range"
    NEGATIVE = "players.problem.negative"
    KIND_WITHOUT_RATING = "players.problem.kind_without_rating"
    RATING_WITHOUT_KIND = "players.problem.rating_without_kind"
    DIGITS = "players.problem.digits"
    RANK = "players.problem.rank"


@dataclass(frozen=True)
class FieldProblem:
    field: str
    """A name from FIELDS."""
    reason: Reason
    values: Mapping[str, object] = dataclasses.field(default_factory=dict)
    """Placeholders of the message (bounds, choices)."""


def check_player(player: Player, this_year: int) -> list[FieldProblem]:
    """Every problem of `player`, field by field, in the order of FIELDS (empty: the player is fine)."""
    problems: list[FieldProblem] = []

    def refuse(name: str, reason: Reason, **values: object) -> None:
        problems.append(FieldProblem(name, reason, values))

    if not player.id:
        refuse("id", Reason.EMPTY)
    elif any(ch.isspace() for ch in player.id):
        refuse("id", Reason.SPACES)
    surname, comma, first = player.name.partition(",")
    if not (comma and surname.strip() and first.strip()):
        refuse("name", Reason.NAME_FORMAT)
    elif len(player.name) > MAX_TEXT:
        refuse("name", Reason.TOO_LONG, limit=MAX_TEXT)
    if not re.fullmatch(r"[A-Z]{3}", player.federation):
        refuse("federation", Reason.FEDERATION)
    if player.title is not None and player.title not in ICCF_TITLES:
        refuse("title", Reason.TITLE, choices=", ".join(ICCF_TITLES))
    low, high = RATING_RANGE
    if player.rating is not None and not low <= player.rating <= high:
        refuse("rating", Reason.RANGE, low=low, high=high)
    if player.rated_games < 0:
        refuse("rated_games", Reason.NEGATIVE)
    if player.rating is None and player.rating_kind is not RatingKind.NONE:
        refuse("rating_kind", Reason.KIND_WITHOUT_RATING)
    elif player.rating is not None and player.rating_kind is RatingKind.NONE:
        refuse("rating_kind", Reason.RATING_WITHOUT_KIND)
    if player.fide_id is not None and not player.fide_id.isdigit():
        refuse("fide_id", Reason.DIGITS)
    if player.birth_year is not None and not BIRTH_YEAR_FROM <= player.birth_year <= this_year:
        refuse("birth_year", Reason.RANGE, low=BIRTH_YEAR_FROM, high=this_year)
    if player.rank is not None and not _GO_RANK.fullmatch(player.rank):
        refuse("rank", Reason.RANK)
    if len(player.club) > MAX_TEXT:
        refuse("club", Reason.TOO_LONG, limit=MAX_TEXT)
    return problems


def player_texts(player: Player) -> dict[str, str]:
    """Every field of `player` as text (what a form shows; player_from_texts reads it back)."""
    values = {name: getattr(player, name) for name in FIELDS}
    return {name: "" if v is None else str(v.value if isinstance(v, enum.Enum) else v) for name, v in values.items()}


def player_from_texts(
    texts: Mapping[str, str], this_year: int, base: Player | None = None
) -> tuple[Player | None, list[FieldProblem]]:
    """The player described by `texts` (field -> typed text; fields left out keep `base`'s values).

    Texts are trimmed; an empty text clears an optional field; the federation, title and rank are
    taken in any letter case. When a rating is given without a kind, the kind is "fixed" (as in
    exchange files); clearing the rating clears the kind. Returns (player, []) or (None, problems).
    """
    unknown = sorted(set(texts) - set(FIELDS))
    if unknown:
        raise ValueError(f"unknown player field(s): {', '.join(unknown)}")
    clean = {name: " ".join(text.split()) for name, text in texts.items()}
    for name in ("federation", "title"):
        if name in clean:
            clean[name] = clean[name].upper()
    if "rank" in clean:
        clean["rank"] = clean["rank"].lower()
    problems: list[FieldProblem] = []
    values: dict[str, object] = {}
    for name, text in clean.items():
        if name in _NUMBER_FIELDS:
            if not text:
                values[name] = 0 if name == "rated_games" else None
            elif re.fullmatch(r"[+-]?\d+", text):
                values[name] = int(text)
            else:
                problems.append(FieldProblem(name, Reason.NOT_WHOLE_NUMBER))
        elif name in ("sex", "rating_kind"):
            kind: type[enum.Enum] = Sex if name == "sex" else RatingKind
            try:
                values[name] = kind(text.lower())
            except ValueError:
                choices = ", ".join(str(k.value) for k in kind)
                problems.append(FieldProblem(name, Reason.CHOICE, {"choices": choices}))
        elif name in ("title", "fide_id", "rank"):
            values[name] = text or None
        else:
            values[name] = PlayerId(text) if name == "id" else text
    if "rating" in values and "rating_kind" not in clean:
        previous = base.rating_kind if base else RatingKind.NONE
        if values["rating"] is None:
            values["rating_kind"] = RatingKind.NONE
        elif previous is RatingKind.NONE:
            values["rating_kind"] = RatingKind.FIXED
    player = replace(base if base else Player(PlayerId(""), ""), **values)  # type: ignore[arg-type]
    refused = {p.field for p in problems}
    if "rating" in refused:
        refused.add("rating_kind")  # the kind cannot be judged against a rating not understood
    problems += [p for p in check_player(player, this_year) if p.field not in refused]
    problems.sort(key=lambda p: FIELDS.index(p.field))
    return (None, problems) if problems else (player, [])
