"""The adjudication process's rules [000 §7.3a; 001 §8.3; 004 Art. I (3)], hand-computed: the
analyses' deadline, a case's state, the games that go to adjudication at the end date, the decision."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.chess.adjudication_cases import (
    AdjudicationCase,
    AdjudicationRefused,
    CaseState,
    Cause,
    analyses_deadline,
    case_state,
    decided_game,
    end_date_games,
    overdue,
    sent_to_adjudication,
    three_block,
)
from arbiter_app.rules.model import Entry, Flag, Game, Player, PlayerId, Result, StartNo, Tournament, TournamentData
from arbiter_app.rules.results import points

REQUESTED = date(2026, 3, 1)
CASE = AdjudicationCase(3, 6, 1, Cause.BY_HAND, REQUESTED, analyses_due=date(2026, 3, 31))


def test_the_analyses_are_due_30_days_after_the_request_unless_the_event_sets_other_days():
    assert analyses_deadline(REQUESTED, {}) == date(2026, 3, 31)  # 1 March + 30 days
    assert analyses_deadline(date(2026, 12, 20), {}) == date(2027, 1, 19)  # over the year's end: 11 + 19 days
    assert analyses_deadline(REQUESTED, {"adjudication_analyses_days": 14}) == date(2026, 3, 15)
    for unusable in ("14", 0, -5, True, None):  # not a positive whole number: the default
        assert analyses_deadline(REQUESTED, {"adjudication_analyses_days": unusable}) == date(2026, 3, 31)


def test_a_case_awaits_the_analyses_until_its_deadline_day_then_the_decision():
    assert case_state(CASE, date(2026, 3, 31)) is CaseState.AWAITING_ANALYSES  # the deadline day still counts
    assert not overdue(CASE, date(2026, 3, 31))
    assert case_state(CASE, date(2026, 4, 1)) is CaseState.AWAITING_DECISION
    assert overdue(CASE, date(2026, 4, 1))
    one_in = replace(CASE, analysis_white=date(2026, 3, 10))
    assert case_state(one_in, date(2026, 3, 20)) is CaseState.AWAITING_ANALYSES
    assert overdue(one_in, date(2026, 4, 2))  # Black's is missing


def test_both_analyses_in_before_the_deadline_the_case_awaits_the_decision_and_is_not_overdue():
    both = replace(CASE, analysis_white=date(2026, 3, 10), analysis_black=date(2026, 3, 12))
    assert case_state(both, date(2026, 3, 12)) is CaseState.AWAITING_DECISION
    assert not overdue(both, date(2026, 5, 1))


def test_a_decided_case_is_decided_whatever_came_of_the_analyses():
    decided = replace(CASE, decision=Result.DRAW, decided=date(2026, 4, 20))
    assert case_state(decided, date(2026, 5, 1)) is CaseState.DECIDED
    assert not overdue(decided, date(2026, 5, 1))


def test_no_deadline_set_never_makes_a_case_overdue():
    assert case_state(replace(CASE, analyses_due=None), date(2030, 1, 1)) is CaseState.AWAITING_ANALYSES


@pytest.mark.parametrize("settings, expected", [
    ({}, False),  # a time control typed by hand ("10 moves in 50 days"): standard
    ({"timecontrol.system": "three_block"}, True),  # as the tournament form writes it
    ({"timecontrol.duration_days": 400}, True),  # a planned duration is the three-block system's [004 Art. II 7]
    ({"timecontrol.system": "planet_sah", "timecontrol.duration_days": 400}, False),
])
def test_the_three_block_system_is_named_by_the_settings_or_by_a_planned_duration(settings, expected):
    assert three_block(Tournament("T", "T", settings=settings)) is expected


def _group(settings=None, end: date | None = date(2026, 6, 30)) -> TournamentData:
    entries = tuple(Entry(StartNo(n), Player(PlayerId(f"p{n}"), f"Hráč, {n}")) for n in range(1, 5))
    games = (
        Game(StartNo(1), StartNo(2)),  # running
        Game(StartNo(1), StartNo(3), Result.WHITE_WIN, ended=date(2026, 1, 5)),  # finished
        Game(StartNo(4), StartNo(1), flag=Flag.ADJUDICATED),  # sent to adjudication, pending
        Game(StartNo(2), StartNo(3), flag=Flag.CANCELLED),  # cancelled: counts for nobody
        Game(StartNo(2), StartNo(4), Result.BLACK_WIN, Flag.DEFAULT),  # a default
        Game(StartNo(3), StartNo(4), moves=41),  # running
    )
    return TournamentData(Tournament("T/1", "T", end_date=end, settings=settings or {}), entries, games)


def test_at_the_end_date_every_game_still_to_be_decided_goes_to_adjudication():
    chosen = end_date_games(_group(), date(2026, 6, 30))
    assert [(g.white, g.black) for g in chosen] == [(1, 2), (4, 1), (3, 4)]
    assert len(end_date_games(_group(), date(2027, 1, 1))) == 3  # also later


def test_before_the_end_date_without_one_and_in_the_three_block_system_none_goes():
    with pytest.raises(AdjudicationRefused) as before:
        end_date_games(_group(), date(2026, 6, 29))
    assert before.value.reason == "adjudications.refused.before_end_date"
    assert "2026-06-30" in str(before.value)
    with pytest.raises(AdjudicationRefused) as none:
        end_date_games(_group(end=None), date(2026, 6, 30))
    assert none.value.reason == "adjudications.refused.no_end_date"
    with pytest.raises(AdjudicationRefused) as blocks:
        end_date_games(_group({"timecontrol.system": "three_block"}), date(2026, 7, 1))
    assert blocks.value.reason == "adjudications.refused.three_block"


def test_a_game_sent_by_hand_gets_the_flag_a_and_stays_without_a_result():
    game = Game(StartNo(3), StartNo(6), moves=35)
    assert sent_to_adjudication(game) == Game(StartNo(3), StartNo(6), Result.RUNNING, Flag.ADJUDICATED, 35)


@pytest.mark.parametrize("game", [
    Game(StartNo(1), StartNo(3), Result.DRAW, ended=date(2026, 1, 5)),
    Game(StartNo(2), StartNo(3), flag=Flag.CANCELLED),
    Game(StartNo(2), StartNo(4), Result.BLACK_WIN, Flag.DEFAULT),
])
def test_a_finished_or_cancelled_game_is_not_sent(game):
    with pytest.raises(AdjudicationRefused) as refused:
        sent_to_adjudication(game)
    assert refused.value.reason == "adjudications.refused.finished"


def test_the_decision_is_the_result_with_the_flag_a_and_it_counts():
    game = Game(StartNo(3), StartNo(6), flag=Flag.ADJUDICATED, moves=35)
    won = decided_game(game, Result.WHITE_WIN, date(2026, 4, 20))
    assert (won.result, won.flag, won.moves, won.ended) == (Result.WHITE_WIN, Flag.ADJUDICATED, 35, date(2026, 4, 20))
    assert (points(won, 3), points(won, 6)) == (1.0, 0.0)
    drawn = decided_game(Game(StartNo(3), StartNo(6)), Result.DRAW, date(2026, 4, 20))  # the flag set if missing
    assert (drawn.flag, points(drawn, 3), points(drawn, 6)) == (Flag.ADJUDICATED, 0.5, 0.5)


@pytest.mark.parametrize("result", [Result.RUNNING, Result.BOTH_LOSE])
def test_an_adjudication_decides_a_win_or_a_draw_only(result):
    with pytest.raises(AdjudicationRefused) as refused:
        decided_game(Game(StartNo(3), StartNo(6), flag=Flag.ADJUDICATED), result, date(2026, 4, 20))
    assert refused.value.reason == "adjudications.refused.decision"
