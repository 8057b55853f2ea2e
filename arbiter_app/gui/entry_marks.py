"""The marks the printed documents carry, shown in the window too (screen = paper): the rating with
its mark ("2023P", "(2200)" counted with [001 §9.3–9.4; 001 App. I 11; 000 §1.5]), a withdrawn
player [000 §7.2] and a substitute with whom he replaced [000 §7.7; 001 §8.7]."""

from __future__ import annotations

from ..i18n import date_text, tr, tr_sex
from ..rules.model import Entry, TournamentData
from ..services.crosstable import RATING_MARKS, rating_text


def name_text(entry: Entry) -> str:
    """The name, then "withdrawn" or "substitute for 4" where it applies."""
    if entry.withdrawal is not None:
        return f"{entry.name} ({tr_sex('gui.mark.withdrawn', entry.player.sex)})"
    if entry.replaces is not None:
        return f"{entry.name} ({tr('gui.mark.substitute', no=entry.replaces)})"
    return entry.name


def name_tooltip(entry: Entry, data: TournamentData) -> str:
    """What the mark means, in the words of the printed crosstable's notes."""
    if entry.withdrawal is not None:
        w = entry.withdrawal
        return tr_sex("gui.mark.withdrawn.tip", entry.player.sex, date=date_text(w.date), kind=tr(f"withdrawal.kind.{w.kind.value}"))
    if entry.replaces is not None:
        old = data.entry(entry.replaces)
        since = entry.substitute_since.isoformat() if entry.substitute_since else ""
        return tr_sex("report.note.substitution", entry.player.sex, new=f"{entry.name} ({entry.no})", old=old.name, no=old.no, date=since)
    return ""


def rating_tooltip(entry: Entry, data: TournamentData) -> str:
    """What the rating's mark means ("P provisional rating"), or why it is in brackets."""
    text = rating_text(entry, data)
    mark = next((m for m in RATING_MARKS.values() if m and text.endswith(m)), None)
    if mark is not None:
        return tr(f"report.mark.{mark}")
    return tr("gui.mark.bracketed") if text.startswith("(") else ""
