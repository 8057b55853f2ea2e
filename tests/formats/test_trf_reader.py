"""The TRF reader on files other programs wrote (bbpPairings, Swiss-Manager, FIDE's tie-break checker)
and on files written from the TRF16 / TRF-2026 specifications for each quirk (data/trf/README.md says
where each comes from). Points are checked by hand from the round codes."""

from contextlib import contextmanager
from pathlib import Path

import pytest

from arbiter_app.formats.trf_reader import decode_trf, games_from_trf, parse_trf, read_trf_bytes
from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Flag, Result

DATA = Path(__file__).parent / "data" / "trf"


def read(name):
    return read_trf_bytes((DATA / name).read_bytes(), name)


@contextmanager
def czech():
    set_language("cs")
    try:
        yield
    finally:
        set_language("en")


def test_bbppairings_file_with_cr_line_ends():
    """bbpPairings ends its lines with CR alone (TRF16 Remark 1); XXR gives 15 rounds, 14 are written."""
    raw = (DATA / "bbppairings-generated-60-players.trf").read_bytes()
    assert b"\n" not in raw and raw.count(b"\r") == 62
    document = read("bbppairings-generated-60-players.trf")
    assert document.problems == () and document.notes == ()
    assert len(document.players) == 60 and document.rounds == 15 and document.system == "swiss"
    first = document.players[0]
    assert (first.no, first.name, first.rating, first.points, first.rank) == (1, "Test0001 Player0001", 2720, 10.5, 1)
    # 39 won round 1 by forfeit against 9 ("9 w +" on 39's line, "39 b -" on 9's)
    nine = document.players[8]
    assert nine.rounds[0].opponent == 39 and nine.rounds[0].code == "-" and nine.rounds[0].colour == "b"


def test_swiss_manager_rulers_and_every_bye_code():
    """Swiss-Manager's two ruler lines and `DDD SSSS` line are skipped; H ½, F 1, U 1 (a pairing-allocated
    bye scores as a win), Z 0, `0000 - -` 0; a double forfeit (both `-`) scores 0 for both."""
    document = read("swiss-manager-byes-and-forfeits.trf")
    assert document.problems == () and document.notes == ()
    assert len(document.players) == 15 and document.rounds == 7 and document.system == "swiss"
    twelve = document.players[11]  # H F 1 H Z F Z: ½ + 1 + 1 + ½ + 0 + 1 + 0 = 4
    assert [r.code for r in twelve.rounds] == ["H", "F", "1", "H", "Z", "F", "Z"] and twelve.points == 4.0
    four = document.players[3]  # - - - U = = =: 0 + 0 + 0 + 1 + 1.5 = 2.5
    assert [r.code for r in four.rounds] == ["-", "-", "-", "U", "=", "=", "="] and four.points == 2.5
    assert document.players[0].title == "FM" and document.players[0].birth == "" and document.players[5].rating is None
    games = {(g.white, g.black, g.round): g for g in games_from_trf(document)}
    assert games[(4, 11, 1)].result is Result.BOTH_LOSE  # 4 "11 w -", 11 "4 b -"
    assert games[(5, 2, 1)].flag is Flag.DEFAULT and games[(5, 2, 1)].result is Result.WHITE_WIN  # round 4, "+"
    assert games[(5, 2, 2)].result is Result.WHITE_WIN and games[(5, 2, 2)].flag is None  # they meet again in round 7


def test_swiss_manager_team_file_names_each_points_difference():
    """A real team Swiss: 15 teams from the 013 records, Greek UTF-8 names; the twelve players whose
    points column is one more than their codes give (Swiss-Manager counted board wins against absent
    players that it wrote `0000 - -`) are each named with both figures."""
    document = read("swiss-manager-team-swiss-heraklion-2024.trf")
    assert len(document.players) == 129 and len(document.teams) == 15 and document.rounds == 7
    assert document.tag("012") == "ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024"
    assert document.teams[0].name == "ΓΑΖΙ 1" and document.teams[0].members == (13, 14, 15, 16, 17, 18, 90, 129)
    texts = [str(p) for p in document.problems]
    # Hatzidakis (9): 1, 0, =, 1, 0 and two absences = 2.5 where the file says 3.5
    assert "line 28: Hatzidakis,Nikolaos: the points column says 3.5, the round codes give 2.5" in texts
    assert len(texts) == 12 and all("the points column says" in t for t in texts)


def test_tiebreak_checker_round_robin_by_its_games():
    """No 192 and no 092: every pair of the six meets once, so it is a round robin; XXR 5 rounds."""
    document = read("tiebreak-checker-round-robin.trf")
    assert document.problems == () and document.system == "round_robin" and document.rounds == 5
    games = games_from_trf(document)
    assert len(games) == 15
    forfeit = next(g for g in games if {g.white, g.black} == {5, 6})
    assert (forfeit.white, forfeit.result, forfeit.flag) == (5, Result.BLACK_WIN, Flag.DEFAULT)  # 5 "6 w -", 6 "5 b +"


def test_trf26_with_bom_crlf_comments_and_records_kept_aside():
    raw = (DATA / "spec-trf26-round-robin-bom-crlf.trf").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\r\n" in raw
    document = read("spec-trf26-round-robin-bom-crlf.trf")
    assert document.problems == ()
    assert [str(n) for n in document.notes] == ["line 15: record XXC kept aside: not used here",
                                                "line 22: record CZE kept aside: not used here"]
    with czech():
        assert str(read("spec-trf26-round-robin-bom-crlf.trf").notes[0]) == "řádek 15: záznam XXC ponechán stranou: zde se nepoužívá"
    assert document.system == "round_robin" and document.rounds == 5 and document.tag("012") == "Memoriál Jana Nováka 2025"
    assert [p.name for p in document.players] == ["Řezníček, Vlastimil", "Šťastný, Petr", "Zidu,Tomas", "Nováková, Eliška", "Mrkvička, Ján"]
    assert document.players[3].sex == "w" and document.players[0].fide_id == "311111" and document.players[2].fide_id == ""
    games = {frozenset((g.white, g.black)): g for g in games_from_trf(document)}
    assert len(games) == 10
    assert games[frozenset((2, 3))].result is Result.RUNNING and games[frozenset((2, 3))].flag is None  # blank result
    assert games[frozenset((4, 5))].flag is Flag.DEFAULT and games[frozenset((4, 5))].white == 4  # "5 w +"


def test_blank_half_point_byes_are_read_when_the_points_column_counts_them():
    """Beta: 0 + 1 + a blank cell = 1.5 in her points column, so the blank is a half-point bye; Delta's
    blank round 1 likewise (0.5 = ½ + 0 + 0). Lower-case h, u, z are the codes H, U, Z."""
    raw = (DATA / "spec-trf16-swiss-cr-blank-half-byes.trf").read_bytes()
    assert b"\n" not in raw
    document = read("spec-trf16-swiss-cr-blank-half-byes.trf")
    assert document.problems == ()
    beta, gama, delta = document.players[1], document.players[2], document.players[3]
    assert beta.rounds[2].code == "H" and delta.rounds[0].code == "H" and [r.code for r in gama.rounds] == ["U", "Z", "0"]
    assert [str(n) for n in document.notes] == [
        "line 5: Beta, Bára: blank round 3 read as a half-point bye, as the points column counts it",
        "line 7: Delta, David: blank round 1 read as a half-point bye, as the points column counts it",
    ]
    # two blank rounds on one line (Delta's round 3 blank too, her points 0.5 + 0.5): the plural form
    text = raw.decode("utf-8").replace("  0.5    4", "  1.0    4").replace("0000 - z", "          ")
    two = parse_trf(text).notes[-1]
    assert str(two) == "line 7: Delta, David: blank rounds 1, 3 read as half-point byes, as the points column counts them"
    with czech():
        assert [str(n) for n in read("spec-trf16-swiss-cr-blank-half-byes.trf").notes][1] == (
            "řádek 7: Delta, David: prázdné kolo 1 přečteno jako volno za půl bodu, jak je počítá sloupec bodů")
        assert str(parse_trf(text).notes[-1]) == (
            "řádek 7: Delta, David: prázdná kola 1, 3 přečtena jako volna za půl bodu, jak je počítá sloupec bodů")


def test_a_points_column_that_the_codes_do_not_give_is_a_problem_naming_both_figures():
    text = (DATA / "spec-trf16-swiss-cr-blank-half-byes.trf").read_text(encoding="utf-8").replace("  2.5    1", "  3.0    1")
    document = parse_trf(text)
    assert [str(p) for p in document.problems] == ["line 4: Alpha, Adam: the points column says 3, the round codes give 2.5"]
    with czech():
        assert [str(p) for p in parse_trf(text).problems] == ["řádek 4: Alpha, Adam: sloupec bodů uvádí 3, kódy výsledků kol dávají 2,5"]


def test_scoring_of_record_162_and_of_bbppairings():
    """Three points a win, one a draw (record 162 W 3.0 D 1.0; bbpPairings BBW 3.0 BBD 1.0)."""
    lines = ["001    1 m    Alpha, Adam                       2000 CZE           0             4.0    1     2 w 1     3 b =",
             "001    2 m    Beta, Bob                         2000 CZE           0             1.0    2     1 b 0  0000 - H",
             "001    3 m    Gama, Gus                         2000 CZE           0             1.0    3  0000 - Z     1 w ="]
    for scoring in (["162  W 3.0    D 1.0"], ["BBW  3.0", "BBD  1.0"]):
        document = parse_trf("\n".join(scoring + lines))
        assert document.problems == (), scoring  # 3 + 1; 0 + 1 (a half-point bye scores as a draw); 0 + 1


def test_windows_1250_is_read_by_the_federations():
    document = read("spec-trf16-double-round-robin-cp1250.trf")
    assert document.encoding == "cp1250" and [str(n) for n in document.notes] == [
        "spec-trf16-double-round-robin-cp1250.trf: not UTF-8: read as Windows-1250"]
    with czech():  # the arbiter reads the note in his language, with the file's name
        assert [str(n) for n in read("spec-trf16-double-round-robin-cp1250.trf").notes] == [
            "spec-trf16-double-round-robin-cp1250.trf: není v UTF-8: přečten jako Windows-1250"]
    assert [p.name for p in document.players] == ["Černý, Jiří", "Dušek, Ľubomír", "Růžičková, Věra", "Kůň, Přemysl"]
    assert document.system == "double_round_robin" and document.problems == ()
    games = games_from_trf(document)
    assert len(games) == 12 and {g.round for g in games} == {1, 2}


def test_a_western_file_not_in_utf8_is_windows_1252():
    text, reading = decode_trf("012 Café\n001    1 m    Müller, Jürgen                    2000 GER".encode("cp1252"))
    assert reading.encoding == "cp1252" and "Müller, Jürgen" in text


@pytest.mark.parametrize("header, system", [
    ("192 FIDE_DUTCH_2025", "swiss"), ("192 FIDE_DOUBLEROUNDROBIN", "double_round_robin"), ("192 CUSTOM_KNOCKOUT", "knockout"),
    ("092 Individual: Swiss-System", "swiss"), ("092 Rundenturnier", "round_robin"), ("092 Švýcarský systém", "swiss"),
    ("092 Scheveningen", "scheveningen"),
])
def test_the_system_named_by_the_file(header, system):
    assert parse_trf("012 X\n" + header).system == system


def test_a_file_without_players_or_system_is_unknown():
    assert parse_trf("012 Nothing yet").system == "unknown"


def test_trf26_team_records_and_records_of_other_programs():
    """A 310 team record (TRF-2026's example), Tornelo's DAT and a 240 bye record kept aside with a note."""
    document = parse_trf("\n".join([
        "012 Olympiad",
        "310   1 India                            IND     2486   15.0   28.0  11     1    5   15   28   44",
        "DAT 0001 EMAIL someone@example.org",
        "240 H 003  026  047",
    ]))
    assert [(t.name, t.members) for t in document.teams] == [("India", (1, 5, 15, 28, 44))]
    assert [str(n) for n in document.notes] == ["line 3: record DAT kept aside: not used here", "line 4: record 240 kept aside: not used here"]
    assert [str(p) for p in document.problems] == [f"line 2: team India: no player line with starting rank {no}" for no in (1, 5, 15, 28, 44)]


def test_digits_that_are_not_0_to_9_are_a_problem_not_an_exception():
    """"²" is a digit to Python's isdigit, not to int: a rating "22²1" is named as no number, a record
    142 "²" gives no number of rounds; in English and in Czech."""
    text = (DATA / "spec-trf26-round-robin-bom-crlf.trf").read_bytes().decode("utf-8-sig")
    bad = text.replace("2241", "22²1", 1).replace("142 5", "142 ²")
    document = parse_trf(bad)
    # his line is not read, so his opponents' lines name a missing player too
    assert str(document.problems[0]) == "line 17: rating (columns 49-52): not a number: '22²1'"
    assert str(document.problems[1]) == "line 18: round 2: no readable player line with starting rank 1"
    assert document.rounds == 5  # the round cells written
    with czech():
        czech_problems = [str(p) for p in parse_trf(bad).problems]
    assert czech_problems[:2] == ["řádek 17: rating (sloupce 49–52): není číslo: '22²1'",
                                  "řádek 18: kolo 2: chybí čitelný řádek hráče se startovním číslem 1"]
