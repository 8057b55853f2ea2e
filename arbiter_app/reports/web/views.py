"""Plain view data of a published web page: the printed documents' views (reports.views,
reports.go_lists) and what a page shows beyond paper, already in the page's language: how each
standings value was computed, the move counts, the norm status of each player, every match's
boards, the last result. The services fill them; `reports.web` only lays them out."""

from __future__ import annotations

from dataclasses import dataclass

from ..views import PairingListView, WallListView
from ..views import CrosstableView, StartListView, TournamentHeader


@dataclass(frozen=True)
class Explained:
    """A value with how it was computed (shown on hover and in a footnote); "" when nothing to say."""

    text: str
    explanation: str = ""


@dataclass(frozen=True)
class StandingsLine:
    place: str
    no: int
    name: str
    points: Explained
    values: tuple[Explained, ...]
    """One per criterion of `StandingsPanel.criteria`."""
    played: int
    remaining: int


@dataclass(frozen=True)
class StandingsPanel:
    """The standings in the rule set's order with each tie-break explained."""

    points_heading: str
    criteria: tuple[str, ...]
    """Tie-break keys (headings from "standings.column.<key>", descriptions from "standings.criterion.<key>")."""
    lines: tuple[StandingsLine, ...]


@dataclass(frozen=True)
class NormPanel:
    """A title tournament's norm overview now [001 App. II]: facts, requirements, each player's status."""

    facts: tuple[str, ...]
    """Category, average, field, eligibility, each a sentence."""
    titles: tuple[str, ...]
    """Title headings."""
    requirements: tuple[str, ...]
    """Points needed per title, "—" where the norm cannot be made."""
    players: tuple[tuple[str, str, str, str, tuple[str, ...], str], ...]
    """(no, name, score, remaining games, status per title, remark)."""


@dataclass(frozen=True)
class MatchPanel:
    """One match of a team event with its boards."""

    home: str
    away: str
    score: str
    """"2½ : 1½", with the games still running ("+1") while the match is open."""
    boards: tuple[tuple[str, str, str, str], ...]
    """(board, White, Black, result) in board order; result "" while the game runs."""


@dataclass(frozen=True)
class WebPageView:
    """Everything one tournament's page shows."""

    header: TournamentHeader
    start_list: StartListView
    crosstable: CrosstableView | None = None
    cell_moves: tuple[tuple[str, ...], ...] = ()
    """Parallel to `crosstable.cells`: the moves played where known, else ""."""
    cell_titles: tuple[tuple[str, ...], ...] = ()
    """Parallel to `crosstable.cells`: the game in words (players, result, flag, moves, end date)."""
    standings: StandingsPanel | None = None
    """A go event's: one line per wall-list line in its order, numbered by the wall list's # (the
    explanations of the wall list's score and criteria)."""
    norms: NormPanel | None = None
    matches: tuple[MatchPanel, ...] = ()
    problems: tuple[str, ...] = ()
    """A team event's games the standings leave out (two players of one team), one sentence each."""
    wall: WallListView | None = None
    rounds: tuple[PairingListView, ...] = ()
    pgn: str = ""
    """The name of the PGN file beside the page, "" for none (a go event)."""
    last_result: str = ""
    """The date and time of the last result entered, "" when none is in."""
    index: str = ""
    """The index page to link back to ("index.html" in a publication of every tournament), or ""."""
    empty: bool = False
    """No entries yet: the page says so under the event's facts and shows nothing else."""


@dataclass(frozen=True)
class IndexEntry:
    page: str
    code: str
    name: str
    organiser: str
    period: str
    last_result: str
