"""A go event's lists in words: the wall list (standings with each round's opponent and result
[003 §3.3]) and the pairing list of a round with the reason of each pairing, handicap and komi; as
data for the window and the command line, and as the printed documents."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING


from ...i18n import decimal_text, tr, tr_plural, tr_sex
from ...rules.go.event import GoSettings, go_standings
from ...rules.go.round import GoRound
from ...rules.go.groups import origins
from ...rules.go.placing import knockout_state
from ...rules.go.pairing import Board, Reason, Why
from ...rules.names import name_list
from ...rules.model import Entry, Flag, Game, PairingSystem, Result, Sex, TournamentData
from ...rules.standings import Standings
from ...rules.results import points
from ...reports.views import PairingListView, WallListView
from ..crosstable import format_halves, format_points
from ..database import Database
from ..results import result_code
from ..documents.common import document_language, ordinal, tournament_header
from .rounds import GoEvent, RoundRefused, komi, load_event, stones

if TYPE_CHECKING:
    from ...reports.layout import Out, PageSize


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
    return wall_list_of(load_event(db, code), after)


def wall_list_of(event: GoEvent, after: int | None = None, standings: Standings | None = None) -> WallList:
    """`wall_list` of an event already read; `standings`: its standings after round `after`, when
    the caller has them already (a web page explains them too)."""
    code = event.data.tournament.code
    rounds = event.last_drawn if after is None else min(after, event.last_drawn)
    data = replace(event.data, games=tuple(g for g in event.data.games if (g.round or 0) <= rounds))
    table = standings or go_standings(data, [r for r in event.rounds if r.number <= rounds])
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


def pairing_list_view(db: Database, code: str, number: int, lang: str | None = None,
                      reasons: bool = False) -> PairingListView:
    """The printed pairing list of round `number`: boards, results so far, the komi (each board's with
    its stones in a handicap event), bye, excused, seed; the reasons printed when `reasons`."""
    return pairing_list_of(load_event(db, code), number, lang, reasons)


def pairing_list_of(event: GoEvent, number: int, lang: str | None = None, reasons: bool = False) -> PairingListView:
    """`pairing_list_view` of an event already read (a web page shows every round of one reading)."""
    code = event.data.tournament.code
    r = event.round(number)
    if not r.drawn:
        raise RoundRefused(tr("go.refused.not_drawn", code=code, number=number))
    language = document_language(event.data.tournament, lang)
    names = player_labels(event.data)
    games: dict[tuple[int, int], Game] = {(g.white, g.black): g for g in event.data.games if g.round == number}
    sexes: dict[int, Sex] = {e.no: e.player.sex for e in event.data.entries}
    boards = tuple(
        (str(b.board), names[b.white], names[b.black],
         "" if games[(b.white, b.black)].result is Result.RUNNING else result_code(games[(b.white, b.black)]),
         reason_text(b.reason, language, sexes))
        for b in r.boards
    )
    free = ([names[r.bye]] if r.bye is not None else []) + pass_names(event, number, names, language)
    bye = f"{tr('go.bye', language)}: {', '.join(free)}" if free else ""
    excused = f"{tr('go.excused', language)}: {name_list(names[no] for no in sorted(r.excused))}" if r.excused else ""
    even = GoSettings.of(event.data.tournament).handicap_reduction is None
    handicaps = () if even else tuple((str(stones(event, b)), komi_text(event, b, language)) for b in r.boards)
    even_komi = komi_text(event, r.boards[0], language) if even and r.boards else ""
    return PairingListView(tournament_header(event.data, language), number, event.lot(number), boards, bye, excused, handicaps,
                           even_komi, reasons)


def wall_list_view(db: Database, code: str, lang: str | None = None, after: int | None = None) -> WallListView:
    return wall_list_view_of(load_event(db, code), lang, after)


def wall_list_view_of(event: GoEvent, lang: str | None = None, after: int | None = None,
                      standings: Standings | None = None) -> WallListView:
    """`wall_list_view` of an event already read (`standings` as `wall_list_of` takes them)."""
    wall = wall_list_of(event, after, standings)
    t = event.data.tournament
    language = document_language(t, lang)
    heading = tr("go.mm" if t.system is PairingSystem.MCMAHON else "go.score", language)
    lines = tuple(
        (str(line.num), line.place, line.label, line.rank, line.club, *line.cells, format_points(line.score),
         *["" if c in line.not_applied else format_halves(v, language) for c, v in zip(wall.criteria, line.tiebreaks)])
        for line in wall.lines
    )
    return WallListView(tournament_header(event.data, language), wall.rounds, heading, wall.criteria, lines)


def print_pairing_list(db: Database, code: str, number: int, out: Out, lang: str | None = None,
                       pagesize: PageSize | None = None, reasons: bool = False) -> None:
    """The pairing list as PDF (A4 unless `pagesize`); ReportLab is loaded by printing only."""
    from reportlab.lib.pagesizes import A4

    from ...reports.go_lists import render_pairing_list

    render_pairing_list(pairing_list_view(db, code, number, lang, reasons), out, pagesize or A4)


def print_wall_list(db: Database, code: str, out: Out, lang: str | None = None, after: int | None = None) -> None:
    """The wall list as PDF; ReportLab is loaded by printing only."""
    from ...reports.go_lists import render_wall_list

    render_wall_list(wall_list_view(db, code, lang, after), out)
