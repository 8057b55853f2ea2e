"""`publish CODE -o DIR [--lang cs|en]` and `publish --all -o DIR` on the demo database: the folder
written and said, the language kept, the refusals."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.main import main
from arbiter_app.i18n import set_language
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.web.pages import page, text_of


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_publish_one_tournament_in_the_language_asked(demo_db, capsys, tmp_path: Path):
    folder = tmp_path / "klub web"
    code, out, err = run(capsys, "publish", SKS_DEMO, "-o", str(folder), "--lang", "en", "--db", demo_db.target)
    assert code == 0, err
    assert out.strip() == f"{SKS_DEMO}: web page written to {folder / 'index.html'}"
    tree = page(folder / "index.html")
    assert tree.get("lang") == "en"
    assert "Řezníček, Vlastimil" in text_of(tree)


def test_publish_uses_the_event_language_and_czech_messages(demo_db, capsys, tmp_path: Path):
    folder = tmp_path / "web"
    try:
        code, out, err = run(capsys, "--lang", "cs", "publish", SKS_DEMO, "-o", str(folder), "--db", demo_db.target)
    finally:
        set_language("en")
    assert code == 0, err
    assert "webová stránka zapsána do" in out
    assert page(folder / "index.html").get("lang") == "cs"  # an SKŠ event's documents are Czech


def test_publish_all_with_an_index(demo_db, capsys, tmp_path: Path):
    folder = tmp_path / "all"
    code, out, err = run(capsys, "publish", "--all", "-o", str(folder), "--db", demo_db.target)
    assert code == 0, err
    count = len(tournaments.list_tournaments(demo_db))
    assert out.strip() == f"{count} tournaments published; the index is {folder / 'index.html'}"
    names = [text_of(a) for a in page(folder / "index.html").iter("a")]
    assert names == [t.name for t in tournaments.list_tournaments(demo_db)]


def test_publish_refuses_a_code_with_all_and_neither(demo_db, capsys, tmp_path: Path):
    for argv in (["publish", ICCF_DEMO, "--all"], ["publish"]):
        code, out, err = run(capsys, *argv, "-o", str(tmp_path / "x"), "--db", demo_db.target)
        assert code == 1 and out == ""
        assert "give a tournament code or --all" in err
    assert not (tmp_path / "x").exists()


def test_publish_refuses_an_unknown_code_and_a_file_for_a_folder(demo_db, capsys, tmp_path: Path):
    code, out, err = run(capsys, "publish", "NO/SUCH", "-o", str(tmp_path / "w"), "--db", demo_db.target)
    assert code == 1 and "NO/SUCH" in err
    blocker = tmp_path / "file.txt"
    blocker.write_text("keep me")
    code, out, err = run(capsys, "publish", ICCF_DEMO, "-o", str(blocker), "--db", demo_db.target)
    assert code == 1 and str(blocker) in err
    assert blocker.read_text() == "keep me"
