"""Team substitutes [000 §4.7, §7.7–7.9; 001 §8.7, App. I 18]."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.model import (
    Entry,
    Flag,
    Game,
    Organiser,
    Player,
    PlayerId,
    Result,
    StartNo,
    Tournament,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
    WithdrawalReason,
)
from arbiter_app.rules.chess.substitutes import (
    RatingCredit,
    StatusProblem,
    SubstitutionProblem,
    SubstitutionRefused,
    add_months,
    check_substitution,
    plan_substitution,
    unstarted_boards,
    bank_transfer_limit,
)
from arbiter_app.rules.chess.withdrawal import replace_games

START = date(2024, 1, 31)
ON = date(2024, 5, 1)
NEWCOMER = Player(PlayerId("s1"), "Šťastný, Petr", rating=2150)


def player(no: int, rating: int | None = 2100) -> Player:
    return Player(PlayerId(f"p{no}"), f"Hráč {no}", rating=rating)


def team_event(games: list[Game], *, size: int = 4, organiser: Organiser = Organiser.SKS,
               extra: tuple[Entry, ...] = ()) -> TournamentData:
    """Team 1 = numbers 1..size on boards 1..size, team 2 = size+1..2*size."""
    entries = tuple(
        Entry(StartNo(n), player(n), team=1 + (n - 1) // size, board=(n - 1) % size + 1) for n in range(1, 2 * size + 1)
    )
    t = Tournament("TM", "Družstva", organiser=organiser, start_date=START, end_date=date(2025, 6, 30), team_event=True)
    return TournamentData(t, entries + extra, tuple(games))


def g(white: int, black: int, moves: int | None, result: Result = Result.RUNNING) -> Game:
    return Game(StartNo(white), StartNo(black), result, None, moves)


def substitute(no: int, replaces: int, board: int) -> Entry:
    return Entry(StartNo(no), player(no), team=1, board=board, replaces=StartNo(replaces))


def with_death(data: TournamentData, no: int) -> TournamentData:
    died = Withdrawal(WithdrawalKind.ACCEPTED, date(2024, 3, 1), WithdrawalReason.DEATH)
    return replace(data, entries=tuple(replace(e, withdrawal=died) if e.no == no else e for e in data.entries))


# --- limits [000 §7.7d] -----------------------------------------------------------------------------

def test_second_replacement_of_four_is_exactly_50_percent_and_allowed() -> None:
    # Team of 4, board 1 already replaced (9 for 1): replacing board 2 makes 2/4 = 50 % → allowed.
    data = team_event([g(2, 6, 3)], extra=(substitute(9, 1, 1),))
    check = check_substitution(data, 2, on=ON, death=False)
    assert check.allowed and check.replacements_counted == 1 and check.team_size == 4


def test_third_replacement_of_four_exceeds_50_percent() -> None:
    data = team_event([], extra=(substitute(9, 1, 1), substitute(10, 2, 2)))
    check = check_substitution(data, 3, on=ON, death=False)
    assert check.problems == (SubstitutionProblem.TEAM_LIMIT,)


def test_team_of_three_allows_one_replacement() -> None:
    # 50 % of 3 = 1.5: the first replacement (1/3) is allowed, the second (2/3) is not.
    data = team_event([], size=3)
    assert check_substitution(data, 1, on=ON, death=False).allowed
    data = team_event([], size=3, extra=(substitute(7, 1, 1),))
    assert check_substitution(data, 2, on=ON, death=False).problems == (SubstitutionProblem.TEAM_LIMIT,)


def test_second_replacement_on_the_same_board_refused_unless_death() -> None:
    data = team_event([], extra=(substitute(9, 1, 1),))
    assert check_substitution(data, 9, on=ON, death=False).problems == (SubstitutionProblem.BOARD_LIMIT,)
    assert check_substitution(data, 9, on=ON, death=True).allowed


def test_death_waives_the_50_percent_limit_and_does_not_count() -> None:
    # Two replacements already (1 and 2) → a third is refused, but not after a death.
    data = team_event([], extra=(substitute(9, 1, 1), substitute(10, 2, 2)))
    assert check_substitution(data, 3, on=ON, death=True).allowed
    # The recorded death of player 3 waives it too (death=False passed).
    assert check_substitution(with_death(data, 3), 3, on=ON, death=False).allowed
    # Replacement 9 followed player 1's death: it does not count, so replacing board 3 is 1 of 2 allowed.
    data = with_death(team_event([], extra=(substitute(9, 1, 1), substitute(10, 2, 2))), 1)
    check = check_substitution(data, 3, on=ON, death=False)
    assert check.replacements_counted == 1 and check.allowed


def test_no_replacement_after_the_planned_end_004_III_1() -> None:
    check = check_substitution(team_event([]), 1, on=date(2025, 7, 1), death=True)
    assert check.problems == (SubstitutionProblem.AFTER_END,)


def test_captain_deadline_30_days_sks_2_months_iccf() -> None:
    assert check_substitution(team_event([]), 1, on=date(2024, 1, 31), death=False).captain_deadline == date(2024, 3, 1)
    iccf = team_event([], organiser=Organiser.ICCF)
    # 31 Dec + 2 months → 29 Feb 2024 (leap year, shorter month)
    assert check_substitution(iccf, 1, on=date(2023, 12, 31), death=False).captain_deadline == date(2024, 2, 29)
    assert add_months(date(2024, 11, 15), 2) == date(2025, 1, 15)


# --- substitute status [000 §7.8; 001 §8.7e] ---------------------------------------------------------

def test_status_average_9_9_possible() -> None:
    # Ten running games of player 1 (opponents repeat: the rule only looks at his games):
    # 9 × 10 + 9 = 99 moves / 10 games = 9.9 < 10 → status possible.
    games = [g(1, 5 + i % 4, 10) for i in range(9)] + [g(1, 6, 9)]
    check = check_substitution(team_event(games), 1, on=ON, death=False)
    assert check.average_moves == pytest.approx(9.9)
    assert check.status_possible is True


def test_status_average_exactly_10_not_possible() -> None:
    games = [g(1, 5, 10), g(6, 1, 10), g(1, 7, 12), g(8, 1, 8)]  # 40 / 4 = 10.0
    check = check_substitution(team_event(games), 1, on=ON, death=False)
    assert check.status_possible is False and check.status_problems == (StatusProblem.AVERAGE_MOVES,)


def test_status_not_possible_after_a_finished_game() -> None:
    games = [g(1, 5, 2, Result.WHITE_WIN), g(6, 1, 3)]
    check = check_substitution(team_event(games), 1, on=ON, death=False)
    assert check.status_possible is False and check.status_problems == (StatusProblem.GAME_FINISHED,)


def test_status_unknown_while_moves_missing() -> None:
    check = check_substitution(team_event([g(1, 5, 3), g(6, 1, None)]), 1, on=ON, death=False)
    assert check.status_possible is None and check.status_problems == (StatusProblem.MOVES_UNKNOWN,)


# --- the plan [000 §7.9; 001 §8.7e] ------------------------------------------------------------------

def test_plan_moves_unfinished_games_and_flags_finished_ones_o() -> None:
    games = [g(1, 5, 30, Result.DRAW), g(6, 1, 20), g(1, 7, 25), g(2, 6, 4)]
    data = team_event(games)
    plan = plan_substitution(data, 1, NEWCOMER, status=False, on=ON, new_no=9)
    assert plan.entry == Entry(StartNo(9), NEWCOMER, team=1, board=1, replaces=StartNo(1), substitute_status=False,
                               substitute_since=ON)
    assert [(c.new.white, c.new.black) for c in plan.moved] == [(6, 9), (9, 7)]
    assert [(c.new.white, c.new.black, c.new.flag) for c in plan.kept] == [(1, 5, Flag.ORIGINAL_PLAYER)]
    assert plan.rating_credit is RatingCredit.FAVOURABLE_ONLY and not plan.norms_possible
    after = replace_games(data, plan.changes)
    assert after[3] == games[3]


def test_plan_with_status_credits_all_games() -> None:
    plan = plan_substitution(team_event([g(6, 1, 3)]), 1, NEWCOMER, status=True, on=ON, new_no=9)
    assert plan.rating_credit is RatingCredit.ALL_GAMES and plan.norms_possible and plan.category_recalculated


def test_plan_refuses_status_that_is_not_possible_and_a_taken_number() -> None:
    data = team_event([g(1, 5, 2, Result.WHITE_WIN)])
    with pytest.raises(SubstitutionRefused) as err:
        plan_substitution(data, 1, NEWCOMER, status=True, on=ON, new_no=5)
    assert err.value.codes == (SubstitutionProblem.NUMBER_TAKEN, SubstitutionProblem.STATUS_NOT_POSSIBLE)


# --- boards not started [000 §7.7g; 001 §8.7d] --------------------------------------------------------

def test_board_not_started_within_30_days_loses_all_games() -> None:
    # Start 31 Jan; SKŠ deadline 1 Mar. Player 2 (White vs 6, 0 moves; Black vs 7, 5 moves); player 1 fine.
    games = [g(1, 5, 3), g(2, 6, 0), g(7, 2, 5), g(3, 7, None)]
    data = team_event(games)
    assert unstarted_boards(data, date(2024, 3, 1)) == ()  # the 30 days have not passed yet
    boards = unstarted_boards(data, date(2024, 3, 2))
    two = next(b for b in boards if b.no == 2)
    assert (two.team, two.board, two.not_started) == (1, 2, (games[1],))
    assert {(c.new.result, c.new.flag) for c in two.forfeits} == {(Result.BLACK_WIN, Flag.DEFAULT),
                                                                    (Result.WHITE_WIN, Flag.DEFAULT)}
    three = next(b for b in boards if b.no == 3)
    assert three.not_started == () and three.unknown == (games[3],)
    assert all(b.no != 1 for b in boards)


def test_board_with_named_substitute_is_not_listed_and_iccf_waits_2_months() -> None:
    games = [g(2, 6, 0)]
    data = team_event(games, extra=(substitute(9, 2, 2),))
    assert all(b.no != 2 for b in unstarted_boards(data, date(2024, 3, 2)))
    iccf = team_event(games, organiser=Organiser.ICCF)
    assert unstarted_boards(iccf, date(2024, 3, 31)) == ()  # 31 Jan + 2 months = 31 Mar
    assert [b.no for b in unstarted_boards(iccf, date(2024, 4, 1)) if b.not_started] == [2]


def test_black_is_not_held_to_a_game_white_never_began_000_7_7g() -> None:
    """6 (Black vs 2, 0 moves) could not begin a game White never opened: only 2's board loses. With
    1 move White has moved and Black has not answered: 6 has not begun it."""
    assert [b.no for b in unstarted_boards(team_event([g(2, 6, 0)]), date(2024, 3, 2)) if b.not_started] == [2]
    assert [b.no for b in unstarted_boards(team_event([g(2, 6, 1)]), date(2024, 3, 2)) if b.not_started] == [6]


# --- the replaced player's bank [004 Art. III 1] -------------------------------------------------------

def test_plan_records_the_bank_moved_onto_the_new_players_clock_004_III_1() -> None:
    """The team event runs 31 Jan 2024 – 30 Jun 2025 (516 days: three-block, bank 75, clock cap 50)."""
    data = team_event([g(6, 1, 3)])
    assert bank_transfer_limit(data.tournament) == 50
    plan = plan_substitution(data, 1, NEWCOMER, status=False, on=ON, new_no=9, bank_moved_days=20)
    assert plan.entry.bank_moved_days == 20
    assert plan_substitution(data, 1, NEWCOMER, status=False, on=ON, new_no=9).entry.bank_moved_days is None


def test_bank_beyond_the_clock_cap_or_without_a_bank_is_refused_004_III_1() -> None:
    data = team_event([g(6, 1, 3)])
    for days in (0, 51):
        with pytest.raises(SubstitutionRefused) as err:
            plan_substitution(data, 1, NEWCOMER, status=False, on=ON, new_no=9, bank_moved_days=days)
        assert err.value.codes == (SubstitutionProblem.BANK_TRANSFER,)
    planet = replace(data, tournament=replace(data.tournament, organiser=Organiser.PLANET_SAH))
    assert bank_transfer_limit(planet.tournament) is None
    with pytest.raises(SubstitutionRefused):
        plan_substitution(planet, 1, NEWCOMER, status=False, on=ON, new_no=9, bank_moved_days=5)
