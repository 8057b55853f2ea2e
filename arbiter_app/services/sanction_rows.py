"""The rows of the sanctions that follow a player (storage.tables.SanctionRow) and their words: read
over the driver, written through the Writer, shared by the sanctions service (services.running.sanctions)
and the actions that store or check sanctions in their own batches (services.sanction_entry)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from typing import Any, Iterable, Mapping

from ..i18n import date_text, decimal_text, tr, tr_plural
from ..rules.chess.sanctions import BondStatus, Override, SanctionKind, StoredSanction, withdrawal_of
from ..rules.chess.withdrawal import Bound
from ..storage.driver import driver_rows

ENTITY = "sanction"
ADD, LIFT, BOND = "sanction-add", "sanction-lift", "sanction-bond"
COLUMNS = ("player_id", "event", "kind", "since", "until", "bound", "months", "reference", "amount", "bond_status",
           "bond_event", "bond_date", "lifted", "overrides", "note")


class SanctionRefused(ValueError):
    """A step on a sanction that cannot be taken; `reason` is the catalogue key of the message."""

    def __init__(self, reason: str, /, **values: object) -> None:
        super().__init__(tr(reason, None, **values))
        self.reason = reason
        self.values = values


@dataclass(frozen=True)
class SanctionLine:
    """A sanction as the lists show it: with the player's name from the register."""

    sanction: StoredSanction
    name: str


# --- rows -------------------------------------------------------------------------------------------


def key_of(s: StoredSanction) -> dict[str, str]:
    return {"player_id": s.player_id, "event": s.event, "kind": s.kind.value}


def values_of(s: StoredSanction) -> dict[str, object]:
    """The row's values of `s` (its key aside), as the Writer stores them."""
    return {
        "since": s.since, "until": s.until, "bound": s.bound.name.lower(), "months": s.months, "reference": s.reference,
        "amount": s.amount, "bond_status": s.bond_status.value if s.bond_status else None, "bond_event": s.bond_event,
        "bond_date": s.bond_date, "lifted": s.lifted, "note": s.note, "overrides": overrides_text(s.overrides),
    }


def overrides_text(overrides: Iterable[Override]) -> str:
    """SanctionRow.overrides: a JSON list of {"event", "on", "reason"}."""
    return json.dumps([{"event": o.event, "on": o.on.isoformat(), "reason": o.reason} for o in overrides], ensure_ascii=False)


def from_values(values: Mapping[str, Any]) -> StoredSanction:
    """A sanction from a row's values (the Writer's, or a query's: dates as ISO text on SQLite's driver)."""
    overrides = tuple(Override(o["event"], date.fromisoformat(o["on"]), o["reason"]) for o in json.loads(values["overrides"] or "[]"))
    return StoredSanction(
        player_id=values["player_id"], event=values["event"] or "", kind=SanctionKind.parse(values["kind"]),
        since=_day(values["since"]), until=_day(values["until"]), bound=Bound[(values["bound"] or "exactly").upper()],  # type: ignore[arg-type]
        months=values["months"], reference=values["reference"] or "", amount=values["amount"],
        bond_status=BondStatus.parse_optional(values["bond_status"]), bond_event=values["bond_event"] or "",
        bond_date=_day(values["bond_date"]), lifted=_day(values["lifted"]), overrides=overrides, note=values["note"] or "",
    )


def _day(value: object) -> date | None:
    return date.fromisoformat(value) if isinstance(value, str) else value  # type: ignore[return-value]


def stored_of(conn: Any, player_ids: Iterable[str] | None = None) -> list[tuple[StoredSanction, str]]:
    """The sanctions (of `player_ids`, or all) with each player's name, newest first."""
    ids = None if player_ids is None else list(player_ids)
    where = "" if ids is None else f"WHERE s.player_id IN ({', '.join('?' * len(ids))})"
    if ids == []:
        return []
    rows = driver_rows(conn, f"SELECT {', '.join('s.' + c for c in COLUMNS)}, p.name FROM sanction s"
                             f" LEFT JOIN player p ON p.id = s.player_id {where}"
                             " ORDER BY s.since DESC, s.player_id, s.event, s.kind", ids or [])
    return [(from_values(dict(zip(COLUMNS, row))), row[-1] or "") for row in rows]


# --- words --------------------------------------------------------------------------------------------


def months_text(s: StoredSanction) -> str:
    """"at least 12 months", "24 months"; "" without months."""
    if s.months is None:
        return ""
    months = tr_plural("sanctions.months", s.months, count=s.months)
    return months if s.bound is Bound.EXACTLY else f"{tr(s.bound.value)} {months}"


def cause_text(s: StoredSanction) -> str:
    """"after the unaccepted withdrawal from CZE-45" when the reference is a withdrawal's paragraph
    (rules.chess.sanctions.PARAGRAPHS), else "decided in CZE-45"; "" without an event."""
    if not s.event:
        return ""
    kind = withdrawal_of(s.reference)
    return tr(f"sanctions.after.{kind.value}", event=s.event) if kind else tr("sanctions.decided_in", event=s.event)


def what_text(s: StoredSanction) -> str:
    """The sanction and why: "no entry for at least 12 months after the unaccepted withdrawal from
    CZE-45, SKŠ §7.4"."""
    head = tr(f"sanctions.what.{s.kind.value}", months=months_text(s)) if s.months else tr(f"sanctions.plain.{s.kind.value}")
    if s.kind is SanctionKind.BOND and s.amount is not None:
        head += " " + tr("sanctions.amount", amount=decimal_text(s.amount, digits=2))
    return ", ".join(t for t in (" ".join(t for t in (head, cause_text(s)) if t), s.reference) if t)


def state_text(s: StoredSanction) -> str:
    """"due", "paid 2026-09-01 with CZE-50", "lifted 2026-09-01": where it stands (a bar: its dates)."""
    lifted = tr("sanctions.state.lifted", on=date_text(s.lifted)) if s.lifted else ""
    if s.kind is SanctionKind.BOND:
        status = s.bond_status or BondStatus.DUE
        text = tr(f"sanctions.bond.{status.value}")
        if s.bond_date and status is not BondStatus.DUE:
            text += f" {date_text(s.bond_date)}"
        if s.bond_event:
            text += " " + tr("sanctions.state.with_event", event=s.bond_event)
        return ", ".join(t for t in (text, lifted) if t)
    period = f"{date_text(s.since)} – {date_text(s.until) if s.until else tr('sanctions.state.open')}"
    return ", ".join(t for t in (period, lifted) if t)


def sanction_line(s: StoredSanction) -> str:
    """"No entry 2026-06-30 – 2027-06-30: at least 12 months after …, SKŠ §7.4" – a line of `player show`."""
    return f"{tr(f'sanctions.kind.{s.kind.value}')} {state_text(s)}: {what_text(s)}"

