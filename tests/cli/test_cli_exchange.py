"""export, import-pgn and import-ratings as a user runs them, on a real database file."""

from pathlib import Path

from arbiter_app.rules.model import Result
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from benchmarks.rating_list_files import generated_players, write_xml
from tests.cli.test_cli_basic import run
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.formats.test_pgn import group_pgn


def test_export_every_format(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    for fmt in ("json", "trf", "csv", "pgn"):
        out_file = tmp_path / f"sf.{fmt}"
        code, out, _ = run(capsys, "export", SKS_DEMO, "--format", fmt, "-o", str(out_file), "--db", db)
        assert code == 0 and out.strip() == f"{SKS_DEMO} exported to {out_file}"
    assert (tmp_path / "sf.trf").read_text(encoding="utf-8").startswith("012 Mistrovství ČR")
    assert (tmp_path / "sf.csv").read_bytes().startswith(b"\xef\xbb\xbfNo,Name")
    code, _, _ = run(capsys, "export", SKS_DEMO, "--format", "csv", "--table", "standings", "--delimiter", ";", "-o", str(tmp_path / "st.csv"), "--db", db)
    assert (tmp_path / "st.csv").read_text(encoding="utf-8-sig").startswith("Place;No;Name")
    code, _, _ = run(capsys, "export", SKS_DEMO, "--format", "trf", "--trf-version", "2026", "-o", str(tmp_path / "x.trf"), "--db", db)
    assert "\r\n142 7\r\n" in (tmp_path / "x.trf").read_bytes().decode("utf-8")
    code, _, err = run(capsys, "export", "NO/SUCH", "--format", "trf", "-o", str(tmp_path / "y.trf"), "--db", db)
    assert code == 1 and err.strip() == "error: no tournament with code 'NO/SUCH'"


def test_import_pgn_dry_run_then_store_and_overwrite(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    database = Database(db)
    data = tournaments.load(database, ICCF_DEMO)
    decided = next(g for g in data.games if g.result is Result.WHITE_WIN and g.flag is None)
    text, _ = group_pgn(database, ICCF_DEMO, conflict_pair=(decided.white, decided.black), reversed_name_of=None)
    database.close()
    pgn = tmp_path / "games.pgn"
    pgn.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "import-pgn", ICCF_DEMO, str(pgn), "--dry-run", "--db", db)
    assert code == 0 and "conflicting (kept unless --overwrite): 1" in out and out.rstrip().endswith("dry run: nothing stored")
    assert f"{decided.white}-{decided.black}" in out and "(stored 1-0)" in out
    pair = f"{decided.white}-{decided.black}"
    code, out, _ = run(capsys, "import-pgn", ICCF_DEMO, str(pgn), "--overwrite", pair, "--db", db)
    assert code == 0 and "games from games.pgn" in out
    database = Database(db)
    after = next(g for g in tournaments.load(database, ICCF_DEMO).games if (g.white, g.black) == (decided.white, decided.black))
    database.close()
    assert after.result is Result.BLACK_WIN
    code, _, err = run(capsys, "import-pgn", ICCF_DEMO, str(pgn), "--overwrite", "1-1", "--db", db)
    assert code == 1 and "--overwrite 1-1: not a conflicting game" in err
    bad = tmp_path / "bad.pgn"
    bad.write_text('[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n', encoding="utf-8")
    code, _, err = run(capsys, "import-pgn", ICCF_DEMO, str(bad), "--db", db)
    assert code == 1 and "refused" in err and "line 1:" in err


def test_import_ratings_with_a_progress_line(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    path = tmp_path / "players.xml"
    write_xml(path, generated_players(120))
    code, out, err = run(capsys, "import-ratings", str(path), "--db", db)
    assert code == 0 and "players.xml: 120 players added, 0 changed, 0 left alone" in out
    assert "players.xml: 100 % read" in err
    code, out, _ = run(capsys, "import-ratings", str(path), "--format", "fide-xml", "--db", db)
    assert "0 players added, 0 changed, 120 left alone" in out
    code, _, err = run(capsys, "import-ratings", str(path), "--format", "fide-txt", "--db", db)
    assert code == 1 and "not a FIDE rating list" in err and "nothing was stored" in err
