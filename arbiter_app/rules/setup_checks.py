"""Checks of a tournament as the arbiter sets it up: its fields, and the tie-break criteria its
organiser's rules allow.

Each problem names the field and a reason code (translated by the GUI and the CLI), so that a refusal
always says which field is wrong. The criteria an organiser allows:
- ICCF: the criteria of §7.2 (wins, Sonneborn-Berger, head-to-head) and, for team events, §7.3 (match
  points, mutual matches, board order); the organiser may add further criteria [001 §7.4], so every
  criterion of a chess rule set is allowed.
- SKŠ: points, Sonneborn-Berger [000 §6.2]; teams: match points, board points, boards [000 §6.3]. The
  SKŠ rules name no power to add criteria; we allow the chess criteria as ICCF does (an event run under
  ICCF rules by SKŠ), documented in docs/setup.md.
- Planet Šah: points, the weighted Σ column [002 "Delitev mest"], and the chess criteria.
- ČAGo: the go criteria SOS, SDOS, SSOS, MSOS, head-to-head and rating [003 §3.3.2]; the committee may
  approve others [003 §3.3.5]. SOS (and SSOS, MSOS, derived from it) cannot be used in a round robin
  [003 §3.3.2a]: allowed, with a note.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from typing import Mapping

from .event_kinds import EventKind
from .go.ranks import RankError, strength
from .model import Organiser, PairingSystem, RatingSystem, Tournament
from .names import forbidden_character
from .ranges import MAX_ROUND_COUNT, duration_in_range, fee_in_range
from .tiebreak_codes import CRITERIA

CHESS_INDIVIDUAL = ("points", "wins", "sb", "h2h", "weighted", "rating")
GO_INDIVIDUAL = ("points", "sos", "sdos", "ssos", "msos", "h2h", "rating")
TEAM = ("match_points", "board_points", "h2h", "board_order")
SOS_FAMILY = frozenset({"sos", "ssos", "msos"})

MAX_ROUNDS = 2
"""Single or double round robin [001 App. II 1a]."""
DEFAULT_RATING = {
    Organiser.ICCF: RatingSystem.ICCF, Organiser.SKS: RatingSystem.SKS,
    Organiser.PLANET_SAH: RatingSystem.PLANET_SAH, Organiser.CAGO: RatingSystem.NONE,
}
"""The rating system an organiser's events are rated by unless set otherwise: ICCF [001 §9], SKŠ's
variant [000 §1–§4], Planet Šah's [002]; ČAGo's go events are not rated here."""


@dataclass(frozen=True)
class SetupProblem:
    """One field of a tournament that cannot be stored as it is."""

    field: str
    """The field, as the exchange format and the CLI name it (`code`, `start_date`, `tiebreaks`...)."""
    code: str
    """Reason code, `setup.problem.<code>` in the catalogue."""
    value: str = ""
    """The offending value, shown in the message."""


def allowed_criteria(organiser: Organiser, team_event: bool) -> tuple[str, ...]:
    """The criteria the organiser's rules allow [001 §7.2–7.4; 000 §6.2–6.3; 002; 003 §3.3.2, §3.3.5]."""
    if team_event:
        return TEAM
    if organiser is Organiser.CAGO:
        return GO_INDIVIDUAL
    return CHESS_INDIVIDUAL


def criterion_note(criterion: str, system: PairingSystem) -> str | None:
    """A reason code where a regulation advises against `criterion` in this system, else None.

    SOS "cannot be used in tournaments played as a round robin" [003 §3.3.2a]; SSOS and MSOS are
    derived from SOS and share that limit. SDOS may be used in a round robin [003 §3.3.2b].
    """
    if criterion in SOS_FAMILY and system is PairingSystem.ROUND_ROBIN:
        return "sos_round_robin"
    return None


def check_tiebreaks(tiebreaks: tuple[str, ...], organiser: Organiser, team_event: bool) -> list[SetupProblem]:
    """The list must be non-empty, without repeats, and hold only criteria the organiser allows."""
    problems = []
    if not tiebreaks:
        problems.append(SetupProblem("tiebreaks", "tiebreaks_empty"))
    allowed = allowed_criteria(organiser, team_event)
    for criterion in tiebreaks:
        if criterion not in CRITERIA:
            problems.append(SetupProblem("tiebreaks", "criterion_unknown", criterion))
        elif criterion not in allowed:
            problems.append(SetupProblem("tiebreaks", "criterion_not_allowed", criterion))
    repeated = sorted({c for c in tiebreaks if tiebreaks.count(c) > 1})
    problems += [SetupProblem("tiebreaks", "criterion_repeated", c) for c in repeated]
    return problems


def text_problems(field: str, text: str) -> list[SetupProblem]:
    """The identifying text of `field` (a code, a tournament's or a team's name) refused for a
    character it may not hold (rules.names.forbidden_character), or no problem."""
    character = forbidden_character(text)
    return [SetupProblem(field, "character", character)] if character else []


def check_tournament(t: Tournament) -> list[SetupProblem]:
    """Every problem of the tournament's own fields (not of its players); the McMahon bar and floor
    are go ranks [003 §3.1.3]."""
    problems = []
    if not t.code.strip():
        problems.append(SetupProblem("code", "empty"))
    elif t.code != t.code.strip() or any(ch in t.code for ch in "\t\n\r"):
        problems.append(SetupProblem("code", "code_spaces", t.code))
    if not t.name.strip():
        problems.append(SetupProblem("name", "empty"))
    problems += text_problems("code", t.code) + text_problems("name", t.name)
    if t.kind not in {k.value for k in EventKind}:
        problems.append(SetupProblem("kind", "kind_unknown", t.kind))
    if t.start_date and t.end_date and t.end_date < t.start_date:
        problems.append(SetupProblem("end_date", "end_before_start", t.end_date.isoformat()))
    if not 1 <= t.rounds <= MAX_ROUNDS:
        problems.append(SetupProblem("rounds", "rounds_range", str(t.rounds)))
    if t.round_count is not None and not 1 <= t.round_count <= MAX_ROUND_COUNT:
        problems.append(SetupProblem("round_count", "round_count_range", str(t.round_count)))
    if t.entry_fee is not None and t.entry_fee < 0:
        problems.append(SetupProblem("entry_fee", "negative", str(t.entry_fee)))
    elif t.entry_fee is not None and not math.isfinite(t.entry_fee):  # NaN, infinity: not an amount
        problems.append(SetupProblem("entry_fee", "not_finite", str(t.entry_fee)))
    elif t.entry_fee is not None and not fee_in_range(t.entry_fee):
        problems.append(SetupProblem("entry_fee", "fee_range", f"{t.entry_fee:g}"))
    for key in ("mcmahon_bar", "mcmahon_floor"):
        rank = t.settings.get(key)
        if rank is not None:
            try:
                strength(str(rank))
            except RankError:
                problems.append(SetupProblem(key, "rank_unknown", str(rank)))
    problems += check_egd_facts(t.settings)
    duration = t.settings.get("timecontrol.duration_days")
    if duration is not None and (not isinstance(duration, int) or not duration_in_range(duration)):
        problems.append(SetupProblem("timecontrol.duration_days", "duration_range", str(duration)))
    return problems + check_tiebreaks(t.tiebreaks, t.organiser, t.team_event)


EGD_CLASSES = {"A": 45, "B": 30, "C": 20, "D": 30}
"""The EGF's tournament classes, each with the least basic time in minutes it allows under any
timing (EGF Rating System, "Tournament classes"): A needs 60 minutes with byo-yomi, 45 with Fischer
time; B 40 and 30; C 25 and 20; D (played on the internet) has B's time limits."""
MAX_BASIC_TIME = 600


def check_egd_facts(settings: Mapping[str, object]) -> list[SetupProblem]:
    """The header facts of the EGD tournament table (docs/go-events.md): `place` goes out as
    `PC[...]`, so it cannot hold a bracket; `egd_class` is A, B, C or D; `basic_time` is whole
    minutes, at least the class's least basic time (EGF Rating System, "Tournament classes")."""
    problems = []
    place = settings.get("place")
    if place is not None and any(ch in str(place) for ch in "[]"):
        problems.append(SetupProblem("place", "place_brackets", str(place)))
    egd_class = settings.get("egd_class")
    if egd_class is not None and egd_class not in EGD_CLASSES:
        problems.append(SetupProblem("egd_class", "egd_class_unknown", str(egd_class)))
    minutes = settings.get("basic_time")
    if minutes is None:
        return problems
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= MAX_BASIC_TIME:
        problems.append(SetupProblem("basic_time", "basic_time_range", str(minutes)))
    elif egd_class in EGD_CLASSES and minutes < EGD_CLASSES[str(egd_class)]:
        problems.append(SetupProblem("basic_time", "basic_time_class", str(egd_class)))
    return problems


def before_start(t: Tournament, today: date) -> bool:
    """Entries may still change: the tournament has no start date or has not reached it."""
    return t.start_date is None or today < t.start_date
