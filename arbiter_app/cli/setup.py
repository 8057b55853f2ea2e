"""Setting events up on the command line: new-tournament, enter, remove-entry, draw, edit-tournament,
delete-tournament (the same services as the new-tournament wizard)."""

from __future__ import annotations

import argparse
from datetime import date
from typing import Any, Callable

from ..formats.exchange_json import parse_document
from ..i18n import decimal_text, tr
from ..rules.draw import DrawMethod
from ..rules.model import Organiser, PairingSystem, RatingSystem, Tournament
from ..rules.setup_checks import DEFAULT_RATING
from ..rules.standings import default_criteria
from ..rules.go.groups import decisions
from ..rules.go.pairing import Colours
from ..rules.go.placing import Placing
from ..rules.go.round_robin import ExcusedGame, WithdrawnGame
from ..services import setup, tournaments
from ..services.go import phases as go_phases
from ..services.database import Database
from .options import code_option



def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    p = sub.add_parser("new-tournament", help=tr("cli.help.new_tournament"), parents=[db_option])
    p.add_argument("code")
    add_property_options(p, creating=True)
    p.add_argument("--from-groups", type=_codes, metavar="CODE,CODE", help=tr("cli.help.new_tournament.from_groups"))
    p.add_argument("--qualifiers", type=int, default=2, metavar="N", help=tr("cli.help.new_tournament.qualifiers"))
    p.add_argument("--ahead", action="append", default=[], metavar="GROUP:NO",
                   help=tr("cli.help.new_tournament.ahead"))
    p.set_defaults(run=run_new)

    p = sub.add_parser("edit-tournament", help=tr("cli.help.edit_tournament"), parents=[db_option])
    p.add_argument("code")
    add_property_options(p, creating=False)
    p.set_defaults(run=run_edit)

    p = sub.add_parser("delete-tournament", help=tr("cli.help.delete_tournament"), parents=[db_option])
    p.add_argument("code")
    p.set_defaults(run=run_delete)

    p = sub.add_parser("enter", help=tr("cli.help.enter"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("ids", nargs="+", metavar="ID")
    p.add_argument("--override-sanction", metavar="REASON", help=tr("sanctions.cli.help.override"))
    p.set_defaults(run=run_enter)

    p = sub.add_parser("remove-entry", help=tr("cli.help.remove_entry"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("no", type=int, metavar="NO")
    p.set_defaults(run=run_remove)

    p = sub.add_parser("draw", help=tr("cli.help.draw"), parents=[db_option])
    p.add_argument("code")
    p.add_argument("--by", choices=DrawMethod.values(), default=DrawMethod.LOT.value)
    p.add_argument("--seed", type=int, help=tr("cli.help.draw.seed"))
    p.add_argument("--order", type=_numbers, metavar="NO,NO,...", help=tr("cli.help.draw.order"))
    p.set_defaults(run=run_draw)


def _numbers(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.value.not_numbers", value=repr(text))) from None


def _codes(text: str) -> list[str]:
    return [c.strip() for c in text.split(",") if c.strip()]


def _criteria(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(",") if c.strip())


def _settings(text: str) -> dict[str, Any]:
    value, problems = parse_document(text)  # the exchange file's JSON: no NaN, infinity or deep nesting
    if problems:
        raise argparse.ArgumentTypeError(problems[0].message if problems[0].path == "(file)" else str(problems[0])) from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(tr("cli.value.settings", example='{"default_in_sb": false}'))
    return value


EVEN = "even"
"""--handicap-reduction even: the setting removed, even games."""
GO_OPTIONS = (("mcmahon_bar", "mcmahon_bar"), ("mcmahon_floor", "mcmahon_floor"), ("placing", "go_placing"),
              ("duration", "timecontrol.duration_days"), ("excused_game", "go_excused_game"),
              ("withdrawn_game", "go_withdrawn_game"), ("bye_points", "go_bye_points"), ("club_rule", "go_club_rule"),
              ("colours", "go_colours"), ("handicap_reduction", "go_handicap_reduction"),
              ("handicap_max", "go_handicap_max"), ("komi", "komi"), ("handicap_komi", "go_handicap_komi"))
"""Each named option with its settings key (rules.go.event.GoSettings, docs/go-events.md)."""


def _stones(text: str) -> int:
    if not text.isdecimal() or int(text) > 9:
        raise argparse.ArgumentTypeError(tr("cli.value.stones", value=repr(text)))
    return int(text)


def _reduction(text: str) -> int | str:
    return EVEN if text.lower() == EVEN else _stones(text)


def _half_points(most: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            value = -1.0
        if not 0 <= value <= most or value * 2 != int(value * 2):
            raise argparse.ArgumentTypeError(tr("cli.value.half_points", value=repr(text), high=decimal_text(most)))
        return value
    return parse


def _flag(p: argparse.ArgumentParser, name: str, help: str) -> None:
    """--name / --no-name; unset when neither is given (edit changes only what is named)."""
    p.add_argument(f"--{name}", action=argparse.BooleanOptionalAction, default=None, help=help)


def add_property_options(p: argparse.ArgumentParser, *, creating: bool) -> None:
    p.add_argument("--name", required=creating)
    p.add_argument("--organiser", type=code_option(Organiser), help=tr("cli.help.option.organiser"))
    p.add_argument("--kind", help=tr("cli.help.option.kind"))
    p.add_argument("--start", type=date.fromisoformat, dest="start_date", metavar="YYYY-MM-DD")
    p.add_argument("--end", type=date.fromisoformat, dest="end_date", metavar="YYYY-MM-DD")
    p.add_argument("--rounds", type=int, help=tr("cli.help.option.rounds"))
    _flag(p, "title-tournament", tr("cli.help.option.title_tournament"))
    _flag(p, "ladies", tr("cli.help.option.ladies"))
    _flag(p, "team-event", tr("cli.help.option.team_event"))
    p.add_argument("--td", help=tr("cli.help.option.td"))
    p.add_argument("--tiebreaks", type=_criteria, help=tr("cli.help.option.tiebreaks"))
    p.add_argument("--rating-system", choices=RatingSystem.values())
    p.add_argument("--system", choices=PairingSystem.values(), help=tr("cli.help.option.system"))
    p.add_argument("--round-count", type=int, help=tr("cli.help.option.round_count"))
    p.add_argument("--mcmahon-bar", help=tr("cli.help.option.mcmahon_bar"))
    p.add_argument("--mcmahon-floor", help=tr("cli.help.option.mcmahon_floor"))
    p.add_argument("--placing", choices=Placing.values(), help=tr("cli.help.option.placing"))
    p.add_argument("--excused-game", choices=ExcusedGame.values(),
                   help=tr("cli.help.option.excused_game"))
    p.add_argument("--withdrawn-game", choices=WithdrawnGame.values(),
                   help=tr("cli.help.option.withdrawn_game"))
    p.add_argument("--bye-points", type=_half_points(1), metavar="0|0.5|1",
                   help=tr("cli.help.option.bye_points"))
    _flag(p, "club-rule", tr("cli.help.option.club_rule"))
    p.add_argument("--colours", choices=Colours.values(), help=tr("cli.help.option.colours"))
    p.add_argument("--handicap-reduction", type=_reduction, metavar="N|even",
                   help=tr("cli.help.option.handicap_reduction"))
    p.add_argument("--handicap-max", type=_stones, metavar="N", help=tr("cli.help.option.handicap_max"))
    p.add_argument("--komi", type=_half_points(20), metavar="POINTS", help=tr("cli.help.option.komi"))
    p.add_argument("--handicap-komi", type=_half_points(20), metavar="POINTS",
                   help=tr("cli.help.option.handicap_komi"))
    p.add_argument("--time-control", help=tr("cli.help.option.time_control"))
    p.add_argument("--duration", type=int, metavar="DAYS", help=tr("cli.help.option.duration"))
    p.add_argument("--entry-fee", type=float)
    p.add_argument("--settings", type=_settings, metavar="JSON", help=tr("cli.help.option.settings"))


_FIELDS = ("name", "organiser", "kind", "start_date", "end_date", "rounds", "title_tournament", "ladies", "team_event", "td",
           "tiebreaks", "rating_system", "system", "round_count", "time_control", "entry_fee")


def property_changes(args: argparse.Namespace, settings: dict[str, Any]) -> dict[str, Any]:
    """The tournament fields named on the command line (settings merged into `settings`)."""
    changes = {name: getattr(args, name) for name in _FIELDS if getattr(args, name, None) is not None}
    if "rating_system" in changes:
        changes["rating_system"] = RatingSystem.parse(changes["rating_system"])
    if "system" in changes:
        changes["system"] = PairingSystem.parse(changes["system"])
    extra = dict(args.settings or {})
    for option, key in GO_OPTIONS:
        if getattr(args, option) is not None:
            extra[key] = getattr(args, option)
    if extra:
        changes["settings"] = {k: v for k, v in {**settings, **extra}.items() if v != EVEN}
    return changes


def run_new(args: argparse.Namespace, db: Database) -> int:
    changes = property_changes(args, {})
    if args.from_groups:  # the final of a go event in phases
        changes.update(system=PairingSystem.KNOCKOUT, organiser=changes.get("organiser", Organiser.CAGO))
    organiser = changes.get("organiser", Organiser.ICCF)
    system = changes.get("system", PairingSystem.ROUND_ROBIN)
    changes.setdefault("tiebreaks", default_criteria(organiser, system, bool(changes.get("team_event"))))
    changes.setdefault("rating_system", DEFAULT_RATING[organiser])
    tournament = Tournament(code=args.code, **changes)
    if args.from_groups:
        ahead = decisions(args.ahead)
        print(go_phases.knockout_from_groups(db, tournament, args.from_groups, args.qualifiers, ahead).description)
    else:
        print(setup.create_tournament(db, tournament).description)
    return 0


def run_edit(args: argparse.Namespace, db: Database) -> int:
    current = tournaments.load(db, args.code).tournament
    print(setup.edit_tournament(db, args.code, property_changes(args, dict(current.settings))).description)
    return 0


def run_delete(args: argparse.Namespace, db: Database) -> int:
    print(setup.delete_tournament(db, args.code).description)
    return 0


def run_enter(args: argparse.Namespace, db: Database) -> int:
    print(setup.enter_players(db, args.code, args.ids, override_sanction=args.override_sanction).description)
    return _started_note(db, args.code)


def run_remove(args: argparse.Namespace, db: Database) -> int:
    print(setup.remove_entry(db, args.code, args.no).description)
    return _started_note(db, args.code)


def run_draw(args: argparse.Namespace, db: Database) -> int:
    print(setup.draw(db, args.code, DrawMethod.parse(args.by), args.seed, args.order).description)
    return _started_note(db, args.code)


def _started_note(db: Database, code: str) -> int:
    """After a change of entries or the draw: say so when the start date has passed."""
    note = setup.started_note(tournaments.load(db, code).tournament)
    if note:
        print(note)
    return 0
