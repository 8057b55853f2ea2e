"""OpenGotha tournament files for the tests: the real ones in data/opengotha/ and a small hand-made one.

data/opengotha/ holds files of OpenGotha's own repository (github.com/lucvannier/opengotha, commit
624c27103266aa54c0d99313307f0b8b8e891bca, "V3.51.02", GPL): `tournamentfiles/tournament.dtd`, the DTD
OpenGotha ships with its tournament files; `tournamentfiles/Tournoi de Juvisy.xml` (a McMahon event of
19 players, 4 rounds, handicap games, a player absent from round 1 and one from rounds 2–4) and
`tournamentfiles/TournoiChinois.xml` (24 players with Chinese names, round 1 drawn, a result unknown
and one "both win"), `distribution/tournamentfiles/CdFO2020.xml` (Championnat de France Open 2020, a
Swiss event of 23 players, 77 games) and `remote/20200920162602_AGT2020.xml` (a Swiss event in
Ankara whose keys OpenGotha wrote in a Turkish locale: `ELACİVİNİZ` for Elaçi Viniz); and the EGD table OpenGotha generated from the Juvisy event,
`exportfiles/Tournoi de Juvisy.h9` (TournoiChinois's table writes its Chinese names as `?`, so its
games cannot be matched by name).
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).parent / "data" / "opengotha"
DTD = DATA / "tournament.dtd"
JUVISY = DATA / "Tournoi de Juvisy.xml"
JUVISY_H9 = DATA / "Tournoi de Juvisy.h9"
CHINOIS = DATA / "TournoiChinois.xml"
CDFO = DATA / "CdFO2020.xml"
ANKARA = DATA / "AGT2020.xml"
REAL = (JUVISY, CHINOIS, CDFO, ANKARA)

PLAYERS = """<Players>
<Player name="Šťastný" firstName="Jiří" country="CZ" club="Brno" egfPin="12345678" rank="3D" rating="2300" participating="11111111111111111111"/>
<Player name="Židů" firstName="Tomáš" country="CZ" club="Praha" rank="3D" rating="2290" participating="11111111111111111111"/>
<Player name="Mrkvička" firstName="Petr" country="CZ" club="Brno" rank="1K" participating="11111111111111111111"/>
<Player name="Novák" firstName="Jan" country="SK" club="Bratislava" rank="1K" participating="11011111111111111111"/>
</Players>"""
ROUND_1 = """<Game roundNumber="1" tableNumber="1" whitePlayer="ŠŤASTNÝJIŘÍ" blackPlayer="MRKVIČKAPETR" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="1" tableNumber="2" whitePlayer="ŽIDŮTOMÁŠ" blackPlayer="NOVÁKJAN" handicap="0" result="RESULT_WHITEWINS"/>"""
ROUND_2 = """<Game roundNumber="2" tableNumber="1" whitePlayer="ŽIDŮTOMÁŠ" blackPlayer="ŠŤASTNÝJIŘÍ" handicap="0" result="RESULT_BLACKWINS"/>
<Game roundNumber="2" tableNumber="2" whitePlayer="MRKVIČKAPETR" blackPlayer="NOVÁKJAN" handicap="0" result="RESULT_WHITEWINS_BYDEF"/>"""
PARAMETERS = """<TournamentParameterSet>
<GeneralParameterSet name="Podzimní turnaj" shortName="podzim" beginDate="2026-10-10" endDate="2026-10-11" komi="6.5"
 numberOfRounds="3" genMMBar="4D" genMMFloor="20K" genMMS2ValueBye="2" genMMS2ValueAbsent="0" location="Brno" basicTime="60"/>
<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="0"/>
<PlacementParameterSet><PlacementCriteria>
<PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOSM" number="2"/><PlacementCriterion name="NULL" number="3"/>
</PlacementCriteria></PlacementParameterSet>
</TournamentParameterSet>"""


def small_file(games: str = ROUND_1, byes: str = "", players: str = PLAYERS, parameters: str = PARAMETERS) -> bytes:
    """Four Czech and Slovak players, McMahon with the bar at 4d, even games, 3 rounds; `games` the
    rounds played (round 1 by default: both 3d win; Novák is away from round 3)."""
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n<Tournament dataVersion="201">\n{players}\n<Games>\n{games}\n</Games>\n'
            f"<ByePlayers>{byes}</ByePlayers>\n{parameters}\n</Tournament>\n")
    return text.encode("utf-8")
