"""`player add/edit --email --address --phone --consent/--no-consent`, `player show [--json]` and
`player delete` with contacts and sanctions, as an arbiter runs them, on a real database file."""

import json
from pathlib import Path

from arbiter_app.cli.main import main

REZNICEK = "187201"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def demo(tmp_path: Path, capsys) -> str:
    db = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", db)[0] == 0
    return db


def test_add_with_contacts_and_show_them(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    code, _out, err = run(capsys, "player", "add", "--id", "9", "--name", "Šťastný, Jan", "--federation", "CZE",
                          "--email", "jan@example.cz", "--address", r"Dlouhá 5\n110 00 Praha 1", "--phone", "+420 777 123 456",
                          "--consent", "2025-03-01", "--db", db)
    assert code == 0, err
    code, out, _err = run(capsys, "player", "show", "9", "--db", db)
    assert code == 0
    assert out.splitlines()[-9:] == [
        "Tournaments: —", "Contacts:", "  E-mail: jan@example.cz", "  Address: Dlouhá 5", "      110 00 Praha 1",
        "  Telephone: +420 777 123 456", "  Consent given on 2025-03-01", "Sanctions:", "  none",
    ]
    code, out, _err = run(capsys, "player", "show", "9", "--json", "--db", db)
    shown = json.loads(out)
    assert shown["contact"] == {"email": "jan@example.cz", "address": "Dlouhá 5\n110 00 Praha 1", "phone": "+420 777 123 456",
                                "consent": "2025-03-01"}
    assert (shown["name"], shown["sanctions"], shown["tournaments"]) == ("Šťastný, Jan", [], [])


def test_a_bad_email_exits_1_naming_the_option_and_stores_nothing(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    code, _out, err = run(capsys, "player", "edit", REZNICEK, "--email", "rez(at)example.cz", "--rating", "2300", "--db", db)
    assert code == 1
    assert "--email" in err and "rez(at)example.cz" in err
    shown = json.loads(run(capsys, "player", "show", REZNICEK, "--json", "--db", db)[1])
    assert (shown["contact"], shown["rating"]) == (None, 2241)


def test_a_bad_phone_and_a_bad_day_are_refused_too(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    assert run(capsys, "player", "edit", REZNICEK, "--phone", "777-ABC", "--db", db)[0] == 1
    code, _out, err = run(capsys, "player", "edit", REZNICEK, "--phone", "777 123 456", "--consent", "1.5.2025", "--db", db)
    assert code == 1 and "--consent" in err


def test_no_consent_clears_it_and_empty_values_clear_the_contact(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    run(capsys, "player", "edit", REZNICEK, "--email", "rez@example.cz", "--phone", "603 111 222", "--consent", "2025-05-01", "--db", db)
    run(capsys, "player", "edit", REZNICEK, "--no-consent", "--phone", "", "--db", db)
    shown = json.loads(run(capsys, "player", "show", REZNICEK, "--json", "--db", db)[1])
    assert shown["contact"] == {"email": "rez@example.cz", "address": "", "phone": "", "consent": None}
    out = run(capsys, "player", "show", REZNICEK, "--db", db)[1]
    assert "  No consent noted: not printed on start lists" in out.splitlines()
    run(capsys, "player", "edit", REZNICEK, "--email", "", "--db", db)
    assert json.loads(run(capsys, "player", "show", REZNICEK, "--json", "--db", db)[1])["contact"] is None
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert json.loads(run(capsys, "player", "show", REZNICEK, "--json", "--db", db)[1])["contact"]["email"] == "rez@example.cz"


def test_show_lists_sanctions_and_delete_refuses_them(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "player", "add", "--id", "9", "--name", "Židů, Tomáš", "--federation", "CZE", "--email", "zidu@example.cz", "--db", db)
    code, _out, err = run(capsys, "sanction", "add", "9", "--kind", "suspension", "--since", "2026-01-01", "--months", "24",
                          "--event", "CZE/OLD", "--reference", "SKŠ §7.5", "--db", db)
    assert code == 0, err
    out = run(capsys, "player", "show", "9", "--db", db)[1]
    sanctions = out.splitlines()[out.splitlines().index("Sanctions:") + 1:]
    assert len(sanctions) == 1 and "SKŠ §7.5" in sanctions[0]
    assert json.loads(run(capsys, "player", "show", "9", "--json", "--db", db)[1])["sanctions"][0]["kind"] == "suspension"
    code, _out, err = run(capsys, "player", "delete", "9", "--db", db)
    assert code == 1 and "SKŠ §7.5" in err
    assert run(capsys, "player", "show", "9", "--db", db)[0] == 0


def test_delete_takes_his_contact_and_a_new_id_moves_it(tmp_path: Path, capsys):
    db = str(tmp_path / "a.sqlite")
    run(capsys, "player", "add", "--id", "9", "--name", "Židů, Tomáš", "--federation", "CZE", "--phone", "777 000 111", "--db", db)
    assert run(capsys, "player", "edit", "9", "--id", "19", "--db", db)[0] == 0
    assert json.loads(run(capsys, "player", "show", "19", "--json", "--db", db)[1])["contact"]["phone"] == "777 000 111"
    assert run(capsys, "player", "delete", "19", "--db", db)[0] == 0
    run(capsys, "player", "add", "--id", "19", "--name", "Židů, Tomáš", "--federation", "CZE", "--db", db)
    assert json.loads(run(capsys, "player", "show", "19", "--json", "--db", db)[1])["contact"] is None


def test_show_of_an_unknown_player_exits_1(tmp_path: Path, capsys):
    code, _out, err = run(capsys, "player", "show", "404", "--db", str(tmp_path / "a.sqlite"))
    assert code == 1 and "404" in err
