"""The start list: players with their ratings, the colour table, a team's boards and reserves; a go event's
with ranks and clubs [001 §0.3, App. II 1a].

With contacts (`report start-list --contacts`, the print dialog's "with contacts"): under each player
his address, e-mail and telephone, only for the players whose consent is noted; those who keep
contacts without it are left out and a note at the foot says how many (docs/player-register.md,
"Contacts: personal data"). A go event's start list has no contacts: its players meet at the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence


from ...i18n import decimal_text, tr, tr_plural, tr_sex
from ...reports.views import (
    GoPlayerLine,
    Lang,
    NormRequirement,
    PlayerLine,
    StartListView,
    TeamEntry,
)
from ...rules.go.event import GoSettings, is_go_event
from ...rules.model import Entry, Player, StartNo, TournamentData
from ...rules.chess.norm_tables import TITLES
from ...rules.chess.norms import start_view
from ...rules.pairing import berger_rounds, colour_table
from .. import tournaments
from ..database import Database
from ..teams import reserve_players, team_names
from .common import category_and_average, document_language, tournament_header, norm_overview, player_line

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    from ...reports.start_list import StartListContacts
    from ...rules.contacts import Contact


def colours(data: TournamentData) -> tuple[tuple[str, ...], ...]:
    """The colour table: per row player, per opponent, "W"/"B" (double round: one letter per cycle).
    Empty for a team event. A stored game decides the colour; a pair without one takes the Berger table [001 §0.3, App. II 1a]
    with the players numbered in starting order."""
    numbers = [e.no for e in data.entries]
    rounds = data.tournament.rounds
    if len(numbers) < 2 or data.tournament.team_event:
        return ()  # a team event pairs teams; board colours follow the match [001 §8.7g]
    per_cycle = len(berger_rounds(len(numbers)))
    white: dict[tuple[frozenset[int], int], int] = {}
    for (w, b), r in colour_table(len(numbers), rounds).items():
        white[(frozenset((numbers[w - 1], numbers[b - 1])), (r - 1) // per_cycle + 1)] = numbers[w - 1]
    for g in data.games:
        white[(frozenset((g.white, g.black)), (g.round or 1) if rounds > 1 else 1)] = g.white
    return tuple(
        tuple("" if me == opp else "".join("W" if white.get((frozenset((me, opp)), c)) == me else "B"
                                           for c in range(1, rounds + 1))
              for opp in numbers)
        for me in numbers)


def start_list_of(data: TournamentData, lang: str | None = None,
                  reserves: Mapping[int, Sequence[Player]] | None = None) -> StartListView:
    """The start list as at the start: category, average and norm requirements of a title
    tournament come from the start field with every game still to play [001 App. II 4a]; a team
    event's `reserves` (services.teams.reserve_players) after each team's boards. A go event's: its
    players with rank, club and country, and its facts (go_start_list_of)."""
    language = document_language(data.tournament, lang)
    if is_go_event(data.tournament):
        return go_start_list_of(data, language)
    report = norm_overview(start_view(data)) if data.tournament.title_tournament else None
    category, average = category_and_average(report, data)
    norms = tuple(NormRequirement(t, report.requirements.get(t)) for t in TITLES) if report else ()
    return StartListView(header=tournament_header(data, language, category, average),
                         players=tuple(player_line(e, data) for e in data.entries),
                         colours=colours(data), norms=norms, teams=_team_boards(data),
                         team_list=tuple(TeamEntry(t.no, t.name, t.federation, t.captain) for t in data.teams),
                         reserves=_reserve_lines(data, reserves or {}, language))


def _reserve_lines(data: TournamentData, reserves: Mapping[int, Sequence[Player]],
                   lang: Lang) -> tuple[tuple[str, str, PlayerLine], ...]:
    names = team_names(data)
    return tuple((names[team], tr_sex("team.reserve", p.sex, lang),
                  player_line(Entry(no=StartNo(0), player=p), data))
                 for team, players in reserves.items() for p in players)


def go_start_list_of(data: TournamentData, lang: Lang) -> StartListView:
    """A go event's start list: players by starting number with rank, club and country [003 §2]; the
    facts the EGD table's header carries (place, class, basic time, komi) with the system, the rounds
    and the handicap rule [003 §3.1, §4.4.3]. No rating system, colour table or norms: a go event is
    drawn round by round and makes no title norms."""
    t = data.tournament
    go = GoSettings.of(t)
    handicap = (tr("report.go.even", lang) if go.handicap_reduction is None else
                tr("report.go.handicap_rule", lang, reduction=go.handicap_reduction, most=go.handicap_max,
                   komi=decimal_text(go.handicap_komi, lang)))
    basic_time = t.settings.get("basic_time")
    facts = (
        (tr("setup.field.system", lang), tr(f"setup.system.{t.system.value}", lang)),
        (tr("report.field.rounds", lang), str(t.round_count or "")),
        (tr("setup.field.place", lang), str(t.settings.get("place") or "")),
        (tr("setup.field.egd_class", lang), str(t.settings.get("egd_class") or "")),
        (tr("setup.field.basic_time", lang), f"{basic_time} min" if basic_time else ""),
        (tr("go.komi", lang), decimal_text(go.komi, lang)),
        (tr("go.handicap", lang), handicap),
    )
    header = tournament_header(data, lang)
    players = tuple(GoPlayerLine(e.no, e.name, e.player.rank or "", e.player.club, e.player.federation)
                    for e in data.entries)
    return StartListView(header=header, players=(), go_players=players, facts=facts)


def _team_boards(data: TournamentData) -> tuple[tuple[str, int], ...]:
    """(team name, board) per entry of a team event, in entry order; () for an individual event."""
    if not data.tournament.team_event:
        return ()
    names = team_names(data)
    return tuple((names[e.team], e.board) for e in data.entries if e.team is not None and e.board is not None)


def start_list_view(db: Database, code: str, lang: str | None = None) -> StartListView:
    data = tournaments.load(db, code)
    return start_list_of(data, lang, reserve_players(db, data))


def contact_line(contact: Contact) -> str:
    """The address (its lines joined by commas), the e-mail and the telephone, in one line."""
    return " · ".join(part for part in (", ".join(contact.address_lines), contact.email, contact.phone) if part)


def start_list_contacts(view: StartListView, contacts: Mapping[str, Contact], lang: Lang) -> StartListContacts:
    """The contacts of the players of `view` (its reserves too) who consented, and the note saying how
    many keep contacts without a consent noted and were left out."""
    from ...reports.start_list import StartListContacts
    from ...rules.contacts import may_be_given

    ids = [p.player_id for p in view.players] + [p.player_id for _team, _mark, p in view.reserves]
    kept = [(pid, contacts[pid]) for pid in dict.fromkeys(ids) if pid in contacts and not contacts[pid].empty]
    lines = {pid: contact_line(c) for pid, c in kept if may_be_given(c)}
    left_out = len(kept) - len(lines)
    note = tr_plural("contacts.start_list.left_out", left_out, lang, count=left_out) if left_out else tr("contacts.start_list.all_given", lang)
    return StartListContacts(lines, note)

