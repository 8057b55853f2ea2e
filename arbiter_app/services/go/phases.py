"""A go event in phases [003 §3.1.5]: the knockout made from finished groups (round robins).

The arbiter creates the final from the groups: the top N of each group by the group's standings are
entered in seed order, and the link (the groups, each qualifier's group and place) is kept in the
final's setting `go_from_groups`, so that its lists say where each player came from. One action,
audited and undoable like creating any tournament. The choices are in docs/go-events.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from ...rules.go.event import go_standings, is_go_event
from ...rules.go.round import GoRound
from ...rules.go.groups import Qualifier, group_seeding, qualifiers
from ...rules.model import PairingSystem, Tournament, TournamentData
from ...rules.names import name_list
from ...rules.results import is_remaining
from ...storage import repository
from ...storage.go_rounds import load_go_rounds
from .. import setup
from ..crosstable import player_standings
from ..database import Changes, Database
from .rounds import GoEvent
from ...i18n import tr, tr_plural


class PhaseRefused(ValueError):
    """The groups cannot give a knockout now; the message names the group. Nothing was stored."""


def _check_group(data: TournamentData, rounds: Sequence[GoRound]) -> None:
    """A group is finished when every round of its table is drawn (a go round robin is drawn round by
    round) and every game has a result."""
    t = data.tournament
    if t.team_event or t.system is PairingSystem.KNOCKOUT:
        raise PhaseRefused(tr("go.phases.refused.not_group", code=t.code))
    if not data.games:
        raise PhaseRefused(tr("go.phases.refused.not_drawn", code=t.code))
    if is_go_event(t):
        drawn = sum(1 for r in rounds if r.drawn)
        length = GoEvent(data, tuple(rounds)).round_count or 0
        if drawn < length:
            raise PhaseRefused(tr("go.phases.refused.not_finished", code=t.code, drawn=drawn, length=length))
    open_games = [g for g in data.games if is_remaining(g)]
    if open_games:
        listed = ", ".join(f"{g.white}-{g.black}" for g in open_games[:5]) + (", …" if len(open_games) > 5 else "")
        raise PhaseRefused(tr_plural("go.phases.open_games", len(open_games), code=t.code, count=len(open_games), listed=listed))


def group_qualifiers(db: Database, groups: Sequence[str], count: int,
                     ahead: Mapping[str, Sequence[int]] | None = None) -> tuple[Qualifier, ...]:
    """The top `count` of each finished group by its standings, in seed order [003 §3.1.5, §3.2.1];
    `ahead`: per group, the starting numbers the TD put first in a tie on the qualifying line."""
    ahead = ahead or {}
    unknown = sorted(set(ahead) - set(groups))
    if unknown:
        raise PhaseRefused(tr("go.phases.refused.unknown_group", code=unknown[0], groups=', '.join(groups)))
    if not groups:
        raise PhaseRefused(tr("go.phases.refused.no_group"))
    repeated = sorted({g for g in groups if list(groups).count(g) > 1})
    if repeated:
        raise PhaseRefused(tr("go.phases.refused.twice", code=repeated[0]))
    chosen = []
    with db.reading() as session:
        for code in groups:
            data = repository.load_tournament(session, code)
            rounds = load_go_rounds(session.connection(), code)
            _check_group(data, rounds)
            table = go_standings(data, rounds) if is_go_event(data.tournament) else player_standings(data)
            rows = [(r.place, data.entry(r.no).player.id, data.entry(r.no).name) for r in table.rows]
            decided = [data.entry(no).player.id for no in ahead.get(code, ())]
            chosen.append(qualifiers(code, rows, count, decided))
    return group_seeding(chosen)


def knockout_from_groups(db: Database, tournament: Tournament, groups: Sequence[str], count: int,
                         ahead: Mapping[str, Sequence[int]] | None = None) -> Changes:
    """Create the knockout `tournament` from the finished `groups`: their top `count` players
    entered in seed order (group winners first, players of one group apart), the link recorded in
    the setting `go_from_groups` (with the TD's decisions of ties, `ahead`), and as many rounds as
    the bracket needs unless given."""
    seeded = group_qualifiers(db, groups, count, ahead)
    rounds = max(1, (len(seeded) - 1).bit_length())
    link: dict[str, object] = {"groups": list(groups), "qualifiers": count,
                               "seeds": [[q.group, q.place, q.player_id] for q in seeded]}
    if ahead:
        link["ahead"] = {group: list(numbers) for group, numbers in ahead.items()}
    t = replace(tournament, system=PairingSystem.KNOCKOUT, round_count=tournament.round_count or rounds,
                settings={**tournament.settings, "go_from_groups": link})
    change = setup.create_tournament(db, t, [q.player_id for q in seeded])
    taken = name_list(f"{q.label} {q.name}" for q in seeded)
    return replace(change, description=tr("go.phases.done", created=change.description, groups=", ".join(groups), seeded=taken))
