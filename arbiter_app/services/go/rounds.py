"""Running a go event round by round: excuses, the draw of a round, the TD's swap, taking a draw
back, the pairing list and the standings [003 §3.1–3.3].

Each action is one transaction with one audit batch (undoable by `results.undo`). A round is drawn
only when the round before it has every result, and a draw is taken back or changed only while no
result of its round is in. The choices are in docs/go-events.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from reportlab.lib.pagesizes import A4
from sqlmodel import Session

from ...i18n import decimal_text, tr, tr_plural, tr_sex
from ...rules.go.event import GoRound, GoSettings, board_stones, contenders, go_standings, is_go_event, round_complete
from ...rules.go.groups import origins
from ...rules.go.knockout import first_round, seeding
from ...rules.go.placing import KnockoutMatch, first_bracket, knockout_state, round_matches
from ...rules.go.pairing import Board, Reason, Why, draw_round
from ...rules.go.round_robin import draw_table_round, table_length
from ...rules.go.ranks import strength
from ...rules.model import Entry, Flag, Game, PairingSystem, Result, Sex, StartNo, TournamentData
from ...rules.results import points
from ...rules.standings import Standings
from ...reports.go_lists import PairingListView, WallListView, render_pairing_list, render_wall_list
from ...reports.layout import Out, PageSize
from ...reports.views import Lang, TournamentHeader
from ...storage import repository
from ...storage.go_rounds import go_round_values, load_go_rounds
from ...storage.mappers import game_values
from ...storage.writer import Writer
from ..crosstable import format_halves, format_points
from ..database import Changes, Database
from ..results import result_code
from ..documents import document_language, format_date
from ..setup import new_seed


class RoundRefused(ValueError):
    """A round action the rules do not allow now; the message says why. Nothing was stored."""


@dataclass(frozen=True)
class GoEvent:
    """A go event as read: the tournament with its games, and its recorded rounds."""

    data: TournamentData
    rounds: tuple[GoRound, ...]

    def round(self, number: int) -> GoRound:
        for r in self.rounds:
            if r.number == number:
                return r
        return GoRound(number)

    @property
    def round_count(self) -> int | None:
        """The rounds of the event: as set, else a round robin's table length [003 §3.2.1]."""
        t = self.data.tournament
        if t.round_count is None and t.system is PairingSystem.ROUND_ROBIN:
            return table_length(len(self.data.entries), t.rounds)
        return t.round_count

    def lot(self, number: int) -> int | None:
        """The seed of round `number`'s lot; None for a round robin, whose table has no lot, and for a
        round imported from another program's table."""
        r = self.round(number)
        if self.data.tournament.system is PairingSystem.ROUND_ROBIN or any(b.reason.why is Why.IMPORTED for b in r.boards):
            return None
        return r.seed

    @property
    def last_drawn(self) -> int:
        return max((r.number for r in self.rounds if r.drawn), default=0)


def _event(session: Session, code: str) -> GoEvent:
    data = repository.load_tournament(session, code)
    if not is_go_event(data.tournament):
        raise RoundRefused(f"{code} is a {data.tournament.system.value} event, not drawn round by round")
    return GoEvent(data, tuple(load_go_rounds(session, code)))


def load_event(db: Database, code: str) -> GoEvent:
    with db.reading() as session:
        return _event(session, code)


def _check_round(event: GoEvent, number: int) -> None:
    count = event.round_count
    if number < 1 or (count is not None and number > count):
        raise RoundRefused(f"{event.data.tournament.code} has rounds 1 to {count}, not {number}")


def _check_player(event: GoEvent, no: int) -> None:
    if no not in {e.no for e in event.data.entries}:
        raise RoundRefused(f"{event.data.tournament.code}: no player with starting number {no}")


def _put_round(writer: Writer, code: str, r: GoRound) -> None:
    writer.put("go_round", {"tournament": code, "round": r.number}, go_round_values(r))


def _game_key(code: str, g: Game) -> dict[str, object]:
    return {"tournament": code, "white": g.white, "black": g.black, "round": g.round}


def excuse(db: Database, code: str, no: int, number: int, cancel: bool = False) -> Changes:
    """Record that player `no` excused himself from round `number` (or take the excuse back): he
    is left out of that round's draw [003 §3.2]. Refused once the round is drawn."""
    with db.transaction() as session:
        event = _event(session, code)
        _check_round(event, number)
        _check_player(event, no)
        r = event.round(number)
        if r.drawn:
            raise RoundRefused(f"{code}: round {number} is drawn; take the draw back before changing who is excused")
        excused = r.excused - {no} if cancel else r.excused | {no}
        writer = Writer(session, "excuse", code)
        _put_round(writer, code, replace(r, excused=excused))
    verb = "no longer excused" if cancel else "excused"
    return Changes("excuse", frozenset({code}), f"{code}: player {no} {verb} from round {number}", writer.batch)


def draw(db: Database, code: str, number: int, seed: int | None = None) -> Changes:
    """Draw round `number` of a Swiss or McMahon event [003 §3.1.2–3, §3.2]: the players present
    (not excused, not withdrawn), scores from the rounds before, the lot from `seed` (a new one
    when None, recorded). The round before must have all its results."""
    with db.transaction() as session:
        event = _event(session, code)
        data = event.data
        _check_round(event, number)
        if number != event.last_drawn + 1:
            raise RoundRefused(f"{code}: the next round to draw is {event.last_drawn + 1}, not {number}")
        if number > 1 and not round_complete(data, number - 1, event.round(number - 1)):
            raise RoundRefused(f"{code}: round {number - 1} still has games without a result")
        settings = GoSettings.of(data.tournament)
        r = event.round(number)
        if data.tournament.system is PairingSystem.ROUND_ROBIN:
            return _round_robin_round(session, event, number)
        seed = new_seed() if seed is None else seed
        if data.tournament.system is PairingSystem.KNOCKOUT:
            drawn_round = _knockout_round(event, number, seed)
            writer = Writer(session, "go-draw", code)
            for b in drawn_round.boards:
                g = Game(StartNo(b.white), StartNo(b.black), round=number)
                writer.put("game", _game_key(code, g), game_values(g))
            _put_round(writer, code, drawn_round)
            passes = f", {len(drawn_round.passes)} go on without play" if drawn_round.passes else ""
            return Changes("go-draw", frozenset({code}),
                           f"{code}: round {number} drawn (seed {seed}): {len(drawn_round.boards)} matches{passes}", writer.batch)
        drawn = draw_round(contenders(data, event.rounds, number), seed, r.excused, settings.club_rule, settings.colours)
        writer = Writer(session, "go-draw", code)
        for b in drawn.boards:
            g = Game(StartNo(b.white), StartNo(b.black), round=number)
            writer.put("game", _game_key(code, g), game_values(g))
        _put_round(writer, code, replace(r, seed=seed, bye=drawn.bye, boards=drawn.boards, bye_reason=drawn.bye_reason))
    bye = f", bye {drawn.bye}" if drawn.bye is not None else ""
    return Changes("go-draw", frozenset({code}), f"{code}: round {number} drawn (seed {seed}): {len(drawn.boards)} boards{bye}", writer.batch)


def _round_robin_round(session: Session, event: GoEvent, number: int) -> Changes:
    """Round `number` of a round robin from Schurig's table [003 §3.2.1], the excused players' games
    postponed or lost by default, the withdrawn players' not drawn or lost by default
    (rules.go.round_robin); there is no lot, the seed is recorded as 0."""
    data, code, r = event.data, event.data.tournament.code, event.round(number)
    numbers = [e.no for e in data.entries]
    length = table_length(len(numbers), data.tournament.rounds)
    if number > length:  # a round count set above the table's
        raise RoundRefused(f"{code}: a round robin of {len(numbers)} players has {length} rounds, not {number}")
    scores = {c.no: c.score for c in contenders(data, event.rounds, number)}
    withdrawn = frozenset(e.no for e in data.entries if e.withdrawal is not None)
    settings = GoSettings.of(data.tournament)
    table = draw_table_round(numbers, number, r.excused, settings.excused_game, scores, withdrawn, settings.withdrawn_game)
    stored = {(g.white, g.black, g.round) for g in data.games}
    for g in table.games:  # games stored without their rounds: never overwrite a result
        if (g.white, g.black, g.round) in stored:
            raise RoundRefused(f"{code}: the game {g.white}-{g.black} of round {number} is stored already, though the "
                               f"round is not drawn; export the event, delete it and import the file again to place "
                               f"its games in the table's rounds")
    writer = Writer(session, "go-draw", code)
    for g in table.games:
        writer.put("game", _game_key(code, g), game_values(g))
    _put_round(writer, code, replace(r, seed=0, bye=table.bye, boards=table.boards, bye_reason=table.bye_reason))
    bye = f", bye {table.bye}" if table.bye is not None else ""
    return Changes("go-draw", frozenset({code}), f"{code}: round {number} drawn from the Schurig table: {len(table.boards)} boards{bye}", writer.batch)


def _knockout_round(event: GoEvent, number: int, seed: int) -> GoRound:
    """Round `number` of a knockout [003 §3.1.4]: round 1 from the bracket of the players seeded by
    rank (equal ranks by lot [003 §3.2.1]) or, made from groups, in their seed order; later rounds
    from the bracket replayed with the results, placing matches by the setting `go_placing`."""
    data, code = event.data, event.data.tournament.code
    if event.round(number).excused:
        raise RoundRefused(f"{code}: a knockout player who does not play loses his match; nobody is excused")
    if number == 1:
        present = [e for e in data.entries if e.withdrawal is None]
        if "go_from_groups" in data.tournament.settings:
            seeded: tuple[int, ...] = tuple(e.no for e in present)  # entered in seed order
        else:
            seeded = seeding([(e.no, strength(e.player.rank) if e.player.rank else 0) for e in present], seed)
        place = {no: k for k, no in enumerate(seeded, start=1)}
        bracket = first_round(seeded)
        matches = round_matches([first_bracket(bracket, [(place[m.white], place.get(m.black or 0, 0)) for m in bracket])])
    else:
        state = knockout_state(data, [r for r in event.rounds if r.number < number])
        assert state is not None  # round 1 is drawn: the rounds are drawn in order
        if state.undecided:
            raise RoundRefused(f"{code}: board {state.undecided[0]} of round {number - 1} has no winner; a knockout match needs one")
        if not state.active:
            raise RoundRefused(f"{code}: round {number - 1} was the final")
        for k, replayed in enumerate(state.rounds[1:], start=2):
            if {(b.white, b.black) for b in event.round(k).boards} != {(m.white, m.black) for m in replayed if m.black}:
                raise RoundRefused(f"{code}: round {k} was drawn with other placing matches than the setting "
                                   f"go_placing now gives; restore the setting or take the draws back to round {k}")
        matches = round_matches(state.active)

    def reason(m: KnockoutMatch) -> Reason:
        why = Why.SEEDS if number == 1 else Why.LOSERS if m.losers else Why.WINNERS
        places = (0, 0) if number == 1 else (m.first, m.last)
        return Reason(why, 0.0, 0.0, from_white=m.from_white, from_black=m.from_black,
                      first_place=places[0], last_place=places[1])

    boards = tuple(Board(m.board, m.white, m.black, reason(m)) for m in matches if m.black is not None)
    passes = tuple((m.board, m.white) for m in matches if m.black is None)
    return GoRound(number, seed=seed, boards=boards, passes=passes)


def _games_of(data: TournamentData, number: int) -> list[Game]:
    return [g for g in data.games if g.round == number]


def _refuse_if_played(event: GoEvent, number: int, what: str) -> None:
    r = event.round(number)
    if not r.drawn:
        raise RoundRefused(f"{event.data.tournament.code}: round {number} is not drawn")
    defaults = {(b.white, b.black) for b in r.boards if b.reason.why in (Why.DEFAULT, Why.WITHDRAWN)}  # results of the draw itself
    if any((g.result is not Result.RUNNING or g.flag is not None) and (g.white, g.black) not in defaults
           for g in _games_of(event.data, number)):
        raise RoundRefused(f"{event.data.tournament.code}: round {number} has results; {what} only before the first result")


def undo_draw(db: Database, code: str, number: int) -> Changes:
    """Take back the draw of round `number` (the last one drawn) while none of its results is in;
    the excuses stay."""
    with db.transaction() as session:
        event = _event(session, code)
        if number != event.last_drawn:
            raise RoundRefused(f"{code}: only the last drawn round ({event.last_drawn}) can be taken back")
        _refuse_if_played(event, number, "a draw is taken back")
        writer = Writer(session, "go-undraw", code)
        for g in _games_of(event.data, number):
            writer.delete("game", _game_key(code, g))
        _put_round(writer, code, GoRound(number, event.round(number).excused))
    return Changes("go-undraw", frozenset({code}), f"{code}: draw of round {number} taken back", writer.batch)


def swap(db: Database, code: str, number: int, a: int, b: int) -> Changes:
    """The TD exchanges players `a` and `b` of round `number` between their boards (either may be
    the bye); both changed pairings are marked as swapped by hand. Refused when it would pair two
    players who have met, or once a result of the round is in."""
    with db.transaction() as session:
        event = _event(session, code)
        _refuse_if_played(event, number, "players are swapped")
        if event.data.tournament.system is PairingSystem.KNOCKOUT:
            raise RoundRefused(f"{code}: a knockout bracket is not changed by hand; take the draw back instead")
        if event.data.tournament.system is PairingSystem.ROUND_ROBIN:
            raise RoundRefused(f"{code}: a round robin follows Schurig's table [003 §3.2.1]; it is not changed by hand")
        r = event.round(number)
        where = {no: k for k, bd in enumerate(r.boards) for no in (bd.white, bd.black)}
        if r.bye is not None:
            where[r.bye] = -1
        for no in (a, b):
            if no not in where:
                raise RoundRefused(f"{code}: player {no} is not drawn in round {number}")
        if where[a] == where[b]:
            raise RoundRefused(f"{code}: players {a} and {b} already play each other in round {number}")
        boards = list(r.boards)
        bye = r.bye

        score = {c.no: c.score for c in contenders(event.data, event.rounds, number)}

        def put(k: int, old: int, new: int) -> None:
            nonlocal bye
            if k == -1:
                bye = new
                return
            bd = boards[k]
            white, black = (new, bd.black) if bd.white == old else (bd.white, new)
            boards[k] = Board(bd.board, white, black, Reason(Why.SWAPPED, score[white], score[black]))

        ka, kb = where[a], where[b]
        put(ka, a, b)
        put(kb, b, a)
        met = {frozenset((g.white, g.black)) for g in event.data.games if g.round is not None and g.round < number}
        for bd in boards:
            if frozenset((bd.white, bd.black)) in met:
                raise RoundRefused(f"{code}: players {bd.white} and {bd.black} have met already")
        writer = Writer(session, "go-swap", code)
        for g in _games_of(event.data, number):
            writer.delete("game", _game_key(code, g))
        for bd in boards:
            g = Game(StartNo(bd.white), StartNo(bd.black), round=number)
            writer.put("game", _game_key(code, g), game_values(g))
        bye_reason = r.bye_reason if bye == r.bye or bye is None else Reason(Why.SWAPPED, score[bye])
        _put_round(writer, code, replace(r, boards=tuple(boards), bye=bye, bye_reason=bye_reason))
    return Changes("go-swap", frozenset({code}), f"{code}: round {number}: players {a} and {b} swapped", writer.batch)


def standings(db: Database, code: str) -> Standings:
    """The standings of a go event: points or MM score, then the tournament's criteria [003 §3.3]."""
    event = load_event(db, code)
    return go_standings(event.data, event.rounds)


def stones(event: GoEvent, board: Board) -> int:
    """The handicap of a drawn board: as an imported table gave it, else by the event's handicap
    setting (0 in an even event)."""
    return board_stones(event.data, board)


def komi(event: GoEvent, board: Board) -> float:
    """White's komi on a drawn board by the event's policy (GoSettings.komi_of)."""
    return GoSettings.of(event.data.tournament).komi_of(stones(event, board))


def komi_text(event: GoEvent, board: Board, lang: str | None = None) -> str:
    """The komi as a document or the interface in `lang` (default: the current language) writes it:
    "6.5", in Czech with the decimal comma "6,5"."""
    return decimal_text(komi(event, board), lang)


def player_labels(data: TournamentData) -> dict[int, str]:
    """"3 Novák, Jan 3d" by starting number, with "(A1)" in a knockout made from groups."""
    origin = origins(data.tournament.settings)

    def label(e: Entry) -> str:
        text = f"{e.no} {e.name} {e.player.rank or ''}".rstrip()
        return f"{text} ({origin[e.player.id]})" if e.player.id in origin else text

    return {e.no: label(e) for e in data.entries}


def _num(x: float) -> str:
    """A score as the lists print it: halves as ½ (jigo), in both languages."""
    return format_points(x)


def reason_text(reason: Reason, lang: str | None = None, sexes: Mapping[int, Sex] | None = None) -> str:
    """The reason of a pairing in `lang` (default: the current language), for the pairing list; the
    words about an excused or withdrawn player agree with his sex in `sexes` (by starting number:
    "odstoupila"), else are written as for a man."""
    if reason.why is Why.GROUP:
        parts = [tr("go.why.group", lang, score=_num(reason.score_white))]
    elif reason.why is Why.FLOAT:
        high, low = sorted((reason.score_white, reason.score_black or 0.0), reverse=True)
        parts = [tr("go.why.float", lang, high=_num(high), low=_num(low))]
    elif reason.why is Why.BYE:
        return tr("go.why.bye", lang, byes=reason.byes_before, score=_num(reason.score_white))
    elif reason.why in (Why.SEEDS, Why.WINNERS, Why.LOSERS):
        text = tr(f"go.why.{reason.why.value}", lang, white=reason.from_white, black=reason.from_black)
        places = places_text(reason.first_place, reason.last_place, lang)
        return f"{places}; {text}" if places else text
    elif reason.why is Why.IMPORTED:
        return tr("go.why.imported", lang)
    elif reason.why in (Why.TABLE, Why.POSTPONED, Why.DEFAULT, Why.WITHDRAWN):
        return tr_sex(f"go.why.{reason.why.value}", (sexes or {}).get(reason.from_white), lang, player=reason.from_white)
    else:
        return tr("go.why.swapped", lang)
    if reason.repeats_avoided:
        parts.append(tr_plural("go.why.repeats", reason.repeats_avoided, lang, count=reason.repeats_avoided))
    if reason.same_club:
        parts.append(tr("go.why.same_club", lang))
    return "; ".join(parts)


def ordinal(n: int, lang: str | None = None) -> str:
    """"3rd" / "3." in `lang`."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return tr(f"go.ordinal.{suffix}", lang, n=n)


def places_text(first: int, last: int, lang: str | None = None) -> str:
    """What a knockout match decides [003 §3.1.4]: "final", "match for 3rd place", "places 5–8"; the
    main bracket before its final says nothing ("" also for 0, not given)."""
    if first == 1:
        return tr("go.why.final", lang) if last == 2 else ""
    if first == 0:
        return ""
    if last == first + 1:
        return tr("go.why.place_match", lang, place=ordinal(first, lang))
    return tr("go.why.places", lang, first=first, last=last)


def pass_names(event: GoEvent, number: int, names: dict[int, str], lang: str | None = None) -> list[str]:
    """The knockout players who go on without play in round `number`, each with the places his
    bracket plays for when it is a placing bracket ("5 Procházka, Jiří 2k – places 5–8"); in a round
    robin the players free because the opponent withdrew."""
    r = event.round(number)
    state = knockout_state(event.data, [x for x in event.rounds if x.number <= number]) if r.passes else None
    played_for = {m.white: places_text(m.first, m.last, lang) for m in state.rounds[number - 1]
                  if m.black is None and m.first > 1} if state is not None and len(state.rounds) >= number else {}
    free = [f"{names[no]} – {tr('go.free_withdrawn', lang)}" for no in sorted(withdrawal_free(event, r))]
    return [f"{names[no]} – {played_for[no]}" if no in played_for else names[no] for _, no in r.passes] + free


def withdrawal_free(event: GoEvent, r: GoRound) -> set[int]:
    """A round robin's players whose table game of round `r` was not drawn because the opponent had
    withdrawn (setting `go_withdrawn_game` = free): a free round without points."""
    data = event.data
    if data.tournament.system is not PairingSystem.ROUND_ROBIN or not r.drawn:
        return set()
    playing = {no for g in data.games if g.round == r.number for no in (g.white, g.black)}
    return {e.no for e in data.entries if e.withdrawal is None and e.no not in r.excused | playing and e.no != r.bye}


@dataclass(frozen=True)
class WallLine:
    """One line of the wall list: the place number (`num`) is what the cells refer to."""

    num: int
    place: str
    no: int
    name: str
    rank: str
    club: str
    cells: tuple[str, ...]
    """Per round: opponent's `num` and + win, - loss, = jigo, ? no result, `!` after them by default;
    `0+` bye, `0` a round robin's free round without points; `-` absent."""
    score: float
    tiebreaks: tuple[float, ...]
    not_applied: frozenset[str] = frozenset()
    """Criteria that did not apply (head-to-head of a player not tied): shown blank."""
    origin: str = ""
    """A knockout made from groups: the group and place the player came from ("A1")."""

    @property
    def label(self) -> str:
        """The name as the lists print it, with where the player came from."""
        return f"{self.name} ({self.origin})" if self.origin else self.name


@dataclass(frozen=True)
class WallList:
    code: str
    name: str
    rounds: int
    criteria: tuple[str, ...]
    lines: tuple[WallLine, ...]


def wall_list(db: Database, code: str, after: int | None = None) -> WallList:
    """The go wall list: players in standings order after round `after` (default: every round drawn),
    each round's opponent by his line number with the result, score and criteria [003 §3.3]."""
    event = load_event(db, code)
    rounds = event.last_drawn if after is None else min(after, event.last_drawn)
    data = replace(event.data, games=tuple(g for g in event.data.games if (g.round or 0) <= rounds))
    table = go_standings(data, [r for r in event.rounds if r.number <= rounds])
    num = {r.no: k for k, r in enumerate(table.rows, start=1)}

    games: dict[tuple[int | None, int], Game] = {(g.round, no): g for g in data.games for no in (g.white, g.black)}
    byes = {(r.number, no) for r in event.rounds if r.number <= rounds
            for no in ([r.bye] if r.bye is not None else []) + [no for _, no in r.passes]}
    free = {(r.number, no) for r in event.rounds if r.number <= rounds for no in withdrawal_free(event, r)}
    criteria = tuple(c for c in table.criteria if c != "points")
    origin = origins(data.tournament.settings)
    settings = GoSettings.of(data.tournament)

    def cell(no: int, rnd: int) -> str:
        g = games.get((rnd, no))
        if g is None:
            return ("0+" if settings.bye_points else "0") if (rnd, no) in byes else "0" if (rnd, no) in free else "-"
        p = points(g, no)
        mark = "?" if p is None else "+" if p == 1 else "=" if p == 0.5 else "-"
        # "!": won or lost by default, not played (OpenGotha writes such a game "1-0!").
        return f"{num[g.opponent(no)]}{mark}{'!' if p is not None and g.flag is Flag.DEFAULT else ''}"

    lines = []
    for r in table.rows:
        e = data.entry(r.no)
        lines.append(WallLine(num[r.no], r.place, r.no, e.name, e.player.rank or "", e.player.club,
                              tuple(cell(r.no, k) for k in range(1, rounds + 1)), r.points,
                              tuple(r.tiebreaks[c] for c in criteria), r.not_applied, origin.get(e.player.id, "")))
    return WallList(code, data.tournament.name, rounds, criteria, tuple(lines))


# --- printed lists ------------------------------------------------------------------------------

def _header(data: TournamentData, lang: Lang) -> TournamentHeader:
    t = data.tournament
    return TournamentHeader(name=t.name, code=t.code, organiser=tr(f"report.organiser.{t.organiser.value}", lang),
                            td=t.td, start=format_date(t.start_date, lang), end=format_date(t.end_date, lang),
                            time_control=t.time_control, lang=lang)


def pairing_list_view(db: Database, code: str, number: int, lang: str | None = None,
                      reasons: bool = False) -> PairingListView:
    """The printed pairing list of round `number`: boards, results so far, the komi (each board's with
    its stones in a handicap event), bye, excused, seed; the reasons printed when `reasons`."""
    event = load_event(db, code)
    r = event.round(number)
    if not r.drawn:
        raise RoundRefused(f"{code}: round {number} is not drawn")
    language = document_language(event.data.tournament, lang)
    names = player_labels(event.data)
    games: dict[tuple[int, int], Game] = {(g.white, g.black): g for g in event.data.games if g.round == number}
    boards = tuple(
        (str(b.board), names[b.white], names[b.black],
         "" if games[(b.white, b.black)].result is Result.RUNNING else result_code(games[(b.white, b.black)]),
         reason_text(b.reason, language, {e.no: e.player.sex for e in event.data.entries}))
        for b in r.boards
    )
    free = ([names[r.bye]] if r.bye is not None else []) + pass_names(event, number, names, language)
    bye = f"{tr('go.bye', language)}: {', '.join(free)}" if free else ""
    excused = f"{tr('go.excused', language)}: {', '.join(names[no] for no in sorted(r.excused))}" if r.excused else ""
    even = GoSettings.of(event.data.tournament).handicap_reduction is None
    handicaps = () if even else tuple((str(stones(event, b)), komi_text(event, b, language)) for b in r.boards)
    even_komi = komi_text(event, r.boards[0], language) if even and r.boards else ""
    return PairingListView(_header(event.data, language), number, event.lot(number), boards, bye, excused, handicaps,
                           even_komi, reasons)


def wall_list_view(db: Database, code: str, lang: str | None = None, after: int | None = None) -> WallListView:
    wall = wall_list(db, code, after)
    t = load_event(db, code).data.tournament
    language = document_language(t, lang)
    heading = tr("go.mm" if t.system is PairingSystem.MCMAHON else "go.score", language)
    lines = tuple(
        (str(line.num), line.place, line.label, line.rank, line.club, *line.cells, format_points(line.score),
         *["" if c in line.not_applied else format_halves(v) for c, v in zip(wall.criteria, line.tiebreaks)])
        for line in wall.lines
    )
    return WallListView(_header(load_event(db, code).data, language), wall.rounds, heading, wall.criteria, lines)


def print_pairing_list(db: Database, code: str, number: int, out: Out, lang: str | None = None,
                       pagesize: PageSize = A4, reasons: bool = False) -> None:
    render_pairing_list(pairing_list_view(db, code, number, lang, reasons), out, pagesize)


def print_wall_list(db: Database, code: str, out: Out, lang: str | None = None, after: int | None = None) -> None:
    render_wall_list(wall_list_view(db, code, lang, after), out)
