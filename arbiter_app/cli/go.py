"""Go events round by round: `excuse`, `go-draw`, `go-pairings`, `go-swap`, `go-undraw`, `go-wall`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..formats.problems import listing
from ..i18n import tr
from ..rules.go.event import GoSettings
from ..rules.model import Game, PairingSystem
from ..services.go import lists as go_lists, rounds as go_rounds
from ..services.crosstable import format_halves, format_points
from ..services.documents import default_file_name
from ..services import output
from ..services.database import Database
from ..services.results import result_code
from .progress import ConsoleProgress
from .tables import print_table


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    def add(name: str, help: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help, parents=[db_option])
        p.add_argument("code")
        return p

    p = add("excuse", tr("cli.help.excuse"))
    p.add_argument("no", type=int, metavar="NO")
    p.add_argument("round", type=int, metavar="ROUND")
    p.add_argument("--cancel", action="store_true", help=tr("cli.help.excuse.cancel"))
    p.set_defaults(run=run_excuse)
    p = add("go-draw", tr("cli.help.go_draw"))
    p.add_argument("round", type=int, metavar="ROUND")
    p.add_argument("--seed", type=int, help=tr("cli.help.go_draw.seed"))
    p.set_defaults(run=run_draw)
    p = add("go-pairings", tr("cli.help.go_pairings"))
    p.add_argument("round", type=int, metavar="ROUND")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_pairings)
    p = add("go-swap", tr("cli.help.go_swap"))
    p.add_argument("round", type=int, metavar="ROUND")
    p.add_argument("a", type=int, metavar="NO")
    p.add_argument("b", type=int, metavar="NO")
    p.set_defaults(run=run_swap)
    p = add("go-undraw", tr("cli.help.go_undraw"))
    p.add_argument("round", type=int, metavar="ROUND")
    p.set_defaults(run=run_undraw)
    p = add("go-wall", tr("cli.help.go_wall"))
    p.add_argument("--json", action="store_true")
    p.add_argument("--after", type=int, metavar="ROUND", help=tr("cli.help.go_wall.after"))
    p.set_defaults(run=run_wall)
    p = add("egd-export", tr("cli.help.egd_export"))
    p.add_argument("-o", "--output", type=Path, help=tr("cli.help.egd_export.output"))
    p.set_defaults(run=run_egd_export)
    p = sub.add_parser("egd-import", help=tr("cli.help.egd_import"), parents=[db_option])
    p.add_argument("file", type=Path)
    p.add_argument("--as-event", metavar="CODE", help=tr("cli.help.egd_import.as_event"))
    p.set_defaults(run=run_egd_import)
    p = add("go-print", tr("cli.help.go_print"))
    p.add_argument("--round", type=int, metavar="ROUND", help=tr("cli.help.go_print.round"))
    p.add_argument("--after", type=int, metavar="ROUND", help=tr("cli.help.go_print.after"))
    p.add_argument("--reasons", action="store_true", help=tr("cli.help.go_print.reasons"))
    p.add_argument("-o", "--output", type=Path, help=tr("cli.help.go_print.output"))
    p.add_argument("--lang", choices=("cs", "en"), dest="doc_lang", help=tr("cli.help.go_print.doc_lang"))
    p.set_defaults(run=run_print)


def run_excuse(args: argparse.Namespace, db: Database) -> int:
    print(go_rounds.excuse(db, args.code, args.no, args.round, cancel=args.cancel).description)
    return 0


def run_draw(args: argparse.Namespace, db: Database) -> int:
    print(go_rounds.draw(db, args.code, args.round, args.seed).description)
    return 0


def run_swap(args: argparse.Namespace, db: Database) -> int:
    print(go_rounds.swap(db, args.code, args.round, args.a, args.b).description)
    return 0


def run_undraw(args: argparse.Namespace, db: Database) -> int:
    print(go_rounds.undo_draw(db, args.code, args.round).description)
    return 0


def run_pairings(args: argparse.Namespace, db: Database) -> int:
    event = go_rounds.load_event(db, args.code)
    r = event.round(args.round)
    if not r.drawn:
        raise go_rounds.RoundRefused(f"{args.code}: " + tr("go.not_drawn", round=args.round))
    games: dict[tuple[int, int], Game] = {(g.white, g.black): g for g in event.data.games if g.round == args.round}
    handicaps = GoSettings.of(event.data.tournament).handicap_reduction is not None
    if args.json:
        items: list[dict[str, object]] = [
            {"board": b.board, "white": b.white, "black": b.black, "why": go_lists.reason_text(b.reason),
             "result": games[(b.white, b.black)].result.value,
             **({"handicap": go_rounds.stones(event, b), "komi": go_rounds.komi(event, b)} if handicaps else {})}
            for b in r.boards
        ]
        if r.bye is not None:
            items.append({"bye": r.bye})
        items += [{"bye": no} for _, no in r.passes]
        items += [{"bye": no} for no in sorted(go_lists.withdrawal_free(event, r))]  # a round robin's free round
        print(json.dumps(items, ensure_ascii=False, indent=1))
        return 0
    labels = go_lists.player_labels(event.data)
    who = labels.__getitem__

    lot = f" ({tr('go.seed', seed=event.lot(args.round))})" if event.lot(args.round) is not None else ""
    print(f"{event.data.tournament.name} – {tr('go.round')} {args.round}{lot}")
    rows = [[str(b.board), who(b.white), who(b.black)]
            + ([str(go_rounds.stones(event, b)), go_lists.komi_text(event, b)] if handicaps else [])
            + [result_code(games[(b.white, b.black)]), go_lists.reason_text(b.reason)] for b in r.boards]
    headers = [tr("go.board"), tr("go.white"), tr("go.black")] + ([tr("go.handicap"), tr("go.komi")] if handicaps else [])
    print_table(headers + [tr("go.result"), tr("go.why")], rows)
    if r.bye is not None and r.bye_reason is not None:
        print(f"{tr('go.bye')}: {who(r.bye)} – {go_lists.reason_text(r.bye_reason)}")
    for name in go_lists.pass_names(event, args.round, labels):
        print(f"{tr('go.bye')}: {name}")
    if r.excused:
        print(f"{tr('go.excused')}: {', '.join(who(no) for no in sorted(r.excused))}")
    return 0


def run_wall(args: argparse.Namespace, db: Database) -> int:
    return print_wall(db, args.code, args.after, args.json)


def print_wall(db: Database, code: str, after: int | None = None, as_json: bool = False) -> int:
    """The wall list as text or JSON (`go-wall`, and `crosstable` of a go event drawn by pairing);
    a criterion that did not apply (head-to-head of a player not tied) is blank, null in JSON."""
    event = go_rounds.load_event(db, code)
    wall = go_lists.wall_list_of(event, after)
    if as_json:
        print(json.dumps([
            {"num": line.num, "place": line.place, "no": line.no, "name": line.name, "rank": line.rank,
             "club": line.club, "rounds": list(line.cells), "score": line.score,
             "tiebreaks": {c: None if c in line.not_applied else v for c, v in zip(wall.criteria, line.tiebreaks)},
             **({"from": line.origin} if line.origin else {})}
            for line in wall.lines
        ], ensure_ascii=False, indent=1))
        return 0
    # the window's column titles (gui.go.wall, and its score's as gui.crosstable_view names it), in the language chosen
    mcmahon = event.data.tournament.system is PairingSystem.MCMAHON
    headers = ["#", tr("go.place"), tr("go.name"), tr("go.rank"), tr("go.club")]
    headers += [str(k) for k in range(1, wall.rounds + 1)] + [tr("go.mm" if mcmahon else "go.score")]
    headers += [tr(f"standings.column.{c}") for c in wall.criteria]
    print_table(headers, [
        [str(line.num), line.place, line.label, line.rank, line.club, *line.cells, format_points(line.score)]
        + ["" if c in line.not_applied else format_halves(v) for c, v in zip(wall.criteria, line.tiebreaks)]
        for line in wall.lines
    ])
    print(tr("go.wall.legend"))
    return 0


def run_print(args: argparse.Namespace, db: Database) -> int:
    from ..services import printing
    from .reports import warn  # the printed documents' warnings, as `report` prints them

    if args.round is not None:
        out = args.output or Path(default_file_name(f"round{args.round}", args.code))
        warn(printing.render_pairing_list(db, args.code, args.round, out, args.doc_lang, reasons=args.reasons))
        print(tr("go.cli.pairing_list_printed", round=args.round, code=args.code, file=out))
    else:
        out = args.output or Path(default_file_name("wall-list", args.code))
        warn(printing.render_wall_list(db, args.code, out, args.doc_lang, args.after))
        print(tr("go.cli.wall_list_printed", code=args.code, file=out))
    return 0


def run_egd_export(args: argparse.Namespace, db: Database) -> int:
    from ..services.go import egd as go_egd

    table = go_egd.egd_table(db, args.code)
    if args.output:
        output.write_text(args.output, table, encoding="ascii")
        print(tr("go.cli.egd_written", code=args.code, file=args.output))
    else:
        print(table, end="")
    return 0


def run_egd_import(args: argparse.Namespace, db: Database) -> int:
    from ..services.go import egd as go_egd, egd_event

    with ConsoleProgress(args.file) as progress:  # a progress line while a large table is read
        if args.as_event is not None:  # an empty code is refused by the import, not taken for "players only"
            change = egd_event.import_egd_event(db, args.file, args.as_event, progress)
        else:
            change = go_egd.import_egd_players(db, args.file, progress)
    print(change.description)
    for line in listing(change.notes):
        print(tr("exchange.trf.note", note=line))
    return 0
