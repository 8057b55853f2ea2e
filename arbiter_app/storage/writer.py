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

The Writer runs SQL text on the driver (storage.driver): on the connection of an ORM session, or on a
connection of its own (services.database.Database.writing), so that a result is stored without
SQLAlchemy's ORM, pydantic and SQLModel loaded (docs/performance.md). The values it records are the
ones the ORM would give: on SQLite a date column's ISO text is read as a date, a boolean's integer as
a boolean, by the column's declared type.
"""

from __future__ import annotations

import itertools
import json
import operator
from datetime import date, datetime, timezone
from typing import TYPE_CHECKING, Any, Mapping, NamedTuple, Sequence

from ..i18n import tr
from . import player_words
from .actors import default_actor
from .driver import driver_rows, run, run_many

if TYPE_CHECKING:
    from sqlmodel import Session

Values = Mapping[str, Any]
UNDO, REDO = "undo", "redo"

# entity -> (table, natural key fields); "tournament" in a key is the tournament code.
ENTITIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "tournament": ("tournament", ("code",)),
    "player": ("player", ("id",)),
    "team": ("team", ("tournament", "no")),
    "entry": ("entry", ("tournament", "no")),
    "game": ("game", ("tournament", "white", "black", "round")),
    "go_round": ("go_round", ("tournament", "round")),
    "rating_period": ("rating_period", ("period",)),
    "contact": ("player_contact", ("player_id",)),
    "sanction": ("sanction", ("player_id", "event", "kind")),
    "adjudication": ("adjudication_case", ("tournament", "white", "black", "round")),
    "claim": ("claim", ("tournament", "white", "black", "round", "seq")),
}
NOTES = "import_notes"
"""The entity of an audit entry with no row behind it: the notes of an import that makes no tournament
to keep them in its settings (the players of an EGD table added to the register). Its values are
`{"notes": [...]}`; an undo or redo records them again, the other way round."""
_DATE_FIELDS = {
    "start_date", "end_date", "withdrawal_date", "ended", "substitute_since", "date_from", "date_to", "applied_on",
    "consent", "since", "until", "bond_date", "lifted", "requested", "analyses_due", "analysis_white", "analysis_black",
    "decided", "filed", "substitute_due", "appeal_filed", "appeal_decided",
}
_SURROGATE = ("id", "tournament_id")
"""Columns a row's recorded values leave out: its id (in the entry's key where it is natural) and its tournament's."""
_AUDIT_COLUMNS = ("batch", "at", "tournament_code", "action", "entity", "key", "old", "new", "undone", "actor", "reverts", "source")


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


class Column(NamedTuple):
    name: str
    type: str
    """As declared (SQLite: "DATE", "BOOLEAN", ...); PostgreSQL's data type."""
    required: bool
    """NOT NULL."""


def _sqlite_value(value: Any) -> Any:
    """A value as SQLAlchemy stores it in SQLite: a date as ISO text, a time as "2026-11-27
    23:29:55.000000" (the audit's `at`; the ORM reads the log back)."""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, date):
        return value.isoformat()
    return value


def _taken(column: Column, value: Any) -> Any:
    """A SQLite value as the ORM reads it, by the column's declared type."""
    if value is None:
        return None
    if column.type == "BOOLEAN":
        return bool(value)
    if column.type == "DATE" and isinstance(value, str):
        return date.fromisoformat(value)
    return value


def _defaults(table: str) -> dict[str, Any]:
    """The values a new row of `table` takes for the columns its writer leaves out, as storage.tables
    declares them (which loads the ORM: the writers of whole rows, a result among them, never ask)."""
    from . import tables

    columns = tables.SQLModel.metadata.tables[table].columns
    return {c.name: getattr(c.default, "arg", None) for c in columns if c.name not in _SURROGATE}


class Writer:
    """Writes rows of one batch and records every change.

    `target`: an ORM session, whose connection it writes on (its actor: `session.info["actor"]`, set by
    services.database.Database), or a driver connection in a writing transaction
    (services.database.Database.writing), with `actor`; else default_actor(). `source`, the file the
    action reads, goes on the batch's first entry (AuditRow.source).
    """

    def __init__(
        self, target: Session | Any, action: str, tournament_code: str | None = None, reverts: int | None = None,
        source: str | None = None, actor: str | None = None,
    ):
        self.session: Session | None = target if hasattr(target, "get_bind") else None
        conn: Any = target if self.session is None else self.session.connection()
        self.conn = conn
        """The driver-level connection written on: storage.driver.SQLiteConnection or SQLAlchemy's."""
        self.action = action
        self.source = source
        self.tournament_code = tournament_code
        self.actor: str = actor or (self.session.info.get("actor") if self.session is not None else None) or default_actor()
        self.reverts = reverts
        self.sqlite = self.conn.dialect.name == "sqlite"
        self._columns: dict[str, list[Column]] = {}
        self.batch = self._next_batch()
        self.at = datetime.now(timezone.utc).replace(microsecond=0)
        self.changes = 0
        self.staged_words = False

    def _run(self, sql: str, parameters: Sequence[Any] = ()) -> Any:
        return run(self.conn, sql, [_sqlite_value(v) for v in parameters] if self.sqlite else parameters)

    def _next_batch(self) -> int:
        if self.conn.dialect.name == "postgresql":
            return int(driver_rows(self.conn, "SELECT nextval('audit_batch_seq')")[0][0])
        # SQLite: the transaction holds the write lock since its BEGIN IMMEDIATE, so nobody else can
        # take the same number before this batch commits
        return int(driver_rows(self.conn, "SELECT max(batch) FROM audit")[0][0] or 0) + 1

    def columns(self, table: str) -> list[Column]:
        """The columns of `table`, as the database holds it."""
        if table not in self._columns:
            if self.sqlite:
                found = [Column(r[1], r[2].upper(), bool(r[3])) for r in driver_rows(self.conn, f"PRAGMA table_info({table})")]
            else:
                found = [Column(name, kind, nullable == "NO") for name, kind, nullable in driver_rows(
                    self.conn, "SELECT column_name, data_type, is_nullable FROM information_schema.columns"
                    " WHERE table_name = ? AND table_schema = current_schema() ORDER BY ordinal_position", [table])]
            self._columns[table] = found
        return self._columns[table]

    def _tournament_id(self, code: str) -> int | None:
        rows = driver_rows(self.conn, "SELECT id FROM tournament WHERE code = ?", [code])
        return rows[0][0] if rows else None

    def _find(self, entity: str, key: Values) -> dict[str, Any] | None:
        """The row with `key`, every column, locked until the end of the transaction (PostgreSQL;
        SQLite's whole database is locked already)."""
        table, fields = ENTITIES[entity]
        where, parameters = [], []
        for name in fields:
            if name == "tournament":
                tid = self._tournament_id(key[name])
                if tid is None:  # no tournament (deleted, or not yet restored by an undo): no row of it
                    return None
                where.append("tournament_id = ?")
                parameters.append(tid)
            else:
                where.append(f"{name} = ?")
                parameters.append(key[name])
        lock = "" if self.sqlite else " FOR UPDATE"
        rows = self._run(f"SELECT * FROM {table} WHERE {' AND '.join(where)}{lock}", parameters).all()
        if not rows:
            return None
        row = rows[0]._asdict()
        return {c.name: _taken(c, row[c.name]) for c in self.columns(table)} if self.sqlite else row

    def find(self, entity: str, key: Values) -> dict[str, Any] | None:
        """The stored values of the row with `key` (without surrogate ids), locked as `_find` says."""
        row = self._find(entity, key)
        return None if row is None else _recorded(row)

    def put(self, entity: str, key: Values, values: Values) -> bool:
        """Insert or update the row with `key`; returns False (and records nothing) if nothing changed."""
        table, fields = ENTITIES[entity]
        row = self._find(entity, key)
        old = _recorded(row) if row is not None else None
        new = _recorded({**(old or {}), **{name: key[name] for name in fields if name != "tournament"}, **values})
        if old is None and self._partial(table, new):
            new = {**_defaults(table), **new}
        if old == new:
            return False
        if row is None:
            ids: dict[str, Any] = {"id": key["id"]} if "id" in fields else {}
            if "tournament" in fields:
                tid = self._tournament_id(key["tournament"])
                if tid is None:
                    raise LookupError(tr("storage.no_tournament", code=key["tournament"]))
                ids["tournament_id"] = tid
            names = [*ids, *new]
            self._run(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})", [*ids.values(), *new.values()])
        else:
            changed = [name for name in new if old is None or new[name] != old.get(name)]
            sets = ", ".join(f"{name} = ?" for name in changed)
            self._run(f"UPDATE {table} SET {sets} WHERE id = ?", [*(new[name] for name in changed), row["id"]])
            self._forget(table, row["id"])
        if entity == "player":
            player_words.rewrite(self.conn, [(key["id"], old["name_key"] if old else None, new["name_key"])])
        self._record(entity, key, old, new)
        return True

    def _partial(self, table: str, values: Values) -> bool:
        """Whether `values` leave out a column of `table` (a new row takes its default there)."""
        return any(c.name not in values for c in self.columns(table) if c.name not in _SURROGATE)

    def delete(self, entity: str, key: Values) -> bool:
        table = ENTITIES[entity][0]
        row = self._find(entity, key)
        if row is None:
            return False
        old = _recorded(row)
        self._run(f"DELETE FROM {table} WHERE id = ?", [row["id"]])
        self._forget(table, row["id"])
        if entity == "player":
            player_words.rewrite(self.conn, [(key["id"], old["name_key"], None)])
        self._record(entity, key, old, None)
        return True

    def _forget(self, table: str, row_id: Any) -> None:
        """The row as an ORM session writing through this Writer may hold it: read afresh next time."""
        if self.session is None or not self.session.identity_map:
            return
        for held in [o for o in self.session.identity_map.values() if getattr(o, "__tablename__", None) == table and getattr(o, "id", None) == row_id]:
            self.session.expunge(held)

    # --- bulk writes: a rating list of a million players (docs/exchange-formats.md) -------------------
    def _bulk_table(self, entity: str) -> str:
        table, fields = ENTITIES[entity]
        if fields != ("id",):
            raise ValueError(f"bulk writes take rows keyed by id alone, not {entity}")
        return table

    def insert_many(
        self, entity: str, columns: Sequence[str], rows: Sequence[Sequence[Any]], blank: Sequence[str] = ()
    ) -> None:
        """Insert new rows with one `executemany`, recorded by ONE audit row whose key lists their
        ids: undoing it deletes them. A per-row audit entry would double the time of a large import.
        The `blank` columns (not in `columns`) are NULL, or '' where NULL is not allowed, in every row:
        written once in the statement, not bound for each row (a quarter of a large insert's time).
        Each statement writes as many rows as 999 values allow (the oldest SQLite's limit): a fifth
        less CPU time than one row per statement (200 000 players: 0.28 s against 0.36 s)."""
        if not rows:
            return
        name = self._bulk_table(entity)
        required = {c.name for c in self.columns(name) if c.required}
        blanks = ["''" if column in required else "NULL" for column in blank]
        values = "(" + ", ".join(["?"] * len(columns) + blanks) + ")"
        insert = f"INSERT INTO {name} ({', '.join([*columns, *blank])}) VALUES "
        per = max(1, 999 // max(1, len(columns)))
        grouped = len(rows) // per * per
        if grouped:
            flat = itertools.chain.from_iterable(rows[:grouped])
            self._run_many(insert + ", ".join([values] * per), list(zip(*[flat] * (per * len(columns)))))  # a tuple of each `per` rows
        if grouped < len(rows):
            self._run_many(insert + values, rows[grouped:])
        at = list(columns).index("id")
        ids = [row[at] for row in rows]
        if entity == "player":
            keys = list(map(operator.itemgetter(list(columns).index("name_key")), rows))
            if self.staged_words:
                player_words.insert(self.conn, player_words.staged_rows(ids, keys), player_words.STAGED)
            else:
                player_words.insert(self.conn, player_words.rows_of(ids, keys))
        self._record(entity, {"id": ids}, None, {"count": len(ids)})

    def _run_many(self, sql: str, rows: Sequence[Sequence[Any]], dated: bool = False) -> None:
        """`sql` once per row, with one `executemany`. `dated`: rows that may hold dates or times,
        written as SQLAlchemy writes them on SQLite (the audit's entries); the rows written in bulk
        are players', which hold none, and a million of them is not walked value by value."""
        run_many(self.conn, sql, [tuple(map(_sqlite_value, row)) for row in rows] if self.sqlite and dated else list(rows))

    def bulk_load(self, on: bool) -> None:
        """Hold back the indexing of the players `insert_many` adds (True) until False does it all at
        once, in key order: for an import that only inserts, into an empty register. The words of their
        names wait in a temporary table (storage.player_words.stage); on SQLite the player table's
        own indexes (name, FIDE id) are dropped and built again, which sorts once instead of
        inserting at random places (1.1 million players, wall-clock: 6.6 s + 1.9 s against 11.3 s;
        the id, the primary key, stays). PostgreSQL keeps them: dropping an index there would keep
        readers off the table until the import commits."""
        from .tables import PlayerRow  # an import: the ORM is loaded

        conn = self.conn
        table = PlayerRow.__table__  # type: ignore[attr-defined]
        indexes = sorted(table.indexes, key=lambda index: index.name) if self.sqlite else []
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
        name = self._bulk_table(entity)
        columns = [c for c in changes[0][1] if c != "id"]
        sql = f"UPDATE {name} SET {', '.join(f'{c} = ?' for c in columns)} WHERE id = ?"
        self._run_many(sql, [tuple(new[c] for c in columns) + (new["id"],) for _old, new in changes])
        if entity == "player":
            player_words.rewrite(self.conn, [(new["id"], old.get("name_key"), new.get("name_key", old.get("name_key"))) for old, new in changes])
        self._insert_audit([
            self._audit_values(entity, {"id": new["id"]}, _without_id(old), _without_id(new), first=self.changes == 0 and i == 0)
            for i, (old, new) in enumerate(changes)
        ])

    def delete_many(self, entity: str, ids: Sequence[str]) -> None:
        """Delete the rows of a bulk insert (the undo of `insert_many`), recorded by one audit row that
        keeps their values (columns and rows), so that a redo can insert them again."""
        name = self._bulk_table(entity)
        columns = [column.name for column in self.columns(name)]
        deleted: list[list[Any]] = []
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            where = f"WHERE id IN ({', '.join(['?'] * len(part))})"
            rows = driver_rows(self.conn, f"SELECT {', '.join(columns)} FROM {name} {where}", part)
            deleted += map(list, rows)
            if entity == "player":
                at_id, at_key = columns.index("id"), columns.index("name_key")
                player_words.rewrite(self.conn, [(row[at_id], row[at_key], None) for row in rows])
            self._run(f"DELETE FROM {name} {where}", part)
        self._record(entity, {"id": list(ids)}, {"count": len(ids), "columns": columns, "rows": deleted}, None)

    def record_notes(self, key: Values, old: Values | None, new: Values | None) -> None:
        """An entry of the batch keeping an import's notes (NOTES); no row is written."""
        self._record(NOTES, key, old, new)

    def mark_undone(self, audit_ids: Sequence[int]) -> None:
        """The entries `audit_ids`, taken back by this batch (storage.revert)."""
        for audit_id in audit_ids:
            self._run("UPDATE audit SET undone = ? WHERE id = ?", [True, audit_id])

    def _record(self, entity: str, key: Values, old: Values | None, new: Values | None) -> None:
        # a row of a tournament is logged under it, even in a batch spanning several
        self._insert_audit([self._audit_values(entity, key, old, new, first=self.changes == 0, code=key.get("tournament"))])

    def _audit_values(self, entity: str, key: Values, old: Values | None, new: Values | None, first: bool,
                      code: str | None = None) -> tuple[Any, ...]:
        """An audit entry's values (_AUDIT_COLUMNS); `source` goes on the batch's first entry alone."""
        return (self.batch, self.at, code or self.tournament_code, self.action, entity, to_json(key) or "{}", to_json(old),
                to_json(new), False, self.actor, self.reverts, self.source if first else None)

    def _insert_audit(self, entries: list[tuple[Any, ...]]) -> None:
        marks = ", ".join("?" * len(_AUDIT_COLUMNS))
        self._run_many(f"INSERT INTO audit ({', '.join(_AUDIT_COLUMNS)}) VALUES ({marks})", entries, dated=True)
        self.changes += len(entries)


def _recorded(row: Mapping[str, Any]) -> dict[str, Any]:
    """A row's values as the audit log records them: without its surrogate ids."""
    return {k: v for k, v in row.items() if k not in _SURROGATE}


def _without_id(values: Values) -> dict[str, Any]:
    """The values as `_recorded` gives them (the key is in the entry's key)."""
    return {k: v for k, v in values.items() if k != "id"}
