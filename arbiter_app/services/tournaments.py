"""Use cases on whole tournaments: list, load, create, import and export (the player register is
services.players).

Listing and loading read without the ORM (storage.reading), so that the window's first screen opens
without it; storing imports the write path when it is first needed (docs/performance.md).
"""

from __future__ import annotations

from pathlib import Path

from ..rules.model import Tournament, TournamentData
from ..storage import reading
from ..storage.mappers import entry_values, game_values, player_values, team_values, tournament_values
from .database import Changes, Database


class AlreadyExists(ValueError):
    """A tournament code or player id that is taken; nothing was stored."""


def list_tournaments(db: Database) -> list[Tournament]:
    with db.connection() as conn:
        return reading.tournaments(conn)


def load(db: Database, code: str) -> TournamentData:
    with db.connection() as conn:
        return reading.load_tournament(conn, code)


def store_tournament(db: Database, data: TournamentData, action: str = "import") -> Changes:
    """Store a whole new tournament in one transaction (import, demo, a new group).

    Players already in the register keep their stored identity and current rating: the file's rating
    facts go into the entries (ratings at the start), so nothing already stored is lost.
    """
    from ..storage import repository
    from ..storage.writer import Writer

    code = data.tournament.code
    with db.transaction() as session:
        if any(t.code == code for t in repository.tournaments(session)):
            raise AlreadyExists(f"a tournament with code {code!r} is already in the database; nothing was imported")
        writer = Writer(session, action, code)
        writer.put("tournament", {"code": code}, tournament_values(data.tournament))
        for team in data.teams:
            writer.put("team", {"tournament": code, "no": team.no}, team_values(team))
        for entry in data.entries:
            if repository.player(session, entry.player.id) is None:
                writer.put("player", {"id": entry.player.id}, player_values(entry.player))
            writer.put("entry", {"tournament": code, "no": entry.no}, entry_values(entry))
        for game in data.games:
            values = game_values(game)
            writer.put("game", {"tournament": code, "white": game.white, "black": game.black, "round": values["round"]}, values)
    return Changes(action, frozenset({code}), f"tournament {code} stored", writer.batch)


def import_json(db: Database, path: Path) -> Changes:
    """Import an exchange file; a malformed file is refused whole with every problem listed."""
    from ..formats.exchange_json import ImportProblem, Problem, read_exchange_file

    data, problems = read_exchange_file(path)
    if data is None:
        raise ImportProblem(str(path), problems)
    try:
        return store_tournament(db, data)
    except AlreadyExists as exc:
        raise ImportProblem(str(path), [Problem("tournament.code", str(exc))]) from exc


def export_json(db: Database, code: str) -> dict[str, object]:
    from ..formats.exchange_json import write_exchange

    return write_exchange(load(db, code))
