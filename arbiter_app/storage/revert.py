"""Taking an action back (undo) or an undo back (redo): only while every row still holds what the
action left there, and only when nothing written since depends on a row it would delete
(docs/concurrency.md).

A row written one by one is compared with the value its audit entry recorded. A bulk insert
(`Writer.insert_many`: a rating list of a million players) records the ids alone, so that the import
stays fast; its rows are checked through the audit log instead: every change goes through the Writer,
and the first later entry of a row recorded the value the import left ("old"), the last one the
value the row holds now ("new"). Where they differ, someone changed the row since.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Iterator

from sqlalchemy import func, or_, text
from sqlmodel import Session, col, select

from .driver import driver_rows
from .tables import AuditRow, TournamentRow
from .writer import ENTITIES, NOTES, REDO, UNDO, Values, Writer, from_json, to_json

_PART = 500
"""Ids per `IN (...)` (SQLite allows 999 parameters in older versions)."""
_CHILDREN = ("team", "entry", "game", "go_round", "adjudication", "claim")
"""The entities stored as rows of a tournament."""
_OF_PLAYER = ("contact", "sanction")
"""The entities stored as rows of a player (storage.tables: no foreign key, they outlive his events)."""


class ChangedSince(Exception):
    """A row of the batch to take back no longer holds what the batch wrote: a later action (`later`,
    None if the log does not say which) changed it."""

    def __init__(self, entity: str, key: Values, later: AuditRow | None):
        super().__init__(f"{entity} {dict(key)} changed since")
        self.entity, self.key, self.later = entity, key, later


class KeptNoRows(Exception):
    """An undo of a bulk insert made by an earlier version of the program, which kept the ids of the
    rows it deleted and not their values: it cannot be redone."""


class StillUsed(Exception):
    """A row the revert would delete is used by a row written since (`user`: its entity and key, e.g.
    an entry of a tournament that plays an imported player), written by `later`."""

    def __init__(self, entity: str, key: Values, user: tuple[str, Values], later: AuditRow | None):
        super().__init__(f"{entity} {dict(key)} is used by {user[0]} {dict(user[1])}")
        self.entity, self.key, self.user, self.later = entity, key, user, later


def changed_rows(rows: list[AuditRow]) -> int:
    """How many rows the batch changed (a bulk entry counts each of its ids; an import's notes none)."""
    return sum(len(ids) if isinstance(ids := json.loads(r.key).get("id"), list) else 1 for r in rows if r.entity != NOTES)


def revert_batch(session: Session, rows: list[AuditRow], action: str) -> Writer:
    """Write back the old values of `rows` in reverse order, recorded as a new `action` batch ("undo"
    or "redo"), and mark `rows` undone. Raises ChangedSince or StillUsed, changing nothing, when a
    row no longer holds the value the batch wrote or a later row depends on one it would delete."""
    writer = Writer(session, action, rows[0].tournament_code if rows else None, reverts=rows[0].batch if rows else None)
    _check_rows(session, writer, rows)
    _check_users(session, rows)
    for audit in reversed(rows):
        key = json.loads(audit.key)
        old = from_json(audit.old)
        if audit.entity == NOTES:  # no row: the notes recorded again, the other way round
            writer.record_notes(key, from_json(audit.new), old)
        elif isinstance(key.get("id"), list):  # a bulk insert, or an undo of one
            if old is None:
                writer.delete_many(audit.entity, key["id"])
            else:
                writer.insert_many(audit.entity, old["columns"], [tuple(r) for r in old["rows"]])
        elif old is None:
            writer.delete(audit.entity, key)
        else:
            writer.put(audit.entity, key, old)
    writer.mark_undone([audit.id for audit in rows if audit.id is not None])
    return writer


def _check_rows(session: Session, writer: Writer, rows: list[AuditRow]) -> None:
    batch = rows[0].batch
    written: dict[tuple[str, str], AuditRow] = {(r.entity, r.key): r for r in rows}  # the last entry per row
    for (entity, key_json), audit in written.items():
        if entity == NOTES:
            continue  # no row to compare
        key, new_json = json.loads(key_json), audit.new
        if isinstance(key.get("id"), list):
            if new_json is None:  # deleted in bulk: taking that back inserts them, none may be there
                if "rows" not in (from_json(audit.old) or {}):
                    raise KeptNoRows(f"{len(key['id'])} {entity}s")
                _check_absent(session, entity, key["id"], batch)
            else:
                _check_bulk_unchanged(session, entity, key["id"], batch)
        elif not _holds(writer.find(entity, key), from_json(new_json)):
            raise ChangedSince(entity, key, _last_entry(session, entity, key_json, batch))


def _holds(current: dict[str, Any] | None, written: dict[str, Any] | None) -> bool:
    """Whether a row's `current` values are still those a batch wrote (a column added since is not compared)."""
    if current is None or written is None:
        return current is None and written is None
    return all(current.get(name) == value for name, value in written.items())


def _last_entry(session: Session, entity: str, key_json: str, batch: int) -> AuditRow | None:
    return session.exec(
        select(AuditRow)
        .where(AuditRow.entity == entity, AuditRow.key == key_json, AuditRow.batch > batch)
        .order_by(col(AuditRow.id).desc())
        .limit(1)
    ).first()


def _check_bulk_unchanged(session: Session, entity: str, ids: list[str], batch: int) -> None:
    """The rows of a bulk insert still hold what it wrote: for each id, the later entries of the log
    (if any) end with the value the first of them replaced."""
    wanted = set(ids)
    first_old: dict[str, Any] = {}
    last: dict[str, tuple[int | None, Any]] = {}
    later = session.exec(
        select(AuditRow.id, AuditRow.key, AuditRow.old, AuditRow.new)
        .where(AuditRow.entity == entity, AuditRow.batch > batch)
        .order_by(col(AuditRow.id))
    )
    for audit_id, key_json, old, new in later:
        row_id = json.loads(key_json).get("id")
        if isinstance(row_id, list):  # another bulk write of one of these rows: a change for sure
            hit = next((i for i in row_id if i in wanted), None)
            if hit is not None:
                raise ChangedSince(entity, {"id": hit}, session.get(AuditRow, audit_id))
        elif row_id in wanted:
            first_old.setdefault(row_id, from_json(old))
            last[row_id] = (audit_id, from_json(new))
    for row_id, (audit_id, new) in last.items():
        if new != first_old[row_id]:
            raise ChangedSince(entity, {"id": row_id}, session.get(AuditRow, audit_id))


def _check_absent(session: Session, entity: str, ids: list[str], batch: int) -> None:
    """None of the rows an undo deleted in bulk has been added again since."""
    table = ENTITIES[entity][0]
    conn = session.connection()
    for part in _parts(ids):
        marks = ", ".join(f":p{i}" for i in range(len(part)))
        found = conn.execute(text(f"SELECT id FROM {table} WHERE id IN ({marks})"), {f"p{i}": v for i, v in enumerate(part)}).first()
        if found is not None:
            key = {"id": found[0]}
            raise ChangedSince(entity, key, _last_entry(session, entity, to_json(key) or "{}", batch))


def _parts(ids: list[str]) -> Iterator[list[str]]:
    for start in range(0, len(ids), _PART):
        yield ids[start : start + _PART]


def _deleted(rows: Iterable[AuditRow]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(entity, key) of every row the revert of `rows` deletes (a bulk entry: one key per id)."""
    for audit in rows:
        if audit.old is None:
            key = json.loads(audit.key)
            if isinstance(key.get("id"), list):
                yield from ((audit.entity, {"id": row_id}) for row_id in key["id"])
            else:
                yield audit.entity, key


def _check_users(session: Session, rows: list[AuditRow]) -> None:
    """No row written since refers to a player or tournament the revert would delete (an imported
    player entered in a tournament, a tournament given entries by another program). The rows of the
    batch itself go back to what they were before it, when the player or tournament did not exist."""
    deleted = list(_deleted(rows))
    going = {(r.entity, r.key) for r in rows}
    batch = rows[0].batch
    players = [key["id"] for entity, key in deleted if entity == "player"]
    conn = session.connection()
    for part in _parts(players):
        marks = ", ".join(f":p{i}" for i in range(len(part)))
        entries = conn.execute(
            text(f"SELECT e.player_id, t.code, e.no FROM entry e JOIN tournament t ON t.id = e.tournament_id WHERE e.player_id IN ({marks})"),
            {f"p{i}": v for i, v in enumerate(part)},
        )
        for player_id, code, no in entries:
            user = {"tournament": code, "no": no}
            if ("entry", to_json(user)) not in going:
                key_json = to_json(user) or "{}"
                raise StillUsed("player", {"id": player_id}, ("entry", user), _last_entry(session, "entry", key_json, batch))
        for entity in _OF_PLAYER:
            table, fields = ENTITIES[entity]
            found = conn.execute(text(f"SELECT {', '.join(fields)} FROM {table} WHERE player_id IN ({marks})"), {f"p{i}": v for i, v in enumerate(part)})
            for row in found:
                user = dict(zip(fields, row))
                if (entity, to_json(user)) not in going:
                    later = _last_entry(session, entity, to_json(user) or "{}", batch)
                    raise StillUsed("player", {"id": user["player_id"]}, (entity, user), later)
    _check_players_back(session, rows)
    for code in (key["code"] for entity, key in deleted if entity == "tournament"):
        tid = session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first()
        for entity in _CHILDREN:
            table, fields = ENTITIES[entity]
            own = [name for name in fields if name != "tournament"]
            for row in driver_rows(conn, f"SELECT {', '.join(own)} FROM {table} WHERE tournament_id = ?", [tid]):
                user = {name: code if name == "tournament" else getattr(row, name) for name in fields}
                if (entity, to_json(user)) not in going:
                    later = _last_entry(session, entity, to_json(user) or "{}", batch)
                    raise StillUsed("tournament", {"code": code}, (entity, user), later)


def _check_players_back(session: Session, rows: list[AuditRow]) -> None:
    """Every player an entry written back plays as is still in the register (or comes back with the
    same revert): another program may have deleted him since."""
    restored: set[str] = set()
    for r in rows:
        if r.entity == "player" and r.old is not None:
            row_id = json.loads(r.key)["id"]
            restored.update(row_id if isinstance(row_id, list) else [row_id])
    wanted = {
        values["player_id"]
        for r in rows
        if r.entity == "entry" and (values := from_json(r.old)) is not None and values.get("player_id") not in restored
    }
    conn = session.connection()
    for part in _parts(sorted(wanted)):
        marks = ", ".join(f":p{i}" for i in range(len(part)))
        present = {found for (found,) in conn.execute(text(f"SELECT id FROM player WHERE id IN ({marks})"), {f"p{i}": v for i, v in enumerate(part)})}
        for player_id in part:
            if player_id not in present:
                key = {"id": player_id}
                raise ChangedSince("player", key, _last_entry(session, "player", to_json(key) or "{}", rows[0].batch))


def _own(actor: str) -> Any:
    # entries from before schema 4 have no actor: anyone may take them back
    return or_(col(AuditRow.actor) == actor, col(AuditRow.actor).is_(None))


def batch_rows(session: Session, batch: int | None) -> list[AuditRow]:
    if batch is None:
        return []
    return list(session.exec(select(AuditRow).where(AuditRow.batch == batch).order_by(col(AuditRow.id))))


def last_undoable_batch(session: Session, actor: str) -> list[AuditRow]:
    """The audit rows of `actor`'s newest batch that is neither an undo nor undone already."""
    return batch_rows(session, undoable_batch(session, actor))


def undoable_batch(session: Session, actor: str) -> int | None:
    """The number of the batch `last_undoable_batch` reads (None: nothing to undo), without its rows."""
    return session.exec(
        select(func.max(AuditRow.batch)).where(AuditRow.undone == False, AuditRow.action != UNDO, _own(actor))  # noqa: E712
    ).one()


def last_redoable_batch(session: Session, actor: str) -> list[AuditRow]:
    """The audit rows of `actor`'s newest undo not taken back yet; none once `actor` made a new
    change after it (a new change clears redo, as in any editor)."""
    return batch_rows(session, redoable_batch(session, actor))


def redoable_batch(session: Session, actor: str) -> int | None:
    """The number of the batch `last_redoable_batch` reads (None: nothing to redo), without its rows."""
    batch = session.exec(
        select(func.max(AuditRow.batch)).where(AuditRow.action == UNDO, AuditRow.undone == False, _own(actor))  # noqa: E712
    ).one()
    if batch is None:
        return None
    newer = session.exec(
        select(func.max(AuditRow.batch)).where(col(AuditRow.action).not_in((UNDO, REDO)), AuditRow.batch > batch, _own(actor))
    ).one()
    return None if newer is not None else batch


def origin(session: Session, rows: list[AuditRow]) -> AuditRow:
    """The first row of the action that `rows` (an action, an undo or a redo) goes back to."""
    while rows and rows[0].action in (UNDO, REDO) and rows[0].reverts is not None:
        earlier = batch_rows(session, rows[0].reverts)
        if not earlier:
            break
        rows = earlier
    return rows[0]
