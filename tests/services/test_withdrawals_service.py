"""The withdrawal service on a real database: each branch of [000 §7.3–7.5] applied, the preview
equal to what is stored, one undo for the whole action, adjudications [000 §7.3a]."""

from datetime import date

import pytest

from arbiter_app.rules.model import (
    Entry,
    Flag,
    Game,
    Organiser,
    Result,
    StartNo,
    Tournament,
    TournamentData,
    WithdrawalKind,
    WithdrawalReason,
)
from arbiter_app.rules.results import points
from arbiter_app.rules.standings import compute_standings
from arbiter_app.rules.chess.withdrawal import Outcome, Recipient, SanctionCode, WithdrawalProblem, WithdrawalRefused
from arbiter_app.services import results, tournaments, withdrawals
from arbiter_app.services.withdrawals import PreviewOutdated
from tests.conftest import ICCF_DEMO, SKS_DEMO

ON = date(2026, 2, 1)
SMALL = "TEST/W-6"
W, B, D, R = Result.WHITE_WIN, Result.BLACK_WIN, Result.DRAW, Result.RUNNING


def game(white: int, black: int, result: Result, moves: int) -> Game:
    ended = None if result is R else date(2025, 6, 1)
    return Game(StartNo(white), StartNo(black), result, None, moves, ended, 1)


def store_small(db, code: str = SMALL, start: date = date(2025, 1, 1)) -> TournamentData:
    """A 6-player SKŠ group whose player 1 is Novák, Jan of the ICCF demo (he plays in both).

    Player 5 has finished nothing and played 10+20+30+38+1 = 99 moves in 5 games (average 19.8 < 25);
    player 6 never moved: White with 0 moves, Black with 1 (White's first move only)."""
    demo = tournaments.load(db, ICCF_DEMO)
    others = [e.player for e in tournaments.load(db, SKS_DEMO).entries[:5]]
    entries = tuple(
        Entry(StartNo(i + 1), p) for i, p in enumerate([demo.entry(1).player, *others])
    )
    games = (
        game(1, 2, W, 40), game(3, 1, D, 30), game(1, 4, R, 12), game(1, 5, R, 10), game(6, 1, R, 0),
        game(2, 3, B, 50), game(4, 2, D, 22), game(5, 2, R, 20), game(2, 6, R, 1),
        game(3, 4, R, 15), game(3, 5, R, 30), game(6, 3, R, 0),
        game(5, 4, R, 38), game(4, 6, R, 1),
        game(5, 6, R, 1),
    )
    t = Tournament(code, "Withdrawal test group", Organiser.SKS, start_date=start, entry_fee=10.0)
    data = TournamentData(t, entries, games)
    tournaments.store_tournament(db, data, action="test")
    return data


def between(data: TournamentData, a: int, b: int) -> Game:
    """The game of the pair, whatever the colours (the demo's colours follow its Berger table)."""
    return next(g for g in data.games if {g.white, g.black} == {a, b})


def pairs(changes) -> set[frozenset[int]]:
    return {frozenset((c.new.white, c.new.black)) for c in changes}


def everything(db) -> dict[str, TournamentData]:
    return {t.code: tournaments.load(db, t.code) for t in tournaments.list_tournaments(db)}


def assert_preview_stored(db, preview) -> None:
    """What the preview showed is exactly what is stored, in every tournament."""
    for part in preview.parts:
        stored = tournaments.load(db, part.code)
        assert set(stored.games) == set(part.after.games)
        assert stored.entries == part.after.entries


def test_accepted_with_a_finished_game_sends_unfinished_games_to_adjudication(demo_db):
    """[000 §7.3a] Novák (ICCF demo no. 1) has finished 6 games: his 6 running games get A, result *;
    a pending adjudication gives no points, so nobody's points change."""
    preview = withdrawals.preview_withdrawal(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, ON)
    plan = preview.main.plan
    assert plan.outcome is Outcome.ADJUDICATE
    assert pairs(plan.changes) == {frozenset((1, o)) for o in (4, 8, 7, 9, 11, 13)}
    assert all(c.new.flag is Flag.ADJUDICATED and c.new.result is R for c in plan.changes)
    assert all(not s.changed for s in preview.main.standings)
    assert [s.code for s in plan.sanctions] == [SanctionCode.NO_ENTRY] and plan.sanctions[0].months == 6
    assert preview.main.norms is not None  # a title tournament: category before and after
    assert preview.main.norms.before.category == preview.main.norms.after.category == "6"
    assert preview.others == ()
    recipients = [n.recipient for n in preview.notices]
    assert recipients[:2] == [Recipient.OPPONENTS, Recipient.OTHER_TOURNAMENT_DIRECTORS]
    assert len(preview.notices[0].names) == 12 and "Šťastný, Petr" in preview.notices[0].names

    change = withdrawals.withdraw(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, ON, preview=preview)
    assert change.tournaments == {ICCF_DEMO}
    assert_preview_stored(demo_db, preview)
    entry = tournaments.load(demo_db, ICCF_DEMO).entry(1)
    assert entry.withdrawal is not None and entry.withdrawal.reason is WithdrawalReason.ILLNESS


def test_accepted_without_finished_game_and_below_25_moves_cancels_all(demo_db):
    """[000 §7.3b] Player 5 of the small group: nothing finished, 99 moves in 5 games (19.8 < 25):
    all 5 games C; his points (0) and everyone else's stay."""
    store_small(demo_db)
    preview = withdrawals.preview_withdrawal(demo_db, SMALL, 5, WithdrawalKind.ACCEPTED, WithdrawalReason.DEATH, ON)
    plan = preview.main.plan
    assert plan.outcome is Outcome.CANCEL_ALL and plan.average_moves == pytest.approx(19.8)
    assert len(plan.changes) == 5 and all(c.new.flag is Flag.CANCELLED for c in plan.changes)
    withdrawals.withdraw(demo_db, SMALL, 5, WithdrawalKind.ACCEPTED, WithdrawalReason.DEATH, ON, preview=preview)
    assert_preview_stored(demo_db, preview)
    stored = tournaments.load(demo_db, SMALL)
    assert all(g.flag is Flag.CANCELLED for g in stored.games_of(5))
    assert {s.no: s.points_after for s in preview.main.standings} == {s.no: s.points_before for s in preview.main.standings}


def test_unaccepted_after_moves_defaults_his_unfinished_games(demo_db):
    """[000 §7.4] Čížek (no. 13) moved (18 moves against no. 2): his 6 running games are lost by him (D), ending on the
    withdrawal date. Each opponent gains 1: 2: 5→6, 1: 2→3, 11: 4½→5½, 5: 4½→5½, 3: 3½→4½, 6: 5→6;
    he keeps 3 (½+½+0+1+½+½). Bond ≥ 2 × 20 = 40."""
    preview = withdrawals.preview_withdrawal(demo_db, ICCF_DEMO, 13, WithdrawalKind.UNACCEPTED, None, ON)
    plan = preview.main.plan
    assert plan.outcome is Outcome.DEFAULT
    assert pairs(plan.changes) == {frozenset((13, o)) for o in (2, 1, 11, 5, 3, 6)}
    assert {(points(c.new, 13), points(c.new, c.new.opponent(13)), c.new.flag, c.new.ended) for c in plan.changes} == {
        (0.0, 1.0, Flag.DEFAULT, ON)
    }
    scores = {s.no: (s.points_before, s.points_after) for s in preview.main.standings}
    assert scores[2] == (5, 6) and scores[1] == (2, 3) and scores[11] == (4.5, 5.5)
    assert scores[5] == (4.5, 5.5) and scores[3] == (3.5, 4.5) and scores[6] == (5, 6) and scores[13] == (3, 3)
    assert preview.main.standings[0].no in (2, 6) and preview.main.standings[0].points_after == 6
    bond = next(s for s in plan.sanctions if s.code is SanctionCode.BOND)
    assert bond.minimum_amount == 40.0
    withdrawals.withdraw(demo_db, ICCF_DEMO, 13, WithdrawalKind.UNACCEPTED, None, ON, preview=preview)
    assert_preview_stored(demo_db, preview)
    assert between(tournaments.load(demo_db, ICCF_DEMO), 13, 2).flag is Flag.DEFAULT


def test_silent_without_a_move_cancels_all_his_games(demo_db):
    """[000 §7.5] Player 6 never moved (White with 0 moves, Black after 1 move): all 5 games C.
    Silent does not reach his other tournaments; suspension up to 24 months (may), bond ≥ 2 × 10."""
    store_small(demo_db)
    preview = withdrawals.preview_withdrawal(demo_db, SMALL, 6, WithdrawalKind.SILENT, None, ON)
    plan = preview.main.plan
    assert plan.outcome is Outcome.CANCEL_ALL and plan.started is False
    assert sorted((c.new.white, c.new.black) for c in plan.changes) == [(2, 6), (4, 6), (5, 6), (6, 1), (6, 3)]
    assert all(c.new.flag is Flag.CANCELLED for c in plan.changes)
    suspension = plan.sanctions[0]
    assert suspension.code is SanctionCode.SUSPENSION and suspension.months == 24 and suspension.discretionary
    withdrawals.withdraw(demo_db, SMALL, 6, WithdrawalKind.SILENT, None, ON, preview=preview)
    assert_preview_stored(demo_db, preview)


def test_accepted_withdrawal_leaves_all_his_tournaments_in_one_undoable_action(demo_db):
    """[000 §7.3] Novák plays in the ICCF demo and in the small group (started 2025-01-01) and is
    entered in a group starting 2026-06-01: the small group gets its own plan (1-2 finished → his
    running games 1-4, 1-5, 6-1 go to A), the later group a before-start withdrawal (all C).
    One undo restores all three tournaments."""
    store_small(demo_db)
    store_small(demo_db, "TEST/LATER", start=date(2026, 6, 1))
    before = everything(demo_db)
    preview = withdrawals.preview_withdrawal(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.PERSONAL, ON)
    assert [p.code for p in preview.parts] == [ICCF_DEMO, "TEST/LATER", SMALL]
    later, small = preview.others
    assert later.plan.withdrawal.kind is WithdrawalKind.BEFORE_START and later.plan.outcome is Outcome.CANCEL_ALL
    assert len(later.plan.changes) == 5
    assert small.plan.outcome is Outcome.ADJUDICATE
    assert pairs(small.plan.changes) == {frozenset((1, 4)), frozenset((1, 5)), frozenset((6, 1))}
    directors = next(n for n in preview.notices if n.recipient is Recipient.OTHER_TOURNAMENT_DIRECTORS)
    assert directors.names == ("TEST/LATER", SMALL)  # no director recorded: the code alone

    change = withdrawals.withdraw(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.PERSONAL, ON, preview=preview)
    assert change.tournaments == {ICCF_DEMO, SMALL, "TEST/LATER"}
    assert_preview_stored(demo_db, preview)
    assert [l.action for l in results.audit_log(demo_db, SMALL)][-1] == "withdraw"
    results.undo(demo_db)
    assert everything(demo_db) == before


def test_second_silent_withdrawal_is_suspended_at_least_five_years(demo_db):
    """[000 §7.5] Novák withdrew silently from the ICCF demo on 2026-02-01; his silent withdrawal from
    the small group on 2026-03-01 is the second one: suspension ≥ 60 months."""
    store_small(demo_db)
    withdrawals.withdraw(demo_db, ICCF_DEMO, 1, WithdrawalKind.SILENT, None, ON)
    plan = withdrawals.preview_withdrawal(demo_db, SMALL, 1, WithdrawalKind.SILENT, None, date(2026, 3, 1)).main.plan
    assert plan.sanctions[0].code is SanctionCode.SUSPENSION and plan.sanctions[0].months == 60


def test_repeated_and_stale_withdrawals_are_refused_and_store_nothing(demo_db):
    """A repeated withdrawal: ALREADY_WITHDRAWN. A preview made before someone entered a result is
    outdated: refused, nothing stored."""
    preview = withdrawals.preview_withdrawal(demo_db, SKS_DEMO, 6, WithdrawalKind.UNACCEPTED, None, ON)
    g = between(tournaments.load(demo_db, SKS_DEMO), 3, 6)
    results.enter_result(demo_db, SKS_DEMO, g.white, g.black, Result.WHITE_WIN)
    before = everything(demo_db)
    with pytest.raises(PreviewOutdated, match=SKS_DEMO):
        withdrawals.withdraw(demo_db, SKS_DEMO, 6, WithdrawalKind.UNACCEPTED, None, ON, preview=preview)
    assert everything(demo_db) == before
    withdrawals.withdraw(demo_db, SKS_DEMO, 6, WithdrawalKind.UNACCEPTED, None, ON)
    after = everything(demo_db)
    with pytest.raises(WithdrawalRefused) as refused:
        withdrawals.withdraw(demo_db, SKS_DEMO, 6, WithdrawalKind.UNACCEPTED, None, ON)
    assert refused.value.code is WithdrawalProblem.ALREADY_WITHDRAWN
    assert everything(demo_db) == after


def test_adjudication_keeps_the_flag_and_counts_the_result(demo_db):
    """[000 §7.3a] After Novák's accepted withdrawal his game with Mrkvička (no. 4) is pending (A);
    adjudicated a win for Mrkvička it stays A and he goes from 4½ to 5½. A game that is not A is refused."""
    withdrawals.withdraw(demo_db, ICCF_DEMO, 1, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, ON)
    pending = withdrawals.pending_adjudications(tournaments.load(demo_db, ICCF_DEMO))
    assert len(pending) == 6
    g = between(tournaments.load(demo_db, ICCF_DEMO), 1, 4)
    withdrawals.adjudicate(demo_db, ICCF_DEMO, g.white, g.black, W if g.white == 4 else B, on=date(2026, 4, 1))
    data = tournaments.load(demo_db, ICCF_DEMO)
    stored = between(data, 1, 4)
    assert (points(stored, 4), stored.flag, stored.ended) == (1.0, Flag.ADJUDICATED, date(2026, 4, 1))
    assert len(withdrawals.pending_adjudications(data)) == 5
    assert {r.no: r.points for r in compute_standings(data).rows}[4] == 5.5
    with pytest.raises(WithdrawalRefused) as refused:
        g = between(data, 13, 2)
        withdrawals.adjudicate(demo_db, ICCF_DEMO, g.white, g.black, W)
    assert refused.value.code is WithdrawalProblem.NOT_ADJUDICATED
    assert between(tournaments.load(demo_db, ICCF_DEMO), 13, 2).result is R


def test_a_withdrawal_in_a_team_event_ranks_the_players_by_points(demo_db):
    """The team league ranks its teams by match points [000 §6.3]; the players' standings of the
    preview are by points alone (they used to fail on the team criteria). [000 §7.4] Vondráček (no. 12,
    board 4 of Říčany) has two finished draws: his running game with no. 16 is lost by him (D);
    he keeps 1 (½ + ½), Ťoupalová (16, three running games) goes from 0 to 1."""
    preview = withdrawals.preview_withdrawal(demo_db, "CZE/T4L1/2025", 12, WithdrawalKind.UNACCEPTED, None, ON)
    assert pairs(preview.main.plan.changes) == {frozenset((12, 16))}
    scores = {s.no: (s.points_before, s.points_after) for s in preview.main.standings}
    assert scores[12] == (1, 1) and scores[16] == (0, 1) and len(scores) == 16
    withdrawals.withdraw(demo_db, "CZE/T4L1/2025", 12, WithdrawalKind.UNACCEPTED, None, ON, preview=preview)
    assert_preview_stored(demo_db, preview)
