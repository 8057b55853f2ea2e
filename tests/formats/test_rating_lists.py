"""Rating-list readers: FIDE TXT and XML (streamed), a club's CSV (UTF-8 or Windows-1250, `;` or
`,`), the ICCF list with its marks; every problem with its line."""

import io

from arbiter_app.formats.players_csv import read_iccf_list, read_players_csv
from arbiter_app.formats.rating_lists import ListedPlayer, read_fide_txt, read_fide_xml
from benchmarks.rating_list_files import FidePlayer, txt_header, txt_line, xml_record

CARLSEN = FidePlayer(1503014, "Carlsen, Magnus", "NOR", "M", "GM", 2833, 0, 10, 1990, "")
HOU = FidePlayer(8603006, "Hou, Yifan", "CHN", "F", "GM", 2633, 9, 10, 1994, "wi")
UNRATED = FidePlayer(23700017, "Šťastný, Petr", "CZE", "M", "", None, 0, 40, 1975, "i")


def txt(*lines: str) -> io.BytesIO:
    return io.BytesIO(("\r\n".join(lines) + "\r\n").encode("utf-8"))


def test_fide_txt_columns_are_read_from_the_header():
    problems = []
    players = list(read_fide_txt(txt(txt_header(), txt_line(CARLSEN), txt_line(HOU), txt_line(UNRATED)), problems))
    assert problems == []
    assert players[0] == ListedPlayer(2, None, "1503014", "Carlsen, Magnus", "NOR", "m", "GM", 2833, 0, "fide", 1990, "")
    assert players[1].sex == "f" and players[1].flags == "wi" and players[1].games == 9
    assert players[2].name == "Šťastný, Petr" and players[2].rating is None and players[2].rating_kind == "none"


def test_fide_single_list_with_the_month_as_rating_column():
    header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV25 GMS  K   B-day Flag"
    values = {"ID": "1503014", "Name": "Carlsen, Magnus", "Fed": "NOR", "Sex": "M", "Tit": "GM", "NOV25": "2833", "GMS": "0", "K": "10", "B-day": "1990"}
    line = "".ljust(len(header))
    for name, value in values.items():
        at = header.index(name if name != "K" else " K ") + (name == "K")
        line = line[:at] + value + line[at + len(value):]
    players = list(read_fide_txt(txt(header, line), problems := []))
    assert problems == [] and players[0].rating == 2833 and players[0].games == 0 and players[0].birth_year == 1990


def test_fide_txt_problems_carry_their_lines():
    bad_id = txt_line(HOU).replace("8603006", "86O3006")
    bad_rating = txt_line(UNRATED)[:113] + "2x00" + txt_line(UNRATED)[117:]
    players = list(read_fide_txt(txt(txt_header(), txt_line(CARLSEN), bad_id, bad_rating), problems := []))
    assert [str(p).split(":")[0] for p in problems] == ["line 3", "line 4"]
    assert "86O3006" in str(problems[0]) and "2x00" in str(problems[1])
    assert len(players) == 1
    assert list(read_fide_txt(txt("Name Rating", "x"), problems := [])) == [] and "ID NUMBER" in str(problems[0])


def test_fide_txt_digits_other_than_0_9_are_a_problem_not_a_crash():
    """"²" is a digit to str.isdigit, not to int (formats.numbers)."""
    superscript = txt_line(UNRATED)[:113] + "20²0" + txt_line(UNRATED)[117:]
    players = list(read_fide_txt(txt(txt_header(), superscript, txt_line(CARLSEN).replace("1503014", "15030¹4")), problems := []))
    assert players == [] and [str(p).split(":")[0] for p in problems] == ["line 2", "line 3"]


def xml(*records: str) -> io.BytesIO:
    return io.BytesIO(('<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n' + "\n".join(records) + "\n</playerslist>\n").encode())


def test_fide_xml_records():
    players = list(read_fide_xml(xml(xml_record(CARLSEN), xml_record(HOU), xml_record(UNRATED)), problems := []))
    assert problems == []
    assert [p.fide_id for p in players] == ["1503014", "8603006", "23700017"]
    assert players[1] == ListedPlayer(players[1].line, None, "8603006", "Hou, Yifan", "CHN", "f", "GM", 2633, 9, "fide", 1994, "wi")
    assert players[2].name == "Šťastný, Petr" and players[2].rating is None


def test_fide_xml_read_in_pieces_gives_every_record(monkeypatch):
    from arbiter_app.formats import rating_lists

    monkeypatch.setattr(rating_lists, "_CHUNK", 100)  # many pieces, records cut anywhere
    records = [xml_record(FidePlayer(1000 + i, f"Player{i}, A", "CZE", "M", "", 2000 + i, 1, 20, 1980, "")) for i in range(50)]
    players = list(read_fide_xml(xml(*records), problems := []))
    assert problems == [] and [p.fide_id for p in players] == [str(1000 + i) for i in range(50)]


def test_fide_xml_problems_carry_their_lines():
    bad = xml_record(HOU).replace("<fideid>8603006", "<fideid>x")
    players = list(read_fide_xml(xml(xml_record(CARLSEN), bad, xml_record(UNRATED)), problems := []))
    assert len(players) == 2 and str(problems[0]).startswith("line 4:")
    cut_off = xml(xml_record(CARLSEN), "<player><fideid>1</fideid><name>A</name>")
    list(read_fide_xml(cut_off, problems := []))
    assert [p.path for p in problems] == ["line 3"] and "unexpected text after the last player" in problems[0].message
    malformed = xml(xml_record(CARLSEN), xml_record(HOU).replace("</name>", "</nam>"))
    list(read_fide_xml(malformed, problems := []))
    assert [p.path for p in problems] == ["line 4"] and "not well-formed" in problems[0].message
    list(read_fide_xml(io.BytesIO(b"<html><body>not a list</body></html>"), problems := []))
    assert "not a FIDE XML rating list" in str(problems[0])



def test_fide_xml_records_of_another_shape_are_read_alike_with_their_lines():
    """A record laid out unlike the first (elements on their own lines, empty ones closed at once, an
    entity, children in another order, a rapid list) gives the same player, at its line."""
    pretty = (
        "<player>\n <fideid>8603006</fideid>\n <name>Hou, Yifan &amp; co</name>\n <sex>F</sex>\n <country>CHN</country>\n"
        " <title>GM</title>\n <w_title/>\n <rating>2633</rating>\n <games>9</games>\n <rapid_rating>2600</rapid_rating>\n"
        " <birthday>1994</birthday>\n <flag>wi</flag>\n</player>"
    )
    players = list(read_fide_xml(xml(xml_record(CARLSEN), pretty, xml_record(UNRATED)), problems := []))
    assert problems == []
    assert players[1] == ListedPlayer(4, None, "8603006", "Hou, Yifan & co", "CHN", "f", "GM", 2633, 9, "fide", 1994, "wi")
    assert [p.line for p in players] == [3, 4, 17]
    rapid = list(read_fide_xml(xml(xml_record(CARLSEN), pretty), [], "rapid"))
    assert [p.rating for p in rapid] == [None, 2600]


def test_fide_xml_not_well_formed_deep_in_the_file_names_its_line():
    records = [xml_record(FidePlayer(1000 + i, f"Player{i}, A", "CZE", "M", "", 2000, 1, 20, 1980, "")) for i in range(30000)]
    records[25000] = records[25000].replace("<country>", "<country ")
    list(read_fide_xml(xml(*records), problems := []))
    assert [p.path for p in problems] == [f"line {25000 + 3}"] and "not well-formed" in problems[0].message

CLUB = "Příjmení;Jméno;FIDE ID;Rok narození;Elo;Oddíl\nŠťastný;Petr;23700017;1975;2105;ŠK Židovice\nNováková;Eva;;1990;;TJ Bohemians\n"


def test_club_csv_in_windows_1250_with_semicolons():
    problems = []
    players = list(read_players_csv(io.BytesIO(CLUB.encode("cp1250")), problems))
    assert [str(p) for p in problems] == ["line 3: neither an id nor a FIDE id"]
    assert players[0].name == "Šťastný, Petr" and players[0].fide_id == "23700017" and players[0].club == "ŠK Židovice"


def test_club_csv_in_utf8_with_commas_and_a_row_without_id():
    text = "Name,ID,Rating,Born,Sex\n\"Novák, Jan\",180412,2412P,1961-03-02,M\n\"Mrkvička, Jiří\",,2290,1970,m\n"
    players = list(read_players_csv(io.BytesIO(("\ufeff" + text).encode("utf-8")), problems := []))
    assert players[0] == ListedPlayer(2, "180412", None, "Novák, Jan", "", "m", None, 2412, None, "provisional", 1961)
    assert [str(p) for p in problems] == ["line 3: neither an id nor a FIDE id"]


def test_iccf_list_marks_and_problems():
    text = "ICCF-id;Country;Title;Name;Games;Rating\n180412;CZE;IM;Novák, Jan;187;2412\n183018;CZE;;Dvořáková, Eliška;14;2214P\n" \
           "900001;SVK;;Kováč, Ján;0;2300 F\n900002;CZE;;Nový, Hráč;0;2100N\n900003;CZE;;Chybný, Řádek;x;21O0\n"
    players = list(read_iccf_list(io.BytesIO(text.encode("utf-8")), problems := []))
    assert [(p.id, p.rating, p.rating_kind) for p in players] == [
        ("180412", 2412, "fixed"), ("183018", 2214, "provisional"), ("900001", 2300, "fide"), ("900002", 2100, "national")]
    assert players[0].title == "IM" and players[1].games == 14
    assert [str(p).split(":")[0] for p in problems] == ["line 6", "line 6"]


GO_CLUB = "Příjmení;Jméno;Číslo;Třída;Oddíl\nŠťastný;Petr;CZ-17;2 kyu;Go klub Židovice\nŽidů;Jan;CZ-18;3D;Go klub Židovice\n" \
          "Mrkvička;Jiří;CZ-19;;Go Praha\nNováková;Eva;CZ-20;15k;Go Praha\n"


def test_go_club_csv_in_windows_1250_with_semicolons_reads_the_ranks():
    """The Czech header Třída (diacritics ignored); ranks as clubs write them, stored as 2k / 3d."""
    players = list(read_players_csv(io.BytesIO(GO_CLUB.encode("cp1250")), problems := []))
    assert problems == []
    assert [(p.id, p.name, p.rank) for p in players] == [
        ("CZ-17", "Šťastný, Petr", "2k"), ("CZ-18", "Židů, Jan", "3d"), ("CZ-19", "Mrkvička, Jiří", None), ("CZ-20", "Nováková, Eva", "15k")]


def test_go_club_csv_in_utf8_with_commas_and_other_rank_headers():
    for header in ("Rank", "Kyu/Dan", "SÍLA", "Grade"):
        text = f"Name,ID,{header}\n\"Šťastný, Petr\",CZ-17,1. dan\n\"Židů, Jan\",CZ-18,30 KYU\n\"Mrkvička, Jiří\",CZ-19, 2 p \n"
        players = list(read_players_csv(io.BytesIO(("\ufeff" + text).encode("utf-8")), problems := []))
        assert problems == [] and [p.rank for p in players] == ["1d", "30k", "2p"], header


def test_a_bad_go_rank_is_a_problem_with_its_line():
    text = "Name;ID;Rank\nŠťastný, Petr;CZ-17;2k\nŽidů, Jan;CZ-18;31k\nMrkvička, Jiří;CZ-19;I. VT\nNováková, Eva;CZ-20;10 dan\n"
    players = list(read_players_csv(io.BytesIO(text.encode("utf-8")), problems := []))
    assert [p.id for p in players] == ["CZ-17"]  # the caller refuses the file: see test_rating_import
    assert [str(p) for p in problems] == [
        "line 3: not a go rank: '31k'; write 30k…1k, 1d…9d or 1p…9p",
        "line 4: not a go rank: 'I. VT'; write 30k…1k, 1d…9d or 1p…9p",
        "line 5: not a go rank: '10 dan'; write 30k…1k, 1d…9d or 1p…9p",
    ]


def test_a_fide_list_player_has_no_rank():
    assert next(read_fide_txt(txt(txt_header(), txt_line(CARLSEN)), [])).rank is None
