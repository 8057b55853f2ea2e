"""The titles overview of the database (services.norms.title_progress), computed once per change.

On a season's database (a rating list and hundreds of groups) the overview takes seconds to compute,
while it changes only when a result, an entry, a group or the register does. So it is kept in the
database as rows (storage.titles_rows: each group's norm records and awards, each player's line with
his progress), under the audit log's stamp (storage.derived_cache, meta "cache.titles"). While
nothing has changed, `overview` and `first_page` read the rows; after a change only what the change
touched is computed again, and only its rows are rewritten:
- entries of a group's rows (its games, entries, teams, go rounds) or of the group itself (its
  settings, a new group, a deleted one): that group's rows, and the lines of the players with a
  norm there before or after (their other norms read from the rows kept);
- any other entry (a player of the register, a rating list, a rating period): everything, since
  the current ratings of the register enter every group's category [001 App. II 4a].
Undo and redo are batches of their own in the log, so they count as changes like any other. What is
kept names the program's version and its own format: another version, or a row that does not read
back, computes afresh. The new rows are written only if the stamp kept is still the one they were
computed from (another program may have kept newer ones); a database that cannot be written
(read-only, busy) gets its overview computed, just not kept.

The first page of each list is the first rows of its index, with first the players of the groups
the last change touched: what a person reads first costs the same on a season's database as on the
demo, however many groups the whole overview holds.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..formats.norm_tables_json import default_norm_tables
from ..rules.chess.titles import MKS_TITLES, NormRecord
from ..storage import derived_cache, reading, titles_rows
from ..storage.derived_cache import Change, Connection, Stamp
from ..storage.titles_rows import KINDS, KeptGroup
from .database import Database
from .norms import MKS_FEDERATION, GroupTitles, PlayerTitles, TitlesOverview, entrant_ids, group_titles, name_key, title_progress, titles_overview
from .titles_stored import Damaged, award, award_json, player_titles, player_titles_json, record, record_json

NAME = "titles"
"""The key of the kept overview's stamp (meta "cache.titles")."""
PAGE = 25
"""Entries per list on the first page (a screen of rows)."""
FORMAT = 2
"""Raise it whenever what is kept changes shape (2: rows of their own, schema 11)."""
GROUP_ROWS = frozenset({"team", "entry", "game", "go_round"})
"""Entities stored as rows of one group; their audit key names it ("tournament")."""
TRIES = 3
"""Times the rows are brought up to date, or read once another program has, before the overview is
computed afresh instead (other programs keeping newer rows at the same time each time)."""


@dataclass(frozen=True)
class TitlesPage:
    """The first page of the overview: the first `size` entries of each of its lists, in the
    overview's order, and first the players whose norms the last change touched."""

    overview: TitlesOverview
    """The overview with each list cut to the page (`finished` whole)."""
    changed: tuple[str, ...]
    """The codes of the groups computed again at the last change (empty after a full computation)."""
    changed_players: tuple[PlayerTitles, ...]
    """The players with a norm in those groups, by name (at most a page)."""
    totals: Mapping[str, int]
    """The whole length of each list: "players", "direct", "qualifications", "mks"."""


@dataclass(frozen=True)
class _Head:
    """What meta "cache.titles" says: the stamp the rows were computed at, the groups of the last change."""

    stamp: Stamp
    changed: tuple[str, ...]


@dataclass(frozen=True)
class _Update:
    """The rows to write at a new stamp (`head`, the value of meta "cache.titles"), and the whole
    overview when it was computed whole."""

    head: _Head
    write: Callable[[Connection], None]
    whole: TitlesOverview | None = None


def overview(db: Database) -> TitlesOverview:
    """The titles overview, as norms.title_progress computes it, read from the rows kept; the rows
    brought up to date first when something has changed since."""
    for _ in range(TRIES):
        with derived_cache.snapshot(db) as conn:
            now = derived_cache.stamp(conn)  # first: what is read below is never older than the stamp
            kept = derived_cache.read(conn, NAME)
            head = _head(kept)
            try:
                if head is not None and head.stamp == now:
                    return _whole(conn)
                update = _update(conn, now, head)
            except Damaged:
                update = _everything(conn, now)
        if not derived_cache.replace(db, NAME, _head_json(update.head), was=kept, rows=update.write):
            if _kept_since(db, kept):
                continue  # another program kept newer rows meanwhile: read them
            break
        if update.whole is not None:
            return update.whole
    return title_progress(db)  # not kept (a database that cannot be written now): computed afresh


def first_page(db: Database, size: int | None = None) -> TitlesPage:
    """The first `size` (default PAGE) entries of each list of the overview, and first the players of
    the groups the last change touched; read from the rows kept, brought up to date first when needed."""
    size = PAGE if size is None else size
    damaged = False
    for _ in range(TRIES):
        with derived_cache.snapshot(db) as conn:
            now = derived_cache.stamp(conn)
            kept = derived_cache.read(conn, NAME)
            head = None if damaged else _head(kept)
            try:
                if head is not None and head.stamp == now:
                    return _page(conn, head, size)
                update = _update(conn, now, head)
            except Damaged:
                update = _everything(conn, now)
        written: list[TitlesPage] = []

        def write_and_read(c: Connection, update: _Update = update) -> None:
            update.write(c)
            written.append(_page(c, update.head, size))  # in the writing transaction: the rows just written

        try:
            if derived_cache.replace(db, NAME, _head_json(update.head), was=kept, rows=write_and_read):
                return written[0]
        except Damaged:  # a row on the page, kept besides those just written, does not read back
            damaged = True  # nothing was written: everything is computed afresh
            continue
        if not _kept_since(db, kept):
            break
    return _page_of(title_progress(db), size)


def _kept_since(db: Database, kept: str | None) -> bool:
    """Whether another program kept other rows since `kept` was read (else the database cannot be
    written now)."""
    with derived_cache.snapshot(db) as conn:
        return derived_cache.read(conn, NAME) != kept


# --- reading what is kept ------------------------------------------------------------------------


def _whole(conn: Connection) -> TitlesOverview:
    players = tuple(player_titles(v) for v in titles_rows.players(conn))
    direct, quals, mks = (tuple(award(v) for v in titles_rows.awards(conn, kind)) for kind in KINDS)
    return TitlesOverview(players, direct, quals, mks, tuple(titles_rows.finished(conn)))


def _page(conn: Connection, head: _Head, size: int) -> TitlesPage:
    players = tuple(player_titles(v) for v in titles_rows.players(conn, size))
    direct, quals, mks = (tuple(award(v) for v in titles_rows.awards(conn, kind, size)) for kind in KINDS)
    cut = TitlesOverview(players, direct, quals, mks, tuple(titles_rows.finished(conn)))
    changed = tuple(player_titles(v) for v in titles_rows.players(conn, size, in_groups=head.changed)) if head.changed else ()
    return TitlesPage(cut, head.changed, changed, titles_rows.totals(conn))


def _page_of(whole: TitlesOverview, size: int) -> TitlesPage:
    """The first page of an overview computed afresh (nothing "changed")."""
    lists = {"players": whole.players, "direct": whole.direct, "qualifications": whole.qualifications, "mks": whole.mks}
    cut = TitlesOverview(whole.players[:size], whole.direct[:size], whole.qualifications[:size], whole.mks[:size], whole.finished)
    return TitlesPage(cut, (), (), {name: len(items) for name, items in lists.items()})


# --- computing what changed ----------------------------------------------------------------------


def _update(conn: Connection, now: Stamp, head: _Head | None) -> _Update:
    changed = None if head is None else _changed_groups(conn, head.stamp, now)
    return _everything(conn, now) if changed is None else _groups(conn, now, changed)


def _everything(conn: Connection, now: Stamp) -> _Update:
    """Every row computed afresh (nothing usable kept, or a change of the register)."""
    tables = default_norm_tables()
    fresh = [reading.load_tournament(conn, code) for code in reading.tournament_codes(conn)]
    register = reading.players_by_id(conn, entrant_ids(fresh))
    parts = [(data.tournament.code, group_titles(data, register, tables)) for data in fresh]
    whole = titles_overview(parts, register, reading.players_with_title(conn, MKS_FEDERATION, MKS_TITLES))
    groups = [_kept_group(code, part) for code, part in parts]
    players = [_player_line(p) for p in whole.players]
    by_title = [award_json(a) for a in whole.mks if not a.tournament]  # the register's, after the groups'

    def write(c: Connection) -> None:
        titles_rows.clear(c)
        titles_rows.put_groups(c, groups)
        titles_rows.put_register_awards(c, "mks", by_title)
        titles_rows.put_players(c, players)

    return _Update(_Head(now, ()), write, whole)


def _groups(conn: Connection, now: Stamp, changed: set[str]) -> _Update:
    """The rows of the groups `changed` computed again, and the lines of the players with a norm
    there before or after (from their norms kept of the other groups)."""
    fresh = [reading.load_tournament(conn, code) for code in reading.tournament_codes(conn, among=changed)]
    register = reading.players_by_id(conn, entrant_ids(fresh))
    tables = default_norm_tables()
    parts = {data.tournament.code: group_titles(data, register, tables) for data in fresh}
    touched = titles_rows.players_in(conn, changed) | {i for part in parts.values() for i in part.records}
    records: dict[str, dict[str, list[NormRecord]]] = {code: {i: list(r) for i, r in part.records.items()} for code, part in parts.items()}
    finished = {code: part.finished for code, part in parts.items()}
    for code, player_id, done, value in titles_rows.records_of(conn, touched, besides=changed):
        records.setdefault(code, {}).setdefault(player_id, []).append(record(value))
        finished[code] = done
    order = {code: n for n, code in enumerate(reading.tournament_codes(conn, among=records))}
    if order.keys() != records.keys():  # norms kept of a group that is gone unseen: the rows do not hold
        raise Damaged(", ".join(sorted(records.keys() - order.keys())))
    lines = (
        (code, GroupTitles(finished[code], {i: tuple(r) for i, r in records[code].items()}))
        for code in sorted(records, key=order.__getitem__)
    )
    people = {i: register[i] for i in touched if i in register}
    people.update(reading.players_by_id(conn, touched - people.keys()))
    players = [_player_line(p) for p in titles_overview(lines, people, ()).players]
    gone = touched - {line[0] for line in players}
    groups = [_kept_group(code, part) for code, part in parts.items()]

    def write(c: Connection) -> None:
        titles_rows.drop_groups(c, changed - parts.keys())
        titles_rows.put_groups(c, groups)
        titles_rows.put_players(c, players, gone)

    return _Update(_Head(now, tuple(sorted(changed))), write)


def _changed_groups(conn: Connection, since: Stamp, now: Stamp) -> set[str] | None:
    """The codes of the groups the audit entries after `since` touched; None when one of them
    touched more than groups (or, on PostgreSQL, an entry was committed late under an older id)."""
    changes = derived_cache.changes_since(conn, since.last_id)
    if now.count is not None and (since.count is None or now.count - since.count != len(changes)):
        return None
    codes: set[str] = set()
    for change in changes:
        touched = _group_of(change)
        if touched is None:
            return None
        codes |= touched
    return codes


def _group_of(change: Change) -> set[str] | None:
    if change.entity in GROUP_ROWS:
        return {change.key["tournament"]}
    if change.entity == "tournament":  # its settings, or the group created, renamed or deleted
        return {change.key["code"]} | {values["code"] for values in (change.old, change.new) if values and "code" in values}
    return None


# --- the kept form ---------------------------------------------------------------------------------


def _kept_group(code: str, part: GroupTitles) -> KeptGroup:
    records = [(player_id, record_json(r)) for player_id, rows in part.records.items() for r in rows]
    awards = {kind: [award_json(a) for a in found] for kind, found in zip(KINDS, (part.direct, part.qualifications, part.mks))}
    return KeptGroup(code, part.finished, records, awards)


def _player_line(p: PlayerTitles) -> tuple[str, str, str]:
    return p.player.id, name_key(p.player.name), player_titles_json(p)


def _head_json(head: _Head) -> str:
    stamp = head.stamp
    kept = {"format": FORMAT, "version": __version__, "stamp": [stamp.last_id, stamp.count, stamp.newest], "changed": list(head.changed)}
    return json.dumps(kept, ensure_ascii=False, separators=(",", ":"))


def _head(text: str | None) -> _Head | None:
    """What `_head_json` kept, or None: nothing kept, kept by another version or format, or damaged."""
    if text is None:
        return None
    try:
        found: Any = json.loads(text)
        if not isinstance(found, dict) or found.get("format") != FORMAT or found.get("version") != __version__:
            return None
        return _Head(Stamp(*found["stamp"]), tuple(str(code) for code in found["changed"]))
    except (ValueError, KeyError, TypeError):
        return None
