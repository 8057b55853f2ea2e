"""The ratings commands as a user runs them: `ratings CODE` and `rating-period` on a real file."""

import json
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from tests.conftest import ICCF_DEMO

PREVIEW_KEYS = {"no", "rating", "expected", "score", "delta", "new_rating", "delta_if_drawn", "provisional", "no_figures"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path: Path, capsys) -> str:
    path = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", path)[0] == 0
    return path


def test_ratings_json_shape_and_the_hand_checked_row(db, capsys):
    """Müller (No. 9): Σ We 4.05, Σ W 3.5, Δ −5.5, 2535, −18.5 if drawn (hand computation in
    tests/services/test_ratings_service.py)."""
    code, out, _ = run(capsys, "ratings", ICCF_DEMO, "--json", "--db", db)
    assert code == 0
    rows = json.loads(out)
    assert [r["no"] for r in rows] == list(range(1, 14))
    assert all(set(r) == PREVIEW_KEYS for r in rows)
    assert rows[8] == {
        "no": 9, "rating": 2540, "expected": 4.05, "score": 3.5, "delta": -5.5,
        "new_rating": 2535, "delta_if_drawn": -18.5, "provisional": False, "no_figures": None,
    }
    assert all(r["expected"] == round(r["expected"], 2) and r["delta"] == round(r["delta"], 2) for r in rows)
    assert rows[12]["provisional"] is True  # Čížek: no published rating, the provisional formula


def test_ratings_table_has_names(db, capsys):
    code, out, _ = run(capsys, "ratings", ICCF_DEMO, "--db", db)
    assert code == 0
    line = next(l for l in out.splitlines() if "Müller, Jürgen" in l)
    assert line.split()[3:] == ["2540", "4.05", "3.5", "−5.5", "2535", "−18.5"]
    assert "Čížek, Radoslav" in out


def test_rating_period_json_apply_and_undo(db, capsys):
    argv = ("rating-period", "--from", "2025-09-01", "--to", "2025-12-31", "--db", db)
    code, out, _ = run(capsys, *argv, "--json")
    assert code == 0
    novak = next(r for r in json.loads(out) if r["id"] == "180412")
    assert novak == {
        "id": "180412", "name": "Novák, Jan", "federation": "CZE", "old_rating": 2412, "new_rating": 2406,
        "period_games": 5, "total_games": 192, "fixed": True, "published": True, "method": "fixed",
        "estimated_basis": False,
    }
    code, out, _ = run(capsys, *argv, "--apply")
    assert code == 0 and "Novák, Jan" in out and out.strip().endswith("players updated")
    _, after, _ = run(capsys, *argv, "--json")
    assert next(r for r in json.loads(after) if r["id"] == "180412")["old_rating"] == 2406
    assert run(capsys, "undo", "--db", db)[0] == 0
    _, undone, _ = run(capsys, *argv, "--json")
    assert next(r for r in json.loads(undone) if r["id"] == "180412") == novak


@pytest.mark.parametrize(
    ("date_from", "date_to", "message"),
    [
        ("2025-13-01", "2025-12-31", "error: --from '2025-13-01' is not a date; write YYYY-MM-DD"),
        ("2025-09-01", "31.12.2025", "error: --to '31.12.2025' is not a date; write YYYY-MM-DD"),
        ("2026-01-01", "2025-12-31", "error: the period starts (2026-01-01) after it ends (2025-12-31)"),
    ],
)
def test_bad_periods_give_one_line_and_exit_1(db, capsys, date_from, date_to, message):
    code, out, err = run(capsys, "rating-period", "--from", date_from, "--to", date_to, "--db", db)
    assert (code, out, err) == (1, "", message + "\n")


def test_ratings_says_why_a_row_has_no_figures(tmp_path, capsys):
    """An unrated player in an event of kind "other": no assumed rating [001 App. I 11], so no figures;
    the table and the JSON say why."""
    from tests.formats.test_exchange_json import MINIMAL

    document = json.loads(json.dumps(MINIMAL))
    document["tournament"]["kind"] = "other"
    document["players"][1].update(rating=None, rated_games=0, rating_kind="none")
    source = tmp_path / "other.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    path = str(tmp_path / "b.sqlite")
    assert run(capsys, "import-json", str(source), "--db", path)[0] == 0
    code, out, _ = run(capsys, "ratings", "CZE/C75/F", "--db", path)
    assert code == 0
    assert ("2  Šťastná, Eva: no figures: no published rating, and an event of kind 'other' gives no assumed rating "
            "[ICCF Tournament Rules 2016, App. I 11]; set `assumed_rating` in the tournament's settings") in out
    rows = json.loads(run(capsys, "ratings", "CZE/C75/F", "--json", "--db", path)[1])
    assert [r["no_figures"] for r in rows] == [None, "no_stand_in"]
