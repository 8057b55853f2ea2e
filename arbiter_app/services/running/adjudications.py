"""Adjudications as a process [000 §7.3a; 001 §8.3]: a case per game sent to adjudication, from the
request for the players' analyses to the decision, which enters the game's result with the flag A.

The rules are rules.chess.adjudication_cases. Each arbiter's step is one audited batch (undo takes
it back whole); opening a case sets the flag A on the game in the same batch, and a decision writes
the result and closes the case together. `open_cases` and `record_decision` write into a batch the
caller owns: the withdrawal service opens the cases of the games an accepted withdrawal sends to
adjudication, and closes one when the arbiter enters an adjudication there.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any, Iterator, Literal, Mapping, Sequence

from ...i18n import date_text, tr, tr_plural
from ...rules.chess.adjudication_cases import (
    AdjudicationCase,
    AdjudicationRefused,
    Cause,
    CaseState,
    analyses_deadline,
    case_state,
    decided_game,
    end_date_games,
    sent_to_adjudication,
)
from ...rules.model import Game, Result, TournamentData
from ...storage import reading
from ...storage.driver import driver_rows
from ...storage.mappers import game_values
from ...storage.writer import Writer
from .. import tournaments
from ..database import Changes, Database
from ..results import ResultRefused, find_game

if TYPE_CHECKING:
    from ...reports.layout import Out

ENTITY = "adjudication"
OPEN, END_DATE, SET, ANALYSIS, DECIDE = (
    "adjudication-open", "adjudication-end-date", "adjudication-set", "adjudication-analysis", "adjudication-decide")
"""The kinds of action in the audit log (history.kind.*)."""
Side = Literal["white", "black"]
_COLUMNS = ("white", "black", "round", "cause", "requested", "adjudicator", "analyses_due", "analysis_white",
            "analysis_black", "decision", "decided", "note")


@dataclass(frozen=True)
class CaseLine:
    """A case as the list shows it: its event, the game with the players' names, and its state."""

    code: str
    case: AdjudicationCase
    white_name: str
    black_name: str
    moves: int | None
    """The moves played in the game, if known."""
    state: CaseState


# --- inside a batch the caller owns ----------------------------------------------------------------


def open_cases(writer: Writer, code: str, games: Sequence[Game], cause: str, on: date, settings: Mapping[str, object]) -> None:
    """A case for each of `games` that has none yet, requested on `on`, the analyses due after the
    days of the setting `adjudication_analyses_days` [000 §7.3a]; the games' flags are the caller's."""
    reason = Cause.parse(cause)
    for game in games:
        key = _key(code, game.white, game.black, game.round or 1)
        if writer.find(ENTITY, key) is None:
            writer.put(ENTITY, key, _values(_new_case(game, reason, on, settings)))


def record_decision(writer: Writer, code: str, white: int, black: int, round: int, result: Result, on: date) -> None:
    """Close the case of the game, if it has one: the decision and its day (the game's result is the caller's)."""
    key = _key(code, white, black, round)
    if writer.find(ENTITY, key) is not None:
        writer.put(ENTITY, key, {"decision": result.value, "decided": on})


# --- the arbiter's steps, each one batch ----------------------------------------------------------


def open_case(db: Database, code: str, white: int, black: int, *, round: int | None = None, on: date | None = None,
              adjudicator: str = "") -> Changes:
    """Send the game to adjudication by hand: the flag A on the game and a case requested on `on`
    (default today), with the adjudicator if named."""
    day = on or date.today()
    with _batch(db, OPEN, code) as (writer, data):
        game = _game(data, code, white, black, round)
        key = _key(code, white, black, game.round or 1)
        existing = writer.find(ENTITY, key)
        if existing is not None:
            raise AdjudicationRefused("adjudications.refused.already_open", code=code, white=white, black=black,
                                      requested=date_text(existing["requested"]))
        case = _new_case(game, Cause.BY_HAND, day, data.tournament.settings, adjudicator.strip())
        _put_game(writer, code, sent_to_adjudication(game))
        writer.put(ENTITY, key, _values(case))
    return Changes(OPEN, frozenset({code}), tr("adjudications.done.open", code=code, white=white, black=black,
                                               due=date_text(case.analyses_due)), writer.batch)


def open_end_date_cases(db: Database, code: str, on: date | None = None) -> Changes:
    """At the end date (standard time control; never in the three-block system [004 Art. I (3)]):
    every game still running gets the flag A and a case with the cause "end_date", in one batch."""
    day = on or date.today()
    with _batch(db, END_DATE, code) as (writer, data):
        games = end_date_games(data, day)
        new = [g for g in games if writer.find(ENTITY, _key(code, g.white, g.black, g.round or 1)) is None]
        if not new:
            raise AdjudicationRefused("adjudications.refused.end_date_none", code=code)
        for game in new:
            _put_game(writer, code, sent_to_adjudication(game))
        open_cases(writer, code, new, Cause.END_DATE.value, day, data.tournament.settings)
    return Changes(END_DATE, frozenset({code}), tr_plural("adjudications.done.end_date", len(new), code=code, count=len(new)),
                   writer.batch)


def set_case(db: Database, code: str, white: int, black: int, *, round: int | None = None, adjudicator: str | None = None,
             due: date | None = None, note: str | None = None) -> Changes:
    """Name the adjudicator, move the analyses' deadline or write a note (each only when given)."""
    with _batch(db, SET, code) as (writer, data):
        key, case = _case(writer, data, code, white, black, round)
        if due is not None and due < case.requested:
            raise AdjudicationRefused("adjudications.refused.due_before_request", due=date_text(due),
                                      requested=date_text(case.requested))
        given = {"adjudicator": None if adjudicator is None else adjudicator.strip(), "analyses_due": due,
                 "note": None if note is None else note.strip()}
        if not writer.put(ENTITY, key, {name: value for name, value in given.items() if value is not None}):
            raise AdjudicationRefused("adjudications.refused.unchanged", code=code, white=white, black=black)
    return Changes(SET, frozenset({code}), tr("adjudications.done.set", code=code, white=white, black=black), writer.batch)


def record_analysis(db: Database, code: str, white: int, black: int, side: Side, *, round: int | None = None,
                    on: date | None = None) -> Changes:
    """White's or Black's analysis arrived on `on` (default today)."""
    day = on or date.today()
    if side not in ("white", "black"):
        raise AdjudicationRefused("adjudications.refused.side", side=side)
    with _batch(db, ANALYSIS, code) as (writer, data):
        key, case = _case(writer, data, code, white, black, round)
        if day < case.requested:
            raise AdjudicationRefused("adjudications.refused.analysis_before_request", on=date_text(day),
                                      requested=date_text(case.requested))
        if not writer.put(ENTITY, key, {f"analysis_{side}": day}):
            raise AdjudicationRefused("adjudications.refused.unchanged", code=code, white=white, black=black)
    return Changes(ANALYSIS, frozenset({code}), tr(f"adjudications.done.analysis.{side}", code=code, white=white, black=black,
                                                   on=date_text(day)), writer.batch)


def decide(db: Database, code: str, white: int, black: int, result: Result, *, round: int | None = None,
           on: date | None = None) -> Changes:
    """The adjudicator's decision: the game's result with the flag A [000 §7.3a] and the case closed,
    in one batch (one undo takes both back). A decided case may be decided again (an appeal)."""
    day = on or date.today()
    with _batch(db, DECIDE, code) as (writer, data):
        game = _game(data, code, white, black, round)
        _case(writer, data, code, white, black, game.round)
        _put_game(writer, code, decided_game(game, result, day))
        record_decision(writer, code, white, black, game.round or 1, result, day)
    return Changes(DECIDE, frozenset({code}), tr("adjudications.done.decide", code=code, white=white, black=black,
                                                 result=result.value, on=date_text(day)), writer.batch)


# --- reading ---------------------------------------------------------------------------------------


def list_cases(db: Database, code: str | None = None, on: date | None = None) -> list[CaseLine]:
    """The cases of every event (or of `code`), by event and request, with their state on `on` (default today)."""
    day = on or date.today()
    where, parameters = ("WHERE t.code = ?", [code]) if code is not None else ("", [])
    lines: list[CaseLine] = []
    with db.connection() as conn:
        if code is not None:
            reading.load_tournament(conn, code)  # an unknown code is refused by name
        rows = driver_rows(conn, f"SELECT t.code, {', '.join('a.' + c for c in _COLUMNS)} FROM adjudication_case a"
                                 f" JOIN tournament t ON t.id = a.tournament_id {where}"
                                 " ORDER BY t.code, a.requested, a.white, a.black, a.round", parameters)
        groups: dict[str, TournamentData] = {}
        for row in rows:
            data = groups.get(row[0]) or groups.setdefault(row[0], reading.load_tournament(conn, row[0]))
            case = case_from_values(dict(zip(_COLUMNS, row[1:])))
            lines.append(case_line(data, case, day))
    return lines


def find_case(db: Database, code: str, white: int, black: int, round: int | None = None, on: date | None = None) -> CaseLine:
    """The case of the game `white`-`black` (of cycle `round`, when given); refused when it has none."""
    found = [line for line in list_cases(db, code, on) if (line.case.white, line.case.black) == (white, black)
             and round in (None, line.case.round)]
    if not found:
        raise AdjudicationRefused("adjudications.refused.no_case", code=code, white=white, black=black)
    return found[0]


def print_letter(db: Database, code: str, white: int, black: int, kind: str, out: Out, *, round: int | None = None,
                 lang: str | None = None) -> list[str]:
    """Print the letter `kind` ("request" or "decision") of the game's case to `out` (a path is checked
    and replaced only once written whole: services.output.writing), in the event's language unless
    `lang` is given; the warnings of names with characters no bundled font has."""
    from ...reports.letters.adjudication import render_adjudication_letter  # ReportLab: when a letter is printed
    from ..documents.adjudication_letters import adjudication_letter_of
    from ..documents.common import writing
    from ..printing import unshown_warnings

    line = find_case(db, code, white, black, round)
    view = adjudication_letter_of(tournaments.load(db, code), line.case, kind, line.moves, lang)
    with writing(out) as target:
        return unshown_warnings(lambda: render_adjudication_letter(view, target))


def letter_file_name(code: str, white: int, black: int, kind: str) -> str:
    """"CZE_SF_2025-B_adjudication-request_3-6.pdf"."""
    from ..documents.common import default_file_name

    return default_file_name(f"adjudication-{kind}_{white}-{black}", code)


def case_line(data: TournamentData, case: AdjudicationCase, on: date) -> CaseLine:
    game = find_game(data, case.white, case.black, case.round)
    return CaseLine(data.tournament.code, case, _name(data, case.white), _name(data, case.black),
                    game.moves if game is not None else None, case_state(case, on))


def analyses_text(case: AdjudicationCase) -> str:
    """"W 2026-03-02 · B –": the day each player's analysis arrived, in the interface's words."""
    return " · ".join(f"{tr(f'adjudications.side.{side}')} {date_text(day) or '–'}"
                      for side, day in (("white", case.analysis_white), ("black", case.analysis_black)))


def case_object(line: CaseLine) -> dict[str, Any]:
    """A case for `adjudications --json`: the row's fields (dates ISO), the event, names and state."""
    c = line.case
    return {
        "tournament": line.code, "white": c.white, "black": c.black, "round": c.round,
        "white_name": line.white_name, "black_name": line.black_name, "moves": line.moves,
        "cause": c.cause.value, "requested": c.requested.isoformat(), "adjudicator": c.adjudicator,
        "analyses_due": _iso(c.analyses_due), "analysis_white": _iso(c.analysis_white), "analysis_black": _iso(c.analysis_black),
        "state": line.state.value, "decision": c.decision.value if c.decision else None, "decided": _iso(c.decided),
        "note": c.note,
    }


def case_from_values(values: Mapping[str, Any]) -> AdjudicationCase:
    """A case from a row's values (the Writer's, or a query's: dates as ISO text on SQLite's driver)."""
    return AdjudicationCase(
        white=values["white"], black=values["black"], round=values["round"], cause=Cause.parse(values["cause"]),
        requested=_day(values["requested"]), adjudicator=values["adjudicator"] or "",  # type: ignore[arg-type]
        analyses_due=_day(values["analyses_due"]), analysis_white=_day(values["analysis_white"]),
        analysis_black=_day(values["analysis_black"]), decision=Result.parse_optional(values["decision"]),
        decided=_day(values["decided"]), note=values["note"] or "",
    )


# --- helpers ---------------------------------------------------------------------------------------


@contextmanager
def _batch(db: Database, action: str, code: str) -> Iterator[tuple[Writer, TournamentData]]:
    """One arbiter's step: a writing transaction on the driver, its Writer and the group as it is."""
    with db.writing() as conn:
        yield Writer(conn, action, code, actor=db.actor), reading.load_tournament(conn, code)


def _key(code: str, white: int, black: int, round: int) -> dict[str, object]:
    return {"tournament": code, "white": white, "black": black, "round": round}


def _new_case(game: Game, cause: Cause, on: date, settings: Mapping[str, object], adjudicator: str = "") -> AdjudicationCase:
    return AdjudicationCase(game.white, game.black, game.round or 1, cause, on, adjudicator, analyses_deadline(on, settings))


def _values(case: AdjudicationCase) -> dict[str, object]:
    return {
        "cause": case.cause.value, "requested": case.requested, "adjudicator": case.adjudicator,
        "analyses_due": case.analyses_due, "analysis_white": case.analysis_white, "analysis_black": case.analysis_black,
        "decision": case.decision.value if case.decision else None, "decided": case.decided, "note": case.note,
    }


def _game(data: TournamentData, code: str, white: int, black: int, round: int | None) -> Game:
    game = find_game(data, white, black, round)
    if game is None:
        raise ResultRefused(tr("results.refused.no_game", code=code, white=white, black=black))
    return game


def _case(writer: Writer, data: TournamentData, code: str, white: int, black: int,
          round: int | None) -> tuple[dict[str, object], AdjudicationCase]:
    """The key and the case of the game; refused when it has none."""
    game = _game(data, code, white, black, round)
    key = _key(code, white, black, game.round or 1)
    values = writer.find(ENTITY, key)
    if values is None:
        raise AdjudicationRefused("adjudications.refused.no_case", code=code, white=white, black=black)
    return key, case_from_values(values)


def _put_game(writer: Writer, code: str, game: Game) -> None:
    writer.put("game", _key(code, game.white, game.black, game.round or 1), game_values(game))


def _name(data: TournamentData, no: int) -> str:
    return next((e.name for e in data.entries if e.no == no), "")


def _day(value: object) -> date | None:
    return date.fromisoformat(value) if isinstance(value, str) else value  # type: ignore[return-value]


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None

