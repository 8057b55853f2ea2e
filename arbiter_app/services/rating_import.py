"""Importing a rating list into the player register: FIDE TXT or XML, the ICCF list, a club's CSV.

One transaction for the whole file, read as a stream in chunks of CHUNK players:
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

import functools
import gc
import itertools
import os
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Callable, Iterable, Iterator, Literal

from ..formats.exchange_json import ImportProblem, Problem
from ..formats.players_csv import read_iccf_list, read_players_csv
from ..formats.rating_lists import MAX_PROBLEMS, ListedPlayer, ListKind, read_fide_txt, read_fide_xml
from ..rules.names import fold
from ..storage.writer import Writer
from .database import Changes, Database
from .errors import ImportCancelled

ListFormat = Literal["fide-txt", "fide-xml", "iccf", "csv"]
LIST_FORMATS: tuple[ListFormat, ...] = ("fide-txt", "fide-xml", "iccf", "csv")
CHUNK = 20_000
COLUMNS = ("id", "name", "name_key", "federation", "title", "sex", "rating", "rated_games", "rating_kind", "fide_id", "birth_year", "rank", "club")
FIDE_PREFIX = "FIDE:"
"""The register id of a player brought in by a FIDE list (a FIDE id can equal another player's ICCF id)."""

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


def _reader(fmt: ListFormat, handle: BinaryIO, problems: list[Problem], kind: ListKind) -> Iterator[ListedPlayer]:
    if fmt == "fide-txt":
        return read_fide_txt(handle, problems, kind)
    if fmt == "fide-xml":
        return read_fide_xml(handle, problems, kind)
    if fmt == "iccf":
        return read_iccf_list(handle, problems)
    if fmt == "csv":
        return read_players_csv(handle, problems)
    raise ValueError(f"unknown list format {fmt!r}; choose one of {', '.join(LIST_FORMATS)}")


def import_rating_list(
    db: Database, path: Path, fmt: ListFormat | None = None, kind: ListKind = "standard", progress: Progress | None = None
) -> RatingImport:
    """Import the list at `path` (format guessed from the suffix when not given) in one transaction."""
    fmt = fmt or guess_format(path)
    problems: list[Problem] = []
    with path.open("rb") as handle, db.transaction() as session, _without_cycle_collector():
        size = os.fstat(handle.fileno()).st_size
        writer = Writer(session, "import-ratings")
        state = _Import(writer, fmt.startswith("fide"))
        rows = _reader(fmt, handle, problems, kind)
        for chunk, position in _chunks(rows, handle):
            state.store(chunk, problems)
            if progress is not None and not progress(position, size):
                rows.close()  # type: ignore[attr-defined]  # finish the reader (a generator) while its file is open
                raise ImportCancelled(f"{path.name}: import cancelled; nothing was stored")
        if problems:
            raise ImportProblem(str(path), problems)
        state.finish()
        if progress is not None:
            progress(size, size)
    text = f"{path.name}: {state.added} player(s) added, {state.changed} changed, {state.unchanged} left alone"
    if state.conflicts:
        text += f"; {len(state.conflicts)} name(s) already in the register under another id"
    return RatingImport(Changes("import-ratings", frozenset(), text, writer.batch), state.added, state.changed, state.unchanged, tuple(state.conflicts))


@contextmanager
def _without_cycle_collector() -> Iterator[None]:
    """Reading a list makes millions of short-lived objects and no reference cycles: the cycle
    collector's passes over them took a third of the time of a FIDE XML import (measured: 17.4 s
    against 11.8 s for 287 000 players). Reference counting frees them all the same."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _chunks(rows: Iterator[ListedPlayer], handle: BinaryIO) -> Iterator[tuple[list[ListedPlayer], int]]:
    """CHUNK players at a time, with the file position reached (for the progress)."""
    while chunk := list(itertools.islice(rows, CHUNK)):
        yield chunk, handle.tell()


def search_key(name: str) -> str:
    """`rules.names.fold` of the name, word by word: plain ASCII words are only lowered, the others
    folded once each (a list repeats its surnames and first names)."""
    if name.isascii():
        return " ".join(name.lower().split())
    return " ".join(map(_fold_word, name.split()))


@functools.lru_cache(maxsize=1 << 16)
def _fold_word(word: str) -> str:
    return fold(word)


class _Import:
    """The state of one import: counts, the ids seen (to refuse a list naming a player twice)."""

    def __init__(self, writer: Writer, fide_list: bool):
        self.writer = writer
        self.conn = writer.session.connection()
        self.mark = "?" if self.conn.dialect.paramstyle == "qmark" else "%s"
        self.fide_list = fide_list
        self.register_empty = self.conn.exec_driver_sql("SELECT count(*) FROM player").scalar() == 0
        if self.register_empty:  # only inserts: the indexes are filled at the end, in order
            writer.bulk_load(True)
        self.seen: set[str] = set()
        self.added = self.changed = self.unchanged = 0
        self.conflicts: list[str] = []

    def register_id(self, row: ListedPlayer) -> str:
        return row.id if row.id else FIDE_PREFIX + (row.fide_id or "")

    def store(self, chunk: list[ListedPlayer], problems: list[Problem]) -> None:
        ids = list(map(self.register_id, chunk))
        fresh = set(ids)
        if len(fresh) == len(ids) and self.seen.isdisjoint(fresh):  # the usual case: no player listed twice
            self.seen |= fresh
            rows = chunk
        else:
            rows = self._first_listings(chunk, problems)
            ids = list(map(self.register_id, rows))
        if self.register_empty:
            self.writer.insert_many("player", COLUMNS, list(map(self._new, rows, ids)))
            self.added += len(rows)
            return
        existing = self._existing(rows)
        inserts: list[tuple[Any, ...]] = []
        updates: list[tuple[dict[str, Any], dict[str, Any]]] = []
        for row in rows:
            old = existing.get(self.register_id(row)) or (existing.get("fide:" + row.fide_id) if row.fide_id and not row.id else None)
            if old is None:
                inserts.append(self._new(row, self.register_id(row)))
                continue
            new = self._merged(old, row)
            if new == old:
                self.unchanged += 1
            else:
                updates.append((old, new))
        self._report_names(rows, inserts)
        self.writer.insert_many("player", COLUMNS, inserts)
        self.writer.update_many("player", updates)
        self.added += len(inserts)
        self.changed += len(updates)

    def _first_listings(self, chunk: list[ListedPlayer], problems: list[Problem]) -> list[ListedPlayer]:
        """The players of `chunk` not listed before (in the file), each repeat reported."""
        rows = []
        for row in chunk:
            key = self.register_id(row)
            if key in self.seen:
                if len(problems) < MAX_PROBLEMS:
                    problems.append(Problem(f"line {row.line}", f"player {row.id or 'FIDE ' + str(row.fide_id)} is listed a second time"))
                continue
            self.seen.add(key)
            rows.append(row)
        return rows

    def finish(self) -> None:
        if self.register_empty:
            self.writer.bulk_load(False)

    def _select(self, where: str, values: list[str]) -> list[dict[str, Any]]:
        if not values:
            return []
        sql = f"SELECT {', '.join(COLUMNS)} FROM player WHERE {where} IN ({', '.join([self.mark] * len(values))})"
        return [dict(zip(COLUMNS, r)) for r in self.conn.exec_driver_sql(sql, tuple(values))]

    def _existing(self, rows: list[ListedPlayer]) -> dict[str, dict[str, Any]]:
        """The register's rows of these players, by id and (as "fide:<id>") by FIDE id."""
        found: dict[str, dict[str, Any]] = {}
        for part in range(0, len(rows), 500):
            some = rows[part : part + 500]
            for r in self._select("id", [self.register_id(x) for x in some]):
                found[r["id"]] = r
            for r in self._select("fide_id", [x.fide_id for x in some if x.fide_id and not x.id]):
                found.setdefault("fide:" + r["fide_id"], r)
        return found

    def _new(self, row: ListedPlayer, register_id: str) -> tuple[Any, ...]:
        title = None if self.fide_list else row.title
        return (
            register_id, row.name, search_key(row.name), row.federation, title, row.sex or "m",
            row.rating, row.games or 0, row.rating_kind or ("fixed" if row.rating else "none"),
            row.fide_id, row.birth_year, None, row.club or "",
        )

    def _merged(self, old: dict[str, Any], row: ListedPlayer) -> dict[str, Any]:
        """The register row after this list: a FIDE list changes the name, federation and rating only of
        the players it brought in, and the rating of others only where no ICCF rating stands."""
        new = dict(old)
        for column, value in (("fide_id", row.fide_id), ("birth_year", row.birth_year), ("sex", row.sex)):
            if value is not None:
                new[column] = value
        own = not self.fide_list or old["id"] == self.register_id(row)
        if own:
            new.update(name=row.name, name_key=search_key(row.name), federation=row.federation or old["federation"])
            if not self.fide_list and row.title is not None:
                new["title"] = row.title
            if row.club is not None:
                new["club"] = row.club
        if own or old["rating_kind"] in ("fide", "none"):
            if row.rating is not None:
                new.update(rating=row.rating, rating_kind=row.rating_kind or "fixed")
            if row.games is not None:
                new["rated_games"] = row.games
        return new

    def _report_names(self, rows: list[ListedPlayer], inserts: list[tuple[Any, ...]]) -> None:
        """New players whose name the register already has under another id (not from this file)."""
        new_ids = {values[0] for values in inserts}
        fresh = [r for r in rows if self.register_id(r) in new_ids]
        keys = {search_key(r.name) for r in fresh}
        holders: dict[str, list[str]] = {}
        for part in range(0, len(keys), 500):
            for held in self._select("name_key", sorted(keys)[part : part + 500]):
                if held["id"] not in self.seen:
                    holders.setdefault(held["name_key"], []).append(held["id"])
        for r in fresh:
            others = holders.get(search_key(r.name))
            if others:
                who = r.id or f"FIDE {r.fide_id}"
                self.conflicts.append(f"line {r.line}: {r.name} ({who}) was added; the register has this name as player {', '.join(others)}")
