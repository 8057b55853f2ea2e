"""Sanctions inside other actions' batches: stored with a withdrawal (services.withdrawals) and
checked with an entry (services.setup) [000 §7.3–7.6; 001 §8.3–8.6], so that undoing the withdrawal
or the entry takes them back with it.

An entry of a barred player is refused naming the bar, its event and its end, unless the arbiter
overrides it with a reason, which is kept on the bar (SanctionRow.overrides) in the entry's batch. A
bond owed is said with the entry, and the bond is marked as asked with that event (bond_event).
"""

from __future__ import annotations

from datetime import date
from typing import Any, Mapping, Sequence, Union

from ..i18n import date_text, tr
from ..rules.chess.sanctions import Override, StoredSanction, barring, bonds_owed
from ..storage.writer import Writer
from .sanction_rows import ENTITY, key_of, overrides_text, stored_of, values_of, what_text

SUSPENSION_SETTING = "silent_suspension_months"
"""Tournament.settings key: the months of suspension after a first silent withdrawal, which the
rules say "may be" up to 2 years [000 §7.5; 001 §8.5]; 0: none. The withdrawal wizard asks it."""
SUSPENSION_DEFAULT = 24
OverrideReasons = Union[str, Mapping[str, str], None]
"""The arbiter's reason to admit barred players: one for all of them, or by player id."""


class SanctionBarred(ValueError):
    """An entry refused by a bar [000 §7.3–7.5; 001 §8.3–8.5]; `barred`: each player's name with the
    bar that ends last. Nothing was stored."""

    def __init__(self, barred: Sequence[tuple[str, str, StoredSanction]]):
        self.barred = tuple(barred)
        """(player id, name, bar) each."""
        super().__init__("\n".join(barred_text(name, s) for _pid, name, s in self.barred)
                         + "\n" + tr("sanctions.override_hint"))


def barred_text(name: str, s: StoredSanction) -> str:
    """"Šťastný, Jan is barred from entering until 2027-06-30 (no entry for at least 12 months after
    the unaccepted withdrawal from CZE-45, SKŠ §7.4)"."""
    if s.until is None:
        return tr("sanctions.barred_open", name=name, what=what_text(s))
    return tr("sanctions.barred", name=name, until=date_text(s.until), what=what_text(s))


def bond_owed_text(name: str, bond: StoredSanction) -> str:
    """"Šťastný, Jan owes a bond with this entry: bond of at least 20.00 after …"."""
    return tr("sanctions.bond_owed", name=name, what=what_text(bond))


def check_entrants(conn: Any, entrants: Sequence[tuple[str, str]], on: date) -> tuple[list[tuple[str, str, StoredSanction]], list[str]]:
    """The entrants ((id, name) each) barred on `on`, with the bar ending last, and the words of the
    bonds they owe; nothing stored (a wizard's plan asks it)."""
    held = _held(conn, [pid for pid, _name in entrants])
    barred, bonds = [], []
    for pid, name in entrants:
        bars = barring(held.get(pid, []), on)
        if bars:
            barred.append((pid, name, bars[0]))
        bonds += [bond_owed_text(name, b) for b in bonds_owed(held.get(pid, []))]
    return barred, bonds


def admit(writer: Writer, entrants: Sequence[tuple[str, str]], event: str, on: date, override: OverrideReasons = None) -> list[str]:
    """Check the entry of `entrants` ((id, name) each) to `event` on `on`, inside the entry's batch.

    A barred entrant without an override reason raises SanctionBarred (for all of them at once); with
    one, the override goes on each bar in force. Each bond owed is marked as asked with `event` (when
    no other event asked it yet). Returns the words to say: the overrides and the bonds owed."""
    held = _held(writer.conn, [pid for pid, _name in entrants])
    refused, said = [], []
    for pid, name in entrants:
        bars = barring(held.get(pid, []), on)
        reason = _reason(override, pid)
        if bars and not reason:
            refused.append((pid, name, bars[0]))
            continue
        for bar in bars:
            writer.put(ENTITY, key_of(bar), {"overrides": overrides_text((*bar.overrides, Override(event, on, reason)))})
            said.append(tr("sanctions.overridden", text=barred_text(name, bar), reason=reason))
        for bond in bonds_owed(held.get(pid, [])):
            if not bond.bond_event:
                writer.put(ENTITY, key_of(bond), {"bond_event": event})
            said.append(bond_owed_text(name, bond))
    if refused:
        raise SanctionBarred(refused)
    return said


def store_sanctions(writer: Writer, sanctions: Sequence[StoredSanction]) -> None:
    """Store the sanctions of a withdrawal (rules.chess.sanctions.stored_sanctions) in its batch."""
    for s in sanctions:
        writer.put(ENTITY, key_of(s), values_of(s))


def suspension_months(settings: Mapping[str, object], chosen: int | None) -> int:
    """The months of a silent withdrawal's suspension: the arbiter's choice, else the setting."""
    if chosen is not None:
        return chosen
    value = settings.get(SUSPENSION_SETTING, SUSPENSION_DEFAULT)
    return value if isinstance(value, int) and not isinstance(value, bool) else SUSPENSION_DEFAULT


def _held(conn: Any, ids: Sequence[str]) -> dict[str, list[StoredSanction]]:
    held: dict[str, list[StoredSanction]] = {}
    for s, _name in stored_of(conn, ids):
        held.setdefault(s.player_id, []).append(s)
    return held


def _reason(override: OverrideReasons, player_id: str) -> str:
    if override is None:
        return ""
    return (override if isinstance(override, str) else override.get(player_id, "")).strip()
