"""Issue 48, item 1, as the tester typed it: `result CZE/T4L1/2025 15 14 1-0` in the demo league (15
Hnátek and 14 Bárta both play for team 4) is refused; a database an earlier version let that game into
keeps its tables, names the game, and `delete-game` removes it [001 §8.7g; 000 §6.3]."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.rules.model import Game, Result, StartNo
from arbiter_app.services.database import Database
from tests.cli.test_cli_teams import demo, run
from tests.services.test_team_own_games import REASON, TEAM_DEMO, store_as_the_earlier_version

LEFT_OUT = f"{TEAM_DEMO}: game 15-14 is left out of the team standings: {REASON}"


def test_the_testers_result_is_refused_with_its_reason(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, err = run(capsys, "result", TEAM_DEMO, "15", "14", "1-0", "--db", db)
    assert (code, out) == (1, "") and err.strip() == f"error: {TEAM_DEMO}: game 15-14: {REASON}"
    code, out, _ = run(capsys, "team-crosstable", TEAM_DEMO, "--db", db)
    assert code == 0 and "left out" not in out


def test_an_earlier_versions_game_keeps_the_tables_and_is_deleted(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    clean = run(capsys, "team-crosstable", TEAM_DEMO, "--db", db)[1]
    handle = Database(db)
    store_as_the_earlier_version(handle, Game(StartNo(15), StartNo(14), Result.WHITE_WIN, round=1))
    handle.close()
    code, out, err = run(capsys, "team-crosstable", TEAM_DEMO, "--db", db)
    assert (code, err) == (0, "")
    assert out == clean + LEFT_OUT + "\n" + f"  to delete it: arbiter-app delete-game {TEAM_DEMO} 15 14\n"
    code, out, _ = run(capsys, "team-crosstable", TEAM_DEMO, "--json", "--db", db)
    assert code == 0 and json.loads(out)["problems"] == [LEFT_OUT]
    standings = tmp_path / "pořadí družstev.csv"
    code, _, err = run(capsys, "export", TEAM_DEMO, "--format", "csv", "--table", "standings", "-o", str(standings), "--db", db)
    assert (code, err) == (0, "") and standings.read_text(encoding="utf-8-sig").splitlines()[4].startswith("4,4,Šachy Říčany,0,1.50")
    web = tmp_path / "web stránky"
    code, _, err = run(capsys, "publish", TEAM_DEMO, "-o", str(web), "--db", db)
    assert (code, err) == (0, "") and "Šachy Říčany" in (web / "index.html").read_text(encoding="utf-8")
    code, out, _ = run(capsys, "delete-game", TEAM_DEMO, "15", "14", "--db", db)
    assert (code, out) == (0, f"{TEAM_DEMO}: game 15-14 deleted\n")
    assert run(capsys, "team-crosstable", TEAM_DEMO, "--db", db)[1] == clean
    code, _, err = run(capsys, "delete-game", TEAM_DEMO, "1", "5", "--db", db)
    assert code == 1 and "game 1-5 belongs to the table and is not deleted" in err
