"""Reading a FIDE Tournament Report File as real programs write it (docs/exchange-formats.md, "TRF in").

Sources: FIDE Handbook C.04 Annex 2, TRF16 (2016), and TRF-2026 (approved 12 May 2025). Both lay the
player record `001` out in fixed columns (starting rank 5-8, sex 10, title 11-13, name 15-47, rating
49-52, federation 54-56, FIDE number 58-68, birth date 70-79, points 81-84, rank 86-89, then one
10-column block a round from column 92: opponent 92-95, colour 97, result 99).

What the programs write beside the specification, and how it is read:
- a byte-order mark; CR (bbpPairings, as TRF16 asks), LF or CR LF line ends;
- column rulers (Swiss-Manager's `DDD SSSS sTTT ...` and lines of digits) and `###` comments: skipped;
- records the product has no use for (JaVaFo's `XXC`, Tornelo's `DAT`, national rating records, the
  TRF-2026 byes, forfeits and acceleration records...): kept aside, one note each;
- team records `013` (TRF16) and `310` (TRF-2026): the teams and their players' numbers; a team
  given in both (as FIDE's TRF-2026 sample does) with the same players is one team;
- result codes in either case; `0000` or blanks for no opponent; a line that stops early (its last
  rounds blank);
- a blank cell without an opponent is the zero-point bye the specification says; a program that
  writes its half-point byes blank counts them in the points column: when the points column differs
  from the codes by exactly ½ for every blank cell of the line, they are read as half-point byes (a
  note says so).

Each player's points are computed from his codes (the scoring of record 162, or bbpPairings' BBW..BBU,
else 1 / ½ / 0 with byes and forfeits as the specification counts them) and must equal his points
column: a difference is a problem naming the player and both figures, since it means a misread.

The reader never raises on a bad file: every problem comes back with its line.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Mapping

from .numbers import is_number
from ..i18n import decimal_text, tr, tr_plural
from ..rules.model import Flag, Game, Result, StartNo
from ..rules.names import fold
from .problems import PROGRESS_LINES, Problem, Progress
from .text_encoding import Reading, Undecodable, decode, detect

RESULT_CODES = frozenset("+-WDL1=0HFUZ ")
_BLOCK = 10  # characters per round, from column 92
_TOURNAMENT_TAGS = frozenset(
    "012 022 032 042 052 062 072 082 092 102 112 122 132 142 152 162 172 182 192 202 212 222 352 362".split()
)
_SCORING_RECORDS = {"BBW": "win", "BBD": "draw", "BBL": "loss", "BBZ": "zero_bye", "BBF": "forfeit_loss", "BBU": "pab"}
"""bbpPairings' scoring records (its README, "TRF(bx)"): points of a win, draw, played loss, zero-point
bye, forfeit loss and pairing-allocated bye."""
_CLASS = {"1": "win", "W": "win", "+": "win", "F": "win", "=": "draw", "D": "draw", "H": "draw",
          "0": "loss", "L": "loss", "-": "forfeit_loss", "Z": "zero_bye", " ": "zero_bye", "U": "pab"}
"""Result code -> the class of result the scoring gives points to (TRF-2026 record 162: W also for a
forfeit win and a full-point bye, D also for a half-point bye, A for an absence, P the pairing-allocated
bye; a blank is a zero-point bye, TRF16)."""
_RECORD_162 = {"W": ("win",), "D": ("draw",), "L": ("loss",), "A": ("forfeit_loss", "zero_bye"), "P": ("pab",)}
DEFAULT_POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0, "forfeit_loss": 0.0, "zero_bye": 0.0}
_MIRROR = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+", "W": "L", "L": "W", "D": "D", "Z": "Z", " ": " "}
_CENTRAL_EUROPE = frozenset({"CZE", "SVK", "POL", "HUN", "SLO", "CRO", "BIH", "SRB", "ROU", "ALB", "MNE", "MKD"})
"""Federations whose programs save in Windows-1250 when not in UTF-8."""


@dataclass(frozen=True)
class TrfRound:
    opponent: int | None
    """Starting number of the scheduled opponent; None for `0000` or blanks."""
    colour: str
    """"w", "b" or "-"."""
    code: str
    """The result code: one of `+ - W D L 1 = 0 H F U Z` or " " (blank), in capitals."""


@dataclass(frozen=True)
class TrfPlayer:
    no: int
    sex: str
    title: str
    name: str
    rating: int | None
    federation: str
    fide_id: str
    birth: str
    points: float | None
    rank: int | None
    rounds: tuple[TrfRound, ...]
    line: int


@dataclass(frozen=True)
class TrfTeam:
    name: str
    members: tuple[int, ...]
    """The players' starting ranks in board order."""
    line: int


@dataclass(frozen=True)
class TrfDocument:
    tags: Mapping[str, tuple[str, ...]]
    """Tournament records by tag ("012", "042", ...), each with its lines' texts."""
    players: tuple[TrfPlayer, ...]
    teams: tuple[TrfTeam, ...] = ()
    notes: tuple[Problem, ...] = ()
    """What was read other than as written, or kept aside (records without use here), by line."""
    problems: tuple[Problem, ...] = ()
    """What could not be read: a file with any is refused whole."""
    encoding: str = "utf-8"

    def tag(self, key: str) -> str:
        """The first record `key`'s text, "" when the file has none."""
        return self.tags.get(key, ("",))[0].strip()

    @property
    def rounds(self) -> int:
        """The number of rounds: record 142 (TRF-2026) or JaVaFo's XXR, else the round cells written."""
        for key in ("142", "XXR"):
            text = self.tag(key)
            if is_number(text):
                return int(text)
        return max((len(p.rounds) for p in self.players), default=0)

    @property
    def system(self) -> str:
        """"round_robin", "double_round_robin", "swiss", "knockout", "scheveningen" or "unknown"."""
        return tournament_system(self)


def decode_trf(data: bytes) -> tuple[str, Reading]:
    """The text of a TRF and how it was read (formats.text_encoding): UTF-8 (a byte-order mark
    dropped) when the bytes are UTF-8, else the code page whose letters fit the names, Windows-1250
    or Windows-1252; when both fit alike, Windows-1250 when most players' federations are Central
    European (CZE, SVK, POL...; a Czech Swiss-Manager saves so), else Windows-1252. The federations
    are ASCII columns, read before the names are decoded. Undecodable at a byte the code page lacks."""
    federations = [line[53:56].decode("ascii", "replace") for line in re.split(rb"\r\n|\r|\n", data) if line.startswith(b"001")]
    central = federations and sum(f in _CENTRAL_EUROPE for f in federations) * 2 > len(federations)
    reading = detect(data, ("cp1250", "cp1252") if central else ("cp1252", "cp1250"))
    return decode(data, reading), reading


def read_trf_bytes(data: bytes, source: str = "file", progress: Progress | None = None) -> TrfDocument:
    """The document of a TRF's bytes; a note under `source` (the file's name) says when it was not
    UTF-8; a problem when a byte is not text in its encoding, or when the file has no player."""
    try:
        text, reading = decode_trf(data)
    except Undecodable as exc:
        return TrfDocument({}, (), problems=(Problem(f"line {exc.line}", exc.message),))
    document = parse_trf(text, progress)
    if reading.note:
        document = replace(document, encoding=reading.encoding, notes=(Problem(source, reading.note), *document.notes))
    if not document.players and not document.problems:
        document = replace(document, problems=(Problem(source, tr("exchange.trf.problem.no_players")),))
    return document


def read_trf(text: str) -> tuple[TrfDocument | None, list[Problem]]:
    """The document, or None and every problem when the file has any."""
    document = parse_trf(text)
    return (None, list(document.problems)) if document.problems else (document, [])


def parse_trf(text: str, progress: Progress | None = None) -> TrfDocument:
    """Every record of a TRF (2016 or 2026) with every note and problem by line; never raises.
    `progress(lines read, lines)` is called every PROGRESS_LINES lines."""
    problems: list[Problem] = []
    notes: list[Problem] = []
    tags: dict[str, list[str]] = {}
    players: list[TrfPlayer] = []
    teams: list[TrfTeam] = []
    lines = re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))
    for number, line in enumerate(lines, start=1):
        if progress is not None and number % PROGRESS_LINES == 0:
            progress(number, len(lines))
        if not line.strip() or line.startswith("###") or _is_ruler(line):
            continue
        tag = line[:3]
        if len(line) > 3 and line[3] != " " or not tag.strip():
            problems.append(Problem(f"line {number}", tr("exchange.trf.problem.not_a_record", text=repr(line[:20]))))
        elif tag == "001":
            player = _player(line, number, problems)
            if player is not None:
                players.append(player)
        elif tag in ("013", "310"):
            team = _team(line, number, tag, problems)
            if team is not None:
                teams.append(team)
        elif tag in _TOURNAMENT_TAGS or tag in _SCORING_RECORDS or tag == "XXR":
            tags.setdefault(tag, []).append(line[4:].rstrip())
        else:
            notes.append(Problem(f"line {number}", tr("exchange.trf.note.kept_aside", tag=tag)))
    rounds = max((len(p.rounds) for p in players), default=0)
    players = [replace(p, rounds=p.rounds + (TrfRound(None, "-", " "),) * (rounds - len(p.rounds))) for p in players]
    scoring = _scoring(tags, problems)
    players = [_check_points(p, scoring, notes, problems) for p in players]
    _check_pairs(players, problems)
    teams = _declared_once(teams, problems)
    _check_teams(teams, players, problems)
    return TrfDocument({k: tuple(v) for k, v in tags.items()}, tuple(players), tuple(teams), tuple(notes), tuple(problems))


def _is_ruler(line: str) -> bool:
    """Swiss-Manager's column rulers: its `DDD SSSS sTTT NNNN...` line and lines of column numbers."""
    return line.startswith("DDD SSSS") or (re.fullmatch(r"[\d ]+", line) is not None and not re.match(r"\d{3}( |$)", line))


def _number(text: str, what: str, where: str, problems: list[Problem], **values: object) -> int | None:
    """The number in a column, None when blank; a problem at `where` when it is not one (`what`: the
    i18n key naming the column, with its `values`; translated only then: a large file has a million
    columns)."""
    text = text.strip()
    if not text:
        return None
    if not is_number(text):
        problems.append(Problem(where, tr("exchange.trf.problem.not_a_number", what=tr(what, None, **values), text=repr(text))))
        return None
    return int(text)


def _player(line: str, number: int, problems: list[Problem]) -> TrfPlayer | None:
    where = f"line {number}"
    before = len(problems)
    line = line.rstrip().ljust(89)
    no = _number(line[4:8], "exchange.trf.field.start_no", where, problems)
    rating = _number(line[48:52], "exchange.trf.field.rating", where, problems)
    fide_id = _number(line[57:68], "exchange.trf.field.fide_id", where, problems)
    rank = _number(line[85:89], "exchange.trf.field.rank", where, problems)
    points_text = line[80:84].strip().replace(",", ".")
    points_value = None
    if points_text:
        try:
            points_value = float(points_text)
        except ValueError:
            problems.append(Problem(where, tr("exchange.trf.problem.not_a_number", what=tr("exchange.trf.field.points"), text=repr(points_text))))
    rounds = []
    for i, start in enumerate(range(91, len(line), _BLOCK), start=1):
        block = line[start : start + 8].ljust(8)
        colour, code = block[5].lower(), block[7].upper()
        opponent = _number(block[:4], "exchange.trf.field.opponent", where, problems, round=i, first=start + 1, last=start + 4)
        if colour not in "wb- ":
            problems.append(Problem(where, tr("exchange.trf.problem.colour", round=i, colour=repr(colour))))
        if code not in RESULT_CODES:
            problems.append(Problem(where, tr("exchange.trf.problem.result_code", round=i, code=repr(code))))
        rounds.append(TrfRound(opponent or None, colour if colour != " " else "-", code))
    if no is None and len(problems) == before:
        problems.append(Problem(where, tr("exchange.trf.problem.no_start_no")))
    if len(problems) > before or no is None:
        return None
    birth = line[69:79].strip()
    return TrfPlayer(
        no=no,
        sex=line[9].lower(),
        title=line[10:13].strip(),
        name=line[14:47].strip(),
        rating=rating or None,  # Swiss-Manager writes 0000 for an unrated player
        federation=line[53:56].strip(),
        fide_id=str(fide_id) if fide_id else "",
        birth="" if birth.startswith("0000") else birth,
        points=points_value,
        rank=rank,
        rounds=tuple(rounds),
        line=number,
    )


def _team(line: str, number: int, tag: str, problems: list[Problem]) -> TrfTeam | None:
    """013: name 5-36, the players' numbers from column 37; 310: name 9-40, the numbers from 74. The
    numbers are read as the words after the name: programs do not all keep their 5-column steps."""
    name, rest = (line[4:36], line[36:]) if tag == "013" else (line[8:40], line[72:])
    members = [n for n in (_number(word, "exchange.trf.field.team_player", f"line {number}", problems) for word in rest.split()) if n]
    if not name.strip():
        problems.append(Problem(f"line {number}", tr("exchange.trf.problem.team_unnamed", tag=tag)))
        return None
    return TrfTeam(name.strip(), tuple(members), number)


def _scoring(tags: Mapping[str, list[str]], problems: list[Problem]) -> dict[str, float]:
    """Points of each class of result: record 162 (TRF-2026: a code at column 6, its points in 7-10,
    then every 9 columns; read as code-points pairs, whatever the spacing), bbpPairings' BBW..BBU,
    else the defaults. A pairing-allocated bye scores as a win unless given."""
    points = dict(DEFAULT_POINTS)
    given: set[str] = set()
    for text in tags.get("162", ()):
        for code, value in re.findall(r"(\S)\s*(\S+)", text):
            if code.upper() in _RECORD_162 and _is_points(value):
                for cls in _RECORD_162[code.upper()]:
                    points[cls] = float(value)
                    given.add(cls)
            elif code.upper() != "X":
                problems.append(Problem("record 162", tr("exchange.trf.problem.scoring", code=repr(code), value=repr(value))))
    for tag, cls in _SCORING_RECORDS.items():
        for text in tags.get(tag, ()):
            if _is_points(text.strip()):
                points[cls] = float(text)
                given.add(cls)
            else:
                problems.append(Problem(f"record {tag}", tr("exchange.trf.problem.not_a_number", what=tr("exchange.trf.field.record_points"), text=repr(text.strip()))))
    if "pab" not in given:
        points["pab"] = points["win"]
    return points


def _is_points(text: str) -> bool:
    return re.fullmatch(r"\d{1,3}(\.\d)?", text) is not None


def _check_points(p: TrfPlayer, scoring: Mapping[str, float], notes: list[Problem], problems: list[Problem]) -> TrfPlayer:
    """The codes must give the points column; blank half-point byes are read as such when exactly they
    make up the difference."""
    computed = sum(scoring[_CLASS[r.code]] for r in p.rounds)
    if p.points is None or abs(computed - p.points) < 1e-9:
        return p
    blank = [i for i, r in enumerate(p.rounds) if r.opponent is None and r.code == " "]
    gap = p.points - computed
    if blank and abs(gap - len(blank) * (scoring["draw"] - scoring["zero_bye"])) < 1e-9:
        rounds = tuple(TrfRound(None, "-", "H") if i in blank else r for i, r in enumerate(p.rounds))
        listed = ", ".join(str(i + 1) for i in blank)
        notes.append(Problem(f"line {p.line}", tr_plural("exchange.trf.note.half_byes", len(blank), name=p.name, rounds=listed)))
        return replace(p, rounds=rounds)
    problems.append(Problem(f"line {p.line}", tr("exchange.trf.points_differ", name=p.name, column=decimal_text(p.points), codes=decimal_text(computed))))
    return p


def _check_pairs(players: list[TrfPlayer], problems: list[Problem]) -> None:
    """Each game is written on both players' lines; the two must agree (a pair both `-` is a double
    forfeit)."""
    by_no: dict[int, TrfPlayer] = {}
    for p in players:
        if p.no in by_no:
            problems.append(Problem(f"line {p.line}", tr("exchange.trf.problem.start_no_twice", no=p.no, other=by_no[p.no].line)))
        by_no[p.no] = p
    colours = {"w": "b", "b": "w", "-": "-"}
    for p in players:
        for i, r in enumerate(p.rounds, start=1):
            if r.opponent is None:
                continue
            other = by_no.get(r.opponent)
            if other is None:
                problems.append(Problem(f"line {p.line}", tr("exchange.trf.problem.no_opponent", round=i, no=r.opponent)))
                continue
            mirror = other.rounds[i - 1]
            both_lost = r.code == "-" and mirror.code == "-"
            if (mirror.opponent != p.no or mirror.colour != colours[r.colour]
                    or (mirror.code != _MIRROR.get(r.code) and not both_lost)):
                problems.append(Problem(f"line {p.line}", tr("exchange.trf.problem.mirror", round=i, no=r.opponent, other=other.line)))


def _declared_once(teams: list[TrfTeam], problems: list[Problem]) -> list[TrfTeam]:
    """Each team once. TRF-2026 keeps TRF16's 013 record beside its own 310, and FIDE's TRF-2026 team
    sample declares every team in both: the same name with the same players in the same board order
    is the same team, read once; the same name with other players (or another order) is a problem."""
    first: dict[str, TrfTeam] = {}
    for team in teams:
        other = first.setdefault(team.name, team)
        if other.members != team.members:
            problems.append(Problem(f"line {team.line}", tr("exchange.trf.problem.team_declared_twice", team=team.name, line=other.line)))
    return list(first.values())


def _check_teams(teams: list[TrfTeam], players: list[TrfPlayer], problems: list[Problem]) -> None:
    numbers = {p.no for p in players}
    seen: dict[int, str] = {}
    for team in teams:
        for no in team.members:
            if no not in numbers:
                problems.append(Problem(f"line {team.line}", tr("exchange.trf.problem.team_member", team=team.name, no=no)))
            elif no in seen:
                problems.append(Problem(f"line {team.line}", tr("exchange.trf.problem.team_twice", team=team.name, no=no, other=seen[no])))
            seen[no] = team.name


# --- what the file holds ---------------------------------------------------------------------------
_ROBIN = ("round robin", "round-robin", "roundrobin", "berger", "rundenturnier", "kazdy s kazdym", "vsichni", "toutes rondes")
_DOUBLE = ("double", "doppel", "dvoukol", "2 cycles", "two cycles")
_SWISS = ("swiss", "schweizer", "svycar", "suisse", "dutch", "dubov", "burstein", "monrad")
_KNOCKOUT = ("knock", "k.o.", "vyrazov")
_SCHEVENINGEN = ("scheveningen", "schiller")


def meetings(document: TrfDocument) -> Counter[frozenset[int]]:
    """How many times each pair of players is scheduled against each other (forfeits included)."""
    return Counter(frozenset((p.no, r.opponent)) for p in document.players for r in p.rounds
                   if r.opponent is not None and p.no < r.opponent)


def tournament_system(document: TrfDocument) -> str:
    """What the file says it is: TRF-2026's record 192 code (`FIDE_ROUNDROBIN`, `FIDE_DUTCH_2025`...),
    else the words of record 092 (in English, German, Czech, French), else its games: every pair of
    players scheduled once is a round robin, twice a double round robin, anything else a Swiss."""
    code = document.tag("192").upper()
    text = fold(document.tag("092"))
    met = meetings(document)
    if code:
        if "ROUNDROBIN" in code:
            return "double_round_robin" if "DOUBLE" in code else "round_robin"
        if "KNOCKOUT" in code:
            return "knockout"
        return "scheveningen" if any(w.upper() in code for w in _SCHEVENINGEN) else "swiss"
    if any(w in text for w in _ROBIN):
        return "double_round_robin" if any(w in text for w in _DOUBLE) or max(met.values(), default=0) == 2 else "round_robin"
    for words, system in ((_SWISS, "swiss"), (_KNOCKOUT, "knockout"), (_SCHEVENINGEN, "scheveningen")):
        if any(w in text for w in words):
            return system
    n = len(document.players)
    if n >= 2 and len(met) == n * (n - 1) // 2 and len(set(met.values())) == 1 and set(met.values()) <= {1, 2}:
        return "round_robin" if set(met.values()) == {1} else "double_round_robin"
    return "swiss" if met else "unknown"


def games_from_trf(document: TrfDocument) -> list[Game]:
    """The games of a TRF, from White's lines (a game without colours, from the lower number's).
    A pair meeting twice gets cycles 1 and 2 in round order."""
    games: list[Game] = []
    met: dict[frozenset[int], int] = {}
    rows = sorted(
        ((i, p.no, r) for p in document.players for i, r in enumerate(p.rounds, start=1)
         if r.opponent and (r.colour == "w" or r.colour == "-" and p.no < r.opponent)),
        key=lambda item: (item[0], item[1]),
    )
    codes = {(i, p.no): r.code for p in document.players for i, r in enumerate(p.rounds, start=1)}
    for round_, white, r in rows:
        assert r.opponent is not None
        pair = frozenset((white, r.opponent))
        met[pair] = met.get(pair, 0) + 1
        both_lost = r.code == "-" and codes.get((round_, r.opponent)) == "-"
        result, flag = (Result.BOTH_LOSE, None) if both_lost else _game_result(r.code)
        games.append(Game(StartNo(white), StartNo(r.opponent), result, flag, round=met[pair]))
    return games


def _game_result(code: str) -> tuple[Result, Flag | None]:
    """White's code -> result and flag (the inverse of the writer's codes)."""
    return {
        "1": (Result.WHITE_WIN, None),
        "W": (Result.WHITE_WIN, None),
        "0": (Result.BLACK_WIN, None),
        "L": (Result.BLACK_WIN, None),
        "=": (Result.DRAW, None),
        "D": (Result.DRAW, None),
        "+": (Result.WHITE_WIN, Flag.DEFAULT),
        "-": (Result.BLACK_WIN, Flag.DEFAULT),
        "Z": (Result.RUNNING, Flag.CANCELLED),
    }.get(code, (Result.RUNNING, None))
