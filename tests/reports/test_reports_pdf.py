"""Printed documents: render each one to a file, read it back (tests/pdf_reading.py: poppler's
pdftotext, pdffonts and pdfinfo, or PDFium where poppler is missing) and check what an arbiter
would check: names with diacritics, embedded DejaVu fonts only, page counts and orientation,
byte-identical output, the Czech wording of diplomas.

The sample groups below are made-up data with the ICCF cell conventions [DOMAIN §1]; their score,
wins and SB are summed from the cells here so that the printed numbers agree with the grid.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter

from arbiter_app.reports.crosstable import render_crosstable
from arbiter_app.reports.diploma import render_diploma
from arbiter_app.reports.norm_report import render_norm_report
from arbiter_app.reports.start_list import render_start_list, render_start_lists
from arbiter_app.reports.views import (
    CrosstableView,
    DiplomaView,
    GameChange,
    NormLine,
    NormReportView,
    NormRequirement,
    PlayerLine,
    Signatory,
    StartListView,
    TieBreakColumn,
    TournamentHeader,
    WithdrawalNoticeView,
)
from arbiter_app.reports.withdrawal_notice import render_withdrawal_notice
from arbiter_app.services.documents import crosstable_view, start_list_view
from tests.pdf_reading import pdf_fonts, pdf_info as info, pdf_text, pdf_word_boxes

SURNAMES = [
    ("CZE", "Židů, Radek"), ("CZE", "Mrkvička, Jiří"), ("CZE", "Šťastný, Ondřej"),
    ("CZE", "Dvořáková, Zuzana"), ("CZE", "Čížek, Lubomír"), ("SVK", "Ďurčanský, Ľuboš"),
    ("GER", "Müller, Jürgen"), ("POL", "Wróbel, Łukasz"), ("NOR", "Ødegård, Søren"),
    ("CZE", "Růžička, Přemysl"), ("CZE", "Kučerová, Věra"), ("SLO", "Žužek, Matjaž"),
    ("FRA", "Lefèvre, François"), ("CZE", "Beneš, Bořivoj"), ("HUN", "Szőke, Gyöngyi"),
    ("CZE", "Pokorný, Vít"), ("ESP", "Núñez, Iñigo"),
]
LONG_NAME = "Wolfeschlegelsteinhausenbergerdorff-Szentgyörgyiová, Maximiliána Ferdinanda"
TITLES = ["GM", "SIM", "IM", "", "CCM", "", "IM", "", "CCE", "", "LGM", "", "", "SIM", "", "", ""]
VALUE = {"1": 1.0, "½": 0.5}


def header(lang: str = "en", n: int = 7) -> TournamentHeader:
    return TournamentHeader(
        name=f"Mistrovství ČR – finále {n}" if lang == "cs" else f"Czech Championship Final {n}",
        code=f"CZE/CH{n}/final", organiser="SKŠ ČR", td="Ing. Řehoř Čermák",
        start="15. 1. 2025" if lang == "cs" else "2025-01-15",
        end="14. 1. 2027" if lang == "cs" else "2027-01-14",
        time_control="10 games / 50 days", rating_system="ICCF", category="3", average=2321,
        lang=lang)  # type: ignore[arg-type]


def players(n: int, long_name: bool = False) -> tuple[PlayerLine, ...]:
    lines = []
    for i in range(n):
        fed, name = SURNAMES[i]
        if long_name and i == 1:
            name = LONG_NAME
        mark = "P" if i % 5 == 3 else ""
        lines.append(PlayerLine(no=i + 1, federation=fed, player_id=str(180000 + 37 * i),
                                title=TITLES[i], name=name, rating=f"{2480 - 17 * i}{mark}"))
    return tuple(lines)


def game(i: int, j: int, k: int) -> tuple[str, str]:
    """Cells (row i, row j) of game k between i < j: a fixed spread of results and flags."""
    if (i, j) == (0, 4):
        return "1D", "0D"
    if (i, j) == (1, 5):
        return "-C", "-C"
    if (i, j) == (2, 3):
        return "0E", "1E"
    if (i, j) == (3, 6):
        return "½A", "½A"
    pick = (i * 7 + j * 3 + k * 5) % 6
    return [("1", "0"), ("½", "½"), ("0", "1"), ("", ""), ("½", "½"), ("1", "0")][pick]


def crosstable(n: int, lang: str = "en", rounds: int = 1, long_name: bool = False) -> CrosstableView:
    cells = [[""] * (n * rounds) for _ in range(n)]
    for k in range(rounds):
        for i in range(n):
            for j in range(i + 1, n):
                a, b = game(i, j, k)
                cells[i][j * rounds + k], cells[j][i * rounds + (rounds - 1 - k)] = a, b
    score = [sum(VALUE.get(c[:1], 0.0) for c in row) for row in cells]
    wins = [sum(c[:1] == "1" for c in row) for row in cells]
    sb = [sum(VALUE.get(c[:1], 0.0) * score[col // rounds] for col, c in enumerate(row))
          for row in cells]
    remaining = [sum(c == "" for c in row) - rounds for row in cells]
    order = sorted(range(n), key=lambda r: (-score[r], -wins[r], -sb[r]))
    place = [""] * n
    for rank, r in enumerate(order, 1):
        place[r] = str(rank)
    ps = players(n, long_name)
    return CrosstableView(
        header=header(lang, n), players=ps, cells=tuple(tuple(r) for r in cells),
        score=tuple(score), wins=tuple(wins), remaining=tuple(remaining), place=tuple(place),
        tiebreaks=(TieBreakColumn("sb", tuple(f"{v:.2f}" for v in sb)),), rounds=rounds,
        notes=(f"{ps[4].name} (5) withdrew on 2025-09-01: unfinished games lost by default.",))


def start_list(n: int, lang: str = "en", long_name: bool = False) -> StartListView:
    colours = tuple(tuple("" if i == j else ("W" if (i + j) % 2 == (i < j) else "B")
                          for j in range(n)) for i in range(n))
    return StartListView(
        header=header(lang, n), players=players(n, long_name), colours=colours,
        norms=(NormRequirement("GM", None), NormRequirement("SIM", 9.5),
               NormRequirement("IM", 8.0), NormRequirement("CCM", 6.5),
               NormRequirement("CCE", 5.0)))


def norm_report(lang: str = "en") -> NormReportView:
    ps = players(13)
    return NormReportView(header=header(lang, 13), norms=(
        NormLine(ps[2], "IM", 12, 8.5, "3", 8.0),
        NormLine(ps[2], "CCM", 12, 8.5, "3", 6.5),
        NormLine(ps[3], "CCE", 12, 6.0, "3", 5.0, remark="recalculated after cancelled games"),
    ))


def diploma(sex: str, lang: str, kind: str = "title", award: str = "IM",
            holder: str = "Zuzana Dvořáková") -> DiplomaView:
    return DiplomaView(
        holder=holder, sex=sex, award=award, kind=kind,  # type: ignore[arg-type]
        event="Mistrovství ČR – finále 35", date="1. 3. 2027", place="Praha",
        signatories=(Signatory("Ing. Řehoř Čermák", "ředitel turnaje"),
                     Signatory("Jiří Šťastný", "předseda Řídící komise SKŠ")),
        issuer="Svaz korespondenčního šachu ČR", lang=lang)  # type: ignore[arg-type]


def notice(lang: str = "en") -> WithdrawalNoticeView:
    ps = players(7)
    return WithdrawalNoticeView(
        header=header(lang), player=ps[4], kind="unaccepted", date="2025-09-01",
        reason="No reason given", recipients=tuple(p.name for p in ps if p.no != 5),
        games=tuple(GameChange(p.name, "W" if p.no % 2 else "B", "" if p.no != 1 else "½",
                               "0D" if p.no != 1 else "½") for p in ps if p.no != 5))


# --- helpers reading the PDF back ---------------------------------------------------------

def text_of(path: Path) -> str:
    return pdf_text(path)


def render(fn, view, tmp_path: Path, name: str, **kw) -> Path:
    path = tmp_path / f"{name}.pdf"
    fn(view, path, **kw)
    return path


ALL_FIVE = ("Židů, Radek", "Mrkvička, Jiří", "Šťastný, Ondřej", "Dvořáková, Zuzana",
            "Čížek, Lubomír")
EXPECTED_NAMES = {"norm_report": ("Šťastný, Ondřej", "Dvořáková, Zuzana"),
                  "diploma": ("Zuzana Dvořáková", "Jiří Šťastný")}
DOCUMENTS = {
    "start_list": lambda lang: (render_start_list, start_list(13, lang)),
    "crosstable": lambda lang: (render_crosstable, crosstable(13, lang)),
    "norm_report": lambda lang: (render_norm_report, norm_report(lang)),
    "diploma": lambda lang: (render_diploma, diploma("f", lang)),
    "withdrawal_notice": lambda lang: (render_withdrawal_notice, notice(lang)),
}


# --- every document -----------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_document_embeds_only_dejavu_and_keeps_diacritics(kind: str, lang: str,
                                                          tmp_path: Path) -> None:
    """Every document embeds DejaVu subsets only (no Helvetica: it drops ř, ů, ě) and its text
    comes back from the PDF with the diacritics intact."""
    fn, view = DOCUMENTS[kind](lang)
    path = render(fn, view, tmp_path, kind)
    fonts = pdf_fonts(path)
    assert fonts, "no fonts found"
    assert all(font.name.startswith("DejaVu") and font.embedded for font in fonts), fonts
    text = text_of(path)
    for name in EXPECTED_NAMES.get(kind, ALL_FIVE):
        assert name in text, name
    if kind != "diploma":
        assert "Ing. Řehoř Čermák" in text


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_same_data_gives_byte_identical_pdf(kind: str, tmp_path: Path) -> None:
    """Deterministic output (ReportLab invariant mode, fixed metadata): golden tests possible."""
    fn, view = DOCUMENTS[kind]("cs")
    first, second = io.BytesIO(), io.BytesIO()
    fn(view, first)
    fn(view, second)
    assert first.getvalue() == second.getvalue()
    assert first.getvalue().startswith(b"%PDF")


@pytest.mark.parametrize("lang,title", [("en", "Start list"), ("cs", "Startovní listina")])
def test_metadata_title_is_the_document_in_its_language(lang: str, title: str,
                                                        tmp_path: Path) -> None:
    path = render(render_start_list, start_list(7, lang), tmp_path, "start")
    meta = info(path)
    assert meta.title == title
    assert meta.author == "Arbiter workstation"


# --- crosstable ---------------------------------------------------------------------------

@pytest.mark.parametrize("n,landscape", [(7, False), (12, False), (13, True), (17, True)])
def test_crosstable_turns_landscape_for_a_large_group(n: int, landscape: bool,
                                                      tmp_path: Path) -> None:
    """More than 12 players: landscape A4 (842 x 595 pt); up to 12: portrait (595 x 842)."""
    path = render(render_crosstable, crosstable(n), tmp_path, f"ct{n}")
    w, h = info(path).size
    assert (w > h) is landscape
    assert round(max(w, h)) == 842 and info(path).pages == 1


def test_double_round_robin_is_landscape_with_two_cells_per_opponent(tmp_path: Path) -> None:
    """[001 App. II 1a] a double round of 8 players: 14 games each; both cycles appear."""
    view = crosstable(8, rounds=2)
    assert all(len(row) == 16 for row in view.cells)
    path = render(render_crosstable, view, tmp_path, "double")
    w, h = info(path).size
    assert w > h
    text = text_of(path)
    # the sub-headers W/B under each of the 8 opponent numbers
    assert text.count(" W ") + text.count(" W\n") >= 8


def test_crosstable_prints_flags_columns_and_legend(tmp_path: Path) -> None:
    """ICCF cells 1D/0D, -C, 0E/1E, ½A and the columns Score, Wins, SB, RG, Place [DOMAIN §1]."""
    view = crosstable(7)
    text = text_of(render(render_crosstable, view, tmp_path, "flags"))
    for token in ("1D", "0D", "-C", "0E", "1E", "½A", "Score", "Wins", "SB", "RG", "Place"):
        assert token in text, token
    for legend in ("D default", "C cancelled", "A adjudicated", "E time exceeded",
                   "P provisional rating", "SB Sonneborn-Berger", "RG remaining games"):
        assert legend in text, legend
    assert "withdrew on 2025-09-01" in text
    # row 1 (Židů): 1D against no. 5, so Wins counts the default win [DOMAIN §1]
    assert view.cells[0][4] == "1D" and view.wins[0] >= 1


def test_crosstable_score_uses_half_sign(tmp_path: Path) -> None:
    """Scores print as chess prints them: 4½, not 4.5."""
    view = crosstable(7)
    halves = [s for s in view.score if s % 1]
    assert halves, "sample has a half-point score"
    text = text_of(render(render_crosstable, view, tmp_path, "half"))
    assert f"{int(halves[0])}½" in text


def test_crosstable_czech_headings(tmp_path: Path) -> None:
    text = text_of(render(render_crosstable, crosstable(13, "cs"), tmp_path, "cs"))
    for token in ("Turnajová tabulka", "Body", "Výhry", "Pořadí", "Rozhodčí turnaje",
                  "Vysvětlivky", "D kontumace", "C anulovaná partie"):
        assert token in text, token


@pytest.mark.parametrize("n", [7, 13, 17])
def test_very_long_name_stays_inside_its_cell(n: int, tmp_path: Path) -> None:
    """A very long name is shrunk or wrapped: every word of it is printed, and the columns right
    of the name (rating, score) are still on the page, in the same line order."""
    view = crosstable(n, long_name=True)
    path = render(render_crosstable, view, tmp_path, f"long{n}")
    raw = pdf_text(path, "raw")
    for word in ("Wolfeschlegelsteinhausenbergerdorff-", "Szentgyörgyiová", "Maximiliána",
                 "Ferdinanda"):
        assert word in raw, word
    words = pdf_word_boxes(path, page=None)
    boxes = [(w.x_min, w.x_max) for w in words if w.text.startswith("Wolfeschlegel")]
    rating_x = [w.x_min for w in words if w.text == "2463"]
    assert boxes and rating_x
    # the name ends before the rating column (2463 is the long-named player's rating)
    assert boxes[0][1] < rating_x[0]
    assert info(path).pages == 1


# --- start lists --------------------------------------------------------------------------

@pytest.mark.parametrize("n", [7, 13, 17])
def test_start_list_shows_players_colours_and_norms(n: int, tmp_path: Path) -> None:
    path = render(render_start_list, start_list(n), tmp_path, f"sl{n}")
    text = text_of(path)
    for name in ("Židů, Radek", "Mrkvička, Jiří", "Šťastný, Ondřej", "Dvořáková, Zuzana"):
        assert name in text
    assert "Colour table" in text and "Norm requirements" in text
    # norm table: GM not obtainable (—), SIM 9½, IM 8
    assert "—" in text and "9½" in text
    assert info(path).pages == 1  # up to 20 players fit one page


def test_start_list_czech_colours_are_b_and_c(tmp_path: Path) -> None:
    """Czech colour letters: B (bílé) and Č (černé)."""
    text = text_of(render(render_start_list, start_list(7, "cs"), tmp_path, "cs"))
    assert "Tabulka barev" in text and " Č " in text and "Požadavky na normy" in text


def test_start_list_on_letter_paper(tmp_path: Path) -> None:
    path = render(render_start_list, start_list(7), tmp_path, "letter", pagesize=letter)
    assert info(path).size == (612.0, 792.0)


def test_batch_of_start_lists_starts_each_group_on_a_new_page(tmp_path: Path) -> None:
    """Three groups of 7 players (one page each) give three pages with each group's heading."""
    views = [start_list(7), start_list(7, long_name=True), start_list(7)]
    views[1] = StartListView(header=TournamentHeader(name="Group Ž", code="G2"),
                             players=views[1].players)
    path = tmp_path / "batch.pdf"
    render_start_lists(views, path)
    assert info(path).pages == 3
    pages = text_of(path).split("\f")
    assert "Group Ž" in pages[1] and "Group Ž · G2" in pages[1]
    assert "Group Ž" not in pages[0] and "Group Ž" not in pages[2]
    assert "This group is not a title tournament." in pages[1]
    assert "Page 3 of 3" in pages[2]


# --- norm report and withdrawal notice -----------------------------------------------------

def test_norm_report_gives_the_proof_numbers(tmp_path: Path) -> None:
    """IM norm: 8½ of 12 in category 3 where 8 are needed: surplus +½ [001 App. II]."""
    text = text_of(render(render_norm_report, norm_report(), tmp_path, "norms"))
    line = next(row for row in text.splitlines() if " IM " in row)
    assert "Šťastný, Ondřej" in line
    assert re.search(r"IM\s+12\s+8½\s+3\s+8\s+\+½", line), line
    assert "Tournament director" in text


def test_norm_report_without_norms_says_so(tmp_path: Path) -> None:
    view = NormReportView(header=header("cs"), norms=())
    text = text_of(render(render_norm_report, view, tmp_path, "none"))
    assert "V této skupině nikdo nesplnil titulovou normu." in text


def test_withdrawal_notice_lists_the_new_state_of_each_game(tmp_path: Path) -> None:
    """Not accepted [000 §7.4]: the unfinished games become 0D, a finished draw stays ½."""
    text = text_of(render(render_withdrawal_notice, notice(), tmp_path, "notice"))
    assert "Withdrawal of Čížek, Lubomír (5)" in text
    assert "Withdrawal not accepted" in text
    assert text.count("0D") == 5 and "in progress" in text
    assert "Ødegård" not in text  # a 7-player group: only players 1–7 are recipients
    assert "Ďurčanský, Ľuboš" in text


def test_withdrawal_notice_czech(tmp_path: Path) -> None:
    text = text_of(render(render_withdrawal_notice, notice("cs"), tmp_path, "notice"))
    assert "Vystoupení hráče Čížek, Lubomír (5)" in text and "Neakceptované vystoupení" in text
    assert "rozehráno" in text and "černé" in text


# --- diplomas -----------------------------------------------------------------------------

@pytest.mark.parametrize("sex,verb", [("m", "získal titul"), ("f", "získala titul")])
def test_czech_title_diploma_agrees_with_the_holder(sex: str, verb: str, tmp_path: Path) -> None:
    holder = "Ondřej Šťastný" if sex == "m" else "Zuzana Dvořáková"
    view = diploma(sex, "cs", award="IM", holder=holder)
    text = " ".join(text_of(render(render_diploma, view, tmp_path, sex)).split())
    assert verb in text
    assert ("získala" in text) is (sex == "f")
    assert holder in text
    assert "mezinárodní mistr korespondenčního šachu ICCF" in text
    assert "Praha 1. 3. 2027" in text and "Jiří Šťastný" in text


@pytest.mark.parametrize("sex,verb", [("m", "splnil normu"), ("f", "splnila normu")])
def test_czech_norm_diploma_agrees_with_the_holder(sex: str, verb: str, tmp_path: Path) -> None:
    view = diploma(sex, "cs", kind="norm", award="SIM")
    text = " ".join(text_of(render(render_diploma, view, tmp_path, sex)).split())
    assert verb in text and "mezinárodní mistr vyšší třídy korespondenčního šachu ICCF" in text


def test_sks_honorary_diploma(tmp_path: Path) -> None:
    """[000 §5] the honorary title "Mistr korespondenčního šachu" on a paper diploma."""
    view = diploma("f", "cs", kind="honorary", award="MKS")
    text = " ".join(text_of(render(render_diploma, view, tmp_path, "mks")).split())
    assert "získala čestný titul" in text and "Mistr korespondenčního šachu" in text
    assert "DIPLOM" in text and info(tmp_path / "mks.pdf").pages == 1


def test_english_diploma_and_long_name(tmp_path: Path) -> None:
    view = diploma("m", "en", award="GM", holder="Maximilián Ferdinand "
                   "Wolfeschlegelsteinhausenbergerdorff-Szentgyörgyi")
    text = " ".join(text_of(render(render_diploma, view, tmp_path, "gm")).split())
    assert "has been awarded the title of" in text
    assert "International Correspondence Chess Grandmaster" in text
    assert "Wolfeschlegelsteinhausenbergerdorff-Szentgyörgyi" in text


def test_unknown_award_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="templates.json"):
        render_diploma(diploma("m", "en", award="XYZ"), tmp_path / "x.pdf")


def test_a_team_event_prints_its_team_crosstable_first(demo_db, tmp_path: Path) -> None:
    """[000 §6.3] The demo league as the Teams panel shows it (tests/gui/test_team_view.py): Dukla
    1½ (+1), 1 (+2), 2½ (+1) in its matches, 2 match points, 5 board points, boards 1½ 1 1 1½, RG 4,
    1st; the players' table follows with every player."""
    path = render(render_crosstable, crosstable_view(demo_db, "CZE/T4L1/2025", "cs"), tmp_path, "teams.pdf")
    text = text_of(path)
    assert text.index("Tabulka družstev") < text.index("Štěpánek, Vojtěch")
    dukla = next(line for line in text.splitlines() if "ŠK Dukla Praha" in line)
    assert dukla.split() == ["1", "ŠK", "Dukla", "Praha", "1½", "(+1)", "1", "(+2)", "2½", "(+1)", "2", "5", "1½", "1", "1", "1½", "4", "1"]
    assert "Šachy Říčany" in text and "Ťoupalová, Iveta" in text


def test_a_team_event_start_list_names_each_players_team_and_board(demo_db, tmp_path: Path) -> None:
    """The demo league's entries: no. 5 is board 1 of TJ Slavoj Žďár nad Sázavou (team 2), no. 16
    board 4 of Šachy Říčany (team 4)."""
    path = render(render_start_list, start_list_view(demo_db, "CZE/T4L1/2025", "cs"), tmp_path, "teams.pdf")
    lines = {line.split()[0]: line.split() for line in text_of(path).splitlines() if line.split() and line.split()[0].isdigit()}
    assert lines["5"][:7] == ["5", "TJ", "Slavoj", "Žďár", "nad", "Sázavou", "1"]
    assert lines["16"][:4] == ["16", "Šachy", "Říčany", "4"] and "Ťoupalová," in lines["16"]


def test_a_team_event_start_list_names_the_captains(demo_db, tmp_path: Path) -> None:
    """Under the players: each team with its federation and captain (the demo league's four)."""
    path = render(render_start_list, start_list_view(demo_db, "CZE/T4L1/2025", "cs"), tmp_path, "teams.pdf")
    text = text_of(path)
    teams = text[text.index("Družstva"):]
    assert "Kapitán" in teams
    rows = [line.split() for line in teams.splitlines() if line.split() and line.split()[0] in "1234"]
    assert rows[3] == ["4", "Šachy", "Říčany", "CZE", "Kubíček,", "Luboš"]
    assert [r[-2:] for r in rows[:3]] == [["Horáček,", "Jiří"], ["Dvořák,", "Bohumil"], ["Janoušek,", "Přemysl"]]
