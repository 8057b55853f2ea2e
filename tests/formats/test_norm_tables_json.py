"""The bundled norm tables read into rules.chess.norm_tables [001 App. II 2–3]; expected values read by hand
from the printed tables of seeds/001 (the seed line of each cell in the comment)."""

import json

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.formats.norm_tables_json import load_norm_tables
from arbiter_app.resources import resource
from arbiter_app.rules.chess.norm_tables import CorrectionError, with_corrections


@pytest.fixture(scope="module")
def tables():
    return load_norm_tables()


@pytest.fixture(scope="module")
def printed():
    return load_norm_tables(corrections=())


def test_app_ii_2d_thirty_bands_of_25_points(tables):
    names = [c.name for c in tables.categories]
    assert names[:3] == ["A", "B", "C"] and names[11:13] == ["L", "1"] and names[-1] == "18"
    assert (tables.category("A").min, tables.category("A").max) == (1951, 1975)
    assert (tables.category("L").min, tables.category("1").min) == (2226, 2251)
    assert tables.category("18").max == 2700


# One GM cell per player count, category 12, read by hand in the "Vyšší kategorie" GM tables of seed 001.
@pytest.mark.parametrize(
    "players, points",
    [
        (9, 5.0),  # line 2180
        (10, 5.5),  # line 2245
        (11, 6.0),  # line 2310
        (12, 7.0),  # line 2375
        (13, 7.5),  # line 2440
        (14, 8.0),  # line 2519
        (15, 8.5),  # line 2584
        (16, 9.0),  # line 2649
        (17, 10.0),  # line 2714
        (18, 11.0),  # line 2779
        (19, 11.0),  # line 2844
        (20, 12.0),  # line 2909
    ],
)
def test_app_ii_3_one_gm_cell_per_player_count(tables, players, points):
    assert tables.requirement("GM", players, "12") == points


def test_app_ii_3_every_title_13_players_category_10(tables):
    # GM 8 (line 2438), SIM 7 (2451), IM 6 (2464), CCM/LGM 4½ (2477), CCE/LIM 4½ (2490)
    assert tables.requirements(13, "10") == {"GM": 8.0, "SIM": 7.0, "IM": 6.0, "CCM": 4.5, "CCE": 4.5}
    assert tables.requirement("LGM", 13, "10") == 4.5 and tables.requirement("LIM", 13, "10") == 4.5


def test_app_ii_3_lower_categories_and_blank_cells(tables):
    # Lower-category table, 9 players, CCE/LIM category A: 6½ (line 1549); no GM norm below category 7.
    assert tables.requirement("CCE", 9, "A") == 6.5
    assert tables.requirement("GM", 9, "L") is None
    assert tables.requirement("GM", 13, "6") is None


def test_app_ii_3_row_columns_13_players(tables):
    # A=13: B 12 games, C 9, D 10, E 8, F 4½ (35 % of 12 = 4.2, printed 4½)
    row = tables.row(13)
    assert (row.games, row.max_same_federation, row.min_rated, row.min_fixed, row.min_points) == (12, 9, 10, 8, 4.5)
    assert tables.row(8) is None and tables.row(21) is None
    assert tables.row_for_games(12) == row


def test_policy_corrects_only_im_13_categories_4_to_6(tables, printed):
    """Reference README policy: D1-IM13-typo printed 7½/7/7 (lines 1884–1886) -> 8/8/7½."""
    assert [printed.requirement("IM", 13, c) for c in "456"] == [7.5, 7.0, 7.0]
    assert [tables.requirement("IM", 13, c) for c in "456"] == [8.0, 8.0, 7.5]
    assert tables.corrections == ("D1-IM13-typo",)
    changed = {k for k in tables.cells if tables.cells[k] != printed.cells[k]}
    assert changed == {("IM", 13, "4"), ("IM", 13, "5"), ("IM", 13, "6")}
    # The other doubtful cells stay as printed, e.g. 19 players GM category 10 printed 13 (line 2842).
    assert tables.requirement("GM", 19, "10") == 13.0


def test_corrections_refuse_unknown_or_two_valued_groups(printed):
    with pytest.raises(CorrectionError):
        with_corrections(printed, ["no-such-id"])
    with pytest.raises(CorrectionError, match="single suggested"):
        with_corrections(printed, ["D3-half-or-whole"])
    with pytest.raises(CorrectionError, match="not the printed"):
        with_corrections(with_corrections(printed), ["D1-IM13-typo"])


def test_bad_data_names_the_file_and_json_paths(tmp_path):
    raw = json.loads(resource("norms.json").read_text(encoding="utf-8"))
    raw["rows"][3]["games"] = "eleven"
    raw["norms"]["SIM"]["9"]["Z"] = 3.0
    raw["norms"]["IM"]["10"]["5"] = 6.3
    path = tmp_path / "norms.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ImportProblem) as info:
        load_norm_tables(path)
    text = str(info.value)
    assert str(path) in text
    assert "$.rows[3].games" in text
    assert "$.norms.SIM.9.Z: unknown category" in text
    assert "$.norms.IM.10.5: not a number of points" in text


def test_unreadable_json_is_one_problem(tmp_path):
    path = tmp_path / "norms.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportProblem, match="cannot read the JSON"):
        load_norm_tables(path)
