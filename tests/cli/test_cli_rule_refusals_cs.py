"""A rule's refusal that reaches the arbiter (rules/ raises, the command line shows the message) is
in the interface's language: the rules layer words it from the catalogue (i18n.tr)."""

from arbiter_app.cli.main import main
from tests.conftest import ICCF_DEMO, SKS_DEMO


def _refusal(capsys, *argv: str) -> str:
    assert main(list(argv)) == 1
    return capsys.readouterr().err.strip()


def test_a_bad_setting_and_an_unknown_player_are_refused_in_czech(demo_db, capsys):
    db = ["--db", demo_db.target]
    assert main(["edit-tournament", SKS_DEMO, "--settings", '{"default_in_sb": "x"}', *db]) == 0
    capsys.readouterr()
    assert _refusal(capsys, "--lang", "cs", "standings", SKS_DEMO, *db) == (
        "chyba: nastavení default_in_sb musí být true nebo false, ne 'x'")
    assert _refusal(capsys, "--lang", "en", "standings", SKS_DEMO, *db) == (
        "error: the setting default_in_sb must be true or false, not 'x'")
    assert _refusal(capsys, "--lang", "cs", "withdraw", ICCF_DEMO, "99", "--kind", "accepted", "--date", "2025-10-10", *db) == (
        f"chyba: {ICCF_DEMO}: žádný hráč nemá startovní číslo 99")


def test_a_withdrawal_notice_for_a_player_who_did_not_withdraw_is_refused_in_czech(demo_db, capsys, tmp_path):
    argv = ["report", "withdrawal", ICCF_DEMO, "--player", "5", "-o", str(tmp_path / "x.pdf"), "--db", demo_db.target]
    assert _refusal(capsys, "--lang", "cs", *argv) == (
        f"chyba: Dvořáková, Eliška (5) z turnaje {ICCF_DEMO} neodstoupila; oznámení o odstoupení se tiskne jen pro hráče, který odstoupil")
