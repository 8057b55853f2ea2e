"""OpenGotha's tournament file read and written (formats.opengotha, opengotha_event, opengotha_writer)."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from lxml import etree

from arbiter_app.formats.opengotha import read_opengotha
from arbiter_app.formats.opengotha_event import opengotha_event
from arbiter_app.formats.opengotha_writer import export_refusals, write_opengotha
from arbiter_app.rules.model import Flag, Result
from tests.formats.opengotha_files import CHINOIS, DTD, JUVISY, PLAYERS, REAL, ROUND_1, ROUND_2, small_file


def event_of(raw: bytes, code: str = "GO/T"):
    return opengotha_event(read_opengotha(raw), code)


def test_the_small_file_gives_players_rounds_and_settings():
    event, problems = event_of(small_file(ROUND_1 + "\n" + ROUND_2))
    assert problems == []
    data = event.data
    t = data.tournament
    assert (t.name, t.system.value, t.round_count, str(t.start_date), str(t.end_date)) == ("Podzimní turnaj", "mcmahon", 3, "2026-10-10", "2026-10-11")
    # even games (ceiling 0, threshold 30K): no handicap setting; the bye's 2 half points: 1, the default
    assert dict(t.settings) == {"mcmahon_bar": "4d", "mcmahon_floor": "20k", "komi": 6.5, "basic_time": 60, "place": "Brno"}
    assert t.tiebreaks == ("points", "sos", "ssos", "h2h")  # ČAGo's McMahon criteria [003 §3.3.4], not SOSM alone
    # strongest first, equal ranks by name [003 §3.1.3]; the PIN as the id, else the ASCII name
    assert [(e.no, e.player.name, e.player.id, e.player.federation, e.player.rank, e.player.club, e.player.rating) for e in data.entries] == [
        (1, "Šťastný, Jiří", "EGD-12345678", "CZE", "3d", "Brno", 2300),
        (2, "Židů, Tomáš", "EGD-Zidu-Tomas", "CZE", "3d", "Praha", 2290),
        (3, "Mrkvička, Petr", "EGD-Mrkvicka-Petr", "CZE", "1k", "Brno", None),
        (4, "Novák, Jan", "EGD-Novak-Jan", "SVK", "1k", "Bratislava", None),
    ]
    assert {(g.round, g.white, g.black): (g.result, g.flag) for g in data.games} == {
        (1, 1, 3): (Result.WHITE_WIN, None), (1, 2, 4): (Result.WHITE_WIN, None),
        (2, 2, 1): (Result.BLACK_WIN, None), (2, 3, 4): (Result.WHITE_WIN, Flag.DEFAULT),
    }
    rounds = {r.number: r for r in event.rounds}
    assert [(r.number, r.drawn, sorted(r.excused), [(b.board, b.white, b.black, b.stones) for b in r.boards]) for r in event.rounds] == [
        (1, True, [], [(1, 1, 3, 0), (2, 2, 4, 0)]),
        (2, True, [], [(1, 2, 1, 0), (2, 3, 4, 0)]),
        (3, False, [4], []),  # Novák takes no part in round 3 (participating 110…)
    ]
    assert rounds[3].seed is None
    assert any("SOSM" in n.message for n in event.notes)  # OpenGotha's criteria named in a note


def test_a_bye_an_unpaired_player_and_results_without_a_counterpart():
    games = """<Game roundNumber="1" tableNumber="1" whitePlayer="ŠŤASTNÝJIŘÍ" blackPlayer="MRKVIČKAPETR" result="RESULT_BOTHWIN"/>"""
    event, problems = event_of(small_file(games, byes='<ByePlayer roundNumber="1" player="ŽIDŮTOMÁŠ"/>'))
    assert problems == []
    r1 = event.rounds[0]
    assert (r1.bye, sorted(r1.excused)) == (2, [4])  # Novák present but not paired: excused
    assert [g.result for g in event.data.games] == [Result.RUNNING]  # the pairing kept, the result open
    notes = [str(n) for n in event.notes]
    assert any(n.startswith("line 10: round 1, Šťastný, Jiří – Mrkvička, Petr: RESULT_BOTHWIN has no counterpart") for n in notes), notes
    assert any(n.startswith("round 1: not paired in OpenGotha, taken as excused [003 §3.2]: Novák, Jan") for n in notes), notes


@pytest.mark.parametrize(("raw", "expected"), [
    (b'<?xml version="1.0"?>\n<Tournament dataVersion="201">\n<Players>\n<Player name="A" </Players>', "line 4: not well-formed XML"),
    (small_file(ROUND_1.replace("NOVÁKJAN", "NOVÁKJANA")), "line 11: a game against nobody: no player 'NOVÁKJANA' in the file"),
    (small_file('<Game roundNumber="1" tableNumber="1" whitePlayer="ŠŤASTNÝJIŘÍ" result="RESULT_WHITEWINS"/>'), "line 10: the attribute blackPlayer is missing"),
    (small_file(ROUND_1 + '\n<Game roundNumber="1" tableNumber="3" whitePlayer="ŠŤASTNÝJIŘÍ" blackPlayer="NOVÁKJAN"/>'),
     "line 12: Šťastný, Jiří twice in round 1 (line 10 too)"),
    (small_file(ROUND_2), "round 2: drawn, but round 1 is not"),
    (small_file(players=PLAYERS.replace('rank="3D" rating="2300"', 'rank="3X"')), "line 4: not a go rank: '3X'"),
    (small_file(players=PLAYERS.replace('name="Židů" firstName="Tomáš"', 'name="Šťastný" firstName="Jiří"')),
     "line 5: the same player as on line 4 (key ŠŤASTNÝJIŘÍ)"),
    (b'<?xml version="1.0"?>\n<!DOCTYPE Tournament [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Tournament>&x;</Tournament>',
     "line 2: the document declares entities"),
    (b'<?xml version="1.0"?>\n<html/>', "line 2: not an OpenGotha tournament file: the document is <html>"),
])
def test_malformed_files_are_refused_with_their_line(raw, expected):
    event, problems = event_of(raw)
    assert event is None
    assert any(str(p).startswith(expected) for p in problems), [str(p) for p in problems]


def test_a_rank_beyond_the_scale_is_taken_as_opengotha_reads_it():
    event, problems = event_of(small_file(players=PLAYERS.replace('rank="1K"', 'rank="99K"', 1)))
    assert problems == [] and [e.player.rank for e in event.data.entries] == ["3d", "3d", "1k", "30k"]
    assert "line 6: Mrkvička Petr: the rank 99K is beyond the scale; taken as 30k, as OpenGotha reads it" in map(str, event.notes)


def test_a_jigo_with_a_half_point_komi_is_refused():
    event, problems = event_of(small_file(ROUND_1.replace("RESULT_WHITEWINS", "RESULT_EQUAL", 1)))
    assert event is None and [str(p) for p in problems] == ["line 10: Šťastný, Jiří – Mrkvička, Petr: no jigo with a komi of 6.5"]


@pytest.mark.parametrize("path", REAL)
def test_real_opengotha_files_are_read_whole(path):
    doc = read_opengotha(path.read_bytes())
    event, problems = opengotha_event(doc, "GO/REAL")
    assert problems == []
    assert len(event.data.entries) == len(doc.players) and len(event.data.games) == len(doc.games)


def test_juvisy_as_opengotha_saved_it():
    event, _ = event_of(JUVISY.read_bytes())
    t = event.data.tournament
    assert (t.name, t.system.value, t.round_count, t.td) == ("Tournoi de Juvisy", "mcmahon", 4, "Brice CHARTIER")
    assert dict(t.settings) == {"mcmahon_bar": "4d", "mcmahon_floor": "20k", "komi": 7.5, "go_handicap_reduction": 1,
                                "basic_time": 60, "place": "Juvisy"}
    names = {e.no: e.player.name for e in event.data.entries}
    excused = {r.number: sorted(names[no] for no in r.excused) for r in event.rounds}
    assert excused == {1: ["Vargas, Olga"], 2: ["Daguenet, Mathieu"], 3: ["Daguenet, Mathieu"], 4: ["Daguenet, Mathieu"]}
    assert sum(1 for r in event.rounds for b in r.boards if b.stones) == 19  # handicap games: grep -c handicap="[1-9] in the file


def validate(text: str) -> None:
    dtd = etree.DTD(str(DTD))
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(text.encode("utf-8"), parser)
    assert dtd.validate(root), dtd.error_log.filter_from_errors()


@pytest.mark.parametrize("path", REAL)
def test_written_files_validate_against_opengothas_dtd_and_read_back_the_same(path):
    event, _ = event_of(path.read_bytes())
    text = write_opengotha(event.data, event.rounds, event.data.tournament.round_count)
    validate(text)
    again, problems = event_of(text.encode("utf-8"))
    assert problems == []
    assert again.data.entries == event.data.entries
    assert sorted(again.data.games, key=repr) == sorted(event.data.games, key=repr)
    assert again.rounds == event.rounds
    assert again.data.tournament.settings == event.data.tournament.settings
    assert (again.data.tournament.system, again.data.tournament.round_count) == (event.data.tournament.system, event.data.tournament.round_count)


def test_the_dtd_catches_what_opengotha_would_not_open():
    with pytest.raises(AssertionError):
        validate('<Tournament dataVersion="201"><Games><Game roundNumber="1"/></Games></Tournament>')


def test_a_10_mb_file_reads_in_seconds():
    games = "\n".join(
        f'<Game roundNumber="1" tableNumber="{k}" whitePlayer="P{2 * k}X" blackPlayer="P{2 * k + 1}X" handicap="0" result="RESULT_WHITEWINS"/>'
        for k in range(1, 20001))
    players = "<Players>\n" + "\n".join(
        f'<Player name="P{k}" firstName="X" country="CZ" club="Brno" rank="5K" participating="11111111111111111111" '
        f'ffgLicence="" agaId="" grade="5K" ratingOrigin="" registeringStatus="FIN" smmsCorrection="0"/>' for k in range(2, 40002)) + "\n</Players>"
    raw = small_file(games, players=players)
    assert len(raw) > 10_000_000
    start = time.process_time()  # the reader's own time: the machine's other work does not count
    event, problems = event_of(raw)
    assert problems == [] and len(event.data.games) == 20000
    assert time.process_time() - start < 10  # about 3 s on a 2 GHz core


def test_what_opengotha_could_not_open_is_named():
    """OpenGotha's Player requires a first name of at least one character, and players are told apart
    by their key (Player.java): a file without either would not open."""
    event, _ = event_of(small_file())
    entries = list(event.data.entries)
    entries[3] = replace(entries[3], player=replace(entries[3].player, name="Novák"))
    entries[1] = replace(entries[1], player=replace(entries[1].player, name="Šťastný, Jiří"))
    assert export_refusals(replace(event.data, entries=tuple(entries))) == [
        "GO/T: OpenGotha takes no player without a first name: Novák",
        "GO/T: OpenGotha would take players of the same name for one (ŠŤASTNÝJIŘÍ); tell them apart by name first"]
    assert export_refusals(event.data) == []
