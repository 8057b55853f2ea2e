"""OpenGotha's tournament file, both ways (`opengotha-import`, `opengotha-export`, docs/go-events.md).

Import: `preview_opengotha` reads the file and plans the event (formats.opengotha_event) without
storing anything: what the window's preview and `--dry-run` show, with every problem (each with its
line) and every note (what the file holds that our rules have no place for). `import_opengotha`
stores the planned event, its new players with it, in one transaction: one undoable action, whose
tournament row keeps the notes (setting `import_notes`) in the audit log with it. A file with a
problem stores nothing.

Export: `export_opengotha` writes the event as a file OpenGotha 3.4x opens (formats.opengotha_writer).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from sqlmodel import select

from ...formats.problems import Note
from ...formats.opengotha import OgDocument, read_opengotha
from ...formats.opengotha_event import MAX_ROUNDS, OgEvent, opengotha_event
from ...formats.opengotha_writer import export_refusals, write_opengotha
from ...formats.problems import ImportProblem, Problem
from ...i18n import tr, tr_plural
from ...rules.setup_checks import check_tournament
from ...storage import repository
from ...storage.tables import TournamentRow
from .. import backups, output
from ..database import Changes, Database
from ..setup import problem_text
from ..tournaments import AlreadyExists, store_tournament
from .rounds import RoundRefused, load_event

ACTION = "opengotha-import"


@dataclass(frozen=True)
class OgPreview:
    source: str
    document: OgDocument
    event: OgEvent | None
    """The event Import stores; None when the file has a problem."""
    problems: tuple[Problem, ...]
    known: frozenset[str]
    """The ids of the file's players already in the register (they are taken as they are)."""

    @property
    def notes(self) -> tuple[Note, ...]:
        return self.event.notes if self.event else ()

    @property
    def heading(self) -> str:
        """"Tournoi de Juvisy: McMahon, 4 rounds drawn of 4, 19 players"."""
        general = self.document.parameters.get("GeneralParameterSet", (0, {}))[1]
        players, drawn = len(self.document.players), len({g.round for g in self.document.games} | {b.round for b in self.document.byes})
        system = tr(f"exchange.opengotha.system.{self.event.data.tournament.system.value}") if self.event else "?"
        rounds = self.event.data.tournament.round_count if self.event else None
        return tr("exchange.opengotha.heading", event=general.get("name") or Path(self.source).name, system=system,
                  drawn=tr_plural("exchange.opengotha.drawn", drawn, count=drawn, of=rounds or drawn),
                  players=tr_plural("exchange.count.players", players, count=players))

    def refusal(self) -> ImportProblem:
        return ImportProblem(self.source, list(self.problems))


def read_file(path: Path) -> OgDocument:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportProblem(str(path), [Problem(tr("exchange.opengotha.where.file"), exc.strerror or str(exc))]) from exc
    return read_opengotha(raw)


def preview_opengotha(db: Database, path: Path, code: str) -> OgPreview:
    """Read `path` and plan the event `code`; nothing is stored."""
    document = read_file(path)
    event, problems = opengotha_event(document, code)
    if event is not None:
        problems += [Problem("--code" if p.field == "code" else p.field, problem_text(p)) for p in check_tournament(event.data.tournament)]
        with db.reading() as session:
            if session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first() is not None:
                problems.append(Problem("--code", tr("exchange.opengotha.code_taken", code=code)))
            known = frozenset(e.player.id for e in event.data.entries if repository.player(session, e.player.id) is not None)
    else:
        known = frozenset()
    return OgPreview(str(path), document, event if not problems else None, tuple(problems), known)


def import_opengotha(db: Database, preview: OgPreview) -> Changes:
    """Store the previewed event: one undoable action (`opengotha-import`)."""
    if preview.event is None:
        raise preview.refusal()
    event = preview.event
    t = event.data.tournament
    if event.notes:
        t = replace(t, settings={**t.settings, "import_notes": [str(n) for n in event.notes]})
    backups.before_bulk(db, ACTION)
    try:
        change = store_tournament(db, replace(event.data, tournament=t), action=ACTION, rounds=event.rounds)
    except AlreadyExists as exc:
        raise ImportProblem(preview.source, [Problem("--code", str(exc))]) from exc
    players, games = len(event.data.entries), len(event.data.games)
    added = players - len(preview.known)
    return replace(change, description=tr("exchange.opengotha.done", code=t.code, file=Path(preview.source).name, added=added,
                                          players=tr_plural("exchange.count.players", players, count=players),
                                          games=tr_plural("exchange.count.games", games, count=games),
                                          notes=tr_plural("exchange.opengotha.notes_kept", len(event.notes), count=len(event.notes))))


def summary(preview: OgPreview) -> dict[str, Any]:
    """What `opengotha-import --dry-run --json` prints."""
    event = preview.event
    data = event.data if event else None
    return {
        "event": data.tournament.name if data else None,
        "system": data.tournament.system.value if data else None,
        "rounds": data.tournament.round_count if data else None,
        "settings": {k: v for k, v in data.tournament.settings.items()} if data else {},
        "players": [{"no": e.no, "name": e.player.name, "id": e.player.id, "rank": e.player.rank, "club": e.player.club,
                     "federation": e.player.federation, "rating": e.player.rating, "in_register": e.player.id in preview.known}
                    for e in (data.entries if data else ())],
        "games": len(data.games) if data else 0,
        "drawn": [r.number for r in event.rounds if r.drawn] if event else [],
        "problems": [str(p) for p in preview.problems],
        "notes": [str(n) for n in preview.notes],
    }


def opengotha_file(db: Database, code: str) -> str:
    """The tournament file of the go event `code`."""
    event = load_event(db, code)
    data = event.data
    count = max([data.tournament.round_count or 0] + [r.number for r in event.rounds])
    if count > MAX_ROUNDS:
        raise RoundRefused(tr("exchange.opengotha.too_many_rounds", code=code, rounds=count, most=MAX_ROUNDS))
    refusals = export_refusals(data)
    if refusals:
        raise RoundRefused("; ".join(refusals))
    return write_opengotha(data, event.rounds, count)


def export_opengotha(db: Database, code: str, path: Path) -> str:
    """Write the file; the sentence that says so."""
    output.write_text(path, opengotha_file(db, code))
    return tr("exchange.opengotha.written", code=code, file=str(path))
