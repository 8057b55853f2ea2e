"""`opengotha-import FILE --code CODE [--dry-run] [--json]` and `opengotha-export CODE -o FILE` as a
user runs them, on a real database: a real OpenGotha file, a dry run, the JSON, a refusal with its
line (exit 1), the export validated against OpenGotha's DTD."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.cli.main import main
from tests.formats.opengotha_files import JUVISY, ROUND_1, small_file
from tests.formats.test_opengotha import validate


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_dry_run_json_and_export(tmp_path: Path, capsys):
    db = str(tmp_path / "go.sqlite")
    code, out, err = run(capsys, "opengotha-import", str(JUVISY), "--code", "GO/JUV", "--dry-run", "--db", db)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Tournoi de Juvisy: McMahon, 4 rounds drawn of 4, 19 players"
    assert lines[1].split() == ["1", "Daguenet,", "Mathieu", "3d", "FRA", "92Le", "2274", "EGD-Daguenet-Mathieu"]
    assert "note: line 62: <Teams> is not kept" in lines and lines[-1] == "dry run: nothing stored"
    code, out, err = run(capsys, "opengotha-import", str(JUVISY), "--code", "GO/JUV", "--dry-run", "--json", "--db", db)
    summary = json.loads(out)
    assert (summary["system"], summary["rounds"], summary["games"], summary["drawn"]) == ("mcmahon", 4, 36, [1, 2, 3, 4])
    assert summary["settings"]["go_handicap_reduction"] == 1 and err == "dry run: nothing stored\n"
    code, out, err = run(capsys, "opengotha-import", str(JUVISY), "--code", "GO/JUV", "--db", db)
    assert (code, out) == (0, out) and out.endswith("GO/JUV imported from Tournoi de Juvisy.xml: 19 players (19 new in the register), "
                                                     "36 games; 9 notes kept with it\n")
    target = tmp_path / "Juvisy pro OpenGotha.xml"
    assert run(capsys, "opengotha-export", "GO/JUV", "-o", str(target), "--db", db)[:2] == (
        0, f"OpenGotha tournament file of GO/JUV written to {target}\n")
    validate(target.read_text(encoding="utf-8"))


def test_a_malformed_file_is_refused_with_its_line(tmp_path: Path, capsys):
    db = str(tmp_path / "go.sqlite")
    bad = tmp_path / "bad.xml"
    bad.write_bytes(small_file(ROUND_1.replace("NOVÁKJAN", "NIKDO")))
    code, _out, err = run(capsys, "opengotha-import", str(bad), "--code", "GO/X", "--db", db)
    assert code == 1 and "line 11: a game against nobody: no player 'NIKDO' in the file" in err
    bad.write_bytes(b'<?xml version="1.0"?>\n<Tournament>\n<Players>\n</Tournament>\n')
    code, _out, err = run(capsys, "opengotha-import", str(bad), "--code", "GO/X", "--db", db)
    assert code == 1 and "line 4: not well-formed XML: mismatched tag" in err
    assert run(capsys, "list", "--db", db)[1].strip() == "" or "GO/X" not in run(capsys, "list", "--db", db)[1]
