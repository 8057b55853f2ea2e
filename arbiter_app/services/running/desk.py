"""Today's desk: what needs the arbiter on a day, for every tournament of the database (issue 45,
item 5): adjudications and claims by their deadlines, games in play past the end date, substitute
deadlines, boards not started, bonds to return, bars ending. The rules are rules.desk; the facts are
read in a dozen queries (services.running.desk_facts), so that a season's hundreds of tournaments
are read as quickly as a few. Each item says where it is handled (`place`), for the window to open it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from datetime import date
from typing import Any, Callable

from ...i18n import date_text, tr, tr_sex
from ...rules.chess.adjudication_cases import AdjudicationCase
from ...rules.chess.claims import Claim, decision_days
from ...rules.chess.substitutes import UnstartedBoard, unstarted_boards
from ...rules.desk import (
    Due,
    DueKind,
    DueState,
    adjudication_due,
    bond_due,
    claim_dues,
    event_finished,
    finished_on,
    forfeit_substitute_due,
    order_key,
    running_after_end,
    sanction_end_due,
    unstarted_due,
    withdrawal_substitute_due,
)
from ...rules.model import Tournament, TournamentData
from ...storage import reading
from ..database import Database
from . import desk_facts as facts
from .desk_facts import GameKey, Named

WITHIN_DEFAULT = 30
"""Days ahead the desk looks for deadlines coming (`--within`)."""
Place = tuple[Any, ...]
"""Where an item is handled: ("adjudication", code, game), ("claim", code, game), ("game", code, game),
("entry", code, no), ("unstarted", code, no) or ("sanction", player_id); a game is (white, black, round)."""


class DeskRefused(ValueError):
    """The desk cannot be shown as asked; the message names what."""


@dataclass(frozen=True)
class DueItem:
    """One thing that needs the arbiter, worded in the interface language."""

    kind: DueKind
    code: str | None
    """The tournament it concerns; None for a bar, which follows the player."""
    player_id: str | None
    player_name: str | None
    game: GameKey | None
    since: date
    deadline: date
    state: DueState
    text: str
    place: Place


@dataclass(frozen=True)
class _Draft:
    """An item whose words wait for the names, read once for all items."""

    due: Due
    tid: int | None
    make: Callable[[_Words, Due], DueItem]


class _Words:
    """The names the items speak of: entries' players by (tournament id, number), teams."""

    def __init__(self, events: dict[int, Tournament], names: dict[tuple[int, int], Named], teams: dict[tuple[int, int], str]):
        self.events, self.names, self.teams = events, names, teams

    def player(self, tid: int, no: int) -> Named:
        return self.names.get((tid, no)) or Named("", str(no), "m")

    def numbered(self, tid: int, no: int) -> str:
        return f"{no} {self.player(tid, no).name}"

    def game(self, tid: int, key: GameKey) -> str:
        white, black, rnd = key
        text = f"{self.numbered(tid, white)} – {self.numbered(tid, black)}"
        if rnd <= 1:
            return text
        return tr("desk.game.round" if self.events[tid].round_by_round else "desk.game.cycle", game=text, round=rnd)

    def team(self, tid: int, no: int | None) -> str:
        return self.teams.get((tid, no), str(no)) if no is not None else "?"


def due_items(db: Database, on: date, within_days: int = WITHIN_DEFAULT) -> list[DueItem]:
    """Every item of every tournament due by `on` or within `within_days` after it, overdue first,
    then by deadline (rules.desk)."""
    if within_days < 0:
        raise DeskRefused(tr("desk.refused.within", days=within_days))
    with db.connection() as conn:
        return _Desk(conn, on, within_days).items()


def item_object(item: DueItem) -> dict[str, Any]:
    """An item as `due --json` writes it."""
    game = None if item.game is None else dict(zip(("white", "black", "round"), item.game))
    player = None if item.player_id is None else {"id": item.player_id, "name": item.player_name}
    place = [list(p) if isinstance(p, tuple) else p for p in item.place]
    return {"kind": item.kind.value, "tournament": item.code, "player": player, "game": game,
            "since": item.since.isoformat(), "deadline": item.deadline.isoformat(), "state": item.state.value,
            "text": item.text, "place": place}


class _Desk:
    def __init__(self, conn: facts.Connection, on: date, within_days: int):
        self.conn, self.on, self.within = conn, on, within_days
        self.events = facts.tournaments(conn)
        self.ids = {t.code: tid for tid, t in self.events.items()}
        self.counts = facts.game_counts(conn)

    def items(self) -> list[DueItem]:
        cases = facts.open_cases(self.conn)
        drafts = [*self._adjudications(cases), *self._claims(), *self._running({(tid, (c.white, c.black, c.round)) for tid, c in cases}),
                  *self._withdrawn(), *self._unstarted(), *self._sanctions()]
        tids = {d.tid for d in drafts if d.tid is not None}
        words = _Words(self.events, facts.entry_names(self.conn, tids), facts.team_names(self.conn, tids))
        made = sorted(((d.due, d.make(words, d.due)) for d in drafts),
                      key=lambda pair: (*order_key(pair[0]), pair[1].code or "", pair[1].game or (), pair[1].text))
        return [item for _due, item in made]

    # --- the items, kind by kind ------------------------------------------------------------------

    def _adjudications(self, cases: list[tuple[int, AdjudicationCase]]) -> list[_Draft]:
        drafts = []
        for tid, case in cases:
            due = adjudication_due(case, self.events[tid].settings, self.on, self.within)
            if due is not None:
                drafts.append(_Draft(due, tid, partial(self._case_item, tid=tid, case=case)))
        return drafts

    def _case_item(self, w: _Words, due: Due, tid: int, case: AdjudicationCase) -> DueItem:
        key = (case.white, case.black, case.round)
        if due.kind is DueKind.DECISION:
            text = tr("desk.text.decision", game=w.game(tid, key), since=date_text(due.since))
        else:
            missing = [w.player(tid, no).name for no, got in ((case.white, case.analysis_white), (case.black, case.analysis_black))
                       if got is None]
            names = tr("desk.missing.both", white=missing[0], black=missing[1]) if len(missing) == 2 else missing[0]
            text = tr("desk.text.analyses", game=w.game(tid, key), missing=names, deadline=date_text(due.deadline))
        return self._item(due, tid, text, ("adjudication", self.events[tid].code, key), game=key)

    def _claims(self) -> list[_Draft]:
        replaced = facts.replaced(self.conn)
        drafts = []
        for tid, claim in facts.open_claims(self.conn):
            period = decision_days(TournamentData(self.events[tid], (), ()))
            for due in claim_dues(claim, period, self.on, self.within):
                drafts.append(_Draft(due, tid, partial(self._claim_item, tid=tid, claim=claim)))
            forfeit = forfeit_substitute_due(claim, (tid, claim.against) in replaced, self.on, self.within)
            if forfeit is not None:
                drafts.append(_Draft(forfeit, tid, partial(self._forfeit_item, tid=tid, claim=claim)))
        return drafts

    def _claim_item(self, w: _Words, due: Due, tid: int, claim: Claim) -> DueItem:
        key = (claim.white, claim.black, claim.round)
        game, deadline = w.game(tid, key), date_text(due.deadline)
        if due.kind is DueKind.APPEAL:
            text = tr("desk.text.appeal", seq=claim.seq, game=game, deadline=deadline)
        else:
            text = tr("desk.text.claim", seq=claim.seq, game=game, deadline=deadline, kind=tr(f"desk.claim.{claim.kind.value}"),
                      claimant=w.player(tid, claim.claimant).name)
        return self._item(due, tid, text, ("claim", self.events[tid].code, key), game=key)

    def _forfeit_item(self, w: _Words, due: Due, tid: int, claim: Claim) -> DueItem:
        key = (claim.white, claim.black, claim.round)
        player = w.player(tid, claim.against)
        text = tr("desk.text.forfeit_substitute", name=player.name, game=w.game(tid, key), team=w.team(tid, player.team),
                  deadline=date_text(due.deadline))
        return self._item(due, tid, text, ("entry", self.events[tid].code, claim.against), player=player, game=key)

    def _running(self, in_adjudication: set[tuple[int, GameKey]]) -> list[_Draft]:
        drafts = []
        for tid, key in facts.running_after_end(self.conn, self.on):
            due = running_after_end(self.events[tid].end_date, self.on)
            if due is not None and (tid, key) not in in_adjudication:
                drafts.append(_Draft(due, tid, partial(self._running_item, tid=tid, key=key)))
        return drafts

    def _running_item(self, w: _Words, due: Due, tid: int, key: GameKey) -> DueItem:
        text = tr("desk.text.running", game=w.game(tid, key), deadline=date_text(due.deadline))
        return self._item(due, tid, text, ("game", self.events[tid].code, key), game=key)

    def _withdrawn(self) -> list[_Draft]:
        drafts = []
        for left in facts.withdrawn_unreplaced(self.conn):
            due = withdrawal_substitute_due(self.events[left.tournament_id].organiser, left.withdrawn, self.on, self.within)
            if due is not None:
                drafts.append(_Draft(due, left.tournament_id, partial(self._withdrawn_item, left=left)))
        return drafts

    def _withdrawn_item(self, w: _Words, due: Due, left: facts.Withdrawn) -> DueItem:
        tid = left.tournament_id
        player = w.player(tid, left.no)
        text = tr_sex("desk.text.substitute", player.sex, name=player.name, since=date_text(due.since),
                      team=w.team(tid, player.team), deadline=date_text(due.deadline))
        return self._item(due, tid, text, ("entry", self.events[tid].code, left.no), player=player)

    def _unstarted(self) -> list[_Draft]:
        """The boards of the team events still in play whose period passed (rules.chess.substitutes);
        a board whose games are all lost by him already is settled."""
        drafts = []
        for tid, t in self.events.items():
            counts = self.counts.get(tid)
            if not t.team_event or t.start_date is None or counts is None or not counts.in_play:
                continue
            due = unstarted_due(t.organiser, t.start_date, self.on)
            if due is None or due.state is not DueState.OVERDUE:
                continue
            for board in unstarted_boards(reading.load_tournament(self.conn, t.code), self.on):
                if board.forfeits:
                    drafts.append(_Draft(due, tid, partial(self._unstarted_item, tid=tid, board=board)))
        return drafts

    def _unstarted_item(self, w: _Words, due: Due, tid: int, board: UnstartedBoard) -> DueItem:
        player = w.player(tid, board.no)
        key = "desk.text.unstarted" if board.not_started else "desk.text.unstarted_unknown"
        text = tr_sex(key, player.sex, team=w.team(tid, board.team), board=board.board, name=player.name,
                      deadline=date_text(due.deadline))
        return self._item(due, tid, text, ("unstarted", self.events[tid].code, board.no), player=player)

    def _sanctions(self) -> list[_Draft]:
        rows = facts.sanctions(self.conn, self.on)
        people = reading.players_by_id(self.conn, {r.player_id for r in rows})
        bonds = [r for r in rows if r.kind == "bond"]
        withdrew = facts.withdrawals_of(self.conn, {r.player_id for r in bonds})
        drafts = []
        for row in rows:
            player = people.get(row.player_id)
            named = Named(row.player_id, player.name if player else row.player_id, player.sex.value if player else "m")
            if row.kind == "bond":
                due = self._bond(row, withdrew)
                event = row.bond_event
            else:
                due = sanction_end_due(facts.day(row.since), facts.day(row.until), facts.day(row.lifted), self.on, self.within)  # type: ignore[arg-type]
                event = None
            if due is not None:
                drafts.append(_Draft(due, None, partial(self._sanction_item, row=row, player=named, event=event)))
        return drafts

    def _bond(self, row: Any, withdrew: set[tuple[int, str]]) -> Due | None:
        """A paid bond whose event is here and finished, the player not withdrawn there."""
        tid = self.ids.get(row.bond_event)
        counts = self.counts.get(tid) if tid is not None else None
        if tid is None or counts is None or not event_finished(counts.games, counts.remaining) or (tid, row.player_id) in withdrew:
            return None
        return bond_due(finished_on(counts.last_ended, self.events[tid].end_date, self.on), self.on)

    def _sanction_item(self, _w: _Words, due: Due, row: Any, player: Named, event: str | None) -> DueItem:
        if due.kind is DueKind.BOND:
            text = tr("desk.text.bond", name=player.name, event=event, since=date_text(due.since))
        else:
            text = tr("desk.text.sanction_end", sanction=tr(f"desk.sanction.{row.kind}"), name=player.name,
                      deadline=date_text(due.deadline))
        return DueItem(due.kind, event, player.id, player.name, None, due.since, due.deadline, due.state, text,
                       ("sanction", player.id))

    # --- helpers ----------------------------------------------------------------------------------

    def _item(self, due: Due, tid: int, text: str, place: Place, *, player: Named | None = None, game: GameKey | None = None) -> DueItem:
        named = player if player is not None and player.id else None  # an entry without its player names nobody
        return DueItem(due.kind, self.events[tid].code, named.id if named else None, named.name if named else None, game,
                       due.since, due.deadline, due.state, text, place)
