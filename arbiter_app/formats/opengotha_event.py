"""An OpenGotha tournament file's records as a ČAGo go event (docs/go-events.md, "OpenGotha's
tournament file").

- The players become the entries, numbered strongest first by rank, equal ranks by name [003 §3.1.3];
  in the register `EGD-<PIN>`, or `EGD-Surname-First` without a PIN (the ids of `egd-import`, so the
  two imports of one event name the same players). The country (two letters, the EGD's codes) gives
  the federation; rank, club and the rating (OpenGotha's, the EGF's scale: kept as a national
  rating) are kept.
- Every game with its round, table (the board), colours, handicap (the board's own stones) and
  result: `RESULT_WHITEWINS`/`BLACKWINS` a win, `_BYDEF` a win by default (flag D), `RESULT_EQUAL`
  jigo, `RESULT_BOTHLOSE` both lose [003 §4.4.4], `RESULT_UNKNOWN` open. Results without a counterpart
  (both win, jigo by default) keep the pairing with the result open, and a note says so.
- A round with a game or a bye is drawn; the bye is the round's bye; a player who takes no part in
  a round (`participating` 0), or who is in a drawn round without a game, is excused from it [003 §3.2].
- The parameters: the first placement criterion gives the system (MMS McMahon, else Swiss), the
  McMahon bar and floor, komi, the handicap (correction: the reduction; ceiling: the most stones;
  no handicap at all when the threshold is 30K or the ceiling 0), the bye's points, the rounds, name,
  dates, place, director and basic time. The standings follow ČAGo's criteria [003 §3.3.4].
- Whatever else the file holds (OpenGotha's placement criteria, pairing weights, teams, time system,
  points for an absence, licences…) is a note.
Every problem names its line; the caller stores nothing when there is one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

from ..i18n import decimal_text, tr
from ..rules.go.event import jigo_impossible
from ..rules.go.pairing import Board
from ..rules.go.ranks import RankError, normalise, strength
from ..rules.go.round import GoRound
from ..rules.model import (
    Entry, Flag, Game, Organiser, Player, PlayerId, RatingKind, RatingSystem, Result, StartNo, Tournament, TournamentData,
)
from ..rules.names import name_list
from ..rules.setup_checks import check_egd_facts
from ..rules.standings import default_criteria
from ..rules.countries import federation_of, is_no_country
from .egd import ascii_text
from .egd_rounds import IMPORTED
from .problems import Note
from .opengotha import OgDocument, OgGame, OgPlayer, key_of
from .player_problems import column_problems
from .problems import Problem

RESULTS: dict[str, tuple[Result, Flag | None]] = {
    "RESULT_UNKNOWN": (Result.RUNNING, None), "RESULT_WHITEWINS": (Result.WHITE_WIN, None),
    "RESULT_BLACKWINS": (Result.BLACK_WIN, None), "RESULT_EQUAL": (Result.DRAW, None),
    "RESULT_BOTHLOSE": (Result.BOTH_LOSE, None), "RESULT_BOTHLOSE_BYDEF": (Result.BOTH_LOSE, None),
    "RESULT_WHITEWINS_BYDEF": (Result.WHITE_WIN, Flag.DEFAULT), "RESULT_BLACKWINS_BYDEF": (Result.BLACK_WIN, Flag.DEFAULT),
}
"""OpenGotha's results -> ours; a game both lost is the arbiter's decision already, by default or not."""
NO_COUNTERPART = ("RESULT_BOTHWIN", "RESULT_BOTHWIN_BYDEF", "RESULT_EQUAL_BYDEF")
"""Results our rules do not have: the game is kept, its result open, with a note."""
MAX_ROUNDS = 20
"""OpenGotha's most rounds (Gotha.MAX_NUMBER_OF_ROUNDS)."""


@dataclass(frozen=True)
class OgEvent:
    data: TournamentData
    rounds: tuple[GoRound, ...]
    notes: tuple[Note, ...]


def _at(line: int) -> str:
    return tr("exchange.opengotha.where.line", line=line)


def player_id(p: OgPlayer) -> PlayerId:
    """The register's id of a player of the file, as `egd-import` gives it (a name without a letter in
    ASCII, e.g. in Chinese, as it is written). A PIN of zeros is no PIN: OpenGotha writes `0` for a
    player the EGD does not know."""
    if p.egf_pin.strip().strip("0"):
        return PlayerId("EGD-" + p.egf_pin.strip())
    parts = [ascii_text(part).strip() or part for part in (p.name.strip(), p.first_name.strip()) if part]
    return PlayerId("EGD-" + "-".join(part.replace(" ", "_") for part in parts))


def opengotha_event(doc: OgDocument, code: str) -> tuple[OgEvent | None, list[Problem]]:
    """The event `code` the file describes, or None and every problem found."""
    problems = list(doc.problems)
    notes: list[Note] = []
    if problems:
        return None, problems
    tournament = _tournament(doc, code, problems, notes)
    entries, by_key = _entries(doc, problems, notes)
    rounds_played = max([_round_of(g.round) or 0 for g in doc.games] + [_round_of(b.round) or 0 for b in doc.byes] + [0])
    count = max(tournament.round_count or 0, rounds_played)
    if count > (tournament.round_count or 0):
        tournament = replace(tournament, round_count=count)
    lines: dict[Game, int] = {}
    games, rounds = _rounds(doc, entries, _Lookup(by_key, doc), count, problems, notes, lines)
    data = TournamentData(tournament, tuple(entries), tuple(games))
    for g in games:
        komi = jigo_impossible(data, g, rounds)
        if komi is not None:
            problems.append(Problem(_at(lines[g]),
                                    tr("exchange.opengotha.jigo_komi", white=data.entry(g.white).player.name,
                                       black=data.entry(g.black).player.name, komi=decimal_text(komi))))
    if problems:
        return None, problems
    return OgEvent(data, tuple(rounds), tuple(notes)), problems


def _round_of(text: str) -> int | None:
    try:
        number = int(text)
    except ValueError:
        return None
    return number if 1 <= number <= MAX_ROUNDS else None


def _entries(doc: OgDocument, problems: list[Problem], notes: list[Note]) -> tuple[list[Entry], dict[str, StartNo]]:
    """The entries, numbered strongest first; the players checked by the register's rules, column
    by column (formats.player_problems: a file of 80 000 players in a second)."""
    candidates: list[tuple[int, str, OgPlayer, Player]] = []
    seen_keys: dict[str, int] = {}
    seen_ids: dict[str, int] = {}
    ranks: dict[str, str | None] = {}
    dropped_ratings, unknown_countries = [], []
    for p in doc.players:
        if p.key in seen_keys:
            problems.append(Problem(p.where, tr("exchange.opengotha.same_player", line=seen_keys[p.key], name_key=p.key)))
            continue
        seen_keys[p.key] = p.line
        if p.rank not in ranks:
            ranks[p.rank] = _rank(p.rank)
        rank = ranks[p.rank]
        if rank is None:
            problems.append(Problem(p.where, tr("exchange.opengotha.bad_rank", rank=p.rank)))
            continue
        if rank != p.rank.strip().lower():
            notes.append(Note(p.where, tr("exchange.opengotha.note.rank", name=f"{p.name} {p.first_name}", rank=p.rank, taken=rank)))
        country = p.country.strip().upper()
        federation = "" if is_no_country(country) else federation_of(country) or ""
        if country and not is_no_country(country) and not federation:
            unknown_countries.append(f"{p.name} {p.first_name} ({country})")
        rating = _rating(p.rating)
        if p.rating.strip() and rating is None:
            dropped_ratings.append(f"{p.name} {p.first_name} ({p.rating})")
        name = f"{p.name.strip()}, {p.first_name.strip()}" if p.first_name.strip() else p.name.strip()
        pid = player_id(p)
        if pid in seen_ids:
            problems.append(Problem(p.where, tr("exchange.opengotha.same_id", line=seen_ids[pid], id=pid)))
            continue
        seen_ids[pid] = p.line
        player = Player(pid, name, federation=federation, rank=rank, club=p.club.strip(), rating=rating,
                        rating_kind=RatingKind.NATIONAL if rating is not None else RatingKind.NONE)
        candidates.append((strength(rank), name, p, player))
        if p.attributes.get("smmsCorrection", "0") not in ("", "0"):
            notes.append(Note(p.where, tr("exchange.opengotha.note.smms", name=name, value=p.attributes["smmsCorrection"])))
        if p.attributes.get("registeringStatus", "FIN") != "FIN":
            notes.append(Note(p.where, tr("exchange.opengotha.note.preliminary", name=name)))
    columns = {field: [getattr(c[3], field) for c in candidates] for field in ("id", "name", "federation", "rank", "club", "rating")}
    found, faulty = column_problems(columns, lambda k: candidates[k][2].where)
    problems += found
    players = [c for k, c in enumerate(candidates) if k not in faulty]
    if unknown_countries:
        notes.append(Note(tr("exchange.opengotha.where.players"), tr("exchange.opengotha.note.countries", players=", ".join(unknown_countries))))
    if dropped_ratings:
        notes.append(Note(tr("exchange.opengotha.where.players"), tr("exchange.opengotha.note.ratings", players=", ".join(dropped_ratings))))
    others = sorted({name for p in doc.players for name, value in p.attributes.items()
                     if name in ("ffgLicence", "agaId", "grade", "ratingOrigin") and value.strip()})
    if others:
        notes.append(Note(tr("exchange.opengotha.where.players"), tr("exchange.opengotha.note.player_fields", fields=", ".join(others))))
    players.sort(key=lambda item: (-item[0], item[1]))
    entries = [Entry(StartNo(no), player) for no, (_s, _n, _p, player) in enumerate(players, start=1)]
    return entries, {p.key: StartNo(no) for no, (_s, _n, p, _pl) in enumerate(players, start=1)}


_OUT_OF_SCALE = re.compile(r"^\s*(\d+)\s*([kKdD]?)\s*$")


def _rank(text: str) -> str | None:
    """The rank as stored; one beyond the scale as OpenGotha reads it (`99K` 30k, `12D` 9d, `5` 5k)."""
    try:
        return normalise(text)
    except RankError:
        match = _OUT_OF_SCALE.match(text)
        if match is None:
            return None
        number, kind = int(match.group(1)), (match.group(2) or "k").lower()
        return normalise(f"{min(max(number, 1), 30)}k" if kind == "k" else f"{min(max(number, 1), 9)}d")


def _rating(text: str) -> int | None:
    try:
        value = int(text.strip())
    except ValueError:
        return None
    return value if 0 <= value <= 3000 else None


def _fold(key: str) -> str:
    """A key as OpenGotha matches it when the exact key fails: in ASCII capitals (a key written in a
    Turkish locale has `İ` where ours has `I`)."""
    return ascii_text(key_of(key.replace("\u0130", "I").replace("\u0131", "i"), "")).upper()


class _Lookup:
    """The start numbers of the players by the keys that name them in the games and byes."""

    def __init__(self, by_key: dict[str, StartNo], doc: OgDocument):
        self.by_key = by_key
        self.folded = {_fold(k): no for k, no in by_key.items()}
        self.in_file = {_fold(p.key) for p in doc.players}

    def __call__(self, key: str) -> StartNo | None:
        return self.by_key.get(key) or self.folded.get(_fold(key))

    def refused(self, key: str) -> bool:
        """A player of the file whose own line has a problem already (his games need no other)."""
        return _fold(key) in self.in_file


def _rounds(doc: OgDocument, entries: list[Entry], by_key: _Lookup, count: int, problems: list[Problem],
            notes: list[Note], lines: dict[Game, int]) -> tuple[list[Game], list[GoRound]]:
    """The games (each one's line in `lines`) and the rounds: drawn ones with their boards, bye and
    excused players, later ones with the players who will not take part."""
    name: dict[int, str] = {e.no: e.player.name for e in entries}
    games: list[Game] = []
    boards: dict[int, list[tuple[int, int, Board]]] = {}
    busy: dict[tuple[int, int], int] = {}  # (round, player) -> the line that gives him his game or bye

    def take(number: int, no: int, line: int) -> bool:
        if (number, no) in busy:
            problems.append(Problem(_at(line), tr("exchange.opengotha.twice", name=name[no], round=number, line=busy[(number, no)])))
            return False
        busy[(number, no)] = line
        return True

    for g in doc.games:
        game = _game(g, by_key, problems, notes, name)
        if game is None:
            continue
        number, white, black, stones, table = game[0].round or 0, game[0].white, game[0].black, game[1], game[2]
        if take(number, white, g.line) & take(number, black, g.line):
            games.append(game[0])
            lines[game[0]] = g.line
            boards.setdefault(number, []).append((table, g.line, Board(0, white, black, IMPORTED, stones)))
    byes: dict[int, int] = {}
    for b in doc.byes:
        bye_round, no = _round_of(b.round), by_key(b.player)
        if bye_round is None or no is None:
            problems.append(Problem(_at(b.line), tr("exchange.opengotha.bad_bye", round=b.round, player=b.player)))
        elif bye_round in byes:
            problems.append(Problem(_at(b.line), tr("exchange.opengotha.second_bye", round=bye_round)))
        elif take(bye_round, no, b.line):
            byes[bye_round] = no
    drawn = sorted(set(boards) | set(byes))
    for k, number in enumerate(drawn, start=1):
        if number != k:
            problems.append(Problem(tr("exchange.opengotha.where.round", round=number), tr("exchange.opengotha.gap", round=k)))
            break
    rounds = []
    participating = {by_key.by_key[p.key]: p for p in doc.players if p.key in by_key.by_key}
    for number in range(1, count + 1):
        away = frozenset(no for no, p in participating.items() if p.participating[number - 1:number] == "0")
        if number not in drawn:
            if away:
                rounds.append(GoRound(number, away))
            continue
        playing = {no for (r, no) in busy if r == number}
        unpaired = sorted(no for no in participating if no not in playing and no not in away)
        if unpaired:
            notes.append(Note(tr("exchange.opengotha.where.round", round=number),
                              tr("exchange.opengotha.note.unpaired", players=name_list(name[no] for no in unpaired))))
        present_away = sorted(no for no in away if no in playing)
        if present_away:
            notes.append(Note(tr("exchange.opengotha.where.round", round=number),
                              tr("exchange.opengotha.note.played_away", players=name_list(name[no] for no in present_away))))
        ordered = sorted(boards.get(number, []), key=lambda item: (item[0], item[1]))
        if [t for t, _l, _b in ordered] != list(range(1, len(ordered) + 1)):
            notes.append(Note(tr("exchange.opengotha.where.round", round=number), tr("exchange.opengotha.note.tables")))
        placed = tuple(replace(board, board=k) for k, (_t, _l, board) in enumerate(ordered, start=1))
        excused = frozenset((away - set(present_away)) | set(unpaired))
        bye = byes.get(number)
        rounds.append(GoRound(number, excused, bye, seed=0, boards=placed, bye_reason=IMPORTED if bye is not None else None))
    return games, rounds


def _game(g: OgGame, by_key: _Lookup, problems: list[Problem], notes: list[Note],
          name: dict[int, str]) -> tuple[Game, int, int] | None:
    """The game, its stones and its table; None (and a problem) when it cannot be read."""
    where = _at(g.line)
    white, black = by_key(g.white), by_key(g.black)
    for side, no in ((g.white, white), (g.black, black)):
        if no is None and not by_key.refused(side):
            problems.append(Problem(where, tr("exchange.opengotha.nobody", player=side)))
    number = _round_of(g.round)
    if number is None:
        problems.append(Problem(where, tr("exchange.opengotha.bad_round", round=g.round, most=MAX_ROUNDS)))
    try:
        stones = int(g.handicap or "0")
        table = int(g.table or "0")
    except ValueError:
        problems.append(Problem(where, tr("exchange.opengotha.bad_number", field="handicap/tableNumber", value=f"{g.handicap}/{g.table}")))
        return None
    if not 0 <= stones <= 9:
        problems.append(Problem(where, tr("exchange.opengotha.bad_number", field="handicap", value=g.handicap)))
        return None
    if white is None or black is None or number is None:
        return None
    if white == black:
        problems.append(Problem(where, tr("exchange.opengotha.self", player=g.white)))
        return None
    if g.result in NO_COUNTERPART:
        notes.append(Note(where, tr("exchange.opengotha.note.result", round=number, white=name[white], black=name[black], result=g.result)))
        result, flag = Result.RUNNING, None
    elif g.result in RESULTS:
        result, flag = RESULTS[g.result]
    else:
        problems.append(Problem(where, tr("exchange.opengotha.bad_result", result=g.result)))
        return None
    if g.known_colour == "false":
        notes.append(Note(where, tr("exchange.opengotha.note.colour", round=number, white=name[white], black=name[black])))
    return Game(white, black, result, flag, round=number), stones, table


def _tournament(doc: OgDocument, code: str, problems: list[Problem], notes: list[Note]) -> Tournament:
    from .opengotha_settings import event_settings  # the parameters' own module (size)

    general = doc.parameters.get("GeneralParameterSet", (0, {}))[1]
    system, settings, round_count = event_settings(doc, problems, notes)
    for p in check_egd_facts(settings):
        notes.append(Note(tr("exchange.opengotha.where.parameters"), tr("exchange.opengotha.note.fact", field=p.field, value=p.value)))
        settings.pop(p.field, None)
    start, end = (_date(general.get(k, ""), k, problems) for k in ("beginDate", "endDate"))
    tournament = Tournament(code, general.get("name", "").strip() or code, organiser=Organiser.CAGO, start_date=start,
                            end_date=end or start, tiebreaks=default_criteria(Organiser.CAGO, system, False),
                            rating_system=RatingSystem.NONE, system=system, settings=settings, round_count=round_count,
                            td=general.get("director", "").strip())
    return tournament


def _date(text: str, field: str, problems: list[Problem]) -> date | None:
    if not text.strip():
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        problems.append(Problem(tr("exchange.opengotha.where.parameters"), tr("exchange.opengotha.bad_date", field=field, value=text)))
        return None
