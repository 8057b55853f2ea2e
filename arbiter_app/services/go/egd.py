"""A go event to the European Go Database and players from an EGD table (docs/go-events.md).

Export: the wall list with each round's colour and handicap in the EGD's tournament table, so the
event can be rated. A game not played is not rated: a game both lost (0-0 [003 §4.4.4]) is written
`0-` on both lines and a game won by default (flag D) `0+` / `0-`, the EGD's free rounds, which
score as they did and carry no game to rate. Import: the players of an EGD table into the
register, as one undoable action; players already in the register (same id) are left as they are
(the whole event: services.go.egd_event).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ...formats.egd import EgdLine, EgdTable, ascii_text, decode_table, read_egd, write_egd
from ...formats.player_problems import player_notes, player_problems
from ...formats.problems import ImportProblem, Note, Problem, Progress, too_large
from ...formats.text_encoding import Undecodable
from ...i18n import tr, tr_plural
from ...rules.go.event import GoSettings
from ...rules.model import Player, PlayerId
from ...rules.results import is_both_lost, is_default, is_remaining, points
from ...storage.mappers import player_values
from ...storage.writer import Writer
from ..database import Changes, Database
from .rounds import RoundRefused, load_event, stones
from .lists import wall_list


def egd_table(db: Database, code: str) -> str:
    """The EGD tournament table of a go event whose every drawn game has a result."""
    event = load_event(db, code)
    data = event.data
    running = sorted({g.round or 0 for g in data.games if is_remaining(g)})
    if running:
        raise RoundRefused(tr_plural("go.egd.unfinished", len(running), code=code, rounds=", ".join(map(str, running))))
    wall = wall_list(db, code)
    settings = GoSettings.of(data.tournament)
    rank = {e.no: e.player.rank for e in data.entries}
    given = {(r.number, b.white, b.black): stones(event, b) for r in event.rounds for b in r.boards}
    colour: dict[tuple[int | None, int], str] = {
        (g.round, no): ("w" if no == g.white else "b")
        + str(given.get((g.round or 0, g.white, g.black), settings.stones(rank[g.white], rank[g.black])))
        for g in data.games for no in (g.white, g.black)
    }
    # Games not played (0-0, or won by default) are not rated: written as the free round they were.
    unplayed: dict[tuple[int | None, int], str] = {(g.round, no): "0+" if points(g, no) == 1.0 else "0-"
                for g in data.games if is_both_lost(g) or is_default(g) for no in (g.white, g.black)}
    lines = []
    for line in wall.lines:
        e = data.entry(line.no)
        rounds = []
        for k, cell in enumerate(line.cells, start=1):
            if (k, line.no) in unplayed:
                rounds.append(unplayed[(k, line.no)])
            elif cell in ("-", "0"):  # not played, or a round robin's free round without points
                rounds.append("0-")
            elif cell == "0+":
                rounds.append("0+")
            else:
                rounds.append(f"{cell}/{colour[(k, line.no)]}")
        lines.append(EgdLine(line.num, e.name, line.rank, e.player.federation, line.club,
                             f"{line.score:g}", tuple(f"{v:g}" for v in line.tiebreaks), tuple(rounds)))
    t = data.tournament
    days = ",".join(d.isoformat() for d in (t.start_date, t.end_date) if d)
    header = {"EV": t.name, "PC": str(t.settings.get("place", "")), "DT": days,
              "CL": str(t.settings.get("egd_class", "")), "KM": str(settings.komi),  # the komi played, 6.5 unless set
              "TM": str(t.settings.get("basic_time", ""))}
    return write_egd(lines, header)


def read_table_file(path: Path, progress: Progress | None = None) -> tuple[EgdTable, list[Problem]]:
    """The table in the file `path`, UTF-8, ISO-8859-15 or Windows-1250 (formats.egd.decode_table: a
    note says which when it is not UTF-8; a byte that is not text in it refuses the file at its
    line); a file above MAX_FILE_BYTES is refused at once for its size; `progress(lines read, lines)`
    as it is read."""
    try:
        refused = too_large(str(path), path.stat().st_size)
        if refused is not None:
            raise refused
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportProblem(str(path), [Problem("(file)", tr("exchange.egd.problem.unreadable", reason=exc.strerror or str(exc)))]) from exc
    try:
        text, reading = decode_table(raw)
    except Undecodable as exc:
        raise ImportProblem(str(path), [Problem(f"line {exc.line}", exc.message)]) from None
    table, problems = read_egd(text, progress)
    if reading.note:
        table = replace(table, notes=(Note(path.name, reading.note), *table.notes))
    return table, problems


def register_players(table: EgdTable) -> tuple[list[Player], list[Problem], list[Problem]]:
    """The players of `table` as the register keeps them, the problems and the notes: id `EGD-<PIN>`,
    or `EGD-Surname-First` without a PIN (`EGD-line-<n>` for a name the writing program lost: such
    players are kept apart by their line); each checked as `player add` checks a player and noted as
    every importer notes (formats.player_problems)."""
    result: list[Player] = []
    problems: list[Problem] = []
    notes: list[Problem] = list(table.notes)
    seen: dict[str, int] = {}
    for p in table.players:
        words = "-".join(ascii_text(part).replace(" ", "_") for part in (p.surname, p.first_name) if part)
        pid = PlayerId("EGD-" + (p.pin or (words if any(ch.isalpha() for ch in words) else f"line-{p.line}")))
        player = Player(pid, p.name, federation=p.federation, rank=p.rank, club=p.club)
        player_problems(player, f"line {p.line}", problems)
        player_notes(player, f"line {p.line}", notes, p.country or p.federation)
        if pid in seen:
            problems.append(Problem(f"line {p.line}", tr("exchange.egd.problem.same_player", line=seen[pid], id=pid)))
        seen[pid] = p.line
        result.append(player)
    if not table.players:  # nothing to import is no import (and no empty action for an undo to meet)
        problems.append(Problem("(file)", tr("exchange.egd.problem.no_players")))
    return result, problems, notes


def import_egd_players(db: Database, path: Path, progress: Progress | None = None) -> Changes:
    """Add the players of the EGD table `path` to the register (register_players), the new ones in
    bulk, as one undoable action whose audit entries keep the file's name and the table's notes
    (storage.writer.NOTES: no tournament is made to keep them); nothing is stored when a line has a
    problem. `progress(lines read, lines)` as the table is read."""
    table, problems = read_table_file(path, progress)
    candidates, more, notes = register_players(table)
    if problems or more:
        raise ImportProblem(str(path), problems + more)
    from ...storage import repository  # the ORM and the backups to write; not to export a table
    from .. import backups

    backups.before_bulk(db, "import-egd")
    with db.transaction() as session:
        writer = Writer(session, "import-egd", source=path.name)
        known = repository.known_player_ids(session, [p.id for p in candidates])
        added = [player_values(p) for p in candidates if p.id not in known]
        if added:
            writer.insert_many("player", list(added[0]), [tuple(values.values()) for values in added])
        if notes:
            writer.record_notes({"file": path.name}, None, {"notes": [str(n) for n in notes]})
    return Changes("import-egd", frozenset(), tr_plural("exchange.egd.imported_players", len(added), added=len(added), file=path.name,
                                                 known=len(candidates) - len(added)), writer.batch, notes=tuple(map(str, notes)))
