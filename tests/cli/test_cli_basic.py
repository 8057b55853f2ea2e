"""The foundation commands, run as a user runs them: the real entry point on a real file."""

import json
import subprocess
import sys
from pathlib import Path

from arbiter_app.cli.main import main
from tests.conftest import ICCF_DEMO, SKS_DEMO


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_demo_list_and_crosstable(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", db)[0] == 0
    code, out, _ = run(capsys, "--db", db, "list")
    assert code == 0 and ICCF_DEMO in out and SKS_DEMO in out
    code, out, _ = run(capsys, "crosstable", ICCF_DEMO, "--db", db)
    assert code == 0
    header = out.splitlines()[1]
    assert header.split()[:3] == ["No", "Name", "Rtg"] and header.split()[-6:] == ["Score", "Wins", "SB", "H2H", "RG", "Place"]
    assert "Šťastný, Petr" in out and "Židů, Tomáš" in out and "Kühn, Sören" in out
    assert " 1D " in out or " 0D " in out  # the demo's default


def test_result_undo_and_log(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    data = json.loads(Path("resources/demo/sks_semifinal.json").read_text(encoding="utf-8"))
    game = next(g for g in data["games"] if g["result"] == "*")
    w, b = str(game["white"]), str(game["black"])
    code, out, _ = run(capsys, "result", SKS_DEMO, w, b, "0-1", "--flag", "E", "--moves", "33", "--db", db)
    assert code == 0 and out.strip() == f"{SKS_DEMO}: {w}-{b} 0-1E"
    _, table, _ = run(capsys, "crosstable", SKS_DEMO, "--db", db)
    assert "1E" in table and "0E" in table
    _, log, _ = run(capsys, "log", SKS_DEMO, "--db", db)
    assert f"game {w}-{b}" in log.splitlines()[-1] and "0-1E, 33 moves" in log.splitlines()[-1]
    assert run(capsys, "undo", "--db", db)[0] == 0
    _, table_after, _ = run(capsys, "crosstable", SKS_DEMO, "--db", db)
    assert "0E" not in table_after


def test_errors_give_one_line_and_non_zero_status(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    code, out, err = run(capsys, "crosstable", "NOPE", "--db", db)
    assert code == 1 and out == "" and err == "error: no tournament with code 'NOPE'\n"
    code, _, err = run(capsys, "result", SKS_DEMO, "1", "2", "2-0", "--db", db)
    assert code == 1 and err.startswith("error: unknown result '2-0'") and err.count("\n") == 1
    code, _, err = run(capsys, "demo", "--db", db)
    assert code == 1 and "already in the database" in err


def test_export_import_round_trip_through_the_installed_entry_point(tmp_path: Path):
    a, b, out = tmp_path / "a.sqlite", tmp_path / "b.sqlite", tmp_path / "t.json"
    cli = [sys.executable, "-m", "arbiter_app"]
    subprocess.run(cli + ["demo", "--db", str(a)], check=True, capture_output=True)
    subprocess.run(cli + ["export-json", ICCF_DEMO, "-o", str(out), "--db", str(a)], check=True, capture_output=True)
    subprocess.run(cli + ["--db", str(b), "import-json", str(out)], check=True, capture_output=True)
    # into a pipe the command line writes UTF-8 on every platform (cli.console), not the locale's code page
    tables = [subprocess.run(cli + ["crosstable", ICCF_DEMO, "--db", str(p)], check=True, capture_output=True, encoding="utf-8").stdout
              for p in (a, b)]
    assert tables[0] == tables[1] and "Čížek, Radoslav" in tables[0]
