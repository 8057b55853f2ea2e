"""The one write path: every row change is recorded in the audit log, grouped in a batch.

A batch is one arbiter action ("result", "withdraw", "import", ...). Each change stores the row's
natural key and its values before and after as JSON, so any batch can be undone by writing the old
values back in reverse order, whatever the action was. The caller owns the transaction: the rows and
their audit entries are committed together or not at all.
"""

from __future__ import annotations

import json
from datetime import date, datetime, timezone
from typing import Any, Mapping, Sequence

from sqlalchemy import func
from sqlmodel import Session, SQLModel, col, select

from .tables import AuditRow, EntryRow, GameRow, PlayerRow, TeamRow, TournamentRow

Values = Mapping[str, Any]

# entity -> (table, natural key fields); "tournament" in a key is the tournament code.
ENTITIES: dict[str, tuple[type[SQLModel], tuple[str, ...]]] = {
    "tournament": (TournamentRow, ("code",)),
    "player": (PlayerRow, ("id",)),
    "team": (TeamRow, ("tournament", "no")),
    "entry": (EntryRow, ("tournament", "no")),
    "game": (GameRow, ("tournament", "white", "black", "round")),
}
_DATE_FIELDS = {"start_date", "end_date", "withdrawal_date", "ended", "substitute_since"}


def to_json(values: Values | None) -> str | None:
    if values is None:
        return None
    return json.dumps(values, default=_json_default, ensure_ascii=False, sort_keys=True)


def from_json(text: str | None) -> dict[str, Any] | None:
    if text is None:
        return None
    values: dict[str, Any] = json.loads(text)
    for name in _DATE_FIELDS & values.keys():
        if values[name] is not None:
            values[name] = date.fromisoformat(values[name])
    return values


def _json_default(value: object) -> str:
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    raise TypeError(f"cannot store {value!r} in the audit log")


def row_values(row: SQLModel) -> dict[str, Any]:
    """The stored values of a row, without surrogate ids."""
    return {k: v for k, v in row.model_dump().items() if k not in ("id", "tournament_id")}


class Writer:
    """Writes rows of one batch and records every change."""

    def __init__(self, session: Session, action: str, tournament_code: str | None = None):
        self.session = session
        self.action = action
        self.tournament_code = tournament_code
        last = session.exec(select(func.max(AuditRow.batch))).one()
        self.batch = (last or 0) + 1
        self.at = datetime.now(timezone.utc).replace(microsecond=0)
        self.changes = 0

    def _tournament_id(self, code: str) -> int:
        tid = self.session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first()
        if tid is None:
            raise LookupError(f"no tournament with code {code!r}")
        return tid

    def find(self, entity: str, key: Values) -> SQLModel | None:
        table, fields = ENTITIES[entity]
        query = select(table)
        for name in fields:
            if name == "tournament":
                query = query.where(table.tournament_id == self._tournament_id(key[name]))  # type: ignore[attr-defined]
            else:
                query = query.where(getattr(table, name) == key[name])
        return self.session.exec(query).first()

    def put(self, entity: str, key: Values, values: Values) -> bool:
        """Insert or update the row with `key`; returns False (and records nothing) if nothing changed."""
        table, fields = ENTITIES[entity]
        row = self.find(entity, key)
        old = row_values(row) if row is not None else None
        if row is None:
            row = table()
            if "tournament" in fields:
                row.tournament_id = self._tournament_id(key["tournament"])  # type: ignore[attr-defined]
        for name in fields:
            if name != "tournament":
                setattr(row, name, key[name])
        for name, value in values.items():
            setattr(row, name, value)
        new = row_values(row)
        if old == new:
            return False
        self.session.add(row)
        self.session.flush()
        self._record(entity, key, old, new)
        return True

    def delete(self, entity: str, key: Values) -> bool:
        row = self.find(entity, key)
        if row is None:
            return False
        old = row_values(row)
        self.session.delete(row)
        self.session.flush()
        self._record(entity, key, old, None)
        return True

    # --- bulk writes: a rating list of a million players (docs/exchange-formats.md) -------------------
    def _bulk_sql(self, entity: str) -> tuple[Any, str, str]:
        table, fields = ENTITIES[entity]
        if fields != ("id",):
            raise ValueError(f"bulk writes take rows keyed by id alone, not {entity}")
        conn = self.session.connection()
        name: str = table.__tablename__  # type: ignore[assignment]
        return conn, name, "?" if conn.dialect.paramstyle == "qmark" else "%s"

    def insert_many(self, entity: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Insert new rows with one `executemany`, recorded by ONE audit row whose key lists their
        ids: undoing it deletes them. A per-row audit entry would double the time of a large import."""
        if not rows:
            return
        conn, name, mark = self._bulk_sql(entity)
        conn.exec_driver_sql(f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({', '.join([mark] * len(columns))})", list(rows))
        ids = [row[list(columns).index("id")] for row in rows]
        self._record(entity, {"id": ids}, None, {"count": len(ids)})

    def update_many(self, entity: str, changes: Sequence[tuple[dict[str, Any], dict[str, Any]]]) -> None:
        """Update rows (old values, new values; both with the same columns, `id` among them) with one
        `executemany`, and record each change with its old and new values, as `put` does."""
        if not changes:
            return
        conn, name, mark = self._bulk_sql(entity)
        columns = [c for c in changes[0][1] if c != "id"]
        sql = f"UPDATE {name} SET {', '.join(f'{c} = {mark}' for c in columns)} WHERE id = {mark}"
        conn.exec_driver_sql(sql, [tuple(new[c] for c in columns) + (new["id"],) for _old, new in changes])
        # the audit rows through SQLAlchemy Core: it stores `at` as the ORM does
        self.session.execute(
            AuditRow.__table__.insert(),  # type: ignore[attr-defined]
            [
                dict(batch=self.batch, at=self.at, tournament_code=self.tournament_code, action=self.action, entity=entity,
                     key=to_json({"id": new["id"]}), old=to_json(old), new=to_json(new), undone=False)
                for old, new in changes
            ],
        )
        self.changes += len(changes)

    def delete_many(self, entity: str, ids: Sequence[str]) -> None:
        """Delete the rows of a bulk insert (the undo of `insert_many`), recorded by one audit row."""
        conn, name, mark = self._bulk_sql(entity)
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            conn.exec_driver_sql(f"DELETE FROM {name} WHERE id IN ({', '.join([mark] * len(part))})", tuple(part))
        self._record(entity, {"id": list(ids)}, {"count": len(ids)}, None)

    def _record(self, entity: str, key: Values, old: Values | None, new: Values | None) -> None:
        self.session.add(
            AuditRow(
                batch=self.batch,
                at=self.at,
                # a row of a tournament is logged under it, even in a batch spanning several
                tournament_code=key.get("tournament", self.tournament_code),
                action=self.action,
                entity=entity,
                key=to_json(key) or "{}",
                old=to_json(old),
                new=to_json(new),
            )
        )
        self.changes += 1


def last_undoable_batch(session: Session) -> list[AuditRow]:
    """The audit rows of the newest batch that is neither an undo nor undone already."""
    batch = session.exec(
        select(AuditRow.batch)
        .where(AuditRow.undone == False, AuditRow.action != "undo")  # noqa: E712
        .order_by(col(AuditRow.batch).desc())
        .limit(1)
    ).first()
    if batch is None:
        return []
    return list(session.exec(select(AuditRow).where(AuditRow.batch == batch).order_by(col(AuditRow.id))))


def undo_batch(session: Session, rows: list[AuditRow]) -> Writer:
    """Write back the old values of `rows` in reverse order, recorded as an "undo" batch."""
    writer = Writer(session, "undo", rows[0].tournament_code if rows else None)
    for audit in reversed(rows):
        key = json.loads(audit.key)
        old = from_json(audit.old)
        if isinstance(key.get("id"), list):  # a bulk insert (insert_many)
            writer.delete_many(audit.entity, key["id"])
        elif old is None:
            writer.delete(audit.entity, key)
        else:
            writer.put(audit.entity, key, old)
        audit.undone = True
        session.add(audit)
    return writer
