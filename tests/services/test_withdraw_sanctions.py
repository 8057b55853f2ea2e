"""Sanctions stored with the withdrawal and enforced at the next entry [000 §7.3–7.6; 001 §8.3–8.6]:
what `withdraw` stores in its batch (and undo takes back with it), the adjudication cases it opens,
the case an adjudication closes, and a later entry refused naming the bar, or admitted with the
arbiter's reason kept on the bar, the bond owed said and marked with that event."""

from datetime import date

import pytest

from arbiter_app.rules.chess.sanctions import BondStatus, SanctionKind
from arbiter_app.rules.chess.withdrawal import Bound
from arbiter_app.rules.model import (Entry, Flag, Game, Organiser, Result, StartNo, Tournament, TournamentData,
                                     WithdrawalKind, WithdrawalReason)
from arbiter_app.services import results, setup, tournaments, withdrawals
from arbiter_app.services.running import adjudications, sanctions
from arbiter_app.services.sanction_entry import SanctionBarred
from arbiter_app.services.sanction_rows import SanctionRefused
from tests.conftest import ICCF_DEMO, SKS_DEMO

ON = date(2026, 6, 30)
SIMKOVA = "187845"  # no. 2 of the SKŠ demo, entry fee 10
R = Result.RUNNING


def stored(db):
    return [line.sanction for line in sanctions.list_sanctions(db)]


def new_event(db, code="CZE/X/2027", organiser=Organiser.SKS, players=()):
    return setup.create_tournament(db, Tournament(code, "Next event", organiser, entry_fee=12.0), list(players))


def test_an_unaccepted_withdrawal_stores_a_bar_and_a_bond_undone_with_it_000_7_4(demo_db):
    change = withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.UNACCEPTED, None, ON)
    assert change.description.endswith(", 2 sanctions stored with the player")
    bond, bar = stored(demo_db)
    assert (bar.kind, bar.event, bar.since, bar.until, bar.bound, bar.months, bar.reference) == (
        SanctionKind.NO_ENTRY, SKS_DEMO, ON, date(2027, 6, 30), Bound.AT_LEAST, 12, "SKŠ §7.4")
    assert (bond.kind, bond.amount, bond.bond_status, bond.bond_event) == (SanctionKind.BOND, 20.0, BondStatus.DUE, "")
    results.undo(demo_db)
    assert stored(demo_db) == []
    assert tournaments.load(demo_db, SKS_DEMO).entry(2).withdrawal is None


def test_a_silent_withdrawal_stores_the_suspension_the_arbiter_set_000_7_5(demo_db):
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.SILENT, None, ON, suspension_months=18)
    kinds = {s.kind: s for s in stored(demo_db)}
    assert (kinds[SanctionKind.SUSPENSION].until, kinds[SanctionKind.SUSPENSION].months) == (date(2027, 12, 30), 18)
    assert kinds[SanctionKind.SUSPENSION].reference == "SKŠ §7.5"
    results.undo(demo_db)
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.SILENT, None, ON, suspension_months=0)
    assert [s.kind for s in stored(demo_db)] == [SanctionKind.BOND]


def test_a_silent_suspension_takes_the_setting_and_refuses_more_than_the_rules(demo_db):
    data = tournaments.load(demo_db, SKS_DEMO)
    setup.edit_tournament(demo_db, SKS_DEMO, {"settings": {**data.tournament.settings, "silent_suspension_months": 6}})
    with pytest.raises(SanctionRefused, match="Months of suspension: 25 – the rules allow 0 to 24"):
        withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.SILENT, None, ON, suspension_months=25)
    assert stored(demo_db) == [] and tournaments.load(demo_db, SKS_DEMO).entry(2).withdrawal is None
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.SILENT, None, ON)
    assert [s.until for s in stored(demo_db) if s.kind is SanctionKind.SUSPENSION] == [date(2026, 12, 30)]


def test_an_accepted_withdrawal_opens_the_cases_of_its_a_games_and_an_adjudication_closes_one(demo_db, monkeypatch):
    calls = []
    real = adjudications.open_cases
    monkeypatch.setattr(adjudications, "open_cases", lambda *a: calls.append(a) or real(*a))
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, ON)
    after = tournaments.load(demo_db, SKS_DEMO)
    a_games = [g for g in after.games if g.flag is Flag.ADJUDICATED and g.result is R]
    assert a_games and len(calls) == 1
    _writer, code, games, cause, on, settings = calls[0]
    assert (code, cause, on) == (SKS_DEMO, "withdrawal", ON) and set(games) == set(a_games)
    assert settings == dict(after.tournament.settings)
    [bar] = stored(demo_db)
    assert (bar.kind, bar.until, bar.reference) == (SanctionKind.NO_ENTRY, date(2026, 12, 30), "SKŠ §7.3")
    cases = adjudications.list_cases(demo_db, SKS_DEMO)
    assert len(cases) == len(a_games) and all(c.case.decision is None for c in cases)
    game = a_games[0]
    withdrawals.adjudicate(demo_db, SKS_DEMO, game.white, game.black, Result.DRAW, on=date(2026, 9, 1))
    case = adjudications.find_case(demo_db, SKS_DEMO, game.white, game.black).case
    assert (case.decision, case.decided) == (Result.DRAW, date(2026, 9, 1))


def test_a_withdrawal_from_two_events_bars_in_each_and_asks_one_bond(demo_db):
    """Šťastný, Petr (no. 2 of the ICCF demo) plays an SKŠ group too, where he moved in each game."""
    players = [e.player for e in tournaments.load(demo_db, ICCF_DEMO).entries[1:4]]
    games = (Game(StartNo(1), StartNo(2), R, None, 8, None, 1), Game(StartNo(3), StartNo(1), R, None, 6, None, 1),
             Game(StartNo(2), StartNo(3), R, None, 4, None, 1))
    other = Tournament("CZE/SKS/2026", "Second event", Organiser.SKS, start_date=date(2026, 1, 1), entry_fee=50.0)
    tournaments.store_tournament(demo_db, TournamentData(other, tuple(Entry(StartNo(i + 1), p) for i, p in enumerate(players)), games),
                                 action="test")
    withdrawals.withdraw(demo_db, ICCF_DEMO, 2, WithdrawalKind.UNACCEPTED, None, ON)
    found = sorted((s.event, s.kind.value, s.reference) for s in stored(demo_db))
    assert found == [("CZE/Jubilee/M1", "bond", "ICCF §8.4"), ("CZE/Jubilee/M1", "no_entry", "ICCF §8.4"),
                     ("CZE/SKS/2026", "no_entry", "SKŠ §7.4")]


def test_a_later_entry_is_refused_naming_the_bar_then_admitted_with_a_reason(demo_db):
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.UNACCEPTED, None, ON)
    new_event(demo_db)
    with pytest.raises(SanctionBarred) as refused:
        setup.enter_players(demo_db, "CZE/X/2027", [SIMKOVA], on=date(2026, 12, 1))
    assert str(refused.value).splitlines()[0] == (
        "Šimková, Alžběta is barred from entering until 2027-06-30 (no entry for at least 12 months after the unaccepted "
        "withdrawal from CZE/SF/2025-B, SKŠ §7.4).")
    assert refused.value.barred[0][:2] == (SIMKOVA, "Šimková, Alžběta")
    assert tournaments.load(demo_db, "CZE/X/2027").entries == ()
    change = setup.enter_players(demo_db, "CZE/X/2027", [SIMKOVA], on=date(2026, 12, 1), override_sanction="organiser's decision 7/2026")
    assert "Reason: organiser's decision 7/2026" in change.description
    assert "Šimková, Alžběta owes a bond with this entry: bond of at least 20.00" in change.description
    bond, bar = stored(demo_db)
    assert [(o.event, o.on, o.reason) for o in bar.overrides] == [("CZE/X/2027", date(2026, 12, 1), "organiser's decision 7/2026")]
    assert bond.bond_event == "CZE/X/2027" and bond.bond_status is BondStatus.DUE
    results.undo(demo_db)  # the entry, its override and the bond's event together
    bond, bar = stored(demo_db)
    assert bar.overrides == () and bond.bond_event == "" and tournaments.load(demo_db, "CZE/X/2027").entries == ()


def test_after_the_bar_the_entry_goes_through_and_says_the_bond(demo_db):
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.UNACCEPTED, None, ON)
    new_event(demo_db)
    change = setup.enter_players(demo_db, "CZE/X/2027", [SIMKOVA], on=date(2027, 7, 1))
    assert change.description.splitlines()[1].startswith("Šimková, Alžběta owes a bond with this entry")
    sanctions.set_bond(demo_db, SIMKOVA, SKS_DEMO, BondStatus.PAID, date(2027, 7, 2))
    new_event(demo_db, "CZE/Y/2027")
    assert setup.enter_players(demo_db, "CZE/Y/2027", [SIMKOVA], on=date(2027, 8, 1)).description == "CZE/Y/2027: entered Šimková, Alžběta"


def test_a_new_tournament_with_a_barred_player_needs_the_reason(demo_db):
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.SILENT, None, ON)
    others = [e.player.id for e in tournaments.load(demo_db, SKS_DEMO).entries[2:4]]
    t = Tournament("CZE/Z/2027", "Z", Organiser.ICCF)
    with pytest.raises(SanctionBarred, match="barred from entering until 2028-06-30 .suspension for 24 months after the silent"):
        setup.create_tournament(demo_db, t, [SIMKOVA, *others], on=date(2027, 1, 1))
    assert "CZE/Z/2027" not in [x.code for x in tournaments.list_tournaments(demo_db)]
    setup.create_tournament(demo_db, t, [SIMKOVA, *others], on=date(2027, 1, 1), override_sanction={SIMKOVA: "appeal pending"})
    suspension = next(s for s in stored(demo_db) if s.kind is SanctionKind.SUSPENSION)
    assert [o.reason for o in suspension.overrides] == ["appeal pending"]


def test_planet_sah_and_go_events_are_not_barred(demo_db):
    withdrawals.withdraw(demo_db, SKS_DEMO, 2, WithdrawalKind.UNACCEPTED, None, ON)
    new_event(demo_db, "SLO/P/2026", Organiser.PLANET_SAH)
    assert setup.enter_players(demo_db, "SLO/P/2026", [SIMKOVA], on=date(2026, 12, 1)).description == "SLO/P/2026: entered Šimková, Alžběta"
    assert stored(demo_db)[0].bond_event == ""  # no bond asked there either
