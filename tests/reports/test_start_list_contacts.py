"""`report start-list CODE --contacts`: under each player who consented his address, e-mail and
telephone; the others' left out, and counted in the note at the foot (docs/player-register.md)."""

from pathlib import Path

from arbiter_app.cli.main import main
from arbiter_app.services.running.contacts import save_contact
from tests.conftest import SKS_DEMO
from tests.pdf_reading import PDFTOPPM, pdf_page_image, pdf_text

REZNICEK, SIMKOVA, HOREJSI = "187201", "187845", "188032"


def with_contacts(db) -> None:
    save_contact(db, REZNICEK, {"email": "reznicek@example.cz", "address": "Husova 12\n602 00 Brno", "consent": "2025-05-01"})
    save_contact(db, SIMKOVA, {"phone": "+420 603 111 222"})  # no consent: left out
    save_contact(db, HOREJSI, {"email": "horejsi@example.cz", "phone": "731 000 111", "address": "Náměstí Míru 1\n120 00 Praha 2",
                               "consent": "2025-05-20"})


def test_the_contacts_of_those_who_consented_under_their_lines(demo_db, tmp_path: Path, capsys):
    with_contacts(demo_db)
    out = tmp_path / "sl.pdf"
    assert main(["report", "start-list", SKS_DEMO, "--contacts", "--lang", "en", "-o", str(out), "--db", str(tmp_path / "arbiter.sqlite")]) == 0
    lines = [" ".join(line.split()) for line in pdf_text(out).splitlines() if line.strip()]
    first = lines.index("1 CZE 187201 Řezníček, Vlastimil 2241")
    assert lines[first + 1] == "Husova 12, 602 00 Brno · reznicek@example.cz"
    assert lines[first + 2].startswith("2 CZE 187845 Šimková, Alžběta")  # no consent: no line under her
    third = lines.index("3 CZE 188032 Hořejší, Ondřej 2187")
    assert lines[third + 1] == "Náměstí Míru 1, 120 00 Praha 2 · horejsi@example.cz · 731 000 111"
    text = " ".join(lines)
    assert "603 111 222" not in text
    assert "the contacts of 1 player were left out for want of consent" in text
    if PDFTOPPM:
        pdf_page_image(out, 1, 60).save("/tmp/contacts_start_list.png")


def test_without_the_option_no_contact_is_printed(demo_db, tmp_path: Path, capsys):
    with_contacts(demo_db)
    out = tmp_path / "plain.pdf"
    assert main(["report", "start-list", SKS_DEMO, "-o", str(out), "--db", str(tmp_path / "arbiter.sqlite")]) == 0
    text = pdf_text(out)
    assert "Řezníček" in text and "reznicek@example.cz" not in text and "Husova" not in text


def test_in_czech_the_note_agrees_with_the_number(demo_db, tmp_path: Path, capsys):
    with_contacts(demo_db)
    save_contact(demo_db, "188519", {"email": "kucera@example.cz"})
    out = tmp_path / "cs.pdf"
    assert main(["report", "start-list", SKS_DEMO, "--contacts", "--lang", "cs", "-o", str(out), "--db", str(tmp_path / "arbiter.sqlite")]) == 0
    assert "u 2 hráčů chybí souhlas" in " ".join(pdf_text(out).split())


def test_contacts_go_with_the_start_list_only(demo_db, tmp_path: Path, capsys):
    code = main(["report", "crosstable", SKS_DEMO, "--contacts", "-o", str(tmp_path / "x.pdf"), "--db", str(tmp_path / "arbiter.sqlite")])
    assert code == 1
    assert "--contacts" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()
