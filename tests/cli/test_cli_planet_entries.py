"""The Planet Šah entry tolerance (issue 23, item 2) on the command line: an event with iRating 2000
and Tol 100 takes only ratings 1900–2100, and participants differ by 200 at most [002 "Prijave na
turnirje", "Ratingiranje" 3]. `enter` refuses with the reason and the allowed range; an imported
event is stored as it is, with a warning per player."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.cli.main import main

PLAYERS = [("SLO1", "Kovač, Marko", "2050"), ("SLO2", "Horvat, Janez", "1980"),
           ("SLO3", "Žagar, Tomaž", "2300"), ("SLO4", "Šuštar, Miha", "1700"), ("SLO5", "Zupan, Luka", "2100")]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_enter_refuses_ratings_outside_the_tolerance(tmp_path: Path, capsys):
    db = str(tmp_path / "planet.sqlite")
    for pid, name, rating in PLAYERS:
        assert run(capsys, "player", "add", "--id", pid, "--name", name, "--federation", "SLO", "--rating", rating, "--db", db)[0] == 0
    assert run(capsys, "new-tournament", "PS/1", "--name", "Planet Šah 1", "--organiser", "PlanetSah",
               "--settings", '{"planet_base_rating": 2000, "planet_tolerance": 100}', "--db", db)[0] == 0
    assert run(capsys, "enter", "PS/1", "SLO1", "SLO2", "--db", db)[0] == 0
    # 2300 is 300 above 2000 (Tol 100), and 320 above 1980 (spread 200): both reasons. Allowed: 2000 ± 100
    # ∩ 2050 − 200 … 1980 + 200 = 1900–2100 ∩ 1850–2180 = 1900–2100.
    code, _, err = run(capsys, "enter", "PS/1", "SLO3", "--db", db)
    assert code == 1
    assert ("Players: Žagar, Tomaž: rating 2300 is more than 100 above the tournament rating 2000; the participants' "
            "ratings would differ by more than 200 (allowed ratings 1900–2100)") in err
    code, _, err = run(capsys, "enter", "PS/1", "SLO4", "SLO5", "--db", db)
    assert code == 1 and "Šuštar, Miha: rating 1700 is more than 100 below the tournament rating 2000" in err
    assert "Zupan" not in err  # 2100 is the upper limit itself: allowed
    code, out, _ = run(capsys, "enter", "PS/1", "SLO5", "--db", db)
    assert code == 0 and "entered Zupan, Luka" in out


def test_an_imported_event_is_taken_as_it_is_with_a_warning_per_player(tmp_path: Path, capsys):
    document = {
        "format": "arbiter-tournament", "version": 1,
        "tournament": {"code": "PS/2", "name": "Planet Šah 2", "organiser": "PlanetSah", "rating_system": "planetsah",
                       "settings": {"planet_base_rating": 2000, "planet_tolerance": 100}},
        "players": [{"no": no, "id": pid, "name": name, "federation": "SLO", "rating": int(rating)}
                    for no, (pid, name, rating) in enumerate(PLAYERS, start=1)],
        "games": [],
    }
    path = tmp_path / "planet šah.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    code, out, _ = run(capsys, "import-json", str(path), "--db", str(tmp_path / "p.sqlite"))
    lines = out.splitlines()
    assert code == 0 and lines[0] == "tournament PS/2 stored"
    # In starting order: 2050, 1980 join; 2300 and 1700 are out of 1900–2100; 2100 joins.
    assert lines[1:] == [
        "warning: Žagar, Tomaž: rating 2300 is more than 100 above the tournament rating 2000; the participants' "
        "ratings would differ by more than 200 (allowed ratings 1900–2100); stored as imported",
        "warning: Šuštar, Miha: rating 1700 is more than 100 below the tournament rating 2000; the participants' "
        "ratings would differ by more than 200 (allowed ratings 1900–2100); stored as imported"]
    _, listed, _ = run(capsys, "crosstable", "PS/2", "--db", str(tmp_path / "p.sqlite"))
    assert "Žagar, Tomaž" in listed and "Šuštar, Miha" in listed
