"""The player register: search, add, edit and delete players (docs/player-register.md).

Each write is one audited transaction (undoable with services.results.undo) and is checked first by
rules.player_checks plus the register's own check that an id is not taken; a refusal names every
field at fault and stores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import date
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from ..formats.player_problems import problem_text
from ..i18n import tr
from ..rules.contacts import Contact
from ..rules.model import Player, PlayerId, RatingKind, Sex
from ..rules.names import fold, name_words
from ..rules.player_checks import FieldProblem, Reason, check_player, player_from_texts
from ..storage.mappers import player_values
from ..storage.driver import driver_rows, placeholders
from ..storage.name_search import AFTER, COLUMNS, matching_rows
from ..storage.reading import IN_CHUNK, Connection, NotFound, players_by_id
from .database import Changes, Database

if TYPE_CHECKING:
    from sqlmodel import Session

# Reading (the search, `players --search`) is SQL on the driver and SQLAlchemy Core, so that
# a search from the command line does not load the ORM (docs/performance.md); the writes import the
# ORM's repository and the write path when they run.


LIST_LIMIT = 500
"""The window lists at most this many players per search, so that it answers as one types even on a
register of a million; typing narrows the list (benchmarks/bench_register_search.py)."""


@dataclass(frozen=True)
class PlayerListing:
    """A line of the register: the player and the codes of the tournaments he has an entry in."""

    player: Player
    tournaments: tuple[str, ...] = ()


class PlayerRefused(ValueError):
    """A player with bad fields; nothing was stored. `problems` says which field and why."""

    def __init__(self, problems: list[FieldProblem], label: Callable[[str], str] | None = None):
        """`label` names a field in the message (default: its translated name; the CLI: its option)."""
        self.problems = problems
        super().__init__(tr("players.refused") + ": " + "; ".join(problem_text(p, label) for p in problems))


class PlayerInUse(ValueError):
    """A player who has entries in tournaments cannot be deleted; the message names them."""


# --- reading ---------------------------------------------------------------------------------------
_SEXES = {s.value: s for s in Sex}
_KINDS = {k.value: k for k in RatingKind}


PLAYER_FIELDS = tuple(field.name for field in fields(Player))
"""Player's fields in their order, which is that of FIELDS (tests/services/test_players_service.py)."""
_new = object.__new__


def _player(values: Sequence[Any]) -> Player:
    # From plain column tuples (FIELDS, then the search key), not ORM rows; enums by dictionary rather
    # than by calling the Enum, and the frozen dataclass's fields put into its __dict__ at once, not
    # one by one through object.__setattr__ (all its __init__ does: Player has no __post_init__): a
    # search lists up to 500 players at a keystroke, and building them took as long as reading them.
    pid, name, federation, title, sex, rating, games, kind, fide_id, born, rank, club, _key = values
    player = _new(Player)
    player.__dict__.update(zip(PLAYER_FIELDS, (PlayerId(pid), name, federation, title, _SEXES[sex], rating, games, _KINDS[kind], fide_id, born, rank, club)))
    return player


_LIMIT = "{limit}"
"""Where the statements below take their LIMIT (none when every row is asked for)."""
_EVERYBODY = f"SELECT {COLUMNS}, name_key FROM player ORDER BY name_key, id{_LIMIT}"
_BY_ID = " UNION ALL ".join(
    f"SELECT * FROM (SELECT {COLUMNS}, name_key FROM player WHERE {column} >= ? AND {column} < ? ORDER BY {column}{_LIMIT}) AS by_{column}"
    for column in ("id", "fide_id")
)
"""The players whose id, and those whose FIDE id, starts with the typed text (ranges of their indexes), in one statement."""
_CODES = "SELECT entry.player_id, tournament.code FROM entry JOIN tournament ON entry.tournament_id = tournament.id WHERE entry.player_id IN ({ids}) ORDER BY tournament.code"


def search(db: Database, text: str = "", limit: int | None = None) -> list[PlayerListing]:
    """Players matching `text`, ordered by name; every player when `text` is empty. A player matches
    when each typed word starts a word of his folded name ("zidu" finds "Židů, Tomáš", "tomas" finds
    him too), or when `text` starts his id or FIDE id ("1307" finds id 130794). At most `limit` (the
    window asks for LIST_LIMIT): when more match, the first by name of those found by name and the
    first by id of those found by id. Read with SQL text on the driver (storage.name_search)."""
    text = text.strip()
    limited, bound = ("", []) if limit is None else (" LIMIT ?", [limit])
    with db.connection() as conn:
        if not text:
            rows = driver_rows(conn, _EVERYBODY.format(limit=limited), bound)
        else:
            # the players found by the words of their names, then by the id and FIDE id prefixes
            found = {row[0]: row for row in matching_rows(conn, sorted(name_words(fold(text))), limit)}
            found.update((row[0], row) for row in driver_rows(conn, _BY_ID.format(limit=limited), [text, text + AFTER, *bound] * 2))
            rows = sorted(found.values(), key=lambda row: (row[-1], row[0]))[:limit]
        codes = _tournament_codes(conn, [row[0] for row in rows])
    return [PlayerListing(_player(row), codes.get(row[0], ())) for row in rows]


def _tournament_codes(conn: Connection, ids: list[str]) -> dict[str, tuple[str, ...]]:
    """Player id -> codes of the tournaments he has entries in (asked in chunks: SQL limits the
    number of values in one IN list)."""
    codes: dict[str, list[str]] = {}
    for start in range(0, len(ids), IN_CHUNK):
        chunk = ids[start : start + IN_CHUNK]
        for player_id, code in driver_rows(conn, _CODES.format(ids=placeholders(len(chunk))), chunk):
            if code not in codes.setdefault(player_id, []):
                codes[player_id].append(code)
    return {player_id: tuple(found) for player_id, found in codes.items()}


def tournaments_of(db: Database, player_id: str) -> tuple[str, ...]:
    """The codes of the tournaments the player has entries in (`player show`)."""
    with db.connection() as conn:
        return _tournament_codes(conn, [player_id]).get(player_id, ())


def count(db: Database) -> int:
    """Number of players in the register."""
    with db.connection() as conn:
        return int(driver_rows(conn, "SELECT count(*) FROM player")[0][0])


def players(db: Database) -> list[Player]:
    """The whole register, ordered by name."""
    from ..storage import repository

    with db.reading() as session:
        return repository.players(session)


def by_ids(db: Database, ids: Sequence[str]) -> dict[str, Player]:
    """The players of `ids` the register knows, in the order given (unknown ids left out)."""
    with db.connection() as conn:
        found = players_by_id(conn, list(ids))
    return {pid: found[pid] for pid in ids if pid in found}


def get(db: Database, player_id: str) -> Player:
    """The player with `player_id`; NotFound names the id."""
    with db.connection() as conn:
        found = players_by_id(conn, [player_id]).get(player_id)
    if found is None:
        raise NotFound(tr("players.refused.no_id", id=player_id))
    return found


# --- writing ---------------------------------------------------------------------------------------
def _check(session: Session, player: Player, old_id: str | None) -> None:
    from ..storage import repository

    problems = check_player(player, date.today().year)
    if player.id != old_id and player.id and repository.player(session, player.id) is not None:
        problems.insert(0, FieldProblem("id", Reason.TAKEN, {"id": player.id}))
    if problems:
        raise PlayerRefused(problems)


def add_player(db: Database, player: Player, contact: Contact | None = None) -> Changes:
    """Add `player` to the register, with his `contact` (refused with PlayerRefused if a field is bad
    or the id taken)."""
    from ..storage.writer import Writer
    from .contact_rows import write_contact

    with db.transaction() as session:
        _check(session, player, None)
        writer = Writer(session, "add-player")
        writer.put("player", {"id": player.id}, player_values(player))
        write_contact(writer, player.id, contact)
    return Changes("add-player", frozenset(), tr("players.added", name=player.name), writer.batch)


def edit_player(db: Database, player_id: str, player: Player, contact: Contact | None = None) -> Changes:
    """Store `player` in place of the register's player `player_id`, and `contact` as his contacts
    (None: they stay as stored; an empty Contact deletes them).

    A new id (correcting a mistyped one) moves the player's entries, his contacts and his sanctions
    to it in the same action. The entries keep their own rating facts at the start; only the
    register changes."""
    from sqlmodel import col, select

    from ..storage import repository
    from ..storage.tables import EntryRow, TournamentRow
    from ..storage.writer import Writer
    from .contact_rows import write_contact

    with db.transaction() as session:
        if repository.player(session, player_id) is None:
            raise NotFound(tr("players.refused.no_id", id=player_id))
        _check(session, player, player_id)
        writer = Writer(session, "edit-player")
        writer.put("player", {"id": player.id}, player_values(player))
        if player.id != player_id:  # what follows him goes with him
            for entity, row_key in [("contact", {"player_id": player_id}), *(("sanction", k) for k in _sanction_keys(session, player_id))]:
                _move(writer, entity, row_key, player.id)
        if contact is not None:
            write_contact(writer, player.id, contact)
        codes: set[str] = set()
        if player.id != player_id:
            entries = session.execute(
                select(col(TournamentRow.code), col(EntryRow.no))
                .join(TournamentRow, col(EntryRow.tournament_id) == col(TournamentRow.id))
                .where(col(EntryRow.player_id) == player_id)
            ).all()
            for code, no in entries:
                writer.put("entry", {"tournament": code, "no": no}, {"player_id": player.id})
                codes.add(code)
            writer.delete("player", {"id": player_id})
    key = "players.edited" if writer.changes else "players.unchanged"
    return Changes("edit-player", frozenset(codes), tr(key, name=player.name), writer.batch)


def save_texts(db: Database, texts: Mapping[str, str], player_id: str | None = None,
               contact_texts: Mapping[str, str | None] | None = None) -> tuple[Player, Changes]:
    """Add (no `player_id`) or edit a player from the texts a person typed (field -> text; fields
    left out keep their stored values), with his contacts from `contact_texts` (rules.contacts.FIELDS
    -> text; left out or None: kept; "": cleared), in one action. Bad texts are refused naming every
    field (PlayerRefused; services.running.contacts.ContactRefused)."""
    from .contact_rows import contact_of, read_texts

    base = get(db, player_id) if player_id is not None else None
    player, problems = player_from_texts(texts, date.today().year, base)
    if player is None:
        raise PlayerRefused(problems)
    contact = None
    if contact_texts and any(text is not None for text in contact_texts.values()):
        contact = read_texts(contact_texts, contact_of(db, player_id) if player_id is not None else None)
    change = add_player(db, player, contact) if player_id is None else edit_player(db, player_id, player, contact)
    return player, change


def new_player_from_texts(db: Database, texts: Mapping[str, str]) -> Player:
    """A new player read and checked as `save_texts` would add him, but not stored (the wizard
    stores him with the tournament)."""
    player, problems = player_from_texts(texts, date.today().year)
    if player is not None:
        with db.connection() as conn:
            if players_by_id(conn, [player.id]):
                problems = [FieldProblem("id", Reason.TAKEN, {"id": player.id})]
    if player is None or problems:
        raise PlayerRefused(problems)
    return player


def delete_player(db: Database, player_id: str) -> Changes:
    """Delete a player who plays in no tournament and has no sanction, with his contacts; refused
    (PlayerInUse) naming his tournaments or his sanctions."""
    from ..storage import repository
    from ..storage.writer import Writer
    from .contact_rows import write_contact
    from .sanction_rows import sanction_line, stored_of

    with db.transaction() as session:
        found = repository.player(session, player_id)
        if found is None:
            raise NotFound(tr("players.refused.no_id", id=player_id))
        codes = repository.codes_of_player(session, player_id)
        if codes:
            raise PlayerInUse(tr("players.in_tournaments", name=found.name, id=player_id, codes=", ".join(codes)))
        sanctions = stored_of(session.connection(), [player_id])
        if sanctions:  # they follow him [000 §7.3–7.6; 001 §8.3–8.6]: deleting him would lift them unseen
            raise PlayerInUse(tr("contacts.delete_sanctioned", name=found.name, id=player_id,
                                 sanctions="; ".join(sanction_line(s) for s, _name in sanctions)))
        writer = Writer(session, "delete-player")
        write_contact(writer, player_id, None)
        writer.delete("player", {"id": player_id})
    return Changes("delete-player", frozenset(), tr("players.deleted", name=found.name), writer.batch)


def _sanction_keys(session: Session, player_id: str) -> list[dict[str, str]]:
    """The Writer's keys (player_id, event, kind) of the player's sanctions, oldest first."""
    from sqlmodel import col, select

    from ..storage.tables import SanctionRow

    query = select(col(SanctionRow.event), col(SanctionRow.kind)).where(col(SanctionRow.player_id) == player_id)
    return [{"player_id": player_id, "event": event, "kind": kind} for event, kind in session.execute(query.order_by(col(SanctionRow.since))).all()]


def _move(writer: Any, entity: str, key: dict[str, str], new_id: str) -> None:
    """The row of `entity` with `key` stored under the player id `new_id` instead, in the writer's batch."""
    values = writer.find(entity, key)
    if values is not None:
        writer.delete(entity, key)
        writer.put(entity, {**key, "player_id": new_id}, {**values, "player_id": new_id})
