"""Naming a team substitute: check the limits, preview the plan, apply it in one transaction.

The rules are rules.chess.substitutes (SKŠ [000 §7.7–7.10], ICCF [001 §8.7]); docs/withdrawals.md says how
the service applies them. Refusals are `SubstitutionNotAllowed` (a ValueError) with the rules' codes
and their text in the current language.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from sqlmodel import Session

from ..i18n import tr, tr_plural
from ..rules.model import Game, Player, StartNo, Tournament, TournamentData, Withdrawal, WithdrawalKind, WithdrawalReason
from ..rules.chess.substitutes import (
    SubstitutionCheck,
    SubstitutionPlan,
    SubstitutionProblem,
    SubstitutionRefused,
    bank_transfer_limit,
    check_substitution,
    plan_substitution,
)
from ..storage import repository
from ..storage.mappers import entry_values, game_values, player_values
from ..storage.writer import Writer
from .database import Changes, Database

ACTION = "substitute"


class SubstitutionNotAllowed(ValueError):
    """The substitution cannot be made as asked; `codes` are the rules' reasons. Nothing was stored."""

    def __init__(self, message: str, codes: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.codes = codes


def _refusal(
    tournament: Tournament, replaced_no: int, exc: SubstitutionRefused, check: SubstitutionCheck | None = None
) -> SubstitutionNotAllowed:
    """The rules' reasons in words; a refused status also says why status is not possible."""
    code = tournament.code
    limit = bank_transfer_limit(tournament)
    reasons = [
        tr("corrections.no_bank") if c is SubstitutionProblem.BANK_TRANSFER and limit is None else tr(c.value, limit=limit)
        for c in exc.codes
    ]
    if check is not None and SubstitutionProblem.STATUS_NOT_POSSIBLE in exc.codes:
        reasons += [tr(p.value) for p in check.status_problems]
    reasons_text = " ".join(reasons)
    return SubstitutionNotAllowed(f"{code}: player {replaced_no} cannot be replaced: {reasons_text}", tuple(c.value for c in exc.codes))


def next_number(data: TournamentData) -> StartNo:
    """The substitute gets the next free starting number."""
    return StartNo(max((e.no for e in data.entries), default=0) + 1)


def _check(data: TournamentData, replaced_no: int, on: date, death: bool) -> SubstitutionCheck:
    code = data.tournament.code
    if replaced_no not in {e.no for e in data.entries}:
        raise SubstitutionNotAllowed(tr("standings.cli.no_player", code=code, no=replaced_no))
    if any(e.replaces == replaced_no for e in data.entries):
        raise SubstitutionNotAllowed(tr("substitute.refused.replaced", code=code, no=replaced_no))
    try:
        return check_substitution(data, replaced_no, on=on, death=death)
    except SubstitutionRefused as exc:
        raise _refusal(data.tournament, replaced_no, exc) from exc


def check(db: Database, code: str, replaced_no: int, on: date, death: bool) -> SubstitutionCheck:
    """May player `replaced_no` be replaced on `on` (the 50 % and per-board limits, the end date),
    by when must the captain name the substitute, and may the substitute get status?"""
    with db.reading() as session:
        data = repository.load_tournament(session, code)
    return _check(data, replaced_no, on, death)


def _substitute_player(session: Session, data: TournamentData, player: Player) -> tuple[Player, bool]:
    """The player as the entry will record him, and whether he is new to the register. A player
    already in the register keeps his stored identity and rating; a different name under his id is
    refused (a typing error would otherwise replace the wrong person)."""
    code = data.tournament.code
    if not player.id.strip() or not player.name.strip():
        raise SubstitutionNotAllowed(tr("substitute.refused.no_id", code=code))
    if any(e.player.id == player.id for e in data.entries):
        raise SubstitutionNotAllowed(tr("substitute.refused.plays", code=code, id=player.id, name=player.name))
    stored = repository.player(session, player.id)
    if stored is None:
        return player, True
    if stored.name.casefold() != player.name.strip().casefold():
        raise SubstitutionNotAllowed(tr("substitute.refused.other_name", id=player.id, stored=stored.name, name=player.name))
    return stored, False


def _plan(
    data: TournamentData, replaced_no: int, player: Player, status: bool, on: date, death: bool, bank_moved_days: int | None
) -> SubstitutionPlan:
    check = _check(data, replaced_no, on, death)
    try:
        return plan_substitution(
            data, replaced_no, player, status=status, on=on, new_no=next_number(data), death=death,
            bank_moved_days=bank_moved_days,
        )
    except SubstitutionRefused as exc:
        raise _refusal(data.tournament, replaced_no, exc, check) from exc


def plan(
    db: Database, code: str, replaced_no: int, player: Player, status: bool, on: date, death: bool = False,
    bank_moved_days: int | None = None,
) -> SubstitutionPlan:
    """The plan as `substitute` would apply it, changing nothing (previews, --dry-run)."""
    with db.reading() as session:
        data = repository.load_tournament(session, code)
        person, _new = _substitute_player(session, data, player)
    return _plan(data, replaced_no, person, status, on, death, bank_moved_days)


def substitute(
    db: Database, code: str, replaced_no: int, player: Player, status: bool, on: date, death: bool = False,
    bank_moved_days: int | None = None, withdrawal_reason: WithdrawalReason | None = None,
) -> Changes:
    """Replace player `replaced_no` by `player` from `on` in one audited transaction (undoable):
    the player into the register if new, the substitute's entry, his unfinished games moved to the
    new number, O on the finished games of the original player [000 §7.7–7.9; 001 §8.7]. With
    `death` the replaced entry records an accepted withdrawal for death (unless it has a withdrawal
    already), so later checks know this replacement is outside the 50 % limit [000 §7.7d].
    `bank_moved_days`: the captain moved that much of the replaced player's bank onto the new
    player's clock [004 Art. III 1]; recorded on the substitute's entry. `withdrawal_reason`: the
    player replaced withdrew, accepted for that reason: in a team event the substitute takes over his
    unfinished games instead of the withdrawal rules settling them [000 §7.7a, f; 001 §8.7b–c], and
    the accepted withdrawal is recorded on his entry (death: as `death`)."""
    death = death or withdrawal_reason is WithdrawalReason.DEATH
    reason = WithdrawalReason.DEATH if death else withdrawal_reason
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        person, new_person = _substitute_player(session, data, player)
        the_plan = _plan(data, replaced_no, person, status, on, death, bank_moved_days)
        writer = Writer(session, ACTION, code)
        if new_person:
            writer.put("player", {"id": person.id}, player_values(person))
        entry = the_plan.entry
        writer.put("entry", {"tournament": code, "no": entry.no}, entry_values(entry))
        replaced = data.entry(replaced_no)
        if reason is not None and replaced.withdrawal is None:
            withdrew = Withdrawal(WithdrawalKind.ACCEPTED, on, reason)
            writer.put("entry", {"tournament": code, "no": replaced.no}, entry_values(replace(replaced, withdrawal=withdrew)))
        for change in the_plan.moved:
            writer.delete("game", _game_key(code, change.old))
            writer.put("game", _game_key(code, change.new), game_values(change.new))
        for change in the_plan.kept:
            writer.put("game", _game_key(code, change.new), game_values(change.new))
    games = [tr_plural("substitute.done.moved", len(the_plan.moved), count=len(the_plan.moved)),
             tr_plural("substitute.done.kept", len(the_plan.kept), count=len(the_plan.kept))]
    games += [tr("substitute.done.status")] if status else []
    games += [tr_plural("substitute.done.bank", bank_moved_days, days=bank_moved_days)] if bank_moved_days else []
    text = tr("substitute.done", code=code, new=entry.player.name, new_no=entry.no, old=replaced.player.name,
              old_no=replaced.no, team=entry.team, board=entry.board, games=", ".join(games))
    return Changes(ACTION, frozenset({code}), text, writer.batch)


def _game_key(code: str, game: Game) -> dict[str, object]:
    return {"tournament": code, "white": game.white, "black": game.black, "round": game.round or 1}
