"""`norms CODE [--json]` and `titles [--json]` on the demo database [001 §10, App. II; 000 §5].

Demo group by hand (tests/services/test_norms_service.py): average 30997 / 13 = 2384.38 -> 2384,
category 6; 13 players, category 6: GM blank, SIM 8½, IM 7½, CCM 5, CCE 4½.
"""

import json

from arbiter_app.cli.main import main
from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from tests.conftest import ICCF_DEMO, SKS_DEMO


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_norms_json_shape_and_numbers_app_ii_2_3(demo_db, capsys):
    code, out, _ = run(capsys, "norms", ICCF_DEMO, "--json", "--db", demo_db.target)
    assert code == 0
    doc = json.loads(out)
    assert (doc["average"], doc["category"], doc["eligible"], doc["failed"]) == (2384, "6", True, [])
    assert doc["requirements"] == {"GM": None, "SIM": 8.5, "IM": 7.5, "CCM": 5.0, "CCE": 4.5}
    stastny = next(p for p in doc["players"] if p["no"] == 2)
    # 5 points, 4 games left: CCM (5) and CCE (4½) made; IM needs 7½ - 5 = 2½ of 4; GM blank.
    assert stastny["name"] == "Šťastný, Petr" and stastny["made"] == ["CCM", "CCE"]
    assert stastny["possible"]["IM"] == {"needed": 2.5, "remaining": 4}
    assert stastny["impossible"] == ["GM"] and stastny["reasons"]["GM"] == "not_in_category"
    start = doc["start"]
    assert (start["average"], start["category"], start["requirements"]) == (2384, "6", doc["requirements"])
    assert next(p for p in start["players"] if p["no"] == 2)["possible"]["IM"] == {"needed": 7.5, "remaining": 12}


def test_norms_json_failed_conditions_with_numbers_app_ii_1(demo_db, capsys):
    # The SKŠ semifinal: 7 players (9 needed), one federation (3 needed), CZE 7 of 7 (row-less group:
    # at most ⌊2·7/3⌋ = 4), not declared; no requirements.
    doc = json.loads(run(capsys, "norms", SKS_DEMO, "--json", "--db", demo_db.target)[1])
    failed = {f["code"]: (f["needed"], f["actual"]) for f in doc["failed"]}
    assert failed == {
        "not_declared": (None, None),
        "min_players": (9, 7),
        "min_federations": (3, 1),
        "max_same_federation": (4, 7),
    }
    assert doc["eligible"] is False and set(doc["requirements"].values()) == {None}


def test_norms_text_names_checklist_and_statuses(demo_db, capsys):
    code, out, _ = run(capsys, "norms", ICCF_DEMO, "--db", demo_db.target)
    assert code == 0
    assert "Category 6" in out and "Average rating 2384 (2384.38)" in out
    assert "✓ 13 players (at least 9)" in out and "✓ 12 players with a published rating (at least 10)" in out
    line = next(l for l in out.splitlines() if "Šťastný, Petr" in l)
    assert line.split()[:5] == ["2", "Šťastný,", "Petr", "5", "4"]
    assert "needs 2½ of 4" in line and line.count("✓ made") == 2
    assert "out of reach" in next(l for l in out.splitlines() if "Schäfer, Günther" in l)
    assert "As at the start" in out
    code, out, _ = run(capsys, "norms", SKS_DEMO, "--db", demo_db.target)
    assert "✗ At least 9 players needed, the group has 7." in out
    assert "✗ At most 4 players of one federation allowed, CZE has 7." in out


def test_norms_unknown_code_is_a_message(demo_db, capsys):
    code, _, err = run(capsys, "norms", "NO/SUCH", "--db", demo_db.target)
    assert code == 1 and "no tournament with code 'NO/SUCH'" in err


def test_titles_on_the_demo_json_and_text(demo_db, capsys):
    # Running demo group: the norms reached so far are provisional; no tournament is finished.
    code, out, _ = run(capsys, "titles", "--json", "--db", demo_db.target)
    assert code == 0
    doc = json.loads(out)
    assert doc["finished"] == [] and doc["direct"] == [] and doc["qualifications"] == []
    kovac = next(p for p in doc["players"] if p["name"] == "Kováč, Ľubomír")
    assert [(r["title"], r["games"]) for r in kovac["provisional"]] == [("CCE", 12), ("CCM", 12)]
    assert kovac["progress"]["CCM"]["tournaments"] == []
    assert {"name": "Šťastný, Petr", "what": "mks_iccf_title", "detail": "SIM"}.items() <= next(
        a for a in doc["mks"] if a["name"] == "Šťastný, Petr"
    ).items()
    code, out, _ = run(capsys, "titles", "--db", demo_db.target)
    assert "Norms reached in running tournaments" in out and "Dvořáková, Eliška  CCE/LIM  CZE/Jubilee/M1" in out
    assert "ICCF title SIM" in out


def test_titles_after_the_group_finishes_counts_final_norms(demo_db, capsys):
    # Every running game drawn: Šťastný 5 + 4/2 = 7 -> CCM and CCE norms of
    # 12 games; a title needs 2 norms over 24 games [§10.7c]: "1 of 2 norms".
    for g in tournaments.load(demo_db, ICCF_DEMO).games:
        if g.result is Result.RUNNING:
            results.enter_result(demo_db, ICCF_DEMO, g.white, g.black, Result.DRAW)
    doc = json.loads(run(capsys, "titles", "--json", "--db", demo_db.target)[1])
    assert ICCF_DEMO in doc["finished"]
    stastny = next(p for p in doc["players"] if p["name"] == "Šťastný, Petr")
    assert [r["title"] for r in stastny["norms"]] == ["CCE", "CCM"]
    assert stastny["progress"]["CCM"]["missing"][0] == {"code": "title_norms", "needed": 2, "actual": 1}
    out = run(capsys, "titles", "--db", demo_db.target)[1]
    assert "1 of 2 norms" in out


def test_norms_checklist_shows_an_unnamed_td_as_a_notice(tmp_path, capsys):
    """[001 App. II 1f]: no TD on record is a notice ("!"), the group stays a title tournament."""
    from arbiter_app.cli.main import main
    from arbiter_app.services.database import Database
    from arbiter_app.storage.writer import Writer
    from tests.conftest import ICCF_DEMO

    path = str(tmp_path / "n.sqlite")
    assert main(["demo", "--db", path]) == 0
    db = Database(path)
    with db.transaction() as session:
        Writer(session, "edit", ICCF_DEMO).put("tournament", {"code": ICCF_DEMO}, {"td": ""})
    db.close()
    capsys.readouterr()
    assert main(["norms", ICCF_DEMO, "--db", path]) == 0
    out = capsys.readouterr().out
    assert "\nTitle tournament\n" in out
    assert "  ! No tournament director is named; the event should if possible be run by an International Arbiter." in out
