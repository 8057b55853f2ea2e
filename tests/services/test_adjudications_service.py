"""Adjudication cases on a real database [000 §7.3a]: each step one audited batch, the flag A set
with the case, the decision and the closed case taken back by one undo, refusals storing nothing,
and the two functions the withdrawal service writes into its own batch."""

from datetime import date

import pytest

from arbiter_app.rules.chess.adjudication_cases import AdjudicationRefused, CaseState, Cause
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import results, setup, tournaments
from arbiter_app.services.crosstable import player_standings
from arbiter_app.services.results import ResultRefused, find_game
from arbiter_app.services.running import adjudications
from arbiter_app.storage.driver import driver_rows
from arbiter_app.storage.reading import NotFound
from arbiter_app.storage.writer import Writer
from tests.conftest import ICCF_DEMO, SKS_DEMO

ON = date(2026, 3, 1)
RUNNING_SKS = [(1, 6), (2, 7), (3, 4), (3, 6), (4, 7), (5, 3), (6, 2), (7, 3), (7, 5)]
"""The demo semifinal's running games (White, Black)."""


def game(db, code, white, black):
    return find_game(tournaments.load(db, code), white, black)


def batches(db) -> int:
    with db.connection() as conn:
        return int(driver_rows(conn, "SELECT count(DISTINCT batch) FROM audit")[0][0])


def case(db, code, white, black):
    return adjudications.find_case(db, code, white, black, on=ON).case


def test_opening_by_hand_sets_the_flag_and_the_case_in_one_batch_and_undo_takes_both(demo_db):
    before = batches(demo_db)
    change = adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON, adjudicator="Židů, Karel")
    assert change.description == f"{SKS_DEMO}: game 3-6 sent to adjudication (A); the analyses are due on 2026-03-31"
    assert batches(demo_db) == before + 1
    g = game(demo_db, SKS_DEMO, 3, 6)
    assert (g.result, g.flag, g.moves) == (Result.RUNNING, Flag.ADJUDICATED, 35)
    c = case(demo_db, SKS_DEMO, 3, 6)
    assert (c.cause, c.requested, c.analyses_due, c.adjudicator, c.decision) == (Cause.BY_HAND, ON, date(2026, 3, 31), "Židů, Karel", None)
    results.undo(demo_db)
    assert game(demo_db, SKS_DEMO, 3, 6).flag is None
    assert adjudications.list_cases(demo_db, SKS_DEMO) == []


def test_the_days_for_the_analyses_are_the_events_setting(demo_db):
    setup.edit_tournament(demo_db, SKS_DEMO, {"settings": {"adjudication_analyses_days": 14}})
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    assert case(demo_db, SKS_DEMO, 3, 6).analyses_due == date(2026, 3, 15)


def test_refusals_store_nothing(demo_db):
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    before = batches(demo_db)
    with pytest.raises(AdjudicationRefused, match="in adjudication already"):
        adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    with pytest.raises(AdjudicationRefused, match="is finished"):
        adjudications.open_case(demo_db, SKS_DEMO, 1, 2, on=ON)  # 1-0 in the demo
    with pytest.raises(ResultRefused):
        adjudications.open_case(demo_db, SKS_DEMO, 6, 3, on=ON)  # the colours are 3-6
    with pytest.raises(AdjudicationRefused, match="no adjudication case"):
        adjudications.record_analysis(demo_db, SKS_DEMO, 1, 6, "white", on=ON)
    with pytest.raises(AdjudicationRefused, match="before the request"):
        adjudications.record_analysis(demo_db, SKS_DEMO, 3, 6, "black", on=date(2026, 2, 28))
    with pytest.raises(AdjudicationRefused, match=r"deadline of the analyses \(2026-02-01\) is before"):
        adjudications.set_case(demo_db, SKS_DEMO, 3, 6, due=date(2026, 2, 1))
    with pytest.raises(AdjudicationRefused, match="nothing to change"):
        adjudications.set_case(demo_db, SKS_DEMO, 3, 6, adjudicator="")
    with pytest.raises(AdjudicationRefused, match="decides 1-0, 0-1 or 1/2-1/2"):
        adjudications.decide(demo_db, SKS_DEMO, 3, 6, Result.BOTH_LOSE, on=ON)
    with pytest.raises(AdjudicationRefused, match="no adjudication case"):
        adjudications.decide(demo_db, SKS_DEMO, 1, 6, Result.DRAW, on=ON)
    assert batches(demo_db) == before
    assert game(demo_db, SKS_DEMO, 1, 6).result is Result.RUNNING


def test_analyses_adjudicator_deadline_and_note_each_one_step(demo_db):
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    change = adjudications.record_analysis(demo_db, SKS_DEMO, 3, 6, "white", on=date(2026, 3, 10))
    assert change.description == f"{SKS_DEMO}: White's analysis of 3-6 received on 2026-03-10"
    adjudications.set_case(demo_db, SKS_DEMO, 3, 6, adjudicator="Šťastný, Petr", due=date(2026, 4, 15), note="po 35. tahu")
    line = adjudications.find_case(demo_db, SKS_DEMO, 3, 6, on=date(2026, 4, 1))
    c = line.case
    assert (c.analysis_white, c.analysis_black, c.adjudicator, c.analyses_due, c.note) == (
        date(2026, 3, 10), None, "Šťastný, Petr", date(2026, 4, 15), "po 35. tahu")
    assert line.state is CaseState.AWAITING_ANALYSES  # the deadline moved to 15 April
    adjudications.record_analysis(demo_db, SKS_DEMO, 3, 6, "black", on=date(2026, 4, 2))
    assert adjudications.find_case(demo_db, SKS_DEMO, 3, 6, on=date(2026, 4, 2)).state is CaseState.AWAITING_DECISION
    results.undo(demo_db)  # Black's analysis alone
    c = case(demo_db, SKS_DEMO, 3, 6)
    assert (c.analysis_black, c.adjudicator) == (None, "Šťastný, Petr")


def test_the_decision_enters_the_result_with_a_and_closes_the_case_one_undo_takes_both(demo_db):
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    before = batches(demo_db)
    change = adjudications.decide(demo_db, SKS_DEMO, 3, 6, Result.WHITE_WIN, on=date(2026, 4, 20))
    assert change.description == f"{SKS_DEMO}: 3-6 adjudicated 1-0 (A) on 2026-04-20"
    assert batches(demo_db) == before + 1
    g = game(demo_db, SKS_DEMO, 3, 6)
    assert (g.result, g.flag, g.ended) == (Result.WHITE_WIN, Flag.ADJUDICATED, date(2026, 4, 20))
    line = adjudications.find_case(demo_db, SKS_DEMO, 3, 6)
    assert (line.case.decision, line.case.decided, line.state) == (Result.WHITE_WIN, date(2026, 4, 20), CaseState.DECIDED)
    # Hořejší (3) had 1½ (½ against 1, 1 against 2); the adjudicated win counts: 2½
    assert {r.no: r.points for r in player_standings(tournaments.load(demo_db, SKS_DEMO)).rows}[3] == 2.5
    results.undo(demo_db)
    g = game(demo_db, SKS_DEMO, 3, 6)
    assert (g.result, g.flag, g.ended) == (Result.RUNNING, Flag.ADJUDICATED, None)
    assert adjudications.find_case(demo_db, SKS_DEMO, 3, 6).case.decision is None


def test_a_decided_case_may_be_decided_again(demo_db):
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    adjudications.decide(demo_db, SKS_DEMO, 3, 6, Result.WHITE_WIN, on=date(2026, 4, 20))
    adjudications.decide(demo_db, SKS_DEMO, 3, 6, Result.DRAW, on=date(2026, 5, 30))
    assert game(demo_db, SKS_DEMO, 3, 6).result is Result.DRAW
    assert case(demo_db, SKS_DEMO, 3, 6).decided == date(2026, 5, 30)


def test_at_the_end_date_every_running_game_gets_a_and_a_case(demo_db):
    with pytest.raises(AdjudicationRefused, match="has no end date"):
        adjudications.open_end_date_cases(demo_db, SKS_DEMO, ON)
    setup.edit_tournament(demo_db, SKS_DEMO, {"end_date": date(2026, 2, 28)})
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=date(2026, 2, 1))  # one sent before, by hand
    change = adjudications.open_end_date_cases(demo_db, SKS_DEMO, ON)
    assert change.description == f"{SKS_DEMO}: 8 running games sent to adjudication at the end date (A)"
    lines = adjudications.list_cases(demo_db, SKS_DEMO, ON)
    assert sorted((l.case.white, l.case.black) for l in lines) == sorted(RUNNING_SKS)
    assert {(l.case.white, l.case.black): l.case.cause for l in lines}[(3, 6)] is Cause.BY_HAND  # kept
    assert {l.case.cause for l in lines if (l.case.white, l.case.black) != (3, 6)} == {Cause.END_DATE}
    assert all(game(demo_db, SKS_DEMO, w, b).flag is Flag.ADJUDICATED for w, b in RUNNING_SKS)
    with pytest.raises(AdjudicationRefused, match="no running game is left"):
        adjudications.open_end_date_cases(demo_db, SKS_DEMO, ON)
    results.undo(demo_db)
    assert [(l.case.white, l.case.black) for l in adjudications.list_cases(demo_db, SKS_DEMO)] == [(3, 6)]
    assert game(demo_db, SKS_DEMO, 1, 6).flag is None


def test_none_at_the_end_date_in_the_three_block_system(demo_db):
    setup.edit_tournament(demo_db, SKS_DEMO, {"end_date": date(2026, 2, 28), "settings": {"timecontrol.system": "three_block"}})
    with pytest.raises(AdjudicationRefused, match="three-block system"):
        adjudications.open_end_date_cases(demo_db, SKS_DEMO, ON)
    assert adjudications.list_cases(demo_db, SKS_DEMO) == []


def test_the_withdrawal_service_opens_and_closes_cases_in_its_own_batch(demo_db):
    data = tournaments.load(demo_db, SKS_DEMO)
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=date(2026, 2, 1))
    games = [find_game(data, 3, 6), find_game(data, 1, 6), find_game(data, 6, 2)]
    before = batches(demo_db)
    with demo_db.writing() as conn:
        writer = Writer(conn, "withdraw", SKS_DEMO, actor=demo_db.actor)
        adjudications.open_cases(writer, SKS_DEMO, games, "withdrawal", ON, data.tournament.settings)
        adjudications.record_decision(writer, SKS_DEMO, 1, 6, 1, Result.DRAW, date(2026, 4, 1))
        adjudications.record_decision(writer, SKS_DEMO, 2, 7, 1, Result.DRAW, date(2026, 4, 1))  # no case: nothing
    assert batches(demo_db) == before + 1
    lines = {(l.case.white, l.case.black): l.case for l in adjudications.list_cases(demo_db, SKS_DEMO)}
    assert set(lines) == {(3, 6), (1, 6), (6, 2)}
    assert (lines[3, 6].cause, lines[3, 6].requested) == (Cause.BY_HAND, date(2026, 2, 1))  # it had one
    assert (lines[6, 2].cause, lines[6, 2].requested, lines[6, 2].analyses_due) == (Cause.WITHDRAWAL, ON, date(2026, 3, 31))
    assert (lines[1, 6].decision, lines[1, 6].decided) == (Result.DRAW, date(2026, 4, 1))
    with pytest.raises(ValueError):
        with demo_db.writing() as conn:
            adjudications.open_cases(Writer(conn, "withdraw", SKS_DEMO), SKS_DEMO, games, "accident", ON, {})


def test_the_list_of_all_events_or_one_with_names_state_and_json(demo_db):
    adjudications.open_case(demo_db, SKS_DEMO, 3, 6, on=ON)
    adjudications.open_case(demo_db, ICCF_DEMO, 1, 4, on=date(2026, 1, 10), adjudicator="Mrkvička, Josef")
    everything = adjudications.list_cases(demo_db, on=date(2026, 2, 15))
    assert [(l.code, l.case.white, l.case.black) for l in everything] == [(ICCF_DEMO, 1, 4), (SKS_DEMO, 3, 6)]
    iccf, sks = everything
    assert (iccf.state, sks.state) == (CaseState.AWAITING_DECISION, CaseState.AWAITING_ANALYSES)  # 9 Feb passed
    assert (sks.white_name, sks.black_name, sks.moves) == ("Hořejší, Ondřej", "Ševčík, Lukáš", 35)
    assert [l.code for l in adjudications.list_cases(demo_db, SKS_DEMO)] == [SKS_DEMO]
    assert adjudications.case_object(sks) == {
        "tournament": SKS_DEMO, "white": 3, "black": 6, "round": 1, "white_name": "Hořejší, Ondřej",
        "black_name": "Ševčík, Lukáš", "moves": 35, "cause": "by_hand", "requested": "2026-03-01", "adjudicator": "",
        "analyses_due": "2026-03-31", "analysis_white": None, "analysis_black": None, "state": "awaiting_analyses",
        "decision": None, "decided": None, "note": ""}
    with pytest.raises(NotFound):
        adjudications.list_cases(demo_db, "NO/SUCH")
