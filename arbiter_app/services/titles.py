"""The titles overview of the database (services.norms.title_progress), computed once per change.

On a season's database (a rating list and hundreds of groups) the overview takes seconds to compute,
while it changes only when a result, an entry, a group or the register does. So it is kept in the
database (storage.derived_cache), with each group's part, under the audit log's stamp; `overview`
answers from it while nothing has changed, and after a change computes again only what the change
touched:
- entries of a group's rows (its games, entries, teams, go rounds) or of the group itself (its
  settings, a new group, a deleted one): that group's part, the others are taken as stored;
- any other entry (a player of the register, a rating list, a rating period): everything, since
  the current ratings of the register enter every group's category [001 App. II 4a].
Undo and redo are batches of their own in the log, so they count as changes like any other. What
is stored names the program's version and its own format: another version computes afresh. A
database that cannot be written (read-only, busy) gets its overview computed, just not kept.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import date
from types import SimpleNamespace
from typing import Any

from .. import __version__
from ..formats.norm_tables_json import default_norm_tables
from ..rules.chess.titles import MKS_TITLES, NormRecord
from ..rules.model import Player
from ..storage import derived_cache, reading
from ..storage.derived_cache import Change, Stamp
from ..storage.mappers import player_from_row, player_values
from .database import Database
from .norms import MKS_FEDERATION, Award, GroupTitles, TitlesOverview, entrant_ids, group_titles, titles_overview

NAME = "titles"
"""The key of the stored overview (meta "cache.titles")."""
FORMAT = 1
"""Raise it whenever what is stored changes shape."""
GROUP_ROWS = frozenset({"team", "entry", "game", "go_round"})
"""Entities stored as rows of one group; their audit key names it ("tournament")."""


def overview(db: Database) -> TitlesOverview:
    """The titles overview, as norms.title_progress computes it, from what is stored when nothing
    has changed since; else computed (only the groups changed, where that is enough) and stored."""
    tables = default_norm_tables()
    with derived_cache.snapshot(db.engine) as conn:
        now = derived_cache.stamp(conn)  # first: what is read below is never older than the stamp
        stored = _load(derived_cache.read(conn, NAME))
        if stored is not None and stored["stamp"] == now:
            return _overview(stored)
        changed = None if stored is None else _changed_groups(conn, stored["stamp"], now)
        earlier = stored if stored is not None and changed is not None else {"parts": {}, "people": {}, "titled": None}
        codes = [t.code for t in reading.tournaments(conn)]
        parts = {code: earlier["parts"][code] for code in codes if code in earlier["parts"] and code not in (changed or ())}
        fresh = [reading.load_tournament(conn, code) for code in codes if code not in parts]
        register = reading.players_by_id(conn, entrant_ids(fresh))
        parts.update((data.tournament.code, group_titles(data, register, tables)) for data in fresh)
        with_norms = {player_id for part in parts.values() for player_id in part.records}
        people = {i: p for i, p in earlier["people"].items() if i in with_norms}
        people.update((i, register[i]) for i in with_norms - people.keys() if i in register)
        people.update(reading.players_by_id(conn, with_norms - people.keys()))
        titled = earlier["titled"] if earlier["titled"] is not None else reading.players_with_title(conn, MKS_FEDERATION, MKS_TITLES)
    kept = {"stamp": now, "codes": codes, "parts": parts, "people": people, "titled": titled}
    derived_cache.write(db.engine, NAME, _dump(kept))
    return _overview(kept)


def _overview(stored: Mapping[str, Any]) -> TitlesOverview:
    parts = stored["parts"]
    return titles_overview(((code, parts[code]) for code in stored["codes"]), stored["people"], stored["titled"])


def _changed_groups(conn: Any, since: Stamp, now: Stamp) -> set[str] | None:
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


# --- the stored form: JSON (never pickle: a database may come from someone else) --------------------


def _dump(kept: Mapping[str, Any]) -> str:
    stamp: Stamp = kept["stamp"]
    return json.dumps(
        {
            "format": FORMAT,
            "version": __version__,
            "stamp": [stamp.last_id, stamp.count],
            "codes": kept["codes"],
            "parts": {code: _part_json(part) for code, part in kept["parts"].items()},
            "people": [player_values(p) for p in kept["people"].values()],
            "titled": [player_values(p) for p in kept["titled"]],
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _load(text: str | None) -> dict[str, Any] | None:
    """What `_dump` stored, or None: nothing stored, or stored by another version or format."""
    if text is None:
        return None
    try:
        found = json.loads(text)
        if found.get("format") != FORMAT or found.get("version") != __version__:
            return None
        people = [_player(values) for values in found["people"]]
        return {
            "stamp": Stamp(*found["stamp"]),
            "codes": found["codes"],
            "parts": {code: _part(values) for code, values in found["parts"].items()},
            "people": {p.id: p for p in people},
            "titled": [_player(values) for values in found["titled"]],
        }
    except (ValueError, KeyError, TypeError):  # damaged: computed afresh and stored again
        return None


def _player(values: Mapping[str, Any]) -> Player:
    return player_from_row(SimpleNamespace(**values))  # type: ignore[arg-type]


def _part_json(part: GroupTitles) -> dict[str, Any]:
    return {
        "finished": part.finished,
        "records": {i: [_record_json(r) for r in records] for i, records in part.records.items()},
        "awards": [[_award_json(a) for a in awards] for awards in (part.direct, part.qualifications, part.mks)],
    }


def _part(values: Mapping[str, Any]) -> GroupTitles:
    direct, quals, mks = ([Award(*a) for a in awards] for awards in values["awards"])
    records = {i: tuple(_record(r) for r in rows) for i, rows in values["records"].items()}
    return GroupTitles(values["finished"], records, tuple(direct), tuple(quals), tuple(mks))


def _record_json(r: NormRecord) -> list[Any]:
    ended = r.end_date.isoformat() if r.end_date else None
    return [r.tournament, r.title, r.games, r.games_vs_gm, r.games_vs_sim, ended, r.credited_games]


def _record(values: Iterable[Any]) -> NormRecord:
    tournament, title, games, vs_gm, vs_sim, ended, credited = values
    return NormRecord(tournament, title, games, vs_gm, vs_sim, date.fromisoformat(ended) if ended else None, credited)


def _award_json(a: Award) -> list[Any]:
    return [a.tournament, a.no, a.player_id, a.name, a.what, a.rule, a.detail]
