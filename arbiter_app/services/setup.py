"""Setting an event up: a new tournament with its entries, the draw of the starting numbers, the table
of games, later changes of its properties and entries, and deleting it.

Every function is one arbiter action: one transaction, one audit batch, undoable whole. A plan (what
Finish in the wizard or a command would store) is computed without storing anything, so the wizard's
summary shows exactly what will be stored. The choices made where the regulations are silent are in
docs/setup.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from typing import Mapping, Sequence

from sqlmodel import Session, select

from ..i18n import date_text, has, tr, tr_sex
from ..rules.draw import DrawMethod, by_lot, by_rating, individual_games, strength_order, team_games, team_number
from ..rules.go.event import is_go_event, system_change
from ..rules.model import Entry, PairingSystem, Player, Result, StartNo, Team, Tournament, TournamentData
from ..rules.chess.substitutes import RESERVES
from ..rules.names import name_list
from ..rules.player_checks import check_player
from ..rules.setup_checks import SetupProblem, before_start, check_tournament, text_problems
from ..storage import repository
from ..storage.cases import case_keys
from ..storage.go_rounds import load_go_rounds
from ..storage.mappers import entry_values, game_values, player_values, team_values, tournament_values
from ..storage.tables import TournamentRow
from ..storage.writer import Writer
from . import setup_words as words
from .database import Changes, Database
from .entry_checks import admit_entries, planet_entry_refusals
from .sanction_entry import OverrideReasons
from .players import problem_text as player_problem_text

from .seeds import SEED_LIMIT, new_seed  # noqa: F401 (the wizard's and the setup actions' names)

EDITABLE = frozenset(
    {
        "name", "organiser", "kind", "start_date", "end_date", "rounds", "title_tournament", "ladies",
        "tiebreaks", "rating_system", "system", "team_event", "td", "time_control", "entry_fee",
        "settings", "round_count",
    }
)
"""Tournament fields `edit_tournament` changes. The code is the tournament's key in the audit log and
in every exported file, so it cannot be changed (delete and create again instead)."""


class SetupRefused(ValueError):
    """A set-up the rules do not allow; every problem names its field. Nothing was stored."""

    def __init__(self, problems: Sequence[SetupProblem]):
        self.problems = tuple(problems)
        super().__init__("; ".join(problem_text(p) for p in self.problems))


def problem_text(p: SetupProblem) -> str:
    """"End: the end date 2026-01-01 is before the start date", the field by its label in the current
    language (its code where it has none)."""
    label = tr(f"setup.field.{p.field}") if has(f"setup.field.{p.field}") else p.field
    return f"{label}: {tr('setup.problem.' + p.code, value=p.value)}"


@dataclass(frozen=True)
class TeamSpec:
    """A team as the arbiter enters it: its players in board order."""

    name: str
    player_ids: tuple[str, ...]
    federation: str = ""
    captain: str = ""
    reserves: tuple[str, ...] = ()
    """Players without a board, from whom substitutes come (setting `team_reserves`)."""


@dataclass(frozen=True)
class Plan:
    """What an action will store: the whole tournament, and the players new to the register."""

    data: TournamentData
    new_players: tuple[Player, ...] = ()


# --- planning (nothing stored) --------------------------------------------------------------------


def plan_tournament(
    db: Database,
    tournament: Tournament,
    player_ids: Sequence[str] = (),
    *,
    new_players: Sequence[Player] = (),
    teams: Sequence[TeamSpec] = (),
    method: DrawMethod | None = None,
    seed: int | None = None,
) -> Plan:
    """The tournament as it would be stored: entries with the register's facts as at the start,
    numbers drawn by `method` (None: in the order given, not yet drawn; no games), and every game of
    the table when the numbers are drawn. A team event takes its players from `teams`."""
    with db.reading() as session:
        register = _register_players(session, _all_ids(player_ids, teams), new_players)
    problems = check_tournament(tournament)
    if tournament.team_event:
        problems += _team_problems(teams)
    if problems:
        raise SetupRefused(problems)
    if tournament.team_event:
        data = _team_plan(tournament, teams, register, method, seed)
    else:
        entries = [Entry(no=StartNo(i), player=register[pid]) for i, pid in enumerate(player_ids, start=1)]
        data = TournamentData(tournament, tuple(entries), ())
        if method is not None:
            data = _drawn(data, method, seed, order=None)
    _refuse_planet_entries(tournament, data.entries)
    used = {e.player.id for e in data.entries} | {pid for team in teams for pid in team.reserves}
    return Plan(data, tuple(p for p in new_players if p.id in used))


def _refuse_planet_entries(t: Tournament, newcomers: Sequence[Entry], entered: Sequence[Entry] = ()) -> None:
    refusals = planet_entry_refusals(t, newcomers, entered)
    if refusals:
        raise SetupRefused([SetupProblem("players", "planet_entry", text) for text in refusals])


def _all_ids(player_ids: Sequence[str], teams: Sequence[TeamSpec]) -> list[str]:
    ids = list(player_ids) + [pid for team in teams for pid in (*team.player_ids, *team.reserves)]
    repeated = sorted({pid for pid in ids if ids.count(pid) > 1})
    if repeated:
        raise SetupRefused([SetupProblem("players", "player_repeated", pid) for pid in repeated])
    return ids


def _register_players(session: Session, ids: Sequence[str], new_players: Sequence[Player]) -> dict[str, Player]:
    """The players of `ids` from the register, or from `new_players` (added with the tournament,
    checked as the register checks a player)."""
    new: dict[str, Player] = {p.id: p for p in new_players}
    found: dict[str, Player] = {}
    problems = [
        SetupProblem("players", "new_player_invalid", f"{p.name or p.id}: " + "; ".join(player_problem_text(x) for x in faults))
        for p in new_players
        if (faults := check_player(p, date.today().year))
    ]
    for pid in ids:
        stored = repository.player(session, pid)
        if stored is not None and pid in new:
            problems.append(SetupProblem("players", "player_exists", pid))
        player = stored or new.get(pid)
        if player is None:
            problems.append(SetupProblem("players", "player_unknown", pid))
        else:
            found[pid] = player
    if problems:
        raise SetupRefused(problems)
    return found


def _team_problems(teams: Sequence[TeamSpec]) -> list[SetupProblem]:
    problems = []
    if len(teams) < 2:
        problems.append(SetupProblem("teams", "teams_too_few", str(len(teams))))
    boards = {len(t.player_ids) for t in teams}
    if len(boards) > 1:
        problems.append(SetupProblem("teams", "teams_boards_differ", "/".join(str(len(t.player_ids)) for t in teams)))
    problems += [SetupProblem("teams", "empty") for t in teams if not t.name.strip() or not t.player_ids]
    names = [t.name.strip() for t in teams]
    problems += [SetupProblem("team_name", "team_name_taken", n) for n in dict.fromkeys(names) if n and names.count(n) > 1]
    problems += [problem for t in teams for problem in text_problems("team_name", t.name)]
    problems += [SetupProblem("team_federation", "team_federation", t.federation) for t in teams if not _federation_ok(t.federation)]
    return problems


def _federation_ok(federation: str) -> bool:
    """A team's federation is empty or a three-letter code in capitals, as a player's [docs/setup.md]."""
    return not federation or re.fullmatch(r"[A-Z]{3}", federation) is not None


def _team_plan(t: Tournament, teams: Sequence[TeamSpec], register: Mapping[str, Player], method: DrawMethod | None, seed: int | None) -> TournamentData:
    """Teams numbered in the order given or by lot (by rating: by the average of their boards)."""
    order = list(range(len(teams)))
    if method is DrawMethod.LOT:
        seed = _seed(seed)
        order = by_lot(order, seed)
    elif method is DrawMethod.RATING:
        averages = {i: _team_average(teams[i], register) for i in order}
        order = by_rating(order, averages, {i: teams[i].name for i in order})
    boards = len(teams[0].player_ids)
    team_rows, entries = [], []
    for no, index in enumerate(order, start=1):
        spec = teams[index]
        team_rows.append(Team(no, spec.name, spec.federation, spec.captain))
        for board, pid in enumerate(spec.player_ids, start=1):
            entries.append(Entry(no=StartNo(team_number(no, board, boards)), player=register[pid], team=no, board=board))
    games = team_games(len(teams), boards, t.rounds) if method is not None else ()
    listed = {str(no): list(teams[index].reserves) for no, index in enumerate(order, start=1) if teams[index].reserves}
    settings = {**t.settings, RESERVES: listed} if listed else t.settings
    drawn = replace(t, draw_method=method.value if method else None, draw_seed=seed if method is DrawMethod.LOT else None,
                    settings=settings)
    return TournamentData(drawn, tuple(entries), games, tuple(team_rows))


def _team_average(team: TeamSpec, register: Mapping[str, Player]) -> int | None:
    ratings = [r for r in (register[pid].rating for pid in team.player_ids) if r is not None]
    return sum(ratings) // len(ratings) if ratings else None


def _seed(seed: int | None) -> int:
    return new_seed() if seed is None else seed


def _drawn(data: TournamentData, method: DrawMethod, seed: int | None, order: Sequence[int] | None) -> TournamentData:
    """`data` with its entries renumbered 1..n by `method` (GIVEN: in `order` of the present numbers,
    or as they stand) and, for a round robin, every game of the table."""
    entries = list(data.entries)
    if method is DrawMethod.LOT:
        seed = _seed(seed)
        # drawn from the entries ordered by id, so that the seed alone repeats the draw
        entries = by_lot(sorted(entries, key=lambda e: e.player.id), seed)
    elif method is DrawMethod.RATING:
        go_event = is_go_event(data.tournament)
        strengths = {i: strength_order(go_event, e.rating, e.player.rank) for i, e in enumerate(entries)}
        entries = by_rating(entries, strengths, {i: e.name for i, e in enumerate(entries)})
    elif order is not None:
        by_no = {e.no: e for e in entries}
        if sorted(order) != sorted(by_no):
            raise SetupRefused([SetupProblem("order", "order_mismatch", " ".join(map(str, order)))])
        entries = [by_no[StartNo(no)] for no in order]
    numbered = tuple(replace(e, no=StartNo(i)) for i, e in enumerate(entries, start=1))
    t = replace(data.tournament, draw_method=method.value, draw_seed=seed if method is DrawMethod.LOT else None)
    games = individual_games(len(numbered), t.rounds) if _whole_table(t) and len(numbered) >= 2 else ()
    return TournamentData(t, numbered, games, data.teams)


# --- storing ----------------------------------------------------------------------------------------


def create_tournament(
    db: Database,
    tournament: Tournament,
    player_ids: Sequence[str] = (),
    *,
    new_players: Sequence[Player] = (),
    teams: Sequence[TeamSpec] = (),
    method: DrawMethod | None = None,
    seed: int | None = None,
    override_sanction: OverrideReasons = None,
    on: date | None = None,
) -> Changes:
    """Store a new tournament, its entries (players new to the register with it) and, when the
    numbers are drawn, every game of the table: one undoable action. An entrant barred on `on`
    (default today) is refused unless `override_sanction` gives the reason (services.entry_checks)."""
    plan = plan_tournament(db, tournament, player_ids, new_players=new_players, teams=teams, method=method, seed=seed)
    code = tournament.code
    with db.transaction() as session:
        if session.exec(select(TournamentRow.id).where(TournamentRow.code == code)).first() is not None:
            raise SetupRefused([SetupProblem("code", "code_taken", code)])
        writer = Writer(session, "new-tournament", code)
        for player in plan.new_players:
            writer.put("player", {"id": player.id}, player_values(player))
        writer.put("tournament", {"code": code}, tournament_values(plan.data.tournament))
        _put_table(writer, code, plan.data)
        said = admit_entries(writer, plan.data.tournament, plan.data.entries, on, override_sanction)
    return Changes("new-tournament", frozenset({code}), "\n".join([words.created_text(plan.data), *said]), writer.batch)


def _put_table(writer: Writer, code: str, data: TournamentData) -> None:
    for team in data.teams:
        writer.put("team", {"tournament": code, "no": team.no}, team_values(team))
    for entry in data.entries:
        writer.put("entry", {"tournament": code, "no": entry.no}, entry_values(entry))
    _put_games(writer, code, data)


def _game_key(code: str, values: Mapping[str, object]) -> dict[str, object]:
    return {"tournament": code, "white": values["white"], "black": values["black"], "round": values["round"]}


def _clear_table(writer: Writer, code: str, data: TournamentData) -> None:
    """Delete the games, entries and teams of `data`, games first (they name the entries)."""
    _delete_games(writer, code, data)
    for entry in data.entries:
        writer.delete("entry", {"tournament": code, "no": entry.no})
    for team in data.teams:
        writer.delete("team", {"tournament": code, "no": team.no})


def _replace_table(session: Session, action: str, old: TournamentData, new: TournamentData) -> Writer:
    writer = Writer(session, action, old.tournament.code)
    _clear_table(writer, old.tournament.code, old)
    writer.put("tournament", {"code": old.tournament.code}, tournament_values(new.tournament))
    _put_table(writer, old.tournament.code, new)
    return writer


def entries_closed(data: TournamentData, field: str) -> list[SetupProblem]:
    """Why entries and the draw can no longer change: a result is in. Until then they change whatever
    the date: a group is often set up days after the start the server gave it [docs/setup.md]."""
    if any(g.result is not Result.RUNNING or g.flag is not None for g in data.games):
        return [SetupProblem(field, "results_entered", data.tournament.code)]
    return []


def _refuse_if_played(data: TournamentData, field: str) -> None:
    problems = entries_closed(data, field)
    if problems:
        raise SetupRefused(problems)


def started_note(t: Tournament, today: date | None = None) -> str:
    """The note the window and the commands show with entries and the draw once the start date has
    passed ("" before it, or without a start date)."""
    if before_start(t, today or date.today()):
        return ""
    assert t.start_date is not None
    return tr("setup.note.started", date=date_text(t.start_date))


def draw(db: Database, code: str, method: DrawMethod, seed: int | None = None, order: Sequence[int] | None = None) -> Changes:
    """Draw the starting numbers (by lot with a recorded seed, by rating, or in the order given) and
    store every game of the table; a draw again replaces the previous one while no result is in."""
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        _refuse_if_played(data, "draw")
        if data.tournament.team_event:
            raise SetupRefused([SetupProblem("draw", "team_draw", code)])
        if len(data.entries) < 2:
            raise SetupRefused([SetupProblem("draw", "too_few_players", str(len(data.entries)))])
        new = _drawn(data, method, seed, order)
        writer = _replace_table(session, "draw", data, new)
    text = tr("setup.done.drawn", code=code, drawn=words.draw_text(new.tournament), games=words.count_text("games", len(new.games)))
    return Changes("draw", frozenset({code}), text, writer.batch)


def enter_players(db: Database, code: str, player_ids: Sequence[str], *, new_players: Sequence[Player] = (),
                  override_sanction: OverrideReasons = None, on: date | None = None) -> Changes:
    """Enter players (a late entry before the first result): each gets the next number; when the
    numbers are drawn already, the table is rebuilt for the new size with every number kept. A
    player barred on `on` (default today) is refused unless `override_sanction` gives the reason."""
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        _refuse_if_played(data, "players")
        if data.tournament.team_event:
            raise SetupRefused([SetupProblem("players", "team_entry", code)])
        entered = {e.player.id for e in data.entries}
        taken = [SetupProblem("players", "already_entered", pid) for pid in player_ids if pid in entered]
        if taken:
            raise SetupRefused(taken)
        register = _register_players(session, _all_ids(player_ids, ()), new_players)
        first = len(data.entries) + 1
        added = tuple(Entry(no=StartNo(first + i), player=register[pid]) for i, pid in enumerate(player_ids))
        _refuse_planet_entries(data.tournament, added, data.entries)
        new = _rebuilt(replace(data, entries=data.entries + added))
        writer = Writer(session, "enter", code)
        for player in new_players:
            writer.put("player", {"id": player.id}, player_values(player))
        _delete_games(writer, code, data)
        for entry in added:
            writer.put("entry", {"tournament": code, "no": entry.no}, entry_values(entry))
        _put_games(writer, code, new)
        said = admit_entries(writer, data.tournament, added, on, override_sanction)
    text = tr("setup.done.entered", code=code, names=name_list(e.name for e in added)) + words.rebuilt_text(data, new)
    return Changes("enter", frozenset({code}), "\n".join([text, *said]), writer.batch)


def remove_entry(db: Database, code: str, no: int) -> Changes:
    """Remove an entry before the first result: the numbers above it move down by one, and a drawn
    table is rebuilt for the new size."""
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        _refuse_if_played(data, "players")
        if data.tournament.team_event:
            raise SetupRefused([SetupProblem("players", "team_entry", code)])
        removed = data.entry(no)
        kept = tuple(replace(e, no=StartNo(e.no - (e.no > no))) for e in data.entries if e.no != no)
        new = _rebuilt(replace(data, entries=kept))
        writer = _replace_table(session, "remove-entry", data, new)
    text = tr_sex("setup.done.removed", removed.player.sex, None, code=code, name=removed.name)
    return Changes("remove-entry", frozenset({code}), text + words.rebuilt_text(data, new), writer.batch)


def _rebuilt(data: TournamentData) -> TournamentData:
    """A drawn round robin gets the table of its new size; an undrawn one stays without games."""
    drawn = data.tournament.draw_method is not None and _whole_table(data.tournament)
    games = individual_games(len(data.entries), data.tournament.rounds) if drawn and len(data.entries) >= 2 else ()
    return replace(data, games=games)


def _whole_table(t: Tournament) -> bool:
    """A round robin set up with all its games; a ČAGo one is drawn round by round (go_rounds.draw)."""
    return t.system is PairingSystem.ROUND_ROBIN and not is_go_event(t)


def _delete_games(writer: Writer, code: str, data: TournamentData) -> None:
    for game in data.games:
        writer.delete("game", _game_key(code, game_values(game)))


def _put_games(writer: Writer, code: str, data: TournamentData) -> None:
    for game in data.games:
        values = game_values(game)
        writer.put("game", _game_key(code, values), values)


def edit_tournament(db: Database, code: str, changes: Mapping[str, object]) -> Changes:
    """Change the tournament's properties and rule set. A change of single/double round rebuilds a
    drawn table (only while no result is in); the kind of event (individual/team) cannot change once
    players are entered."""
    unknown = sorted(set(changes) - EDITABLE)
    if unknown:
        raise SetupRefused([SetupProblem(name, "not_editable", name) for name in unknown])
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        t = replace(data.tournament, **changes)  # type: ignore[arg-type]
        problems = check_tournament(t)
        if t.team_event != data.tournament.team_event and data.entries:
            problems.append(SetupProblem("team_event", "entries_exist", code))
        t, more = system_change(data, load_go_rounds(session.connection(), code), t) if is_go_event(t) and not problems else (t, [])
        problems += [SetupProblem(*p) for p in more]
        if problems:
            raise SetupRefused(problems)
        writer = Writer(session, "edit-tournament", code)
        # A go event's games are its drawn rounds' (checked above), not a table to rebuild.
        table_changes = not is_go_event(data.tournament) and (t.rounds != data.tournament.rounds or t.system != data.tournament.system)
        if table_changes and data.games:
            _refuse_if_played(data, "rounds")
            new = _rebuilt(replace(data, tournament=t))
            _delete_games(writer, code, data)
            writer.put("tournament", {"code": code}, tournament_values(t))
            _put_games(writer, code, new)
        else:
            writer.put("tournament", {"code": code}, tournament_values(t))
    adjusted = {f for f in ("tiebreaks", "settings") if getattr(t, f) != getattr(data.tournament, f)}  # by system_change
    fields = words.changed_fields(data.tournament, t, sorted(set(changes) | adjusted))
    return Changes("edit-tournament", frozenset({code}), words.changed_text(code, fields), writer.batch)


def edit_team(db: Database, code: str, no: int, *, name: str | None = None, captain: str | None = None, federation: str | None = None) -> Changes:
    """Change a team's name, captain or federation (None: unchanged) at any time of the event: they
    name the team on the tables and notices but decide nothing. Refused: an empty name, a name
    another team of the event has, a federation that is not a three-letter code."""
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        old = next((t for t in data.teams if t.no == no), None)
        if old is None:
            raise SetupRefused([SetupProblem("team", "team_unknown", f"{no}")])
        new = replace(
            old,
            name=old.name if name is None else name.strip(" "),
            captain=old.captain if captain is None else captain.strip(),
            federation=old.federation if federation is None else federation.strip().upper(),
        )
        problems = [SetupProblem("team_name", "empty")] if not new.name else text_problems("team_name", new.name)
        problems += [SetupProblem("team_name", "team_name_taken", new.name) for t in data.teams if t.no != no and t.name == new.name]
        if not _federation_ok(new.federation):
            problems.append(SetupProblem("team_federation", "team_federation", new.federation))
        if problems:
            raise SetupRefused(problems)
        writer = Writer(session, "edit-team", code)
        stored = writer.put("team", {"tournament": code, "no": no}, team_values(new))
    changed = [f for f in ("name", "captain", "federation") if getattr(new, f) != getattr(old, f)]
    what = tr("setup.done.team", code=code, no=no, name=new.name)
    return Changes("edit-team", frozenset({code}), words.changed_text(what, [f"team.{f}" for f in changed]),
                   writer.batch if stored else None)


def delete_tournament(db: Database, code: str) -> Changes:
    """Delete a tournament with its teams, entries and games (the players stay in the register);
    undoable like any action."""
    with db.transaction() as session:
        data = repository.load_tournament(session, code)
        writer = Writer(session, "delete-tournament", code)
        for r in load_go_rounds(session.connection(), code):
            writer.delete("go_round", {"tournament": code, "round": r.number})
        for entity, keys in case_keys(session.connection(), code).items():
            for key in keys:
                writer.delete(entity, key)
        _clear_table(writer, code, data)
        writer.delete("tournament", {"code": code})
    text = tr("setup.done.deleted", code=code, players=words.count_text("players", len(data.entries)), games=words.count_text("games", len(data.games)))
    return Changes("delete-tournament", frozenset({code}), text, writer.batch)
