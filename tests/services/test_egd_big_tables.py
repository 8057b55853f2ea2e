"""EGD tables as big files and as a change of the register (issue 31): a large table is read in time
that grows linearly, with a progress line on the console and in the window, its notes listed as every
reader lists them (the first 100, then "and N more"); a players-only import is one undoable action
whose audit entries keep the file's name and the table's notes, shown by `log` without a code."""

from __future__ import annotations

import time
from pathlib import Path

from sqlmodel import select

from arbiter_app.cli.main import main
from arbiter_app.services import results
from arbiter_app.services.go import egd as go_egd, egd_event
from arbiter_app.storage.tables import PlayerRow
from tests.formats.big_egd import make

SMALL = "; EV[Test]\n1 Šťastný Jan 3k XX Brno 2 2+/w0 0+\n2 Aryan 2k CZ Brno 1 1-/b0 3+/w0\n3 Mrkvička Petr 5k CZ Brno 0 0- 2-/b0\n"


def test_a_players_only_import_keeps_its_notes_with_its_audit_entry_and_is_undone_whole(empty_db, tmp_path: Path):
    path = tmp_path / "hráči Brno.h9"
    path.write_text(SMALL, encoding="utf-8")
    change = go_egd.import_egd_players(empty_db, path)
    notes = ["line 2: Šťastný, Jan: no country (XX)", "line 3: Aryan: a one-word name, taken as written"]
    assert list(change.notes) == notes
    log = results.audit_log(empty_db, register=True)
    assert [(line.action, line.what, line.new) for line in log] == [
        ("import-egd", "player: 3 records", "stored"),
        ("import-egd", "notes of the import of hráči Brno.h9", "; ".join(notes)),
    ]
    assert len({line.batch for line in log}) == 1  # one action
    undone = results.undo(empty_db)
    assert undone.description.startswith("undone: import of players from an EGD table from hráči Brno.h9 (")
    assert undone.description.endswith("(3 changes)")  # the players; the notes are no row
    assert _players(empty_db) == []
    after = results.audit_log(empty_db, register=True)
    assert [(line.what, line.old, line.new) for line in after[2:]] == [
        ("notes of the import of hráči Brno.h9", "; ".join(notes), "—"), ("player: 3 records", "stored", "—")]
    results.redo(empty_db)
    assert _players(empty_db) == ["EGD-Aryan", "EGD-Mrkvicka-Petr", "EGD-Stastny-Jan"]
    assert results.audit_log(empty_db, register=True)[-1].new == "; ".join(notes)


def _players(db) -> list[str]:
    with db.reading() as session:
        return sorted(session.exec(select(PlayerRow.id)))


def test_the_log_without_a_code_shows_the_register_s_actions_and_their_notes(tmp_path: Path, capsys):
    path = tmp_path / "notes.h9"
    path.write_text(SMALL, encoding="utf-8")
    db = str(tmp_path / "a.sqlite")
    assert main(["--db", db, "egd-import", str(path)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "--lang", "cs", "log"]) == 0
    out = capsys.readouterr().out
    assert "poznámky k importu souboru notes.h9" in out and "Šťastný, Jan" in out and "import hráčů z tabulky EGD" in out


def test_a_big_table_is_read_in_linear_time(tmp_path: Path):
    """Twice the players take about twice the time (at most three times: the machine is shared), and
    6 000 players (0.8 MB) are planned as an event within 10 s of the processor's time."""
    times = []
    for count in (3000, 6000):
        path = tmp_path / f"{count}.h9"
        path.write_text(make(count), encoding="utf-8")
        started = time.process_time()
        plan = egd_event.plan_event(path, "GO/BIG")
        times.append(time.process_time() - started)
        assert plan.problems == [] and len(plan.played.games) == count // 12 * 66 and plan.table.rounds == 11
    assert times[1] <= 10.0 and times[1] <= 3 * times[0], times


def test_a_big_import_shows_a_progress_line_and_at_most_100_notes_on_the_console(tmp_path: Path, capsys):
    path = tmp_path / "velký turnaj.h9"
    path.write_text(make(2400), encoding="utf-8")
    assert main(["--db", str(tmp_path / "a.sqlite"), "egd-import", str(path)]) == 0
    captured = capsys.readouterr()
    assert "velký turnaj.h9: 41 % read" in captured.err and captured.err.endswith("\n")
    notes = [line for line in captured.out.splitlines() if line.startswith("note: ")]
    assert captured.out.startswith("2400 players added from velký turnaj.h9 (0 already in the register)")
    assert len(notes) == 101 and notes[-1] == f"note: and {480 + 342 - 68 - 100} more"  # XX, one-word names, both


def test_a_big_players_only_import_is_stored_in_bulk(empty_db, tmp_path: Path):
    path = tmp_path / "big.h9"
    path.write_text(make(6000), encoding="utf-8")
    seen: list[tuple[int, int]] = []
    started = time.process_time()
    change = go_egd.import_egd_players(empty_db, path, lambda done, total: seen.append((done, total)))
    assert time.process_time() - started <= 10.0
    assert change.description.startswith("6000 players added") and [s[0] for s in seen] == [1000, 2000, 3000, 4000, 5000, 6000]
    again = go_egd.import_egd_players(empty_db, path)  # everybody known: none added twice
    assert again.description.startswith("0 players added from big.h9 (6000 already in the register)")
