"""The one write path: every row change is recorded in the audit log, grouped in a batch.

A batch is one arbiter action ("result", "withdraw", "import", ...). Each change stores the row's
natural key and its values before and after as JSON, so any batch can be undone by writing the old
values back in reverse order, whatever the action was. The caller owns the transaction: the rows and
their audit entries are committed together or not at all.

Several programs may write to one database at once (docs/concurrency.md). Every entry names its
actor, and undo and redo act on the actor's own last action. A batch number is never shared: SQLite
transactions that write hold the write lock from their start (storage.database), PostgreSQL takes
batch numbers from a sequence and locks each row it reads before changing it, so the "old" values
recorded are the values really replaced.
"""

from __future__ import annotations

import json
import operator
from datetime import date, datetime, timezone
from typing import Any, Mapping, Sequence

from sqlalchemy import func, or_
from sqlmodel import Session, SQLModel, col, select

from ..i18n import tr
from . import player_words
from .actors import default_actor
from .tables import (
    BATCH_SEQUENCE, AuditRow, EntryRow, GameRow, GoRoundRow, PlayerRow, RatingPeriodRow, TeamRow, TournamentRow,
)

Values = Mapping[str, Any]
UNDO, REDO = "undo", "redo"

# entity -> (table, natural key fields); "tournament" in a key is the tournament code.
ENTITIES: dict[str, tuple[type[SQLModel], tuple[str, ...]]] = {
    "tournament": (TournamentRow, ("code",)),
    "player": (PlayerRow, ("id",)),
    "team": (TeamRow, ("tournament", "no")),
    "entry": (EntryRow, ("tournament", "no")),
    "game": (GameRow, ("tournament", "white", "black", "round")),
    "go_round": (GoRoundRow, ("tournament", "round")),
    "rating_period": (RatingPeriodRow, ("period",)),
}
NOTES = "import_notes"
"""The entity of an audit entry with no row behind it: the notes of an import that makes no tournament
to keep them in its settings (the players of an EGD table added to the register). Its values are
`{"notes": [...]}`; an undo or redo records them again, the other way round."""
_DATE_FIELDS = {"start_date", "end_date", "withdrawal_date", "ended", "substitute_since", "date_from", "date_to", "applied_on"}


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


def _next_batch(session: Session) -> int:
    if session.get_bind().dialect.name == "postgresql":
        return int(session.scalar(BATCH_SEQUENCE.next_value()))
    # SQLite: the transaction holds the write lock since its BEGIN IMMEDIATE, so nobody else can
    # take the same number before this batch commits
    last = session.exec(select(func.max(AuditRow.batch))).one()
    return (last or 0) + 1


class Writer:
    """Writes rows of one batch and records every change.

    The actor is `session.info["actor"]` (services.database.Database sets it), else default_actor().
    `source`, the file the action reads, goes on the batch's first entry (AuditRow.source).
    """

    def __init__(
        self, session: Session, action: str, tournament_code: str | None = None, reverts: int | None = None, source: str | None = None
    ):
        self.session = session
        self.action = action
        self.source = source
        self.tournament_code = tournament_code
        self.actor: str = session.info.get("actor") or default_actor()
        self.reverts = reverts
        self.batch = _next_batch(session)
        self.at = datetime.now(timezone.utc).replace(microsecond=0)
        self.changes = 0
        self.staged_words = False

    def _tournament_id(self, code: str) -> int:
        tid = self.session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first()
        if tid is None:
            raise LookupError(tr("storage.no_tournament", code=code))
        return tid

    def find(self, entity: str, key: Values) -> SQLModel | None:
        """The row with `key`, locked until the end of the transaction (PostgreSQL; SQLite's whole
        database is locked already)."""
        table, fields = ENTITIES[entity]
        query = select(table).with_for_update()
        for name in fields:
            if name == "tournament":
                tid = self.session.exec(select(TournamentRow.id).where(TournamentRow.code == key[name])).first()
                if tid is None:  # no tournament (deleted, or not yet restored by an undo): no row of it
                    return None
                query = query.where(table.tournament_id == tid)  # type: ignore[attr-defined]
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
        if entity == "player":
            player_words.rewrite(self.session.connection(), [(key["id"], old["name_key"] if old else None, new["name_key"])])
        self._record(entity, key, old, new)
        return True

    def delete(self, entity: str, key: Values) -> bool:
        row = self.find(entity, key)
        if row is None:
            return False
        old = row_values(row)
        self.session.delete(row)
        self.session.flush()
        if entity == "player":
            player_words.rewrite(self.session.connection(), [(key["id"], old["name_key"], None)])
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

    def insert_many(self, entity: str, columns: Sequence[str], rows: Sequence[Sequence[Any]], blank: Sequence[str] = ()) -> None:
        """Insert new rows with one `executemany`, recorded by ONE audit row whose key lists their
        ids: undoing it deletes them. A per-row audit entry would double the time of a large import.
        The `blank` columns (not in `columns`) are NULL, or '' where NULL is not allowed, in every row:
        written once in the statement, not bound for each row (a quarter of a large insert's time)."""
        if not rows:
            return
        conn, name, mark = self._bulk_sql(entity)
        table = ENTITIES[entity][0].__table__  # type: ignore[attr-defined]
        blanks = ["NULL" if table.c[column].nullable else "''" for column in blank]
        values = ", ".join([mark] * len(columns) + blanks)
        conn.exec_driver_sql(f"INSERT INTO {name} ({', '.join([*columns, *blank])}) VALUES ({values})", list(rows))
        at = list(columns).index("id")
        ids = [row[at] for row in rows]
        if entity == "player":
            keys = map(operator.itemgetter(list(columns).index("name_key")), rows)
            player_words.insert(conn, player_words.rows_of(ids, keys), player_words.STAGED if self.staged_words else "player_word")
        self._record(entity, {"id": ids}, None, {"count": len(ids)})

    def bulk_load(self, on: bool) -> None:
        """Hold back the indexing of the players `insert_many` adds (True) until False does it all at
        once, in key order: for an import that only inserts, into an empty register. The words of their
        names wait in a temporary table (storage.player_words.stage); on SQLite the player table's
        own indexes (name, FIDE id) are dropped and built again, which sorts once instead of
        inserting at random places (1.1 million players, wall-clock: 6.6 s + 1.9 s against 11.3 s;
        the id, the primary key, stays). PostgreSQL keeps them: dropping an index there would keep
        readers off the table until the import commits."""
        conn = self.session.connection()
        table = PlayerRow.__table__  # type: ignore[attr-defined]
        indexes = sorted(table.indexes, key=lambda index: index.name) if conn.dialect.name == "sqlite" else []
        if on:
            player_words.stage(conn)
            for index in indexes:
                index.drop(conn)
        else:
            for index in indexes:
                index.create(conn)
            player_words.unstage(conn)
        self.staged_words = on

    def update_many(self, entity: str, changes: Sequence[tuple[dict[str, Any], dict[str, Any]]]) -> None:
        """Update rows (old values, new values; both with the same columns, `id` among them) with one
        `executemany`, and record each change with its old and new values, as `put` does."""
        if not changes:
            return
        conn, name, mark = self._bulk_sql(entity)
        columns = [c for c in changes[0][1] if c != "id"]
        sql = f"UPDATE {name} SET {', '.join(f'{c} = {mark}' for c in columns)} WHERE id = {mark}"
        conn.exec_driver_sql(sql, [tuple(new[c] for c in columns) + (new["id"],) for _old, new in changes])
        if entity == "player":
            player_words.rewrite(conn, [(new["id"], old.get("name_key"), new.get("name_key", old.get("name_key"))) for old, new in changes])
        # the audit rows through SQLAlchemy Core: it stores `at` as the ORM does
        self.session.execute(
            AuditRow.__table__.insert(),  # type: ignore[attr-defined]
            [
                dict(batch=self.batch, at=self.at, tournament_code=self.tournament_code, action=self.action, entity=entity,
                     key=to_json({"id": new["id"]}), old=to_json(_without_id(old)), new=to_json(_without_id(new)), undone=False,
                     actor=self.actor, reverts=self.reverts, source=self._source() if i == 0 else None)
                for i, (old, new) in enumerate(changes)
            ],
        )
        self.changes += len(changes)

    def delete_many(self, entity: str, ids: Sequence[str]) -> None:
        """Delete the rows of a bulk insert (the undo of `insert_many`), recorded by one audit row that
        keeps their values (columns and rows), so that a redo can insert them again."""
        conn, name, mark = self._bulk_sql(entity)
        columns = [column.name for column in ENTITIES[entity][0].__table__.columns]  # type: ignore[attr-defined]
        deleted: list[list[Any]] = []
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            where = f"WHERE id IN ({', '.join([mark] * len(part))})"
            rows = conn.exec_driver_sql(f"SELECT {', '.join(columns)} FROM {name} {where}", tuple(part)).all()
            deleted += map(list, rows)
            if entity == "player":
                at_id, at_key = columns.index("id"), columns.index("name_key")
                player_words.rewrite(conn, [(row[at_id], row[at_key], None) for row in rows])
            conn.exec_driver_sql(f"DELETE FROM {name} {where}", tuple(part))
        self._record(entity, {"id": list(ids)}, {"count": len(ids), "columns": columns, "rows": deleted}, None)

    def record_notes(self, key: Values, old: Values | None, new: Values | None) -> None:
        """An entry of the batch keeping an import's notes (NOTES); no row is written."""
        self._record(NOTES, key, old, new)

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
                actor=self.actor,
                reverts=self.reverts,
                source=self._source(),
            )
        )
        self.changes += 1

    def _source(self) -> str | None:
        """The source for the entry about to be recorded: the batch's first one alone."""
        return self.source if self.changes == 0 else None


def _without_id(values: Values) -> dict[str, Any]:
    """The values as `row_values` gives them (the key is in the entry's key)."""
    return {k: v for k, v in values.items() if k != "id"}


def _own(actor: str) -> Any:
    # entries from before schema 4 have no actor: anyone may take them back
    return or_(col(AuditRow.actor) == actor, col(AuditRow.actor).is_(None))


def batch_rows(session: Session, batch: int | None) -> list[AuditRow]:
    if batch is None:
        return []
    return list(session.exec(select(AuditRow).where(AuditRow.batch == batch).order_by(col(AuditRow.id))))


def last_undoable_batch(session: Session, actor: str) -> list[AuditRow]:
    """The audit rows of `actor`'s newest batch that is neither an undo nor undone already."""
    batch = session.exec(
        select(func.max(AuditRow.batch)).where(AuditRow.undone == False, AuditRow.action != UNDO, _own(actor))  # noqa: E712
    ).one()
    return batch_rows(session, batch)


def last_redoable_batch(session: Session, actor: str) -> list[AuditRow]:
    """The audit rows of `actor`'s newest undo not taken back yet; none once `actor` made a new
    change after it (a new change clears redo, as in any editor)."""
    batch = session.exec(
        select(func.max(AuditRow.batch)).where(AuditRow.action == UNDO, AuditRow.undone == False, _own(actor))  # noqa: E712
    ).one()
    if batch is None:
        return []
    newer = session.exec(
        select(func.max(AuditRow.batch)).where(col(AuditRow.action).not_in((UNDO, REDO)), AuditRow.batch > batch, _own(actor))
    ).one()
    return [] if newer is not None else batch_rows(session, batch)


def origin(session: Session, rows: list[AuditRow]) -> AuditRow:
    """The first row of the action that `rows` (an action, an undo or a redo) goes back to."""
    while rows and rows[0].action in (UNDO, REDO) and rows[0].reverts is not None:
        earlier = batch_rows(session, rows[0].reverts)
        if not earlier:
            break
        rows = earlier
    return rows[0]
