"""The kept titles overview as rows (schema 11; services.titles says what they hold and when).

Four tables: `titles_group` (each group kept, finished or not), `titles_record` (the norms made in
each group, by player), `titles_award` (direct titles, qualifications and MKŠ candidacies, in the
overview's order) and `titles_player` (each player with a norm, his whole line, by name). A change
rewrites the rows of its groups and of their players alone; a page is the first rows of an index.
The values are JSON made by services.titles_stored: this module only moves them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, text

from .reading import IN_CHUNK

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
        conn.execute(text(f"DELETE FROM {name}"))


def drop_groups(conn: Connection, codes: Iterable[str]) -> None:
    wanted = sorted(set(codes))
    for name, column in (("titles_group", "code"), ("titles_record", "tournament"), ("titles_award", "tournament")):
        for part in _chunks(wanted):
            statement = text(f"DELETE FROM {name} WHERE {column} IN :codes").bindparams(bindparam("codes", expanding=True))
            conn.execute(statement, {"codes": part})


def put_groups(conn: Connection, groups: Iterable[KeptGroup]) -> None:
    """The groups' rows, in place of what was kept of them (drop_groups first)."""
    groups = list(groups)
    drop_groups(conn, (g.code for g in groups))
    _insert(conn, "INSERT INTO titles_group (code, finished) VALUES (:code, :finished)", [{"code": g.code, "finished": g.finished} for g in groups])
    seq: dict[tuple[str, str], int] = {}
    records = []
    for g in groups:
        for player_id, value in g.records:
            n = seq[(g.code, player_id)] = seq.get((g.code, player_id), -1) + 1
            records.append({"tournament": g.code, "player_id": player_id, "seq": n, "finished": g.finished, "value": value})
    _insert(conn, "INSERT INTO titles_record (tournament, player_id, seq, finished, value) VALUES (:tournament, :player_id, :seq, :finished, :value)", records)
    awards = [
        {"kind": kind, "block": GROUP, "tournament": g.code, "seq": n, "value": value}
        for g in groups
        for kind, values in g.awards.items()
        for n, value in enumerate(values)
    ]
    _insert_awards(conn, awards)


def put_register_awards(conn: Connection, kind: str, values: Sequence[str]) -> None:
    """The awards of the register (not of a group) of `kind`, in place of those kept."""
    conn.execute(text("DELETE FROM titles_award WHERE kind = :kind AND block = :block"), {"kind": kind, "block": REGISTER})
    _insert_awards(conn, [{"kind": kind, "block": REGISTER, "tournament": "", "seq": n, "value": v} for n, v in enumerate(values)])


def put_players(conn: Connection, players: Iterable[tuple[str, str, str]], gone: Iterable[str] = ()) -> None:
    """Players' lines (id, sort key, value) in place of those kept; the players `gone` deleted."""
    players = list(players)
    wanted = sorted({p[0] for p in players} | set(gone))
    for part in _chunks(wanted):
        statement = text("DELETE FROM titles_player WHERE player_id IN :ids").bindparams(bindparam("ids", expanding=True))
        conn.execute(statement, {"ids": part})
    rows = [{"player_id": i, "sort_key": key, "value": value} for i, key, value in players]
    _insert(conn, "INSERT INTO titles_player (player_id, sort_key, value) VALUES (:player_id, :sort_key, :value)", rows)


def players_in(conn: Connection, codes: Iterable[str]) -> set[str]:
    """The ids of the players with a record in the groups `codes`."""
    found: set[str] = set()
    for part in _chunks(sorted(set(codes))):
        statement = text("SELECT DISTINCT player_id FROM titles_record WHERE tournament IN :codes").bindparams(bindparam("codes", expanding=True))
        found.update(conn.execute(statement, {"codes": part}).scalars())
    return found


def records_of(conn: Connection, player_ids: Iterable[str], besides: Iterable[str] = ()) -> list[tuple[str, str, bool, str]]:
    """(tournament, player id, finished, value) of the records of these players, but those of the
    groups `besides`, each player's in the order of his group's records."""
    skip = set(besides)
    found = []
    for part in _chunks(sorted(set(player_ids))):
        statement = text(
            "SELECT tournament, player_id, finished, value FROM titles_record WHERE player_id IN :ids ORDER BY player_id, tournament, seq"
        ).bindparams(bindparam("ids", expanding=True))
        found += [(t, p, bool(f), v) for t, p, f, v in conn.execute(statement, {"ids": part}).all() if t not in skip]
    return found


def finished(conn: Connection) -> list[str]:
    """The codes of the finished groups kept, in the tournaments' order (that of reading.tournaments)."""
    return list(conn.execute(text("SELECT code FROM titles_group WHERE finished ORDER BY code")).scalars().all())


def players(conn: Connection, limit: int | None = None, in_groups: Iterable[str] | None = None) -> list[str]:
    """The players' lines by name, the first `limit` (None: all), of the players with a record in
    the groups `in_groups` alone when it is given."""
    query = "SELECT value FROM titles_player"
    values: dict[str, object] = {}
    if in_groups is not None:
        query += " WHERE player_id IN (SELECT player_id FROM titles_record WHERE tournament IN :codes)"
        values["codes"] = sorted(set(in_groups))
    query += " ORDER BY sort_key, player_id" + (" LIMIT :limit" if limit is not None else "")
    statement = text(query)
    if in_groups is not None:
        statement = statement.bindparams(bindparam("codes", expanding=True))
    if limit is not None:
        values["limit"] = limit
    return list(conn.execute(statement, values).scalars().all())


def awards(conn: Connection, kind: str, limit: int | None = None) -> list[str]:
    """The awards of `kind` in the overview's order, the first `limit` (None: all)."""
    query = "SELECT value FROM titles_award WHERE kind = :kind ORDER BY block, tournament, seq"
    if limit is None:
        return list(conn.execute(text(query), {"kind": kind}).scalars().all())
    return list(conn.execute(text(query + " LIMIT :limit"), {"kind": kind, "limit": limit}).scalars().all())


def totals(conn: Connection) -> dict[str, int]:
    """The whole length of each list: "players" and each of KINDS."""
    found = {"players": int(conn.execute(text("SELECT count(*) FROM titles_player")).scalar_one())}
    for kind in KINDS:
        found[kind] = int(conn.execute(text("SELECT count(*) FROM titles_award WHERE kind = :kind"), {"kind": kind}).scalar_one())
    return found


def _insert(conn: Connection, statement: str, rows: Sequence[Mapping[str, object]]) -> None:
    if rows:
        conn.execute(text(statement), rows)


def _insert_awards(conn: Connection, rows: Sequence[Mapping[str, object]]) -> None:
    _insert(conn, "INSERT INTO titles_award (kind, block, tournament, seq, value) VALUES (:kind, :block, :tournament, :seq, :value)", rows)


def _chunks(values: list[str]) -> Iterable[list[str]]:
    for start in range(0, len(values), IN_CHUNK):
        yield values[start : start + IN_CHUNK]
