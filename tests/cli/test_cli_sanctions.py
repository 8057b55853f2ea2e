"""`sanctions` and `sanction add|lift|bond` as an arbiter runs them, and `enter … --override-sanction`
[000 §7.3–7.6; 001 §8.3–8.6], on a real database file."""

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from tests.conftest import SKS_DEMO

SIMKOVA = "187845"
YESTERDAY = date.today() - timedelta(days=1)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def withdrawn(tmp_path: Path, capsys) -> str:
    """The demo with Šimková (SKŠ demo no. 2) withdrawn unaccepted yesterday: barred 12 months, a bond."""
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    code, out, err = run(capsys, "withdraw", SKS_DEMO, "2", "--kind", "unaccepted", "--date", YESTERDAY.isoformat(), "--db", db)
    assert code == 0, err
    return db


def test_sanctions_lists_what_the_withdrawal_stored(tmp_path: Path, capsys):
    db = withdrawn(tmp_path, capsys)
    code, out, _err = run(capsys, "sanctions", "--db", db)
    assert code == 0
    head, rule, bond, bar = out.splitlines()
    assert head.split() == ["ID", "Name", "Kind", "Since", "Until", "Event", "Reference", "Bond", "Lifted"]
    assert bond.split()[:5] == [SIMKOVA, "Šimková,", "Alžběta", "Bond", YESTERDAY.isoformat()]
    assert bond.rstrip().endswith("SKŠ §7.4   due")
    assert bar.split()[3:6] == ["No", "entry", YESTERDAY.isoformat()]
    code, out, _err = run(capsys, "sanctions", "--active", "--json", "--db", db)
    objects = json.loads(out)
    assert [(o["kind"], o["event"], o["bound"], o["months"], o["amount"]) for o in objects] == [
        ("bond", SKS_DEMO, "at_least", None, 20.0), ("no_entry", SKS_DEMO, "at_least", 12, None)]
    assert all(o["active"] for o in objects)


def test_enter_is_refused_then_overridden_with_a_reason(tmp_path: Path, capsys):
    db = withdrawn(tmp_path, capsys)
    run(capsys, "new-tournament", "CZE/X", "--name", "X", "--organiser", "SKS", "--db", db)
    code, out, err = run(capsys, "enter", "CZE/X", SIMKOVA, "--db", db)
    assert code == 1 and out == ""
    assert err.startswith("error: Šimková, Alžběta is barred from entering until ")
    assert "(no entry for at least 12 months after the unaccepted withdrawal from CZE/SF/2025-B, SKŠ §7.4)." in err
    assert "--override-sanction REASON" in err
    code, out, err = run(capsys, "--lang", "cs", "enter", "CZE/X", SIMKOVA, "--db", db)
    assert code == 1 and "Šimková, Alžběta se nesmí přihlásit do " in err and "po neakceptovaném vystoupení" in err
    code, out, err = run(capsys, "--lang", "en", "enter", "CZE/X", SIMKOVA, "--override-sanction", "organiser's decision", "--db", db)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "CZE/X: entered Šimková, Alžběta"
    assert lines[1].startswith("Entered despite the sanction: Šimková, Alžběta is barred") and lines[1].endswith("Reason: organiser's decision")
    assert lines[2].startswith("Šimková, Alžběta owes a bond with this entry: bond of at least 20.00")
    objects = json.loads(run(capsys, "sanctions", "--json", "--db", db)[1])
    assert objects[0]["bond_event"] == "CZE/X"
    assert objects[1]["overrides"] == [{"event": "CZE/X", "on": date.today().isoformat(), "reason": "organiser's decision"}]


def test_add_lift_and_bond_steps_with_undo(tmp_path: Path, capsys):
    db = withdrawn(tmp_path, capsys)
    code, out, err = run(capsys, "sanction", "add", SIMKOVA, "--kind", "suspension", "--since", "2026-03-01", "--months", "60",
                         "--event", SKS_DEMO, "--reference", "SKŠ §7.3 abuse", "--db", db)
    assert code == 0, err
    assert out.strip() == ("Sanction stored for 187845: Suspension 2026-03-01 – 2031-03-01: suspension for 60 months decided in "
                           "CZE/SF/2025-B, SKŠ §7.3 abuse")
    code, out, err = run(capsys, "sanction", "lift", SIMKOVA, SKS_DEMO, "suspension", "--reason", "appeal upheld", "--on", "2026-04-01", "--db", db)
    assert code == 0 and "lifted 2026-04-01" in out
    code, out, err = run(capsys, "sanction", "bond", SIMKOVA, SKS_DEMO, "paid", "--on", "2026-05-01", "--with-event", "CZE/N", "--db", db)
    assert code == 0 and out.startswith("Stored: Bond paid 2026-05-01 with CZE/N")
    code, out, err = run(capsys, "sanction", "bond", SIMKOVA, SKS_DEMO, "paid", "--db", db)
    assert code == 1 and "cannot become “paid”: it is “paid”" in err
    run(capsys, "undo", "--db", db)
    bond = next(o for o in json.loads(run(capsys, "sanctions", "--json", "--db", db)[1]) if o["kind"] == "bond")
    assert (bond["bond_status"], bond["bond_event"]) == ("due", "")


def test_bad_options_are_named_and_nothing_is_stored(tmp_path: Path, capsys):
    db = withdrawn(tmp_path, capsys)
    before = run(capsys, "sanctions", "--json", "--db", db)[1]
    with pytest.raises(SystemExit) as usage:
        run(capsys, "sanction", "add", SIMKOVA, "--kind", "ban", "--since", "2026-01-01", "--event", "E", "--db", db)
    assert usage.value.code == 2 and "argument --kind: unknown sanction kind 'ban'" in capsys.readouterr().err
    code, _out, err = run(capsys, "sanction", "add", SIMKOVA, "--kind", "no_entry", "--since", "2026-01-01", "--months", "0",
                          "--event", "E", "--db", db)
    assert code == 1 and "--months: 0 is not a number of months" in err
    code, _out, err = run(capsys, "sanction", "add", SIMKOVA, "--kind", "no_entry", "--since", "2026-01-01", "--until", "2025-01-01",
                          "--event", "E", "--db", db)
    assert code == 1 and "--until: the end 2025-01-01 is before the start 2026-01-01" in err
    code, _out, err = run(capsys, "sanction", "lift", SIMKOVA, "CZE/NONE", "no_entry", "--reason", "x", "--db", db)
    assert code == 1 and "has no sanction “No entry” from CZE/NONE" in err
    assert run(capsys, "sanctions", "--json", "--db", db)[1] == before


def test_no_sanction(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    assert run(capsys, "sanctions", "--db", db)[1].strip() == "No sanction."
    assert json.loads(run(capsys, "sanctions", "--active", "--on", "2026-01-01", "--json", "--db", db)[1]) == []
