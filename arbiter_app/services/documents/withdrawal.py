"""The withdrawal notice: what a player's withdrawal does to his games, for the player and the officials."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING


from ...i18n import tr, tr_sex
from ...reports.views import (
    GameChange,
    WithdrawalNoticeView,
)
from ...rules.model import Entry, Flag, Game, Result, TournamentData, WithdrawalReason
from ...rules.results import cell_text
from ...rules.chess.withdrawal import Recipient, WithdrawalRefused, plan_withdrawal
from .. import tournaments
from ..database import Database
from .common import DocumentRefused, document_language, format_date, tournament_header, player_line

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    pass


def game_before_withdrawal(game: Game) -> Game:
    """A game as it stood before the withdrawal decision, read back from its flag: a cancelled game
    keeps its result, an adjudicated or defaulted one was still running [000 §7.3–7.5]."""
    if game.flag is Flag.CANCELLED:
        return dataclasses.replace(game, flag=None)
    if game.flag in (Flag.ADJUDICATED, Flag.DEFAULT):
        return dataclasses.replace(game, flag=None, result=Result.RUNNING)
    return game


def withdrawn_players(data: TournamentData) -> tuple[Entry, ...]:
    return tuple(e for e in data.entries if e.withdrawal is not None)


def withdrawal_notice_of(data: TournamentData, no: int, lang: str | None = None) -> WithdrawalNoticeView:
    """The notice of the withdrawal recorded on entry `no`, rebuilt from the entry and the flags of his
    games; the recipients are his opponents and the officials the rules name [000 §7; 001 §8]."""
    language = document_language(data.tournament, lang)
    entry = data.entry(no)
    withdrawal = entry.withdrawal
    if withdrawal is None:
        raise DocumentRefused(tr_sex("documents.refused.not_withdrawn", entry.player.sex, name=entry.name, no=no,
                                      code=data.tournament.code))
    games = sorted(data.games_of(no), key=lambda g: (g.opponent(no), g.round or 0))
    changes = tuple(
        GameChange(opponent=data.entry(g.opponent(no)).name, colour="W" if g.white == no else "B",
                   before=cell_text(game_before_withdrawal(g), no), after=cell_text(g, no))
        for g in games)
    recipients = [data.entry(o).name for o in dict.fromkeys(g.opponent(no) for g in games)]
    before = dataclasses.replace(
        data, entries=tuple(dataclasses.replace(e, withdrawal=None) if e.no == no else e for e in data.entries),
        games=tuple(game_before_withdrawal(g) if g.involves(no) else g for g in data.games))
    try:
        plan = plan_withdrawal(before, no, withdrawal.kind, withdrawal.reason, withdrawal.date)
        recipients += [_official(r, data, entry, language) for r in plan.notify[1:]]  # [0] is the opponents, named above
    except WithdrawalRefused:
        pass  # the officials cannot be told apart (e.g. move counts missing): the opponents alone
    reason = tr(f"withdrawal.reason.{withdrawal.reason.value}", language) if withdrawal.reason else ""
    return WithdrawalNoticeView(
        header=tournament_header(data, language), player=player_line(entry, data), kind=withdrawal.kind.value,
        death=withdrawal.reason is WithdrawalReason.DEATH, date=format_date(withdrawal.date, language), reason=reason or tr("report.withdrawal.no_reason", language),
        games=changes, recipients=tuple(recipients), sex=entry.player.sex.value)


def _official(recipient: Recipient, data: TournamentData, entry: Entry, language: str) -> str:
    """"Team captain: Horáček, Jiří" when the captain of the player's team is known; else the office."""
    text = tr_sex(recipient.value, entry.player.sex, language)
    captain = next((t.captain for t in data.teams if t.no == entry.team and t.captain), "")
    return f"{text}: {captain}" if recipient is Recipient.TEAM_CAPTAIN and captain else text


def withdrawal_notice_view(db: Database, code: str, no: int, lang: str | None = None) -> WithdrawalNoticeView:
    return withdrawal_notice_of(tournaments.load(db, code), no, lang)
