"""`adjudications [CODE] [--json]` and `adjudication open|analysis|set|decide|letter` as an arbiter
runs them on a real database file: each step printed, bad input refused with exit 1 naming what is
wrong and nothing stored, the letter a PDF in the event's language."""

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from tests.cli.test_cli_withdraw import between, demo, load, run
from tests.conftest import SKS_DEMO
from tests.pdf_reading import pdf_text

AHEAD = (date.today() + timedelta(days=200)).isoformat()
"""A deadline ahead of today (the list shows each case's state today; a date is taken up to a year ahead)."""


def test_a_case_from_the_request_to_the_decision(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    assert run(capsys, "adjudications", "--db", db) == (0, "No adjudication cases.\n", "")
    code, out, _ = run(capsys, "adjudication", "open", SKS_DEMO, "3", "6", "--on", "2026-03-01", "--adjudicator", "Židů, Karel", "--db", db)
    assert (code, out) == (0, f"{SKS_DEMO}: game 3-6 sent to adjudication (A); the analyses are due on 2026-03-31\n")
    assert run(capsys, "adjudication", "analysis", SKS_DEMO, "3", "6", "black", "--on", "2026-03-20", "--db", db)[1] == \
        f"{SKS_DEMO}: Black's analysis of 3-6 received on 2026-03-20\n"
    assert run(capsys, "adjudication", "set", SKS_DEMO, "3", "6", "--due", AHEAD, "--note", "dohráno?", "--db", db)[0] == 0
    code, out, _ = run(capsys, "adjudications", SKS_DEMO, "--db", db)
    lines = out.splitlines()
    assert lines[0].split() == ["Event", "Game", "White", "Black", "Cause", "Requested", "Adjudicator", "Analyses", "due",
                                "Analyses", "State", "Decision"]
    assert lines[2].split("  ")[0:2] == [SKS_DEMO, "3-6"]
    assert "Hořejší, Ondřej" in lines[2] and "by the arbiter" in lines[2] and "W – · B 2026-03-20" in lines[2]
    assert AHEAD in lines[2] and "awaiting analyses" in lines[2]  # the state today: the deadline far ahead
    code, out, _ = run(capsys, "adjudication", "decide", SKS_DEMO, "3", "6", "1/2", "--on", "2026-04-20", "--db", db)
    assert (code, out) == (0, f"{SKS_DEMO}: 3-6 adjudicated 1/2-1/2 (A) on 2026-04-20\n")
    game = between(load(db, SKS_DEMO), 3, 6)
    assert (game.result.value, game.flag.value, str(game.ended)) == ("1/2-1/2", "A", "2026-04-20")
    listed = json.loads(run(capsys, "adjudications", "--json", "--db", db)[1])
    assert [(c["tournament"], c["white"], c["black"], c["state"], c["decision"], c["note"], c["analysis_black"])
            for c in listed] == [(SKS_DEMO, 3, 6, "decided", "1/2-1/2", "dohráno?", "2026-03-20")]
    code, out, _ = run(capsys, "undo", "--db", db)
    assert code == 0 and "decision of an adjudication" in out
    assert json.loads(run(capsys, "adjudications", SKS_DEMO, "--json", "--db", db)[1])[0]["state"] == "awaiting_analyses"
    assert between(load(db, SKS_DEMO), 3, 6).result.value == "*"


def test_the_end_date_opens_every_running_game_and_czech_messages(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    code, _out, err = run(capsys, "adjudication", "open", SKS_DEMO, "--end-date", "--db", db)
    assert code == 1 and "has no end date" in err
    assert run(capsys, "edit-tournament", SKS_DEMO, "--end", "2026-02-28", "--db", db)[0] == 0
    code, _out, err = run(capsys, "adjudication", "open", SKS_DEMO, "--end-date", "--on", "2026-02-27", "--db", db)
    assert code == 1 and "ends on 2026-02-28" in err
    code, out, _ = run(capsys, "--lang", "cs", "adjudication", "open", SKS_DEMO, "--end-date", "--on", "2026-03-01", "--db", db)
    assert (code, out) == (0, f"{SKS_DEMO}: 9 rozehraných partií posláno k odhadu k datu ukončení (A)\n")
    listed = json.loads(run(capsys, "adjudications", SKS_DEMO, "--json", "--db", db)[1])
    assert len(listed) == 9 and {c["cause"] for c in listed} == {"end_date"}
    assert all(g.flag is not None and g.flag.value == "A" for g in load(db, SKS_DEMO).games if g.result.value == "*")


def test_bad_input_exits_1_naming_it_and_stores_nothing(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    refused = [
        (["adjudication", "open", SKS_DEMO], "give WHITE_NO BLACK_NO, or --end-date"),
        (["adjudication", "open", SKS_DEMO, "3", "6", "--end-date"], "--end-date takes no players"),
        (["adjudication", "open", SKS_DEMO, "1", "2"], "game 1-2 is finished (1-0)"),
        (["adjudication", "decide", SKS_DEMO, "3", "6", "1-0"], "game 3-6 has no adjudication case"),
        (["adjudication", "set", SKS_DEMO, "3", "6"], "give --adjudicator, --due or --note"),
        (["adjudication", "open", "NO/SUCH", "3", "6"], "NO/SUCH"),
    ]
    for argv, message in refused:
        code, out, err = run(capsys, *argv, "--db", db)
        assert (code, out) == (1, ""), argv
        assert message in err, (argv, err)
    run(capsys, "adjudication", "open", SKS_DEMO, "3", "6", "--db", db)
    code, _out, err = run(capsys, "adjudication", "decide", SKS_DEMO, "3", "6", "0-0", "--db", db)
    assert code == 1 and "decides 1-0, 0-1 or 1/2-1/2, not '0-0'" in err
    code, _out, err = run(capsys, "adjudication", "letter", SKS_DEMO, "3", "6", "decision", "-o", str(tmp_path / "d.pdf"), "--db", db)
    assert code == 1 and "not decided yet" in err and not (tmp_path / "d.pdf").exists()
    assert [c["decision"] for c in json.loads(run(capsys, "adjudications", "--json", "--db", db)[1])] == [None]
    with pytest.raises(SystemExit) as usage:  # argparse: not a side
        main(["adjudication", "analysis", SKS_DEMO, "3", "6", "red", "--db", db])
    assert usage.value.code == 2 and "invalid choice: 'red'" in capsys.readouterr().err


def test_the_letter_is_a_pdf_in_the_events_language(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    run(capsys, "adjudication", "open", SKS_DEMO, "3", "6", "--on", "2026-03-01", "--db", db)
    pdf = tmp_path / "request.pdf"
    code, out, err = run(capsys, "adjudication", "letter", SKS_DEMO, "3", "6", "request", "-o", str(pdf), "--db", db)
    assert (code, err) == (0, "") and out == f"Request for adjudication analyses printed to {pdf}\n"
    text = pdf_text(pdf)
    assert "ŽÁDOST O ANALÝZY K ODHADU" in text and "Analýzy zaslat do" in text and "31. 3. 2026" in text  # SKŠ: Czech
    english = tmp_path / "en.pdf"
    assert run(capsys, "adjudication", "letter", SKS_DEMO, "3", "6", "request", "--lang", "en", "-o", str(english), "--db", db)[0] == 0
    assert "Analyses due by" in pdf_text(english) and "2026-03-31" in pdf_text(english)
