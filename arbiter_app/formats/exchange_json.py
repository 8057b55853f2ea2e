"""The exchange format: one whole tournament as a versioned JSON file (docs/exchange-format.md).

`read_exchange` returns `(data, problems)`: it checks the whole file and lists every problem with its
JSON path, and returns no data when there is any problem, so nothing half-understood is stored.
Unknown keys are ignored (later versions may add keys). The players are checked by the register's
rules (formats.player_problems), the numbers and dates by their ranges (rules.ranges); a file larger
than MAX_BYTES, nested deeper than Python's JSON reader goes, or holding NaN or infinity (not JSON) is
refused as such.
"""

from __future__ import annotations

import json
import math
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

from ..i18n import tr
from ..rules import ranges
from ..rules.codes import Code, CodeError
from ..rules.event_kinds import EventKind
from ..rules.model import (
    Entry,
    Flag,
    Game,
    Organiser,
    PairingSystem,
    Player,
    PlayerId,
    RatingKind,
    RatingSystem,
    Result,
    Sex,
    StartNo,
    Team,
    Tournament,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
    WithdrawalReason,
)
from ..rules.chess.team_standings import within_team
from ..rules.names import forbidden_character
from ..rules.results import InvalidGame, check_game
from ..rules.standings import default_criteria
from ..rules.tiebreak_codes import CRITERIA
from .player_problems import player_problems
from .problems import Problem

FORMAT = "arbiter-tournament"
VERSION = 1
MAX_BYTES = 64 << 20
"""The largest exchange file read: a go event of 1 000 players and 10 rounds takes about 2 MB."""

C = TypeVar("C", bound=Code)


class _Reader:
    """Reads typed fields out of JSON objects, collecting problems instead of stopping."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def problem(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, message))

    def field(self, obj: dict[str, Any], path: str, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        where = f"{path}.{key}" if path else key
        if key not in obj:
            if default is ...:
                self.problem(where, tr("exchange.json.missing"))
                return None
            return default
        value = obj[key]
        # null in an optional field is "not given" (the usual JSON for unknown): its default
        if value is None and default is not ...:
            return default
        # bool is a subclass of int: a number field must not take true/false
        if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
            self.problem(where, tr("exchange.json.expected", kind=_kind_name(kind), value=json.dumps(value)))
            return None
        if not isinstance(value, kind):
            self.problem(where, tr("exchange.json.expected", kind=_kind_name(kind), value=_shown(value)))
            return None
        if isinstance(value, int) and not isinstance(value, bool) and not ranges.fits(value):
            self.problem(where, tr("exchange.json.too_big", value=value, high=ranges.WHOLE[1]))
            return None
        return value

    def ranged(self, obj: dict[str, Any], path: str, key: str, low: int, high: int) -> int | None:
        """An optional whole number from `low` to `high`."""
        value = self.field(obj, path, key, int, None)
        if value is not None and not low <= value <= high:
            self.problem(f"{path}.{key}", tr("exchange.json.range", low=low, high=high, value=value))
            return None
        return value

    def code(self, obj: dict[str, Any], path: str, key: str, code: type[C], default: Any = ...) -> C | None:
        value = self.field(obj, path, key, str, default)
        if value is None or not isinstance(value, str):
            return value
        try:
            return code.parse(value)
        except CodeError as e:
            self.problem(f"{path}.{key}" if path else key, str(e))
            return None

    def day(self, obj: dict[str, Any], path: str, key: str, kind: str = "date") -> date | None:
        """An optional date in the range of `kind` (rules.ranges.day_range)."""
        value = self.field(obj, path, key, str, None)
        if value is None:
            return None
        try:
            found = date.fromisoformat(value)
        except ValueError:
            self.problem(f"{path}.{key}", tr("exchange.json.not_a_date", value=repr(value)))
            return None
        first, last = ranges.day_range(kind, date.today())
        if not first <= found <= last:
            self.problem(f"{path}.{key}", tr("exchange.json.date_range", value=value, first=first.isoformat(), last=last.isoformat()))
            return None
        return found


def _shown(value: Any) -> str:
    """A JSON value as a problem quotes it (at most 60 characters)."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def _text(value: str | int | None) -> str | None:
    return None if value is None else str(value)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return tr("exchange.json.kind.or").join(tr(f"exchange.json.kind.{k.__name__}") for k in kinds)


def read_document(path: Path) -> tuple[Any, list[Problem]]:
    """The JSON document of an exchange file, or a problem saying why it cannot be read."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, [Problem("(file)", tr("exchange.json.too_large_size", size=size, limit=MAX_BYTES))]
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [Problem("(file)", tr("import.cannot_read", reason=getattr(exc, "strerror", None) or exc))]
    return parse_document(text)


class _NotJson(ValueError):
    """NaN, Infinity or a number too large for a float: Python's reader takes them, JSON has none."""


def _no_constant(name: str) -> float:
    raise _NotJson(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotJson(f"{text} is too large a number")
    return value


def parse_document(text: str) -> tuple[Any, list[Problem]]:
    if len(text) > MAX_BYTES:
        return None, [Problem("(file)", tr("exchange.json.too_large", limit=MAX_BYTES))]
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite), []
    except json.JSONDecodeError as exc:
        return None, [Problem(f"line {exc.lineno} column {exc.colno}", tr("exchange.json.invalid", reason=exc.msg))]
    except _NotJson as exc:
        return None, [Problem("(file)", tr("exchange.json.invalid", reason=exc))]
    except RecursionError:
        return None, [Problem("(file)", tr("exchange.json.too_deep"))]


def read_exchange_file(path: Path) -> tuple[TournamentData | None, list[Problem]]:
    document, problems = read_document(path)
    return (None, problems) if problems else read_exchange(document)


def read_exchange_text(text: str) -> tuple[TournamentData | None, list[Problem]]:
    document, problems = parse_document(text)
    return (None, problems) if problems else read_exchange(document)


def read_exchange(document: Any) -> tuple[TournamentData | None, list[Problem]]:
    r = _Reader()
    if not isinstance(document, dict):
        return None, [Problem("(top)", tr("exchange.json.not_an_object"))]
    if document.get("format") != FORMAT:
        r.problem("format", tr("exchange.json.format", expected=repr(FORMAT), value=repr(document.get("format"))))
    version = document.get("version")
    if version != VERSION:
        r.problem("version", tr("exchange.json.version", version=VERSION, value=repr(version)))
    tournament = _tournament(r, document.get("tournament"))
    teams = _teams(r, _list_or_empty(document, "teams"))
    entries = _entries(r, document.get("players"))
    games = _games(r, _list_or_empty(document, "games"), entries, tournament)
    if r.problems or tournament is None:
        return None, r.problems
    data = TournamentData(tournament, tuple(entries), tuple(games), tuple(teams))  # every game read: games[i] is the file's
    return (None, own) if (own := [Problem(f"games[{i}]", why) for i, g in enumerate(games) if (why := within_team(data, g))]) else (data, [])


def _list_or_empty(document: dict[str, Any], key: str) -> Any:
    """An optional top-level list: absent or null is empty."""
    value = document.get(key)
    return [] if value is None else value


def _tournament(r: _Reader, obj: Any) -> Tournament | None:
    if not isinstance(obj, dict):
        r.problem("tournament", tr("exchange.json.no_tournament"))
        return None
    p = "tournament"
    code = r.field(obj, p, "code", str)
    if isinstance(code, str) and not code.strip():
        r.problem(f"{p}.code", tr("exchange.json.empty"))
    organiser = r.code(obj, p, "organiser", Organiser, "ICCF")
    system = r.code(obj, p, "system", PairingSystem, "round_robin")
    team_event = r.field(obj, p, "team_event", bool, False)
    # Without a list, the organiser's rule set applies (not silently ICCF's).
    default_tiebreaks = list(default_criteria(organiser, system, team_event)) if organiser and system and team_event is not None else []
    tiebreaks = r.field(obj, p, "tiebreaks", list, default_tiebreaks)
    for i, criterion in enumerate(tiebreaks or []):
        if criterion not in CRITERIA:
            r.problem(f"{p}.tiebreaks[{i}]", tr("exchange.json.criterion", criterion=repr(criterion), known=", ".join(CRITERIA)))
    rounds = r.field(obj, p, "rounds", int, 1)
    if isinstance(rounds, int) and rounds not in (1, 2):
        r.problem(f"{p}.rounds", tr("exchange.json.cycles", value=rounds))
    settings = r.field(obj, p, "settings", dict, {})
    fee = r.field(obj, p, "entry_fee", (int, float), None)
    if fee is not None and not ranges.fee_in_range(fee):
        r.problem(f"{p}.entry_fee", tr("exchange.json.fee", high=f"{ranges.MAX_FEE:g}", value=fee))
    fields = dict(
        code=code,
        name=r.field(obj, p, "name", str),
        organiser=organiser,
        kind=_event_kind(r, obj, p),
        start_date=r.day(obj, p, "start_date"),
        end_date=r.day(obj, p, "end_date", "end"),
        rounds=rounds,
        title_tournament=r.field(obj, p, "title_tournament", bool, False),
        ladies=r.field(obj, p, "ladies", bool, False),
        tiebreaks=tuple(tiebreaks or ()),
        rating_system=r.code(obj, p, "rating_system", RatingSystem, "iccf"),
        system=system,
        team_event=team_event,
        td=r.field(obj, p, "td", str, ""),
        time_control=r.field(obj, p, "time_control", str, ""),
        entry_fee=float(fee) if fee is not None else None,
        settings=settings or {},
        draw_method=r.field(obj, p, "draw_method", str, None),
        draw_seed=r.field(obj, p, "draw_seed", int, None),
        round_count=r.field(obj, p, "round_count", int, None),
    )
    for key in ("code", "name"):  # identifying text: one rule (rules.names)
        if isinstance(fields[key], str) and (character := forbidden_character(fields[key])):
            r.problem(f"{p}.{key}", tr("exchange.json.character", character=character))
    if any(v is None for k, v in fields.items() if k not in ("start_date", "end_date", "entry_fee", "draw_method", "draw_seed", "round_count")):
        return None
    return Tournament(**fields)  # type: ignore[arg-type]


def _event_kind(r: _Reader, obj: dict[str, Any], path: str) -> str | None:
    """The event kind, one of EventKind: an unknown kind would silently change ratings (no assumed
    rating [001 App. I 11]) and norms, so it is refused with the closest known one or the list."""
    kind = r.code(obj, path, "kind", EventKind, EventKind.OTHER.value)
    return kind.value if isinstance(kind, EventKind) else None


def _teams(r: _Reader, items: Any) -> list[Team]:
    if not isinstance(items, list):
        r.problem("teams", tr("exchange.json.not_a_list"))
        return []
    teams = []
    for i, obj in enumerate(items):
        p = f"teams[{i}]"
        if not isinstance(obj, dict):
            r.problem(p, tr("exchange.json.not_an_entry"))
            continue
        no, name = r.field(obj, p, "no", int), r.field(obj, p, "name", str)
        if name is not None and (character := forbidden_character(name)):  # identifying text: one rule (rules.names)
            r.problem(f"{p}.name", tr("exchange.json.character", character=character))
        if no is not None and name is not None:
            teams.append(Team(no, name, r.field(obj, p, "federation", str, ""), r.field(obj, p, "captain", str, "")))
    return teams


def _entries(r: _Reader, items: Any) -> list[Entry]:
    if not isinstance(items, list) or not items:
        r.problem("players", tr("exchange.json.no_players"))
        return []
    entries: list[Entry] = []
    seen_no: dict[int, str] = {}
    seen_id: dict[str, str] = {}
    for i, obj in enumerate(items):
        p = f"players[{i}]"
        if not isinstance(obj, dict):
            r.problem(p, tr("exchange.json.not_an_entry"))
            continue
        before = len(r.problems)
        no = r.field(obj, p, "no", int)
        pid = r.field(obj, p, "id", (str, int))
        name = r.field(obj, p, "name", str)
        if isinstance(no, int):
            if no < 1:
                r.problem(f"{p}.no", tr("exchange.json.start_no", value=no))
            if no in seen_no:
                r.problem(f"{p}.no", tr("exchange.json.no_twice", no=no, other=seen_no[no]))
            seen_no[no] = p
        if pid is not None:
            pid = str(pid)
            if pid in seen_id:
                r.problem(f"{p}.id", tr("exchange.json.id_twice", id=pid, other=seen_id[pid]))
            seen_id[pid] = p
        rating = r.field(obj, p, "rating", int, None)
        player = Player(
            id=PlayerId(pid or ""),
            name=name or "",
            federation=r.field(obj, p, "federation", str, ""),
            title=r.field(obj, p, "title", str, None),
            sex=r.code(obj, p, "sex", Sex, "m") or Sex.MALE,
            rating=rating,
            rated_games=r.field(obj, p, "rated_games", int, 0) or 0,
            rating_kind=r.code(obj, p, "rating_kind", RatingKind, "fixed" if rating else "none")
            or RatingKind.NONE,
            fide_id=_text(r.field(obj, p, "fide_id", (str, int), None)),
            birth_year=r.field(obj, p, "birth_year", int, None),
            rank=r.field(obj, p, "rank", str, None),
            club=r.field(obj, p, "club", str, "") or "",
        )
        if len(r.problems) == before:  # every field of the right type: the register's rules
            player_problems(player, p, r.problems)
        withdrawal = None
        wd = r.field(obj, p, "withdrawal", dict, None)
        if wd:
            kind = r.code(wd, f"{p}.withdrawal", "kind", WithdrawalKind)
            when = r.day(wd, f"{p}.withdrawal", "date")
            reason = r.code(wd, f"{p}.withdrawal", "reason", WithdrawalReason, None)
            if kind and when:
                withdrawal = Withdrawal(kind, when, reason)
            elif kind and not when:
                r.problem(f"{p}.withdrawal.date", tr("exchange.json.missing"))
        entries.append(
            Entry(
                no=StartNo(no or 0),
                player=player,
                team=r.field(obj, p, "team", int, None),
                board=r.field(obj, p, "board", int, None),
                withdrawal=withdrawal,
                replaces=r.field(obj, p, "replaces", int, None),
                substitute_status=r.field(obj, p, "substitute_status", bool, False),
                substitute_since=r.day(obj, p, "substitute_since"),
                bank_moved_days=r.field(obj, p, "bank_moved_days", int, None),
            )
        )
    return entries


def _games(r: _Reader, items: Any, entries: list[Entry], tournament: Tournament | None) -> list[Game]:
    if not isinstance(items, list):
        r.problem("games", tr("exchange.json.not_a_list"))
        return []
    numbers = {e.no for e in entries}
    games: list[Game] = []
    seen: dict[tuple[int, int, int], str] = {}
    for i, obj in enumerate(items):
        p = f"games[{i}]"
        if not isinstance(obj, dict):
            r.problem(p, tr("exchange.json.not_an_entry"))
            continue
        white, black = r.field(obj, p, "white", int), r.field(obj, p, "black", int)
        for side, no in (("white", white), ("black", black)):
            if isinstance(no, int) and no not in numbers:
                r.problem(f"{p}.{side}", tr("exchange.json.no_player", no=no))
        moves = r.ranged(obj, p, "moves", *ranges.MOVES)
        rnd = r.field(obj, p, "round", int, 1)
        last = ranges.event_rounds(tournament.rounds, tournament.round_count, tournament.round_by_round) if tournament else ranges.MAX_ROUND_COUNT
        if isinstance(rnd, int) and not 1 <= rnd <= last:
            r.problem(f"{p}.round", tr("exchange.json.round", round=rnd, last=last))
            continue
        game = Game(
            white=StartNo(white or 0),
            black=StartNo(black or 0),
            result=r.code(obj, p, "result", Result, "*") or Result.RUNNING,
            flag=r.code(obj, p, "flag", Flag, None),
            moves=moves,
            ended=r.day(obj, p, "ended", "ended"),
            round=rnd,
        )
        if white is None or black is None:
            continue
        try:
            check_game(game)
        except InvalidGame as exc:
            r.problem(p, str(exc))
        key = (white, black, rnd or 1)
        if key in seen:
            r.problem(p, tr("exchange.json.game_twice", white=white, black=black, round=rnd, other=seen[key]))
        seen[key] = p
        games.append(game)
    if tournament is not None:
        _check_pair_counts(r, games, tournament.rounds)
    return games


def _check_pair_counts(r: _Reader, games: list[Game], rounds: int) -> None:
    """In a round robin each pair meets once per cycle [001 §0.3, App. II 1a]."""
    count: dict[frozenset[int], int] = {}
    for g in games:
        pair = frozenset((int(g.white), int(g.black)))
        count[pair] = count.get(pair, 0) + 1
    for pair, n in sorted(count.items(), key=lambda kv: sorted(kv[0])):
        if n > rounds:
            a, b = sorted(pair)
            r.problem("games", tr("exchange.json.pair_count", a=a, b=b, count=n, cycles=rounds))


def player_object(player: Player) -> dict[str, Any]:
    """The keys of a person in `players` (without the entry's: no, team, withdrawal, ...); also what
    `players --json` prints for the register."""
    return {
        "id": player.id,
        "name": player.name,
        "federation": player.federation,
        "title": player.title,
        "sex": player.sex.value,
        "rating": player.rating,
        "rated_games": player.rated_games,
        "rating_kind": player.rating_kind.value,
        # optional keys, written only when known
        **{key: value for key, value in (("fide_id", player.fide_id), ("birth_year", player.birth_year), ("rank", player.rank), ("club", player.club)) if value},
    }


def write_exchange(data: TournamentData) -> dict[str, Any]:
    """The exchange document of a tournament (dates as YYYY-MM-DD)."""
    t = data.tournament

    def day(d: date | None) -> str | None:
        return d.isoformat() if d else None

    players = []
    for e in data.entries:
        item: dict[str, Any] = {"no": e.no, **player_object(e.player)}
        if e.team is not None:
            item.update(team=e.team, board=e.board)
        if e.withdrawal:
            w = e.withdrawal
            item["withdrawal"] = {"kind": w.kind.value, "date": day(w.date), "reason": w.reason.value if w.reason else None}
        if e.replaces is not None:
            item.update(replaces=e.replaces, substitute_status=e.substitute_status, substitute_since=day(e.substitute_since),
                        bank_moved_days=e.bank_moved_days)
        players.append(item)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "tournament": {
            "code": t.code,
            "name": t.name,
            "organiser": t.organiser.value,
            "kind": t.kind,
            "start_date": day(t.start_date),
            "end_date": day(t.end_date),
            "rounds": t.rounds,
            "title_tournament": t.title_tournament,
            "ladies": t.ladies,
            "tiebreaks": list(t.tiebreaks),
            "rating_system": t.rating_system.value,
            "system": t.system.value,
            "team_event": t.team_event,
            "td": t.td,
            "time_control": t.time_control,
            "entry_fee": t.entry_fee if t.entry_fee is not None and math.isfinite(t.entry_fee) else None,
            "settings": dict(t.settings),
            **{key: value for key, value in (("draw_method", t.draw_method), ("draw_seed", t.draw_seed), ("round_count", t.round_count)) if value is not None},
        },
        "players": players,
        "games": [
            {
                "white": g.white,
                "black": g.black,
                "round": g.round or 1,
                "result": g.result.value,
                "flag": g.flag.value if g.flag else None,
                "moves": g.moves,
                "ended": day(g.ended),
            }
            for g in data.games
        ],
    }
    if data.teams:
        document["teams"] = [{"no": t.no, "name": t.name, "federation": t.federation, "captain": t.captain} for t in data.teams]
    return document
