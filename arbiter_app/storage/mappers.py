"""Rows <-> rules model. The only place that knows both shapes.

A row is an ORM row (storage.tables) or a row read with SQL text on the driver (storage.reading):
both have the columns as attributes. The driver gives a value as the database stores it: on SQLite a
date is its ISO text and a boolean an integer, so dates and booleans are taken from either form."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Any

from ..rules.model import (
    Entry,
    Flag,
    Game,
    Organiser,
    PairingSystem,
    Player,
    PlayerId,
    RatingKind,
    RatingSystem,
    Result,
    Sex,
    StartNo,
    Team,
    Tournament,
    Withdrawal,
    WithdrawalKind,
    WithdrawalReason,
)
from ..rules.names import fold

if TYPE_CHECKING:  # the ORM's classes are not imported to read (storage.reading)
    from .tables import EntryRow, GameRow, PlayerRow, TeamRow, TournamentRow


def day(value: date | str | None) -> date | None:
    """A date column's value: a date (the ORM, PostgreSQL), or SQLite's ISO text of one."""
    return date.fromisoformat(value) if isinstance(value, str) else value


def _fee(value: float | None) -> float | None:
    """SQLite keeps a whole fee as an integer."""
    return None if value is None else float(value)


def tournament_from_row(row: TournamentRow | Any) -> Tournament:
    return Tournament(
        code=row.code,
        name=row.name,
        organiser=Organiser.parse(row.organiser),
        kind=row.kind,
        start_date=day(row.start_date),
        end_date=day(row.end_date),
        rounds=row.rounds,
        title_tournament=bool(row.title_tournament),
        ladies=bool(row.ladies),
        tiebreaks=tuple(c for c in row.tiebreaks.split(",") if c),
        rating_system=RatingSystem.parse(row.rating_system),
        system=PairingSystem.parse(row.system),
        team_event=bool(row.team_event),
        td=row.td,
        time_control=row.time_control,
        entry_fee=_fee(row.entry_fee),
        settings=json.loads(row.settings or "{}"),
        draw_method=row.draw_method,
        draw_seed=row.draw_seed,
        round_count=row.round_count,
    )


def tournament_values(t: Tournament) -> dict[str, object]:
    """Column values of a tournament row (without the id)."""
    return {
        "code": t.code,
        "name": t.name,
        "organiser": t.organiser.value,
        "kind": t.kind,
        "start_date": t.start_date,
        "end_date": t.end_date,
        "rounds": t.rounds,
        "title_tournament": t.title_tournament,
        "ladies": t.ladies,
        "tiebreaks": ",".join(t.tiebreaks),
        "rating_system": t.rating_system.value,
        "system": t.system.value,
        "team_event": t.team_event,
        "td": t.td,
        "time_control": t.time_control,
        "entry_fee": t.entry_fee,
        "settings": json.dumps(dict(t.settings), sort_keys=True, ensure_ascii=False),
        "draw_method": t.draw_method,
        "draw_seed": t.draw_seed,
        "round_count": t.round_count,
    }


def player_from_row(row: PlayerRow | Any) -> Player:
    return Player(
        id=PlayerId(row.id),
        name=row.name,
        federation=row.federation,
        title=row.title,
        sex=Sex.parse(row.sex),
        rating=row.rating,
        rated_games=row.rated_games,
        rating_kind=RatingKind.parse(row.rating_kind),
        fide_id=row.fide_id,
        birth_year=row.birth_year,
        rank=row.rank,
        club=row.club,
    )


def player_values(p: Player) -> dict[str, object]:
    return {
        "id": p.id,
        "name": p.name,
        "name_key": fold(p.name),
        "federation": p.federation,
        "title": p.title,
        "sex": p.sex.value,
        "rating": p.rating,
        "rated_games": p.rated_games,
        "rating_kind": p.rating_kind.value,
        "fide_id": p.fide_id,
        "birth_year": p.birth_year,
        "rank": p.rank,
        "club": p.club,
    }


def entry_from_rows(row: EntryRow | Any, person: PlayerRow | Any) -> Entry:
    """The entry with the player's identity from the register and the rating facts at the start."""
    withdrawal = None
    withdrawn = day(row.withdrawal_date)
    if row.withdrawal_kind and withdrawn:
        withdrawal = Withdrawal(
            kind=WithdrawalKind.parse(row.withdrawal_kind),
            date=withdrawn,
            reason=WithdrawalReason.parse_optional(row.withdrawal_reason),
        )
    # the identity from the register, the rating facts as they stood at the start
    player = replace(
        player_from_row(person),
        title=row.title,
        rating=row.rating,
        rated_games=row.rated_games,
        rating_kind=RatingKind.parse(row.rating_kind),
    )
    return Entry(
        no=StartNo(row.no),
        player=player,
        team=row.team,
        board=row.board,
        withdrawal=withdrawal,
        replaces=StartNo(row.replaces) if row.replaces is not None else None,
        substitute_status=bool(row.substitute_status),
        substitute_since=day(row.substitute_since),
        bank_moved_days=row.bank_moved_days,
    )


def entry_values(e: Entry) -> dict[str, object]:
    w = e.withdrawal
    return {
        "no": e.no,
        "player_id": e.player.id,
        "title": e.player.title,
        "rating": e.player.rating,
        "rated_games": e.player.rated_games,
        "rating_kind": e.player.rating_kind.value,
        "team": e.team,
        "board": e.board,
        "withdrawal_kind": w.kind.value if w else None,
        "withdrawal_date": w.date if w else None,
        "withdrawal_reason": w.reason.value if w and w.reason else None,
        "replaces": e.replaces,
        "substitute_status": e.substitute_status,
        "substitute_since": e.substitute_since,
        "bank_moved_days": e.bank_moved_days,
    }


def game_from_row(row: GameRow | Any) -> Game:
    return Game(
        white=StartNo(row.white),
        black=StartNo(row.black),
        result=Result.parse(row.result),
        flag=Flag.parse_optional(row.flag),
        moves=row.moves,
        ended=day(row.ended),
        round=row.round,
    )


def game_values(g: Game) -> dict[str, object]:
    return {
        "white": g.white,
        "black": g.black,
        "round": g.round or 1,
        "result": g.result.value,
        "flag": g.flag.value if g.flag else None,
        "moves": g.moves,
        "ended": g.ended,
    }


def team_from_row(row: TeamRow | Any) -> Team:
    return Team(no=row.no, name=row.name, federation=row.federation, captain=row.captain)


def team_values(t: Team) -> dict[str, object]:
    return {"no": t.no, "name": t.name, "federation": t.federation, "captain": t.captain}
