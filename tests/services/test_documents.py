"""services.documents: the printed documents built from the demo database and rendered.

The demo groups (tests/conftest.py): SKS_DEMO, 7 players of an SKŠ semifinal (Ševčík unrated);
ICCF_DEMO, a 13-player ICCF title group (Čížek unrated, Schäfer withdrew unaccepted, his one
unfinished game lost by default). Expected numbers are worked out by hand in the comments.
"""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from arbiter_app.reports.views import Signatory
from arbiter_app.rules.model import Entry, Flag, Game, Organiser, Player, PlayerId, RatingKind, Result, StartNo, Tournament, TournamentData
from arbiter_app.services import documents, tournaments
from arbiter_app.services import printing
from arbiter_app.services.crosstable import player_standings, rating_text
from arbiter_app.services.documents.crosstable import _withdrawal_outcome
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.services.documents import DocumentRefused
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdf_fonts, pdf_text

@pytest.fixture(scope="module")
def demo_db(tmp_path_factory):
    """One demo database for this module: these tests only read it (the shared fixture makes one per test)."""
    db = Database(tmp_path_factory.mktemp("documents") / "demo.sqlite")
    fill_demo(db)
    yield db
    db.close()


# --- language and ratings ------------------------------------------------------------------------

def test_language_is_the_tournaments_unless_named(demo_db):
    sks = tournaments.load(demo_db, SKS_DEMO).tournament
    iccf = tournaments.load(demo_db, ICCF_DEMO).tournament
    assert documents.document_language(sks) == "cs"  # organiser SKŠ: Czech
    assert documents.document_language(iccf) == "en"
    for czech in (Organiser.PLANET_SAH, Organiser.CAGO):  # the Czech organisers print in Czech
        assert documents.document_language(dataclasses.replace(iccf, organiser=czech)) == "cs"
        assert documents.document_language(dataclasses.replace(iccf, organiser=czech, settings={"language": "en"})) == "en"
    assert documents.document_language(iccf, "cs") == "cs"
    assert documents.document_language(dataclasses.replace(iccf, settings={"language": "cs"})) == "cs"
    with pytest.raises(DocumentRefused, match="not in de"):
        documents.document_language(iccf, "de")


def test_rating_marks_and_bracketed_stand_in_ratings(demo_db):
    """Marks P/F/N [001 §9.3–9.4]; an unrated player's assumed or seeding rating in brackets:
    SKŠ semifinal seeding 2200 [000 §1.5]; ICCF national event: the average of the 12 published
    ratings 28797 / 12 = 2399.75 -> 2400, capped at 2400 [001 App. I 11]."""
    sks = documents.start_list_view(demo_db, SKS_DEMO)
    ratings = {p.name: p.rating for p in sks.players}
    assert ratings["Ševčík, Lukáš"] == "(2200)"
    assert ratings["Kučera, Zdeněk"] == "2023P"
    assert ratings["Řezníček, Vlastimil"] == "2241"
    iccf = tournaments.load(demo_db, ICCF_DEMO)
    assert rating_text(iccf.entry(13), iccf) == "(2400)"
    fide = dataclasses.replace(iccf.entry(3).player, rating=2310, rating_kind=RatingKind.FIDE)
    national = dataclasses.replace(fide, rating_kind=RatingKind.NATIONAL)
    assert rating_text(dataclasses.replace(iccf.entry(3), player=fide), iccf) == "2310F"
    assert rating_text(dataclasses.replace(iccf.entry(3), player=national), iccf) == "2310N"


# --- start list ----------------------------------------------------------------------------------

def test_start_list_of_a_title_tournament_has_category_average_and_norm_table(demo_db):
    """ICCF demo: category ratings sum 30997 (Čížek counts 2200 [001 App. II 2a]) / 13 = 2384.38 ->
    2384, category 6 (2376–2400) [App. II 2c–d]; the 13-player row of the norm table, category 6
    [App. II 3]: GM blank, SIM 8½, IM 7½, CCM 5, CCE 4½."""
    view = documents.start_list_view(demo_db, ICCF_DEMO)
    assert (view.header.category, view.header.average, view.header.lang) == ("6", 2384, "en")
    assert [(n.title, n.points) for n in view.norms] == [("GM", None), ("SIM", 8.5), ("IM", 7.5), ("CCM", 5.0), ("CCE", 4.5)]
    assert [p.no for p in view.players] == list(range(1, 14))


def test_start_list_of_an_sks_group_has_no_norm_table_and_the_field_average(demo_db):
    """No title tournament: no norms; average of the ratings counted with, seeding included [000 §5.1b]:
    2241 + 2105 + 2187 + 2023 + 2156 + 2200 + 1988 = 14900, / 7 = 2128.57 -> 2129."""
    view = documents.start_list_view(demo_db, SKS_DEMO)
    assert view.norms == ()
    assert (view.header.category, view.header.average, view.header.lang) == ("", 2129, "cs")
    assert view.header.start == "1. 6. 2025" and view.header.organiser == "SKŠ ČR"


def test_colours_follow_the_stored_games(demo_db):
    data = tournaments.load(demo_db, ICCF_DEMO)
    colours = documents.colours(data)
    index = {e.no: i for i, e in enumerate(data.entries)}
    for g in data.games:
        assert colours[index[g.white]][index[g.black]] == "W"
        assert colours[index[g.black]][index[g.white]] == "B"
    assert all(colours[i][i] == "" for i in range(13))


def _four_players(rounds: int) -> TournamentData:
    entries = tuple(Entry(StartNo(n), Player(PlayerId(str(n)), f"Hráč{n}, Jan")) for n in (1, 2, 3, 4))
    tournament = Tournament("T/4", "Four", rounds=rounds)
    return TournamentData(tournament, entries, ())


def test_colours_without_games_come_from_the_berger_table():
    """Berger table of 4 [001 §0.3]: 1-4 2-3 / 4-3 1-2 / 2-4 3-1, so player 1 has White against 4 and
    2 and Black against 3; in a double round the second cycle reverses the colours [App. II 1a]."""
    single = documents.colours(_four_players(1))
    assert single[0] == ("", "W", "B", "W")
    assert single[2] == ("W", "B", "", "B")  # 3 is White against 1 (3-1) and Black against 4 (4-3) and 2 (2-3)
    double = documents.colours(_four_players(2))
    assert double[0] == ("", "WB", "BW", "WB")


# --- crosstable ----------------------------------------------------------------------------------

def test_crosstable_numbers_are_the_standings(demo_db):
    data = tournaments.load(demo_db, ICCF_DEMO)
    view = documents.crosstable_of(data)
    rows = {r.no: r for r in player_standings(data).rows}
    for i, p in enumerate(view.players):
        assert view.score[i] == rows[p.no].points
        assert view.remaining[i] == rows[p.no].remaining
        assert view.place[i] == rows[p.no].place.replace("-", "–")
        assert view.wins[i] == rows[p.no].tiebreaks["wins"]
    # ICCF rule set: wins has its own column; H2H decides no tie in the demo, so it is left out, as on screen
    assert [tb.name for tb in view.tiebreaks] == ["sb"]
    # Kühn (12): ½ ½ ½ 1D ½ 1 = 3½ + 1 = 4 with 2 wins, the default win counting [001 §7.2a]
    kuehn = [p.no for p in view.players].index(12)
    assert (view.score[kuehn], view.wins[kuehn]) == (4.0, 2)
    assert view.cells[kuehn][9] == "1D" and view.cells[kuehn][kuehn] == ""
    # SB with two decimals in the whole column: Šťastný 19 -> "19.00"
    assert view.tiebreaks[0].values[1] == "19.00"


def test_crosstable_notes_withdrawal_substitution_and_bracketed_rating(demo_db):
    data = tournaments.load(demo_db, ICCF_DEMO)
    notes = documents.crosstable_of(data).notes
    assert notes[0] == "Schäfer, Günther (10) withdrew on 2025-11-20: his unfinished games are lost by default (D)."
    assert notes[-1] == "A rating in brackets is not the player's own: average of the published ratings (at most 2400)."
    substitute = Entry(StartNo(14), Player(PlayerId("190001"), "Řezníček, Pavel", rating=2300, rating_kind=RatingKind.FIXED),
                       replaces=StartNo(13), substitute_since=date(2026, 1, 5))
    with_sub = dataclasses.replace(data, entries=data.entries + (substitute,))
    cs = documents.crosstable_notes(with_sub, "cs")
    assert "Řezníček, Pavel (14) nahradil Čížek, Radoslav (13) dne 5. 1. 2026." in cs


def test_withdrawal_outcome_is_read_from_the_flags(demo_db):
    data = tournaments.load(demo_db, SKS_DEMO)
    games = tuple(dataclasses.replace(g, flag=Flag.CANCELLED) if g.involves(6) else g for g in data.games)
    assert _withdrawal_outcome(dataclasses.replace(data, games=games), 6) == "cancel_all"
    games = tuple(dataclasses.replace(g, flag=Flag.ADJUDICATED) if g.involves(6) and g.result is Result.RUNNING else g
                  for g in data.games)
    assert _withdrawal_outcome(dataclasses.replace(data, games=games), 6) == "adjudicate"


# --- norm report ---------------------------------------------------------------------------------

def test_norm_report_lists_each_players_highest_norm(demo_db):
    """Category 6, 13 players [001 App. II 3]: CCM 5, CCE 4½. Šťastný and Kováč have 5 (CCM, which also
    counts for CCE [App. II 4e]); Mrkvička ½+½+½+1+0+1+½+½ = 4½, Dvořáková and Weiß 4½: CCE."""
    view = documents.norm_report_view(demo_db, ICCF_DEMO)
    lines = [(n.player.no, n.title, n.score, n.requirement, n.games, n.category, n.remark) for n in view.norms]
    assert lines == [
        (2, "CCM", 5.0, 5.0, 12, "6", "also counts for CCE"),
        (4, "CCE", 4.5, 4.5, 12, "6", ""),
        (5, "CCE", 4.5, 4.5, 12, "6", ""),
        (6, "CCM", 5.0, 5.0, 12, "6", "also counts for CCE"),
        (11, "CCE", 4.5, 4.5, 12, "6", ""),
    ]
    assert documents.norm_report_view(demo_db, SKS_DEMO).norms == ()  # not a title tournament


# --- diploma -------------------------------------------------------------------------------------

def test_diploma_defaults_to_the_best_norm_made(demo_db):
    view = documents.diploma_view(demo_db, ICCF_DEMO, 2, date=date(2027, 3, 1), place="Praha")
    assert (view.holder, view.award, view.kind, view.sex) == ("Petr Šťastný", "CCM", "norm", "m")
    assert (view.date, view.place, view.lang) == ("1 March 2027", "Praha", "en")  # a diploma writes the date out
    assert view.signatories == (Signatory("Miroslav Vrána (CZE)", "Tournament director"),)
    # a title the group did not give her: printed only when forced (tests/services/test_chess_diplomas.py)
    title = documents.diploma_view(demo_db, ICCF_DEMO, 5, "LIM", lang="cs", date=date(2027, 3, 1), force=True)
    assert (title.holder, title.award, title.kind, title.date) == ("Eliška Dvořáková", "LIM", "title", "1. března 2027")


def test_diploma_refusals(demo_db):
    with pytest.raises(DocumentRefused, match=r"Židů, Tomáš \(3\) made no norm"):
        documents.diploma_view(demo_db, ICCF_DEMO, 3)
    with pytest.raises(DocumentRefused, match="made no IM norm"):
        documents.diploma_view(demo_db, ICCF_DEMO, 2, "IM-norm")
    with pytest.raises(DocumentRefused, match="no diploma for the award 'XYZ'"):
        documents.diploma_view(demo_db, ICCF_DEMO, 2, "XYZ")


def test_parse_award():
    assert documents.parse_award("IM-norm") == ("IM", "norm")
    assert documents.parse_award("mkš") == ("MKS", "honorary")
    assert documents.parse_award("gm") == ("GM", "title")


def test_winner_of_a_finished_cr_final_is_offered_the_mks(demo_db):
    """MKŠ [000 §5.1a]: the winner of the ČR championship final. The SKŠ demo finished with Řezníček (1)
    winning his one running game (1-6) and every other running game drawn: he has 4 + 1 = 5; the
    best of the others, Hořejší (3), 1½ + 4 × ½ = 3½."""
    data = tournaments.load(demo_db, SKS_DEMO)
    games = tuple(dataclasses.replace(g, result=Result.WHITE_WIN if g.white == 1 else Result.DRAW)
                  if g.result is Result.RUNNING else g for g in data.games)
    final = dataclasses.replace(data, tournament=dataclasses.replace(data.tournament, kind="sks_cr_final"), games=games)
    first, second = player_standings(final).rows[:2]
    assert (first.no, first.points, first.place, second.no, second.points) == (1, 5.0, "1", 3, 3.5)
    assert documents.awards_made(final, 1) == ("MKS", "place-1", "group-winner")  # and his place diplomas
    assert documents.awards_made(final, 4) == ()
    assert documents.awards_made(data, 1) == ()  # semifinal, not finished: nothing yet


# --- withdrawal notice ---------------------------------------------------------------------------

def test_withdrawal_notice_rebuilt_from_the_entry_and_the_flags(demo_db):
    """Schäfer (10), unaccepted [000 §7.4; 001 §8.4]: his one running game (Black against Kühn) became
    0D; the finished ones stay. Recipients: his 12 opponents, then the officials the rules name."""
    view = documents.withdrawal_notice_view(demo_db, ICCF_DEMO, 10)
    assert (view.kind, view.date, view.reason) == ("unaccepted", "2025-11-20", "No reason given")
    changed = [(g.opponent, g.colour, g.before, g.after) for g in view.games if g.before != g.after]
    assert changed == [("Kühn, Sören", "B", "", "0D")]
    assert len(view.games) == 12
    assert view.recipients[:2] == ("Novák, Jan", "Šťastný, Petr") and len(view.recipients) == 15
    assert view.recipients[12:] == ("The directors of his other tournaments", "The tournament organiser",
                                    "His national federation")
    with pytest.raises(DocumentRefused, match="has not withdrawn"):
        documents.withdrawal_notice_view(demo_db, ICCF_DEMO, 3)


def test_game_before_withdrawal():
    """C keeps the result under it; A and D were running games [000 §7.3–7.5]."""
    finished = Game(StartNo(1), StartNo(2), Result.DRAW, Flag.CANCELLED)
    assert documents.game_before_withdrawal(finished) == Game(StartNo(1), StartNo(2), Result.DRAW)
    default = Game(StartNo(1), StartNo(2), Result.WHITE_WIN, Flag.DEFAULT)
    assert documents.game_before_withdrawal(default) == Game(StartNo(1), StartNo(2))
    adjudicated = Game(StartNo(1), StartNo(2), Result.BLACK_WIN, Flag.ADJUDICATED)
    assert documents.game_before_withdrawal(adjudicated) == Game(StartNo(1), StartNo(2))


# --- rendering -----------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "kind, code, player, expected",
    [
        ("start-list", SKS_DEMO, None, ["Řezníček, Vlastimil", "Ševčík, Lukáš", "(2200)", "2023P", "Startovní listina"]),
        ("start-list", ICCF_DEMO, None, ["Šťastný, Petr", "Židů, Tomáš", "Čížek, Radoslav", "(2400)", "2384"]),
        ("crosstable", SKS_DEMO, None, ["Řezníček, Vlastimil", "Turnajová tabulka", "nasazovací rating SKŠ"]),
        ("crosstable", ICCF_DEMO, None, ["Šťastný, Petr", "Židů, Tomáš", "Čížek, Radoslav", "19.00", "withdrew on 2025-11-20"]),
        ("norms", ICCF_DEMO, None, ["Šťastný, Petr", "Dvořáková, Eliška", "also counts for CCE"]),
        ("diploma", ICCF_DEMO, 2, ["Petr Šťastný", "Correspondence Chess Master"]),
        ("withdrawal", ICCF_DEMO, 10, ["Schäfer, Günther", "Kühn, Sören", "0D", "Čížek, Radoslav"]),
    ],
)
def test_each_document_renders_with_embedded_dejavu_only(demo_db, tmp_path, kind, code, player, expected):
    out = tmp_path / "doc.pdf"
    printing.render(kind, demo_db, code, out, player=player)
    text = pdf_text(out)
    for word in expected:
        assert word in text
    fonts = pdf_fonts(out)
    assert fonts and all(font.name.startswith("DejaVu") and font.embedded for font in fonts)


def test_render_refuses_what_it_cannot_print(demo_db, tmp_path):
    with pytest.raises(DocumentRefused, match="unknown document"):
        printing.render("pairings", demo_db, SKS_DEMO, tmp_path / "x.pdf")
    with pytest.raises(DocumentRefused, match="give his starting number"):
        printing.render("diploma", demo_db, SKS_DEMO, tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()


def test_event_start_lists_in_one_pdf(demo_db, tmp_path):
    codes = printing.event_codes(demo_db, "CZE/")
    assert codes[:2] == [ICCF_DEMO, SKS_DEMO]
    out = tmp_path / "event.pdf"
    printing.render_event_start_lists(demo_db, [ICCF_DEMO, SKS_DEMO], out)
    pages = pdf_text(out).split("\f")
    assert "Šťastný, Petr" in pages[0] and "Řezníček, Vlastimil" in pages[1]
    with pytest.raises(DocumentRefused, match="no tournament code starts with 'XYZ'"):
        printing.event_codes(demo_db, "XYZ")


def test_default_file_name():
    assert documents.default_file_name("crosstable", SKS_DEMO) == "CZE_SF_2025-B_crosstable.pdf"
    assert documents.default_file_name("diploma", ICCF_DEMO, 2) == "CZE_Jubilee_M1_diploma_2.pdf"
