"""A player's contacts in the register (services.running.contacts, services.players): saved in one
undoable batch, cleared, deleted with the player, moved with a corrected id with his sanctions, and
carried by the exchange format; never on a published page (docs/player-register.md)."""

import json
from datetime import date
from pathlib import Path

import pytest

from arbiter_app.rules.chess.sanctions import Bound, SanctionKind, StoredSanction
from arbiter_app.rules.contacts import Contact
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.database import Database
from arbiter_app.services.players import PlayerInUse
from arbiter_app.services.running.contacts import ContactRefused, contact_of, contacts_of, save_contact
from arbiter_app.services.running.sanctions import add_sanction, sanction_lines
from arbiter_app.storage.driver import driver_rows
from tests.conftest import SKS_DEMO

REZNICEK, SIMKOVA, HOREJSI = "187201", "187845", "188032"
ADDRESS = "Husova 12\n602 00 Brno"


def rows(db, sql, *values):
    with db.connection() as conn:
        return [tuple(r) for r in driver_rows(conn, sql, values)]


def test_save_stores_one_batch_and_undo_takes_it_back(demo_db):
    change = save_contact(demo_db, REZNICEK, {"email": " rez@example.cz ", "address": "Husova 12\r\n\n 602 00 Brno ",
                                              "phone": "+420  777 123 456", "consent": "2025-05-01"})
    assert contact_of(demo_db, REZNICEK) == Contact("rez@example.cz", ADDRESS, "+420 777 123 456", date(2025, 5, 1))
    assert rows(demo_db, "SELECT action, entity FROM audit WHERE batch = ?", change.batch) == [("edit-contact", "contact")]
    results.undo(demo_db)
    assert contact_of(demo_db, REZNICEK) is None


def test_an_empty_value_clears_it_and_nothing_left_deletes_the_row(demo_db):
    save_contact(demo_db, REZNICEK, {"email": "rez@example.cz", "phone": "603 111 222", "consent": "2025-05-01"})
    save_contact(demo_db, REZNICEK, {"email": ""})
    assert contact_of(demo_db, REZNICEK) == Contact("", "", "603 111 222", date(2025, 5, 1))
    save_contact(demo_db, REZNICEK, {"phone": ""})  # the consent goes with the last contact
    assert rows(demo_db, "SELECT count(*) FROM player_contact") == [(0,)]


def test_a_bad_email_is_refused_naming_the_field_and_nothing_is_stored(demo_db):
    with pytest.raises(ContactRefused, match="E-mail") as refused:
        save_contact(demo_db, REZNICEK, {"email": "rez.example.cz", "phone": "777 123 456"})
    assert [p.field for p in refused.value.problems] == ["email"]
    assert contact_of(demo_db, REZNICEK) is None


def test_many_at_once_for_the_start_list(demo_db):
    save_contact(demo_db, REZNICEK, {"email": "rez@example.cz"})
    save_contact(demo_db, HOREJSI, {"phone": "777 123 456", "consent": "2025-01-02"})
    found = contacts_of(demo_db, [REZNICEK, SIMKOVA, HOREJSI, "nobody"])
    assert found == {REZNICEK: Contact(email="rez@example.cz"), HOREJSI: Contact(phone="777 123 456", consent=date(2025, 1, 2))}


def test_add_and_edit_store_the_contact_in_the_players_own_batch(empty_db):
    _p, added = players.save_texts(empty_db, {"id": "9", "name": "Šťastný, Jan", "federation": "CZE"}, None,
                                   {"email": "jan@example.cz", "address": None, "phone": None, "consent": None})
    assert contact_of(empty_db, "9") == Contact(email="jan@example.cz")
    assert rows(empty_db, "SELECT entity FROM audit WHERE batch = ? ORDER BY id", added.batch) == [("player",), ("contact",)]
    players.save_texts(empty_db, {"rating": "2100", "rating_kind": "fixed"}, "9", {"phone": "777 000 111"})
    assert contact_of(empty_db, "9") == Contact(email="jan@example.cz", phone="777 000 111")


def test_delete_takes_the_contact_with_the_player(demo_db):
    _p, _c = players.save_texts(demo_db, {"id": "9", "name": "Šťastný, Jan", "federation": "CZE"}, None, {"email": "jan@example.cz"})
    players.delete_player(demo_db, "9")
    assert rows(demo_db, "SELECT count(*) FROM player_contact WHERE player_id = '9'") == [(0,)]
    results.undo(demo_db)
    assert contact_of(demo_db, "9") == Contact(email="jan@example.cz")


def test_delete_refuses_a_player_with_sanctions_naming_them(demo_db):
    players.save_texts(demo_db, {"id": "9", "name": "Šťastný, Jan", "federation": "CZE"})
    add_sanction(demo_db, StoredSanction("9", "CZE/OLD", SanctionKind.NO_ENTRY, date(2026, 1, 1), date(2026, 12, 31),
                                         Bound.AT_LEAST, 12, "SKŠ §7.4"))
    with pytest.raises(PlayerInUse) as refused:
        players.delete_player(demo_db, "9")
    assert sanction_lines(demo_db, "9")[0] in str(refused.value)
    assert players.get(demo_db, "9").name == "Šťastný, Jan"


def test_a_corrected_id_moves_contact_and_sanctions_in_one_batch(demo_db):
    players.save_texts(demo_db, {"id": "9", "name": "Šťastný, Jan", "federation": "CZE"}, None, {"email": "jan@example.cz"})
    add_sanction(demo_db, StoredSanction("9", "CZE/OLD", SanctionKind.SUSPENSION, date(2026, 1, 1), date(2027, 12, 31)))
    _p, change = players.save_texts(demo_db, {"id": "99"}, "9")
    assert contact_of(demo_db, "99") == Contact(email="jan@example.cz") and contact_of(demo_db, "9") is None
    assert rows(demo_db, "SELECT player_id FROM sanction") == [("99",)]
    results.undo(demo_db)  # the whole correction at once
    assert contact_of(demo_db, "9") == Contact(email="jan@example.cz") and contact_of(demo_db, "99") is None
    assert rows(demo_db, "SELECT player_id FROM sanction") == [("9",)]
    assert change.batch is not None


@pytest.fixture
def other_db(tmp_path: Path):
    db = Database(tmp_path / "other.sqlite")
    yield db
    db.close()


def test_the_exchange_round_trip_keeps_the_contacts(demo_db, other_db, tmp_path: Path):
    save_contact(demo_db, REZNICEK, {"email": "rez@example.cz", "address": ADDRESS, "consent": "2025-05-01"})
    document = tournaments.export_json(demo_db, SKS_DEMO)
    by_id = {p["id"]: p for p in document["players"]}
    assert by_id[REZNICEK]["contact"] == {"email": "rez@example.cz", "address": ADDRESS, "phone": "", "consent": "2025-05-01"}
    assert "contact" not in by_id[SIMKOVA]
    path = tmp_path / "sf.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    tournaments.import_json(other_db, path)
    assert contact_of(other_db, REZNICEK) == Contact("rez@example.cz", ADDRESS, "", date(2025, 5, 1))
    assert tournaments.export_json(other_db, SKS_DEMO) == document


def test_an_import_refuses_a_bad_contact_by_its_path(demo_db, other_db, tmp_path: Path):
    from arbiter_app.formats.problems import ImportProblem

    document = tournaments.export_json(demo_db, SKS_DEMO)
    document["players"][1]["contact"] = {"email": "not an address"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportProblem, match=r"players\[1\]\.contact\.email"):
        tournaments.import_json(other_db, path)
    assert tournaments.list_tournaments(other_db) == []


def test_a_published_page_carries_no_contact(demo_db, tmp_path: Path):
    from arbiter_app.services import publish

    save_contact(demo_db, REZNICEK, {"email": "rez@example.cz", "address": "Husova 12\n602 00 Brno",
                                     "phone": "+420 777 123 456", "consent": "2025-05-01"})
    out = tmp_path / "web"
    publish.publish(demo_db, SKS_DEMO, out)
    pages = "".join(p.read_text(encoding="utf-8") for p in out.rglob("*") if p.is_file())
    assert "Řezníček" in pages  # the page is there, with its players
    for private in ("rez@example.cz", "Husova", "602 00", "777 123 456"):
        assert private not in pages


def test_the_files_for_upload_carry_no_contact(demo_db, tmp_path: Path):
    """The exchange file an arbiter keeps carries the contacts; the one for servers and rating officers
    (`export --format json`, File ▸ Export for upload) does not."""
    from arbiter_app.services import exchange

    save_contact(demo_db, REZNICEK, {"email": "rez@example.cz", "phone": "+420 777 123 456", "consent": "2025-05-01"})
    assert "rez@example.cz" in json.dumps(tournaments.export_json(demo_db, SKS_DEMO), ensure_ascii=False)
    written = exchange.export_files(demo_db, SKS_DEMO, tmp_path, exchange.formats_for(tournaments.load(demo_db, SKS_DEMO).tournament))
    assert written and any(p.suffix == ".json" for p in written)
    for path in written:
        text = path.read_text(encoding="utf-8")
        assert "rez@example.cz" not in text and "777 123 456" not in text and '"contact"' not in text
