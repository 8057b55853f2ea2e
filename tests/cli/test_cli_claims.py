"""`claims` and `claim file|decide|appeal|appeal-decide|letter` as an arbiter types them: each step
printed and stored, undoable; a refusal one line on stderr, exit 1, nothing stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_cli_teams import TEAM_DEMO, demo, run
from tests.pdf_reading import pdf_text

GAME = (TEAM_DEMO, "3", "7")  # Růžička, Ladislav – Kříž, Ondřej, running


def listed(capsys, db: str, *code: str) -> list[dict]:
    status, out, _ = run(capsys, "claims", *code, "--json", "--db", db)
    assert status == 0
    return json.loads(out)


def test_a_time_claim_filed_decided_appealed_and_overturned(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    assert run(capsys, "claims", "--db", db)[1] == "No claims.\n"
    status, out, _ = run(capsys, "claim", "file", *GAME, "--kind", "time", "--by", "3", "--on", "2025-09-01", "--db", db)
    assert (status, out) == (0, "CZE/T4L1/2025: claim 1 in the game 3-7 filed (time exceeded).\n")
    status, out, _ = run(capsys, "claim", "decide", *GAME, "upheld", "--on", "2025-09-10", "--db", db)
    assert (status, out) == (0, "CZE/T4L1/2025: claim 1 in the game 3-7: upheld. The game: * → 1-0E."
                                " The captain names a substitute by 2025-10-10 [001 §8.7b].\n")
    (claim,) = listed(capsys, db, TEAM_DEMO)
    assert (claim["decision"], claim["substitute_due"], claim["effective"]) == ("upheld", "2025-10-10", "upheld")
    assert run(capsys, "claim", "appeal", *GAME, "--on", "2025-09-12", "--db", db)[0] == 0
    status, out, _ = run(capsys, "claim", "appeal-decide", *GAME, "overturned", "--on", "2025-09-20", "--db", db)
    assert (status, out) == (0, "CZE/T4L1/2025: appeal on claim 1 in the game 3-7: decision overturned. The game: 1-0E → *.\n")
    (claim,) = listed(capsys, db)
    assert (claim["appeal_outcome"], claim["effective"], claim["state"], claim["substitute_due"]) == ("overturned", "rejected", "final", None)
    status, out, _ = run(capsys, "claims", TEAM_DEMO, "--db", db)
    head, rule, row = out.splitlines()
    assert head.split() == ["Event", "Game", "No", "Kind", "Claimant", "Filed", "Decision", "Appeal", "State"]
    assert [cell.strip() for cell in row.split("  ") if cell.strip()] == [
        TEAM_DEMO, "3-7", "1", "time exceeded", "3 Růžička, Ladislav", "2025-09-01", "upheld 2025-09-10",
        "filed 2025-09-12, decision overturned 2025-09-20", "final"]
    assert run(capsys, "undo", "--db", db)[0] == 0  # the appeal's outcome and the game, whole
    (claim,) = listed(capsys, db)
    assert (claim["appeal_outcome"], claim["substitute_due"], claim["state"]) == (None, "2025-10-10", "appealed")


def test_the_substitute_options_and_refusals(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    run(capsys, "claim", "file", *GAME, "--kind", "no-reply", "--by", "7", "--on", "2025-09-01", "--db", db)
    assert listed(capsys, db)[0]["kind"] == "no_reply"
    run(capsys, "claim", "file", *GAME, "--kind", "time", "--by", "7", "--on", "2025-09-02", "--db", db)
    status, out, err = run(capsys, "claim", "decide", *GAME, "upheld", "--seq", "2", "--on", "2025-09-10",
                           "--substitute-due", "2025-11-01", "--db", db)
    assert (status, out) == (1, "")
    assert err == ("error: CZE/T4L1/2025: --substitute-due: 2025-11-01 must lie between the decision day 2025-09-10 and"
                   " 2025-10-10, the latest the rules allow [001 §8.7b; 000 §7.7b]\n")
    assert listed(capsys, db)[1]["decision"] is None  # nothing stored
    status, out, _ = run(capsys, "claim", "decide", *GAME, "upheld", "--seq", "2", "--on", "2025-09-10", "--no-substitute", "--db", db)
    assert (status, out) == (0, "CZE/T4L1/2025: claim 2 in the game 3-7: upheld. The game: * → 0-1E.\n")
    status, _out, err = run(capsys, "claim", "decide", *GAME, "rejected", "--seq", "2", "--db", db)
    assert status == 1 and err.startswith("error: CZE/T4L1/2025: claim 2 is decided already (upheld)")
    status, _out, err = run(capsys, "claim", "appeal", *GAME, "--seq", "1", "--db", db)
    assert status == 1 and "claim 1 is not decided yet" in err
    status, _out, err = run(capsys, "claim", "file", *GAME, "--kind", "time", "--by", "5", "--db", db)
    assert (status, err) == (1, "error: CZE/T4L1/2025: player 5 does not play in the game 3-7\n")
    with pytest.raises(SystemExit):  # argparse names --kind and its choices
        run(capsys, "claim", "file", *GAME, "--kind", "late", "--by", "3", "--db", db)
    assert "argument --kind: invalid choice: 'late'" in capsys.readouterr().err


def test_the_decision_letter_in_the_events_language_and_in_english(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    run(capsys, "claim", "file", *GAME, "--kind", "time", "--by", "3", "--on", "2025-09-01", "--db", db)
    status, _out, err = run(capsys, "claim", "letter", *GAME, "--db", db, "-o", str(tmp_path / "x.pdf"))
    assert status == 1 and "is not decided yet" in err and not (tmp_path / "x.pdf").exists()
    run(capsys, "claim", "decide", *GAME, "upheld", "--on", "2025-09-10", "--db", db)
    status, out, _ = run(capsys, "claim", "letter", *GAME, "--db", db, "-o", str(tmp_path / "cs.pdf"))
    assert (status, out) == (0, f"decision letter on claim 1 in the game 3-7 printed to {tmp_path / 'cs.pdf'}\n")
    assert "ROZHODNUTÍ O REKLAMACI" in pdf_text(tmp_path / "cs.pdf")  # an SKŠ event writes Czech
    run(capsys, "claim", "letter", *GAME, "--lang", "en", "--db", db, "-o", str(tmp_path / "en.pdf"))
    assert "DECISION ON A CLAIM" in pdf_text(tmp_path / "en.pdf")
