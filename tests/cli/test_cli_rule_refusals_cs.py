"""A rule's refusal that reaches the arbiter (rules/ raises, the command line shows the message) is
in the interface's language: the rules layer words it from the catalogue (i18n.tr)."""

import pytest

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
        f"chyba: Dvořáková, Eliška (5) z turnaje {ICCF_DEMO} nevystoupila; oznámení o vystoupení se tiskne jen pro hráče, který vystoupil")


def test_argparse_names_a_missing_or_bad_value_by_its_placeholder_as_the_help_shows_it(demo_db, capsys):
    """`result CODE WHITE_NO BLACK_NO RESULT`: the refusal names the values as `--help` does (Č_ČERNÉHO,
    VÝSLEDEK in Czech), not by the program's own names; English keeps BLACK_NO."""
    db = ["--db", demo_db.target]
    for lang, line in (("cs", "chybí povinné argumenty: Č_ČERNÉHO, VÝSLEDEK"), ("en", "the following arguments are required: BLACK_NO, RESULT")):
        with pytest.raises(SystemExit, match="2"):
            main(["--lang", lang, "result", SKS_DEMO, "1", *db])
        assert capsys.readouterr().err.strip().endswith(line)
    with pytest.raises(SystemExit, match="2"):
        main(["--lang", "cs", "result", SKS_DEMO, "x", "2", "1-0", *db])
    assert "argument Č_BÍLÉHO: není celé číslo: 'x'" in capsys.readouterr().err
