"""A chess group's place diplomas (a place, a shared place, the group's win, the best woman, junior and
senior) and a title, norm or MKŠ diploma only for what the event gave, else refused or printed with
`--force`; each read back from the PDF.

The demo's SKŠ semifinal CZE/SF/2025-B has 9 games running; here every one is drawn. Points before:
Řezníček (1) 4, Bělohlávek (5) 2, Ševčík (6) 2, Hořejší (3) 1½, Kučera (4) 1, Šimková (2) 1,
Přibyl (7) ½. The draws add ½ a game: Řezníček 4½ (1-6); Ševčík 3½ (1-6, 3-6, 6-2); Hořejší 3½ (3-4,
3-6, 5-3, 7-3); Bělohlávek 3 (5-3, 7-5); Přibyl 2½ (2-7, 4-7, 7-3, 7-5); Kučera 2 (3-4, 4-7);
Šimková 2 (2-7, 6-2). So Řezníček wins the group; by points alone Ševčík and Hořejší share 2nd–3rd
place and Kučera and Šimková 6th–7th, and Šimková, the only woman, below the first three places, has
the best woman's result.
"""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_app.cli.main import main
from arbiter_app.rules.chess.awards import Born, age_awards
from arbiter_app.rules.model import Result
from arbiter_app.rules.results import is_remaining
from arbiter_app.services import documents, players, printing, results, setup, tournaments
from arbiter_app.services.documents import DocumentRefused
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdf_text

EVENT = "Mistrovství ČR – semifinále 2025, skupina B"


def finish_with_draws(db) -> None:
    for game in [g for g in tournaments.load(db, SKS_DEMO).games if is_remaining(g)]:
        results.enter_result(db, SKS_DEMO, game.white, game.black, Result.DRAW)


def diploma_text(db, tmp_path, no: int, award: str | None, lang: str, force: bool = False) -> str:
    out = tmp_path / f"{no}-{award}-{lang}.pdf"
    printing.render("diploma", db, SKS_DEMO, out, lang, no, award=award, force=force)
    return " ".join(pdf_text(out).split())


def test_the_winner_gets_a_place_and_a_group_diploma_in_both_languages(demo_db, tmp_path):
    finish_with_draws(demo_db)
    data = tournaments.load(demo_db, SKS_DEMO)
    assert documents.awards_made(data, 1) == ("place-1", "group-winner")
    czech = diploma_text(demo_db, tmp_path, 1, None, "cs")  # his first award by default
    assert f"DIPLOM Vlastimil Řezníček za 1. místo v soutěži {EVENT}" in czech
    english = diploma_text(demo_db, tmp_path, 1, "place-1", "en")
    assert f"DIPLOMA Vlastimil Řezníček for 1st place in {EVENT}" in english
    assert "za vítězství ve skupině B v soutěži" in diploma_text(demo_db, tmp_path, 1, "group-winner", "cs")
    assert "for winning group B in" in diploma_text(demo_db, tmp_path, 1, "group-winner", "en")
    assert documents.awards_made(data, 6) == ("place-2",) and documents.awards_made(data, 3) == ("place-3",)


def test_a_shared_place_is_printed_as_shared(demo_db, tmp_path):
    finish_with_draws(demo_db)
    setup.edit_tournament(demo_db, SKS_DEMO, {"tiebreaks": ("points",)})  # no tie-break: 3 and 6 tie
    data = tournaments.load(demo_db, SKS_DEMO)
    assert documents.awards_made(data, 3) == documents.awards_made(data, 6) == ("place-2-3",)
    assert "Ondřej Hořejší za 2.–3. místo v soutěži" in diploma_text(demo_db, tmp_path, 3, "place-2-3", "cs")
    assert "Lukáš Ševčík for 2nd–3rd place in" in diploma_text(demo_db, tmp_path, 6, "place-2-3", "en")


def test_the_best_woman(demo_db, tmp_path):
    finish_with_draws(demo_db)
    assert documents.awards_made(tournaments.load(demo_db, SKS_DEMO), 2) == ("best-woman",)
    assert "Alžběta Šimková za nejlepší výsledek mezi ženami v soutěži" in diploma_text(demo_db, tmp_path, 2, None, "cs")
    assert "Alžběta Šimková for the best result among women in" in diploma_text(demo_db, tmp_path, 2, None, "en")


def test_the_best_junior_and_senior_when_the_register_has_birth_years(demo_db, tmp_path):
    """The group starts in 2025: born 2006 or later is a junior (under 20 on 1 January), 1959 or
    earlier a senior (65 or more). Přibyl (5th, 2006) is the best junior below the first three;
    Kučera (6th, 1950) the best senior, Bělohlávek (4th, 1980) neither."""
    finish_with_draws(demo_db)
    data = tournaments.load(demo_db, SKS_DEMO)
    for no, year in ((7, 2006), (4, 1950), (5, 1980)):
        player = data.entry(no).player
        players.edit_player(demo_db, str(player.id), dataclasses.replace(player, birth_year=year))
    data = tournaments.load(demo_db, SKS_DEMO)
    assert documents.awards_made(data, 7) == ("best-junior",)
    assert documents.awards_made(data, 4) == ("best-senior",)
    assert "Václav Přibyl za nejlepší výsledek mezi juniory (do 20 let) v soutěži" in diploma_text(demo_db, tmp_path, 7, None, "cs")
    assert "Zdeněk Kučera for the best result among seniors (65 and over) in" in diploma_text(demo_db, tmp_path, 4, None, "en")


def test_age_categories_need_players_in_and_out_of_them():
    """Born 2006 in a group starting 2025 is a junior, 2005 may be 20 already; 1959 a senior, 1960 not."""
    field = [Born(1, 2006), Born(2, 2005), Born(3, 1959), Born(4, 1960), Born(5, None)]
    assert age_awards(field, field[1:], 2025) == {3: ("best-senior",)}  # the junior took a prize place
    assert age_awards(field, field, 2025) == {1: ("best-junior",), 3: ("best-senior",)}
    assert age_awards(field[:1], field[:1], 2025) == {}  # juniors only: no best junior


def test_no_place_diploma_before_the_group_is_finished(demo_db, tmp_path):
    data = tournaments.load(demo_db, SKS_DEMO)
    assert documents.award_refusal(data, 1, "place-1", "en") == (
        "CZE/SF/2025-B is not finished: place diplomas are given once every game has its result")
    with pytest.raises(DocumentRefused, match="is not finished.*; --force prints the diploma anyway"):
        diploma_text(demo_db, tmp_path, 1, "place-1", "en")


def test_a_title_norm_or_mks_not_given_is_refused_and_printed_only_with_force(demo_db, tmp_path):
    finish_with_draws(demo_db)
    data = tournaments.load(demo_db, SKS_DEMO)
    assert documents.award_refusal(data, 1, "IM-norm", "cs") == "Řezníček, Vlastimil (1) nesplnil v CZE/SF/2025-B normu IM"
    assert documents.award_refusal(data, 2, "IM", "cs") == "Šimková, Alžběta (2) nezískala v CZE/SF/2025-B titul IM"
    for award, reason in (("IM-norm", "made no IM norm in"), ("IM", "was not awarded the IM title in"),
                          ("MKS", "did not earn the honorary title MKŠ in"), ("best-woman", "earned no diploma for the best result among women")):
        with pytest.raises(DocumentRefused, match=f"Řezníček, Vlastimil \\(1\\) {reason}.*; --force prints the diploma anyway"):
            diploma_text(demo_db, tmp_path, 1, award, "en")
    assert "Vlastimil Řezníček splnil normu na titul mezinárodní mistr" in diploma_text(demo_db, tmp_path, 1, "IM-norm", "cs", force=True)


def test_the_report_command_needs_force_for_a_norm_not_made(demo_db, capsys, tmp_path):
    """ICCF_DEMO: Židů (3) made no norm (tests/services/test_documents.py); Kováč (6) a CCM norm."""
    out = tmp_path / "norm.pdf"
    argv = ["report", "diploma", ICCF_DEMO, "--player", "3", "--award", "IM-norm", "-o", str(out), "--db", demo_db.target]
    assert main(argv) == 1
    assert "Židů, Tomáš (3) made no IM norm in CZE/Jubilee/M1; --force prints the diploma anyway" in capsys.readouterr().err
    assert not out.exists()
    assert main([*argv, "--force"]) == 0
    assert "Tomáš Židů has achieved a norm for the title of International Correspondence Chess Master" in " ".join(pdf_text(out).split())
    assert main(["report", "diploma", ICCF_DEMO, "--player", "6", "--award", "CCM-norm", "-o", str(out), "--db", demo_db.target]) == 0
