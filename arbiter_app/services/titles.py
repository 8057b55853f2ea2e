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

Each player's progress towards the titles is kept too, and computed again only for the players of
the groups changed. Beside the whole, the first page of each list is kept apart (`first_page`), with
the players of the groups the last change touched: what a person reads first costs the same on a
season's database as on the demo, however many groups the whole overview holds.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from types import SimpleNamespace
from typing import Any

from .. import __version__
from ..formats.norm_tables_json import default_norm_tables
from ..rules.chess.eligibility import Failure
from ..rules.chess.titles import MKS_TITLES, NormRecord, TitleProgress
from ..rules.model import Player
from ..storage import derived_cache, reading
from ..storage.derived_cache import Change, Stamp
from ..storage.mappers import player_from_row, player_values
from .database import Database
from .norms import MKS_FEDERATION, Award, GroupTitles, PlayerTitles, TitlesOverview, entrant_ids, group_titles, titles_overview

NAME = "titles"
"""The key of the stored overview (meta "cache.titles")."""
PAGE_NAME = "titles.page"
"""The key of its first page (meta "cache.titles.page")."""
PAGE = 25
"""Entries per list on the first page (a screen of rows)."""
FORMAT = 1
"""Raise it whenever what is stored changes shape."""
GROUP_ROWS = frozenset({"team", "entry", "game", "go_round"})
"""Entities stored as rows of one group; their audit key names it ("tournament")."""


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


def overview(db: Database) -> TitlesOverview:
    """The titles overview, as norms.title_progress computes it, from what is kept when nothing
    has changed since; else computed (only the groups changed, where that is enough) and kept."""
    with derived_cache.snapshot(db.engine) as conn:
        now = derived_cache.stamp(conn)  # first: what is read below is never older than the stamp
        stored = _load(derived_cache.read(conn, NAME))
        if stored is not None and stored["stamp"] == now:
            return _overview(stored)
        kept = _computed(conn, now, stored)
    result = _overview(kept)
    derived_cache.write(db.engine, PAGE_NAME, _dump_page(kept, result))
    derived_cache.write(db.engine, NAME, _dump(kept, result))
    return result


def first_page(db: Database, size: int = PAGE) -> TitlesPage:
    """The first `size` (at most PAGE) entries of each list of the overview, and first the players
    of the groups the last change touched; read from what is kept when nothing has changed since."""
    with derived_cache.snapshot(db.engine) as conn:
        now = derived_cache.stamp(conn)
        page = _load_page(derived_cache.read(conn, PAGE_NAME))
    if page is None or page[0] != now:
        overview(db)  # computes and keeps the page with the whole
        with derived_cache.snapshot(db.engine) as conn:
            page = _load_page(derived_cache.read(conn, PAGE_NAME))
        if page is None:  # a database that cannot be written: the page of what was just computed
            return _page(overview(db), (), size)
    return _cut(page[1], size)


def _computed(conn: Any, now: Stamp, stored: Mapping[str, Any] | None) -> dict[str, Any]:
    """What to keep at stamp `now`: the groups changed since `stored` computed again (every group
    when nothing usable is stored or a change touched more than groups), the rest taken from it."""
    tables = default_norm_tables()
    changed = None if stored is None else _changed_groups(conn, stored["stamp"], now)
    earlier = stored if stored is not None and changed is not None else {"parts": {}, "people": {}, "titled": None, "progress": {}}
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
    touched = {i for code in (changed or ()) for part in (earlier["parts"].get(code), parts.get(code)) if part for i in part.records}
    progress = {i: p for i, p in earlier["progress"].items() if i not in touched}
    return {"stamp": now, "codes": codes, "parts": parts, "people": people, "titled": titled, "progress": progress,
            "changed": sorted(changed or ())}


def _overview(kept: Mapping[str, Any]) -> TitlesOverview:
    parts = kept["parts"]
    return titles_overview(((code, parts[code]) for code in kept["codes"]), kept["people"], kept["titled"], progress=kept["progress"])


def _page(whole: TitlesOverview, changed: Iterable[str], size: int) -> TitlesPage:
    codes = set(changed)
    touched = tuple(p for p in whole.players if any(r.tournament in codes for r in p.norms + p.provisional))[:size]
    lists = {"players": whole.players, "direct": whole.direct, "qualifications": whole.qualifications, "mks": whole.mks}
    cut = TitlesOverview(whole.players[:size], whole.direct[:size], whole.qualifications[:size], whole.mks[:size], whole.finished)
    return TitlesPage(cut, tuple(sorted(codes)), touched, {name: len(items) for name, items in lists.items()})


def _cut(page: TitlesPage, size: int) -> TitlesPage:
    o = page.overview
    cut = TitlesOverview(o.players[:size], o.direct[:size], o.qualifications[:size], o.mks[:size], o.finished)
    return TitlesPage(cut, page.changed, page.changed_players[:size], page.totals)


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


def _dump(kept: Mapping[str, Any], whole: TitlesOverview) -> str:
    return _stored(
        kept["stamp"],
        codes=kept["codes"],
        parts={code: _part_json(part) for code, part in kept["parts"].items()},
        people=[player_values(p) for p in kept["people"].values()],
        titled=[player_values(p) for p in kept["titled"]],
        progress={p.player.id: [_progress_json(t) for t in p.progress] for p in whole.players},
    )


def _stored(stamp: Stamp, **fields: Any) -> str:
    """The JSON kept: the program's version, the format and the stamp, then `fields`."""
    head = {"format": FORMAT, "version": __version__, "stamp": [stamp.last_id, stamp.count, stamp.newest]}
    return json.dumps(head | fields, ensure_ascii=False, separators=(",", ":"))


def _load(text: str | None) -> dict[str, Any] | None:
    """What `_dump` stored, or None: nothing stored, or stored by another version or format."""
    found = _versioned(text)
    if found is None:
        return None
    try:
        people = [_player(values) for values in found["people"]]
        return {
            "stamp": Stamp(*found["stamp"]),
            "codes": found["codes"],
            "parts": {code: _part(values) for code, values in found["parts"].items()},
            "people": {p.id: p for p in people},
            "titled": [_player(values) for values in found["titled"]],
            "progress": {i: tuple(_progress(t) for t in rows) for i, rows in found["progress"].items()},
        }
    except (ValueError, KeyError, TypeError):  # damaged: computed afresh and kept again
        return None


def _versioned(text: str | None) -> dict[str, Any] | None:
    """The JSON object stored, if it is of this version and format."""
    if text is None:
        return None
    try:
        found = json.loads(text)
    except ValueError:
        return None
    return found if isinstance(found, dict) and found.get("format") == FORMAT and found.get("version") == __version__ else None


def _dump_page(kept: Mapping[str, Any], whole: TitlesOverview) -> str:
    page = _page(whole, kept["changed"], PAGE)
    o = page.overview
    return _stored(
        kept["stamp"],
        changed=list(page.changed),
        changed_players=[_player_titles_json(p) for p in page.changed_players],
        totals=dict(page.totals),
        players=[_player_titles_json(p) for p in o.players],
        awards=[[_award_json(a) for a in awards] for awards in (o.direct, o.qualifications, o.mks)],
        finished=list(o.finished),
    )


def _load_page(text: str | None) -> tuple[Stamp, TitlesPage] | None:
    found = _versioned(text)
    if found is None:
        return None
    try:
        direct, quals, mks = (tuple(Award(*a) for a in awards) for awards in found["awards"])
        players = tuple(_player_titles(p) for p in found["players"])
        cut = TitlesOverview(players, direct, quals, mks, tuple(found["finished"]))
        changed = tuple(_player_titles(p) for p in found["changed_players"])
        return Stamp(*found["stamp"]), TitlesPage(cut, tuple(found["changed"]), changed, found["totals"])
    except (ValueError, KeyError, TypeError):
        return None


def _player_titles_json(p: PlayerTitles) -> dict[str, Any]:
    return {
        "player": player_values(p.player),
        "norms": [_record_json(r) for r in p.norms],
        "provisional": [_record_json(r) for r in p.provisional],
        "progress": [_progress_json(t) for t in p.progress],
    }


def _player_titles(values: Mapping[str, Any]) -> PlayerTitles:
    return PlayerTitles(
        _player(values["player"]),
        tuple(_record(r) for r in values["norms"]),
        tuple(_record(r) for r in values["provisional"]),
        tuple(_progress(t) for t in values["progress"]),
    )


def _progress_json(t: TitleProgress) -> list[Any]:
    missing = [[m.code, m.needed, m.actual, m.detail] for m in t.missing]
    return [t.title, list(t.tournaments), t.games, t.games_vs_gm, t.games_vs_sim, t.achieved, missing, _date_json(t.completed)]


def _progress(values: Iterable[Any]) -> TitleProgress:
    title, tournaments, games, vs_gm, vs_sim, achieved, missing, completed = values
    return TitleProgress(title, tuple(tournaments), games, vs_gm, vs_sim, achieved, tuple(Failure(*m) for m in missing), _date(completed))


def _date_json(day: date | None) -> str | None:
    return day.isoformat() if day else None


def _date(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


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
    return [r.tournament, r.title, r.games, r.games_vs_gm, r.games_vs_sim, _date_json(r.end_date), r.credited_games]


def _record(values: Iterable[Any]) -> NormRecord:
    tournament, title, games, vs_gm, vs_sim, ended, credited = values
    return NormRecord(tournament, title, games, vs_gm, vs_sim, _date(ended), credited)


def _award_json(a: Award) -> list[Any]:
    return [a.tournament, a.no, a.player_id, a.name, a.what, a.rule, a.detail]
