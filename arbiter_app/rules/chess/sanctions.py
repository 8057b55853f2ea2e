"""Sanctions that follow the player, not the event [000 §7.3–7.6; 001 §8.3–8.6].

A withdrawal's plan (rules.chess.withdrawal) lists its sanctions; `stored_sanctions` turns them into
what is kept with the player: a bar on entries (no entry, suspension) from the day of the withdrawal
for its months, or a bond to pay with the next entry. `barring` says whether a bar holds on a day,
`bonds_owed` whether an entry owes a bond, `bond_settlement` whether a paid bond is to be returned
or forfeited. The choices the seeds leave open are in docs/rule-choices.md ("Sanctions").
"""

from __future__ import annotations

from calendar import monthrange
from dataclasses import dataclass
from datetime import date
from typing import Iterable, Sequence

from ..codes import Code
from ..model import Organiser, WithdrawalKind
from .withdrawal import Bound, Sanction, SanctionCode


class SanctionKind(Code):
    """What a stored sanction is (SanctionRow.kind)."""

    NO_ENTRY = "no_entry"
    """No entry to any SKŠ or ICCF event [000 §7.3, §7.4; 001 §8.3, §8.4]."""
    SUSPENSION = "suspension"
    """Suspended from all SKŠ and ICCF events [000 §7.3, §7.5; 001 §8.3, §8.5]."""
    BOND = "bond"
    """A bond of at least twice the entry fee, paid with the next entry [000 §7.4, §7.5; 001 §8.4, §8.5]."""


BARS = (SanctionKind.NO_ENTRY, SanctionKind.SUSPENSION)


class BondStatus(Code):
    """Where a bond stands [000 §7.4, §7.6; 001 §8.4, §8.6]."""

    DUE = "due"
    """To be paid with his next entry."""
    PAID = "paid"
    """Paid with the entry to `bond_event`, held by the organiser until that event ends."""
    RETURNED = "returned"
    """Given back: he finished that event properly [000 §7.4; 001 §8.4]."""
    FORFEITED = "forfeited"
    """Kept by the organiser: he did not [000 §7.4; 001 §8.4]."""


BOND_STEPS = {BondStatus.PAID: (BondStatus.DUE,), BondStatus.RETURNED: (BondStatus.PAID,), BondStatus.FORFEITED: (BondStatus.PAID,)}
"""Each state a bond may be set to, with the states it may come from."""

_STORED = {SanctionCode.NO_ENTRY: SanctionKind.NO_ENTRY, SanctionCode.SUSPENSION: SanctionKind.SUSPENSION,
           SanctionCode.BOND: SanctionKind.BOND}
"""The plan's sanctions that follow the player; NO_REFUND, QUALIFICATION_FORFEITED (of that event
alone [000 §7.1; 001 §8.1]) and REFERRED_TO_ORGANISER (a step of the case [000 §7.4; 001 §8.4]) are
not kept: the withdrawal on the entry and its notices say them."""

PARAGRAPHS = {
    WithdrawalKind.ACCEPTED: ("SKŠ §7.3", "ICCF §8.3"),
    WithdrawalKind.UNACCEPTED: ("SKŠ §7.4", "ICCF §8.4"),
    WithdrawalKind.SILENT: ("SKŠ §7.5", "ICCF §8.5"),
}
"""The paragraph that decides the sanctions of a withdrawal, by the rules the event follows: SKŠ's
[000 §7] for an SKŠ event, ICCF's [001 §8] for any other chess event."""


@dataclass(frozen=True)
class Override:
    """An entry the arbiter admitted despite a bar, with his reason."""

    event: str
    on: date
    reason: str


@dataclass(frozen=True)
class StoredSanction:
    """A sanction as it is kept (storage.tables.SanctionRow)."""

    player_id: str
    event: str
    """The code of the event it was decided in."""
    kind: SanctionKind
    since: date
    until: date | None = None
    """The last day of a bar; None: a bond, or a bar without end."""
    bound: Bound = Bound.EXACTLY
    months: int | None = None
    reference: str = ""
    amount: float | None = None
    bond_status: BondStatus | None = None
    bond_event: str = ""
    bond_date: date | None = None
    lifted: date | None = None
    overrides: tuple[Override, ...] = ()
    note: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return self.player_id, self.event, self.kind.value


def add_months(day: date, months: int) -> date:
    """The same day `months` later, or that month's last day (2026-08-31 + 6 → 2027-02-28)."""
    month = day.year * 12 + day.month - 1 + months
    year, month = divmod(month, 12)
    return date(year, month + 1, min(day.day, monthrange(year, month + 1)[1]))


def reference_of(organiser: Organiser, kind: WithdrawalKind) -> str:
    """"SKŠ §7.4": the paragraph deciding the sanctions of a withdrawal of `kind` (PARAGRAPHS)."""
    sks, iccf = PARAGRAPHS.get(kind, ("SKŠ §7", "ICCF §8"))
    return sks if organiser is Organiser.SKS else iccf


def withdrawal_of(reference: str) -> WithdrawalKind | None:
    """The kind of withdrawal whose paragraph `reference` is exactly; None for any other text."""
    return next((kind for kind, refs in PARAGRAPHS.items() if reference in refs), None)


def stored_sanctions(
    sanctions: Iterable[Sanction], player_id: str, event: str, on: date, reference: str, *,
    discretionary_months: int | None = None,
) -> list[StoredSanction]:
    """What a withdrawal on `on` leaves with the player [000 §7.3–7.5; 001 §8.3–8.5]: a bar from `on`
    until `on` + its months (an AT_LEAST bound: the earliest end), a bond due with its least amount.

    A suspension the rules say "may be" given, up to its months (silent withdrawal [000 §7.5; 001
    §8.5]), is as the arbiter decides: `discretionary_months` (0 to the bound; None: the whole bound),
    then kept as exactly those months; 0 keeps none."""
    out: list[StoredSanction] = []
    for s in sanctions:
        kind = _STORED.get(s.code)
        if kind is None:
            continue
        if kind is SanctionKind.BOND:
            out.append(StoredSanction(player_id, event, kind, on, None, s.bound, None, reference, s.minimum_amount, BondStatus.DUE))
            continue
        months, bound = s.months, s.bound
        if s.discretionary and s.bound is Bound.AT_MOST:
            months = s.months if discretionary_months is None else discretionary_months
            if months is None or not 0 <= months <= (s.months or 0):
                raise ValueError(f"a suspension of {months} months: the rules allow 0 to {s.months}")
            if months == 0:
                continue
            bound = Bound.EXACTLY
        until = add_months(on, months) if months is not None else None
        out.append(StoredSanction(player_id, event, kind, on, until, bound, months, reference))
    return out


def one_bond(stored: Sequence[StoredSanction]) -> list[StoredSanction]:
    """One withdrawal asks one bond with his next entry, however many events it takes him out of
    [000 §7.4; 001 §8.4]: the first bond is kept (the event the arbiter withdrew him from), the
    others dropped; the bars stay, each with its event."""
    first = next((s for s in stored if s.kind is SanctionKind.BOND), None)
    return [s for s in stored if s.kind is not SanctionKind.BOND or s is first]


def concerns(organiser: Organiser) -> bool:
    """Whether the sanctions bear on an entry to an event of `organiser`: a bar is from "all SKŠ and
    ICCF competitions" [000 §7.3–7.5; 001 §8.3–8.5] and the bond goes with such an entry; a Planet Šah
    or ČAGo event follows rules of its own [002; 003]."""
    return organiser in (Organiser.SKS, Organiser.ICCF)


def in_force(s: StoredSanction, day: date) -> bool:
    """Whether the bar `s` holds on `day`: since ≤ day ≤ until (no end: from since on), unless lifted
    on or before `day` [000 §7.3–7.5; 001 §8.3–8.5]. A bond bars nothing."""
    if s.kind not in BARS or day < s.since:
        return False
    if s.lifted is not None and s.lifted <= day:
        return False
    return s.until is None or day <= s.until


def barring(sanctions: Iterable[StoredSanction], day: date) -> list[StoredSanction]:
    """The bars in force on `day` that refuse an entry made that day, the one ending last first (one
    without end before all) ("se nesmí přihlásit" [000 §7.3, §7.4; 001 §8.3, §8.4])."""
    found = [s for s in sanctions if in_force(s, day)]
    return sorted(found, key=lambda s: s.until or date.max, reverse=True)


def bonds_owed(sanctions: Sequence[StoredSanction]) -> list[StoredSanction]:
    """The bonds an entry owes, oldest first: each bond "due" and not lifted [000 §7.4, §7.5; 001 §8.4,
    §8.5], unless he has paid a bond since its withdrawal (a bond paid or returned on or after its
    `since`) and so "need not pay further bonds as long as he finishes his events properly" [000
    §7.6; 001 §8.6]: a later withdrawal not accepted brings a bond due after that payment."""
    paid = [s.bond_date for s in sanctions if s.kind is SanctionKind.BOND and s.bond_date is not None
            and s.bond_status in (BondStatus.PAID, BondStatus.RETURNED)]
    due = [s for s in sanctions if s.kind is SanctionKind.BOND and s.bond_status is BondStatus.DUE and s.lifted is None
           and not any(day >= s.since for day in paid)]
    return sorted(due, key=lambda s: (s.since, s.event))


def bond_settlement(bond: StoredSanction, event_finished: bool, withdrew_there: bool) -> BondStatus | None:
    """What becomes of a paid bond: forfeited when he withdrew from the event he paid it with (he did
    not finish it "in accordance with the rules"), returned once that event is over and he finished
    it properly, None while it goes on or for a bond not paid [000 §7.4, §7.6; 001 §8.4, §8.6]."""
    if bond.kind is not SanctionKind.BOND or bond.bond_status is not BondStatus.PAID or bond.lifted is not None:
        return None
    if withdrew_there:
        return BondStatus.FORFEITED
    return BondStatus.RETURNED if event_finished else None


def bond_step(bond: StoredSanction, status: BondStatus) -> bool:
    """Whether the bond may be set to `status` now (BOND_STEPS): paid when due, returned or
    forfeited when paid."""
    return bond.kind is SanctionKind.BOND and bond.bond_status in BOND_STEPS.get(status, ())
