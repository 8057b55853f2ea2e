"""import-trf as a user runs it, on a real database file (paths with diacritics and spaces)."""

import json
from pathlib import Path

from tests.cli.test_cli_basic import run

DATA = Path(__file__).parents[1] / "formats" / "data" / "trf"


def test_dry_run_json_prints_exactly_the_summary_for_any_system(tmp_path: Path, capsys):
    db = str(tmp_path / "Přebor kraje" / "a.sqlite")
    Path(db).parent.mkdir()
    for name, system, rounds in (("swiss-manager-byes-and-forfeits.trf", "swiss", 7),
                                 ("spec-trf16-double-round-robin-cp1250.trf", "double_round_robin", 6)):
        code, out, err = run(capsys, "import-trf", str(DATA / name), "--code", "X", "--dry-run", "--json", "--db", db)
        assert code == 0 and err.strip() == "dry run: nothing stored"
        summary = json.loads(out)
        assert list(summary) == ["system", "rounds", "players", "problems", "notes"]
        assert (summary["system"], summary["rounds"], summary["problems"]) == (system, rounds, [])
        assert all(list(p) == ["no", "name", "id", "fide_id", "federation", "rating", "points", "rank"] for p in summary["players"])
    assert summary["players"][1] == {"no": 2, "name": "Dušek, Ľubomír", "id": "TRF:dusek-lubomir", "fide_id": None,
                                     "federation": "SVK", "rating": 1950, "points": 2.5, "rank": 3}
    code, out, _ = run(capsys, "list", "--db", db)
    assert "X" not in out.split()


def test_import_a_round_robin_then_its_crosstable(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    folder = tmp_path / "soubory TRF – Brno"
    folder.mkdir()
    file = folder / "memoriál.trf"
    file.write_bytes((DATA / "spec-trf26-round-robin-bom-crlf.trf").read_bytes())
    code, out, _ = run(capsys, "import-trf", str(file), "--code", "CZE/MJN/2025", "--organiser", "SKS", "--db", db)
    assert code == 0
    assert out.startswith("Memoriál Jana Nováka 2025: round robin, 5 rounds, 5 players\n")
    assert "note: line 15: record XXC kept aside: not used here" in out
    assert out.strip().endswith("tournament CZE/MJN/2025 imported from TRF: 5 players (5 new to the register), 10 games")
    code, out, _ = run(capsys, "crosstable", "CZE/MJN/2025", "--db", db)
    assert code == 0 and "Řezníček, Vlastimil" in out and "Zidu, Tomas" in out and "1D" in out


def test_a_swiss_is_refused_with_exit_1_naming_what_it_holds(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    code, _, err = run(capsys, "import-trf", str(DATA / "swiss-manager-byes-and-forfeits.trf"), "--code", "S", "--db", db)
    assert code == 1 and "The file holds a Swiss event (7 rounds): only a round robin, single or double, becomes a group." in err
    code, out, _ = run(capsys, "list", "--db", db)
    assert "S" not in out.split()


def test_problems_are_printed_once_on_stderr_with_their_own_count(tmp_path: Path, capsys):
    """A round robin with one problem: the preview on stdout, the refusal on stderr once, counting the
    problem alone; in a dry run (exit 0) as in an import (exit 1)."""
    db = str(tmp_path / "a.sqlite")
    file = tmp_path / "Přebor – chyba.trf"
    text = (DATA / "spec-trf26-round-robin-bom-crlf.trf").read_bytes().decode("utf-8-sig")
    file.write_text(text.replace("3.0    1               2 w 1", "3.5    1               2 w 1"), encoding="utf-8", newline="")
    problem = "line 17: Řezníček, Vlastimil: the file gives 3.5 points"
    for options, status in ((["--dry-run"], 0), ([], 1)):
        code, out, err = run(capsys, "import-trf", str(file), "--code", "B", *options, "--db", db)
        assert code == status and problem not in out and err.count(problem) == 1
        assert f"{file}: refused, 1 problem, nothing was stored:" in err and "problem(s)" not in out + err
    assert out.count("\n") == 9 and "Zidu, Tomas" in out  # the heading, 5 players, 3 notes (the blank round read as a bye)


def test_dry_run_json_gives_the_names_as_stored_and_czech_texts(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    code, out, _ = run(capsys, "import-trf", str(DATA / "spec-trf26-round-robin-bom-crlf.trf"), "--code", "X", "--dry-run", "--json", "--db", db)
    assert [p["name"] for p in json.loads(out)["players"]] == [
        "Řezníček, Vlastimil", "Šťastný, Petr", "Zidu, Tomas", "Nováková, Eliška", "Mrkvička, Ján"]
    try:
        code, out, err = run(capsys, "--lang", "cs", "import-trf", str(DATA / "spec-trf16-double-round-robin-cp1250.trf"), "--code", "X",
                             "--dry-run", "--db", db)
    finally:
        run(capsys, "--lang", "en", "list", "--db", db)
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "Přebor kraje 2024: dvoukolový turnaj každý s každým, 6 kol, 4 hráči"
    assert out.splitlines()[1:] == [
        "     1 Černý, Jiří                       CZE 2010   4.5    1  nový: TRF:cerny-jiri",
        "     2 Dušek, Ľubomír                    SVK 1950   2.5    3  nový: TRF:dusek-lubomir",
        "     3 Růžičková, Věra                   CZE 1900   3.5    2  nový: TRF:ruzickova-vera",
        "     4 Kůň, Přemysl                      CZE 1850   1.5    4  nový: TRF:kun-premysl",
        "poznámka: spec-trf16-double-round-robin-cp1250.trf: není v UTF-8: přečten jako Windows-1250",
        "zkouška nanečisto: nic se neuložilo"]
