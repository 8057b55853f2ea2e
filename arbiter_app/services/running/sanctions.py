"""Sanctions that follow a player [000 §7.3–7.6; 001 §8.3–8.6]: listed, added by hand, lifted, and a
bond marked paid, returned or forfeited, each one audited batch (undo takes it back whole).

The rules are rules.chess.sanctions. The withdrawal service stores a withdrawal's sanctions and the
set-up services check an entry against them, inside their own batches (services.sanction_entry); the
rows and their words are services.sanction_rows. Reading goes over the driver (db.connection()), so
`player show` and the desk stay quick.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace
from datetime import date
from typing import Any, Iterator

from ...i18n import date_text, decimal_text, tr
from ...rules.chess.sanctions import BOND_STEPS, BondStatus, SanctionKind, StoredSanction, bond_step, in_force
from ...storage.driver import driver_rows
from ...storage.writer import Writer
from ..database import Changes, Database
from ..sanction_rows import (
    ADD,
    BOND,
    ENTITY,
    LIFT,
    SanctionLine,
    SanctionRefused,
    from_values,
    key_of,
    sanction_line,
    stored_of,
    values_of,
)

# --- reading ------------------------------------------------------------------------------------------


def list_sanctions(db: Database, active_on: date | None = None) -> list[SanctionLine]:
    """Every sanction, newest first; with `active_on`, the bars in force that day and the bonds still
    open (due or paid, not lifted)."""
    with db.connection() as conn:
        found = stored_of(conn)
    return [SanctionLine(s, name) for s, name in found if active_on is None or is_active(s, active_on)]


def is_active(s: StoredSanction, day: date) -> bool:
    """A bar in force on `day`, or a bond not settled (due or paid) and not lifted."""
    if s.kind is SanctionKind.BOND:
        return s.lifted is None and s.bond_status in (BondStatus.DUE, BondStatus.PAID)
    return in_force(s, day)


def player_sanctions(db: Database, player_id: str) -> list[dict[str, Any]]:
    """The player's sanctions as JSON-ready objects, newest first (`player show ID --json`)."""
    with db.connection() as conn:
        return [sanction_object(SanctionLine(s, name)) for s, name in stored_of(conn, [player_id])]


def sanction_lines(db: Database, player_id: str) -> list[str]:
    """The player's sanctions in words, a line each, newest first (`player show ID`, the register)."""
    with db.connection() as conn:
        return [sanction_line(s) for s, _name in stored_of(conn, [player_id])]


def sanction_object(line: SanctionLine, on: date | None = None) -> dict[str, Any]:
    """A sanction for `sanctions --json` and `player show --json`: the row's fields, dates ISO, with
    the player's name and whether it is active today (or on `on`)."""
    s = line.sanction
    return {
        "player_id": s.player_id, "name": line.name, "kind": s.kind.value, "event": s.event,
        "since": s.since.isoformat(), "until": _iso(s.until), "bound": s.bound.name.lower(), "months": s.months,
        "reference": s.reference, "amount": s.amount, "bond_status": s.bond_status.value if s.bond_status else None,
        "bond_event": s.bond_event, "bond_date": _iso(s.bond_date), "lifted": _iso(s.lifted),
        "overrides": [{"event": o.event, "on": o.on.isoformat(), "reason": o.reason} for o in s.overrides],
        "note": s.note, "active": is_active(s, on or date.today()),
    }


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None


# --- actions ------------------------------------------------------------------------------------------


def add_sanction(db: Database, sanction: StoredSanction, *, replacing: bool = False) -> Changes:
    """Store a sanction decided outside a withdrawal (the 5-year suspension for an abuse found later
    [000 §7.3; 001 §8.3], a decision of the organiser); one of the same player, event and kind is
    refused unless `replacing`. The player must be in the register; a bond is due from the start."""
    problems = _sanction_problems(sanction)
    if problems:
        raise SanctionRefused("sanctions.refused.invalid", problems="; ".join(problems))
    if sanction.kind is SanctionKind.BOND and sanction.bond_status is None:
        sanction = replace(sanction, bond_status=BondStatus.DUE)
    with db.writing() as conn:
        if not driver_rows(conn, "SELECT 1 FROM player WHERE id = ?", [sanction.player_id]):
            raise SanctionRefused("sanctions.refused.no_player", player=sanction.player_id)
        writer = Writer(conn, ADD, actor=db.actor)
        if writer.find(ENTITY, key_of(sanction)) is not None and not replacing:
            raise SanctionRefused("sanctions.refused.exists", player=sanction.player_id, event=sanction.event,
                                  kind=tr(f"sanctions.kind.{sanction.kind.value}"))
        writer.put(ENTITY, key_of(sanction), values_of(sanction))
    return Changes(ADD, frozenset(), tr("sanctions.done.add", player=sanction.player_id, what=sanction_line(sanction)), writer.batch)


def _sanction_problems(s: StoredSanction) -> list[str]:
    """Each field of a sanction by hand that is wrong, in words naming it."""
    problems = []
    if not s.player_id.strip():
        problems.append(tr("sanctions.problem.player"))
    if s.until is not None and s.until < s.since:
        problems.append(tr("sanctions.problem.until", until=s.until.isoformat(), since=s.since.isoformat()))
    if s.months is not None and s.months < 1:
        problems.append(tr("sanctions.problem.months", months=s.months))
    if s.amount is not None and s.amount < 0:
        problems.append(tr("sanctions.problem.amount", amount=decimal_text(s.amount, digits=2)))
    if s.kind is not SanctionKind.BOND and s.amount is not None:
        problems.append(tr("sanctions.problem.amount_of_bar"))
    if s.kind is SanctionKind.BOND and (s.until is not None or s.months is not None):
        problems.append(tr("sanctions.problem.bond_end"))
    return problems


def lift_sanction(db: Database, player_id: str, event: str, kind: SanctionKind, reason: str, on: date | None = None) -> Changes:
    """Lift a sanction from `on` (default today): an appeal upheld, a decision taken back; the reason
    is kept in its note. A sanction lifted already is refused."""
    day = on or date.today()
    if not reason.strip():
        raise SanctionRefused("sanctions.refused.no_reason")
    with _sanction_step(db, LIFT, player_id, event, kind) as (writer, current):
        if current.lifted is not None:
            raise SanctionRefused("sanctions.refused.lifted", on=date_text(current.lifted))
        note = "; ".join(t for t in (current.note, f"{day.isoformat()}: {reason.strip()}") if t)  # kept in no language
        writer.put(ENTITY, key_of(current), {"lifted": day, "note": note})
    return Changes(LIFT, frozenset(), tr("sanctions.done.lift", what=sanction_line(replace(current, lifted=day))), writer.batch)


def set_bond(db: Database, player_id: str, event: str, status: BondStatus, on: date | None = None, *, with_event: str | None = None) -> Changes:
    """A bond paid (from due; `with_event`: the event it is paid with, else the one its entry named),
    returned or forfeited (from paid) on `on` (default today) [000 §7.4, §7.6; 001 §8.4, §8.6]."""
    day = on or date.today()
    with _sanction_step(db, BOND, player_id, event, SanctionKind.BOND) as (writer, current):
        if not bond_step(current, status):
            allowed = " / ".join(tr(f"sanctions.bond.{s.value}") for s in BOND_STEPS[status])
            raise SanctionRefused("sanctions.refused.bond_step", status=tr(f"sanctions.bond.{status.value}"),
                                  now=tr(f"sanctions.bond.{current.bond_status.value}") if current.bond_status else "–", allowed=allowed)
        bond_event = with_event if with_event is not None else current.bond_event
        writer.put(ENTITY, key_of(current), {"bond_status": status.value, "bond_date": day, "bond_event": bond_event})
    new = replace(current, bond_status=status, bond_date=day, bond_event=bond_event)
    return Changes(BOND, frozenset(), tr("sanctions.done.bond", what=sanction_line(new)), writer.batch)


@contextmanager
def _sanction_step(db: Database, action: str, player_id: str, event: str, kind: SanctionKind) -> Iterator[tuple[Writer, StoredSanction]]:
    """One arbiter's step on one stored sanction: a writing transaction, its Writer and the sanction.
    Logged with the register's changes (no event): the sanction follows the player."""
    key = {"player_id": player_id, "event": event, "kind": kind.value}
    with db.writing() as conn:
        writer = Writer(conn, action, actor=db.actor)
        values = writer.find(ENTITY, key)
        if values is None:
            raise SanctionRefused("sanctions.refused.none", player=player_id, event=event, kind=tr(f"sanctions.kind.{kind.value}"))
        yield writer, from_values(values)
