"""Export for upload: the files of a group for servers and rating officers (docs/exchange-formats.md).

One place writes every format: JSON (the exchange file), TRF (FIDE, 2016 or 2026 layout), CSV (the
crosstable and the standings), PGN (the finished games) and a go event's EGD tournament table
(services.go.egd). File names are built from the event code: `CZE/SF/2025-B` -> `CZE_SF_2025-B.trf`,
`CZE_SF_2025-B-standings.csv`, `CZE_go_2026-Brno.h9`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Sequence

from ..i18n import tr
from ..formats.csv_export import write_csv
from ..formats.trf import Version, standings_of, write_trf
from ..rules.model import Entry, Tournament, TournamentData
from ..rules.names import safe_file_name
from ..rules.chess.team_standings import compute_team_standings
from . import output
from .crosstable import crosstable, format_number, player_standings
from .database import Database
from .teams import team_names
from .tournaments import export_json, load

Format = Literal["json", "trf", "csv", "pgn", "egd"]
CHESS_FORMATS: tuple[Format, ...] = ("json", "trf", "csv", "pgn")
GO_FORMATS: tuple[Format, ...] = ("json", "egd")
"""What a go event is sent as (docs/exchange-formats.md): the TRF, CSV and PGN writers lay out a chess
round robin (Berger rows as rounds, a grid of opponents, chess moves), not a drawn go event, whose
table is the wall list; the EGD table carries it, with ranks, colours and handicaps."""
FORMATS: tuple[Format, ...] = (*CHESS_FORMATS, "egd")
SUFFIX = {"egd": "h9"}
"""A file's suffix where it is not the format's name: the EGD's results format is called h9."""
Table = Literal["crosstable", "standings"]


@dataclass(frozen=True)
class ExportOptions:
    trf_version: Version = "2016"
    delimiter: str = ","
    """`,` or `;` (with `;` numbers get a decimal comma, as a Czech spreadsheet expects)."""
    site: str = ""
    """The PGN Site header."""


def formats_for(t: Tournament) -> tuple[Format, ...]:
    """The formats Export for upload offers for the event `t`."""
    return GO_FORMATS if t.round_by_round else CHESS_FORMATS


def _outputs(code: str, formats: Sequence[Format]) -> list[tuple[Format, Table, str]]:
    """(format, table, file name) of each file: a CSV format gives the crosstable and the standings."""
    stem = safe_file_name(code)
    outputs: list[tuple[Format, Table, str]] = []
    for fmt in formats:
        if fmt == "csv":
            outputs += [("csv", "crosstable", f"{stem}-crosstable.csv"), ("csv", "standings", f"{stem}-standings.csv")]
        else:
            outputs.append((fmt, "crosstable", f"{stem}.{SUFFIX.get(fmt, fmt)}"))
    return outputs


def file_names(code: str, formats: Sequence[Format]) -> list[str]:
    """The names `export_files` writes for `formats`."""
    return [name for _fmt, _table, name in _outputs(code, formats)]


def export_text(db: Database, code: str, fmt: Format, options: ExportOptions = ExportOptions(), table: Table = "crosstable") -> str:
    """The text of one export of the group `code`."""
    if fmt == "json":
        # the files for servers and rating officers: no personal data (the players' contacts)
        return json.dumps(export_json(db, code, contacts=False), ensure_ascii=False, indent=1) + "\n"
    if fmt == "egd":
        from .go import egd as go_egd  # the go rules and lists: an EGD export alone needs them

        return go_egd.egd_table(db, code)
    data = load(db, code)
    if fmt == "trf":
        rows = player_standings(data).rows
        return write_trf(data, standings_of((r.no, r.points, r.place) for r in rows), options.trf_version)
    if fmt == "pgn":
        from ..formats.pgn_export import write_pgn  # python-chess: a PGN export alone needs it

        return write_pgn(data, options.site)
    if fmt == "csv":
        return crosstable_csv(data, options.delimiter) if table == "crosstable" else standings_csv(data, options.delimiter)
    raise ValueError(tr("exchange.refused.format", format=fmt, formats=', '.join(FORMATS)))


def export_files(db: Database, code: str, folder: Path, formats: Sequence[Format], options: ExportOptions = ExportOptions()) -> list[Path]:
    """Write the chosen formats of the group into `folder`; returns the files written."""
    written = []
    for fmt, table, name in _outputs(code, formats):
        path = folder / name
        output.write_text(path, export_text(db, code, fmt, options, table))
        written.append(path)
    return written


def _number(value: float, delimiter: str) -> str:
    """A value in a CSV file: a decimal point, a comma where the separator is ";" (as spreadsheets
    in Czech read it), whatever the interface's language."""
    return format_number(value, separator="," if delimiter == ";" else ".")


def crosstable_csv(data: TournamentData, delimiter: str = ",") -> str:
    """The crosstable as the arbiter reads it (services.crosstable): a column per opponent and cycle."""
    table = crosstable(data)
    double = data.tournament.rounds > 1
    headers = ["No", "Name", "Fed", "Title", "Rtg"]
    headers += [f"{no}/{cycle}" if double else str(no) for no, cycle in table.columns]
    headers += ["Score", *table.criteria, "RG", "Place"]
    rows = [
        [line.no, line.name, line.federation, line.title, line.rating, *line.cells, _number(line.score, delimiter)]
        + [_number(line.tiebreaks[c], delimiter) for c in table.criteria]
        + [line.remaining, line.place]
        for line in table.lines
    ]
    return write_csv(headers, rows, delimiter)


def standings_csv(data: TournamentData, delimiter: str = ",") -> str:
    """The standings in order: place, player, points, each tie-break value, games played and RG; in a
    team event the team standings, which are its standings [000 §6.3; 001 §7.3]."""
    if data.tournament.team_event:
        return team_standings_csv(data, delimiter)
    standings = player_standings(data)
    criteria = [c for c in standings.criteria if c != "points"]
    entries: dict[int, Entry] = {e.no: e for e in data.entries}
    headers = ["Place", "No", "Name", "Fed", "Rtg", "Points", *criteria, "Games", "RG"]
    rows = [
        [r.place, r.no, entries[r.no].name, entries[r.no].player.federation, entries[r.no].rating, _number(r.points, delimiter)]
        + [_number(r.tiebreaks[c], delimiter) for c in criteria]
        + [r.games_played, r.remaining]
        for r in standings.rows
    ]
    return write_csv(headers, rows, delimiter)


def team_standings_csv(data: TournamentData, delimiter: str = ",") -> str:
    """The teams in order: place, number, name, match points, board points, the points on each board
    (the board order criterion), the team head-to-head value where the rule set has it, and RG."""
    standings = compute_team_standings(data)
    names = team_names(data)
    boards = len(standings.rows[0].boards) if standings.rows else 0
    extra = [c for c in standings.criteria if c == "h2h"]
    headers = ["Place", "No", "Team", "MP", "BP", *(f"B{b}" for b in range(1, boards + 1)), *(c.upper() for c in extra), "RG"]
    rows = [
        [r.place, r.team, names[r.team], _number(r.match_points, delimiter), _number(r.board_points, delimiter)]
        + [_number(p, delimiter) for p in r.boards]
        + [_number(r.tiebreaks[c], delimiter) for c in extra]
        + [r.remaining]
        for r in standings.rows
    ]
    return write_csv(headers, rows, delimiter)
