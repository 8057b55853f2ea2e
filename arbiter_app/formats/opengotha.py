"""OpenGotha's tournament file read (docs/go-events.md, "OpenGotha's tournament file").

OpenGotha (3.x) saves a whole go event as one XML document, `<Tournament dataVersion="201">`, whose
DTD it ships (`tournamentfiles/tournament.dtd`): `Players` (each `Player` with name, firstName,
country, club, egfPin, rank, rating, `participating`: one 0/1 per round), `Games` (round, table,
white and black player named by their key, handicap, `knownColor`, result), `ByePlayers` and the
`TournamentParameterSet` (general, handicap, placement, pairing parameters). A player is named in
the games by his key: his name and first name without spaces, in capitals (`NOVÁKJAN`).

`read_opengotha(raw)` reads the document with expat, a streaming reader (a 10 MB file in a second or
two), keeping each element's line, and never loads an external entity or expands a declared one (a
document that declares entities is refused). It returns the records and the problems found, each
with its line; what the records mean in our rules is formats.opengotha_event's.

A file that is not OpenGotha's is refused at its first wrong element, and reading stops there
(docs/formats-encodings.md, "What is not the file it claims to be"): an element of the DTD under a
parent the DTD does not give it (`<Players>` inside `<Players>`, a `<Player>` outside `<Players>`),
or elements nested deeper than MAX_DEPTH; a file without a player is refused too. An element the DTD
does not know is left aside where it is (a later OpenGotha may add some).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from ..i18n import tr
from .problems import PROBLEMS_KEPT, Problem


def key_of(name: str, first_name: str) -> str:
    """OpenGotha's key of a player: name and first name without spaces, in capitals."""
    return (name + first_name).replace(" ", "").upper()


@dataclass(frozen=True)
class OgPlayer:
    line: int
    name: str
    first_name: str
    country: str
    club: str
    egf_pin: str
    rank: str
    rating: str
    participating: str
    attributes: dict[str, str] = field(default_factory=dict, compare=False)
    """Everything the element carries (for the notes of what is not kept)."""

    @property
    def key(self) -> str:
        return key_of(self.name, self.first_name)

    @property
    def where(self) -> str:
        return tr("exchange.opengotha.where.line", line=self.line)


@dataclass(frozen=True)
class OgGame:
    line: int
    round: str
    table: str
    white: str
    black: str
    handicap: str
    result: str
    known_colour: str


@dataclass(frozen=True)
class OgBye:
    line: int
    round: str
    player: str


@dataclass
class OgDocument:
    """The file's records as written (text), each with its line."""

    data_version: str = ""
    players: list[OgPlayer] = field(default_factory=list)
    games: list[OgGame] = field(default_factory=list)
    byes: list[OgBye] = field(default_factory=list)
    parameters: dict[str, tuple[int, dict[str, str]]] = field(default_factory=dict)
    """GeneralParameterSet, HandicapParameterSet, PairingParameterSet…: (line, attributes)."""
    criteria: list[tuple[int, str]] = field(default_factory=list)
    """The placement criteria in their order (number), e.g. MMS, SOSM, SOSOSM; NULL left out."""
    others: dict[str, int] = field(default_factory=dict)
    """Elements we do not read (Teams, ClubsGroups, Categories…) and the line of the first of each."""
    problems: list[Problem] = field(default_factory=list)


_READ = {"Tournament", "Players", "Games", "ByePlayers", "TournamentParameterSet", "PlacementParameterSet", "PlacementCriteria"}
PARENTS = {
    "Players": {"Tournament"}, "Games": {"Tournament"}, "ByePlayers": {"Tournament"}, "Teams": {"Tournament"},
    "TournamentParameterSet": {"Tournament"}, "TeamTournamentParameterSet": {"Tournament"}, "ClubsGroups": {"Tournament"},
    "Player": {"Players"}, "Game": {"Games"}, "ByePlayer": {"ByePlayers"}, "Team": {"Teams"}, "Board": {"Team"},
    "GeneralParameterSet": {"TournamentParameterSet"}, "HandicapParameterSet": {"TournamentParameterSet"},
    "PlacementParameterSet": {"TournamentParameterSet"}, "PairingParameterSet": {"TournamentParameterSet"},
    "DPParameterSet": {"TournamentParameterSet"}, "PublishParameterSet": {"TournamentParameterSet"},
    "Categories": {"GeneralParameterSet"}, "Category": {"Categories"},
    "PlacementCriteria": {"PlacementParameterSet", "TeamPlacementParameterSet"}, "PlacementCriterion": {"PlacementCriteria"},
    "TeamGeneralParameterSet": {"TeamTournamentParameterSet"}, "TeamPlacementParameterSet": {"TeamTournamentParameterSet"},
    "ClubsGroup": {"ClubsGroups"}, "Club": {"ClubsGroup"},
}
"""Each element of OpenGotha's DTD (tournamentfiles/tournament.dtd) and the parents it has there;
OpenGotha 3.52's container of the byes, a `<ByePlayer>` without attributes under `<Tournament>`,
stands for `<ByePlayers>`."""
MAX_DEPTH = 8
"""The deepest nesting read: OpenGotha's DTD goes 5 deep (Tournament, TournamentParameterSet,
GeneralParameterSet, Categories, Category), and so do the real files of tests/formats/data."""
_PARAMETERS = {"GeneralParameterSet", "HandicapParameterSet", "PairingParameterSet", "DPParameterSet", "PublishParameterSet"}
_TEAM_PARTS = {"TeamTournamentParameterSet", "TeamGeneralParameterSet", "TeamPlacementParameterSet", "Team", "Board", "Teams"}


class _Refused(Exception):
    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line
        self.message = message


def read_opengotha(raw: bytes) -> OgDocument:
    """The records of the tournament file `raw` (its bytes: the XML declaration names the encoding)."""
    doc = OgDocument()
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    depth: list[str] = []
    criteria: list[tuple[int, int, str]] = []

    def line() -> int:
        return int(parser.CurrentLineNumber)

    def no_entities(*_args: object) -> int:
        raise _Refused(line(), tr("exchange.opengotha.entities"))

    def start(tag: str, attributes: dict[str, str]) -> None:
        at = line()
        if not depth and tag != "Tournament":
            raise _Refused(at, tr("exchange.opengotha.not_tournament", tag=tag))
        if len(depth) >= MAX_DEPTH:
            raise _Refused(at, tr("exchange.opengotha.too_deep", most=MAX_DEPTH))
        if tag == "ByePlayer" and not attributes and depth == ["Tournament"]:
            tag = "ByePlayers"  # OpenGotha 3.52's container of the byes
        if tag in PARENTS and depth[-1:] and depth[-1] not in PARENTS[tag] or tag == "Tournament" and depth:
            raise _Refused(at, tr("exchange.opengotha.misplaced", tag=tag, parent=depth[-1]))
        inside_team = any(t in _TEAM_PARTS for t in depth)  # at most MAX_DEPTH of them
        depth.append(tag)
        if len(doc.problems) >= PROBLEMS_KEPT or inside_team:
            return
        if tag == "Tournament":
            doc.data_version = attributes.get("dataVersion", "")
        elif tag == "Player" and depth[-2:-1] == ["Players"]:
            doc.players.append(_player(at, attributes, doc.problems))
        elif tag == "Game" and depth[-2:-1] == ["Games"]:
            doc.games.append(_game(at, attributes, doc.problems))
        elif tag == "ByePlayer":
            doc.byes.append(OgBye(at, _required(at, attributes, "roundNumber", doc.problems), _required(at, attributes, "player", doc.problems)))
        elif tag == "PlacementCriterion" and "TournamentParameterSet" in depth:
            try:
                criteria.append((int(attributes.get("number", "1")), at, attributes.get("name", "NULL")))
            except ValueError:
                doc.problems.append(Problem(tr("exchange.opengotha.where.line", line=at), tr("exchange.opengotha.bad_number", field="number", value=attributes.get("number", ""))))
        elif tag in _PARAMETERS:
            doc.parameters[tag] = (at, dict(attributes))
        elif tag not in _READ:
            doc.others.setdefault(tag, at)

    def end(_tag: str) -> None:
        depth.pop()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.EntityDeclHandler = no_entities  # type: ignore[assignment]
    parser.ExternalEntityRefHandler = no_entities
    try:
        parser.Parse(raw, True)
    except expat.ExpatError as exc:
        doc.problems.append(Problem(tr("exchange.opengotha.where.line", line=exc.lineno),
                                    tr("exchange.opengotha.bad_xml", error=expat.ErrorString(exc.code))))
    except _Refused as exc:
        doc.problems.append(Problem(tr("exchange.opengotha.where.line", line=exc.line), exc.message))
    doc.criteria = [(at, name) for _n, at, name in sorted(criteria) if name != "NULL"]
    if not doc.problems and not doc.players:
        doc.problems.append(Problem(tr("exchange.opengotha.where.file"), tr("exchange.opengotha.no_players")))
    return doc


def _required(at: int, attributes: dict[str, str], name: str, problems: list[Problem]) -> str:
    value = attributes.get(name)
    if value is None:
        problems.append(Problem(tr("exchange.opengotha.where.line", line=at), tr("exchange.opengotha.missing", field=name)))
        return ""
    return value


def _player(at: int, a: dict[str, str], problems: list[Problem]) -> OgPlayer:
    return OgPlayer(at, _required(at, a, "name", problems), _required(at, a, "firstName", problems), a.get("country", ""),
                    a.get("club", ""), a.get("egfPin", ""), a.get("rank", "30K"), a.get("rating", ""),
                    a.get("participating", ""), dict(a))


def _game(at: int, a: dict[str, str], problems: list[Problem]) -> OgGame:
    return OgGame(at, _required(at, a, "roundNumber", problems), a.get("tableNumber", ""), _required(at, a, "whitePlayer", problems),
                  _required(at, a, "blackPlayer", problems), a.get("handicap", "0"), a.get("result", "RESULT_UNKNOWN"),
                  a.get("knownColor", "true"))
