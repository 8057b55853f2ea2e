"""Entering results (and deleting a game a team event cannot have), undoing and redoing the last action,
reading the audit log.

Undo and redo act on the last action of this program (the actor of the Database handle: a window, or
the OS user at the command line), never on what another program did in between (docs/concurrency.md).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Mapping

from ..formats.problems import listing
from ..rules.model import Flag, Game, Result, StartNo, TournamentData
from ..rules.go.event import is_go_event, jigo_impossible
from ..rules.chess.team_standings import check_team_game, within_team
from ..rules.results import InvalidGame, check_game
from ..storage import derived_cache, reading
from ..storage.derived_cache import Stamp
from ..storage.go_rounds import load_go_rounds
from ..storage.mappers import game_from_row, game_values
from ..i18n import date_text, decimal_text, has, tr, tr_plural
from ..storage.writer import NOTES, REDO, UNDO, Writer, from_json
from .action_names import action_label
from . import tournaments
from .database import Changes, Database

if TYPE_CHECKING:
    from ..storage.audit_log import AuditEntry

# A result, a move count, undo and redo are written on the driver (Database.writing), and the log is
# read on it (storage.audit_log), without the ORM; storage.revert is imported when used.


class ResultRefused(ValueError):
    """A result that cannot be entered; the message says why. Nothing was stored."""


class NothingToUndo(LookupError):
    """Nothing of this program's to undo (or to redo)."""


class UndoRefused(ValueError):
    """A later action of someone else changed a row that the undo or redo would write back."""


def find_game(data: TournamentData, white: int, black: int, round: int | None = None) -> Game | None:
    """The game with these colours (and cycle, when given)."""
    for g in data.games:
        if g.white == white and g.black == black and (round is None or g.round == round):
            return g
    return None


def enter_result(
    db: Database,
    code: str,
    white: int,
    black: int,
    result: Result,
    flag: Flag | None = None,
    moves: int | None = None,
    ended: date | None = None,
    round: int | None = None,
) -> Changes:
    """Enter or change the result of the game `white`-`black` in one audited transaction.

    A finished game without an end date gets today's date (the rating period needs one). In a
    tournament whose games are not all listed yet, a missing game is added if the pair still has a
    game to play in this many cycles. A game between two players of one team is refused (added or
    stored before: `delete_game` removes it).
    """
    with db.writing() as conn:
        data = _group(db, conn, code)
        numbers = {e.no for e in data.entries}
        for side, no in (("white", white), ("black", black)):
            if no not in numbers:
                raise ResultRefused(tr(f"results.refused.no_{side}", code=code, no=no))
        game = find_game(data, white, black, round)
        if game is None and is_go_event(data.tournament):
            raise ResultRefused(tr("results.refused.not_drawn", code=code, white=white, black=black, round=round))
        if game is None:
            game = _new_game(data, white, black, round)
        if result is Result.RUNNING:
            new_ended = None
        else:
            new_ended = ended or game.ended or date.today()
        new = replace(game, result=result, flag=flag, moves=moves if moves is not None else game.moves, ended=new_ended)
        komi = jigo_impossible(data, new, load_go_rounds(conn, code) if is_go_event(data.tournament) else ())
        if komi is not None:
            raise ResultRefused(f"{code}: " + tr("go.jigo_refused", white=white, black=black, komi=decimal_text(komi)))
        batch = _store(Writer(conn, "result", code, actor=db.actor), data, new)
        known = _as_stored(conn, data, game, new)
    if known is not None:  # committed: the window's reload of the group need not read it
        tournaments.remember(db, *known)
    return _changes(code, new, result_code(new), batch)


def _group(db: Database, conn: Any, code: str) -> TournamentData:
    """The group, as the window has just loaded it if nothing has changed since (SQLite: the write
    lock is held from the transaction's start), else read."""
    if conn.dialect.name == "sqlite":
        found = tournaments.known(db, derived_cache.stamp(conn), code)
        if found is not None:
            return found
    return reading.load_tournament(conn, code)


def _as_stored(conn: Any, data: TournamentData, old: Game, new: Game) -> tuple[Stamp, TournamentData] | None:
    """The group as the database holds it once this transaction commits, with the audit log's stamp
    then, where that is known: SQLite, whose write lock the transaction holds, and a game replaced
    in its place (a game added would have to be sorted in)."""
    if conn.dialect.name != "sqlite" or not any(g is old for g in data.games):
        return None
    stored = game_from_row(SimpleNamespace(**game_values(new)))  # type: ignore[arg-type]  # as a load reads it
    return derived_cache.stamp(conn), replace(data, games=tuple(stored if g is old else g for g in data.games))


def record_moves(
    db: Database, code: str, white: int, black: int, moves: int | None, ended: date | None = None, round: int | None = None
) -> Changes:
    """Set the number of moves of the game `white`-`black` (None: not known; 0: not begun) and, for a
    finished game, its end date; the result stays. One audited transaction. The move count decides
    whether a player has begun his games (boards not started [000 §7.7g], a withdrawal's games
    [000 §7.3]); the end date puts a game in its rating period."""
    with db.writing() as conn:
        data = reading.load_tournament(conn, code)
        game = find_game(data, white, black, round)
        if game is None:
            raise ResultRefused(tr("results.refused.no_game", code=code, white=white, black=black))
        if ended is not None and game.result is Result.RUNNING:
            raise ResultRefused(tr("results.refused.running", code=code, white=white, black=black))
        new = replace(game, moves=moves, ended=ended or game.ended)
        batch = _store(Writer(conn, "result", code, actor=db.actor), data, new)
    facts = tr("results.moves_unknown") if moves is None else tr_plural("results.moves", moves, count=moves)
    if new.ended:
        facts = tr("results.moves_ended", moves=facts, ended=date_text(new.ended))
    return _changes(code, new, facts, batch)


def _store(writer: Writer, data: TournamentData, new: Game) -> int | None:
    """Check and write the game `new` of `data` as one audited change; its batch, or None when nothing
    changed."""
    code = writer.tournament_code
    try:
        check_game(new)
        check_team_game(data, new)
    except InvalidGame as exc:
        raise ResultRefused(tr("results.refused.invalid", code=code, white=new.white, black=new.black, reason=exc)) from exc
    values = game_values(new)
    changed = writer.put("game", {"tournament": code, "white": new.white, "black": new.black, "round": values["round"]}, values)
    return writer.batch if changed else None


def delete_game(db: Database, code: str, white: int, black: int, round: int | None = None) -> Changes:
    """Delete the game `white`-`black` between two players of one team, which an earlier version let
    in (rules.chess.team_standings.within_team); one audited action, undoable. Any other game is
    part of the event's table and is refused: its result is changed, not the game deleted."""
    with db.writing() as conn:
        data = reading.load_tournament(conn, code)
        game = find_game(data, white, black, round)
        if game is None:
            raise ResultRefused(tr("results.refused.no_game", code=code, white=white, black=black))
        if within_team(data, game) is None:
            raise ResultRefused(tr("results.refused.not_deletable", code=code, white=white, black=black))
        writer = Writer(conn, "delete-game", code, actor=db.actor)
        writer.delete("game", {"tournament": code, "white": white, "black": black, "round": game.round or 1})
    return Changes("delete-game", frozenset({code}), tr("results.deleted", code=code, white=white, black=black), writer.batch)


def _changes(code: str, game: Game, what: str, batch: int | None) -> Changes:
    key = "results.done" if batch is not None else "results.unchanged"
    text = tr(key, code=code, white=game.white, black=game.black, what=what)
    return Changes("result", frozenset({code}), text, batch)


def _new_game(data: TournamentData, white: int, black: int, round: int | None) -> Game:
    pair_games = [g for g in data.games if {g.white, g.black} == {white, black}]
    if len(pair_games) >= data.tournament.rounds:
        colours = ", ".join(f"{g.white}-{g.black}" for g in pair_games)
        raise ResultRefused(
            tr("results.refused.already_meet", code=data.tournament.code, white=white, black=black, colours=colours)
        )
    cycle = round or (max((g.round or 1 for g in pair_games), default=0) + 1)
    return Game(white=StartNo(white), black=StartNo(black), round=cycle)


def result_code(g: Game) -> str:
    """The result with its flag as the arbiter writes it: `1-0`, `0-0`, `1-0D`, `1/2-1/2C`."""
    return g.result.value + (g.flag.value if g.flag else "")


def undo(db: Database) -> Changes:
    """Take back this program's newest action that is not undone yet, whole."""
    return _revert(db, UNDO)


def redo(db: Database) -> Changes:
    """Take back this program's newest undo, unless it made a new change since."""
    return _revert(db, REDO)


def _revert(db: Database, action: str) -> Changes:
    from ..storage.revert import ChangedSince, KeptNoRows, StillUsed, changed_rows, last_redoable_batch, last_undoable_batch, revert_batch

    with db.writing() as conn:
        rows = (last_undoable_batch if action == UNDO else last_redoable_batch)(conn, db.actor)
        if not rows:
            raise NothingToUndo(tr(f"history.nothing_to_{action}"))
        what = _what_action(conn, rows)
        try:
            writer = revert_batch(conn, rows, action, db.actor)
        except ChangedSince as exc:
            row = _row_name(exc.entity, exc.key)
            raise UndoRefused(tr(f"history.refused_{action}", what=what, row=row, later=_by(exc.later))) from exc
        except KeptNoRows as exc:
            raise UndoRefused(tr("history.kept_no_rows", what=what, rows=exc)) from exc
        except StillUsed as exc:
            user = _row_name(*exc.user) + (f" ({exc.user[1]['tournament']})" if "tournament" in exc.user[1] else "")
            row = _row_name(exc.entity, exc.key)
            raise UndoRefused(tr(f"history.in_use_{action}", what=what, row=row, user=user, later=_by(exc.later))) from exc
        codes = frozenset(r.tournament_code for r in rows if r.tournament_code)
    count = changed_rows(rows)
    return Changes(action, codes, tr_plural(f"history.done_{action}", count, what=what, count=count), writer.batch)


LARGE = 100
"""An undo or redo taking back more rows than this asks first in the window."""


@dataclass(frozen=True)
class Pending:
    """What the next undo or redo would take back, for the window to ask before a large one."""

    what: str
    changes: int
    deleted_tournaments: tuple[str, ...]
    """"CODE (name)" of each tournament it would delete."""

    @property
    def large(self) -> bool:
        return bool(self.deleted_tournaments) or self.changes > LARGE


def can_revert(db: Database, action: str) -> bool:
    """Whether `undo` (action "undo") or `redo` has anything to take back now; reads no rows of it (an
    import's batch may hold a million)."""
    from ..storage.revert import redoable_batch, undoable_batch

    with db.connection() as conn:
        return (undoable_batch if action == UNDO else redoable_batch)(conn, db.actor) is not None


def pending(db: Database, action: str) -> Pending | None:
    """What `undo` (action "undo") or `redo` would take back now; None when there is nothing."""
    from ..storage.revert import changed_rows, last_redoable_batch, last_undoable_batch

    with db.connection() as conn:
        rows = (last_undoable_batch if action == UNDO else last_redoable_batch)(conn, db.actor)
        if not rows:
            return None
        deleted = tuple(
            f"{values['code']} ({values['name']})"
            for r in rows
            if r.entity == "tournament" and r.old is None and (values := from_json(r.new)) is not None
        )
        return Pending(_what_action(conn, rows), changed_rows(rows), deleted)


def _what_action(conn: Any, rows: list[AuditEntry]) -> str:
    """The action that `rows` go back to, in words: "entering a result in CZE/T4L1/2025 (2026-11-26
    08:01:02)", "import of a rating list from players_list.txt (…)"."""
    from ..storage.revert import origin

    first = origin(conn, rows)
    action = action_label(first.action)
    own = "history.what_of." + first.action.replace("-", "_")  # an action on the tournament itself
    if first.tournament_code and has(own):
        return tr(own, code=first.tournament_code, at=_when(first))
    if first.tournament_code:
        return tr("history.what_in", action=action, code=first.tournament_code, at=_when(first))
    if first.source:
        return tr("history.what_file", action=action, file=first.source, at=_when(first))
    return tr("history.what", action=action, at=_when(first))


def _when(row: AuditEntry) -> str:
    """When an action was stored, local time, the date as the language writes it (27. 11. 2026 18:21:13)."""
    local = row.at.astimezone()
    return f"{date_text(local.date())} {local:%H:%M:%S}"


def _by(later: AuditEntry | None) -> str:
    if later is None:
        return tr("history.unknown_change")
    return tr("history.by", action=action_label(later.action), at=_when(later), actor=later.actor or "?", batch=later.batch)


@dataclass(frozen=True)
class LogLine:
    """One change in the audit log, in words."""

    batch: int
    at: datetime
    action: str
    what: str
    old: str
    new: str
    undone: bool
    actor: str = ""
    """Who did it (docs/concurrency.md); empty for entries from before schema 4."""


def audit_log(db: Database, code: str | None = None, *, register: bool = False) -> list[LogLine]:
    """The log of the tournament `code`, of the player register alone (`register`: actions of no
    tournament, such as an EGD table's players with their notes), or of everything."""
    from ..storage.audit_log import log_entries

    with db.connection() as conn:
        if code is not None and not reading.tournament_codes(conn, among=[code]):
            raise reading.NotFound(tr("storage.no_tournament", code=code))  # a clear error for an unknown code
        rows = log_entries(conn, code, register=register)
    return [LogLine(r.batch, r.at, r.action, _what(r.entity, r.key), _describe(r.entity, r.old), _describe(r.entity, r.new), r.undone, r.actor or "") for r in rows]


def _what(entity: str, key_json: str) -> str:
    return _row_name(entity, from_json(key_json) or {})


def _row_name(entity: str, key: Mapping[str, Any]) -> str:
    if entity == "game":
        cycle = key.get("round", 1)
        return tr("log.row.game" if cycle == 1 else "log.row.game_cycle", white=key["white"], black=key["black"], cycle=cycle)
    if entity in ("entry", "team"):
        return tr(f"log.row.{entity}", no=key["no"])
    label = tr(f"log.entity.{entity}") if has(f"log.entity.{entity}") else entity
    if entity in ("adjudication", "claim"):  # a game's case: named by its game
        return tr("log.row.of_game", entity=label, game=_row_name("game", key))
    if entity in ("contact", "sanction"):  # a player's row: named by him (and a sanction's event)
        return tr("log.row", entity=label, name=" ".join(str(key[k]) for k in ("player_id", "event") if key.get(k)))
    if isinstance(key.get("id"), list):  # a bulk insert or its undo (Writer.insert_many)
        return tr_plural("log.rows", len(key["id"]), count=len(key["id"]), entity=label)
    return tr("log.row", entity=label, name=next(iter(key.values()), ""))


def _describe(entity: str, values_json: str | None) -> str:
    values = from_json(values_json)
    if values is None:
        return "—"
    if entity == "game":
        text = values["result"] + (values["flag"] or "")
        if values.get("moves") is not None:
            text = tr("log.game_moves", result=text, moves=tr_plural("results.moves", values["moves"], count=values["moves"]))
        if values.get("ended"):
            text = tr("results.moves_ended", moves=text, ended=date_text(values["ended"]))
        return text
    if entity == NOTES:  # an import's notes (storage.writer.NOTES): the first 100, then "and N more"
        return "; ".join(listing(values["notes"]))
    if entity == "entry" and values.get("withdrawal_kind"):
        return tr(f"withdrawal.kind.{values['withdrawal_kind']}")
    return values.get("name") or values.get("code") or tr("log.stored")
