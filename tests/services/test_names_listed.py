"""Names ("Surname, First") listed so that they can be told apart (rules.names.name_list): one a line on
the withdrawal notice, read back from the real PDF; separated by semicolons where a list stays on one
line (a change's description)."""

from __future__ import annotations

from arbiter_app.i18n import tr
from arbiter_app.rules.names import name_list
from arbiter_app.services import documents, printing, setup
from arbiter_app.rules.model import Player, PlayerId, Tournament
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import pdf_info, pdf_text


def test_names_on_one_line_are_separated_by_semicolons():
    assert name_list(["Novák, Jiří", "Šťastný, Václav"]) == "Novák, Jiří; Šťastný, Václav"
    assert name_list([]) == "" and name_list(["Ondráček"]) == "Ondráček"


def test_the_notice_tells_the_recipients_apart_by_semicolons(demo_db, tmp_path):
    """Schäfer (10) in the Czech notice [000 §7; 001 §8]: his 12 opponents, then the officials, after
    "Komu", a semicolon between two of them, never two names run together by a comma; the notice
    stays on one page."""
    path = tmp_path / "oznámení Schäfer.pdf"
    printing.render("withdrawal", demo_db, ICCF_DEMO, path, "cs", player=10)
    recipients = documents.withdrawal_notice_view(demo_db, ICCF_DEMO, 10, "cs").recipients
    assert len(recipients) == 15
    text = " ".join(pdf_text(path).split())
    to = tr("report.withdrawal.to", "cs")  # "Komu"
    assert f"{to} {'; '.join(recipients)}" in text
    assert pdf_info(path).pages == 1


def test_the_players_entered_are_named_apart(empty_db):
    players = [Player(PlayerId(f"N{i}"), name, federation="CZE") for i, name in enumerate(("Novák, Jiří", "Šťastný, Václav"))]
    setup.create_tournament(empty_db, Tournament("CZE/N/1", "Memoriál", tiebreaks=("points",)), [], new_players=[])
    change = setup.enter_players(empty_db, "CZE/N/1", [p.id for p in players], new_players=players)
    assert "Novák, Jiří; Šťastný, Václav" in change.description
