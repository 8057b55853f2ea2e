"""Is a group a title tournament? ICCF Tournament Rules 2016, Appendix II §1 [001].

(a) at least 9 players, or a double round robin (when the Qualifications commissioner allows one) with
    at least 8 games for each player;
(b) at least 75 % of the players with a published rating; (c) at least 60 % with a fixed rating;
(d) at least 3 ICCF federations; (e) at most two thirds of the players from one federation;
(f) a TD who does not play in it. The rule asks that the event "should if possible" be run by an
    International Arbiter and that no arbiter plays in an event he directs; it does not ask for a name
    on record, so a TD who is not named is a notice (`title_tournament_notices`), never a failure.
Promotion, thematic and cup-preliminary events are never title tournaments.

The quotas (b), (c), (e) are read from the norm-table row of the group's size (columns C, D, E), as
printed; for sizes without a row (double round robins under 9 players, groups over 20) they are computed
from the percentages. The group is judged as at the start: players who withdrew before the start and
substitutes do not count (docs/norms.md).
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from .categories import has_fixed_rating, has_published_rating
from ..event_kinds import EventKind
from ..model import Entry, TournamentData, WithdrawalKind
from .norm_tables import NormTables

MIN_PLAYERS = 9
MIN_GAMES_DOUBLE_ROUND = 8
MIN_FEDERATIONS = 3


class Condition(enum.Enum):
    """A condition of a title tournament [001 App. II 1]; the value is the reason code."""

    EVENT_KIND = "event_kind"
    """Promotion, thematic and cup-preliminary events are never title tournaments."""
    NOT_DECLARED = "not_declared"
    """The tournament is not marked as a title tournament."""
    MIN_PLAYERS = "min_players"
    """(a) fewer than 9 players in a single round robin."""
    MIN_GAMES = "min_games"
    """(a) a double round robin with fewer than 8 games per player."""
    MIN_RATED = "min_rated"
    """(b) too few players with a published rating."""
    MIN_FIXED = "min_fixed"
    """(c) too few players with a fixed rating."""
    MIN_FEDERATIONS = "min_federations"
    """(d) fewer than 3 federations."""
    MAX_SAME_FEDERATION = "max_same_federation"
    """(e) too many players of one federation."""
    TD_PLAYS = "td_plays"
    """(f) the TD plays in the group."""


class Notice(enum.Enum):
    """Something the arbiter should look at that does not stop a title tournament; the value is the
    reason code."""

    TD_NOT_NAMED = "td_missing"
    """(f) no TD on record: the event should if possible be run by an IA [001 App. II 1f]."""


QUOTA_CONDITIONS = frozenset({Condition.MIN_RATED, Condition.MIN_FIXED})
"""Conditions a fixed category can stand in for [001 App. II 4c]."""


@dataclass(frozen=True)
class Failure:
    """One unmet condition with its numbers, e.g. Failure("min_rated", needed=7, actual=6)."""

    code: str
    needed: int | None = None
    actual: int | None = None
    detail: str = ""
    """The federation or the TD's name, where it helps."""


@dataclass(frozen=True)
class Quotas:
    """The counts a group of a given size must meet [001 App. II 1b, 1c, 1e; 3 C–E]."""

    min_rated: int
    min_fixed: int
    max_same_federation: int


def start_field(data: TournamentData) -> tuple[Entry, ...]:
    """The players of the group at its start: no substitutes, no one who withdrew before the start."""
    return tuple(
        e
        for e in data.entries
        if e.replaces is None and not (e.withdrawal and e.withdrawal.kind is WithdrawalKind.BEFORE_START)
    )


def quotas(players: int, tables: NormTables, *, use_row: bool = True) -> Quotas:
    """The quotas of the table row for `players` (columns D, E, C as printed), or from the percentages
    (75 %, 60 %, two thirds) where there is no row or `use_row` is false [001 App. II 1b–e, 3]."""
    row = tables.row(players) if use_row else None
    if row is not None:
        return Quotas(row.min_rated, row.min_fixed, row.max_same_federation)
    return Quotas(
        min_rated=(3 * players + 3) // 4,
        min_fixed=(3 * players + 4) // 5,
        max_same_federation=2 * players // 3,
    )


def _plays(td: str, entries: tuple[Entry, ...]) -> bool:
    key = td.strip().casefold()
    return any(key in (e.player.name.strip().casefold(), str(e.player.id).strip().casefold()) for e in entries)


def check_title_tournament(data: TournamentData, tables: NormTables) -> tuple[Failure, ...]:
    """Every unmet condition of a title tournament [001 App. II 1], in the order of the rule; empty
    when the group is a title tournament."""
    t = data.tournament
    field = start_field(data)
    n = len(field)
    failed: list[Failure] = []
    if EventKind.of(t.kind).never_title_tournament:
        failed.append(Failure(Condition.EVENT_KIND.value, detail=t.kind))
    if not t.title_tournament:
        failed.append(Failure(Condition.NOT_DECLARED.value))
    double_round = t.rounds >= 2
    if n < MIN_PLAYERS and not double_round:
        failed.append(Failure(Condition.MIN_PLAYERS.value, MIN_PLAYERS, n))
    games_each = max(n - 1, 0) * t.rounds
    if n < MIN_PLAYERS and double_round and games_each < MIN_GAMES_DOUBLE_ROUND:
        failed.append(Failure(Condition.MIN_GAMES.value, MIN_GAMES_DOUBLE_ROUND, games_each))
    q = quotas(n, tables, use_row=not double_round)
    rated = sum(1 for e in field if has_published_rating(e))
    if rated < q.min_rated:
        failed.append(Failure(Condition.MIN_RATED.value, q.min_rated, rated))
    fixed = sum(1 for e in field if has_fixed_rating(e))
    if fixed < q.min_fixed:
        failed.append(Failure(Condition.MIN_FIXED.value, q.min_fixed, fixed))
    federations = Counter(e.player.federation for e in field if e.player.federation)
    if len(federations) < MIN_FEDERATIONS:
        failed.append(Failure(Condition.MIN_FEDERATIONS.value, MIN_FEDERATIONS, len(federations)))
    if federations:
        federation, most = max(federations.items(), key=lambda kv: (kv[1], kv[0]))
        if most > q.max_same_federation:
            failed.append(Failure(Condition.MAX_SAME_FEDERATION.value, q.max_same_federation, most, federation))
    if t.td.strip() and _plays(t.td, data.entries):
        failed.append(Failure(Condition.TD_PLAYS.value, detail=t.td))
    return tuple(failed)


def title_tournament_notices(data: TournamentData) -> tuple[Notice, ...]:
    """What the arbiter should know about a group without it failing a condition: a TD who is not
    named [001 App. II 1f]."""
    return (Notice.TD_NOT_NAMED,) if not data.tournament.td.strip() else ()
