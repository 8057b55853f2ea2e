"""Withdrawing a player and entering adjudications [000 §7.1–7.5; 001 §8.1–8.5].

`preview_withdrawal` plans the withdrawal with arbiter_app.rules.chess.withdrawal and shows its effect
(standings, category and norms, his other tournaments, who must be told) without storing anything;
`withdraw` applies the same plans in one audited transaction, so `results.undo` takes it back whole.
An accepted or unaccepted withdrawal takes him out of every tournament he plays in [000 §7.3, §7.4;
001 §8.3, §8.4]: each of them gets its own plan (docs/withdrawals.md, "The service"). A go event
follows ČAGo's rules instead (rules.go.leaving): he leaves that event alone, without sanctions.
"""

from __future__ import annotations

from calendar import monthrange
from dataclasses import dataclass, replace
from datetime import date
from typing import Mapping

from sqlmodel import Session

from ..formats.norm_tables_json import default_norm_tables
from ..i18n import decimal_text, tr, tr_plural
from ..rules.model import Entry, Flag, Game, Result, TournamentData, WithdrawalKind, WithdrawalReason
from ..rules.chess.norms import NormReport, norm_report
from ..rules.go.event import go_standings, is_go_event
from ..rules.go.leaving import games_lost_by_leaving
from ..rules.go.round import GoRound
from ..rules.results import is_finished, is_remaining
from ..rules.standings import Standings
from ..rules.chess.withdrawal import (
    Bound,
    GameChange,
    Outcome,
    Recipient,
    Sanction,
    WithdrawalPlan,
    WithdrawalRefused,
    abuse_sanction,
    apply_plan,
    plan_withdrawal,
)
from ..rules.chess.withdrawal import adjudicate as adjudicated_game
from ..rules.chess.sanctions import StoredSanction, one_bond, reference_of, stored_sanctions
from ..storage import repository
from ..storage.go_rounds import load_go_rounds
from ..storage.mappers import entry_values, game_values
from ..storage.writer import Writer
from .crosstable import player_standings
from .database import Changes, Database
from .results import ResultRefused
from .sanction_entry import store_sanctions
from .sanction_entry import suspension_months as suspension_months_of
from .sanction_rows import SanctionRefused

SHORT_TIME_SETTING = "withdrawal_short_time_months"
"""Tournament.settings key: how many months back an earlier accepted withdrawal counts as "within
a short time", sending the case to the organiser [000 §7.4; 001 §8.4]."""
SHORT_TIME_DEFAULT = 12


class PreviewOutdated(ValueError):
    """A tournament changed between the preview and the withdrawal; nothing was stored."""

    def __init__(self, code: str) -> None:
        super().__init__(tr("withdrawal.refused.changed_since", code=code))
        self.code = code


@dataclass(frozen=True)
class StandingEffect:
    """One player's place and points before and after the withdrawal."""

    no: int
    name: str
    place_before: str
    points_before: float
    place_after: str
    points_after: float

    @property
    def changed(self) -> bool:
        return (self.place_before, self.points_before) != (self.place_after, self.points_after)


@dataclass(frozen=True)
class NormStatus:
    """The category and the title norms of a group at one moment (rules.chess.norms.norm_report)."""

    category: str | None
    average: float | None
    eligible: bool
    made: Mapping[int, tuple[str, ...]]
    """start number -> titles whose norm he has made."""
    possible: Mapping[int, tuple[str, ...]]
    """start number -> titles whose norm he can still make."""


@dataclass(frozen=True)
class NormEffect:
    before: NormStatus
    after: NormStatus

    def changed_players(self) -> tuple[int, ...]:
        """Players whose made or still possible norms change."""
        nos = sorted(set(self.before.made) | set(self.after.made))
        return tuple(
            no
            for no in nos
            if (self.before.made.get(no), self.before.possible.get(no)) != (self.after.made.get(no), self.after.possible.get(no))
        )


@dataclass(frozen=True)
class TournamentPart:
    """The withdrawal in one tournament: the plan and its effect."""

    code: str
    name: str
    entry: Entry
    """His entry as it is now (before the withdrawal)."""
    plan: WithdrawalPlan
    before: TournamentData
    after: TournamentData
    standings: tuple[StandingEffect, ...]
    """Everyone, in the order of the standings after the withdrawal."""
    norms: NormEffect | None
    """Only for title tournaments."""


@dataclass(frozen=True)
class Notice:
    """Who must be told, with the names the database knows (opponents, directors, captain)."""

    recipient: Recipient
    names: tuple[str, ...]


@dataclass(frozen=True)
class WithdrawalPreview:
    parts: tuple[TournamentPart, ...]
    """The tournament asked for first, then his other tournaments."""
    notices: tuple[Notice, ...]

    @property
    def main(self) -> TournamentPart:
        return self.parts[0]

    @property
    def others(self) -> tuple[TournamentPart, ...]:
        return self.parts[1:]


def preview_withdrawal(
    db: Database, code: str, no: int, kind: WithdrawalKind, reason: WithdrawalReason | None, on: date
) -> WithdrawalPreview:
    """The plan of the withdrawal of player `no` from `code` (and his other tournaments) and its
    effect; nothing is stored. Refusals of the rules raise `WithdrawalRefused`."""
    with db.reading() as session:
        return _preview(session, code, no, kind, reason, on)


def withdraw(
    db: Database,
    code: str,
    no: int,
    kind: WithdrawalKind,
    reason: WithdrawalReason | None,
    on: date,
    *,
    preview: WithdrawalPreview | None = None,
    suspension_months: int | None = None,
) -> Changes:
    """Apply the withdrawal in one transaction: the withdrawal on each entry, every changed game, an
    adjudication case for each game sent to adjudication (services.running.adjudications) and the
    sanctions that follow the player (`stored_sanctions_of`; a silent withdrawal's suspension of
    `suspension_months`, else the setting `silent_suspension_months`).

    With `preview` (what the arbiter saw), refuses with `PreviewOutdated` if any of the tournaments
    changed since; a repeated withdrawal is refused by the rules (ALREADY_WITHDRAWN).
    """
    from .running.adjudications import open_cases
    with db.transaction() as session:
        current = _preview(session, code, no, kind, reason, on)
        if preview is not None:
            _check_fresh(preview, current)
        sanctions = stored_sanctions_of(current, suspension_months)
        writer = Writer(session, "withdraw", code)
        for part in current.parts:
            entry = replace(part.entry, withdrawal=part.plan.withdrawal)
            writer.put("entry", {"tournament": part.code, "no": entry.no}, entry_values(entry))
            for change in part.plan.changes:
                values = game_values(change.new)
                key = {"tournament": part.code, "white": change.new.white, "black": change.new.black, "round": values["round"]}
                writer.put("game", key, values)
            adjudicated = [c.new for c in part.plan.changes if c.new.flag is Flag.ADJUDICATED and c.new.result is Result.RUNNING]
            open_cases(writer, part.code, adjudicated, "withdrawal", on, dict(part.before.tournament.settings))
        store_sanctions(writer, sanctions)
    games = sum(len(p.plan.changes) for p in current.parts)
    codes = ", ".join(p.code for p in current.parts)
    text = tr_plural("withdrawal.done", games, codes=codes, name=current.main.entry.name, kind=tr(f"withdrawal.kind.{kind.value}"),
                     games=games)
    if sanctions:
        text += ", " + tr_plural("sanctions.stored", len(sanctions), count=len(sanctions))
    return Changes("withdraw", frozenset(p.code for p in current.parts), text, writer.batch)


def pending_adjudications(data: TournamentData) -> tuple[Game, ...]:
    """Games sent to adjudication (flag A) whose result is not in yet [000 §7.3a]."""
    return tuple(g for g in data.games if g.flag is Flag.ADJUDICATED and g.result is Result.RUNNING)


def adjudicate(
    db: Database, code: str, white: int, black: int, result: Result, *, round: int | None = None, on: date | None = None
) -> Changes:
    """Enter the adjudicated result of the A game `white`-`black`: the flag stays and the result
    counts [000 §7.3a; 001 §8]; a game not flagged A is refused. The game ends on `on` (default today);
    its adjudication case, if it has one, is closed with the decision in the same batch."""
    from .running.adjudications import record_decision
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        games = [g for g in data.games if (g.white, g.black) == (white, black) and round in (None, g.round)]
        if not games:
            raise ResultRefused(tr("results.refused.no_game", code=code, white=white, black=black))
        game = next((g for g in games if g.flag is Flag.ADJUDICATED), games[0])
        day = on or date.today()
        new = replace(adjudicated_game(game, result), ended=day)
        values = game_values(new)
        writer = Writer(session, "adjudicate", code)
        writer.put("game", {"tournament": code, "white": white, "black": black, "round": values["round"]}, values)
        record_decision(writer, code, white, black, new.round or 1, result, day)
    return Changes("adjudicate", frozenset({code}), f"{code}: {white}-{black} {result.value}A (adjudicated)", writer.batch)


def stored_sanctions_of(preview: WithdrawalPreview, suspension_months: int | None = None) -> list[StoredSanction]:
    """The sanctions the withdrawal leaves with the player, as `withdraw` stores them: each event's
    own, from the day of the withdrawal, with its paragraph as reference, and one bond for the whole
    withdrawal (rules.chess.sanctions.one_bond). A silent withdrawal's suspension "may be" given up
    to its months [000 §7.5; 001 §8.5]: `suspension_months`, else the event's setting
    `silent_suspension_months` (default 24); 0: none."""
    stored: list[StoredSanction] = []
    for part in preview.parts:
        t, plan = part.before.tournament, part.plan
        months = suspension_months_of(t.settings, suspension_months)
        try:
            stored += stored_sanctions(plan.sanctions, part.entry.player.id, part.code, plan.withdrawal.date,
                                       reference_of(t.organiser, plan.withdrawal.kind), discretionary_months=months)
        except ValueError:
            most = max((s.months or 0 for s in plan.sanctions if s.discretionary), default=0)
            raise SanctionRefused("sanctions.refused.suspension_months", months=months, most=most) from None
    return one_bond(stored)


# --- building the preview ----------------------------------------------------------------------


def _preview(
    session: Session, code: str, no: int, kind: WithdrawalKind, reason: WithdrawalReason | None, on: date
) -> WithdrawalPreview:
    data = repository.load_tournament(session, code)
    entry = next((e for e in data.entries if e.no == no), None)
    if entry is None:
        raise repository.NotFound(f"{code}: " + tr("rules.no_player", no=no))
    others = {
        c: repository.load_tournament(session, c) for c in repository.codes_of_player(session, entry.player.id) if c != code
    }
    if is_go_event(data.tournament):
        rounds = tuple(load_go_rounds(session.connection(), code))
        parts = [_part(data, entry, _dated(_go_plan(data, no, kind, reason, on), on), rounds)]
        return WithdrawalPreview(tuple(parts), _notices(parts))
    previous = _previous_withdrawals(data, [data, *others.values()], entry, kind, on)
    main_plan = _dated(plan_withdrawal(data, no, kind, reason, on, previous_withdrawals=previous), on)
    parts = [_part(data, entry, main_plan)]
    if main_plan.all_tournaments:
        for other_code, other in others.items():
            other_entry = next(e for e in other.entries if e.player.id == entry.player.id)
            if not _still_playing(other, other_entry):
                continue
            other_kind, other_reason = _kind_in(other, kind, reason, on)
            try:
                plan = _dated(plan_withdrawal(other, other_entry.no, other_kind, other_reason, on, previous_withdrawals=previous), on)
            except WithdrawalRefused as exc:
                raise WithdrawalRefused(exc.code, f"{other_code}: {exc}", **exc.values) from exc
            parts.append(_part(other, other_entry, plan))
    return WithdrawalPreview(tuple(parts), _notices(parts))


def _go_plan(data: TournamentData, no: int, kind: WithdrawalKind, reason: WithdrawalReason | None, on: date) -> WithdrawalPlan:
    """Leaving a go event (rules.go.leaving): the checks of any withdrawal (not withdrawn already, a
    reason only for an accepted one, the date against the start), then ČAGo's outcome: his drawn
    games without a result lost by default [003 §4.4.4], no sanction, no other event touched, his
    opponents in those games told."""
    plan = plan_withdrawal(data, no, kind, reason, on)
    changes = tuple(GameChange(old, new) for old, new in games_lost_by_leaving(data, no))
    return replace(
        plan, outcome=Outcome.DEFAULT, changes=changes, sanctions=(), all_tournaments=False, counts_as_team_replacement=False,
        notify=(Recipient.OPPONENTS,) if changes else (), opponents=tuple(sorted(c.old.opponent(no) for c in changes)),
    )


def _dated(plan: WithdrawalPlan, on: date) -> WithdrawalPlan:
    """A game the withdrawal finishes (D) ends on the day of the withdrawal: every finished game
    carries an end date, which the rating period reads (as `results.enter_result` does)."""
    changes = tuple(
        GameChange(c.old, replace(c.new, ended=on)) if is_finished(c.new) and c.new.ended is None else c for c in plan.changes
    )
    return replace(plan, changes=changes)


def _previous_withdrawals(
    data: TournamentData, tournaments: list[TournamentData], entry: Entry, kind: WithdrawalKind, on: date
) -> int:
    """His earlier withdrawals the rules weigh, as recorded in this database: for a silent one any
    earlier silent withdrawal [000 §7.5]; for an accepted one the accepted withdrawals of the last
    `withdrawal_short_time_months` months [000 §7.4; 001 §8.4]."""
    if kind not in (WithdrawalKind.SILENT, WithdrawalKind.ACCEPTED):
        return 0
    months = data.tournament.settings.get(SHORT_TIME_SETTING, SHORT_TIME_DEFAULT)
    if not isinstance(months, int):
        months = SHORT_TIME_DEFAULT
    since = _months_before(on, months) if kind is WithdrawalKind.ACCEPTED else date.min
    count = 0
    for t in tournaments:
        for e in t.entries:
            w = e.withdrawal
            if e.player.id == entry.player.id and w is not None and w.kind is kind and since <= w.date < on:
                count += 1
    return count


def _months_before(day: date, months: int) -> date:
    month = day.year * 12 + day.month - 1 - months
    year, month = divmod(month, 12)
    return date(year, month + 1, min(day.day, monthrange(year, month + 1)[1]))  # or the month's last day


def _still_playing(data: TournamentData, entry: Entry) -> bool:
    """Whether he still plays in another tournament: not withdrawn, and a game left to play (or no
    games listed yet). A tournament he has finished is left alone."""
    games = data.games_of(entry.no)
    return entry.withdrawal is None and (not games or any(is_remaining(g) for g in games))


def _kind_in(
    other: TournamentData, kind: WithdrawalKind, reason: WithdrawalReason | None, on: date
) -> tuple[WithdrawalKind, WithdrawalReason | None]:
    """The kind of the withdrawal in another tournament: the same one, or before the start where that
    tournament has not started yet on `on` [000 §7.1] (docs/withdrawals.md)."""
    start = other.tournament.start_date
    if start is not None and on < start:
        return WithdrawalKind.BEFORE_START, None
    return kind, reason


def _part(data: TournamentData, entry: Entry, plan: WithdrawalPlan, go_rounds: tuple[GoRound, ...] | None = None) -> TournamentPart:
    """The plan and its effect; a go event's standings are its own (`go_rounds`: its rounds)."""
    after = apply_plan(data, plan)

    def standings_of(d: TournamentData) -> Standings:
        return player_standings(d) if go_rounds is None else go_standings(d, go_rounds)

    before_rows = {r.no: r for r in standings_of(data).rows}
    standings = tuple(
        StandingEffect(
            no=r.no,
            name=data.entry(r.no).name,
            place_before=before_rows[r.no].place,
            points_before=before_rows[r.no].points,
            place_after=r.place,
            points_after=r.points,
        )
        for r in standings_of(after).rows
    )
    norms = None
    if data.tournament.title_tournament:
        tables = default_norm_tables()
        norms = NormEffect(_norm_status(norm_report(data, tables)), _norm_status(norm_report(after, tables)))
    t = data.tournament
    return TournamentPart(t.code, t.name, entry, plan, data, after, standings, norms)


def _norm_status(report: NormReport) -> NormStatus:
    return NormStatus(
        category=report.category,
        average=report.average,
        eligible=report.eligible,
        made={p.no: p.made for p in report.players},
        possible={p.no: tuple(p.possible) for p in report.players},
    )


def _notices(parts: list[TournamentPart]) -> tuple[Notice, ...]:
    recipients: list[Recipient] = []
    for part in parts:
        recipients += [r for r in part.plan.notify if r not in recipients]
    opponents: list[str] = []
    for part in parts:
        opponents += [n for o in part.plan.opponents if (n := part.before.entry(o).name) not in opponents]
    directors = tuple(f"{p.before.tournament.td} ({p.code})" if p.before.tournament.td else p.code for p in parts[1:])
    captains = tuple(
        f"{t.captain} ({t.name})"
        for part in parts
        for t in part.before.teams
        if t.no == part.entry.team and t.captain
    )
    names = {
        Recipient.OPPONENTS: tuple(opponents),
        Recipient.OTHER_TOURNAMENT_DIRECTORS: directors,
        Recipient.TEAM_CAPTAIN: captains,
    }
    return tuple(Notice(r, names.get(r, ())) for r in recipients)


def _check_fresh(preview: WithdrawalPreview, current: WithdrawalPreview) -> None:
    """Refuse when anything the arbiter saw differs now: a tournament's data, a plan, or the set of
    his tournaments."""
    now = {p.code: p for p in current.parts}
    for seen in preview.parts:
        part = now.get(seen.code)
        if part is None or part.before != seen.before or part.plan != seen.plan:
            raise PreviewOutdated(seen.code)
    new = now.keys() - {p.code for p in preview.parts}
    if new:
        raise PreviewOutdated(min(new))


# --- words for the CLI and the GUI -------------------------------------------------------------


def game_state(game: Game) -> str:
    """A game as the plan lists it: result and flag, e.g. `*`, `*A`, `1-0D`, `1/2-1/2C`."""
    return game.result.value + (game.flag.value if game.flag else "")


def sanction_texts(part: TournamentPart) -> list[str]:
    """The plan's sanctions in words, for an accepted withdrawal with the suspension an abuse found
    later brings; after a death, which has none [000 §7.3], a line saying so, and in a go event, whose
    rules have none (rules.go.leaving), a line saying that."""
    plan = part.plan
    if is_go_event(part.before.tournament):
        return [tr("withdrawal.sanction.none_go")]
    if not plan.sanctions and plan.withdrawal.reason is WithdrawalReason.DEATH:
        return [tr("withdrawal.sanction.none_death")]
    texts = [sanction_text(s) for s in plan.sanctions]
    if plan.withdrawal.kind is WithdrawalKind.ACCEPTED:  # what follows an abuse found later [000 §7.3]
        texts.append(tr("withdrawal.sanction.if_abused", sanction=sanction_text(abuse_sanction())))
    return texts


def sanction_text(sanction: Sanction) -> str:
    """A sanction in words, with its bound ("at least 6 months") and the bond's amount."""
    bound = "" if sanction.bound is Bound.EXACTLY else tr(sanction.bound.value)

    def bounded(value: int | None) -> str:
        return f"{bound} {value}".strip()

    text = tr(sanction.code.value, months=bounded(sanction.months), fee_multiple=bounded(sanction.fee_multiple))
    if sanction.minimum_amount is not None:
        text += " " + tr("withdrawal.service.amount", amount=decimal_text(sanction.minimum_amount, digits=2))
    if sanction.discretionary:
        text += " " + tr("withdrawal.service.discretionary")
    return text
