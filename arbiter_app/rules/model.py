"""The pure data model of the arbiter workstation: players, tournaments, entries, games, teams.

Small frozen dataclasses, no I/O. Every rule module works on these. Codes are enums whose values are
the strings used in the exchange format (docs/exchange-format.md) and in the database.

References: [000] = seeds/000 (SKŠ ČR rating and tournament rules 2014), [001] = seeds/001 (ICCF
Tournament Rules 2016), [002] = seeds/002 (Planet Šah), [003] = seeds/003 (ČAGo), [004] = seeds/004.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from functools import cached_property
from typing import Mapping, NewType

from ..i18n import tr
from .codes import Code

PlayerId = NewType("PlayerId", str)
StartNo = NewType("StartNo", int)


class Result(Code):
    """The outcome of a game from White's point of view [000 §6.1]. Besides its values it reads the
    forms an arbiter types: "1/2", "½-½", "½" and "=" for a draw."""

    WHITE_WIN = "1-0"
    """White won (1 point to White, 0 to Black)."""
    BLACK_WIN = "0-1"
    """Black won."""
    DRAW = "1/2-1/2"
    """Draw, ½ point each."""
    BOTH_LOSE = "0-0"
    """Both lose, 0 points each: in go the TD declares a game lost for both players when both came
    too late [003 §4.4.4]; the double forfeit of chess. Not a game played."""
    RUNNING = "*"
    """Not finished (or an adjudication still pending)."""

    @classmethod
    def _missing_(cls, value: object) -> Result | None:
        return cls.DRAW if value in ("1/2", "½-½", "½", "=") else None


class Flag(Code):
    """A suffix on a crosstable cell, as ICCF prints it [000 §7.3–7.5; 001 §8]."""

    ADJUDICATED = "A"
    """Unfinished game of an accepted withdrawal, sent to adjudication. With result `*` the
    adjudication is pending; with a decisive or drawn result that result counts [000 §7.3a]."""
    CANCELLED = "C"
    """Cancelled game: counts for nobody [000 §7.3b, §7.4, §7.5]."""
    DEFAULT = "D"
    """Lost by default by a withdrawn player; the opponent wins without play [000 §7.4, §7.5]."""
    TIME_EXCEEDED = "E"
    """Lost on time, confirmed by the TD or server: a normal loss for the side that exceeded."""
    ORIGINAL_PLAYER = "O"
    """Finished by the original player before a substitution [000 §7.9; 001 §8.7]."""


class RatingKind(Code):
    """What kind of rating a player carries; printed as a mark after the rating [001 §9.3–9.4]."""

    FIXED = "fixed"
    """Published rating based on at least 30 rated games."""
    PROVISIONAL = "provisional"
    """Published rating based on 12–29 rated games (mark P)."""
    FIDE = "fide"
    """A FIDE rating standing in for a new player (mark F)."""
    NATIONAL = "national"
    """A national rating (mark N)."""
    NONE = "none"
    """No rating: an assumed or seeding rating is used where one is needed."""

    @property
    def is_published(self) -> bool:
        """A published ICCF rating (fixed or provisional) [001 §9.3]."""
        return self in (RatingKind.FIXED, RatingKind.PROVISIONAL)


class Sex(Code):
    MALE = "m"
    FEMALE = "f"


class Organiser(Code):
    """Who runs the event; picks the default rule set."""

    ICCF = "ICCF"
    SKS = "SKS"
    PLANET_SAH = "PlanetSah"
    CAGO = "CAGo"

    @classmethod
    def _missing_(cls, value: object) -> Organiser | None:
        """Any capitalisation: "iccf", "planetsah", "cago"."""
        folded = str(value).lower()
        return next((o for o in cls if o.value.lower() == folded), None)


class RatingSystem(Code):
    ICCF = "iccf"
    """ICCF rating system [001 §9, App. I]."""
    SKS = "sks"
    """The SKŠ variant of the ICCF system [000 §1–§4]."""
    PLANET_SAH = "planetsah"
    """Planet Šah (Sonas) formula [002]."""
    NONE = "none"
    """Unrated event."""


class PairingSystem(Code):
    """Tournament systems [003 §3.1]; correspondence events are round robins."""

    ROUND_ROBIN = "round_robin"
    SWISS = "swiss"
    MCMAHON = "mcmahon"
    KNOCKOUT = "knockout"


class WithdrawalKind(Code):
    """How a player left the tournament [000 §7.1–7.5; 001 §8]."""

    ACCEPTED = "accepted"
    UNACCEPTED = "unaccepted"
    SILENT = "silent"
    BEFORE_START = "before-start"


class WithdrawalReason(Code):
    """Accepted reasons for a withdrawal [000 §7.2 a–d]."""

    DEATH = "death"
    ILLNESS = "illness"
    FORCE_MAJEURE = "force-majeure"
    PERSONAL = "personal"


@dataclass(frozen=True)
class Player:
    """A person in the player register: identity and the rating facts at one moment."""

    id: PlayerId
    """ICCF id or another unique id (national id, server login)."""
    name: str
    """"Surname, Firstname", with diacritics."""
    federation: str = ""
    """Three-letter federation code (CZE, SVK, GER, ...)."""
    title: str | None = None
    """ICCF title (GM, SIM, IM, LGM, CCM, LIM, CCE) or None."""
    sex: Sex = Sex.MALE
    rating: int | None = None
    rated_games: int = 0
    rating_kind: RatingKind = RatingKind.NONE
    fide_id: str | None = None
    """FIDE id, when `id` is another (ICCF) id."""
    birth_year: int | None = None
    rank: str | None = None
    """Go rank: `30k`..`1k`, `1d`..`9d`, `1p`..`9p` [003]."""
    club: str = ""


@dataclass(frozen=True)
class Withdrawal:
    """A withdrawal recorded on an entry."""

    kind: WithdrawalKind
    date: date
    reason: WithdrawalReason | None = None


@dataclass(frozen=True)
class Entry:
    """A player in one tournament: starting number and the player's facts at the start."""

    no: StartNo
    player: Player
    """The player as at the start of the tournament (rating at start: the crosstable rating)."""
    team: int | None = None
    """Team number in a team event."""
    board: int | None = None
    """Board number in a team event."""
    withdrawal: Withdrawal | None = None
    replaces: StartNo | None = None
    """For a substitute: the starting number of the player he replaced [000 §7.7; 001 §8.7]."""
    substitute_status: bool = False
    """Substitute status granted by the TD [000 §7.8; 001 §8.7e]."""
    substitute_since: date | None = None
    """The date from which a substitute plays [000 §7.7e]."""
    bank_moved_days: int | None = None
    """Days of the replaced player's bank the captain moved onto this substitute's clock in the
    three-block system [004 Art. III 1]; None when none was moved."""

    @property
    def rating(self) -> int | None:
        return self.player.rating

    @property
    def name(self) -> str:
        return self.player.name


@dataclass(frozen=True)
class Game:
    """One game between two entries of a tournament."""

    white: StartNo
    black: StartNo
    result: Result = Result.RUNNING
    flag: Flag | None = None
    moves: int | None = None
    ended: date | None = None
    round: int | None = None
    """The cycle of a double round robin (1 or 2), or the round of a Swiss event."""

    def involves(self, no: int) -> bool:
        return no in (self.white, self.black)

    def opponent(self, no: int) -> StartNo:
        if no == self.white:
            return self.black
        if no == self.black:
            return self.white
        raise ValueError(tr("rules.not_in_game", no=no, white=self.white, black=self.black))


@dataclass(frozen=True)
class Team:
    no: int
    name: str
    federation: str = ""
    captain: str = ""


@dataclass(frozen=True)
class Tournament:
    """A tournament (group) and its rule set."""

    code: str
    name: str
    organiser: Organiser = Organiser.ICCF
    kind: str = "other"
    """Level of the event (e.g. "wch_final", "master_class", "national_final", "sks_cr_final");
    picks assumed and seeding ratings [001 App. I 11; 000 §1.5] and fixed categories."""
    start_date: date | None = None
    end_date: date | None = None
    rounds: int = 1
    """1 = single round robin, 2 = double round robin [001 App. II 1a]."""
    title_tournament: bool = False
    ladies: bool = False
    tiebreaks: tuple[str, ...] = ("points", "wins", "sb", "h2h")
    rating_system: RatingSystem = RatingSystem.ICCF
    system: PairingSystem = PairingSystem.ROUND_ROBIN
    team_event: bool = False
    td: str = ""
    """Tournament director; a title tournament needs a TD who does not play [001 App. II 1]."""
    time_control: str = ""
    entry_fee: float | None = None
    """Bonds after a withdrawal are a multiple of the entry fee [000 §7.4]."""
    settings: Mapping[str, object] = field(default_factory=dict)
    """Rule-set options where the regulations allow two readings (see docs/rule-choices.md)."""
    draw_method: str | None = None
    """How the starting numbers were drawn ("lot", "rating", "given"); None before the draw."""
    draw_seed: int | None = None
    """The seed of a draw by lot, recorded so that the draw can be reproduced."""
    round_count: int | None = None
    """Rounds of an event drawn round by round (go: Swiss, McMahon, knockout) [003 §3.1]."""

    @property
    def round_by_round(self) -> bool:
        """A go event, drawn round by round: Swiss, McMahon, knockout, and a ČAGo round robin
        (Schurig's table a round at a time) [003 §3.1, §3.2.1]."""
        return self.system in (PairingSystem.SWISS, PairingSystem.MCMAHON, PairingSystem.KNOCKOUT) or (
            self.system is PairingSystem.ROUND_ROBIN and self.organiser is Organiser.CAGO)


@dataclass(frozen=True)
class TournamentData:
    """A whole tournament: what the rules need to compute standings, ratings and norms."""

    tournament: Tournament
    entries: tuple[Entry, ...]
    games: tuple[Game, ...]
    teams: tuple[Team, ...] = ()

    def entry(self, no: int) -> Entry:
        found = self._entries_by_no.get(no)
        if found is None:
            raise KeyError(tr("rules.no_player", no=no))
        return found

    @cached_property
    def _entries_by_no(self) -> dict[int, Entry]:
        """Each entry by its starting number (the first, were one given twice), indexed once: the
        norms and the crosstable look players up by number many times over."""
        found: dict[int, Entry] = {}
        for e in self.entries:
            found.setdefault(e.no, e)
        return found

    def games_of(self, no: int) -> tuple[Game, ...]:
        return self._games_by_player.get(no, ())

    @cached_property
    def _games_by_player(self) -> dict[int, tuple[Game, ...]]:
        """Each player's games in the order of `games`, indexed once: the norms and tie-breaks ask
        for every player's games many times over."""
        found: dict[int, list[Game]] = {}
        for g in self.games:
            found.setdefault(g.white, []).append(g)
            if g.black != g.white:
                found.setdefault(g.black, []).append(g)
        return {no: tuple(games) for no, games in found.items()}
