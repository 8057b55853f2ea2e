"""A FIDE TRF brought in as a group: a preview, then one undoable action (docs/exchange-formats.md,
"TRF in"; `import-trf`, File → Import TRF…). A team round robin comes in with its teams (the 013 or
310 records), as the team events the workstation sets up.

The preview reads any TRF (formats.trf_reader) and says what it holds: the system, the rounds, the
players with the register's player each is matched to, every problem. Only a round robin, single or
double, becomes a group: a Swiss or any other system is shown and refused, since the workstation's
groups are round robins whose table is the Berger table's pairs [001 §0.3].

A player is matched in the register by his FIDE id (the register's FIDE id, or the id `FIDE:<id>`
a FIDE list gives), else by his name with diacritics, case, commas and the order of words ignored
(as the PGN import matches); one the register lacks is added, checked as `player add` checks a
player (rules.player_checks): id `FIDE:<id>`, or `TRF:<surname-first>` without a FIDE id (`TRF:line-<n>`
for a name without a letter). A FIDE title is not stored: the register keeps ICCF titles [001 §10.1].
A one-word name, a blank or unknown federation is taken as the file writes it and noted
(rules.player_notes); the notes go into the preview, `--dry-run --json` and the group's settings
(`import_notes`), so that the import's audit entry keeps them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlmodel import Session, col, or_, select

from ..formats.player_problems import player_notes, player_problems
from ..formats.problems import ImportProblem, Problem, too_large
from ..formats.numbers import is_number
from ..formats.trf_reader import Progress, TrfDocument, TrfPlayer, games_from_trf, meetings, read_trf_bytes
from ..i18n import decimal_text, tr, tr_plural
from ..rules.draw import team_number
from ..rules.model import Entry, Organiser, PairingSystem, Player, PlayerId, RatingKind, Sex, StartNo, Team, Tournament, TournamentData
from ..rules.names import fold
from ..rules.player_notes import read_federation
from ..rules.setup_checks import DEFAULT_RATING, check_tournament
from ..rules.standings import default_criteria
from ..storage import repository
from ..storage.tables import PlayerRow
from . import backups
from .crosstable import player_standings
from .database import Changes, Database
from .pgn_games import name_key
from .setup import problem_text as setup_problem_text
from .tournaments import AlreadyExists, store_tournament

ROUND_ROBINS = {"round_robin": 1, "double_round_robin": 2}
"""The systems that become a group, with their cycles."""


@dataclass(frozen=True)
class TrfEntry:
    """A player of the file and who he is in the register."""

    trf: TrfPlayer
    player: Player | None
    """The register's player, or the player to be added; None when his line cannot make one."""
    matched_by: str
    """"fide_id", "name" or "" (new to the register)."""

    @property
    def name(self) -> str:
        """The name as the group stores it: the register's player's, or the file's written as the
        register writes names ("Zidu,Tomas" -> "Zidu, Tomas")."""
        return self.player.name if self.player else register_name(self.trf.name)

    @property
    def in_register(self) -> str:
        """Who he is in the register: "FIDE:311111 (by FIDE id)", "new: TRF:zidu-tomas", "—" (no player)."""
        return tr(f"exchange.trf.register.{self.matched_by or 'new'}", id=self.player.id) if self.player else "—"


@dataclass(frozen=True)
class TrfPreview:
    source: str
    document: TrfDocument
    entries: tuple[TrfEntry, ...]
    problems: tuple[Problem, ...]
    data: TournamentData | None
    notes: tuple[Problem, ...] = ()
    """What was taken as the file writes it (the reader's notes, then the players'), by line."""
    """The group that Import stores; None when the file is not a round robin or has a problem."""

    @property
    def system(self) -> str:
        return self.document.system

    @property
    def heading(self) -> str:
        """What the file holds in words: "Memoriál 2025: round robin, 5 rounds, 5 players"."""
        rounds, players = self.document.rounds, len(self.entries)
        return tr("exchange.trf.heading", event=self.document.tag("012") or Path(self.source).name,
                  system=tr(f"exchange.trf.system.{self.system}"),
                  rounds=tr_plural("exchange.count.rounds", rounds, count=rounds),
                  players=tr_plural("exchange.count.players", players, count=players))

    @property
    def refusal(self) -> str:
        """Why the file cannot become a group ("" when it can), naming what it holds."""
        if self.system not in ROUND_ROBINS:
            return self._wrong_system()
        if self.problems:
            return tr_plural("exchange.trf.refusal.problems", len(self.problems), count=len(self.problems))
        return ""

    def _wrong_system(self) -> str:
        rounds = self.document.rounds
        return tr_plural("exchange.trf.refusal.system", rounds, system=tr(f"exchange.trf.system.{self.system}"), rounds=rounds)

    def refusal_error(self) -> ImportProblem:
        """The refusal of a file that cannot become a group (`data` None) with every reason, once each:
        the system when it is not a round robin, then the problems (their count is theirs alone)."""
        wrong = [Problem("file", self._wrong_system())] if self.system not in ROUND_ROBINS else []
        return ImportProblem(self.source, [*wrong, *self.problems])


def preview_trf(db: Database, path: Path, code: str, organiser: Organiser = Organiser.ICCF, kind: str = "other",
                progress: Progress | None = None) -> TrfPreview:
    """Read `path` and plan the group `code`; nothing is stored. A file above MAX_FILE_BYTES is refused
    at once for its size; `progress(lines read, lines)` is called as the reading goes on."""
    try:
        refused = too_large(str(path), path.stat().st_size)
        if refused is not None:
            raise refused
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportProblem(str(path), [Problem("file", tr("import.cannot_read", reason=exc.strerror or exc))]) from exc
    document = read_trf_bytes(raw, path.name, progress)
    problems = list(document.problems)
    notes = list(document.notes)
    with db.reading() as session:
        known = _register(session, document.players)
    entries = [_entry(known, p, problems, notes) for p in document.players]
    _check_repeats(entries, problems)
    data = None
    if document.system in ROUND_ROBINS:
        cycles = ROUND_ROBINS[document.system]
        team_event = bool(document.teams)
        tournament = _tournament(document, code, organiser, kind, team_event, problems)
        side = _team_sides(document, problems) if team_event else {p.no: (p.no, 1) for p in document.players}
        _check_table(document, side, cycles, problems)
        if not problems:
            kept = replace(tournament, settings={**tournament.settings, "import_notes": [str(n) for n in notes]}) if notes else tournament
            data = _group(document, kept, entries, side)
            problems += _points_kept(document, data, side)
            data = None if problems else data
    return TrfPreview(str(path), document, tuple(entries), tuple(problems), data, tuple(notes))


def import_trf(db: Database, preview: TrfPreview) -> Changes:
    """Store the previewed round robin, its new players with it: one undoable action (`import-trf`).
    Another system, or a file with a problem, is refused naming what the file holds."""
    if preview.data is None:
        raise preview.refusal_error()
    backups.before_bulk(db, "import-trf")
    try:
        change = store_tournament(db, preview.data, action="import-trf")
    except AlreadyExists as exc:
        raise ImportProblem(preview.source, [Problem("--code", str(exc))]) from exc
    t = preview.data.tournament
    added = sum(1 for e in preview.entries if not e.matched_by)
    players, games = len(preview.data.entries), len(preview.data.games)
    return replace(change, description=tr("exchange.trf.done", code=t.code, added=added,
                                           players=tr_plural("exchange.count.players", players, count=players),
                                           games=tr_plural("exchange.count.games", games, count=games)))


def summary(preview: TrfPreview) -> dict[str, Any]:
    """What `import-trf --dry-run --json` prints, for any TRF whatever its system."""
    return {
        "system": preview.system,
        "rounds": preview.document.rounds,
        "players": [
            {"no": e.trf.no, "name": e.name, "id": e.player.id if e.player else None, "fide_id": e.trf.fide_id or None,
             "federation": e.trf.federation, "rating": e.trf.rating, "points": e.trf.points, "rank": e.trf.rank}
            for e in preview.entries
        ],
        "problems": [str(p) for p in preview.problems],
        "notes": [str(n) for n in preview.notes],
    }


# --- the players ---------------------------------------------------------------------------------
def register_name(name: str) -> str:
    """"Surname,First" -> "Surname, First", as the register writes names."""
    return re.sub(r"\s*,\s*", ", ", " ".join(name.split()), count=1)


@dataclass(frozen=True)
class _Register:
    """What the register knows of a file's players, read in a few queries for the whole file (a
    20 000-player TRF is matched in about a second, not a query a player)."""

    by_fide_id: dict[str, Player]
    by_name: dict[tuple[str, ...], list[Player]]
    """name_key -> the register's players of that name (diacritics, case, commas and order ignored)."""


_CHUNK = 400
"""Values in one query's IN list: well under SQLite's 999 parameters."""


def _register(session: Session, players: tuple[TrfPlayer, ...]) -> _Register:
    """The register's players a file's players may be: by FIDE id (the register's FIDE id, or the id
    `FIDE:<id>` a FIDE list gives), and by name. A player's name in the register starts with one of the
    words of the file's name (his surname is one of them): a narrow range of the register's index of
    folded names for each word, then the words compared."""
    fide_ids = sorted({p.fide_id for p in players if p.fide_id})
    ids: dict[str, str] = {}
    for i in range(0, len(fide_ids), _CHUNK):
        chunk = fide_ids[i : i + _CHUNK]
        query = select(PlayerRow.id, PlayerRow.fide_id).where(
            or_(col(PlayerRow.fide_id).in_(chunk), col(PlayerRow.id).in_([f"FIDE:{f}" for f in chunk])))
        for pid, fide_id in session.exec(query).all():
            ids.setdefault(fide_id if fide_id in chunk else pid.removeprefix("FIDE:"), pid)
    # the names whose first word is one of the words: followed by nothing, a space, a comma or a hyphen
    # (plain SQL text: building 20 000 SQLAlchemy expressions would take longer than the queries)
    words = sorted({word for p in players for word in name_key(p.name)})
    named: set[str] = set()
    connection = session.connection()
    for i in range(0, len(words), _CHUNK // 3):
        chunk = words[i : i + _CHUNK // 3]
        ranges = " OR ".join(f"name_key = :w{k} OR (name_key >= :l{k} AND name_key < :h{k})" for k in range(len(chunk)))
        values = {f"{x}{k}": w + end for k, w in enumerate(chunk) for x, end in (("w", ""), ("l", " "), ("h", "."))}
        named.update(connection.execute(text(f"SELECT id FROM {PlayerRow.__tablename__} WHERE {ranges}"), values).scalars())
    found = repository.players_by_id(session, sorted(named | set(ids.values())))
    by_name: dict[tuple[str, ...], list[Player]] = {}
    for pid in sorted(named):
        by_name.setdefault(name_key(found[pid].name), []).append(found[pid])
    return _Register({f: found[pid] for f, pid in ids.items()}, by_name)


def _entry(known: _Register, p: TrfPlayer, problems: list[Problem], notes: list[Problem]) -> TrfEntry:
    if p.fide_id in known.by_fide_id:
        return TrfEntry(p, _at_start(known.by_fide_id[p.fide_id], p), "fide_id")
    same = known.by_name.get(name_key(p.name), [])
    if len(same) > 1:
        problems.append(Problem(f"line {p.line}", tr("exchange.trf.name_twice", name=p.name, ids=", ".join(x.id for x in same))))
        return TrfEntry(p, None, "name")
    if same:
        return TrfEntry(p, _at_start(same[0], p), "name")
    new = _new_player(p)
    if not player_problems(new, f"line {p.line}", problems):
        return TrfEntry(p, None, "")
    player_notes(new, f"line {p.line}", notes, p.federation)
    return TrfEntry(p, new, "")


def _at_start(player: Player | None, p: TrfPlayer) -> Player | None:
    """The register's player with the file's rating, the rating of the event (a FIDE rating)."""
    if player is None or p.rating is None or p.rating == player.rating:
        return player
    return replace(player, rating=p.rating, rating_kind=RatingKind.FIDE)


def _new_player(p: TrfPlayer) -> Player:
    words = "-".join(fold(p.name.replace(",", " ")).split())
    if not any(ch.isalnum() for ch in words):
        words = f"line-{p.line}"
    birth = p.birth[:4]
    return Player(
        id=PlayerId(f"FIDE:{p.fide_id}" if p.fide_id else f"TRF:{words}"),
        name=register_name(p.name),
        federation=read_federation(p.federation)[0],
        sex=Sex.FEMALE if p.sex in ("w", "f") else Sex.MALE,
        rating=p.rating,
        rating_kind=RatingKind.FIDE if p.rating is not None else RatingKind.NONE,
        fide_id=p.fide_id or None,
        birth_year=int(birth) if is_number(birth) and int(birth) > 0 else None,
    )


def _check_repeats(entries: list[TrfEntry], problems: list[Problem]) -> None:
    """Two lines of the file must not be one player of the register."""
    seen: dict[str, TrfEntry] = {}
    for e in entries:
        if e.player is None:
            continue
        if e.player.id in seen:
            other = seen[e.player.id].trf
            problems.append(Problem(f"line {e.trf.line}", tr("exchange.trf.same_player", name=e.trf.name, no=other.no, id=e.player.id)))
        seen[e.player.id] = e


# --- the group -----------------------------------------------------------------------------------
def _tournament(document: TrfDocument, code: str, organiser: Organiser, kind: str, team_event: bool, problems: list[Problem]) -> Tournament:
    cycles = ROUND_ROBINS[document.system]
    city = document.tag("022")
    t = Tournament(
        code=code,
        name=document.tag("012") or code,
        organiser=organiser,
        kind=kind,
        start_date=_date(document, "042", problems),
        end_date=_date(document, "052", problems),
        rounds=cycles,
        tiebreaks=default_criteria(organiser, PairingSystem.ROUND_ROBIN, team_event),
        team_event=team_event,
        rating_system=DEFAULT_RATING[organiser],
        td=document.tag("102"),
        time_control=document.tag("122"),
        settings={"city": city} if city else {},
        draw_method="given",
    )
    if organiser is Organiser.CAGO:
        problems.append(Problem("--organiser", tr("exchange.trf.not_go")))
    problems += [Problem(f"--{p.field.replace('_', '-')}" if p.field in ("code", "kind") else p.field, setup_problem_text(p))
                 for p in check_tournament(t)]
    return t


def _date(document: TrfDocument, tag: str, problems: list[Problem]) -> date | None:
    """YYYY/MM/DD as TRF writes dates (also with - or .), or DD.MM.YYYY as Czech and German programs
    write them; blank is unknown."""
    text = document.tag(tag)
    if not text:
        return None
    iso = re.fullmatch(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})", text)
    dotted = re.fullmatch(r"(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})", text)
    parts = (iso[1], iso[2], iso[3]) if iso else (dotted[3], dotted[2], dotted[1]) if dotted else None
    if parts:
        try:
            return date(int(parts[0]), int(parts[1]), int(parts[2]))
        except ValueError:
            pass
    problems.append(Problem(f"record {tag}", tr("exchange.trf.bad_date", text=text)))
    return None


def _team_sides(document: TrfDocument, problems: list[Problem]) -> dict[int, tuple[int, int]]:
    """Starting rank -> (team, board) from the team records (013/310), teams in their order, boards in
    the order the record lists its players; every player in one team, every team as many boards."""
    side = {no: (t, board) for t, team in enumerate(document.teams, start=1) for board, no in enumerate(team.members, start=1)}
    problems += [Problem(f"line {p.line}", tr("exchange.trf.no_team", name=p.name, no=p.no)) for p in document.players if p.no not in side]
    boards = {len(t.members) for t in document.teams}
    if len(boards) > 1:
        listed = ", ".join(f"{t.name} {len(t.members)}" for t in document.teams)
        problems.append(Problem("file", tr("exchange.trf.boards_differ", teams=listed)))
    return side


def _check_table(document: TrfDocument, side: dict[int, tuple[int, int]], cycles: int, problems: list[Problem]) -> None:
    """A round robin schedules every pair of its players `cycles` times [001 §0.3]; in a team event
    every pair of teams, board against board [001 §8.7g]. A pair missing or met too often means the
    file is not one (or not yet whole)."""
    numbers = sorted(side)
    met = meetings(document)
    due = {frozenset((a, b)) for i, a in enumerate(numbers) for b in numbers[i + 1 :]
           if side[a][0] != side[b][0] and side[a][1] == side[b][1]}
    wrong = [f"{min(pair)}–{max(pair)} ({met[pair]}×)" for pair in sorted(due | set(met), key=sorted)
             if met[pair] != (cycles if pair in due else 0)]
    if wrong:
        shown = ", ".join(wrong[:10]) + (f" … (+{len(wrong) - 10})" if len(wrong) > 10 else "")
        problems.append(Problem("file", tr("exchange.trf.not_a_table", cycles=cycles, pairs=shown)))


def _points_kept(document: TrfDocument, data: TournamentData, side: dict[int, tuple[int, int]]) -> list[Problem]:
    """The group must give each player the points of the file: a bye that scored (a round robin's
    free round written `0000 - +`) or a scoring other than 1, ½, 0 has no place in a group and would
    be lost."""
    boards = len(document.teams[0].members) if document.teams else 0
    number = {no: team_number(t, board, boards) if boards else no for no, (t, board) in side.items()}
    kept = {r.no: r.points for r in player_standings(data).rows}
    return [Problem(f"line {p.line}", tr("exchange.trf.points_lost", name=p.name, file=decimal_text(p.points), group=decimal_text(kept[number[p.no]])))
            for p in document.players if p.points is not None and abs(kept[number[p.no]] - p.points) > 1e-9]


def _group(document: TrfDocument, tournament: Tournament, entries: list[TrfEntry], side: dict[int, tuple[int, int]]) -> TournamentData:
    """The group as stored. A team event's players are numbered as its crosstables number them (team
    1's boards 1..b, then team 2's...: rules.draw.team_number), whatever the file's numbers."""
    if not tournament.team_event:
        return TournamentData(tournament, tuple(Entry(StartNo(e.trf.no), e.player) for e in entries if e.player),
                              tuple(games_from_trf(document)))
    boards = len(document.teams[0].members)
    number = {no: StartNo(team_number(t, board, boards)) for no, (t, board) in side.items()}
    teams = tuple(Team(t, team.name) for t, team in enumerate(document.teams, start=1))
    members = tuple(sorted((Entry(number[e.trf.no], e.player, team=side[e.trf.no][0], board=side[e.trf.no][1])
                            for e in entries if e.player), key=lambda e: e.no))
    games = tuple(replace(g, white=number[g.white], black=number[g.black]) for g in games_from_trf(document))
    return TournamentData(tournament, members, games, teams)
