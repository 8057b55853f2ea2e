"""Checks of a player in the register, and reading a player from the texts a person typed.

Not a regulation but the register's own conventions, chosen so that what the regulations count stays
right (docs/player-register.md):
- the id is the ICCF id or another unique id: not empty, no white space, at most MAX_TEXT characters;
- the name is not empty; where it has two parts it is written "Surname, Firstname", as crosstables
  and rating lists print it (a comma with nothing on one side is refused); a one-word name is a name
  (FIDE lists hold thousands; online handles), and "Firstname Surname" is questioned in the window,
  not refused (rules.player_notes; docs/exchange-formats.md, "Problems and notes");
- no text holds a control character (a line break, a tab, NUL...) or a direction override: it would
  break the printed lists and every file written from the register (rules.names.forbidden_character);
- the federation is a three-letter code (CZE, SVK, GER), in capitals; typed as any code of
  rules.countries (CZ, DEU, MY) it becomes the register's federation (CZE, GER, MAS);
- the title is an ICCF title only (GM, SIM, IM, LGM, CCM, LIM, CCE [001 §10.1]): the norm rules count
  games against GMs and SIMs [001 §10.4c], so a FIDE title must not be stored in this field;
- a rating is a whole number from 0 to 3000, the rated games from 0 to RATED_GAMES_MAX, the year of
  birth from 1880 to this year; a rating kind other than "none" goes with a rating and a
  rating with a kind other than "none" (fixed, provisional [001 §9.3], FIDE or national [001 §9.4]);
- the go rank (the player's class, which seeds a McMahon draw [003 §3.1.3]) is written `30k`..`1k`
  (kyu), `1d`..`9d` (amateur dan) or `1p`..`9p` (professional dan).

Every function returns problems as (field, reason code) pairs: the caller translates the codes
(i18n area "players") and shows each beside its field. `player add` and the window check one player
(check_player); every importer checks the same rules, a reader of a large list column by column
(check_columns).
"""

from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from .countries import federation_of
from .model import Player, PlayerId, RatingKind, Sex
from .names import forbidden_character, trimmed

ICCF_TITLES: tuple[str, ...] = ("GM", "SIM", "IM", "LGM", "CCM", "LIM", "CCE")
"""The ICCF titles [001 §10.1 c–g]; LGM/LIM are the ladies' titles beside CCM/CCE."""
RATING_RANGE = (0, 3000)
RATED_GAMES_MAX = 99_999
"""More rated games than any correspondence or over-the-board player has played."""
BIRTH_YEAR_FROM = 1880
MAX_TEXT = 100
"""Longest id, name or club accepted (a crosstable line has no room for more)."""

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
    CONTROL = "players.problem.control"
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

    for name in FIELDS:
        problem = value_problem(name, getattr(player, name), this_year)
        if problem is not None:
            problems.append(problem)
    if player.rating is None and player.rating_kind is not RatingKind.NONE:
        refuse("rating_kind", Reason.KIND_WITHOUT_RATING)
    elif player.rating is not None and player.rating_kind is RatingKind.NONE:
        refuse("rating_kind", Reason.RATING_WITHOUT_KIND)
    problems.sort(key=lambda p: FIELDS.index(p.field))
    return problems


def value_problem(name: str, value: Any, this_year: int) -> FieldProblem | None:
    """The problem of one field's value on its own (the rating kind is judged with the rating, by
    check_player), or None."""

    def refuse(reason: Reason, **values: object) -> FieldProblem:
        return FieldProblem(name, reason, values)

    if name in ("id", "name", "club", "fide_id") and value is not None and (character := forbidden_character(value)):
        return refuse(Reason.CONTROL, character=character)
    if name == "id":
        if not value:
            return refuse(Reason.EMPTY)
        if any(ch.isspace() for ch in value):
            return refuse(Reason.SPACES)
    elif name == "name":
        surname, comma, first = value.partition(",")
        if not value.strip():
            return refuse(Reason.EMPTY)
        if comma and not (surname.strip() and first.strip()):
            return refuse(Reason.NAME_FORMAT)
    elif name == "federation":
        if not re.fullmatch(r"[A-Z]{3}", value):
            return refuse(Reason.FEDERATION)
    elif name == "title":
        if value is not None and value not in ICCF_TITLES:
            return refuse(Reason.TITLE, choices=", ".join(ICCF_TITLES))
    elif name == "rating":
        low, high = RATING_RANGE
        if value is not None and not low <= value <= high:
            return refuse(Reason.RANGE, low=low, high=high)
    elif name == "rated_games":
        if value < 0:
            return refuse(Reason.NEGATIVE)
        if value > RATED_GAMES_MAX:
            return refuse(Reason.RANGE, low=0, high=RATED_GAMES_MAX)
    elif name == "fide_id":
        if value is not None and not re.fullmatch(r"[0-9]{1,12}", value):
            return refuse(Reason.DIGITS)
    elif name == "birth_year":
        if value is not None and not BIRTH_YEAR_FROM <= value <= this_year:
            return refuse(Reason.RANGE, low=BIRTH_YEAR_FROM, high=this_year)
    elif name == "rank":
        if value is not None and not _GO_RANK.fullmatch(value):
            return refuse(Reason.RANK)
    if name in ("id", "name", "club") and len(value) > MAX_TEXT:
        return refuse(Reason.TOO_LONG, limit=MAX_TEXT)
    return None


def check_imported(player: Player, this_year: int) -> list[FieldProblem]:
    """check_player for a player a file brings (an exchange file, TRF, PGN, EGD): a federation the
    file does not give is left empty, to be filled in the register later."""
    problems = check_player(player, this_year)
    return [p for p in problems if getattr(player, p.field) != _NOT_GIVEN.get(p.field, p)]


_NOT_GIVEN = {"federation": ""}
"""What a file that does not know a field leaves in it (a club's list without a federation column)."""


def check_columns(columns: Mapping[str, Sequence[Any]], this_year: int) -> list[tuple[int, FieldProblem]]:
    """The problems of many players given column by column (field -> the values of every player, in
    the same order), as (row index, problem), row by row: the rules of `value_problem`, which a rating
    list of a million players passes in a fraction of a second. Each distinct value of a column is
    judged once (a list has a few hundred federations and ratings), and the names, ids and clubs,
    nearly all distinct, first all at once: a control character anywhere, the longest, the form."""
    found: list[tuple[int, FieldProblem]] = []
    for name, values in columns.items():
        if name in ("id", "name", "club", "fide_id") and _plainly_fine(name, values):
            continue
        bad = {
            v: p for v in set(values) if v != _NOT_GIVEN.get(name) and (p := value_problem(name, v, this_year)) is not None
        }
        if bad:
            found += [(i, bad[v]) for i, v in enumerate(values) if v in bad]
    found.sort(key=lambda item: (item[0], FIELDS.index(item[1].field)))
    return found


def _plainly_fine(name: str, values: Sequence[Any]) -> bool:
    """Whether a column of texts (None allowed) passes `value_problem` as a whole, or needs a look at
    each value; each test runs over the whole column in C (20 000 names in a few milliseconds)."""
    texts = [v for v in values if v is not None] if None in values else values
    if not texts:
        return name != "id" or not values
    if name == "fide_id":
        joined = "".join(texts)
        return all(texts) and joined.isascii() and joined.isdigit() and max(map(len, texts)) <= 12
    # str.isprintable: no control character and no white space but the plain space (stricter than
    # value_problem: a text it finds wrong gets a look of its own)
    if name == "id":
        joined = " ".join(texts)
        return all(texts) and joined.isprintable() and joined.count(" ") == len(texts) - 1 and max(map(len, texts)) <= MAX_TEXT
    if not "".join(texts).isprintable() or max(map(len, texts)) > MAX_TEXT:
        return False
    if name == "name":  # printable: no white space but the plain space, no line break
        return all(map(str.strip, texts)) and _BLANK_SIDE.search("\n".join(texts)) is None
    return True


_BLANK_SIDE = re.compile(r"^ *,|^[^,\n]*, *$", re.MULTILINE)
"""A name (a line) whose first comma has nothing but spaces before it or after it (NAME_FORMAT)."""


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
    clean = {name: trimmed(text) for name, text in texts.items()}
    for name in ("federation", "title"):
        if name in clean:
            clean[name] = clean[name].upper()
    if clean.get("federation"):
        clean["federation"] = federation_of(clean["federation"]) or clean["federation"]
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
