"""egd-import --as-event and import-pgn on the ICCF server's PGN as a user runs them, on a real database file."""

from pathlib import Path

from tests.cli.test_cli_basic import run
from tests.conftest import ICCF_DEMO

DATA = Path(__file__).parent.parent / "formats" / "data"


def test_egd_import_as_event_then_the_wall_list(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    code, out, _ = run(capsys, "egd-import", str(DATA / "opengotha_latin9.h9"), "--as-event", "GO/BRNO25", "--db", db)
    assert code == 0 and out.strip().splitlines() == [
        "GO/BRNO25: event from opengotha_latin9.h9: 6 players (6 new in the register), 3 rounds, 8 games",
        "note: opengotha_latin9.h9: not UTF-8: read as ISO-8859-15"]  # OpenGotha's own code page, said so
    code, out, _ = run(capsys, "go-wall", "GO/BRNO25", "--db", db)
    assert code == 0 and "Škoda, Žofie" in out and "6+!" in out
    code, _, err = run(capsys, "egd-import", str(DATA / "opengotha_latin9.h9"), "--as-event", "GO/BRNO25", "--db", db)
    assert code == 1 and "GO/BRNO25" in err
    code, out, _ = run(capsys, "egd-import", str(DATA / "egd_quirks.h9"), "--db", db)
    assert code == 0 and out.strip() == "3 players added from egd_quirks.h9 (0 already in the register)"


def test_import_pgn_lists_the_conflict_in_the_file_and_the_bye(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    code, out, _ = run(capsys, "import-pgn", ICCF_DEMO, str(DATA / "iccf_server.pgn"), "--dry-run", "--db", db)
    assert code == 0 and "to store: 4" in out
    assert "line 1: 1-4 Novák, Jan (*1960) - Mrkvička, Jiří (CZE): 0-1, 66 moves, ended 2019-02-18" in out
    assert "line 81: 1-8 Novák, Jan (*1960) - Ďurica, Peter (SVK): *, 12 moves, ended ?" in out
    assert "the Result tag says 1-0, the moves end with 0-1; not guessed" in out
    assert "line 127: Kühn, Sören (GER) – BYE is a bye, not a game: left out" in out


def test_egd_import_of_a_running_opengotha_event_prints_its_notes(tmp_path: Path, capsys):
    """OpenGotha's running event (issue 31): stored, with each note on a line of its own; in Czech too."""
    db = str(tmp_path / "a.sqlite")
    code, out, _ = run(capsys, "egd-import", str(DATA / "opengotha_running.h9"), "--as-event", "GO/KL20", "--db", db)
    lines = out.splitlines()
    assert code == 0 and lines[0] == "GO/KL20: event from opengotha_running.h9: 4 players (4 new in the register), 1 round, 2 games"
    assert "note: line 14: Aryan: a one-word name, taken as written" in lines and len(lines) == 9
    code, out, _ = run(capsys, "--lang", "cs", "egd-import", str(DATA / "opengotha_running.h9"), "--db", db)
    assert code == 0 and "poznámka: řádek 14: Aryan: jméno o jednom slově, převzato, jak je zapsáno" in out.splitlines()
