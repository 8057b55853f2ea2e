"""Plain view data for the printed documents.

The services build these from the database and the rules; the renderers only lay them out. Every
field is a string or a number already decided by the rules (results, tie-breaks, norms), so a report
never computes anything an arbiter could dispute. Dates are strings formatted for the document's
language. Texts that come from outside the rules catalogue (notes, reasons) arrive already written
in the document's language (`TournamentHeader.lang`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Lang = Literal["en", "cs"]


@dataclass(frozen=True)
class TournamentHeader:
    """What every document of a group prints at the top."""

    name: str
    code: str = ""
    organiser: str = ""
    td: str = ""
    """Tournament director."""
    start: str = ""
    end: str = ""
    time_control: str = ""
    rating_system: str = ""
    category: str = ""
    """Category name ("A".."L", "1".."18") or "" when the event has none [001 App. II]."""
    average: int | None = None
    """Average rating of the group (the category's basis)."""
    lang: Lang = "en"


def header_facts(header: TournamentHeader) -> list[tuple[str, str]]:
    """(catalogue key of the label, value) of each fact a document shows under its title, in order;
    a value may be "" (not shown)."""
    return [
        ("report.field.code", header.code),
        ("report.field.organiser", header.organiser),
        ("report.field.td", header.td),
        ("report.field.period", " – ".join(d for d in (header.start, header.end) if d)),
        ("report.field.time_control", header.time_control),
        ("report.field.rating_system", header.rating_system),
        ("report.field.category", header.category),
        ("report.field.average", "" if header.average is None else str(header.average)),
    ]


@dataclass(frozen=True)
class PlayerLine:
    """A player as the start list and the crosstable print him."""

    no: int
    federation: str
    player_id: str
    title: str
    """ICCF title code (GM, SIM, IM, ...) or ""."""
    name: str
    """"Surname, Firstname" with diacritics."""
    rating: str
    """Rating with its mark as ICCF prints it: "2456", "2310P", "2200F", "" for none."""


@dataclass(frozen=True)
class GoPlayerLine:
    """A player as a go event's start list prints him: rank, club and country instead of title and
    rating [003 §2]."""

    no: int
    name: str
    rank: str
    club: str
    country: str


@dataclass(frozen=True)
class TieBreakColumn:
    """One tie-break column of a crosstable: a key or heading and one value per player row."""

    name: str
    """A tie-break key ("sb", "h2h", "sdos", ...; translated when the catalogue knows
    "report.tiebreak.<key>") or a heading printed as is."""
    values: tuple[str, ...]


@dataclass(frozen=True)
class TeamTableView:
    """The team crosstable of a team event, printed above the players' table [000 §6.3; 001 §7.3]."""

    names: tuple[str, ...]
    """Team names in team-number order (team no. = index + 1 of `numbers`)."""
    numbers: tuple[int, ...]
    cells: tuple[tuple[str, ...], ...]
    """One row per team: the board points of each match ("2½", "1½ (+1)" while games run), ""
    where the teams do not meet; the row team's own cell is printed as a shaded box."""
    match_points: tuple[float, ...]
    board_points: tuple[float, ...]
    boards: tuple[tuple[float, ...], ...]
    """Board points on board 1, 2, ... of each team."""
    remaining: tuple[int, ...]
    place: tuple[str, ...]


@dataclass(frozen=True)
class CrosstableView:
    """A round-robin crosstable as ICCF prints it [DOMAIN §1, §8]."""

    header: TournamentHeader
    players: tuple[PlayerLine, ...]
    cells: tuple[tuple[str, ...], ...]
    """One row per player, `rounds` strings per opponent in player order ("1", "½", "0", "1A",
    "0E", "1D", "-C", "O", "" for a game in progress). The row player's own cells are ignored
    and printed as a shaded box. Double round robin: White first, then Black."""
    score: tuple[float, ...]
    wins: tuple[int, ...]
    remaining: tuple[int, ...]
    """RG: remaining (unfinished) games."""
    place: tuple[str, ...]
    """Place, shared places as "2–3"; "" while undecided."""
    tiebreaks: tuple[TieBreakColumn, ...] = ()
    """Printed between Wins and RG, in the rule set's order (e.g. SB)."""
    rounds: int = 1
    notes: tuple[str, ...] = ()
    """Lines under the table: withdrawals, substitutions (see the report.note.* texts)."""
    teams: TeamTableView | None = None
    """A team event's team crosstable, printed first."""


@dataclass(frozen=True)
class NormRequirement:
    """Points a player of this group needs for one title norm [001 App. II]; None: not obtainable."""

    title: str
    points: float | None


@dataclass(frozen=True)
class TeamEntry:
    """A team on the start list of a team event: the captain is free text (a name, an e-mail)."""

    no: int
    name: str
    federation: str
    captain: str


@dataclass(frozen=True)
class StartListView:
    """A start list: players, the colour table and the norm table of the group [DOMAIN §8]."""

    header: TournamentHeader
    players: tuple[PlayerLine, ...]
    colours: tuple[tuple[str, ...], ...] = ()
    """Berger colour table: one row per player, one string per opponent column in player order:
    "W" (row player has White) or "B"; double round robin "WB"/"BW". Own column ignored."""
    norms: tuple[NormRequirement, ...] = ()
    """Empty for an event that is not a title tournament."""
    teams: tuple[tuple[str, int], ...] = ()
    """A team event: (team name, board) of each player row; empty for an individual event."""
    team_list: tuple[TeamEntry, ...] = ()
    """A team event's teams with their captains, printed under the players; empty otherwise."""
    reserves: tuple[tuple[str, str, PlayerLine], ...] = ()
    """A team event's reserves (team name, "reserve" in the document's language and agreeing with
    the player, the player with `no` 0: no starting number), each printed after the boards of
    its team in the order of entry [000 §7.7a; 001 §8.7b]."""
    go_players: tuple[GoPlayerLine, ...] = ()
    """A go event's players (then `players`, `colours` and `norms` are empty: its rounds are drawn one
    by one and it has no title norms)."""
    facts: tuple[tuple[str, str], ...] = ()
    """Further facts printed in the header, label and value in the document's language (a go event:
    system, rounds, the EGD place, class and basic time, komi, handicaps)."""


@dataclass(frozen=True)
class NormLine:
    """One norm made, with the numbers that prove it [001 §10, App. II]."""

    player: PlayerLine
    title: str
    games: int
    score: float
    category: str
    requirement: float
    remark: str = ""
    """E.g. recalculated after cancelled games, in the document's language."""


@dataclass(frozen=True)
class NormReportView:
    header: TournamentHeader
    norms: tuple[NormLine, ...]
    """Empty when nobody made a norm: the report says so."""


@dataclass(frozen=True)
class Signatory:
    name: str
    role: str
    """E.g. "Tournament director", "Chairman of the SKŠ committee"."""


DiplomaKind = Literal["title", "norm", "honorary", "place", "go"]


@dataclass(frozen=True)
class DiplomaView:
    """A title, norm or honorary-title certificate [001 §10.10a; 000 §5.3], a chess group's place
    diploma, or a go event's diploma."""

    holder: str
    """Name as printed on the diploma, "Firstname Surname"."""
    sex: Literal["m", "f"]
    award: str
    """Title or norm code: GM, SIM, IM, CCM, CCE, LGM, LIM, MKS (see resources/diplomas/templates.json)."""
    kind: DiplomaKind
    event: str
    date: str
    place: str
    signatories: tuple[Signatory, ...] = ()
    issuer: str = ""
    """Body issuing the diploma, printed above the heading (e.g. "SKŠ ČR")."""
    lang: Lang = "en"
    award_text: str = ""
    """A place or go diploma's award as printed ("1st place"); a title's comes from the templates by `award`."""
    rank: str = ""
    """A go diploma's go rank under the name ("3 dan"); never a chess title."""


@dataclass(frozen=True)
class GameChange:
    """One game of a withdrawn player and its new state."""

    opponent: str
    colour: str
    """"W" or "B": the withdrawn player's colour."""
    before: str
    """Cell text before the decision ("" = in progress)."""
    after: str
    """Cell text after it: "0D", "-C", "A" (adjudication pending), ..."""


@dataclass(frozen=True)
class WithdrawalNoticeView:
    """A TD's notice of a withdrawal decision to the players and officials [000 §7; 001 §8]."""

    header: TournamentHeader
    player: PlayerLine
    kind: str
    """accepted | unaccepted | silent | before-start (WithdrawalKind values)."""
    date: str
    reason: str
    """The reason as the player gave it or the reason code's text, in the document's language."""
    games: tuple[GameChange, ...]
    recipients: tuple[str, ...]
    death: bool = False
    """An accepted withdrawal for death: explained without the sanction [000 §7.3]."""
    sex: str = ""
    """The player's, "m" or "f", for the words that agree with it (Czech "odstoupila"); "" unknown."""


@dataclass(frozen=True)
class PairingListView:
    header: TournamentHeader
    round: int
    seed: int | None
    boards: tuple[tuple[str, str, str, str, str], ...]
    """(board, White, Black, result, reason) as printed."""
    bye: str = ""
    excused: str = ""
    handicaps: tuple[tuple[str, str], ...] = ()
    """(stones, komi) per board when the event uses handicaps; empty in an even event."""
    komi: str = ""
    """An even event's komi, the same on every board, printed under the table."""
    print_reasons: bool = False
    """Print each board's reason (the Why column): for the arbiter, not the players' wall."""


@dataclass(frozen=True)
class WallListView:
    header: TournamentHeader
    rounds: int
    score_heading: str
    criteria: tuple[str, ...]
    lines: tuple[tuple[str, ...], ...]
    """Num, place, name, rank, club, one cell per round, score, one value per criterion."""
