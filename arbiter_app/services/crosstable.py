"""The crosstable as the arbiter reads it: one line per player in starting order, one cell per
opponent (two in a double round robin: the row player with White, then with Black), then Score,
the rule set's tie-break values, RG and Place (DOMAIN.md §1). The CLI, the GUI and the reports
all show this one view. A team event's game between two players of one team (an earlier version let
one in) keeps its cell but counts for nobody, as in the team standings, and is named in `problems`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ..i18n import date_text, decimal_text, tr
from ..rules.model import Entry, Game, RatingKind, TournamentData
from ..rules.results import cell_text
from ..rules.standings import Contribution, StandingRow, Standings, compute_standings, explain


RATING_MARKS = {RatingKind.FIXED: "", RatingKind.PROVISIONAL: "P", RatingKind.FIDE: "F", RatingKind.NATIONAL: "N"}
"""Rating marks as ICCF prints them after the rating [001 §9.3–9.4]."""


def rating_text(entry: Entry, data: TournamentData) -> str:
    """The rating as printed and shown: "2456", "2310P", "2200F", "2100N"; a player without a rating
    of his own gets the rating he counts with (assumed or seeding [001 App. I 11; 000 §1.5]) in
    brackets, "(2200)", or "" when none can be determined."""
    player = entry.player
    if player.rating is not None and player.rating_kind in RATING_MARKS:
        return f"{player.rating}{RATING_MARKS[player.rating_kind]}"
    from ..rules.ratings.seeding import rating_for_calculation  # seldom needed: kept out of a quick command

    value, _source = rating_for_calculation(entry, data.tournament, data.entries)
    return f"({value})" if value is not None else ""


@dataclass(frozen=True)
class CrosstableLine:
    no: int
    name: str
    federation: str
    title: str
    rating: int | None
    cells: tuple[str, ...]
    score: float
    tiebreaks: Mapping[str, float]
    remaining: int
    place: str
    games: tuple[Game | None, ...]
    """The game behind each cell (None on the diagonal), for editing."""
    not_applied: frozenset[str] = frozenset()
    """Criteria that did not apply to the player (StandingRow.not_applied): shown blank."""


@dataclass(frozen=True)
class Crosstable:
    code: str
    name: str
    criteria: tuple[str, ...]
    """Tie-break criteria shown after Score (the rule set's, without `points`)."""
    columns: tuple[tuple[int, int], ...]
    """(opponent number, cycle) of each cell column."""
    lines: tuple[CrosstableLine, ...]
    problems: tuple[str, ...] = ()
    """One sentence per game the standings leave out (`left_out_problems`)."""


_last_standings: list[tuple[TournamentData, Standings]] = []
"""The last group's data (the very object) and its standings: the crosstable and the standings panel
of the window show the same data, and a result computes them once (the data is immutable)."""


def player_standings(data: TournamentData) -> Standings:
    """The players' standings: the tournament's criteria; in a team event, whose criteria rank teams
    (the team tables are services.teams), points alone, and each player's place is his place on his
    board as the board's crosstable gives it [001 §7.3, §10.4; 000 §6.3], board 1 first."""
    if _last_standings and _last_standings[0][0] is data:
        return _last_standings[0][1]
    standings = _player_standings(data)
    _last_standings[:] = [(data, standings)]
    return standings


def left_out_games(data: TournamentData) -> tuple[Game, ...]:
    """The games of a team event between two players of one team, which an earlier version let in: the
    individual standings leave them out as the team standings do (rules.chess.team_standings.within_team
    [001 §8.7g; 000 §6.3]), so that both agree and an exported TRF reads back."""
    if not data.tournament.team_event:
        return ()
    from ..rules.chess.team_standings import within_team  # a team event's alone, as below

    return tuple(g for g in data.games if within_team(data, g) is not None)


def left_out_problems(data: TournamentData, lang: str | None = None) -> tuple[str, ...]:
    """One sentence in `lang` per game of `left_out_games`, in its order, naming it and why: what the
    crosstable, the team crosstable and the published page say of it."""
    games = left_out_games(data)
    if not games:
        return ()
    from ..rules.chess.team_standings import within_team

    return tuple(tr("team.left_out", lang, code=data.tournament.code, white=g.white, black=g.black,
                    reason=within_team(data, g, lang)) for g in games)


def counted(data: TournamentData) -> TournamentData:
    """`data` with the games the standings count: without `left_out_games`."""
    out = left_out_games(data)
    return replace(data, games=tuple(g for g in data.games if g not in out)) if out else data


def _player_standings(data: TournamentData) -> Standings:
    if not data.tournament.team_event:
        return compute_standings(data)
    from ..rules.chess.team_standings import board_data  # a team event's alone (a quick command's imports)

    overall = {r.no: r for r in compute_standings(counted(data), ("points",)).rows}
    rows: list[StandingRow] = []
    for board in sorted({e.board for e in data.entries if e.board is not None}):
        rows += [replace(overall[r.no], place=r.place) for r in compute_standings(board_data(data, board)).rows]
    rows += [r for no, r in overall.items() if no not in {row.no for row in rows}]  # no board: none to be placed on
    return Standings(("points",), tuple(rows))


def crosstable(data: TournamentData, standings: Standings | None = None) -> Crosstable:
    """The round-robin table; `standings` replaces the players' standings read from the games (a go
    round robin's, with its byes and missed rounds)."""
    numbers = [e.no for e in data.entries]
    cycles = range(1, data.tournament.rounds + 1)
    columns = tuple((no, cycle) for no in numbers for cycle in cycles)
    standings = standings or player_standings(data)
    rows = {r.no: r for r in standings.rows}
    by_pair: dict[tuple[int, int], list[Game]] = {}
    for g in data.games:
        by_pair.setdefault((g.white, g.black), []).append(g)
    lines = []
    for entry in data.entries:
        me = entry.no
        cells: list[str] = []
        games: list[Game | None] = []
        for opponent, cycle in columns:
            game = _game_for_cell(by_pair, me, opponent, cycle, data.tournament.rounds)
            games.append(game)
            if opponent == me:
                cells.append("X")
            else:
                cells.append(cell_text(game, me) if game else "")
        row = rows[me]
        lines.append(
            CrosstableLine(
                no=me,
                name=entry.player.name,
                federation=entry.player.federation,
                title=entry.player.title or "",
                rating=entry.player.rating,
                cells=tuple(cells),
                score=row.points,
                tiebreaks=row.tiebreaks,
                remaining=row.remaining,
                place=row.place,
                games=tuple(games),
                not_applied=row.not_applied,
            )
        )
    criteria = tuple(c for c in standings.criteria if c != "points")
    return Crosstable(data.tournament.code, data.tournament.name, criteria, columns, tuple(lines), left_out_problems(data))


def _game_for_cell(by_pair: dict[tuple[int, int], list[Game]], me: int, opponent: int, cycle: int, rounds: int) -> Game | None:
    """Single round: the one game of the pair. Double round: cycle 1 = me with White, 2 = me with Black."""
    if me == opponent:
        return None
    if rounds == 1:
        found = by_pair.get((me, opponent), []) + by_pair.get((opponent, me), [])
        return found[0] if found else None
    colour_pair = (me, opponent) if cycle == 1 else (opponent, me)
    found = by_pair.get(colour_pair, [])
    return found[0] if found else None


def format_points(value: float) -> str:
    """8.5 -> "8½", 9.0 -> "9", 0.5 -> "½" (as crosstables print points)."""
    whole = int(value)
    half = abs(value - whole) >= 0.25
    if half and whole == 0:
        return "½" if value > 0 else "-½"
    return f"{whole}½" if half else str(whole)


def format_number(value: float, lang: str | None = None, separator: str | None = None) -> str:
    """A tie-break value: whole numbers without decimals, others with two and the language's decimal
    separator (i18n.decimal_text; `separator` for output read by programs)."""
    return str(int(value)) if float(value).is_integer() else decimal_text(value, lang, 2, separator)


def format_halves(value: float, lang: str | None = None) -> str:
    """A go criterion's value (SOS, SSOS, SDOS, head-to-head: sums of scores in halves [003 §3.3]) as
    the scores beside it are written, 30½; a value of finer parts as `format_number` writes it."""
    return format_points(value) if float(value * 2).is_integer() else format_number(value, lang)


def tiebreak_text(line: StandingRow | CrosstableLine, criterion: str, go: bool = False, lang: str | None = None) -> str:
    """A tie-break value as shown (`go`: in halves, `format_halves`); blank where the criterion did not
    apply to the player (head-to-head of a player no longer tied [001 §7.2c]), never a misleading 0."""
    if criterion in line.not_applied:
        return ""
    return (format_halves if go else format_number)(line.tiebreaks[criterion], lang)


def contribution_line(c: Contribution, names: Mapping[int, str], lang: str | None = None) -> str:
    """One line of an explanation: opponent, result, his score, what it adds (and why)."""
    opponent = f"{c.opponent} {names.get(c.opponent, '')}" if c.opponent is not None else ""
    result = format_points(c.result) if c.result is not None else "–"
    score = format_points(c.opponent_score) if c.opponent_score is not None else ""
    note = f" ({tr('standings.note.' + c.note, lang)})" if c.note else ""
    return f"  {opponent:<28} {result:>3}  {score:>4}  → {format_number(c.value, lang)}{note}"


def explanation_text(data: TournamentData, row: StandingRow, criterion: str, lang: str | None = None) -> str:
    """How one tie-break value of `row`'s player is made up, as the Standings tab and the published
    page show it: the criterion, the value, then one line per contribution."""
    names: dict[int, str] = {e.no: e.player.name for e in data.entries}
    lines = [f"{tr(f'standings.criterion.{criterion}', lang)} — {names[row.no]}: {format_number(row.tiebreaks[criterion], lang)}"]
    lines += [contribution_line(c, names, lang) for c in explain(counted(data), row.no, criterion)]
    return "\n".join(lines)


def game_text(game: Game, lang: str | None = None, names: Mapping[int, str] | None = None) -> str:
    """A game in words, one fact a line: the players (by `names`, else their numbers) and the result,
    the flag, the moves and the end date where known (the crosstable cell's tooltip and title)."""
    names = names or {}
    parts = [f"{names.get(game.white, game.white)}–{names.get(game.black, game.black)}  {game.result.value}"]
    if game.flag:
        parts.append(tr(f"flag.{game.flag.value}", lang))
    if game.moves is not None:
        parts.append(tr("gui.moves", lang, moves=game.moves))
    if game.ended:
        parts.append(tr("gui.ended", lang, date=date_text(game.ended, lang)))
    return "\n".join(parts)
