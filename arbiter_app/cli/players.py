"""The player register commands: `player add`, `player edit`, `player delete`, `player show` and `players`.

Every value is taken as text and read by the same checks as the window's dialog, so a bad value is
refused with the option named (exit 1) and nothing is stored. The contacts (`--email`, `--address`,
`--phone`, `--consent DATE` / `--no-consent`) are saved with the player in the same action; an
empty value clears one (docs/player-register.md, "Contacts: personal data").
"""

from __future__ import annotations

import argparse
import json
import sys

from ..i18n import tr
from ..rules.player_checks import FIELDS
from ..services import players
from ..services.database import Database
from ..services.players import PlayerRefused
from .tables import print_table


LIMIT = 50
"""`players` prints the first 50 matches by default: a register may hold a whole FIDE list."""


def _option(field: str) -> str:
    return "--" + field.replace("_", "-")


def register(sub: argparse._SubParsersAction, db_option: argparse.ArgumentParser) -> None:
    player = sub.add_parser("player", help=tr("cli.help.player"), parents=[db_option])
    actions = player.add_subparsers(dest="player_action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help=tr("cli.help.player.add"), parents=[db_option])
    edit = actions.add_parser("edit", help=tr("cli.help.player.edit"), parents=[db_option])
    edit.add_argument("player_id", metavar="ID")
    for field in FIELDS:
        help = {"name": tr("cli.help.option.name"), "federation": tr("cli.help.option.federation"), "rank": tr("cli.help.option.rank")}.get(field)
        add.add_argument(_option(field), dest=field, metavar="TEXT", required=field in ("id", "name", "federation"), help=help)
        edit.add_argument(_option(field), dest=field, metavar="TEXT", help=help)
    for parser in (add, edit):
        _contact_options(parser)
        parser.set_defaults(run=run_save)
    delete = actions.add_parser("delete", help=tr("cli.help.player.delete"), parents=[db_option])
    delete.add_argument("player_id", metavar="ID")
    delete.set_defaults(run=run_delete)
    show = actions.add_parser("show", help=tr("contacts.cli.help.show"), parents=[db_option])
    show.add_argument("player_id", metavar="ID")
    show.add_argument("--json", action="store_true", help=tr("contacts.cli.help.show_json"))
    show.set_defaults(run=run_show)
    listing = sub.add_parser("players", help=tr("cli.help.players"), parents=[db_option])
    listing.add_argument("--search", default="", metavar="TEXT", help=tr("cli.help.players.search"))
    listing.add_argument("--json", action="store_true", help=tr("cli.help.players.json"))
    shown = listing.add_mutually_exclusive_group()
    shown.add_argument("--limit", type=int, default=LIMIT, metavar="N", help=tr("cli.help.players.limit", limit=LIMIT))
    shown.add_argument("--all", action="store_true", help=tr("cli.help.players.all"))
    listing.set_defaults(run=run_players)


def _contact_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--email", metavar="TEXT", help=tr("contacts.cli.help.email"))
    parser.add_argument("--address", metavar="TEXT", help=tr("contacts.cli.help.address"))
    parser.add_argument("--phone", metavar="TEXT", help=tr("contacts.cli.help.phone"))
    consent = parser.add_mutually_exclusive_group()
    consent.add_argument("--consent", metavar="DATE", help=tr("contacts.cli.help.consent"))
    consent.add_argument("--no-consent", dest="consent", action="store_const", const="", help=tr("contacts.cli.help.no_consent"))


def run_save(args: argparse.Namespace, db: Database) -> int:
    from ..services.running.contacts import ContactRefused  # its write path: not loaded by `players --search`

    texts = {field: getattr(args, field) for field in FIELDS if getattr(args, field) is not None}
    contact = {"email": args.email, "phone": args.phone, "consent": args.consent,
               "address": None if args.address is None else args.address.replace("\\n", "\n")}  # typed "\n": a line break
    try:
        _player, change = players.save_texts(db, texts, getattr(args, "player_id", None), contact)
    except PlayerRefused as refused:
        raise PlayerRefused(refused.problems, label=_option) from None
    except ContactRefused as refused:
        raise ContactRefused(refused.problems, label=_option) from None
    print(change.description)
    return 0


def run_show(args: argparse.Namespace, db: Database) -> int:
    """The player's register facts, his tournaments, his contacts and his sanctions."""
    from ..formats.contacts_json import contact_object
    from ..formats.exchange_json import player_object
    from ..services.running.contacts import contact_lines, contact_of
    from ..services.running.sanctions import player_sanctions, sanction_lines

    player = players.get(db, args.player_id)
    codes = players.tournaments_of(db, player.id)
    contact = contact_of(db, player.id)
    if args.json:
        print(json.dumps({**player_object(player), "tournaments": list(codes), "contact": contact and contact_object(contact),
                          "sanctions": player_sanctions(db, player.id)}, ensure_ascii=False, indent=1))
        return 0
    facts = player_object(player)
    words = {"sex": tr(f"players.sex.{player.sex.value}"), "rating_kind": tr(f"players.kind.{player.rating_kind.value}")}
    for field in FIELDS:
        value = words.get(field, facts.get(field))
        if value not in (None, ""):
            print(f"{tr('players.field.' + field)}: {value}")
    print(f"{tr('players.field.tournaments')}: {', '.join(codes) or '—'}")
    for title, lines, none in ((tr("contacts.title"), contact_lines(contact), tr("contacts.none")),
                               (tr("contacts.sanctions_title"), sanction_lines(db, player.id), tr("contacts.no_sanctions"))):
        print(f"{title}:")
        for line in lines or [none]:
            print("  " + line)
    return 0


def run_delete(args: argparse.Namespace, db: Database) -> int:
    print(players.delete_player(db, args.player_id).description)
    return 0


def run_players(args: argparse.Namespace, db: Database) -> int:
    if args.limit < 1:
        raise ValueError(tr("players.limit_too_small", limit=args.limit))
    limit = None if args.all else args.limit
    listings = players.search(db, args.search, limit=None if limit is None else limit + 1)
    if limit is not None and len(listings) > limit:  # said apart, so that the JSON stays whole
        listings = listings[:limit]
        print(tr("players.more_matches", shown=limit), file=sys.stderr)
    if args.json:
        from ..formats.exchange_json import player_object  # with --json alone: the search stays quick

        print(json.dumps([player_object(r.player) for r in listings], ensure_ascii=False, indent=1))
        return 0
    headers = [tr(f"players.field.{f}") for f in ("id", "name", "federation", "title", "rating", "rating_kind", "tournaments")]
    rows = [
        (p.id, p.name, p.federation, p.title or "", "" if p.rating is None else str(p.rating), tr(f"players.kind.{p.rating_kind.value}"), ", ".join(r.tournaments))
        for r in listings
        for p in [r.player]
    ]
    print_table(headers, rows)
    return 0
