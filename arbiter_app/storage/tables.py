"""All database tables (SQLModel, `table=True`) in one module.

Players are the register (current facts); an entry keeps the facts of a player at the start of one
tournament (the crosstable rating). Games are keyed by tournament, white, black and cycle/round.
The audit table records every change as (entity, key, old, new) JSON, grouped in batches: one batch
is one arbiter action and is undone as a whole.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Optional

from sqlalchemy import Column, Index, Sequence, String, UniqueConstraint
from sqlmodel import Field, SQLModel

# generic types only: the PostgreSQL dialect is imported for a PostgreSQL URL alone
_BYTE_ORDERED = String().with_variant(String(collation="C"), "postgresql")


class MetaRow(SQLModel, table=True):
    __tablename__ = "meta"
    key: str = Field(primary_key=True)
    value: str


class PlayerRow(SQLModel, table=True):
    __tablename__ = "player"
    id: str = Field(primary_key=True)
    name: str
    name_key: str = Field(default="", sa_column=Column(_BYTE_ORDERED, nullable=False, index=True))
    """Schema 3. The name folded for search (lower case, no diacritics: rules.names.fold); in byte
    order on PostgreSQL too since schema 8, so that the names starting with "nov" are a range."""
    federation: str = ""
    title: Optional[str] = Field(default=None, index=True)
    """Indexed since schema 9: the titled players are few, the register may be a whole FIDE list."""
    sex: str = "m"
    rating: Optional[int] = None
    rated_games: int = 0
    rating_kind: str = "none"
    fide_id: Optional[str] = Field(default=None, index=True)
    """Schema 3. FIDE id, when the register's id is another (ICCF) id."""
    birth_year: Optional[int] = None
    """Schema 3."""
    rank: Optional[str] = None
    """Schema 3. Go rank (`30k`..`1k`, `1d`..`9d`, `1p`..`9p`) [003]."""
    club: str = ""
    """Schema 3."""



class PlayerWordRow(SQLModel, table=True):
    """Schema 7. One word of a player's folded name (rules.names.name_words) with the whole folded name,
    so that the register's search reads the players whose name has a word starting with a typed word
    in name order off one index (docs/player-register.md). Derived from `player.name_key` in the write
    path (storage.player_words), never audited itself."""

    __tablename__ = "player_word"
    __table_args__ = {"sqlite_with_rowid": False}  # the key is the whole row: one B-tree, not two
    # byte order on PostgreSQL too: the words starting with "nov" lie between "nov" and "nov\U0010ffff",
    # and names are ordered as Python orders them
    word: str = Field(sa_column=Column(_BYTE_ORDERED, primary_key=True))
    name_key: str = Field(sa_column=Column(_BYTE_ORDERED, primary_key=True))
    player_id: str = Field(primary_key=True)


class TournamentRow(SQLModel, table=True):
    __tablename__ = "tournament"
    id: Optional[int] = Field(default=None, primary_key=True)
    code: str = Field(index=True, unique=True)
    name: str
    organiser: str = "ICCF"
    kind: str = "other"
    start_date: Optional[date] = None
    end_date: Optional[date] = None
    rounds: int = 1
    title_tournament: bool = False
    ladies: bool = False
    tiebreaks: str = "points,wins,sb,h2h"
    rating_system: str = "iccf"
    system: str = "round_robin"
    team_event: bool = False
    td: str = ""
    time_control: str = ""
    settings: str = "{}"
    """JSON object of rule-set options (docs/rule-choices.md)."""
    entry_fee: Optional[float] = None
    """Schema 2. Bonds after a withdrawal are a multiple of the entry fee [000 §7.4]."""
    draw_method: Optional[str] = None
    """Schema 3. How the starting numbers were drawn: "lot", "rating" or "given"; None before the draw."""
    draw_seed: Optional[int] = None
    """Schema 3. The seed of a draw by lot, so that the draw can be reproduced."""
    round_count: Optional[int] = None
    """Schema 3. Number of rounds of an event drawn round by round (go: Swiss, McMahon, knockout)."""


class TeamRow(SQLModel, table=True):
    __tablename__ = "team"
    __table_args__ = (UniqueConstraint("tournament_id", "no"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    no: int
    name: str
    federation: str = ""
    captain: str = ""


class EntryRow(SQLModel, table=True):
    __tablename__ = "entry"
    __table_args__ = (UniqueConstraint("tournament_id", "no"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    no: int
    player_id: str = Field(foreign_key="player.id", index=True)
    title: Optional[str] = None
    rating: Optional[int] = None
    rated_games: int = 0
    rating_kind: str = "none"
    team: Optional[int] = None
    board: Optional[int] = None
    withdrawal_kind: Optional[str] = None
    withdrawal_date: Optional[date] = None
    withdrawal_reason: Optional[str] = None
    replaces: Optional[int] = None
    substitute_status: bool = False
    substitute_since: Optional[date] = None
    """Schema 2. The date from which a substitute plays [000 §7.7e]."""
    bank_moved_days: Optional[int] = None
    """Schema 5. Days of the replaced player's bank moved onto the substitute's clock [004 Art. III 1]."""


class GameRow(SQLModel, table=True):
    __tablename__ = "game"
    __table_args__ = (UniqueConstraint("tournament_id", "white", "black", "round"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    white: int
    black: int
    round: int = 1
    result: str = "*"
    flag: Optional[str] = None
    moves: Optional[int] = None
    ended: Optional[date] = None


class GoRoundRow(SQLModel, table=True):
    """Schema 6. A round of a go event beyond its games: excused players, the bye, the seed of the
    draw and the reason of each pairing [003 §3.2]."""

    __tablename__ = "go_round"
    __table_args__ = (UniqueConstraint("tournament_id", "round"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    round: int
    excused: str = ""
    """Starting numbers excused from the round, space-separated."""
    seed: Optional[int] = None
    """The seed of the lot; None while the round is not drawn."""
    bye: Optional[int] = None
    boards: str = "[]"
    """JSON list of the drawn boards with their reasons, board order; the bye's reason last."""


class RatingPeriodRow(SQLModel, table=True):
    """Schema 4. A rating period applied to the player register: applying it again would count its
    games twice [000 §1.6; 001 §9.5]. Written through the Writer, so undoing the apply removes it."""

    __tablename__ = "rating_period"
    id: Optional[int] = Field(default=None, primary_key=True)
    period: str = Field(unique=True)
    """The natural key, "YYYY-MM-DD/YYYY-MM-DD" (first and last end date counted)."""
    date_from: date
    date_to: date
    applied_on: date


class TitlesGroupRow(SQLModel, table=True):
    """Schema 11. A group as the kept titles overview last computed it (services.titles): derived from
    the group's rows and the register, kept with the audit log's stamp it was computed at (meta
    "cache.titles"), never audited itself."""

    __tablename__ = "titles_group"
    code: str = Field(primary_key=True)
    finished: bool


class TitlesRecordRow(SQLModel, table=True):
    """Schema 11. One norm made in a group (rules.chess.titles.NormRecord as JSON), final once the
    group is finished: a player's progress is computed again from his records alone."""

    __tablename__ = "titles_record"
    tournament: str = Field(primary_key=True)
    player_id: str = Field(primary_key=True, index=True)
    seq: int = Field(primary_key=True)
    """The record's place among the player's records of the group (lowest title first)."""
    finished: bool
    value: str


class TitlesAwardRow(SQLModel, table=True):
    """Schema 11. A direct title, qualification or MKŠ candidacy (services.norms.Award as JSON) of a
    finished group (block 0), or an MKŠ candidacy by ICCF title of the register (block 1, tournament
    ""), in the overview's order: the key is its index, so a page is its first rows."""

    __tablename__ = "titles_award"
    kind: str = Field(primary_key=True)
    """"direct", "qualifications" or "mks"."""
    block: int = Field(primary_key=True)
    tournament: str = Field(primary_key=True)
    seq: int = Field(primary_key=True)
    value: str


class TitlesPlayerRow(SQLModel, table=True):
    """Schema 11. A player with a norm: his norms, provisional norms and progress towards each title
    (services.norms.PlayerTitles as JSON), by the overview's order of names."""

    __tablename__ = "titles_player"
    __table_args__ = (Index("ix_titles_player_order", "sort_key", "player_id"),)
    player_id: str = Field(sa_column=Column(_BYTE_ORDERED, primary_key=True))
    sort_key: str = Field(sa_column=Column(_BYTE_ORDERED, nullable=False))
    """services.norms.name_key of the name; the lines are in (sort_key, player_id) order, by byte
    (code point, as Python compares) on PostgreSQL too."""
    value: str


class ContactRow(SQLModel, table=True):
    """Schema 12. How to reach a player: personal data (docs/player-register.md), kept apart from the
    register's rating facts, so that a rating list, a search and a web page never read it. The row
    follows its player: deleted with him, refused while a contact names a player no longer there."""

    __tablename__ = "player_contact"
    id: Optional[int] = Field(default=None, primary_key=True)
    player_id: str = Field(unique=True)
    email: str = ""
    address: str = ""
    """The postal address, lines separated by newlines."""
    phone: str = ""
    consent: Optional[date] = None
    """The day the player agreed that these contacts be kept and given to his opponents; None: not noted."""


class SanctionRow(SQLModel, table=True):
    """Schema 12. A sanction that follows the player, not the event [000 §7.3–7.6; 001 §8.3–8.6]: no
    entry, a suspension, or a bond to pay with the next entry. Decided in an event (`event`, its code,
    kept as text: the sanction outlives the event's deletion)."""

    __tablename__ = "sanction"
    __table_args__ = (UniqueConstraint("player_id", "event", "kind"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    player_id: str = Field(index=True)
    event: str = ""
    kind: str = "no_entry"
    """"no_entry", "suspension" or "bond" (rules.chess.withdrawal.SanctionCode's last word)."""
    since: date
    until: Optional[date] = None
    """The last day of a bar; None: no end (a bond), or not decided yet."""
    bound: str = "exactly"
    """"at_least", "at_most" or "exactly": how the regulation bounds `months`."""
    months: Optional[int] = None
    reference: str = ""
    """The decision's reference: the regulation's paragraph and the decision's own number or date."""
    amount: Optional[float] = None
    """A bond's least amount (a multiple of the entry fee) [000 §7.4; 001 §8.4]."""
    bond_status: Optional[str] = None
    """A bond's state: "due", "paid", "returned" or "forfeited" [000 §7.4, §7.6; 001 §8.6]."""
    bond_event: str = ""
    """The code of the event the bond was paid with."""
    bond_date: Optional[date] = None
    """The day of the bond's last change of state."""
    lifted: Optional[date] = None
    """The day the sanction was lifted (an appeal upheld, a decision taken back)."""
    overrides: str = "[]"
    """JSON list of the entries admitted despite the sanction: {"event", "on", "reason"} each."""
    note: str = ""


class AdjudicationRow(SQLModel, table=True):
    """Schema 12. The adjudication of one game as a process [000 §7.3a; 001 §8.3]: requested, the
    players' analyses awaited by a deadline, decided; the decision enters the game's result (flag A)."""

    __tablename__ = "adjudication_case"
    __table_args__ = (UniqueConstraint("tournament_id", "white", "black", "round"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    white: int
    black: int
    round: int = 1
    cause: str = "by_hand"
    """"withdrawal", "end_date" or "by_hand"."""
    requested: date
    adjudicator: str = ""
    analyses_due: Optional[date] = None
    analysis_white: Optional[date] = None
    """The day White's analysis arrived; None: not yet."""
    analysis_black: Optional[date] = None
    decision: Optional[str] = None
    """The adjudicated result ("1-0", "1/2-1/2", "0-1"); None while the case is open."""
    decided: Optional[date] = None
    note: str = ""


class ClaimRow(SQLModel, table=True):
    """Schema 12. A claim in one game (time exceeded, no reply, other) with the arbiter's decision and
    an appeal [001 §8.7a, §15]; `seq` numbers the claims of one game."""

    __tablename__ = "claim"
    __table_args__ = (UniqueConstraint("tournament_id", "white", "black", "round", "seq"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    white: int
    black: int
    round: int = 1
    seq: int = 1
    kind: str = "time"
    """"time" (time exceeded), "no_reply" or "other"."""
    claimant: int
    """The start number of the player who claims."""
    filed: date
    decision: Optional[str] = None
    """"upheld" or "rejected"; None while undecided."""
    decided: Optional[date] = None
    substitute_due: Optional[date] = None
    """The captain's deadline for a substitute after a first confirmed forfeit [001 §8.7b]."""
    appeal_filed: Optional[date] = None
    appeal_outcome: Optional[str] = None
    """"upheld" (the decision stands) or "overturned"; None while undecided."""
    appeal_decided: Optional[date] = None
    note: str = ""


class AuditRow(SQLModel, table=True):
    __tablename__ = "audit"
    id: Optional[int] = Field(default=None, primary_key=True)
    batch: int = Field(index=True)
    at: datetime
    tournament_code: Optional[str] = Field(default=None, index=True)
    action: str
    """What the arbiter did, e.g. "result", "withdraw", "import", "undo"."""
    entity: str
    """"game", "entry", "tournament", "player", "team", "rating_period"."""
    key: str
    """JSON of the natural key of the row."""
    old: Optional[str] = None
    """JSON of the row before the change; None when the row did not exist."""
    new: Optional[str] = None
    """JSON of the row after the change; None when the row was deleted."""
    undone: bool = False
    actor: Optional[str] = Field(default=None, index=True)
    """Schema 4. Who acted: the OS user and host, plus a session id for a window (docs/concurrency.md);
    None for entries made before schema 4."""
    reverts: Optional[int] = None
    """Schema 4. For an "undo" or "redo" batch: the batch it took back."""
    source: Optional[str] = None
    """Schema 10. The name of the file the action read (a rating list), on its batch's first entry
    alone (a list's batch may have a million), so that its undo can name it."""


BATCH_SEQUENCE = Sequence("audit_batch_seq", metadata=SQLModel.metadata)
"""Schema 4. Batch numbers on PostgreSQL, so concurrent actions never share one (SQLite serialises
writers instead and takes max + 1 under its write lock); created by create_all on PostgreSQL only."""
