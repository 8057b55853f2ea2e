"""Taking an action back (undo) or an undo back (redo): only while every row still holds what the
action left there, and only when nothing written since depends on a row it would delete
(docs/concurrency.md).

A row written one by one is compared with the value its audit entry recorded. A bulk insert
(`Writer.insert_many`: a rating list of a million players) records the ids alone, so that the import
stays fast; its rows are checked through the audit log instead: every change goes through the Writer,
and the first later entry of a row recorded the value the import left ("old"), the last one the
value the row holds now ("new"). Where they differ, someone changed the row since.

The log is read with SQL text on the driver (storage.audit_log), on the connection the revert writes
on (services.database.Database.writing), so that an undo needs no ORM (docs/performance.md).
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Iterator

from .audit_log import AuditEntry, batch_entries, entries, entry
from .driver import driver_rows, placeholders, run
from .writer import ENTITIES, NOTES, REDO, UNDO, Values, Writer, from_json, to_json

Connection = Any
"""A driver connection (storage.driver.SQLiteConnection or SQLAlchemy's); a writing one to revert."""

_PART = 500
"""Ids per `IN (...)` (SQLite allows 999 parameters in older versions)."""
_CHILDREN = ("team", "entry", "game", "go_round", "adjudication", "claim")
"""The entities stored as rows of a tournament."""
_OF_PLAYER = ("contact", "sanction")
"""The entities stored as rows of a player (storage.tables: no foreign key, they outlive his events)."""


class ChangedSince(Exception):
    """A row of the batch to take back no longer holds what the batch wrote: a later action (`later`,
    None if the log does not say which) changed it."""

    def __init__(self, entity: str, key: Values, later: AuditEntry | None):
        super().__init__(f"{entity} {dict(key)} changed since")
        self.entity, self.key, self.later = entity, key, later


class KeptNoRows(Exception):
    """An undo of a bulk insert made by an earlier version of the program, which kept the ids of the
    rows it deleted and not their values: it cannot be redone."""


class StillUsed(Exception):
    """A row the revert would delete is used by a row written since (`user`: its entity and key, e.g.
    an entry of a tournament that plays an imported player), written by `later`."""

    def __init__(self, entity: str, key: Values, user: tuple[str, Values], later: AuditEntry | None):
        super().__init__(f"{entity} {dict(key)} is used by {user[0]} {dict(user[1])}")
        self.entity, self.key, self.user, self.later = entity, key, user, later


def changed_rows(rows: list[AuditEntry]) -> int:
    """How many rows the batch changed (a bulk entry counts each of its ids; an import's notes none)."""
    return sum(len(ids) if isinstance(ids := json.loads(r.key).get("id"), list) else 1 for r in rows if r.entity != NOTES)


def revert_batch(conn: Connection, rows: list[AuditEntry], action: str, actor: str) -> Writer:
    """Write back the old values of `rows` in reverse order, recorded as a new `action` batch ("undo"
    or "redo"), and mark `rows` undone. Raises ChangedSince or StillUsed, changing nothing, when a
    row no longer holds the value the batch wrote or a later row depends on one it would delete."""
    writer = Writer(conn, action, rows[0].tournament_code if rows else None, reverts=rows[0].batch if rows else None, actor=actor)
    _check_rows(conn, writer, rows)
    _check_users(conn, rows)
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


def _check_rows(conn: Connection, writer: Writer, rows: list[AuditEntry]) -> None:
    batch = rows[0].batch
    written: dict[tuple[str, str], AuditEntry] = {(r.entity, r.key): r for r in rows}  # the last entry per row
    for (entity, key_json), audit in written.items():
        if entity == NOTES:
            continue  # no row to compare
        key, new_json = json.loads(key_json), audit.new
        if isinstance(key.get("id"), list):
            if new_json is None:  # deleted in bulk: taking that back inserts them, none may be there
                if "rows" not in (from_json(audit.old) or {}):
                    raise KeptNoRows(f"{len(key['id'])} {entity}s")
                _check_absent(conn, entity, key["id"], batch)
            else:
                _check_bulk_unchanged(conn, entity, key["id"], batch)
        elif not _holds(writer.find(entity, key), from_json(new_json)):
            raise ChangedSince(entity, key, _last_entry(conn, entity, key_json, batch))


def _holds(current: dict[str, Any] | None, written: dict[str, Any] | None) -> bool:
    """Whether a row's `current` values are still those a batch wrote (a column added since is not compared)."""
    if current is None or written is None:
        return current is None and written is None
    return all(current.get(name) == value for name, value in written.items())


def _last_entry(conn: Connection, entity: str, key_json: str, batch: int) -> AuditEntry | None:
    found = entries(conn, "entity = ? AND key = ? AND batch > ?", [entity, key_json, batch], order="id DESC", limit=1)
    return found[0] if found else None


def _check_bulk_unchanged(conn: Connection, entity: str, ids: list[str], batch: int) -> None:
    """The rows of a bulk insert still hold what it wrote: for each id, the later entries of the log
    (if any) end with the value the first of them replaced."""
    wanted = set(ids)
    first_old: dict[str, Any] = {}
    last: dict[str, tuple[int, Any]] = {}
    later = run(conn, "SELECT id, key, old, new FROM audit WHERE entity = ? AND batch > ? ORDER BY id", [entity, batch])  # row by row
    for audit_id, key_json, old, new in later:
        row_id = json.loads(key_json).get("id")
        if isinstance(row_id, list):  # another bulk write of one of these rows: a change for sure
            hit = next((i for i in row_id if i in wanted), None)
            if hit is not None:
                raise ChangedSince(entity, {"id": hit}, entry(conn, audit_id))
        elif row_id in wanted:
            first_old.setdefault(row_id, from_json(old))
            last[row_id] = (audit_id, from_json(new))
    for row_id, (audit_id, new) in last.items():
        if new != first_old[row_id]:
            raise ChangedSince(entity, {"id": row_id}, entry(conn, audit_id))


def _check_absent(conn: Connection, entity: str, ids: list[str], batch: int) -> None:
    """None of the rows an undo deleted in bulk has been added again since."""
    table = ENTITIES[entity][0]
    for part in _parts(ids):
        found = driver_rows(conn, f"SELECT id FROM {table} WHERE id IN ({placeholders(len(part))}) LIMIT 1", part)
        if found:
            key = {"id": found[0][0]}
            raise ChangedSince(entity, key, _last_entry(conn, entity, to_json(key) or "{}", batch))


def _parts(ids: list[str]) -> Iterator[list[str]]:
    for start in range(0, len(ids), _PART):
        yield ids[start : start + _PART]


def _deleted(rows: Iterable[AuditEntry]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(entity, key) of every row the revert of `rows` deletes (a bulk entry: one key per id)."""
    for audit in rows:
        if audit.old is None:
            key = json.loads(audit.key)
            if isinstance(key.get("id"), list):
                yield from ((audit.entity, {"id": row_id}) for row_id in key["id"])
            else:
                yield audit.entity, key


def _check_users(conn: Connection, rows: list[AuditEntry]) -> None:
    """No row written since refers to a player or tournament the revert would delete (an imported
    player entered in a tournament, a tournament given entries by another program). The rows of the
    batch itself go back to what they were before it, when the player or tournament did not exist."""
    deleted = list(_deleted(rows))
    going = {(r.entity, r.key) for r in rows}
    batch = rows[0].batch
    players = [key["id"] for entity, key in deleted if entity == "player"]
    for part in _parts(players):
        marks = placeholders(len(part))
        users = driver_rows(conn, f"SELECT e.player_id, t.code, e.no FROM entry e JOIN tournament t ON t.id = e.tournament_id WHERE e.player_id IN ({marks})", part)
        for player_id, code, no in users:
            user = {"tournament": code, "no": no}
            if ("entry", to_json(user)) not in going:
                key_json = to_json(user) or "{}"
                raise StillUsed("player", {"id": player_id}, ("entry", user), _last_entry(conn, "entry", key_json, batch))
        for entity in _OF_PLAYER:
            table, fields = ENTITIES[entity]
            for row in driver_rows(conn, f"SELECT {', '.join(fields)} FROM {table} WHERE player_id IN ({marks})", part):
                user = dict(zip(fields, row))
                if (entity, to_json(user)) not in going:
                    later = _last_entry(conn, entity, to_json(user) or "{}", batch)
                    raise StillUsed("player", {"id": user["player_id"]}, (entity, user), later)
    _check_players_back(conn, rows)
    for code in (key["code"] for entity, key in deleted if entity == "tournament"):
        found = driver_rows(conn, "SELECT id FROM tournament WHERE code = ?", [code])
        tid = found[0][0] if found else None
        for entity in _CHILDREN:
            table, fields = ENTITIES[entity]
            own = [name for name in fields if name != "tournament"]
            for row in driver_rows(conn, f"SELECT {', '.join(own)} FROM {table} WHERE tournament_id = ?", [tid]):
                user = {name: code if name == "tournament" else getattr(row, name) for name in fields}
                if (entity, to_json(user)) not in going:
                    later = _last_entry(conn, entity, to_json(user) or "{}", batch)
                    raise StillUsed("tournament", {"code": code}, (entity, user), later)


def _check_players_back(conn: Connection, rows: list[AuditEntry]) -> None:
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
    for part in _parts(sorted(wanted)):
        present = {found for (found,) in driver_rows(conn, f"SELECT id FROM player WHERE id IN ({placeholders(len(part))})", part)}
        for player_id in part:
            if player_id not in present:
                key = {"id": player_id}
                raise ChangedSince("player", key, _last_entry(conn, "player", to_json(key) or "{}", rows[0].batch))


_OWN = "(actor = ? OR actor IS NULL)"
"""The entries of one actor; those from before schema 4 have no actor: anyone may take them back."""


def _newest_batch(conn: Connection, where: str, parameters: list[Any]) -> int | None:
    return driver_rows(conn, f"SELECT max(batch) FROM audit WHERE {where}", parameters)[0][0]


def last_undoable_batch(conn: Connection, actor: str) -> list[AuditEntry]:
    """The audit rows of `actor`'s newest batch that is neither an undo nor undone already."""
    return batch_entries(conn, undoable_batch(conn, actor))


def undoable_batch(conn: Connection, actor: str) -> int | None:
    """The number of the batch `last_undoable_batch` reads (None: nothing to undo), without its rows."""
    return _newest_batch(conn, f"undone = ? AND action != ? AND {_OWN}", [False, UNDO, actor])


def last_redoable_batch(conn: Connection, actor: str) -> list[AuditEntry]:
    """The audit rows of `actor`'s newest undo not taken back yet; none once `actor` made a new
    change after it (a new change clears redo, as in any editor)."""
    return batch_entries(conn, redoable_batch(conn, actor))


def redoable_batch(conn: Connection, actor: str) -> int | None:
    """The number of the batch `last_redoable_batch` reads (None: nothing to redo), without its rows."""
    batch = _newest_batch(conn, f"action = ? AND undone = ? AND {_OWN}", [UNDO, False, actor])
    if batch is None:
        return None
    newer = _newest_batch(conn, f"action NOT IN (?, ?) AND batch > ? AND {_OWN}", [UNDO, REDO, batch, actor])
    return None if newer is not None else batch


def origin(conn: Connection, rows: list[AuditEntry]) -> AuditEntry:
    """The first row of the action that `rows` (an action, an undo or a redo) goes back to."""
    while rows and rows[0].action in (UNDO, REDO) and rows[0].reverts is not None:
        earlier = batch_entries(conn, rows[0].reverts)
        if not earlier:
            break
        rows = earlier
    return rows[0]
