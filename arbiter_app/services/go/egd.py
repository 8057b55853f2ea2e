"""A go event to the European Go Database and players from an EGD table (docs/go-events.md).

Export: the wall list with each round's colour and handicap in the EGD's tournament table, so the
event can be rated. A game not played is not rated: a game both lost (0-0 [003 §4.4.4]) is written
`0-` on both lines and a game won by default (flag D) `0+` / `0-`, the EGD's free rounds, which
score as they did and carry no game to rate. Import: the players of an EGD table into the
register, each as one undoable action; players already in the register (same id) are left as they are.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from ...formats.egd import EgdLine, ascii_text, read_egd_players, write_egd
from ...formats.exchange_json import ImportProblem, Problem
from ...rules.go.event import GoSettings
from ...rules.model import Player, PlayerId
from ...rules.player_checks import check_player
from ...rules.results import is_both_lost, is_default, is_remaining, points
from ...storage import repository
from ...storage.mappers import player_values
from ...storage.writer import Writer
from .. import backups
from ..database import Changes, Database
from .rounds import RoundRefused, load_event, wall_list


def egd_table(db: Database, code: str) -> str:
    """The EGD tournament table of a go event whose every drawn game has a result."""
    event = load_event(db, code)
    data = event.data
    running = sorted({g.round or 0 for g in data.games if is_remaining(g)})
    if running:
        raise RoundRefused(f"{code}: rounds {', '.join(map(str, running))} have games without a result; "
                           "the EGD takes finished events")
    wall = wall_list(db, code)
    settings = GoSettings.of(data.tournament)
    rank = {e.no: e.player.rank for e in data.entries}
    colour: dict[tuple[int | None, int], str] = {
        (g.round, no): ("w" if no == g.white else "b") + str(settings.stones(rank[g.white], rank[g.black]))
        for g in data.games for no in (g.white, g.black)
    }
    # Games not played (0-0, or won by default) are not rated: written as the free round they were.
    unplayed: dict[tuple[int | None, int], str] = {(g.round, no): "0+" if points(g, no) == 1.0 else "0-"
                for g in data.games if is_both_lost(g) or is_default(g) for no in (g.white, g.black)}
    lines = []
    for line in wall.lines:
        e = data.entry(line.no)
        rounds = []
        for k, cell in enumerate(line.cells, start=1):
            if (k, line.no) in unplayed:
                rounds.append(unplayed[(k, line.no)])
            elif cell in ("-", "0"):  # not played, or a round robin's free round without points
                rounds.append("0-")
            elif cell == "0+":
                rounds.append("0+")
            else:
                rounds.append(f"{cell}/{colour[(k, line.no)]}")
        lines.append(EgdLine(line.num, e.name, line.rank, e.player.federation, line.club,
                             f"{line.score:g}", tuple(f"{v:g}" for v in line.tiebreaks), tuple(rounds)))
    t = data.tournament
    days = ",".join(d.isoformat() for d in (t.start_date, t.end_date) if d)
    header = {"EV": t.name, "PC": str(t.settings.get("place", "")), "DT": days,
              "CL": str(t.settings.get("egd_class", "")), "KM": str(settings.komi),  # the komi played, 6.5 unless set
              "TM": str(t.settings.get("basic_time", ""))}
    return write_egd(lines, header)


def import_egd_players(db: Database, path: Path) -> Changes:
    """Add the players of the EGD table `path` to the register (id `EGD-Surname-First`); nothing is
    stored when a line has a problem."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    players, problems = read_egd_players(text)
    candidates = []
    for p in players:
        pid = PlayerId("EGD-" + "-".join(ascii_text(part).replace(" ", "_") for part in (p.surname, p.first_name) if part))
        player = Player(pid, p.name, federation=p.federation, rank=p.rank, club=p.club)
        problems += [Problem(f"line {p.line}", f"{f.field}: {f.reason.value}") for f in check_player(player, date.today().year)]
        candidates.append(player)
    if problems:
        raise ImportProblem(str(path), problems)
    backups.before_bulk(db, "import-egd")
    added = []
    with db.transaction() as session:
        writer = Writer(session, "import-egd")
        for player in candidates:
            if repository.player(session, player.id) is not None:
                continue
            writer.put("player", {"id": player.id}, player_values(player))
            added.append(player.id)
    return Changes("import-egd", frozenset(), f"{len(added)} players added from {path.name} "
                   f"({len(players) - len(added)} already in the register)", writer.batch)
