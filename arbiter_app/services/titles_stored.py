"""The stored form of the titles overview's parts (services.titles, storage.titles_rows): JSON, never
pickle, since a database may come from someone else. A value that does not read back raises
Damaged, and what is kept is computed afresh."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import date
from types import SimpleNamespace
from typing import Any

from ..rules.chess.eligibility import Failure
from ..rules.chess.titles import NormRecord, TitleProgress
from ..rules.model import Player
from ..storage.mappers import player_from_row, player_values
from .norms import Award, PlayerTitles


class Damaged(ValueError):
    """A kept value that does not read back as what was stored."""


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def player_titles_json(p: PlayerTitles) -> str:
    return dumps(
        {
            "player": player_values(p.player),
            "norms": [_record_json(r) for r in p.norms],
            "provisional": [_record_json(r) for r in p.provisional],
            "progress": [_progress_json(t) for t in p.progress],
        }
    )


def player_titles(text: str) -> PlayerTitles:
    def read(values: Mapping[str, Any]) -> PlayerTitles:
        return PlayerTitles(
            _player(values["player"]),
            tuple(_record(r) for r in values["norms"]),
            tuple(_record(r) for r in values["provisional"]),
            tuple(_progress(t) for t in values["progress"]),
        )

    return _read(text, read)


def record_json(r: NormRecord) -> str:
    return dumps(_record_json(r))


def record(text: str) -> NormRecord:
    return _read(text, _record)


def award_json(a: Award) -> str:
    return dumps([a.tournament, a.no, a.player_id, a.name, a.what, a.rule, a.detail])


def award(text: str) -> Award:
    return _read(text, lambda values: Award(*values))


def _read(text: str, build: Any) -> Any:
    try:
        return build(json.loads(text))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise Damaged(str(exc)) from exc


def _progress_json(t: TitleProgress) -> list[Any]:
    missing = [[m.code, m.needed, m.actual, m.detail] for m in t.missing]
    return [t.title, list(t.tournaments), t.games, t.games_vs_gm, t.games_vs_sim, t.achieved, missing, _date_json(t.completed)]


def _progress(values: Iterable[Any]) -> TitleProgress:
    title, tournaments, games, vs_gm, vs_sim, achieved, missing, completed = values
    return TitleProgress(title, tuple(tournaments), games, vs_gm, vs_sim, achieved, tuple(Failure(*m) for m in missing), _date(completed))


def _record_json(r: NormRecord) -> list[Any]:
    return [r.tournament, r.title, r.games, r.games_vs_gm, r.games_vs_sim, _date_json(r.end_date), r.credited_games]


def _record(values: Iterable[Any]) -> NormRecord:
    tournament, title, games, vs_gm, vs_sim, ended, credited = values
    return NormRecord(tournament, title, games, vs_gm, vs_sim, _date(ended), credited)


def _date_json(day: date | None) -> str | None:
    return day.isoformat() if day else None


def _date(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def _player(values: Mapping[str, Any]) -> Player:
    return player_from_row(SimpleNamespace(**values))  # type: ignore[arg-type]
