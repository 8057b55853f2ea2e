"""A go event as OpenGotha's tournament file (`opengotha-export`, docs/go-events.md): what OpenGotha
3.4x opens to finish an event begun here. The document follows OpenGotha's DTD
(`tournamentfiles/tournament.dtd`, tests/formats/data/opengotha/tournament.dtd): the players with
their key (name and first name without spaces, in capitals), EGF PIN (from an `EGD-<PIN>` id),
country (the EGD's two letters), club, rank, rating and the rounds they take part in; every drawn
game with its table, colours, handicap and result; the byes; and the parameters: formats.opengotha_settings.
"""

from __future__ import annotations

from typing import Callable, Sequence
from xml.sax.saxutils import quoteattr

from ..i18n import tr
from ..rules.go.event import board_stones
from ..rules.go.pairing import Board
from ..rules.go.round import GoRound
from ..rules.model import Flag, Game, Result, TournamentData
from ..rules.countries import country_code
from .opengotha import key_of
from .opengotha_event import MAX_ROUNDS
from .opengotha_settings import criteria_names, parameter_sets

_RESULTS = {
    (Result.WHITE_WIN, None): "RESULT_WHITEWINS", (Result.BLACK_WIN, None): "RESULT_BLACKWINS",
    (Result.WHITE_WIN, Flag.DEFAULT): "RESULT_WHITEWINS_BYDEF", (Result.BLACK_WIN, Flag.DEFAULT): "RESULT_BLACKWINS_BYDEF",
    (Result.DRAW, None): "RESULT_EQUAL", (Result.BOTH_LOSE, None): "RESULT_BOTHLOSE", (Result.RUNNING, None): "RESULT_UNKNOWN",
}


def names_of(name: str) -> tuple[str, str]:
    """"Novák, Jan" -> ("Novák", "Jan"), split at the last comma (a surname may hold one); a name
    without a comma is the surname alone."""
    surname, _, first = name.rpartition(",") if "," in name else (name, "", "")
    return surname.strip(), first.strip()


def player_keys(data: TournamentData) -> dict[int, str]:
    """Each entry's OpenGotha key."""
    return {e.no: key_of(*names_of(e.player.name)) for e in data.entries}


def export_refusals(data: TournamentData) -> list[str]:
    """Why OpenGotha could not open the event's file: a player without a first name (its Player
    requires one) or two players with one key (it would take them for one)."""
    code = data.tournament.code
    refusals = []
    one_word = [e.player.name for e in data.entries if not names_of(e.player.name)[1]]
    if one_word:
        refusals.append(tr("exchange.opengotha.no_first_name", code=code, players="; ".join(one_word)))
    keys = list(player_keys(data).values())
    same = sorted({k for k in keys if keys.count(k) > 1})
    if same:
        refusals.append(tr("exchange.opengotha.same_key", code=code, keys=", ".join(same)))
    return refusals


def _element(tag: str, attributes: dict[str, str]) -> str:
    return f"<{tag} " + " ".join(f"{k}={quoteattr(v)}" for k, v in sorted(attributes.items())) + "/>"


def write_opengotha(data: TournamentData, rounds: Sequence[GoRound], round_count: int) -> str:
    """The tournament file (UTF-8 text) of the event; `round_count` at most MAX_ROUNDS."""
    keys = player_keys(data)
    drawn = [r for r in rounds if r.drawn]
    last = max((r.number for r in drawn), default=0)
    excused = {r.number: r.excused for r in rounds}
    out = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>', '<Tournament dataVersion="201">', "<Players>"]
    for e in data.entries:
        p = e.player
        surname, first = names_of(p.name)
        participating = "".join(
            "0" if e.no in excused.get(k, ()) or (e.withdrawal is not None and k > last) else "1" for k in range(1, MAX_ROUNDS + 1)
        )
        attributes = {"name": surname, "firstName": first, "country": country_code(p.federation) or "", "club": p.club,
                      "egfPin": p.id[4:] if p.id.startswith("EGD-") and p.id[4:].isdigit() else "",
                      "rank": (p.rank or "30k").upper(), "participating": participating, "registeringStatus": "FIN"}
        if p.rating is not None:
            attributes["rating"] = str(p.rating)
        out.append(_element("Player", attributes))
    out += ["</Players>", "<Games>"]
    boards = {(r.number, b.white, b.black): b for r in drawn for b in r.boards}
    for g in sorted((g for g in data.games if g.round), key=_order(boards)):
        board = boards.get((g.round or 0, g.white, g.black))
        out.append(_element("Game", {
            "roundNumber": str(g.round), "tableNumber": str(board.board if board else 0), "whitePlayer": keys[g.white],
            "blackPlayer": keys[g.black], "knownColor": "true", "handicap": str(board_stones(data, board) if board else 0),
            "result": _RESULTS.get((g.result, g.flag if g.flag is Flag.DEFAULT else None), "RESULT_UNKNOWN"),
        }))
    out += ["</Games>", "<ByePlayers>"]
    out += [_element("ByePlayer", {"roundNumber": str(r.number), "player": keys[r.bye]}) for r in drawn if r.bye is not None]
    out += ["</ByePlayers>", "<TournamentParameterSet>"]
    sets = parameter_sets(data.tournament, round_count)
    out.append(_element("GeneralParameterSet", sets["GeneralParameterSet"]))
    out.append(_element("HandicapParameterSet", sets["HandicapParameterSet"]))
    out += ["<PlacementParameterSet>", "<PlacementCriteria>"]
    names = criteria_names(data.tournament)
    out += [_element("PlacementCriterion", {"name": name, "number": str(k)}) for k, name in enumerate(names, start=1)]
    out += ["</PlacementCriteria>", "</PlacementParameterSet>", "<PairingParameterSet/>", "<DPParameterSet/>",
            "<PublishParameterSet/>", "</TournamentParameterSet>", "</Tournament>"]
    return "\n".join(out) + "\n"


def _order(boards: dict[tuple[int, int, int], Board]) -> Callable[[Game], tuple[int, int]]:
    def key(g: Game) -> tuple[int, int]:
        board = boards.get((g.round or 0, g.white, g.black))
        return (g.round or 0, board.board if board else 0)
    return key
