"""A whole go event from an EGD tournament table (`egd-import FILE --as-event CODE`, docs/go-events.md).

The table's players become the event's entries, numbered as the table numbers them (a player new to the
register is added, one already there by his id is taken as he is), its rounds the event's rounds
with every game's colours, handicap and result, the byes and the rounds players sat out, and its
header the event's facts: `EV` the name, `DT` the dates, `PC` the place, `CL` the class, `KM` the
komi, `TM` the basic time, `HA` the handicap reduction (`h2`: the rank difference less 2) of an event
with handicap games; reversed dates are read with the earlier as the start, a class outside A–D (OpenGotha's
`X`: not sent to the EGD) is not stored, rounds nobody played at the end are not rounds of the event
(formats.egd_rounds.unplayed_rounds; the event's length is then left open, for the arbiter to set): each with a note, kept in the event's settings (`import_notes`)
with the players' notes, so that the import's audit entry keeps them. The event is a ČAGo event with the
table's rounds and ČAGo's criteria for its system [003 §3.3.4]: a round robin (points, head-to-head, SDOS)
when the games are one (`round_robin_rounds`), else a Swiss (points, SOS, SDOS, head-to-head); its
standings are computed by ČAGo's rules, not taken from the file's columns.
Everything is one transaction, one undoable action; a table with any problem stores nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Mapping

from sqlmodel import select

from ...formats.egd import EgdTable
from ...formats.egd_rounds import IMPORTED, EventRounds, event_rounds, unplayed_rounds
from ...formats.problems import ImportProblem, Note, Problem, Progress
from ...i18n import tr, tr_plural
from ...rules.go.round_robin import whole_table_cycles
from ...rules.model import Entry, Organiser, Player, PairingSystem, RatingSystem, StartNo, Tournament
from ...rules.setup_checks import EGD_CLASSES, SetupProblem, check_egd_facts, check_tournament
from ...rules.standings import default_criteria
from ...storage import repository
from ...storage.go_rounds import go_round_values
from ...storage.mappers import entry_values, game_values, player_values, tournament_values
from ...storage.tables import TournamentRow
from ...storage.writer import Writer
from .. import backups
from ..database import Changes, Database
from ..setup import SetupRefused, problem_text
from .egd import read_table_file, register_players

_HANDICAP_RULE = re.compile(r"^h(\d)$", re.IGNORECASE)


@dataclass(frozen=True)
class EventPlan:
    """What the table would store as the event; nothing is stored yet."""

    table: EgdTable
    players: list[Player]
    played: EventRounds
    tournament: Tournament
    problems: list[Problem]
    notes: list[Problem]
    """What is taken as the table writes it: the dialog shows them first, the event keeps them."""


def plan_event(path: Path, code: str, progress: Progress | None = None) -> EventPlan:
    """Read the table `path` and plan the go event `code` (see the module's text); nothing is stored.
    `progress(lines read, lines)` as the table is read."""
    table, problems = read_table_file(path, progress)
    columns = table.rounds
    table = unplayed_rounds(table)
    players, more, notes = register_players(table)
    problems += more
    if not problems and table.rounds == 0:
        problems.append(Problem("(file)", tr("exchange.egd.problem.no_rounds")))
    played, more = event_rounds(table)
    problems += more
    played, cycles, bye_points = round_robin_rounds([p.num for p in table.players], played)
    tournament, more = _tournament(table, code, any((b.stones or 0) > 0 for r in played.rounds for b in r.boards), notes)
    if cycles:
        settings = {**tournament.settings, **({"go_bye_points": bye_points} if bye_points else {})}
        tournament = replace(tournament, system=PairingSystem.ROUND_ROBIN, rounds=cycles, settings=settings,
                             tiebreaks=default_criteria(Organiser.CAGO, PairingSystem.ROUND_ROBIN, False))
    if table.rounds < columns:  # rounds dropped: the event goes on here, as long as the arbiter sets
        tournament = replace(tournament, round_count=None)
    return EventPlan(table, players, played, tournament, problems + more, notes)


def round_robin_rounds(numbers: list[int], played: EventRounds) -> tuple[EventRounds, int | None, float | None]:
    """The table's rounds as a round robin's when its games are a whole one of 1 or 2 cycles
    (rules.go.round_robin.whole_table_cycles; the order of rounds and colours as the other program
    drew them): each round's one player without a game, `0+` or `0-` alike, is the table's free
    player, the round's bye, not a round he missed [003 §3.2.1, §3.3.3]. It scores nothing, as a
    ČAGo round robin's free round (rules.go.event.GoSettings), or 1 (the bye points returned)
    where the table scores every free round `0+`. Free rounds marked both ways, or anything else:
    the rounds as they were, not a round robin (None)."""
    cycles = whole_table_cycles(numbers, [[(b.white, b.black) for b in r.boards] for r in played.rounds])
    free = [r.bye if r.bye is not None else next(iter(r.excused), None) for r in played.rounds]
    scored = {r.bye is not None for r, no in zip(played.rounds, free) if no is not None}
    if cycles is None or len(scored) > 1:
        return played, None, None
    rounds = tuple(replace(r, excused=frozenset(), bye=no, bye_reason=IMPORTED if no is not None else None)
                   for r, no in zip(played.rounds, free))
    return replace(played, rounds=rounds), cycles, 1.0 if scored == {True} else None


def egd_notes(path: Path, progress: Progress | None = None) -> list[str]:
    """The notes of the table `path` read as an event, its players' among them (the import dialog
    shows them before anything is stored)."""
    return [str(n) for n in plan_event(path, "GO/preview", progress).notes]


def import_egd_event(db: Database, path: Path, code: str, progress: Progress | None = None) -> Changes:
    """Store the table `path` as the go event `code` (see the module's text); ImportProblem lists
    every problem of the file with its line, SetupRefused a code already taken."""
    plan = plan_event(path, code, progress)
    if plan.problems:
        raise ImportProblem(str(path), plan.problems)
    table, players, played, tournament, notes = plan.table, plan.players, plan.played, plan.tournament, plan.notes
    backups.before_bulk(db, "import-egd")
    with db.transaction() as session:
        if session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first() is not None:
            raise SetupRefused([SetupProblem("code", "code_taken", code)])
        writer = Writer(session, "egd-import", code)
        added = 0
        for player in players:
            if repository.player(session, player.id) is None:
                writer.put("player", {"id": player.id}, player_values(player))
                added += 1
        writer.put("tournament", {"code": code}, tournament_values(tournament))
        for line, player in zip(table.players, players):
            writer.put("entry", {"tournament": code, "no": line.num}, entry_values(Entry(no=StartNo(line.num), player=player)))
        for game in played.games:
            values = game_values(game)
            writer.put("game", {"tournament": code, "white": game.white, "black": game.black, "round": game.round}, values)
        for r in played.rounds:
            writer.put("go_round", {"tournament": code, "round": r.number}, go_round_values(r))
    return Changes("egd-import", frozenset({code}),
                   tr("exchange.egd.imported_event", code=code, file=path.name, added=added,
                      players=tr_plural("exchange.count.players", len(players), count=len(players)),
                      rounds=tr_plural("exchange.count.rounds", table.rounds, count=table.rounds),
                      games=tr_plural("exchange.count.games", len(played.games), count=len(played.games))), writer.batch,
                   notes=tuple(map(str, notes)))


def _tournament(table: EgdTable, code: str, handicaps: bool, notes: list[Problem]) -> tuple[Tournament, list[Problem]]:
    """The event with the header's facts; a fact that cannot be stored is a problem naming its line,
    one taken otherwise than written a note (appended to `notes`, which the event keeps)."""
    header = table.header
    problems: list[Problem] = []

    def fact(key: str) -> str:
        return header.get(key, (0, ""))[1]

    def refuse(key: str, text: str) -> None:
        problems.append(Problem(f"line {header[key][0]} ({key})", text))

    settings: dict[str, object] = {}
    if fact("PC"):  # OpenGotha writes `PC[,Town]`: the country left empty
        settings["place"] = ", ".join(part.strip() for part in fact("PC").split(",") if part.strip())
    if fact("CL").upper() in EGD_CLASSES:
        settings["egd_class"] = fact("CL").upper()
    elif fact("CL"):
        notes.append(Note(f"line {header['CL'][0]}", tr("exchange.egd.note.class", text=fact("CL"))))
    if fact("TM"):
        try:
            minutes = int(float(fact("TM")))  # whole minutes; OpenGotha writes TM[0] when it has none
            if minutes:
                settings["basic_time"] = minutes
        except ValueError:
            refuse("TM", tr("exchange.egd.problem.minutes", text=repr(fact("TM"))))
    if fact("KM"):
        try:
            settings["komi"] = float(fact("KM").replace(",", "."))
        except ValueError:
            refuse("KM", tr("exchange.egd.problem.komi", text=repr(fact("KM"))))
    if handicaps:
        rule = _HANDICAP_RULE.match(fact("HA"))
        if fact("HA") and rule is None:
            refuse("HA", tr("exchange.egd.problem.handicap_rule", text=repr(fact("HA"))))
        settings["go_handicap_reduction"] = int(rule.group(1)) if rule else 0
    for p in check_egd_facts(settings):
        refuse({"place": "PC", "egd_class": "CL", "basic_time": "TM"}[p.field], problem_text(p))
    start, end = _dates(header, problems, notes)
    if notes:
        settings["import_notes"] = [str(n) for n in notes]
    tournament = Tournament(code, fact("EV") or code, organiser=Organiser.CAGO, start_date=start, end_date=end,
                            tiebreaks=default_criteria(Organiser.CAGO, PairingSystem.SWISS, False),
                            rating_system=RatingSystem.NONE, system=PairingSystem.SWISS, settings=settings,
                            round_count=table.rounds or None)
    problems += [Problem(p.field, problem_text(p)) for p in check_tournament(tournament)]
    return tournament, problems


def _dates(header: Mapping[str, tuple[int, str]], problems: list[Problem], notes: list[Problem]) -> tuple[date | None, date | None]:
    """`DT[2026-10-10,2026-10-11]` (one day alone: both); the end before the start (OpenGotha 3.49
    writes `DT[2020-06-04,2020-06-03]`): the earlier is the start, noted."""
    if "DT" not in header or not header["DT"][1]:
        return None, None
    line, text = header["DT"]
    try:
        days = [date.fromisoformat(part.strip()) for part in text.split(",") if part.strip()]
    except ValueError:
        days = []
    if not 1 <= len(days) <= 2:
        problems.append(Problem(f"line {line}", tr("exchange.egd.problem.days", text=text)))
        return None, None
    if days[-1] < days[0]:
        notes.append(Note(f"line {line}", tr("exchange.egd.note.dates_reversed", text=text, start=days[-1].isoformat())))
    return min(days), max(days)
