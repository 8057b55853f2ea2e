"""OpenGotha's tournament parameters as the settings of a ČAGo go event, and back (docs/go-events.md,
"OpenGotha's tournament file").

In: the first placement criterion gives the system (`MMS` McMahon [003 §3.1.3], anything else
Swiss [003 §3.1.2]); `genMMBar`/`genMMFloor` the McMahon bar and floor; `komi` the komi; the handicap
set `hdCorrection` the reduction and `hdCeiling` the most stones [003 §4.1.1], an event without
handicaps when the ceiling is 0 or the threshold `hdNoHdRankThreshold` 30K (nobody below it);
`genMMS2ValueBye` (McMahon) or `genNBW2ValueBye` (Swiss), in half points, the bye's points;
`numberOfRounds`, `location` (the place) and `basicTime` (minutes). What has no counterpart is a note.
Out: `parameter_sets` gives the same attributes for our settings.
"""

from __future__ import annotations

from ..i18n import tr
from ..rules.go.event import GoSettings
from ..rules.go.ranks import RankError, normalise
from ..rules.model import PairingSystem, Tournament
from .problems import Note
from .opengotha import OgDocument
from .problems import Problem

OUR_CRITERIA = {"points": "NBW", "mms": "MMS", "sos": "SOS", "sdos": "SODOS", "ssos": "SOSOS", "h2h": "DC"}
"""Our criteria (rules.standings) -> OpenGotha's names (W or M appended for the Swiss/McMahon score)."""
_TIME_FIELDS = ("complementaryTimeSystem", "stdByoYomiTime", "nbMovesCanTime", "canByoYomiTime", "fischerTime")


def event_settings(doc: OgDocument, problems: list[Problem], notes: list[Note]) -> tuple[PairingSystem, dict[str, object], int | None]:
    """The system, settings and number of rounds of the file's parameters."""
    line, general = doc.parameters.get("GeneralParameterSet", (0, {}))
    where = tr("exchange.opengotha.where.line", line=line) if line else tr("exchange.opengotha.where.parameters")
    first = doc.criteria[0][1] if doc.criteria else "MMS"
    mcmahon = first == "MMS"
    system = PairingSystem.MCMAHON if mcmahon else PairingSystem.SWISS
    if first not in ("MMS", "NBW"):
        notes.append(Note(where, tr("exchange.opengotha.note.system", criterion=first)))
    if doc.criteria:
        notes.append(Note(where, tr("exchange.opengotha.note.criteria", criteria=", ".join(name for _l, name in doc.criteria))))
    settings: dict[str, object] = {}

    def number(name: str, default: str) -> float | None:
        text = general.get(name, default).strip()
        try:
            return float(text)
        except ValueError:
            problems.append(Problem(where, tr("exchange.opengotha.bad_number", field=name, value=text)))
            return None

    if mcmahon:
        for key, name, default in (("mcmahon_bar", "genMMBar", "4D"), ("mcmahon_floor", "genMMFloor", "20K")):
            try:
                settings[key] = normalise(general.get(name, default))
            except RankError:
                problems.append(Problem(where, tr("exchange.opengotha.bad_rank", rank=general.get(name, default))))
    komi = number("komi", "7.5")
    if komi is not None:
        if komi * 2 != int(komi * 2) or not 0 <= komi <= 20:
            problems.append(Problem(where, tr("exchange.opengotha.bad_number", field="komi", value=general.get("komi", ""))))
        else:
            settings["komi"] = komi
    bye = number("genMMS2ValueBye" if mcmahon else "genNBW2ValueBye", "2")
    if bye is not None and bye / 2 in (0.0, 0.5, 1.0):
        if bye / 2 != 1.0:
            settings["go_bye_points"] = bye / 2
    elif bye is not None:
        notes.append(Note(where, tr("exchange.opengotha.note.bye", value=_points(bye / 2))))
    absent = number("genMMS2ValueAbsent" if mcmahon else "genNBW2ValueAbsent", "0")
    if absent:
        notes.append(Note(where, tr("exchange.opengotha.note.absent", value=_points(absent / 2))))
    if general.get("genCountNotPlayedGamesAsHalfPoint", "false") == "true":
        notes.append(Note(where, tr("exchange.opengotha.note.half_point")))
    _handicap(doc, settings, problems, notes)
    rounds = number("numberOfRounds", "0")
    minutes = number("basicTime", "0")
    if minutes:
        settings["basic_time"] = int(minutes)
    if general.get("location", "").strip():
        settings["place"] = general["location"].strip()
    if general.get("size", "19") != "19":
        notes.append(Note(where, tr("exchange.opengotha.note.size", size=general["size"])))
    if any(name in general for name in _TIME_FIELDS):
        notes.append(Note(where, tr("exchange.opengotha.note.time", system=general.get("complementaryTimeSystem", ""))))
    if "PairingParameterSet" in doc.parameters:
        notes.append(Note(tr("exchange.opengotha.where.line", line=doc.parameters["PairingParameterSet"][0]), tr("exchange.opengotha.note.pairing")))
    for tag, at in sorted(doc.others.items(), key=lambda item: item[1]):
        notes.append(Note(tr("exchange.opengotha.where.line", line=at), tr("exchange.opengotha.note.element", element=tag)))
    return system, settings, int(rounds) if rounds else None


def _points(value: float) -> str:
    """Points as both languages write them: 1, ½, 1½."""
    whole = int(value)
    return f"{whole or ''}½" if value - whole == 0.5 else f"{value:g}"


def _handicap(doc: OgDocument, settings: dict[str, object], problems: list[Problem], notes: list[Note]) -> None:
    if "HandicapParameterSet" not in doc.parameters:
        return
    line, h = doc.parameters["HandicapParameterSet"]
    where = tr("exchange.opengotha.where.line", line=line)
    try:
        correction, ceiling = int(h.get("hdCorrection", "1")), int(h.get("hdCeiling", "9"))
        threshold = normalise(h.get("hdNoHdRankThreshold", "1D"))
    except (ValueError, RankError):
        problems.append(Problem(where, tr("exchange.opengotha.bad_handicap")))
        return
    if ceiling <= 0 or threshold == "30k":
        return  # even games
    if not 0 <= correction <= 9:
        notes.append(Note(where, tr("exchange.opengotha.note.correction", value=correction)))
        correction = min(max(correction, 0), 9)
    settings["go_handicap_reduction"] = correction
    if ceiling != 9:
        settings["go_handicap_max"] = min(ceiling, 9)
    notes.append(Note(where, tr("exchange.opengotha.note.threshold", rank=threshold)))
    if h.get("hdBasedOnMMS", "true") == "true":
        notes.append(Note(where, tr("exchange.opengotha.note.hd_mms")))


def parameter_sets(t: Tournament, rounds: int) -> dict[str, dict[str, str]]:
    """The attributes of GeneralParameterSet and HandicapParameterSet for the event `t`."""
    s = GoSettings.of(t)
    bye = f"{int(s.bye_points * 2)}"
    general = {
        "shortName": t.code, "name": t.name, "location": str(t.settings.get("place", "")), "director": t.td,
        "beginDate": (t.start_date.isoformat() if t.start_date else ""), "endDate": (t.end_date or t.start_date).isoformat() if t.start_date else "",
        "komi": f"{s.komi:g}", "numberOfRounds": str(rounds), "size": "19",
        "genMMBar": (s.bar or "9d").upper(), "genMMFloor": (s.floor or "30k").upper(), "genMMZero": "30K",
        "genMMS2ValueBye": bye, "genNBW2ValueBye": bye, "genMMS2ValueAbsent": "0", "genNBW2ValueAbsent": "0",
        "genCountNotPlayedGamesAsHalfPoint": "false",
    }
    if t.settings.get("basic_time"):
        general["basicTime"] = str(t.settings["basic_time"])
    if s.handicap_reduction is None:
        handicap = {"hdBasedOnMMS": "false", "hdNoHdRankThreshold": "30K", "hdCorrection": "0", "hdCeiling": "0"}
    else:
        handicap = {"hdBasedOnMMS": "false", "hdNoHdRankThreshold": "9D", "hdCorrection": str(s.handicap_reduction),
                    "hdCeiling": str(s.handicap_max)}
    return {"GeneralParameterSet": {k: v for k, v in general.items() if v != ""}, "HandicapParameterSet": handicap}


def criteria_names(t: Tournament) -> list[str]:
    """Our criteria as OpenGotha's placement criteria (the score first)."""
    suffix = "M" if t.system is PairingSystem.MCMAHON else "W"
    names = ["MMS" if t.system is PairingSystem.MCMAHON else "NBW"]
    for c in t.tiebreaks:
        name = OUR_CRITERIA.get(c)
        if name is None or name in ("NBW", "MMS"):
            continue
        names.append(name if name == "DC" else name + suffix)
    return names
