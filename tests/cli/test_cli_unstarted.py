"""`unstarted-boards CODE [--on DATE] [--apply]`: the boards not started in time [000 §7.7g]."""

from arbiter_app.services.database import Database
from tests.cli.test_cli_teams import TEAM_DEMO, demo, run
from tests.services.test_unstarted_boards import not_begun


def test_lists_then_applies_and_undo_takes_it_back(tmp_path, capsys):
    path = demo(tmp_path, capsys)
    db = Database(path)
    not_begun(db)
    db.close()
    code, out, _ = run(capsys, "unstarted-boards", TEAM_DEMO, "--on", "2025-04-01", "--db", path)
    assert code == 0
    assert "Team 4 (Šachy Říčany), board 4: 16 Ťoupalová, Iveta: not begun 3, move count unknown 0" in out
    assert "8-16 → 1-0 D" in out and "16-4 → 0-1 D" in out and "--apply" in out
    code, out, _ = run(capsys, "unstarted-boards", TEAM_DEMO, "--on", "2025-04-01", "--apply", "--db", path)
    assert code == 0 and "lost by default" in out
    code, out, err = run(capsys, "unstarted-boards", TEAM_DEMO, "--on", "2025-04-01", "--apply", "--db", path)
    assert code == 1 and err.strip() == "error: no board of CZE/T4L1/2025 to forfeit on 2025-04-01: every player has begun his games"
    assert run(capsys, "undo", "--db", path)[0] == 0
    code, out, _ = run(capsys, "unstarted-boards", TEAM_DEMO, "--on", "2025-03-31", "--db", path)
    assert code == 0 and "No board of CZE/T4L1/2025 is unstarted on 2025-03-31" in out
