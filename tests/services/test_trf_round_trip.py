"""A TRF written by `export --format trf` (both layouts) and one written by another program (the `trf`
library of PyPI, TRF16) import into identical groups: the same players, numbers and ratings (in a team
event the same teams and boards), and every
game with its colours, cycle, result and the flags TRF carries (D as `+`/`-`, C as `Z`, 0-0 as `-` on
both lines; A, E and O have no TRF code)."""

from dataclasses import replace
from pathlib import Path

import pytest
import trf

from arbiter_app.rules.model import Flag, Result, TournamentData
from arbiter_app.formats.trf import round_table
from arbiter_app.services import exchange, tournaments
from arbiter_app.services.crosstable import player_standings
from arbiter_app.services.trf_import import import_trf, preview_trf
from tests.conftest import ICCF_DEMO
from tests.formats.exchange_fixtures import every_state_group

EVERY_STATE = "CZE/SF/2025-X"
CARRIED = (Flag.DEFAULT, Flag.CANCELLED)


def store_every_state_group(db) -> None:
    """The SKŠ demo group with a default, a cancelled game, a time forfeit and a game both lost."""
    data = every_state_group(db)
    original = tournaments.load(db, "CZE/SF/2025-B")
    running = next(g for g in data.games if g.result is Result.RUNNING and g.flag is None)
    games = tuple(replace(g, result=Result.BOTH_LOSE) if g == running else g for g in data.games)
    tournaments.store_tournament(db, TournamentData(data.tournament, original.entries, games))


def written_by_the_trf_library(data: TournamentData) -> str:
    """The group as the `trf` library dumps it (its own layout of the 001 record, LF line ends)."""
    rows = {r.no: r for r in player_standings(data).rows}
    rounds = round_table(data)
    total = max(rounds.values())
    cells: dict[int, list[trf.Game]] = {e.no: [trf.Game(None, " ", " ", r) for r in range(1, total + 1)] for e in data.entries}
    for g in data.games:
        r = rounds[(g.white, g.black, g.round or 1)]
        white, black = CODES[(g.result, g.flag if g.flag in CARRIED else None)]
        cells[g.white][r - 1] = trf.Game(g.black, "w", white, r)
        cells[g.black][r - 1] = trf.Game(g.white, "b", black, r)
    tournament = trf.Tournament(name=data.tournament.name, type="Round robin")
    tournament.teams = [trf.Team(t.name, [e.no for e in sorted(data.entries, key=lambda e: e.board or 0) if e.team == t.no])
                        for t in data.teams]
    tournament.players = [
        trf.Player(startrank=e.no, name=e.name, sex="w" if e.player.sex.value == "f" else "m", rating=e.rating or 0,
                   fed=e.player.federation, points=rows[e.no].points, rank=int(rows[e.no].place.split("-")[0]), games=cells[e.no])
        for e in data.entries
    ]
    return trf.dumps(tournament)


CODES = {
    (Result.WHITE_WIN, None): ("1", "0"), (Result.BLACK_WIN, None): ("0", "1"), (Result.DRAW, None): ("=", "="),
    (Result.WHITE_WIN, Flag.DEFAULT): ("+", "-"), (Result.BLACK_WIN, Flag.DEFAULT): ("-", "+"), (Result.BOTH_LOSE, None): ("-", "-"),
    (Result.RUNNING, Flag.CANCELLED): ("Z", "Z"), (Result.RUNNING, None): (" ", " "),
}
"""(result, flag) -> White's and Black's codes as TRF16 lists them; A, E and O have none."""


def group(db, code_: str) -> tuple[list[tuple], dict]:
    data = tournaments.load(db, code_)
    teams = {t.no: t.name for t in data.teams}
    entries = [(e.no, e.player.id, e.name, e.rating, teams.get(e.team or 0), e.board) for e in data.entries]
    games = {(g.white, g.black, g.round or 1): (g.result, g.flag if g.flag in CARRIED else None) for g in data.games}
    return entries, games


@pytest.mark.parametrize("source", [ICCF_DEMO, EVERY_STATE, "CZE/T4L1/2025"])
def test_our_export_and_another_programs_file_import_into_identical_groups(demo_db, tmp_path: Path, source):
    store_every_state_group(demo_db)
    data = tournaments.load(demo_db, source)
    files = {
        "trf16": exchange.export_text(demo_db, source, "trf"),
        "trf26": exchange.export_text(demo_db, source, "trf", exchange.ExportOptions(trf_version="2026")),
        "other": written_by_the_trf_library(data),
    }
    imported = {}
    for name, text in files.items():
        path = tmp_path / f"{name}.trf"
        path.write_text(text, encoding="utf-8", newline="")
        preview = preview_trf(demo_db, path, f"COPY/{name}")
        assert preview.problems == () and preview.system == "round_robin", name
        assert all(e.matched_by == "name" for e in preview.entries), name  # the register's own players
        import_trf(demo_db, preview)
        imported[name] = group(demo_db, f"COPY/{name}")
    entries, games = group(demo_db, source)
    assert imported["trf16"] == imported["trf26"] == imported["other"] == (entries, games)
    if source == EVERY_STATE:
        kinds = {(result, flag) for result, flag in games.values()}
        assert {(Result.WHITE_WIN, Flag.DEFAULT), (Result.RUNNING, Flag.CANCELLED), (Result.BOTH_LOSE, None)} <= kinds
