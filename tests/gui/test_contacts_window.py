"""Contacts in the register's window (pytest-qt, offscreen): the player dialog's e-mail, address,
telephone and consent; the read-only box of the selected player's contacts and sanctions; the start
list's "with contacts" in the print dialog."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import Broadcaster
from arbiter_app.gui.players_view import PlayerRegister
from arbiter_app.gui.print_actions import PrintDialog
from arbiter_app.i18n import tr
from arbiter_app.rules.chess.sanctions import Bound, SanctionKind, StoredSanction
from arbiter_app.rules.contacts import Contact
from arbiter_app.services import players
from arbiter_app.services.running.contacts import contact_of, save_contact
from arbiter_app.services.running.sanctions import add_sanction, sanction_lines
from tests.conftest import SKS_DEMO
from tests.gui.windows import open_window
from tests.pdf_reading import pdf_text

SIMKOVA = "187845"


def register_of(qtbot, qapp, db) -> PlayerRegister:
    install_fonts(qapp)
    broadcaster = Broadcaster()
    widget = PlayerRegister(db, broadcaster.changed)
    widget.broadcaster = broadcaster  # the signal lives as long as its QObject
    qtbot.addWidget(widget)
    widget.show()
    return widget


def select(register: PlayerRegister, player_id: str) -> None:
    register.search.box.setText(player_id)
    register.search.refresh()
    register.search.table.selectRow(0)


def test_the_dialog_stores_the_contacts_with_the_player(qtbot, qapp, demo_db, lang):
    register = register_of(qtbot, qapp, demo_db)
    dialog = register.open_dialog(players.get(demo_db, SIMKOVA))
    fields = dialog.contacts
    fields.email.setText("simkova@example.cz")
    fields.address.setPlainText("Židovská 3\n301 00 Plzeň")
    fields.phone.setText("+420 603 111 222")
    fields.consented.setChecked(True)
    fields.consent_day.setDate(QDate(2025, 5, 1))
    dialog.show()
    dialog.grab().save(f"/tmp/contacts_dialog_{lang}.png")
    dialog.save()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert contact_of(demo_db, SIMKOVA) == Contact("simkova@example.cz", "Židovská 3\n301 00 Plzeň", "+420 603 111 222", date(2025, 5, 1))
    again = register.open_dialog(players.get(demo_db, SIMKOVA))  # shown as stored
    assert (again.contacts.address.toPlainText(), again.contacts.consented.isChecked()) == ("Židovská 3\n301 00 Plzeň", True)


def test_a_bad_email_is_shown_under_its_field_and_the_dialog_stays_open(qtbot, qapp, demo_db):
    register = register_of(qtbot, qapp, demo_db)
    dialog = register.open_dialog(players.get(demo_db, SIMKOVA))
    dialog.show()
    dialog.contacts.email.setText("simkova-example.cz")
    dialog.save()
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert dialog.contacts.errors["email"].isVisible() and "simkova-example.cz" in dialog.contacts.errors["email"].text()
    assert not dialog.contacts.errors["phone"].isVisible()
    assert contact_of(demo_db, SIMKOVA) is None


def test_the_window_shows_the_selected_players_contacts_and_sanctions(qtbot, qapp, demo_db, lang):
    save_contact(demo_db, SIMKOVA, {"email": "simkova@example.cz", "address": "Židovská 3\n301 00 Plzeň"})
    add_sanction(demo_db, StoredSanction(SIMKOVA, "CZE/OLD", SanctionKind.NO_ENTRY, date(2026, 1, 1), date(2026, 12, 31),
                                         Bound.AT_LEAST, 12, "SKŠ §7.4"))
    register = register_of(qtbot, qapp, demo_db)
    select(register, SIMKOVA)
    shown = register.facts.toPlainText().splitlines()
    assert shown[:5] == [tr("contacts.title"), f"  {tr('contacts.field.email')}: simkova@example.cz",
                         f"  {tr('contacts.field.address')}: Židovská 3", "      301 00 Plzeň", f"  {tr('contacts.no_consent')}"]
    assert shown[-2:] == [tr("contacts.sanctions_title"), "  " + sanction_lines(demo_db, SIMKOVA)[0]]
    assert register.facts.isReadOnly()
    register.resize(1000, 640)
    register.grab().save(f"/tmp/contacts_register_{lang}.png")


def test_the_print_dialog_prints_the_start_list_with_contacts(qtbot, qapp, demo_db, tmp_path):
    save_contact(demo_db, SIMKOVA, {"email": "simkova@example.cz", "consent": "2025-05-01"})
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = PrintDialog(window, "start-list")
    qtbot.addWidget(dialog)
    assert dialog.form.isRowVisible(dialog.contacts) and not dialog.contacts.isChecked()
    assert "simkova@example.cz" not in pdf_text(dialog.save(tmp_path / "plain.pdf"))
    dialog.contacts.setChecked(True)
    dialog.show()
    dialog.grab().save("/tmp/contacts_print_dialog.png")
    assert "simkova@example.cz" in pdf_text(dialog.save(tmp_path / "with.pdf"))
    dialog.kind.setCurrentIndex(dialog.kind.findData("crosstable"))
    assert not dialog.form.isRowVisible(dialog.contacts)
