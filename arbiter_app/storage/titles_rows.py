"""The kept titles overview as rows (schema 11; services.titles says what they hold and when).

Four tables: `titles_group` (each group kept, finished or not), `titles_record` (the norms made in
each group, by player), `titles_award` (direct titles, qualifications and MKŠ candidacies, in the
overview's order) and `titles_player` (each player with a norm, his whole line, by name). A change
rewrites the rows of its groups and of their players alone; a page is the first rows of an index.
The values are JSON made by services.titles_stored: this module only moves them, with SQL text on
the driver (storage.driver), so that `titles` reads and rewrites them without SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .driver import driver_rows, placeholders, run, run_many
from .reading import IN_CHUNK

Connection = Any
"""A driver connection: storage.driver.SQLiteConnection or SQLAlchemy's."""

KINDS = ("direct", "qualifications", "mks")
"""The award lists, in the overview's order."""
GROUP, REGISTER = 0, 1
"""Award blocks: a group's awards, then the MKŠ candidacies by ICCF title of the register."""
TABLES = ("titles_group", "titles_record", "titles_award", "titles_player")


@dataclass(frozen=True)
class KeptGroup:
    """One group's rows: its records as (player id, value) in order, its awards as kind -> values."""

    code: str
    finished: bool
    records: Sequence[tuple[str, str]]
    awards: Mapping[str, Sequence[str]]


def clear(conn: Connection) -> None:
    """Every kept row deleted (the overview is computed afresh)."""
    for name in TABLES:
        run(conn, f"DELETE FROM {name}")


def drop_groups(conn: Connection, codes: Iterable[str]) -> None:
    wanted = sorted(set(codes))
    for name, column in (("titles_group", "code"), ("titles_record", "tournament"), ("titles_award", "tournament")):
        for part in _chunks(wanted):
            run(conn, f"DELETE FROM {name} WHERE {column} IN ({placeholders(len(part))})", part)


def put_groups(conn: Connection, groups: Iterable[KeptGroup]) -> None:
    """The groups' rows, in place of what was kept of them (drop_groups first)."""
    groups = list(groups)
    drop_groups(conn, (g.code for g in groups))
    _insert(conn, "INSERT INTO titles_group (code, finished) VALUES (?, ?)", [(g.code, g.finished) for g in groups])
    seq: dict[tuple[str, str], int] = {}
    records = []
    for g in groups:
        for player_id, value in g.records:
            n = seq[(g.code, player_id)] = seq.get((g.code, player_id), -1) + 1
            records.append((g.code, player_id, n, g.finished, value))
    _insert(conn, "INSERT INTO titles_record (tournament, player_id, seq, finished, value) VALUES (?, ?, ?, ?, ?)", records)
    awards = [
        (kind, GROUP, g.code, n, value)
        for g in groups
        for kind, values in g.awards.items()
        for n, value in enumerate(values)
    ]
    _insert_awards(conn, awards)


def put_register_awards(conn: Connection, kind: str, values: Sequence[str]) -> None:
    """The awards of the register (not of a group) of `kind`, in place of those kept."""
    run(conn, "DELETE FROM titles_award WHERE kind = ? AND block = ?", [kind, REGISTER])
    _insert_awards(conn, [(kind, REGISTER, "", n, v) for n, v in enumerate(values)])


def put_players(conn: Connection, players: Iterable[tuple[str, str, str]], gone: Iterable[str] = ()) -> None:
    """Players' lines (id, sort key, value) in place of those kept; the players `gone` deleted."""
    players = list(players)
    wanted = sorted({p[0] for p in players} | set(gone))
    for part in _chunks(wanted):
        run(conn, f"DELETE FROM titles_player WHERE player_id IN ({placeholders(len(part))})", part)
    _insert(conn, "INSERT INTO titles_player (player_id, sort_key, value) VALUES (?, ?, ?)", players)


def players_in(conn: Connection, codes: Iterable[str]) -> set[str]:
    """The ids of the players with a record in the groups `codes`."""
    found: set[str] = set()
    for part in _chunks(sorted(set(codes))):
        found.update(row[0] for row in driver_rows(conn, f"SELECT DISTINCT player_id FROM titles_record WHERE tournament IN ({placeholders(len(part))})", part))
    return found


def records_of(conn: Connection, player_ids: Iterable[str], besides: Iterable[str] = ()) -> list[tuple[str, str, bool, str]]:
    """(tournament, player id, finished, value) of the records of these players, but those of the
    groups `besides`, each player's in the order of his group's records."""
    skip = set(besides)
    found = []
    for part in _chunks(sorted(set(player_ids))):
        sql = f"SELECT tournament, player_id, finished, value FROM titles_record WHERE player_id IN ({placeholders(len(part))}) ORDER BY player_id, tournament, seq"
        found += [(t, p, bool(f), v) for t, p, f, v in driver_rows(conn, sql, part) if t not in skip]
    return found


def finished(conn: Connection) -> list[str]:
    """The codes of the finished groups kept, in the tournaments' order (that of reading.tournaments)."""
    return _values(conn, "SELECT code FROM titles_group WHERE finished ORDER BY code")


def players(conn: Connection, limit: int | None = None, in_groups: Iterable[str] | None = None) -> list[str]:
    """The players' lines by name, the first `limit` (None: all), of the players with a record in
    the groups `in_groups` alone when it is given."""
    query = "SELECT value FROM titles_player"
    values: list[object] = []
    if in_groups is not None:
        values += sorted(set(in_groups))
        query += f" WHERE player_id IN (SELECT player_id FROM titles_record WHERE tournament IN ({placeholders(len(values))}))"
    query += " ORDER BY sort_key, player_id" + (" LIMIT ?" if limit is not None else "")
    return _values(conn, query, values if limit is None else [*values, limit])


def awards(conn: Connection, kind: str, limit: int | None = None) -> list[str]:
    """The awards of `kind` in the overview's order, the first `limit` (None: all)."""
    query = "SELECT value FROM titles_award WHERE kind = ? ORDER BY block, tournament, seq"
    if limit is None:
        return _values(conn, query, [kind])
    return _values(conn, query + " LIMIT ?", [kind, limit])


def totals(conn: Connection) -> dict[str, int]:
    """The whole length of each list: "players" and each of KINDS."""
    found = {"players": int(_values(conn, "SELECT count(*) FROM titles_player")[0])}
    for kind in KINDS:
        found[kind] = int(_values(conn, "SELECT count(*) FROM titles_award WHERE kind = ?", [kind])[0])
    return found


def _values(conn: Connection, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
    """The first column of the rows of `sql`."""
    return [row[0] for row in driver_rows(conn, sql, parameters)]


def _insert(conn: Connection, statement: str, rows: Sequence[tuple[object, ...]]) -> None:
    if rows:
        run_many(conn, statement, list(rows))


def _insert_awards(conn: Connection, rows: Sequence[tuple[object, ...]]) -> None:
    _insert(conn, "INSERT INTO titles_award (kind, block, tournament, seq, value) VALUES (?, ?, ?, ?, ?)", rows)


def _chunks(values: list[str]) -> Iterable[list[str]]:
    for start in range(0, len(values), IN_CHUNK):
        yield values[start : start + IN_CHUNK]
