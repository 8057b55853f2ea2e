"""A rating list read in batches of at most CHUNK players (a FIDE list's as its reader gives them),
each as the rows the player register would store for them (their register ids and folded names among
them), column by column: a FIDE list's reader gives its players so, and no object is made for each
player unless the caller asks for them.

On a machine with processors to spare (WORKER_PROCESSORS) a large list is read in a second process
(`read_in_worker`), so that reading it (Python's work on every line: cutting, checking, building the
rows) runs beside storing it (SQLite's work) instead of before it, for more CPU time in all
(docs/exchange-formats.md, benchmarks/bench_rating_list.py). The process is
started with "spawn", as on Windows and macOS: a fork of a Qt program is not safe. It sends one
batch at a time through a pipe, so that memory stays bounded (the reader waits while the importer is
behind): the columns of texts joined into one text each (`_packed`), the players as plain tuples (a
ListedPlayer would be rebuilt by a Python call on each row).

This module imports nothing of the database: the worker process loads only the readers and the
name rules.
"""

from __future__ import annotations

import errno
import gc
import itertools
import multiprocessing
import os
import signal
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Generator, Iterator, Literal, Sequence

from ...i18n import tr
from ...formats.problems import Problem
from ...formats.player_problems import column_problems
from ...formats import rating_lists
from ...formats.players_csv import CSV_CODE_PAGES, read_iccf_list, read_players_csv
from ...formats.rating_lists import FIDE_CODE_PAGES, MAX_PROBLEMS, ListedPlayer, ListKind, PlayerColumns, columns_of, listed_players, read_fide_txt_columns, read_fide_xml_columns
from ...rules.names import fold_many
from ...rules.countries import federation_of
from ...formats.text_encoding import Reading
from ...rules.player_checks import FIELDS

ListFormat = Literal["fide-txt", "fide-xml", "iccf", "csv"]
LIST_FORMATS: tuple[ListFormat, ...] = ("fide-txt", "fide-xml", "iccf", "csv")
CHUNK = 50_000
"""The most players of a batch; a FIDE list's reader gives fewer at a time (about 4 MB of the file)."""
FIDE_PREFIX = "FIDE:"
"""The register id of a player brought in by a FIDE list (a FIDE id can equal another player's ICCF id)."""
WORKER_FROM_BYTES = 8 << 20
"""A list at least this large (about 50 000 players of a FIDE TXT list) is read in a second process
when the program has WORKER_PROCESSORS (`in_worker`); a smaller one is read in less time than that
process takes to start."""
WORKER_PROCESSORS = 4
"""The processors a second process needs to pay: it takes more CPU time in all (starting, sending
each batch, 1.2x the reading alone), and on two processors, one of them busy with another program,
the two processes only take turns (200 000 players: 2.3x the CPU of the bare inserts against 1.9x in
one process; benchmarks/bench_rating_list.py)."""

COLUMNS = ("id", "name", "name_key", "federation", "title", "sex", "rating", "rated_games", "rating_kind", "fide_id", "birth_year", "rank", "club")
"""The player table's columns, in the order of `new_columns`."""


@dataclass(frozen=True)
class Batch:
    columns: list[Sequence[Any]]
    """The register rows (COLUMNS) of the players, as new players would be stored, column by column."""
    players: list[ListedPlayer]
    """The players as the list gives them (for an update of the register), or empty when not asked for."""
    position: int
    """The bytes of the file read so far."""
    problems: list[Problem]
    """The problems found while reading this batch."""

    @property
    def rows(self) -> list[tuple[Any, ...]]:
        """The register row of each player: the register id first, the search key (name_key) third."""
        return list(zip(*self.columns))


def _blocks(fmt: ListFormat, handle: BinaryIO, problems: list[Problem], kind: ListKind, chunk: int,
            encoding: str | None) -> Generator[PlayerColumns, None, None]:
    """The list's players column by column, in blocks: as a FIDE list is read, any other `chunk`
    players at a time. `encoding`: the text's (None: the reader chooses; an XML list declares its own)."""
    if fmt == "fide-xml":
        yield from read_fide_xml_columns(handle, problems, kind, titles=False)  # a FIDE list's are not stored (new_columns)
        return
    if fmt == "fide-txt":
        yield from read_fide_txt_columns(handle, problems, kind, encoding, titles=False)  # a FIDE list's are not stored (new_columns)
        return
    if fmt == "iccf":
        rows = read_iccf_list(handle, problems, encoding)
    elif fmt == "csv":
        rows = read_players_csv(handle, problems, encoding=encoding)
    else:
        raise ValueError(tr("ratings.refused.list_format", format=fmt, formats=', '.join(LIST_FORMATS)))
    try:
        while listed := list(itertools.islice(rows, chunk)):
            yield columns_of(listed)
    finally:
        rows.close()  # type: ignore[attr-defined]  # finish the reader (a generator) while its file is open


def _chunks(blocks: Iterator[PlayerColumns], chunk: int) -> Iterator[PlayerColumns]:
    """The players of `blocks` (column by column), at most `chunk` at a time: a block as it comes
    when it is no larger (a FIDE list's reader gives about 4 MB of the file at a time), never
    joined to the next (joining took a tenth of the reading)."""
    for block in blocks:
        count = len(block[0])
        if count <= chunk:
            yield block
            continue
        for start in range(0, count, chunk):
            yield [column[start : start + chunk] for column in block]


def read_batches(path: Path, fmt: ListFormat, kind: ListKind, chunk: int = CHUNK, players: bool = True,
                 encoding: str | None = None) -> Iterator[Batch]:
    """The list's players, `chunk` at a time, in this process (`players`: with the players as listed;
    `encoding`: the text's, as `list_reading` chose it). A player listed a second time is reported
    (and left out)."""
    problems: list[Problem] = []
    seen: set[str] = set()
    fide_list = fmt.startswith("fide")
    with _opened(path) as handle, without_cycle_collector():
        blocks = _blocks(fmt, handle, problems, kind, chunk, encoding)
        try:
            reported = 0
            for listed in _chunks(blocks, chunk):
                ids = list(map(FIDE_PREFIX.__add__, listed[2])) if fide_list else [own or FIDE_PREFIX + (fide_id or "") for own, fide_id in zip(listed[1], listed[2])]
                fresh = set(ids)
                if len(fresh) == len(ids) and seen.isdisjoint(fresh):  # the usual case: no player listed twice
                    seen |= fresh
                else:
                    listed, ids = _first_listings(listed, ids, seen, problems)
                keys = fold_many(listed[3])
                columns = new_columns(listed, ids, keys, fide_list)
                _check(columns, listed[0], problems)
                yield Batch(columns, list(listed_players(listed)) if players else [], handle.tell(), problems[reported:])
                reported = len(problems)
            if len(problems) > reported:
                yield Batch(new_columns(columns_of([]), [], [], fide_list), [], handle.tell(), problems[reported:])
        finally:
            blocks.close()


def list_reading(path: Path, fmt: ListFormat, encoding: str | None = None) -> Reading | None:
    """How the list at `path` is read (formats.rating_lists.list_reading): the encoding the user
    named, else the one its bytes show; None for an XML list, which declares its own."""
    if fmt == "fide-xml":
        return None
    with _opened(path) as handle:
        return rating_lists.list_reading(handle, encoding, FIDE_CODE_PAGES if fmt == "fide-txt" else CSV_CODE_PAGES)


def _opened(path: Path) -> BinaryIO:
    """The list's file, opened to read. A folder is refused as one (IsADirectoryError) on every system:
    Linux's open() says so itself, Windows' says only "permission denied" (CreateFile opens no folder
    as a file)."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    return path.open("rb")


def _check(columns: list[Sequence[Any]], lines: Sequence[int], problems: list[Problem]) -> None:
    """The register's rules on the players of a batch, as for `player add` (formats.player_problems):
    a name with or without a comma, of one word or more."""
    checked = {name: column for name, column in zip(COLUMNS, columns) if name in FIELDS}
    if not lines:
        return
    found, _rows = column_problems(checked, lambda k: f"line {lines[k]}")
    problems += found[: max(0, MAX_PROBLEMS - len(problems))]


def _first_listings(listed: PlayerColumns, ids: list[str], seen: set[str], problems: list[Problem]) -> tuple[PlayerColumns, list[str]]:
    """The players not listed before (in the file), with their ids; each repeat reported."""
    kept: list[ListedPlayer] = []
    kept_ids: list[str] = []
    for player, player_id in zip(listed_players(listed), ids):
        if player_id in seen:
            if len(problems) < MAX_PROBLEMS:
                problems.append(Problem(f"line {player.line}", f"player {player.id or 'FIDE ' + str(player.fide_id)} is listed a second time"))
            continue
        seen.add(player_id)
        kept.append(player)
        kept_ids.append(player_id)
    return columns_of(kept), kept_ids


def new_columns(listed: PlayerColumns, ids: Sequence[str], keys: Sequence[str], fide_list: bool) -> list[Sequence[Any]]:
    """The register rows (COLUMNS) of players new to the register (`listed` column by column), column
    by column (a million of them). A FIDE list's titles are not ICCF titles: its players come in without one."""
    _lines, _ids, fide_ids, names, federations, sexes, titles, ratings, games, kinds, births, _flags, clubs, ranks = listed
    # a known code as the register writes it (CZ, cze -> CZE: rules.countries), once for each distinct one
    register_code = {code: federation_of(code) or code for code in set(federations)}
    return [
        ids, names, keys, [register_code[code] for code in federations], [None] * len(ids) if fide_list else titles, [sex or "m" for sex in sexes],
        ratings, [count or 0 for count in games], [kind or ("fixed" if rating else "none") for kind, rating in zip(kinds, ratings)],
        fide_ids, births, ranks, [club or "" for club in clubs],
    ]  # fmt: skip


def in_worker(size: int) -> bool:
    """Whether a list of `size` bytes is read in a second process: a large one, with processors to
    spare (WORKER_PROCESSORS)."""
    processors = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return size >= WORKER_FROM_BYTES and processors >= WORKER_PROCESSORS


def read_in_worker(path: Path, fmt: ListFormat, kind: ListKind, chunk: int = CHUNK, players: bool = True,
                   encoding: str | None = None) -> Iterator[Batch]:
    """`read_batches` in a second process. Closing this generator (the import ends, fails or is
    cancelled) stops the process."""
    context = multiprocessing.get_context("spawn")
    receiving, sending = context.Pipe(duplex=False)
    worker = context.Process(target=_work, args=(sending, str(path), fmt, kind, chunk, players, encoding), name="rating-list-reader", daemon=True)
    worker.start()
    sending.close()  # the worker holds its end: when it ends, recv() ends too
    try:
        while True:
            try:
                message = receiving.recv()
            except EOFError:
                worker.join(5)
                raise RuntimeError(_reader_stopped(path.name, worker.exitcode)) from None
            if message is None:
                return
            if isinstance(message, BaseException):
                raise message
            columns, listed, position, problems = message
            yield Batch(list(map(_unpacked, columns)), list(map(tuple.__new__, itertools.repeat(ListedPlayer), listed)), position, problems)
    finally:
        receiving.close()
        if worker.is_alive():
            worker.terminate()
        worker.join()


def _reader_stopped(file: str, code: int | None) -> str:
    """Why the reading process ended before the list did, in its system's own terms. On POSIX a
    negative exit code (multiprocessing's) is the signal that ended the process. Windows has no
    signals: multiprocessing's kill() and terminate() end a process with the exit code 0x10000, which
    it reports as -SIGTERM; the real code is given back, and a code as large as those of Windows'
    crashes (0xC0000005) is written in hex, as Windows writes them."""
    if sys.platform == "win32":
        code = 0x10000 if code == -signal.SIGTERM else code
        shown = f"0x{code:08X}" if code is not None and code > 0xFFFF else str(code)
        return tr("ratings.refused.reader_stopped", file=file, code=shown)
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:  # a signal Python has no name for (a real-time one)
            name = str(-code)
        return tr("ratings.refused.reader_signal", file=file, signal=name)
    return tr("ratings.refused.reader_stopped", file=file, code=code)


def _work(sending: Any, path: str, fmt: ListFormat, kind: ListKind, chunk: int, players: bool, encoding: str | None) -> None:
    """The worker process: every batch (`_packed`, the players as plain tuples), then None; or the
    exception that stopped it."""
    try:
        for batch in read_batches(Path(path), fmt, kind, chunk, players, encoding):
            sending.send((list(map(_packed, batch.columns)), list(map(tuple, batch.players)), batch.position, batch.problems))
        sending.send(None)
    except (BrokenPipeError, KeyboardInterrupt):
        pass  # the importer stopped listening
    except Exception as exc:  # noqa: BLE001  # the importer raises it
        try:
            sending.send(exc)
        except Exception:  # noqa: BLE001  # an exception that does not pickle: its text
            sending.send(RuntimeError(f"{path}: {type(exc).__name__}: {exc}"))
    finally:
        sending.close()


def _packed(column: Sequence[Any]) -> Sequence[Any] | str:
    """A column of texts as one text, the texts separated by NUL: pickled at once, where a list of
    texts is pickled text by text (half of what sending a batch took)."""
    try:
        joined = "\0".join(column)
    except TypeError:  # not only texts
        return column
    return joined if column and joined.count("\0") == len(column) - 1 else column  # no NUL in a text


def _unpacked(column: Sequence[Any] | str) -> Sequence[Any]:
    return column.split("\0") if isinstance(column, str) else column


@contextmanager
def without_cycle_collector() -> Iterator[None]:
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
