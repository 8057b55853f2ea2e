"""Norms, titles and qualifications as the arbiter asks for them (docs/norms.md, "In the product").

- `tournament_norms(db, code)`: the norm overview of one group now and as at the start, the category
  average taken from the current ratings of the player register [001 App. II 2a, 4a].
- `title_progress(db)`: over every tournament of the database, the norms each player made in finished
  title tournaments and how far they bring him towards each title [001 §10.4–10.8]; the direct titles
  and qualifications of the final placings [001 §0.4, §1–§2, §10.2–10.8]; the MKŠ candidates [000 §5].
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import NamedTuple

from ..formats.norm_tables_json import default_norm_tables
from ..i18n import decimal_text, has, tr
from ..rules.chess.categories import has_fixed_rating, has_published_rating
from ..rules.chess.eligibility import (
    MIN_FEDERATIONS,
    MIN_GAMES_DOUBLE_ROUND,
    MIN_PLAYERS,
    Condition,
    quotas,
    start_field,
    title_tournament_notices,
)
from ..rules.event_kinds import EventKind
from ..rules.model import Organiser, Player, RatingKind, RatingSystem, TournamentData, WithdrawalKind
from ..rules.chess.norm_tables import TITLES, NormTables
from ..rules.chess.norms import NoNorm, NormReport, PlayerNorms, norm_report, start_view
from ..rules.chess.qualifications import Placing, qualifications
from ..rules.results import is_remaining
from ..rules.ratings.seeding import rating_for_calculation
from ..rules.chess.titles import (
    MKS_TITLES,
    NormRecord,
    SksGroup,
    TitleProgress,
    all_title_progress,
    direct_titles,
    mks_by_title,
    mks_candidates,
)
from ..storage import reading
from .crosstable import format_points, player_standings
from .database import Database


class NormOverview(NamedTuple):
    """The norm overview of a group: as it stands now, and as it stood at the start [App. II 4a]."""

    current: NormReport
    start: NormReport


def current_ratings(data: TournamentData, register: Mapping[str, Player]) -> dict[int, int]:
    """Start number -> the register's current rating, for players whose register rating counts in a
    category average: a published ICCF rating or a FIDE rating standing in for one [App. II 2a, 4b].
    Others keep the crosstable rating (or the assumed 2200 / 1900)."""
    found: dict[int, int] = {}
    for entry in data.entries:
        player = register.get(entry.player.id)
        if player is not None and player.rating is not None and (player.rating_kind.is_published or player.rating_kind is RatingKind.FIDE):
            found[entry.no] = player.rating
    return found


def _entrant_ids(data: TournamentData) -> set[str]:
    return {e.player.id for e in data.entries}


def norm_overview(db: Database, data: TournamentData, tables: NormTables | None = None) -> NormOverview:
    """The overview of `data` (already loaded) with the register's current ratings of its own
    players (read by id: the register may hold a whole rating list)."""
    tables = tables or default_norm_tables()
    with db.connection() as conn:
        register = reading.players_by_id(conn, _entrant_ids(data))
    return _overview(data, tables, register)


def _overview(data: TournamentData, tables: NormTables, register: Mapping[str, Player]) -> NormOverview:
    start, start_report = _at_start(data, tables)
    current = norm_report(data, tables, start=start, current_ratings=current_ratings(data, register))
    return NormOverview(current, start_report)


_last_start: list[tuple[object, NormTables, TournamentData, NormReport]] = []
"""The last group as at the start and its report, with what the start view is made of: a result does
not change them (every game of the start view is to be played, and the start fixes the current
report's requirements and titled opponents [App. II 4a]), so the Norms panel computes them once per
group and not at each result."""


def _at_start(data: TournamentData, tables: NormTables) -> tuple[TournamentData, NormReport]:
    # start_view reads the tournament, the entries (teams alongside) and each game's players and round
    made_of = (data.tournament, data.entries, data.teams, tuple((g.white, g.black, g.round) for g in data.games))
    if _last_start and _last_start[0][1] is tables and _last_start[0][0] == made_of:
        return _last_start[0][2], _last_start[0][3]
    start = start_view(data)
    report = norm_report(start, tables)
    _last_start[:] = [(made_of, tables, start, report)]
    return start, report


def tournament_norms(db: Database, code: str) -> NormOverview:
    """(current report, report as at the start) of tournament `code`."""
    with db.connection() as conn:
        data = reading.load_tournament(conn, code)
    return norm_overview(db, data)


# --- the eligibility checklist ----------------------------------------------------------------------


@dataclass(frozen=True)
class CheckLine:
    """One condition of a title tournament [001 App. II 1] with its numbers, met or not."""

    code: str
    """A rules.chess.eligibility.Condition value."""
    ok: bool
    needed: int | None = None
    actual: int | None = None
    detail: str = ""
    covered: bool = False
    """Failed, but the fixed category stands in for it [App. II 4c]."""
    notice: bool = False
    """Met, but worth a look (a rules.chess.eligibility.Notice, e.g. no TD named [App. II 1f])."""


def checklist(data: TournamentData, report: NormReport, tables: NormTables | None = None) -> tuple[CheckLine, ...]:
    """Every condition of App. II 1 in the order of the rule: the failures as the rules found them,
    the met ones with the numbers they were met with (counted on the field at the start)."""
    tables = tables or default_norm_tables()
    t = data.tournament
    failed = {f.code: f for f in report.failed}
    field = start_field(data)
    n = len(field)
    double_round = t.rounds >= 2
    q = quotas(n, tables, use_row=not double_round)
    federations: dict[str, int] = {}
    for e in field:
        if e.player.federation:
            federations[e.player.federation] = federations.get(e.player.federation, 0) + 1
    most_fed, most = max(federations.items(), key=lambda kv: (kv[1], kv[0]), default=("", 0))
    size = (
        CheckLine(Condition.MIN_GAMES.value, True, MIN_GAMES_DOUBLE_ROUND, max(n - 1, 0) * t.rounds)
        if double_round and n < MIN_PLAYERS
        else CheckLine(Condition.MIN_PLAYERS.value, True, MIN_PLAYERS, n)
    )
    met = [
        CheckLine(Condition.EVENT_KIND.value, True, detail=t.kind),
        CheckLine(Condition.NOT_DECLARED.value, True),
        size,
        CheckLine(Condition.MIN_RATED.value, True, q.min_rated, sum(1 for e in field if has_published_rating(e))),
        CheckLine(Condition.MIN_FIXED.value, True, q.min_fixed, sum(1 for e in field if has_fixed_rating(e))),
        CheckLine(Condition.MIN_FEDERATIONS.value, True, MIN_FEDERATIONS, len(federations)),
        CheckLine(Condition.MAX_SAME_FEDERATION.value, True, q.max_same_federation, most, most_fed),
    ]
    notices = title_tournament_notices(data)
    met += [CheckLine(n.value, True, notice=True) for n in notices] or [CheckLine(Condition.TD_PLAYS.value, True, detail=t.td.strip())]
    lines = []
    for line in met:
        failure = failed.get(line.code)
        if failure is None:
            lines.append(line)
        else:
            covered = report.fixed_category and failure.code in (Condition.MIN_RATED.value, Condition.MIN_FIXED.value)
            lines.append(CheckLine(failure.code, False, failure.needed, failure.actual, failure.detail, covered))
    return tuple(lines)


def check_mark(line: CheckLine) -> str:
    """✓ met, ! met with a notice, ✗ failed."""
    return "!" if line.notice else "✓" if line.ok else "✗"


def check_text(line: CheckLine) -> str:
    """The words of one checklist line: the failure message with its numbers, or what was met."""
    key = f"norms.condition.{line.code}" if not line.ok or line.notice else f"norms.check.{line.code}"
    detail = tr(f"kind.{line.detail}") if line.code == Condition.EVENT_KIND.value and has(f"kind.{line.detail}") else line.detail
    text = tr(key, needed=line.needed, actual=line.actual, detail=detail)
    return f"{text} ({tr('norms.check.covered')})" if line.covered else text


# --- one player's status per title, in words ----------------------------------------------------------

MADE, POSSIBLE, IMPOSSIBLE = "made", "possible", "impossible"
_CELL_REASONS = {NoNorm.OUT_OF_REACH.value, NoNorm.NOT_IN_CATEGORY.value}
"""Reasons that belong to one title; any other reason is the player's (or the group's) and is
given once, as the remark."""


def title_status(player: PlayerNorms, title: str, lang: str | None = None) -> tuple[str, str]:
    """(MADE | POSSIBLE | IMPOSSIBLE, short text) of `title` for `player`: "✓ made",
    "needs 2½ of 4", "out of reach", or "—" (not possible in the category, or see the remark)."""
    if title in player.made:
        return MADE, tr("norms.cell.made", lang)
    if title in player.possible:
        needed, remaining = player.possible[title]
        return POSSIBLE, tr("norms.cell.possible", lang, needed=format_points(needed), remaining=remaining)
    if player.reasons.get(title) == NoNorm.OUT_OF_REACH.value:
        return IMPOSSIBLE, tr("norms.cell.out_of_reach", lang)
    return IMPOSSIBLE, "—"


def player_remark(player: PlayerNorms, lang: str | None = None) -> str:
    """Why the player can make no norm at all (silent withdrawal, substitute without status, not a
    title tournament, ...), or ""."""
    reasons = {r for r in player.reasons.values() if r not in _CELL_REASONS}
    return "; ".join(tr(f"norms.no_norm.{r}", lang) for r in sorted(reasons))


def category_text(report: NormReport, lang: str | None = None) -> str:
    """ "Category 6", "Fixed category 4" or "No category"."""
    if report.category is None:
        return tr("norms.label.no_category", lang)
    key = "norms.label.fixed_category" if report.fixed_category else "norms.label.category"
    return tr(key, lang, category=report.category)


def average_text(report: NormReport, lang: str | None = None) -> str:
    """ "Average rating 2384 (2384.38)": the rounded average that picks the band, and the exact one."""
    if report.average is None or report.rounded_average is None:
        return ""
    return tr("norms.label.average", lang, average=f"{report.rounded_average} ({decimal_text(report.average, lang, 2)})")


def requirement_text(value: float | None) -> str:
    return format_points(value) if value is not None else "—"


# --- titles, direct titles, MKŠ, qualifications over the whole database -------------------------------


@dataclass(frozen=True)
class PlayerTitles:
    """One player's norms and his progress towards each title by norms [001 §10.4–10.8]."""

    player: Player
    norms: tuple[NormRecord, ...]
    """Norms of finished title tournaments, one record per title made there, lowest title first."""
    provisional: tuple[NormRecord, ...]
    """Norms already reached in tournaments still running (final when the group ends)."""
    progress: tuple[TitleProgress, ...]
    """Every norm title, highest first, counting the final norms only."""


@dataclass(frozen=True)
class Award:
    """A direct title, a qualification or an MKŠ candidacy earned by one player."""

    tournament: str
    """The tournament's code; "" for an MKŠ candidacy by ICCF title."""
    no: int | None
    player_id: str
    name: str
    what: str
    """Title code (GM, WCCC, ...), qualification target (rules.chess.qualifications.Target value) or MKŠ
    reason code (rules.chess.titles.MksReason value)."""
    rule: str
    """The paragraph: "10.4a" (of [001]), "1.3.1a", or "000 §5.1a"."""
    detail: str = ""


@dataclass(frozen=True)
class TitlesOverview:
    players: tuple[PlayerTitles, ...]
    """Players with at least one norm (final or provisional), by name (then id)."""
    direct: tuple[Award, ...]
    qualifications: tuple[Award, ...]
    mks: tuple[Award, ...]
    finished: tuple[str, ...]
    """Codes of the finished tournaments the awards come from."""


MKS_RULES = {"mks_cr_final_winner": "000 §5.1a", "mks_strong_group_winner": "000 §5.1b", "mks_iccf_title": "000 §5.1c–e"}
MKS_FEDERATION = "CZE"
"""The SKŠ ČR is the Czech federation: MKŠ candidates by ICCF title are its players (docs/norms.md)."""


def name_key(name: str) -> str:
    """Sort key of a name: diacritics aside, so "Šťastný" sorts with S, not after Z."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch)).casefold()


def is_finished(data: TournamentData) -> bool:
    """Every game has a result that counts or is cancelled; a group without games is not finished.
    (Games not yet listed are not seen: a group is only as complete as its listed games.)"""
    return bool(data.games) and not any(is_remaining(g) for g in data.games)


def _end_date(data: TournamentData) -> date | None:
    ended = [g.ended for g in data.games if g.ended is not None]
    return data.tournament.end_date or (max(ended) if ended else None)


def norm_records(data: TournamentData, report: NormReport) -> dict[str, tuple[NormRecord, ...]]:
    """player id -> one NormRecord per title made in `report`, lowest title first, so that
    rules.chess.titles.title_progress counts each title with its own credited games [§10.0.3] and a higher
    title's norm for a lower title where that one was not made itself [App. II 4e]."""
    found: dict[str, tuple[NormRecord, ...]] = {}
    for p in report.players:
        if not p.made:
            continue
        made = sorted(p.made, key=TITLES.index, reverse=True)
        found[data.entry(p.no).player.id] = tuple(
            NormRecord(
                tournament=data.tournament.code,
                title=title,
                games=p.games,
                games_vs_gm=p.games_vs_gm,
                games_vs_sim=p.games_vs_sim,
                end_date=_end_date(data),
                credited_games=p.credited_games.get(title),
            )
            for title in made
        )
    return found


def placings(data: TournamentData) -> tuple[Placing, ...]:
    """The final standings as placings: a shared place "3-4" counts as 3 [§1.0.9; 000 §6.2]; in a team
    event the players by points (its criteria rank the teams)."""
    return tuple(
        Placing(int(r.place.split("-")[0]), r.no, r.points, r.games_counted) for r in player_standings(data).rows
    )


def _award(data: TournamentData, no: int | None, what: str, rule: str, detail: str = "") -> Award:
    player = data.entry(no).player if no is not None else None
    return Award(data.tournament.code, no, player.id if player else "", player.name if player else "", what, rule, detail)


def _group_board(data: TournamentData) -> int | None:
    boards = {e.board for e in data.entries}
    return boards.pop() if len(boards) == 1 else None


def _sks_group(data: TournamentData, rows: tuple[Placing, ...]) -> SksGroup:
    t = data.tournament
    ratings = [rating_for_calculation(e, t, data.entries)[0] for e in data.entries]
    return SksGroup(
        code=t.code,
        kind=EventKind.of(t.kind),
        organised_by_sks=t.organiser is Organiser.SKS,
        rated=t.rating_system is not RatingSystem.NONE,
        ratings=tuple(r for r in ratings if r is not None),
        winners=tuple(p.no for p in rows if p.place == 1),
    )


def _event_awards(data: TournamentData, report: NormReport, tables: NormTables) -> tuple[list[Award], list[Award], list[Award]]:
    """Direct titles, qualifications and MKŠ candidacies of one finished group."""
    kind = EventKind.of(data.tournament.kind)
    rows = placings(data)
    im_norms = {p.no for p in report.players if "IM" in p.made or "SIM" in p.made or "GM" in p.made}
    direct = [
        _award(data, d.no, d.title, d.rule) for d in direct_titles(rows, kind, board=_group_board(data), im_norms=im_norms)
    ]
    excluded = {
        e.no for e in data.entries if e.withdrawal and e.withdrawal.kind in (WithdrawalKind.SILENT, WithdrawalKind.BEFORE_START)
    }
    index = tables.category(report.category).index if report.category else None
    quals = [_award(data, q.no, q.target.value, q.rule) for q in qualifications(rows, kind, category_index=index, excluded=excluded)]
    mks = [_award(data, c.no, c.reason, MKS_RULES[c.reason]) for c in mks_candidates(_sks_group(data, rows))]
    return direct, quals, mks


@dataclass(frozen=True)
class GroupTitles:
    """What one group gives the titles overview: the norms made there (final once it is finished,
    provisional before) and, when finished, its direct titles, qualifications and MKŠ candidacies."""

    finished: bool
    records: Mapping[str, tuple[NormRecord, ...]]
    """player id -> the norms made in the group (norm_records)."""
    direct: tuple[Award, ...] = ()
    qualifications: tuple[Award, ...] = ()
    mks: tuple[Award, ...] = ()


def group_titles(data: TournamentData, register: Mapping[str, Player], tables: NormTables) -> GroupTitles:
    """The group's part of the titles overview, with the register's current ratings of its players."""
    report = norm_report(data, tables, current_ratings=current_ratings(data, register))  # not the start view
    records = norm_records(data, report)
    if not is_finished(data):
        return GroupTitles(False, records)
    direct, quals, mks = _event_awards(data, report, tables)
    return GroupTitles(True, records, tuple(direct), tuple(quals), tuple(mks))


def entrant_ids(groups: Iterable[TournamentData]) -> set[str]:
    """The register ids of every entrant of `groups`."""
    return set().union(*map(_entrant_ids, groups))


def titles_overview(
    groups: Iterable[tuple[str, GroupTitles]],
    people: Mapping[str, Player],
    titled: Iterable[Player],
    *,
    overfulfilment: bool = True,
    progress: Mapping[str, tuple[TitleProgress, ...]] | None = None,
) -> TitlesOverview:
    """The overview of the groups' parts (code, part), in the tournaments' order; `people`: the
    register's players, at least every one with a norm; `titled`: the titled Czech players;
    `progress`: players' progress already computed from the same final norms (services.titles)."""
    final: dict[str, list[NormRecord]] = {}
    provisional: dict[str, list[NormRecord]] = {}
    direct: list[Award] = []
    quals: list[Award] = []
    mks: list[Award] = []
    finished = []
    for code, part in groups:
        for player_id, records in part.records.items():
            (final if part.finished else provisional).setdefault(player_id, []).extend(records)
        if part.finished:
            finished.append(code)
            direct += part.direct
            quals += part.qualifications
            mks += part.mks
    for player in sorted(titled, key=lambda p: name_key(p.name)):
        candidate = mks_by_title(player.title)
        if candidate is not None:
            mks.append(Award("", None, player.id, player.name, candidate.reason, MKS_RULES[candidate.reason], candidate.source))
    people_titles = []
    for player_id in sorted(set(final) | set(provisional), key=lambda i: (name_key(people[i].name), i)):
        records = tuple(final.get(player_id, ()))
        people_titles.append(
            PlayerTitles(
                player=people[player_id],
                norms=records,
                provisional=tuple(provisional.get(player_id, ())),
                progress=(progress or {}).get(player_id) or all_title_progress(records, overfulfilment=overfulfilment),
            )
        )
    return TitlesOverview(tuple(people_titles), tuple(direct), tuple(quals), tuple(mks), tuple(finished))


def title_progress(db: Database, *, overfulfilment: bool = True) -> TitlesOverview:
    """Norms, titles, direct titles, qualifications and MKŠ candidates over every tournament of `db`,
    computed afresh (services.titles keeps it between changes).

    A norm counts for a title once its tournament is finished (the category can still change while
    games are being cancelled [App. II 4a]); norms already reached in running groups are listed as
    provisional. Players are matched across tournaments by their register id.
    """
    tables = default_norm_tables()
    with db.connection() as conn:
        groups = [reading.load_tournament(conn, code) for code in reading.tournament_codes(conn)]
        # the entrants and the titled Czech players: never the whole register (a rating list)
        register = reading.players_by_id(conn, entrant_ids(groups))
        titled = reading.players_with_title(conn, MKS_FEDERATION, MKS_TITLES)
    parts = [(data.tournament.code, group_titles(data, register, tables)) for data in groups]
    return titles_overview(parts, register, titled, overfulfilment=overfulfilment)
