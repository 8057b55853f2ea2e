"""Importing a rating list into the player register: FIDE TXT or XML, the ICCF list, a club's CSV.

One transaction for the whole file, read as a stream in batches (services.ratings.list_batches):
- a player is matched by the file's id: an ICCF (register) id against the register's id, a FIDE id
  against the register's FIDE id (or the id `FIDE:<id>` of a player the FIDE list brought in);
- new players are inserted in bulk (`Writer.insert_many`: one audit row per chunk lists their ids);
  changed players are updated in bulk with one audit row each (old and new values); the rest are
  counted as left alone;
- a new player whose name is already in the register under another id is added and reported, never
  merged silently;
- entries keep their ratings at the start: only the register's rows change.
A file with any problem, or a cancelled import, stores nothing (the transaction is rolled back).
The choices (which fields a FIDE list may change, the id of a player it brings in) are explained in
docs/exchange-formats.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from ...formats.problems import ImportProblem, Problem
from ...formats.rating_lists import ListedPlayer, ListKind
from ...storage.writer import Writer
from .. import backups
from ..database import Changes, Database
from . import list_batches
from ..errors import ImportCancelled
from .list_batches import COLUMNS, LIST_FORMATS, Batch, ListFormat, without_cycle_collector
from ...i18n import tr, tr_plural

__all__ = ["LIST_FORMATS", "ImportCancelled", "ListFormat", "RatingImport", "guess_format", "import_rating_list"]

Progress = Callable[[int, int], bool]
"""Called with (bytes read, file size) after each chunk; returning False cancels the import."""


@dataclass(frozen=True)
class RatingImport:
    changes: Changes
    added: int
    changed: int
    unchanged: int
    name_conflicts: tuple[str, ...]
    """"line 12: Novák, Jan (FIDE 123) was added; the register has this name as player 180412"."""


def guess_format(path: Path) -> ListFormat:
    suffix = path.suffix.lower()
    return "fide-xml" if suffix == ".xml" else "fide-txt" if suffix == ".txt" else "csv"


def import_rating_list(
    db: Database, path: Path, fmt: ListFormat | None = None, kind: ListKind = "standard", progress: Progress | None = None,
    encoding: str | None = None,
) -> RatingImport:
    """Import the list at `path` (format guessed from the suffix when not given; `encoding`: the
    text's when the user names it, else the one its bytes show, said in the summary when it is not
    UTF-8: formats.text_encoding) in one transaction; a large list is read in a second process while
    this one stores it (services.ratings.list_batches). That process is started as Python's
    multiprocessing starts one: a script calling this keeps its own work under `if __name__ == "__main__":`."""
    fmt = fmt or guess_format(path)
    if fmt not in LIST_FORMATS:
        raise ValueError(tr("ratings.refused.list_format", format=fmt, formats=', '.join(LIST_FORMATS)))
    problems: list[Problem] = []
    size = path.stat().st_size
    reading = list_batches.list_reading(path, fmt, encoding)
    read = list_batches.read_in_worker if list_batches.in_worker(size) else list_batches.read_batches
    backups.before_bulk(db, "import-ratings")
    with db.transaction() as session, without_cycle_collector():
        writer = Writer(session, "import-ratings", source=path.name)
        state = _Import(writer, fmt.startswith("fide"))
        batches = read(path, fmt, kind, list_batches.CHUNK, not state.register_empty, reading.encoding if reading else None)
        try:
            for batch in batches:
                problems += batch.problems
                if not problems:  # a list with a problem is refused whole: its values are never written
                    state.store(batch)
                if progress is not None and not progress(batch.position, size):
                    raise ImportCancelled(tr("ratings.import_cancelled", file=path.name))
        finally:
            batches.close()  # type: ignore[attr-defined]  # stops the reading process of a list not read to its end
        if problems:
            raise ImportProblem(str(path), problems, stopped=len(problems) >= list_batches.MAX_PROBLEMS)
        state.finish()
        if progress is not None:
            progress(size, size)
    text = tr_plural("players.import.done", state.added, file=path.name, added=state.added, changed=state.changed,
                     unchanged=state.unchanged)
    if state.conflicts:
        text += tr_plural("players.import.conflicts", len(state.conflicts), count=len(state.conflicts))
    if reading is not None and reading.note:
        text += f"\n{path.name}: {reading.note}"
    return RatingImport(Changes("import-ratings", frozenset(), text, writer.batch), state.added, state.changed, state.unchanged, tuple(state.conflicts))


class _Import:
    """The state of one import: counts, the ids of the file seen so far (not reported as other players
    of the same name)."""

    def __init__(self, writer: Writer, fide_list: bool):
        self.writer = writer
        self.conn = writer.conn
        self.mark = "?" if self.conn.dialect.paramstyle == "qmark" else "%s"
        self.fide_list = fide_list
        self.register_empty = self.conn.exec_driver_sql("SELECT count(*) FROM player").scalar() == 0
        if self.register_empty:  # only inserts: the indexes are filled at the end, in order
            writer.bulk_load(True)
        self.seen: set[str] = set()
        self.added = self.changed = self.unchanged = 0
        self.conflicts: list[str] = []

    def store(self, batch: Batch) -> None:
        if not batch.columns[0]:  # a batch of problems only
            return
        if self.register_empty:
            columns, values, blank = _without_blank_columns(batch.columns)
            self.writer.insert_many("player", columns, list(zip(*values)), blank)
            self.added += len(values[0])
            return
        rows = batch.rows
        self.seen.update(row[0] for row in rows)
        existing = self._existing(batch.players, rows)
        inserts: list[tuple[Any, ...]] = []
        updates: list[tuple[dict[str, Any], dict[str, Any]]] = []
        for player, row in zip(batch.players, rows):
            old = existing.get(row[0]) or (existing.get("fide:" + player.fide_id) if player.fide_id and not player.id else None)
            if old is None:
                inserts.append(row)
                continue
            new = self._merged(old, player, row)
            if new == old:
                self.unchanged += 1
            else:
                updates.append((old, new))
        self._report_names(batch.players, rows, inserts)
        self.writer.insert_many("player", COLUMNS, inserts)
        self.writer.update_many("player", updates)
        self.added += len(inserts)
        self.changed += len(updates)

    def finish(self) -> None:
        if self.register_empty:
            self.writer.bulk_load(False)

    def _select(self, where: str, values: list[str]) -> list[dict[str, Any]]:
        if not values:
            return []
        sql = f"SELECT {', '.join(COLUMNS)} FROM player WHERE {where} IN ({', '.join([self.mark] * len(values))})"
        return [dict(zip(COLUMNS, r)) for r in self.conn.exec_driver_sql(sql, tuple(values))]

    def _existing(self, players: list[ListedPlayer], rows: list[tuple[Any, ...]]) -> dict[str, dict[str, Any]]:
        """The register's rows of these players, by id and (as "fide:<id>") by FIDE id."""
        found: dict[str, dict[str, Any]] = {}
        for part in range(0, len(players), 500):
            for r in self._select("id", [row[0] for row in rows[part : part + 500]]):
                found[r["id"]] = r
            for r in self._select("fide_id", [x.fide_id for x in players[part : part + 500] if x.fide_id and not x.id]):
                found.setdefault("fide:" + r["fide_id"], r)
        return found

    def _merged(self, old: dict[str, Any], row: ListedPlayer, new_row: tuple[Any, ...]) -> dict[str, Any]:
        """The register row after this list: a FIDE list changes the name, federation and rating only of
        the players it brought in, and the rating of others only where no ICCF rating stands."""
        new = dict(old)
        for column, value in (("fide_id", row.fide_id), ("birth_year", row.birth_year), ("sex", row.sex)):
            if value is not None:
                new[column] = value
        own = not self.fide_list or old["id"] == new_row[0]
        if own:
            new.update(name=row.name, name_key=new_row[2], federation=new_row[3] or old["federation"])  # as the register writes it (rules.countries)
            if not self.fide_list and row.title is not None:
                new["title"] = row.title
            if row.club is not None:
                new["club"] = row.club
            if row.rank is not None:  # a club's CSV only: rating lists have no go ranks
                new["rank"] = row.rank
        if own or old["rating_kind"] in ("fide", "none"):
            if row.rating is not None:
                new.update(rating=row.rating, rating_kind=row.rating_kind or "fixed")
            if row.games is not None:
                new["rated_games"] = row.games
        return new

    def _report_names(self, players: list[ListedPlayer], rows: list[tuple[Any, ...]], inserts: list[tuple[Any, ...]]) -> None:
        """New players whose name the register already has under another id (not from this file)."""
        new_ids = {row[0] for row in inserts}
        fresh = [(player, row[2]) for player, row in zip(players, rows) if row[0] in new_ids]
        holders: dict[str, list[str]] = {}
        keys = sorted({key for _player, key in fresh})
        for part in range(0, len(keys), 500):
            for held in self._select("name_key", keys[part : part + 500]):
                if held["id"] not in self.seen:
                    holders.setdefault(held["name_key"], []).append(held["id"])
        for player, key in fresh:
            others = holders.get(key)
            if others:
                who = player.id or f"FIDE {player.fide_id}"
                self.conflicts.append(f"line {player.line}: {player.name} ({who}) was added; the register has this name as player {', '.join(others)}")


def _without_blank_columns(values: list[Sequence[Any]]) -> tuple[list[str], list[Sequence[Any]], list[str]]:
    """COLUMNS and their values less the columns that are None or '' in every row (a FIDE list's
    titles, clubs and go ranks), and the names of those."""
    kept = [i for i, column in enumerate(values) if column[0] not in (None, "") or column.count(column[0]) != len(column)]
    blank = [name for i, name in enumerate(COLUMNS) if i not in kept]
    return [COLUMNS[i] for i in kept], [values[i] for i in kept], blank
