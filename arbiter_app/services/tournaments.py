"""Use cases on whole tournaments: list, load, create, import and export (the player register is
services.players).

Listing and loading read without the ORM (storage.reading), so that the window's first screen opens
without it; storing imports the write path when it is first needed (docs/performance.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence
from weakref import WeakKeyDictionary

from ..i18n import tr
from ..rules.model import Tournament, TournamentData
from ..storage import derived_cache, reading
from ..storage.derived_cache import Stamp
from ..storage.mappers import entry_values, game_values, player_values, team_values, tournament_values
from .database import Changes, Database

if TYPE_CHECKING:
    from ..rules.contacts import Contact
    from ..rules.go.round import GoRound


class AlreadyExists(ValueError):
    """A tournament code or player id that is taken; nothing was stored."""


def list_tournaments(db: Database) -> list[Tournament]:
    with db.connection() as conn:
        return reading.tournaments(conn)


TournamentState = str
"""How far an event is, for the tournament list: "entries" (no game drawn yet), "running",
"finished" (every game of the table, or of a go event's last round, has its result)."""


def listed_tournaments(db: Database) -> tuple[list[Tournament], dict[str, TournamentState]]:
    """The tournaments (`list_tournaments`) and the state of each by its code (the games counted in
    one query), read in one transaction: what the window's list shows (a season's database has
    hundreds)."""
    with db.connection() as conn:
        counts = reading.game_counts(conn)
        listed = reading.tournaments(conn)
    events = {t.code: t for t in listed}
    states: dict[str, TournamentState] = {}
    for code, (games, running, last_round) in counts.items():
        t = events[code]
        rounds_left = t.round_by_round and last_round < (t.round_count or 0)
        states[code] = "entries" if games == 0 else "running" if running or rounds_left else "finished"
    return listed, states


_known: WeakKeyDictionary[Database, tuple[Stamp, TournamentData]] = WeakKeyDictionary()
"""Per open database: the group last loaded or written through it, and the audit log's stamp at
which it was so (storage.derived_cache): while the log has not moved, nothing has changed it."""


def load(db: Database, code: str) -> TournamentData:
    """The group `code`; the one this program has just loaded or written when the audit log says that
    nobody has changed anything since (a result typed is not read back: services.results)."""
    with db.connection() as conn:
        known = _known.get(db)
        now = derived_cache.stamp(conn) if conn.dialect.name == "sqlite" else None  # PostgreSQL's stamp counts the log
        if known is not None and known[0] == now and known[1].tournament.code == code:
            return known[1]
        data = reading.load_tournament(conn, code)
    if now is not None:
        _known[db] = (now, data)
    return data


def known(db: Database, stamp: Stamp, code: str) -> TournamentData | None:
    """The group `code` as this program last loaded or wrote it, if the audit log still stands at
    `stamp` (read under the write lock, so that nobody can change it meanwhile)."""
    found = _known.get(db)
    return found[1] if found is not None and found[0] == stamp and found[1].tournament.code == code else None


def remember(db: Database, stamp: Stamp, data: TournamentData) -> None:
    """`data` is the group as the database holds it at `stamp` (written by this program, which held
    the write lock while it read the stamp): the next `load` of it need not read it."""
    _known[db] = (stamp, data)


def store_tournament(db: Database, data: TournamentData, action: str = "import", rounds: Sequence[GoRound] = (),
                     contacts: Mapping[str, Contact] | None = None) -> Changes:
    """Store a whole new tournament in one transaction (import, demo, a new group), with the recorded
    rounds of a go event and the players' `contacts` (by player id).

    Players already in the register keep their stored identity and current rating: the file's rating
    facts go into the entries (ratings at the start), so nothing already stored is lost; a contact
    the register keeps for a player stays as it is, the file's is taken only where it keeps none.
    """
    from ..storage import repository
    from ..storage.go_rounds import go_round_values
    from ..storage.writer import Writer
    from .contact_rows import write_contact

    code = data.tournament.code
    with db.transaction() as session:
        writer = Writer(session, action, code)
        if writer.find("tournament", {"code": code}) is not None:  # by its code: not every tournament read
            raise AlreadyExists(tr("storage.code_taken_import", code=code))
        writer.put("tournament", {"code": code}, tournament_values(data.tournament))
        for team in data.teams:
            writer.put("team", {"tournament": code, "no": team.no}, team_values(team))
        for entry in data.entries:
            if repository.player(session, entry.player.id) is None:
                writer.put("player", {"id": entry.player.id}, player_values(entry.player))
            writer.put("entry", {"tournament": code, "no": entry.no}, entry_values(entry))
            contact = (contacts or {}).get(entry.player.id)
            if contact is not None and writer.find("contact", {"player_id": entry.player.id}) is None:
                write_contact(writer, entry.player.id, contact)
        for game in data.games:
            values = game_values(game)
            writer.put("game", {"tournament": code, "white": game.white, "black": game.black, "round": values["round"]}, values)
        for r in rounds:
            writer.put("go_round", {"tournament": code, "round": r.number}, go_round_values(r))
    return Changes(action, frozenset({code}), tr("storage.stored", code=code), writer.batch)


def read_exchange_with_rounds(path: Path) -> tuple[TournamentData, list[GoRound]]:
    """A tournament and its recorded go rounds from an exchange file; a malformed file is refused
    whole (ImportProblem) with every problem listed."""
    data, rounds, _contacts = read_exchange_whole(path)
    return data, rounds


def read_exchange_whole(path: Path) -> tuple[TournamentData, list[GoRound], dict[str, Contact]]:
    """`read_exchange_with_rounds` with the players' contacts (formats.contacts_json), checked too."""
    from datetime import date

    from ..formats.contacts_json import read_contacts
    from ..formats.exchange_json import read_document, read_exchange
    from ..formats.problems import ImportProblem
    from ..formats.go_rounds_json import read_go_rounds

    document, problems = read_document(path)
    data, problems = (None, problems) if problems else read_exchange(document)
    data, rounds, problems = read_go_rounds(document, data) if data is not None else (None, [], problems)
    contacts, wrong = read_contacts(document, date.today()) if data is not None else ({}, [])
    if data is None or problems or wrong:
        raise ImportProblem(str(path), problems + wrong)
    return data, rounds, contacts


def import_json(db: Database, path: Path) -> Changes:
    """Import an exchange file; a malformed file is refused whole with every problem listed. An
    entry the Planet Šah entry rules would refuse is stored, with a warning naming it."""
    from ..formats.problems import ImportProblem, Problem

    from dataclasses import replace

    from . import backups
    from .setup import planet_entry_refusals

    data, rounds, contacts = read_exchange_whole(path)
    data, notes = _noted(data)
    backups.before_bulk(db, "import")
    try:
        stored = store_tournament(db, data, rounds=rounds, contacts=contacts)
    except AlreadyExists as exc:
        raise ImportProblem(str(path), [Problem("tournament.code", str(exc))]) from exc
    # An imported event is taken as it is; the entries the Planet Šah rules would refuse are named.
    return replace(stored, warnings=tuple(planet_entry_refusals(data.tournament, data.entries)), notes=notes)


def _noted(data: TournamentData) -> tuple[TournamentData, tuple[str, ...]]:
    """The notes of an exchange file's players (a one-word name, a blank or unknown federation:
    formats.player_problems), kept in the tournament's settings (`import_notes`) as every import
    keeps them, so that the import's audit entry holds them."""
    from dataclasses import replace

    from ..formats.player_problems import player_notes
    from ..formats.problems import Problem

    found: list[Problem] = []
    for i, entry in enumerate(data.entries):
        player_notes(entry.player, f"players[{i}]", found)
    if not found:
        return data, ()
    notes = tuple(map(str, found))
    t = data.tournament
    return replace(data, tournament=replace(t, settings={**t.settings, "import_notes": list(notes)})), notes


def export_json(db: Database, code: str, contacts: bool = True) -> dict[str, object]:
    """The exchange document of `code`; a go event's recorded rounds under `go_rounds`; the players'
    contacts (personal data: docs/player-register.md) unless `contacts` is False."""
    from ..formats.contacts_json import write_contacts
    from ..formats.exchange_json import write_exchange
    from ..formats.go_rounds_json import KEY as GO_ROUNDS, write_go_rounds
    from .contact_rows import contacts_of
    from ..storage.go_rounds import load_go_rounds

    data = load(db, code)
    document = write_exchange(data)
    if contacts:
        write_contacts(document, contacts_of(db, [e.player.id for e in data.entries]))
    if data.tournament.round_by_round:
        with db.reading() as session:
            rounds = load_go_rounds(session.connection(), code)
        if rounds:
            document[GO_ROUNDS] = write_go_rounds(rounds)
    return document
