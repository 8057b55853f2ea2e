"""PGN records of a group's finished games (docs/exchange-formats.md).

The database keeps results, not moves: each record is the game's headers and result with no moves,
which `chess.pgn` and every PGN reader accept. Headers: the seven-tag roster (Event, Site, Date,
Round, White, Black, Result), the players' ids (`WhiteId`/`BlackId`, and `WhiteFideId`/
`BlackFideId` when known), `EventCode`, and `Moves` (the stored number of moves) when known; the
crosstable flag (D, E, A, O) goes into a comment, as a flag is not a PGN result. Date is the end date (`????.??.??` when unknown); Round is the round of
the Berger table, as in the TRF. A game both lost (0-0) is left out: it was not played, and PGN has
no result for it (`*` would read as a game still running); the JSON exchange file and the TRF keep it.
"""

from __future__ import annotations

import chess.pgn

from ..rules.model import Player, TournamentData
from ..rules.results import is_both_lost, is_finished
from .trf import round_table

FLAG_WORDS = {
    "A": "adjudicated",
    "D": "lost by default by a withdrawn player",
    "E": "time exceeded",
    "O": "finished by the original player",
}


def write_pgn(data: TournamentData, site: str = "") -> str:
    """Every finished game as one PGN record, in round order; games both lost are left out."""
    t = data.tournament
    rounds = round_table(data)
    players = {e.no: e.player for e in data.entries}
    records = []
    for g in sorted((g for g in data.games if is_finished(g) and not is_both_lost(g)), key=lambda g: (rounds[(g.white, g.black, g.round or 1)], g.white)):
        game = chess.pgn.Game()
        game.headers["Event"] = t.name
        game.headers["Site"] = site or "?"
        game.headers["Date"] = g.ended.strftime("%Y.%m.%d") if g.ended else "????.??.??"
        game.headers["Round"] = str(rounds[(g.white, g.black, g.round or 1)] or "?")
        game.headers["White"] = players[g.white].name
        game.headers["Black"] = players[g.black].name
        game.headers["Result"] = g.result.value
        _ids(game.headers, "White", players[g.white])
        _ids(game.headers, "Black", players[g.black])
        game.headers["EventCode"] = t.code
        if g.moves is not None:
            game.headers["Moves"] = str(g.moves)
        if g.flag is not None:
            game.comment = f"{g.flag.value}: {FLAG_WORDS.get(g.flag.value, '')}".rstrip(": ")
        records.append(str(game))
    return "\n\n".join(records) + ("\n" if records else "")


def _ids(headers: chess.pgn.Headers, side: str, player: Player) -> None:
    headers[f"{side}Id"] = player.id
    if player.fide_id:
        headers[f"{side}FideId"] = player.fide_id
