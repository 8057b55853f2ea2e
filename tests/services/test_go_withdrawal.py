"""Leaving a go event [003]: ČAGo's rules, not the chess federation's [000 §7] (rules.go.leaving).

The demo's go event has four rounds drawn, the fourth without results: Růžička (9) leaves on
2026-10-11, his round-4 game against Procházková (8) is lost by him by default [003 §4.4.4], his three
games played stand, there is no sanction, and his SKŠ group (he plays correspondence chess too) is
not touched, whatever kind of withdrawal is recorded."""

from datetime import date

import pytest

from arbiter_app.rules.model import Entry, Flag, Game, Organiser, Result, StartNo, Tournament, TournamentData, WithdrawalKind, WithdrawalReason
from arbiter_app.services import results, tournaments, withdrawals

GO = "CZE/go/2026-Brno"
CHESS = "TEST/GO-PLAYER"
ON = date(2026, 10, 11)


def chess_group_of(db, player) -> TournamentData:
    """An SKŠ group of the go player and two others, one game running for him."""
    others = [e.player for e in tournaments.load(db, "CZE/SF/2025-B").entries[:2]]
    entries = tuple(Entry(StartNo(i + 1), p) for i, p in enumerate([player, *others]))
    games = (Game(StartNo(1), StartNo(2), Result.RUNNING, None, 12, None, 1),
             Game(StartNo(3), StartNo(1), Result.RUNNING, None, 30, None, 1))
    data = TournamentData(Tournament(CHESS, "Go player's chess group", Organiser.SKS, start_date=date(2026, 1, 1)), entries, games)
    tournaments.store_tournament(db, data, action="test")
    return data


@pytest.mark.parametrize("kind,reason", [(WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS), (WithdrawalKind.SILENT, None)])
def test_leaving_a_go_event_loses_only_the_drawn_unplayed_game(demo_db, kind, reason):
    go = tournaments.load(demo_db, GO)
    chess_before = chess_group_of(demo_db, go.entry(9).player)
    preview = withdrawals.preview_withdrawal(demo_db, GO, 9, kind, reason, ON)
    assert [p.code for p in preview.parts] == [GO]
    part = preview.main
    assert [(c.old.white, c.old.black, c.old.result, c.new.result, c.new.flag) for c in part.plan.changes] == [
        (8, 9, Result.RUNNING, Result.WHITE_WIN, Flag.DEFAULT)]
    assert part.plan.sanctions == () and not part.plan.all_tournaments
    assert withdrawals.sanction_texts(part) == [withdrawals.tr("withdrawal.sanction.none_go")]
    assert [(n.recipient.name, n.names) for n in preview.notices] == [("OPPONENTS", ("Procházková, Eliška",))]
    # The go standings (MMS first), not points: Kratochvíl (2 wins, MMS 33) leads Černý (3 wins, MMS 31).
    assert [s.name for s in part.standings[:2]] == ["Kratochvíl, Ondřej", "Dvořák, Lukáš"]
    eliska = next(s for s in part.standings if s.no == 8)
    assert eliska.points_after == eliska.points_before + 1

    withdrawals.withdraw(demo_db, GO, 9, kind, reason, ON, preview=preview)
    after = tournaments.load(demo_db, GO)
    assert after.entry(9).withdrawal.kind is kind
    assert {g for g in after.games if 9 not in (g.white, g.black)} == {g for g in go.games if 9 not in (g.white, g.black)}
    assert [g for g in after.games if {g.white, g.black} == {8, 9}][0].flag is Flag.DEFAULT
    assert tournaments.load(demo_db, CHESS) == chess_before

    results.undo(demo_db)
    assert tournaments.load(demo_db, GO) == go
