"""`withdraw` and `adjudicate` as an arbiter runs them, on a real database file."""

import json
from pathlib import Path

from arbiter_app.cli.main import main
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdf_text


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def demo(tmp_path: Path, capsys) -> str:
    db = str(tmp_path / "a.sqlite")
    run(capsys, "demo", "--db", db)
    return db


def load(db: str, code: str):
    database = Database(db)
    try:
        return tournaments.load(database, code)
    finally:
        database.close()


def between(data, a: int, b: int):
    """The game of the pair, whatever the colours."""
    return next(g for g in data.games if {g.white, g.black} == {a, b})


def test_dry_run_prints_the_plan_and_stores_nothing(tmp_path: Path, capsys):
    """[000 §7.5] Ševčík (SKŠ demo no. 6) moved in his games: silent → his 3 running games lost (D)."""
    db = demo(tmp_path, capsys)
    before = load(db, SKS_DEMO)
    code, out, err = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "silent", "--date", "2026-02-01", "--dry-run", "--db", db)
    assert code == 0 and err == ""
    assert "6. Ševčík, Lukáš: Silent withdrawal, 2026-02-01" in out
    running = [g for g in before.games_of(6) if g.result is Result.RUNNING]
    assert len(running) == 3
    for g in running:  # lost by no. 6 whatever his colour
        assert f"{g.white}-{g.black}  * → {'1-0D' if g.black == 6 else '0-1D'}" in out
    assert "Suspension from all events for up to 24 months (may be imposed)" in out
    assert "A bond of at least 2 × the entry fee with the next entry (at least 20.00)" in out
    assert "Řezníček, Vlastimil; Šimková, Alžběta" in out
    assert out.rstrip().endswith("Dry run: nothing was stored.")
    assert load(db, SKS_DEMO) == before


def test_apply_stores_the_plan_and_json_describes_it(tmp_path: Path, capsys):
    """[000 §7.3a] Novák (ICCF demo no. 1), accepted: his 6 running games go to adjudication (*A)."""
    db = demo(tmp_path, capsys)
    code, out, _ = run(
        capsys, "withdraw", ICCF_DEMO, "1", "--kind", "accepted", "--reason", "illness", "--date", "2026-02-01", "--json", "--db", db
    )
    assert code == 0
    document = json.loads(out)
    assert document["applied"] is True and isinstance(document["batch"], int)
    part = document["parts"][0]
    assert (part["code"], part["kind"], part["reason"], part["outcome"]) == (ICCF_DEMO, "accepted", "illness", "adjudicate")
    assert len(part["games"]) == 6 and {g["new"] for g in part["games"]} == {"*A"}
    assert part["norms"]["before"]["category"] == "6"
    stored = load(db, ICCF_DEMO)
    assert stored.entry(1).withdrawal is not None
    g = between(stored, 1, 4)
    assert g.flag is Flag.ADJUDICATED

    code, out, _ = run(capsys, "adjudicate", ICCF_DEMO, str(g.white), str(g.black), "0-1", "--date", "2026-04-01", "--db", db)
    assert code == 0 and out.strip() == f"{ICCF_DEMO}: {g.white}-{g.black} 0-1A (adjudicated)"
    assert between(load(db, ICCF_DEMO), 1, 4).result is Result.BLACK_WIN
    _, table, _ = run(capsys, "crosstable", ICCF_DEMO, "--db", db)
    assert "1A" in table and "0A" in table


def test_errors_are_one_line_and_store_nothing(tmp_path: Path, capsys):
    db = demo(tmp_path, capsys)
    before = load(db, SKS_DEMO)
    code, out, err = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "accepted", "--date", "2026-02-01", "--db", db)
    assert code == 1 and out == ""
    assert err == "error: an accepted withdrawal needs a reason: death, illness, force majeure or personal circumstances\n"
    code, _, err = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "silent", "--date", "2025-05-01", "--db", db)
    assert code == 1 and err.count("\n") == 1 and "is a before-start withdrawal" in err
    g = next(g for g in before.games if g.result is Result.RUNNING)
    code, _, err = run(capsys, "adjudicate", SKS_DEMO, str(g.white), str(g.black), "1-0", "--db", db)
    assert code == 1 and err == f"error: game {g.white}-{g.black} is not sent to adjudication (flag A)\n"
    code, _, err = run(capsys, "withdraw", SKS_DEMO, "99", "--kind", "silent", "--date", "2026-02-01", "--db", db)
    assert code == 1 and err == f"error: {SKS_DEMO}: no player with starting number 99\n"
    assert load(db, SKS_DEMO) == before
    run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "silent", "--date", "2026-02-01", "--db", db)
    code, _, err = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "silent", "--date", "2026-02-01", "--db", db)
    assert code == 1 and err == "error: player 6 has already withdrawn (silent, 2026-02-01)\n"


def test_a_death_carries_no_sanction_on_screen_or_on_the_notice(tmp_path: Path, capsys):
    """Issue 23, item 4 [000 §7.3]: the bar of 6 months on new entries is for the living. Ševčík
    (SKŠ demo no. 6) died: the plan lists no sanction but says why, and so does the printed notice."""
    db = demo(tmp_path, capsys)
    code, out, err = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "accepted", "--reason", "death", "--date", "2026-02-01", "--db", db)
    assert code == 0, err
    sanctions = out[out.index("Sanctions:"):].splitlines()
    assert sanctions[1] == "  none: after a death there is no sanction [SKŠ §7.3; ICCF §8.3]"
    assert "6 months" not in out
    pdf = tmp_path / "úmrtí notice.pdf"
    for lang, words in (("en", "After a death there is no sanction."), ("cs", "Po úmrtí se žádná sankce neukládá.")):
        assert run(capsys, "report", "withdrawal", SKS_DEMO, "--player", "6", "--lang", lang, "-o", str(pdf), "--db", db)[0] == 0
        text = " ".join(pdf_text(pdf, "plain").split())
        assert words in text and "6 months" not in text and "6 měsíců" not in text


def test_an_accepted_withdrawal_names_what_an_abuse_found_later_brings(tmp_path: Path, capsys):
    """[000 §7.3] An accepted withdrawal bars new entries for at least 6 months; abuse of it found
    later brings a suspension of 5 years (60 months), listed with the sanctions."""
    db = demo(tmp_path, capsys)
    code, out, _ = run(capsys, "withdraw", SKS_DEMO, "6", "--kind", "accepted", "--reason", "illness", "--date", "2026-02-01", "--dry-run", "--db", db)
    sanctions = out[out.index("Sanctions:"):].splitlines()[1:3]
    assert code == 0 and sanctions == [
        "  No entry to any event for at least 6 months",
        "  Should abuse of the accepted withdrawal be found later: Suspension from all events for 60 months [SKŠ §7.3; ICCF §8.3]"]
