"""Importing games from a PGN file into a group: a preview, then one undoable action.

Each PGN game is matched to the group's game by the players' ids (`WhiteId`, `WhiteFideId`,
`WhiteIccfId`) or else by their names, diacritics, order and the ICCF server's suffixes ignored
("Novák, Jan" = "Jan Novak", "Němec, Zdeněk (*1960)" = "Němec, Zdeněk", "Everitt, Gordon T. (USA)").
The preview sorts the games into: matched (the stored game is running, or has the same result with
other moves or end date), equal (nothing to change), conflicting (the stored result differs: shown
and changed only when the arbiter chooses so) and unmatched (with the reason; among them a record
whose Result tag and the result after its moves disagree, which is not guessed, and a game between two
players of one team, which a team event cannot have: rules.chess.team_standings.within_team). A running game
(`*`) brings its move count and stays running. Applying writes the result, the number of moves of
the main line and the end date in one audited transaction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Collection, Literal

from ..formats.problems import ImportProblem
from ..formats.pgn_import import PgnGame, read_pgn_file
from ..rules.chess.team_standings import within_team
from ..rules.model import Game, Result, TournamentData
from ..rules.names import fold
from ..rules.results import InvalidGame, check_game, is_cancelled
from ..storage import repository
from ..storage.mappers import game_values
from ..storage.writer import Writer
from . import backups
from .database import Changes, Database
from .results import ResultRefused
from ..i18n import tr, tr_plural

Status = Literal["matched", "equal", "conflict"]
GameKey = tuple[int, int, int]
"""(white, black, cycle) of a stored game."""


@dataclass(frozen=True)
class GameMatch:
    pgn: PgnGame
    stored: Game
    status: Status

    @property
    def key(self) -> GameKey:
        return (self.stored.white, self.stored.black, self.stored.round or 1)


@dataclass(frozen=True)
class Unmatched:
    pgn: PgnGame
    reason: str


@dataclass(frozen=True)
class PgnPreview:
    code: str
    source: str
    matches: tuple[GameMatch, ...]
    unmatched: tuple[Unmatched, ...]
    notes: tuple[str, ...] = ()
    """The records left out (the byes), each named with its line, in the current language."""
    records: int = 0
    """The records the file holds: the games (matched or not) and the byes."""

    def of(self, status: Status) -> tuple[GameMatch, ...]:
        return tuple(m for m in self.matches if m.status == status)


_SUFFIX = re.compile(r"\([^()]*\)")
"""A bracketed suffix of the ICCF server: the federation "(USA)", the year of birth "(*1960)"."""


def name_key(name: str) -> tuple[str, ...]:
    """The words of a name, folded and sorted, bracketed suffixes left aside: "Šťastný, Petr",
    "Petr Stastny" and "Šťastný, Petr (*1960)" give the same key."""
    return tuple(sorted(fold(_SUFFIX.sub(" ", name).replace(",", " ")).split()))


def preview_pgn(db: Database, code: str, path: Path) -> PgnPreview:
    """Read `path` and match its games to the group `code`; nothing is stored. A file with problems
    is refused whole (ImportProblem, every problem with its line)."""
    read, problems = read_pgn_file(path)
    if read is None:
        raise ImportProblem(str(path), problems)
    with db.reading() as session:
        data = repository.load_tournament(session, code)
    notes = (*((read.encoding_note,) if read.encoding_note else ()),
             *(tr("exchange.pgn.skipped", line=b.line, white=b.white, black=b.black) for b in read.byes))
    return replace(match_games(data, read.games, str(path)), notes=notes, records=read.records)


def match_games(data: TournamentData, games: list[PgnGame], source: str = "") -> PgnPreview:
    by_id: dict[str, int] = {}
    by_name: dict[tuple[str, ...], list[int]] = {}
    for e in data.entries:
        for pid in (e.player.id, e.player.fide_id):
            if pid:
                by_id[pid] = e.no
        by_name.setdefault(name_key(e.player.name), []).append(e.no)
    stored: dict[tuple[int, int], Game] = {(g.white, g.black): g for g in data.games}
    matches: list[GameMatch] = []
    unmatched: list[Unmatched] = []
    seen: dict[GameKey, int] = {}

    def find(name: str, ids: frozenset[str]) -> int | str:
        for pid in ids:
            if pid in by_id:
                return by_id[pid]
        found = by_name.get(name_key(name), [])
        if len(found) == 1:
            return found[0]
        return tr("exchange.pgn.unmatched.name_twice" if found else "exchange.pgn.unmatched.not_in_group", name=name)

    for pgn in games:
        if pgn.disagrees:
            assert pgn.movetext_result is not None
            unmatched.append(Unmatched(pgn, tr("exchange.pgn.file_conflict", tag=pgn.result.value or "*",
                                               moves=pgn.movetext_result.value)))
            continue
        white, black = find(pgn.white, pgn.white_ids), find(pgn.black, pgn.black_ids)
        if isinstance(white, str) or isinstance(black, str):
            unmatched.append(Unmatched(pgn, "; ".join(x for x in (white, black) if isinstance(x, str))))
            continue
        game = stored.get((white, black))
        if game is None:
            reason = "exchange.pgn.unmatched.colours" if (black, white) in stored else "exchange.pgn.unmatched.no_game"
            unmatched.append(Unmatched(pgn, tr(reason, white=white, black=black)))
            continue
        own_team = within_team(data, game)
        if own_team is not None:
            unmatched.append(Unmatched(pgn, tr("results.refused.invalid", code=data.tournament.code, white=white, black=black, reason=own_team)))
            continue
        key = (white, black, game.round or 1)
        if key in seen:
            unmatched.append(Unmatched(pgn, tr("exchange.pgn.unmatched.twice", white=white, black=black, line=seen[key])))
            continue
        seen[key] = pgn.line
        matches.append(GameMatch(pgn, game, _status(game, pgn)))
    return PgnPreview(data.tournament.code, source, tuple(matches), tuple(unmatched))


def _status(game: Game, pgn: PgnGame) -> Status:
    if is_cancelled(game) or (game.result is not Result.RUNNING and game.result is not pgn.result):
        return "conflict"
    same_moves = pgn.moves is None or pgn.moves == game.moves
    same_date = pgn.ended is None or pgn.ended == game.ended
    return "equal" if game.result is pgn.result and same_moves and same_date else "matched"


def apply_pgn(db: Database, preview: PgnPreview, overwrite: Collection[GameKey] = (), *, today: date | None = None) -> Changes:
    """Store the matched games, and the conflicting ones whose keys are in `overwrite`, as one
    undoable action. A game changed since the preview is refused (nothing is stored)."""
    code = preview.code
    chosen = [m for m in preview.matches if m.status == "matched" or (m.status == "conflict" and m.key in overwrite)]
    backups.before_bulk(db, "import-pgn")
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        now: dict[GameKey, Game] = {(g.white, g.black, g.round or 1): g for g in data.games}
        writer = Writer(session, "import-pgn", code)
        for m in chosen:
            if now.get(m.key) != m.stored:
                raise ResultRefused(tr("exchange.pgn.changed_since", code=code, white=m.stored.white, black=m.stored.black))
            running = m.pgn.result is Result.RUNNING
            new = replace(
                m.stored,
                result=m.pgn.result,
                flag=m.stored.flag if running else None,  # a pending adjudication stays marked
                moves=m.pgn.moves if m.pgn.moves is not None else m.stored.moves,
                ended=None if running else m.pgn.ended or m.stored.ended or today or date.today(),
            )
            try:
                check_game(new)
            except InvalidGame as exc:
                raise ResultRefused(tr("results.refused.invalid", code=code, white=new.white, black=new.black, reason=exc)) from exc
            values = game_values(new)
            writer.put("game", {"tournament": code, "white": new.white, "black": new.black, "round": values["round"]}, values)
    return Changes("import-pgn", frozenset({code}), tr_plural("exchange.pgn.imported", writer.changes, code=code, count=writer.changes, file=Path(preview.source).name), writer.batch)
