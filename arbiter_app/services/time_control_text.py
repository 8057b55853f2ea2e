"""The time control as a document prints it, in the document's language (docs/time-control.md).

Apart from the clock check (services.clock), whose move-time readers load python-chess: a start list
or a go list prints the time control without them.
"""

from __future__ import annotations

from typing import Mapping

from ..i18n import LANGUAGES, tr
from ..rules.model import Tournament


def printed_time_control(t: Tournament, lang: str) -> str:
    """The time control as a document in `lang` prints it. The text the tournament form writes for a
    known system (ICCF's three-block system with its planned duration [004 Art. II 7], Planet Šah
    [002]), in whichever language the window spoke, is written again in `lang` from the settings it
    came from; any other text, typed by the arbiter ("ICCF server: 10 moves in 50 days"), is printed
    as typed (docs/time-control.md)."""
    written = {code: _system_text(t.settings, code) for code in LANGUAGES}
    if t.time_control and t.time_control in written.values():
        return written.get(lang) or t.time_control
    return t.time_control


def _system_text(settings: Mapping[str, object], lang: str) -> str | None:
    """What the form writes for the settings' time-control system in `lang`; None for none it knows."""
    system, days = settings.get("timecontrol.system"), settings.get("timecontrol.duration_days")
    if system == "planet_sah":
        return tr("setup.field.tc.planet_sah", lang)
    if system == "three_block" and isinstance(days, int):
        return tr("setup.tc.three_block", lang, days=days)
    return None
