"""Setting an event up from an empty database on the command line, as an arbiter scripts it."""

from datetime import date, timedelta
from pathlib import Path

from arbiter_app.cli.main import main
from tests.pdf_reading import pdf_text

PLAYERS = [
    ("130794", "Novák, Jan", "CZE", "2412"), ("130795", "Židů, Tomáš", "CZE", "2455"), ("130796", "Šťastný, Petr", "CZE", "2390"),
    ("130797", "Mrkvička, Karel", "SVK", "2301"), ("130798", "Kühn, Sören", "GER", "2455"), ("130799", "Łukasik, Adam", "POL", "2350"),
    ("130800", "Ødegaard, Erik", "NOR", "2288"),
]


START = (date.today() + timedelta(days=200)).isoformat()
"""Ahead, so that entries may still change; within a year, as an option's date must be (cli.ranges)."""


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def build(capsys, db: str) -> None:
    for pid, name, fed, rating in PLAYERS:
        assert run(capsys, "player", "add", "--id", pid, "--name", name, "--federation", fed, "--rating", rating, "--rated-games", "87", "--rating-kind", "fixed", "--db", db)[0] == 0
    code, out, err = run(capsys, "new-tournament", "CZE/MEM", "--name", "Memoriál Jana Nováka", "--organiser", "ICCF", "--kind", "master_class",
                         "--start", START, "--td", "Kratochvíl, Josef", "--tiebreaks", "wins,sb,h2h", "--db", db)
    assert code == 0, err
    assert run(capsys, "enter", "CZE/MEM", *[p[0] for p in PLAYERS], "--db", db)[0] == 0


def test_an_event_built_on_the_command_line_exports_imports_and_prints(tmp_path: Path, capsys):
    db, other, exported = str(tmp_path / "a.sqlite"), str(tmp_path / "b.sqlite"), tmp_path / "mem.json"
    build(capsys, db)
    code, out, _ = run(capsys, "draw", "CZE/MEM", "--by", "rating", "--db", db)
    assert code == 0 and "21 games" in out
    _, table, _ = run(capsys, "crosstable", "CZE/MEM", "--db", db)
    rows = [line for line in table.splitlines()[3:] if line.strip()]
    # by rating: 2455, 2455 (Kühn before Židů by name), 2412, ...
    assert [r.split()[1] for r in rows[:3]] == ["Kühn,", "Židů,", "Novák,"]
    assert run(capsys, "result", "CZE/MEM", *_first_game(db), "1-0", "--db", db)[0] == 0
    assert run(capsys, "export-json", "CZE/MEM", "-o", str(exported), "--db", db)[0] == 0
    assert run(capsys, "import-json", str(exported), "--db", other)[0] == 0
    assert '"draw_method": "rating"' in exported.read_text(encoding="utf-8")
    _, table_a, _ = run(capsys, "crosstable", "CZE/MEM", "--db", db)
    _, table_b, _ = run(capsys, "crosstable", "CZE/MEM", "--db", other)
    assert table_a == table_b and "1" in table_a
    pdf = tmp_path / "start.pdf"
    assert run(capsys, "report", "start-list", "CZE/MEM", "-o", str(pdf), "--db", other)[0] == 0
    text = pdf_text(pdf)
    assert "Memoriál Jana Nováka" in text and "Židů, Tomáš" in text and "Ødegaard, Erik" in text


def _first_game(db: str) -> tuple[str, str]:
    from arbiter_app.services import tournaments
    from arbiter_app.services.database import Database

    base = Database(db)
    try:
        g = tournaments.load(base, "CZE/MEM").games[0]
    finally:
        base.close()
    return str(g.white), str(g.black)


def test_the_lot_is_reproducible_from_its_seed(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    build(capsys, db)
    code, out, _ = run(capsys, "draw", "CZE/MEM", "--seed", "4711", "--db", db)
    assert code == 0 and "by lot (random seed of the draw 4711)" in out
    first = run(capsys, "crosstable", "CZE/MEM", "--db", db)[1]
    exported = tmp_path / "mem.json"
    run(capsys, "export-json", "CZE/MEM", "-o", str(exported), "--db", db)
    assert '"draw_seed": 4711' in exported.read_text(encoding="utf-8")  # the seed travels with the file
    assert run(capsys, "draw", "CZE/MEM", "--by", "given", "--order", "7,6,5,4,3,2,1", "--db", db)[0] == 0
    assert run(capsys, "crosstable", "CZE/MEM", "--db", db)[1] != first
    run(capsys, "draw", "CZE/MEM", "--seed", "4711", "--db", db)
    assert run(capsys, "crosstable", "CZE/MEM", "--db", db)[1] == first


def test_edit_delete_and_refusals(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    build(capsys, db)
    assert run(capsys, "edit-tournament", "CZE/MEM", "--name", "Memoriál 2099", "--rounds", "2", "--db", db)[0] == 0
    assert "Memoriál 2099" in run(capsys, "list", "--db", db)[1]
    code, _, err = run(capsys, "edit-tournament", "CZE/MEM", "--tiebreaks", "points,sos", "--db", db)
    assert code == 1 and err.startswith("error: Tie-break criteria, in order: sos") and err.count("\n") == 1
    code, _, err = run(capsys, "new-tournament", "CZE/MEM", "--name", "Again", "--db", db)
    assert code == 1 and "Code: a tournament with code CZE/MEM" in err
    code, _, err = run(capsys, "enter", "CZE/MEM", "999", "--db", db)
    assert code == 1 and "Players: no player with id 999" in err
    code, _, err = run(capsys, "new-tournament", "X", "--name", "X", "--start", "2026-02-01", "--end", "2026-01-01", "--db", db)
    assert code == 1 and "End: the end date 2026-01-01 is before the start date" in err
    assert run(capsys, "delete-tournament", "CZE/MEM", "--db", db)[0] == 0
    assert "CZE/MEM" not in run(capsys, "list", "--db", db)[1]
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert "CZE/MEM" in run(capsys, "list", "--db", db)[1]


def test_entries_and_the_draw_after_the_start_date_say_so(tmp_path: Path, capsys):
    """Issue 23, item 3: a group that started on 2025-03-01 (the server's date) is set up later;
    until the first result is in, `enter` and `draw` work and say that the start date has passed."""
    db = str(tmp_path / "late.sqlite")
    for pid, name, fed, rating in PLAYERS[:4]:
        assert run(capsys, "player", "add", "--id", pid, "--name", name, "--federation", fed, "--rating", rating, "--db", db)[0] == 0
    assert run(capsys, "new-tournament", "LATE", "--name", "Pozdě", "--start", "2025-03-01", "--db", db)[0] == 0
    note = "The start date 2025-03-01 has passed: entries and the draw may still change until the first result is in."
    code, out, _ = run(capsys, "enter", "LATE", *[p[0] for p in PLAYERS[:4]], "--db", db)
    assert code == 0 and out.splitlines()[-1] == note
    code, out, _ = run(capsys, "draw", "LATE", "--by", "given", "--db", db)
    assert code == 0 and "6 games" in out and out.splitlines()[-1] == note
    assert run(capsys, "result", "LATE", "1", "4", "1-0", "--db", db)[0] == 0
    code, _, err = run(capsys, "draw", "LATE", "--by", "lot", "--db", db)
    assert code == 1 and "LATE already has results" in err
