"""Sanctions that follow the player [000 §7.3–7.6; 001 §8.3–8.6]: what a withdrawal leaves stored,
when a bar holds, when an entry owes a bond, when a paid bond is returned or forfeited. Every date
below is counted by hand."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.chess.sanctions import (
    BondStatus,
    SanctionKind,
    StoredSanction,
    add_months,
    barring,
    bond_settlement,
    bond_step,
    bonds_owed,
    concerns,
    in_force,
    one_bond,
    reference_of,
    stored_sanctions,
    withdrawal_of,
)
from arbiter_app.rules.chess.withdrawal import Bound, SanctionCode, _sanctions
from arbiter_app.rules.model import Organiser, WithdrawalKind, WithdrawalReason

ON = date(2026, 6, 30)


def test_months_are_added_to_the_day_or_the_month_end():
    assert add_months(date(2026, 6, 30), 12) == date(2027, 6, 30)
    assert add_months(date(2026, 8, 31), 6) == date(2027, 2, 28)  # no 31 February
    assert add_months(date(2027, 8, 31), 6) == date(2028, 2, 29)  # a leap year
    assert add_months(date(2026, 11, 15), 2) == date(2027, 1, 15)  # over the year's end


def test_unaccepted_withdrawal_bars_12_months_at_least_and_asks_a_bond_000_7_4():
    plan = _sanctions(WithdrawalKind.UNACCEPTED, None, 0, 15.0)
    stored = stored_sanctions(plan, "P1", "CZE-45", ON, "SKŠ §7.4")
    assert [s.kind for s in stored] == [SanctionKind.NO_ENTRY, SanctionKind.BOND]
    bar, bond = stored
    assert (bar.since, bar.until, bar.months, bar.bound) == (ON, date(2027, 6, 30), 12, Bound.AT_LEAST)
    assert (bar.event, bar.reference, bar.player_id) == ("CZE-45", "SKŠ §7.4", "P1")
    assert (bond.amount, bond.bond_status, bond.until, bond.since) == (30.0, BondStatus.DUE, None, ON)  # 2 × 15


def test_a_bond_without_a_known_fee_has_no_amount():
    bond = stored_sanctions(_sanctions(WithdrawalKind.UNACCEPTED, None, 0, None), "P1", "E", ON, "")[1]
    assert bond.kind is SanctionKind.BOND and bond.amount is None and bond.bond_status is BondStatus.DUE


def test_accepted_withdrawal_bars_6_months_and_death_leaves_nothing_000_7_3():
    (bar,) = stored_sanctions(_sanctions(WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, 0, 10.0), "P", "E", ON, "")
    assert (bar.kind, bar.until) == (SanctionKind.NO_ENTRY, date(2026, 12, 30))
    assert stored_sanctions(_sanctions(WithdrawalKind.ACCEPTED, WithdrawalReason.DEATH, 0, 10.0), "P", "E", ON, "") == []


def test_a_referral_to_the_organiser_and_the_before_start_losses_are_not_stored():
    repeated = _sanctions(WithdrawalKind.ACCEPTED, WithdrawalReason.PERSONAL, 1, None)
    assert SanctionCode.REFERRED_TO_ORGANISER in {s.code for s in repeated}
    assert [s.kind for s in stored_sanctions(repeated, "P", "E", ON, "")] == [SanctionKind.NO_ENTRY]
    assert stored_sanctions(_sanctions(WithdrawalKind.BEFORE_START, None, 0, 10.0), "P", "E", ON, "") == []


def test_silent_suspension_is_as_the_arbiter_decides_up_to_24_months_000_7_5():
    plan = _sanctions(WithdrawalKind.SILENT, None, 0, 10.0)
    whole = stored_sanctions(plan, "P", "E", ON, "SKŠ §7.5")[0]
    assert (whole.kind, whole.months, whole.bound, whole.until) == (SanctionKind.SUSPENSION, 24, Bound.EXACTLY, date(2028, 6, 30))
    decided = stored_sanctions(plan, "P", "E", ON, "SKŠ §7.5", discretionary_months=18)[0]
    assert (decided.months, decided.until) == (18, date(2027, 12, 30))
    none = stored_sanctions(plan, "P", "E", ON, "SKŠ §7.5", discretionary_months=0)
    assert [s.kind for s in none] == [SanctionKind.BOND]  # no suspension, the bond stays
    with pytest.raises(ValueError):
        stored_sanctions(plan, "P", "E", ON, "", discretionary_months=25)


def test_second_silent_withdrawal_suspends_at_least_5_years_whatever_the_arbiter_set():
    plan = _sanctions(WithdrawalKind.SILENT, None, 1, 10.0)
    bar = stored_sanctions(plan, "P", "E", ON, "", discretionary_months=3)[0]
    assert (bar.months, bar.bound, bar.until) == (60, Bound.AT_LEAST, date(2031, 6, 30))


def test_one_withdrawal_from_several_events_asks_one_bond():
    a = stored_sanctions(_sanctions(WithdrawalKind.UNACCEPTED, None, 0, 10.0), "P", "A", ON, "")
    b = stored_sanctions(_sanctions(WithdrawalKind.UNACCEPTED, None, 0, 20.0), "P", "B", ON, "")
    kept = one_bond(a + b)
    assert [(s.event, s.kind) for s in kept] == [("A", SanctionKind.NO_ENTRY), ("A", SanctionKind.BOND), ("B", SanctionKind.NO_ENTRY)]


def test_references_by_organiser_and_back():
    assert reference_of(Organiser.SKS, WithdrawalKind.UNACCEPTED) == "SKŠ §7.4"
    assert reference_of(Organiser.ICCF, WithdrawalKind.SILENT) == "ICCF §8.5"
    assert withdrawal_of("ICCF §8.3") is WithdrawalKind.ACCEPTED
    assert withdrawal_of("SKŠ §7.3, abuse found 2027") is None


def bar(since=ON, until=date(2027, 6, 30), lifted=None, kind=SanctionKind.NO_ENTRY, event="E"):
    return StoredSanction("P", event, kind, since, until, lifted=lifted)


def test_a_bar_holds_from_its_first_to_its_last_day():
    s = bar()
    assert not in_force(s, date(2026, 6, 29))
    assert in_force(s, ON) and in_force(s, date(2027, 6, 30))
    assert not in_force(s, date(2027, 7, 1))


def test_a_lifted_bar_holds_until_the_day_before_it_was_lifted():
    s = bar(lifted=date(2026, 9, 1))
    assert in_force(s, date(2026, 8, 31))
    assert not in_force(s, date(2026, 9, 1))


def test_an_open_ended_bar_holds_from_its_start_on_and_a_bond_bars_nothing():
    assert in_force(bar(until=None), date(2040, 1, 1))
    assert not in_force(bar(kind=SanctionKind.BOND, until=None), ON)


def test_barring_lists_the_bar_ending_last_first():
    short, long_, open_ = bar(event="A"), bar(until=date(2031, 6, 30), event="B"), bar(until=None, event="C")
    assert [s.event for s in barring([short, long_], ON)] == ["B", "A"]
    assert [s.event for s in barring([short, open_, long_], ON)] == ["C", "B", "A"]
    assert barring([short], date(2028, 1, 1)) == []


def test_only_sks_and_iccf_entries_are_barred():
    assert concerns(Organiser.SKS) and concerns(Organiser.ICCF)
    assert not concerns(Organiser.PLANET_SAH) and not concerns(Organiser.CAGO)


def bond(status, since=ON, bond_date=None, event="E", lifted=None, bond_event=""):
    return StoredSanction("P", event, SanctionKind.BOND, since, bond_status=status, bond_date=bond_date, lifted=lifted,
                          bond_event=bond_event)


def test_a_bond_due_is_owed_with_the_next_entry_000_7_4():
    due = bond(BondStatus.DUE)
    assert bonds_owed([due]) == [due]
    assert bonds_owed([replace(due, lifted=date(2026, 7, 1))]) == []  # waived
    assert bonds_owed([bond(BondStatus.PAID, bond_date=date(2026, 8, 1))]) == []


def test_no_further_bond_once_paid_while_he_finishes_properly_000_7_6():
    """Two withdrawals asked a bond each (May and June 2026); he paid one in August: the other is not
    owed. A withdrawal after that payment (September) asks a bond again."""
    may, june = bond(BondStatus.DUE, since=date(2026, 5, 1), event="A"), bond(BondStatus.PAID, since=ON, bond_date=date(2026, 8, 1), event="B")
    assert bonds_owed([may, june]) == []
    assert bonds_owed([may, replace(june, bond_status=BondStatus.RETURNED, bond_date=date(2027, 3, 1))]) == []
    september = bond(BondStatus.DUE, since=date(2026, 9, 1), event="C")
    assert bonds_owed([may, june, september]) == [september]
    assert bonds_owed([may, replace(june, bond_status=BondStatus.FORFEITED)]) == [may]  # forfeited: he did not finish properly


def test_a_paid_bond_is_returned_after_a_proper_finish_or_forfeited_000_7_4():
    paid = bond(BondStatus.PAID, bond_date=date(2026, 8, 1), bond_event="X")
    assert bond_settlement(paid, event_finished=False, withdrew_there=False) is None
    assert bond_settlement(paid, event_finished=True, withdrew_there=False) is BondStatus.RETURNED
    assert bond_settlement(paid, event_finished=True, withdrew_there=True) is BondStatus.FORFEITED
    assert bond_settlement(paid, event_finished=False, withdrew_there=True) is BondStatus.FORFEITED
    assert bond_settlement(bond(BondStatus.DUE), event_finished=True, withdrew_there=False) is None


def test_bond_steps():
    due, paid = bond(BondStatus.DUE), bond(BondStatus.PAID)
    assert bond_step(due, BondStatus.PAID) and not bond_step(due, BondStatus.RETURNED)
    assert bond_step(paid, BondStatus.RETURNED) and bond_step(paid, BondStatus.FORFEITED) and not bond_step(paid, BondStatus.PAID)
    assert not bond_step(bar(), BondStatus.PAID)
