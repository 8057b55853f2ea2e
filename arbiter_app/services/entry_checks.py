"""Who may enter an event: the rating limits of a Planet Šah event [002] and the sanctions that
follow a player [000 §7.3–7.6; 001 §8.3–8.6] (services.sanction_entry), checked by the
set-up services (services.setup) for the wizard, `new-tournament` and `enter`."""

from __future__ import annotations

from datetime import date
from typing import Any, Sequence

from ..i18n import tr
from ..rules.chess.sanctions import concerns
from ..rules.model import Entry, Player, Tournament
from ..rules.ratings import planet
from ..storage.writer import Writer
from .database import Database
from .sanction_entry import OverrideReasons, admit, check_entrants


def planet_entry_refusals(t: Tournament, newcomers: Sequence[Entry], entered: Sequence[Entry] = ()) -> list[str]:
    """Each of `newcomers` who may not join `entered` in an event rated on Planet Šah, with the
    reasons and the ratings still allowed [002 "Prijave na turnirje", "Ratingiranje" 3]; each one
    who may join counts as a participant for those after him."""
    if not planet.entry_checked(t):
        return []
    participants = [e.rating for e in entered if e.rating is not None]
    refusals = []
    for e in newcomers:
        problems = planet.entry_problems(e.rating, t, participants)
        if not problems:
            participants.append(e.rating)  # type: ignore[arg-type]  # entry_problems refuses None
            continue
        s = t.settings
        reasons = "; ".join(tr(f"ratings.entry.{p.value}", rating=e.rating, base=s.get("planet_base_rating"),
                               tolerance=s.get("planet_tolerance", planet.DEFAULT_TOLERANCE),
                               spread=s.get("planet_max_spread", planet.DEFAULT_MAX_SPREAD)) for p in problems)
        allowed = planet.allowed_range(t, participants)
        limits = tr("ratings.entry.range", low=allowed[0], high=allowed[1]) if allowed else ""
        refusals.append(f"{e.name}: {reasons}" + (f" ({limits})" if limits else ""))
    return refusals


def sanction_check(db: Database, t: Tournament, players: Sequence[Player], on: date | None = None) -> tuple[list[Any], list[str]]:
    """The players a bar refuses to enter on `on` (default today) – (id, name, bar) each – and the
    words of the bonds they owe, nothing stored: what the wizard says before Finish. Nothing for an
    event the sanctions do not concern (rules.chess.sanctions.concerns)."""
    if not concerns(t.organiser) or not players:
        return [], []
    with db.connection() as conn:
        return check_entrants(conn, [(p.id, p.name) for p in players], on or date.today())


def admit_entries(writer: Writer, t: Tournament, entries: Sequence[Entry], on: date | None, override: OverrideReasons) -> list[str]:
    """In the entry's batch: refuse barred entrants (SanctionBarred) unless overridden, keep the
    overrides and mark the bonds owed as asked with this event; the words to say with the entry."""
    if not concerns(t.organiser):
        return []
    return admit(writer, _entrants(entries), t.code, on or date.today(), override)


def _entrants(entries: Sequence[Entry]) -> list[tuple[str, str]]:
    return [(e.player.id, e.name) for e in entries]
