"""Running a go event round by round: excuses, the draw of a round, the TD's swap, taking a draw
back, the pairing list and the standings [003 §3.1–3.3].

Each action is one transaction with one audit batch (undoable by `results.undo`). A round is drawn
only when the round before it has every result, and a draw is taken back or changed only while no
result of its round is in. The choices are in docs/go-events.md.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...i18n import tr, tr_plural
from ...rules.go.event import GoSettings, board_stones, contenders, go_standings, is_go_event, round_complete
from ...rules.go.round import GoRound
from ...rules.go.knockout import first_round, seeding
from ...rules.go.placing import KnockoutMatch, first_bracket, knockout_state, round_matches
from ...rules.go.pairing import Board, Reason, Why, draw_round
from ...rules.go.round_robin import draw_table_round, table_length
from ...rules.go.ranks import strength
from ...rules.model import Game, PairingSystem, Result, StartNo, TournamentData
from ...rules.standings import Standings
from ...storage import reading
from ...storage.go_rounds import go_round_values, load_go_rounds
from ...storage.mappers import game_values
from ...storage.writer import Writer
from ..database import Changes, Database
from ..seeds import new_seed

if TYPE_CHECKING:
    from sqlmodel import Session


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
    return _read_event(session.connection(), code)


def _read_event(conn: Any, code: str) -> GoEvent:
    """The event on the driver connection `conn` (storage.driver)."""
    data = reading.load_tournament(conn, code)
    if not is_go_event(data.tournament):
        raise RoundRefused(tr("go.refused.not_round_by_round", code=code, system=tr(f"setup.system.{data.tournament.system.value}")))
    return GoEvent(data, tuple(load_go_rounds(conn, code)))


def load_event(db: Database, code: str) -> GoEvent:
    """The event as read in one read transaction on the driver: the lists and pages need no ORM session."""
    with db.connection() as conn:
        return _read_event(conn, code)


def _check_round(event: GoEvent, number: int) -> None:
    count = event.round_count
    if number < 1 or (count is not None and number > count):
        raise RoundRefused(tr("go.refused.no_round", code=event.data.tournament.code, count=count, number=number))


def _check_player(event: GoEvent, no: int) -> None:
    if no not in {e.no for e in event.data.entries}:
        raise RoundRefused(tr("go.refused.no_player", code=event.data.tournament.code, no=no))


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
            raise RoundRefused(tr("go.refused.excuse_drawn", code=code, number=number))
        excused = r.excused - {no} if cancel else r.excused | {no}
        writer = Writer(session, "excuse", code)
        _put_round(writer, code, replace(r, excused=excused))
    text = tr("go.done.excuse_cancelled" if cancel else "go.done.excused", code=code, no=no, number=number)
    return Changes("excuse", frozenset({code}), text, writer.batch)


def draw(db: Database, code: str, number: int, seed: int | None = None) -> Changes:
    """Draw round `number` of a Swiss or McMahon event [003 §3.1.2–3, §3.2]: the players present
    (not excused, not withdrawn), scores from the rounds before, the lot from `seed` (a new one
    when None, recorded). The round before must have all its results."""
    with db.transaction() as session:
        event = _event(session, code)
        data = event.data
        _check_round(event, number)
        if number != event.last_drawn + 1:
            raise RoundRefused(tr("go.refused.next_round", code=code, next=event.last_drawn + 1, number=number))
        if number > 1 and not round_complete(data, number - 1, event.round(number - 1)):
            raise RoundRefused(tr("go.refused.previous_running", code=code, previous=number - 1))
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
            passes = tr_plural("go.done.passes", len(drawn_round.passes), count=len(drawn_round.passes)) if drawn_round.passes else ""
            text = tr_plural("go.done.drawn_knockout", len(drawn_round.boards), code=code, number=number, seed=seed, count=len(drawn_round.boards))
            return Changes("go-draw", frozenset({code}), text + passes, writer.batch)
        drawn = draw_round(contenders(data, event.rounds, number), seed, r.excused, settings.club_rule, settings.colours)
        writer = Writer(session, "go-draw", code)
        for b in drawn.boards:
            g = Game(StartNo(b.white), StartNo(b.black), round=number)
            writer.put("game", _game_key(code, g), game_values(g))
        _put_round(writer, code, replace(r, seed=seed, bye=drawn.bye, boards=drawn.boards, bye_reason=drawn.bye_reason))
    text = tr_plural("go.done.drawn", len(drawn.boards), code=code, number=number, seed=seed, count=len(drawn.boards))
    return Changes("go-draw", frozenset({code}), text + _bye_text(drawn.bye), writer.batch)


def _bye_text(bye: int | None) -> str:
    """", bye 7" after the boards of a drawn round, or nothing."""
    return tr("go.done.bye", bye=bye) if bye is not None else ""


def _round_robin_round(session: Session, event: GoEvent, number: int) -> Changes:
    """Round `number` of a round robin from Schurig's table [003 §3.2.1], the excused players' games
    postponed or lost by default, the withdrawn players' not drawn or lost by default
    (rules.go.round_robin); there is no lot, the seed is recorded as 0."""
    data, code, r = event.data, event.data.tournament.code, event.round(number)
    numbers = [e.no for e in data.entries]
    length = table_length(len(numbers), data.tournament.rounds)
    if number > length:  # a round count set above the table's
        raise RoundRefused(tr("go.refused.round_robin_length", code=code, players=len(numbers), length=length, number=number))
    scores = {c.no: c.score for c in contenders(data, event.rounds, number)}
    withdrawn = frozenset(e.no for e in data.entries if e.withdrawal is not None)
    settings = GoSettings.of(data.tournament)
    table = draw_table_round(numbers, number, r.excused, settings.excused_game, scores, withdrawn, settings.withdrawn_game)
    stored = {(g.white, g.black, g.round) for g in data.games}
    for g in table.games:  # games stored without their rounds: never overwrite a result
        if (g.white, g.black, g.round) in stored:
            raise RoundRefused(tr("go.refused.stored_undrawn", code=code, white=g.white, black=g.black, number=number))
    writer = Writer(session, "go-draw", code)
    for g in table.games:
        writer.put("game", _game_key(code, g), game_values(g))
    _put_round(writer, code, replace(r, seed=0, bye=table.bye, boards=table.boards, bye_reason=table.bye_reason))
    text = tr_plural("go.done.drawn_table", len(table.boards), code=code, number=number, count=len(table.boards))
    return Changes("go-draw", frozenset({code}), text + _bye_text(table.bye), writer.batch)


def _knockout_round(event: GoEvent, number: int, seed: int) -> GoRound:
    """Round `number` of a knockout [003 §3.1.4]: round 1 from the bracket of the players seeded by
    rank (equal ranks by lot [003 §3.2.1]) or, made from groups, in their seed order; later rounds
    from the bracket replayed with the results, placing matches by the setting `go_placing`."""
    data, code = event.data, event.data.tournament.code
    if event.round(number).excused:
        raise RoundRefused(tr("go.refused.knockout_excuse", code=code))
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
            raise RoundRefused(tr("go.refused.no_winner", code=code, board=state.undecided[0], previous=number - 1))
        if not state.active:
            raise RoundRefused(tr("go.refused.after_final", code=code, previous=number - 1))
        for k, replayed in enumerate(state.rounds[1:], start=2):
            if {(b.white, b.black) for b in event.round(k).boards} != {(m.white, m.black) for m in replayed if m.black}:
                raise RoundRefused(tr("go.refused.placing_changed", code=code, round=k))
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
        raise RoundRefused(tr("go.refused.not_drawn", code=event.data.tournament.code, number=number))
    defaults = {(b.white, b.black) for b in r.boards if b.reason.why in (Why.DEFAULT, Why.WITHDRAWN)}  # results of the draw itself
    if any((g.result is not Result.RUNNING or g.flag is not None) and (g.white, g.black) not in defaults
           for g in _games_of(event.data, number)):
        raise RoundRefused(tr("go.refused.has_results", code=event.data.tournament.code, number=number, what=what))


def undo_draw(db: Database, code: str, number: int) -> Changes:
    """Take back the draw of round `number` (the last one drawn) while none of its results is in;
    the excuses stay."""
    with db.transaction() as session:
        event = _event(session, code)
        if number != event.last_drawn:
            raise RoundRefused(tr("go.refused.undo_not_last", code=code, last=event.last_drawn))
        _refuse_if_played(event, number, tr("go.refused.what.undraw"))
        writer = Writer(session, "go-undraw", code)
        for g in _games_of(event.data, number):
            writer.delete("game", _game_key(code, g))
        _put_round(writer, code, GoRound(number, event.round(number).excused))
    return Changes("go-undraw", frozenset({code}), tr("go.done.undrawn", code=code, number=number), writer.batch)


def swap(db: Database, code: str, number: int, a: int, b: int) -> Changes:
    """The TD exchanges players `a` and `b` of round `number` between their boards (either may be
    the bye); both changed pairings are marked as swapped by hand. Refused when it would pair two
    players who have met, or once a result of the round is in."""
    with db.transaction() as session:
        event = _event(session, code)
        _refuse_if_played(event, number, tr("go.refused.what.swap"))
        if event.data.tournament.system is PairingSystem.KNOCKOUT:
            raise RoundRefused(tr("go.refused.swap_knockout", code=code))
        if event.data.tournament.system is PairingSystem.ROUND_ROBIN:
            raise RoundRefused(tr("go.refused.swap_round_robin", code=code))
        r = event.round(number)
        where = {no: k for k, bd in enumerate(r.boards) for no in (bd.white, bd.black)}
        if r.bye is not None:
            where[r.bye] = -1
        for no in (a, b):
            if no not in where:
                raise RoundRefused(tr("go.refused.swap_not_drawn", code=code, no=no, number=number))
        if where[a] == where[b]:
            raise RoundRefused(tr("go.refused.swap_same_board", code=code, a=a, b=b, number=number))
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
                raise RoundRefused(tr("go.refused.swap_met", code=code, white=bd.white, black=bd.black))
        writer = Writer(session, "go-swap", code)
        for g in _games_of(event.data, number):
            writer.delete("game", _game_key(code, g))
        for bd in boards:
            g = Game(StartNo(bd.white), StartNo(bd.black), round=number)
            writer.put("game", _game_key(code, g), game_values(g))
        bye_reason = r.bye_reason if bye == r.bye or bye is None else Reason(Why.SWAPPED, score[bye])
        _put_round(writer, code, replace(r, boards=tuple(boards), bye=bye, bye_reason=bye_reason))
    return Changes("go-swap", frozenset({code}), tr("go.done.swapped", code=code, number=number, a=a, b=b), writer.batch)


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
