"""Naming a team substitute through the service: limits, status, one undoable transaction
[000 §7.7–7.9; 001 §8.7]. The demo league: team 4 board 4 (no. 16) has three running games of
6, 4 and 5 moves; team 3 board 4 (no. 12) has two finished draws and one running game."""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.rules.model import Flag, Player, PlayerId, Result, WithdrawalReason
from arbiter_app.services import players, results, substitutes, tournaments
from arbiter_app.services.substitutes import SubstitutionNotAllowed
from arbiter_app.services.teams import team_crosstable
from tests.conftest import SKS_DEMO

TEAM_DEMO = "CZE/T4L1/2025"
ON = date(2025, 4, 1)
NEW = Player(PlayerId("990001"), "Čapek, Květoslav", "CZE", rating=2050)


def test_check_reports_limits_deadline_and_status_000_7_7_7_8(demo_db) -> None:
    check = substitutes.check(demo_db, TEAM_DEMO, 16, ON, False)
    # SKŠ: the captain has 30 days [000 §7.7a]: 1 April + 30 = 1 May.
    assert check.allowed and check.captain_deadline == date(2025, 5, 1)
    # No game finished, (6 + 4 + 5) / 3 = 5 moves < 10: status possible [000 §7.8].
    assert check.status_possible is True and check.average_moves == 5.0
    other = substitutes.check(demo_db, TEAM_DEMO, 12, ON, False)
    # Two finished games, (45 + 30 + 5) / 3 = 26.7 moves: no status.
    assert other.status_possible is False and len(other.status_problems) == 2


def test_substitute_with_status_moves_every_game_in_one_undoable_batch(demo_db) -> None:
    before = tournaments.load(demo_db, TEAM_DEMO)
    change = substitutes.substitute(demo_db, TEAM_DEMO, 16, NEW, True, ON)
    assert change.action == "substitute" and change.tournaments == frozenset({TEAM_DEMO}) and change.batch
    data = tournaments.load(demo_db, TEAM_DEMO)
    entry = data.entry(17)  # the next free starting number after 16
    assert (entry.player.name, entry.team, entry.board, entry.replaces) == ("Čapek, Květoslav", 4, 4, 16)
    assert entry.substitute_status and entry.substitute_since == ON and entry.rating == 2050
    assert data.games_of(16) == ()
    assert sorted((g.white, g.black) for g in data.games_of(17)) == [(8, 17), (17, 4), (17, 12)]
    assert any(p.id == "990001" for p in players.players(demo_db))
    # Every row of the action is undone together: the games, the entry and the new register player.
    results.undo(demo_db)
    assert tournaments.load(demo_db, TEAM_DEMO) == before
    assert not any(p.id == "990001" for p in players.players(demo_db))


def test_substitute_without_status_keeps_finished_games_with_O_000_7_9(demo_db) -> None:
    standings_before = team_crosstable(tournaments.load(demo_db, TEAM_DEMO))
    substitutes.substitute(demo_db, TEAM_DEMO, 12, NEW, False, ON)
    data = tournaments.load(demo_db, TEAM_DEMO)
    kept = {(g.white, g.black): g for g in data.games_of(12)}
    assert set(kept) == {(4, 12), (12, 8)}
    assert all(g.flag is Flag.ORIGINAL_PLAYER and g.result is Result.DRAW for g in kept.values())
    assert [(g.white, g.black, g.result) for g in data.games_of(17)] == [(16, 17, Result.RUNNING)]
    assert not data.entry(17).substitute_status
    # The team's points do not change: the O games count as before (docs/results-and-flags.md).
    after = team_crosstable(data)
    assert [(l.team, l.board_points, l.match_points) for l in after.lines] == [
        (l.team, l.board_points, l.match_points) for l in standings_before.lines
    ]


def test_status_is_refused_with_the_reasons_and_nothing_is_stored(demo_db) -> None:
    before = tournaments.load(demo_db, TEAM_DEMO)
    with pytest.raises(SubstitutionNotAllowed) as refused:
        substitutes.substitute(demo_db, TEAM_DEMO, 12, NEW, True, ON)
    assert "substitute.problem.status_not_possible" in refused.value.codes
    assert "One of the predecessor's games has finished." in str(refused.value)
    assert tournaments.load(demo_db, TEAM_DEMO) == before


def test_board_limit_and_team_limit_and_the_death_exception_000_7_7d(demo_db) -> None:
    # Team 4 (Říčany, nos. 13-16) has 4 players: at most 2 replacements.
    substitutes.substitute(demo_db, TEAM_DEMO, 16, NEW, False, ON)  # board 4 -> no. 17
    with pytest.raises(SubstitutionNotAllowed, match="one replacement per board"):
        substitutes.substitute(demo_db, TEAM_DEMO, 17, Player(PlayerId("990002"), "Šebek, Aleš"), False, ON)
    substitutes.substitute(demo_db, TEAM_DEMO, 14, Player(PlayerId("990003"), "Řehoř, Jan"), False, ON)  # no. 18
    third = Player(PlayerId("990004"), "Úlehla, Pavel")
    with pytest.raises(SubstitutionNotAllowed, match="At most half of a team"):
        substitutes.substitute(demo_db, TEAM_DEMO, 15, third, False, ON)
    # After a death neither limit applies; the death is recorded on the replaced entry.
    substitutes.substitute(demo_db, TEAM_DEMO, 15, third, False, ON, death=True)
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert data.entry(19).replaces == 15
    withdrawal = data.entry(15).withdrawal
    assert withdrawal is not None and withdrawal.reason is WithdrawalReason.DEATH and withdrawal.date == ON


def test_register_players_keep_their_identity_and_typing_errors_are_refused(demo_db) -> None:
    sks_player = tournaments.load(demo_db, SKS_DEMO).entries[0].player  # Řezníček, Vlastimil
    with pytest.raises(SubstitutionNotAllowed, match="in the register"):
        substitutes.substitute(demo_db, TEAM_DEMO, 16, Player(sks_player.id, "Řezníček, Karel"), False, ON)
    substitutes.substitute(demo_db, TEAM_DEMO, 16, Player(sks_player.id, "řezníček, vlastimil"), False, ON)
    entry = tournaments.load(demo_db, TEAM_DEMO).entry(17)
    assert entry.player.name == "Řezníček, Vlastimil" and entry.rating == sks_player.rating
    team_player = tournaments.load(demo_db, TEAM_DEMO).entry(1).player
    with pytest.raises(SubstitutionNotAllowed, match="already plays"):
        substitutes.substitute(demo_db, TEAM_DEMO, 12, team_player, False, ON)


def test_refusals_for_unknown_or_individual_players(demo_db) -> None:
    with pytest.raises(SubstitutionNotAllowed, match="no player with starting number 99"):
        substitutes.check(demo_db, TEAM_DEMO, 99, ON, False)
    with pytest.raises(SubstitutionNotAllowed, match="does not play for a team"):
        substitutes.check(demo_db, SKS_DEMO, 1, ON, False)
    # No replacement after the planned end (30 June 2026) [004 Art. III 1].
    with pytest.raises(SubstitutionNotAllowed, match="after the planned end"):
        substitutes.substitute(demo_db, TEAM_DEMO, 16, NEW, False, date(2026, 7, 1))


def test_plan_previews_without_storing(demo_db) -> None:
    before = tournaments.load(demo_db, TEAM_DEMO)
    plan = substitutes.plan(demo_db, TEAM_DEMO, 12, NEW, False, ON)
    assert plan.entry.no == 17 and len(plan.moved) == 1 and len(plan.kept) == 2 and not plan.norms_possible
    assert tournaments.load(demo_db, TEAM_DEMO) == before


def test_the_captain_moves_the_bank_onto_the_new_players_clock_004_III_1(demo_db) -> None:
    change = substitutes.substitute(demo_db, TEAM_DEMO, 16, NEW, True, ON, bank_moved_days=30)
    assert "30 days of the bank moved onto his clock" in change.description
    assert tournaments.load(demo_db, TEAM_DEMO).entry(17).bank_moved_days == 30
    with pytest.raises(SubstitutionNotAllowed, match="at most 50 days"):
        substitutes.plan(demo_db, TEAM_DEMO, 12, Player(PlayerId("990002"), "Lán, Bořek"), False, ON, bank_moved_days=60)
