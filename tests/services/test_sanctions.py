"""The sanctions service on a real database [000 §7.3–7.6; 001 §8.3–8.6]: a sanction added by hand
(the 5-year suspension for an abuse found later), listed with `active_on`, lifted, a bond's states,
each step one audited batch that undo takes back whole, and the player's lines in both languages."""

from datetime import date

import pytest

from arbiter_app.i18n import set_language
from arbiter_app.rules.chess.sanctions import BondStatus, SanctionKind, StoredSanction
from arbiter_app.rules.chess.withdrawal import Bound
from arbiter_app.services import results
from arbiter_app.services.running import sanctions
from arbiter_app.services.sanction_rows import SanctionRefused
from arbiter_app.storage.driver import driver_rows

PLAYER = "187845"  # Šimková, Alžběta of the demo
ABUSE = StoredSanction(PLAYER, "CZE/SF/2025-B", SanctionKind.SUSPENSION, date(2026, 3, 1), date(2031, 3, 1), Bound.EXACTLY, 60,
                       "SKŠ §7.3, abuse found 2026-02-20")
BOND = StoredSanction(PLAYER, "CZE/OLD", SanctionKind.BOND, date(2025, 1, 10), amount=40.0, reference="SKŠ §7.4")


def audit_rows(db):
    with db.connection() as conn:
        return driver_rows(conn, "SELECT action, entity, undone FROM audit WHERE entity = 'sanction' ORDER BY id")


def test_a_suspension_added_by_hand_is_listed_and_undone(demo_db):
    change = sanctions.add_sanction(demo_db, ABUSE)
    assert change.action == "sanction-add" and change.batch is not None
    [line] = sanctions.list_sanctions(demo_db)
    assert line.name == "Šimková, Alžběta" and line.sanction == ABUSE
    assert sanctions.player_sanctions(demo_db, PLAYER) == [{
        "player_id": PLAYER, "name": "Šimková, Alžběta", "kind": "suspension", "event": "CZE/SF/2025-B",
        "since": "2026-03-01", "until": "2031-03-01", "bound": "exactly", "months": 60,
        "reference": "SKŠ §7.3, abuse found 2026-02-20", "amount": None, "bond_status": None, "bond_event": "",
        "bond_date": None, "lifted": None, "overrides": [], "note": "", "active": date.today() <= date(2031, 3, 1),
    }]
    assert sanctions.sanction_lines(demo_db, PLAYER) == [
        "Suspension 2026-03-01 – 2031-03-01: suspension for 60 months decided in CZE/SF/2025-B, SKŠ §7.3, abuse found 2026-02-20"]
    results.undo(demo_db)
    assert sanctions.list_sanctions(demo_db) == []


def test_the_lines_in_czech(demo_db):
    sanctions.add_sanction(demo_db, ABUSE)
    set_language("cs")
    assert sanctions.sanction_lines(demo_db, PLAYER) == [
        "Suspendace 1. 3. 2026 – 1. 3. 2031: suspendace na 60 měsíců rozhodnuto v turnaji CZE/SF/2025-B, SKŠ §7.3, abuse found 2026-02-20"]


def test_active_on_a_day(demo_db):
    sanctions.add_sanction(demo_db, ABUSE)
    sanctions.add_sanction(demo_db, BOND)
    assert {l.sanction.kind for l in sanctions.list_sanctions(demo_db, date(2026, 2, 28))} == {SanctionKind.BOND}  # the bond is open
    assert {l.sanction.kind for l in sanctions.list_sanctions(demo_db, date(2031, 3, 1))} == {SanctionKind.BOND, SanctionKind.SUSPENSION}
    assert {l.sanction.kind for l in sanctions.list_sanctions(demo_db, date(2031, 3, 2))} == {SanctionKind.BOND}
    assert [l.sanction.event for l in sanctions.list_sanctions(demo_db)] == ["CZE/SF/2025-B", "CZE/OLD"]  # newest first


def test_the_same_sanction_twice_is_refused_unless_replacing(demo_db):
    sanctions.add_sanction(demo_db, ABUSE)
    with pytest.raises(SanctionRefused, match="already"):
        sanctions.add_sanction(demo_db, ABUSE)
    sanctions.add_sanction(demo_db, StoredSanction(**{**ABUSE.__dict__, "months": 48, "until": date(2030, 3, 1)}), replacing=True)
    [line] = sanctions.list_sanctions(demo_db)
    assert (line.sanction.months, line.sanction.until) == (48, date(2030, 3, 1))


@pytest.mark.parametrize("sanction, field", [
    (StoredSanction("nobody", "E", SanctionKind.NO_ENTRY, date(2026, 1, 1)), "ID"),
    (StoredSanction(PLAYER, "E", SanctionKind.NO_ENTRY, date(2026, 1, 1), date(2025, 1, 1)), "--until"),
    (StoredSanction(PLAYER, "E", SanctionKind.NO_ENTRY, date(2026, 1, 1), months=0), "--months"),
    (StoredSanction(PLAYER, "E", SanctionKind.NO_ENTRY, date(2026, 1, 1), amount=10.0), "--amount"),
    (StoredSanction(PLAYER, "E", SanctionKind.BOND, date(2026, 1, 1), months=3), "--until/--months"),
])
def test_bad_sanctions_are_refused_naming_the_field(demo_db, sanction, field):
    with pytest.raises(SanctionRefused) as refused:
        sanctions.add_sanction(demo_db, sanction)
    assert field in str(refused.value)
    assert sanctions.list_sanctions(demo_db) == []


def test_lift_keeps_the_reason_and_is_undone_whole(demo_db):
    sanctions.add_sanction(demo_db, ABUSE)
    change = sanctions.lift_sanction(demo_db, PLAYER, ABUSE.event, SanctionKind.SUSPENSION, "appeal upheld", date(2026, 5, 4))
    [line] = sanctions.list_sanctions(demo_db)
    assert (line.sanction.lifted, line.sanction.note) == (date(2026, 5, 4), "2026-05-04: appeal upheld")
    assert "lifted 2026-05-04" in change.description
    assert sanctions.list_sanctions(demo_db, date(2026, 5, 3)) and not sanctions.list_sanctions(demo_db, date(2026, 5, 4))
    with pytest.raises(SanctionRefused, match="lifted on 2026-05-04 already"):
        sanctions.lift_sanction(demo_db, PLAYER, ABUSE.event, SanctionKind.SUSPENSION, "again")
    sanctions.add_sanction(demo_db, BOND)
    with pytest.raises(SanctionRefused, match="--reason"):
        sanctions.lift_sanction(demo_db, PLAYER, BOND.event, SanctionKind.BOND, "  ")
    results.undo(demo_db)  # the bond added
    results.undo(demo_db)  # the lift
    [line] = sanctions.list_sanctions(demo_db)
    assert (line.sanction.lifted, line.sanction.note) == (None, "")


def test_a_sanction_not_stored_is_named(demo_db):
    with pytest.raises(SanctionRefused, match="187845 has no sanction “No entry” from CZE/X"):
        sanctions.lift_sanction(demo_db, PLAYER, "CZE/X", SanctionKind.NO_ENTRY, "why")


def test_a_bond_is_paid_then_returned_each_step_audited(demo_db):
    sanctions.add_sanction(demo_db, BOND)
    with pytest.raises(SanctionRefused, match="cannot become “returned”: it is “due”"):
        sanctions.set_bond(demo_db, PLAYER, "CZE/OLD", BondStatus.RETURNED)
    sanctions.set_bond(demo_db, PLAYER, "CZE/OLD", BondStatus.PAID, date(2026, 2, 1), with_event="CZE/NEW")
    change = sanctions.set_bond(demo_db, PLAYER, "CZE/OLD", BondStatus.RETURNED, date(2027, 5, 1))
    [line] = sanctions.list_sanctions(demo_db)
    s = line.sanction
    assert (s.bond_status, s.bond_date, s.bond_event) == (BondStatus.RETURNED, date(2027, 5, 1), "CZE/NEW")
    assert change.description == ("Stored: Bond returned 2027-05-01 with CZE/NEW: bond of at least 40.00 after the unaccepted "
                                  "withdrawal from CZE/OLD, SKŠ §7.4")
    assert sanctions.list_sanctions(demo_db, date(2027, 5, 2)) == []  # a returned bond is settled
    assert [a for a, _e, _u in audit_rows(demo_db)] == ["sanction-add", "sanction-bond", "sanction-bond"]
    results.undo(demo_db)
    assert sanctions.list_sanctions(demo_db)[0].sanction.bond_status is BondStatus.PAID
    with pytest.raises(SanctionRefused, match="cannot become “paid”: it is “paid”"):
        sanctions.set_bond(demo_db, PLAYER, "CZE/OLD", BondStatus.PAID)
    sanctions.set_bond(demo_db, PLAYER, "CZE/OLD", BondStatus.FORFEITED, date(2027, 5, 1))
    assert sanctions.list_sanctions(demo_db)[0].sanction.bond_status is BondStatus.FORFEITED
