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
        assert list(summary) == ["system", "rounds", "players", "problems"]
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
    assert "memoriál.trf: round_robin, 5 rounds, 5 players" in out
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
