"""Importing rating lists into the register: one transaction, added/changed/left alone, ids matched,
names reported, entries keep their ratings, a defective or cancelled import stores nothing, undo."""

import multiprocessing
import sys
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.services import players as register_service, results, tournaments
from arbiter_app.services.ratings import list_batches
from arbiter_app.services.ratings.list_import import ImportCancelled, import_rating_list
from benchmarks.rating_list_files import FidePlayer, generated_players, write_txt, write_xml
from tests.conftest import ICCF_DEMO


def register(db) -> dict:
    return {p.id: p for p in register_service.players(db)}


@pytest.mark.parametrize("fmt, write", [("fide-txt", write_txt), ("fide-xml", write_xml)])
def test_a_fide_list_into_an_empty_register_then_an_update(empty_db, tmp_path: Path, fmt, write, reading):
    players = list(generated_players(300, seed=3))
    path = tmp_path / f"list.{fmt[5:]}"
    write(path, players)
    first = import_rating_list(empty_db, path)
    assert (first.added, first.changed, first.unchanged) == (300, 0, 0)
    stored = register(empty_db)
    p = players[17]
    mine = stored[f"FIDE:{p.fide_id}"]
    assert (mine.name, mine.federation, mine.rating, mine.birth_year, mine.fide_id) == (p.name, p.federation, p.rating, p.birth_year, str(p.fide_id))
    assert mine.rating_kind.value == ("fide" if p.rating else "none") and mine.title is None  # FIDE titles are not ICCF titles

    changed = [FidePlayer(**{**q.__dict__, "rating": (q.rating or 1500) + 7}) if i % 10 == 0 else q for i, q in enumerate(players)]
    changed.append(FidePlayer(999_999_9, "Nový, Hráč", "CZE", "M", "", 1600, 3, 40, 2001, ""))
    write(path, changed)
    second = import_rating_list(empty_db, path)
    assert (second.added, second.changed, second.unchanged) == (1, 30, 270)
    assert register(empty_db)[f"FIDE:{players[10].fide_id}"].rating == (players[10].rating or 1500) + 7
    assert "1 player added, 30 changed, 270 left alone" in second.changes.description

    results.undo(empty_db)  # the update, whole
    assert register(empty_db) == stored
    results.undo(empty_db)  # the first import
    assert register(empty_db) == {}
    results.redo(empty_db)  # the undo kept the rows it deleted
    assert register(empty_db) == stored


def test_register_players_are_matched_by_fide_id_and_entries_keep_their_ratings(demo_db, tmp_path: Path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    novak = next(e for e in data.entries if e.name == "Novák, Jan")
    # the register links Novák (ICCF 180412) to his FIDE id; an ICCF list then changes his rating
    iccf = tmp_path / "iccf.csv"
    iccf.write_text(f"ICCF-id;Country;Title;Name;Games;Rating;FIDE ID\n{novak.player.id};CZE;IM;Novák, Jan;190;2450;310000\n", encoding="utf-8")
    result = import_rating_list(demo_db, iccf, "iccf")
    assert (result.added, result.changed) == (0, 1)
    assert register(demo_db)[novak.player.id].rating == 2450
    assert tournaments.load(demo_db, ICCF_DEMO).entry(novak.no).rating == novak.rating  # the rating at the start

    fide = tmp_path / "fide.txt"
    write_txt(fide, [FidePlayer(310000, "Novak, Jan", "CZE", "M", "FM", 2301, 5, 20, 1961, ""),
                     FidePlayer(320000, "Šťastný, Petr", "CZE", "M", "", 2200, 5, 20, 1970, "")])
    result = import_rating_list(demo_db, fide)
    after = register(demo_db)[novak.player.id]
    # matched by FIDE id: birth year taken; name, title and the ICCF rating are not the FIDE list's to change
    assert (after.name, after.title, after.rating, after.rating_kind.value, after.birth_year) == ("Novák, Jan", "IM", 2450, "fixed", 1961)
    assert result.added == 1 and len(result.name_conflicts) == 1
    assert "Šťastný, Petr (FIDE 320000) was added" in result.name_conflicts[0] and "180977" in result.name_conflicts[0]


def test_a_defective_list_stores_nothing_and_names_every_line(empty_db, tmp_path: Path):
    players = list(generated_players(50, seed=5))
    path = tmp_path / "list.txt"
    write_txt(path, players + [players[3]])  # listed twice
    text = path.read_text(encoding="utf-8").splitlines()
    text[10] = text[10].replace(str(players[9].fide_id), "12x45")  # line 11: the 10th player
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    with pytest.raises(ImportProblem) as refused:
        import_rating_list(empty_db, path)
    assert [p.path for p in refused.value.problems] == ["line 11", "line 52"]
    assert "nothing was stored" in str(refused.value)
    assert register(empty_db) == {}


def test_a_player_listed_again_in_a_later_chunk_is_reported_with_his_line(empty_db, tmp_path: Path, monkeypatch, reading):
    monkeypatch.setattr(list_batches, "CHUNK", 20)
    players = list(generated_players(50, seed=6))
    path = tmp_path / "list.txt"
    write_txt(path, players + [players[3], players[45], players[45]])  # lines 52, 53 (same chunk as 47), 54
    with pytest.raises(ImportProblem) as refused:
        import_rating_list(empty_db, path)
    assert [p.path for p in refused.value.problems] == ["line 52", "line 53", "line 54"]
    assert register(empty_db) == {}


def test_cancel_stores_nothing(empty_db, tmp_path: Path, monkeypatch, reading):
    monkeypatch.setattr(list_batches, "CHUNK", 40)
    path = tmp_path / "list.xml"
    write_xml(path, generated_players(200))
    calls = []

    def progress(done: int, total: int) -> bool:
        calls.append((done, total))
        return len(calls) < 3

    with pytest.raises(ImportCancelled):
        import_rating_list(empty_db, path, progress=progress)
    assert register(empty_db) == {} and len(calls) == 3
    assert multiprocessing.active_children() == []  # the reading process was stopped


def test_a_failure_to_read_is_raised_with_the_file_name(empty_db, tmp_path: Path, reading):
    folder = tmp_path / "not-a-list.txt"
    folder.mkdir()
    with pytest.raises(IsADirectoryError, match="not-a-list.txt"):
        import_rating_list(empty_db, folder)
    assert register(empty_db) == {}


def test_a_reading_process_that_dies_stores_nothing(empty_db, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(list_batches, "in_worker", lambda size: True)
    monkeypatch.setattr(list_batches, "CHUNK", 10)
    path = tmp_path / "list.txt"
    write_txt(path, generated_players(2000))

    def progress(done: int, total: int) -> bool:
        for child in multiprocessing.active_children():
            child.kill()
        return True

    # kill() is SIGKILL on POSIX; on Windows TerminateProcess with the exit code 0x10000 (multiprocessing's)
    told = r"was ended by signal SIGKILL" if sys.platform != "win32" else r"stopped \(exit code 0x00010000\)"
    with pytest.raises(RuntimeError, match=r"list.txt: the process reading the list " + told):
        import_rating_list(empty_db, path, progress=progress)
    assert register(empty_db) == {} and multiprocessing.active_children() == []


def test_a_large_list_is_read_in_a_second_process_when_processors_are_to_spare(monkeypatch):
    large, small = list_batches.WORKER_FROM_BYTES, list_batches.WORKER_FROM_BYTES - 1
    enough = set(range(list_batches.WORKER_PROCESSORS))
    monkeypatch.setattr(list_batches.os, "sched_getaffinity", lambda pid: enough, raising=False)
    assert list_batches.in_worker(large) and not list_batches.in_worker(small)
    monkeypatch.setattr(list_batches.os, "sched_getaffinity", lambda pid: enough - {0}, raising=False)  # two: the laptop's
    assert not list_batches.in_worker(large)


def ranks(db) -> dict:
    return {p.id: p.rank for p in register_service.players(db)}


def test_a_go_club_csv_brings_in_the_ranks_then_updates_them(empty_db, tmp_path: Path, reading):
    path = tmp_path / "go-club.csv"
    path.write_bytes("Příjmení;Jméno;Číslo;FIDE ID;Třída;Oddíl\nŠťastný;Petr;CZ-17;;2 kyu;Go Brno\nŽidů;Jan;CZ-18;;3 dan;Go Brno\n"
                     "Mrkvička;Jiří;CZ-19;310000;;Go Praha\n".encode("cp1250"))
    first = import_rating_list(empty_db, path)
    assert (first.added, first.changed, first.unchanged) == (3, 0, 0)
    assert ranks(empty_db) == {"CZ-17": "2k", "CZ-18": "3d", "CZ-19": None}
    stored = register(empty_db)

    # Šťastný is promoted, Židů keeps his rank, Mrkvička gets one, Nováková is new; a blank rank keeps the stored one
    path.write_text("Name,ID,Rank,Club\n\"Šťastný, Petr\",CZ-17,1k,Go Brno\n\"Židů, Jan\",CZ-18,3d,Go Brno\n"
                    "\"Mrkvička, Jiří\",CZ-19,12K,Go Praha\n\"Nováková, Eva\",CZ-20,20 kyu,Go Praha\n", encoding="utf-8")
    second = import_rating_list(empty_db, path)
    assert (second.added, second.changed, second.unchanged) == (1, 2, 1)
    assert ranks(empty_db) == {"CZ-17": "1k", "CZ-18": "3d", "CZ-19": "12k", "CZ-20": "20k"}
    path.write_text("Name,ID,Rank\n\"Šťastný, Petr\",CZ-17,\n", encoding="utf-8")
    assert import_rating_list(empty_db, path).unchanged == 1 and ranks(empty_db)["CZ-17"] == "1k"

    results.undo(empty_db)  # the update (the import that changed nothing left nothing to undo)
    assert register(empty_db) == stored  # the ranks as they were, Nováková gone


def test_a_fide_list_leaves_the_go_ranks_alone(empty_db, tmp_path: Path):
    club = tmp_path / "go-club.csv"
    club.write_text("Name;ID;FIDE ID;Rank\nMrkvička, Jiří;CZ-19;310000;5k\n", encoding="utf-8")
    import_rating_list(empty_db, club)
    fide = tmp_path / "fide.txt"
    write_txt(fide, [FidePlayer(310000, "Mrkvicka, Jiri", "CZE", "M", "", 1900, 5, 20, 1970, "")])
    result = import_rating_list(empty_db, fide)
    assert result.changed == 1 and register(empty_db)["CZ-19"].birth_year == 1970  # matched by his FIDE id
    assert ranks(empty_db) == {"CZ-19": "5k"}


def test_a_go_club_csv_with_a_bad_rank_stores_nothing(empty_db, tmp_path: Path, reading):
    path = tmp_path / "go-club.csv"
    path.write_text("Name;ID;Rank\nŠťastný, Petr;CZ-17;2k\nŽidů, Jan;CZ-18;II. VT\n", encoding="utf-8")
    with pytest.raises(ImportProblem) as refused:
        import_rating_list(empty_db, path)
    assert [str(p) for p in refused.value.problems] == ["line 3: not a go rank: 'II. VT'; write 30k…1k, 1d…9d or 1p…9p"]
    assert register(empty_db) == {}


def test_a_list_again_writes_federations_as_the_register_does_and_a_refused_list_writes_nothing(empty_db, tmp_path):
    """A second list that writes a player's country as a two-letter code (cz) updates him with the
    register's federation (CZE, rules.countries), as a first list would; a list with a problem is refused
    before any of its values reaches the database (a count of games too large for it included)."""
    from arbiter_app.formats.problems import ImportProblem
    from arbiter_app.services import players
    from arbiter_app.services.ratings.list_import import import_rating_list

    header = "ID;Příjmení;Jméno;Fed;Elo;Partie;Rok narození;Oddíl;Třída\n"
    first, again, huge = tmp_path / "a.csv", tmp_path / "b.csv", tmp_path / "c.csv"
    first.write_bytes((header + "501;Novák;Jan;CZE;1800;10;1961;SK Židovice;2 kyu\n").encode("cp1250"))
    again.write_bytes((header + "501;Novák;Jan;cz;1810;12;1961;SK Židovice;2 kyu\n").encode("cp1250"))
    huge.write_bytes((header + "502;Dvořák;Petr;CZE;1900;999999999999999999999999910;1970;;\n").encode("cp1250"))
    import_rating_list(empty_db, first, "csv")
    import_rating_list(empty_db, again, "csv")
    assert [(p.player.id, p.player.federation, p.player.rating) for p in players.search(empty_db)] == [("501", "CZE", 1810)]
    with pytest.raises(ImportProblem):
        import_rating_list(empty_db, huge, "csv")
    assert [p.player.id for p in players.search(empty_db)] == ["501"]
