"""A publication is written whole or not at all (services.publish): codes that make one file name
get pages of their own, each linked from the index (followed in Chromium), a link in the target is
replaced and its target left alone, and a write or a move failing half-way (the disk full) leaves
the earlier publication byte for byte as it was."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from arbiter_app.rules.model import Tournament
from arbiter_app.services import publish, setup
from arbiter_app.services.output import OutputRefused
from tests.conftest import ICCF_DEMO, SKS_DEMO, enter_win
from tests.web.pages import page, text_of
from tests.web.test_pages_in_browser import CHROMEDRIVER, browser, show  # noqa: F401  (the browser fixture)

COLLIDING = ("a/b", "a:b", "a b", "a?b", "A/B", ".", "..", "", "event", "index", "INDEX", "Ža", "Z\u030ca")
"""Codes safe_file_name makes one name of, however a file system compares names (case, accents composed
or not), and codes whose name is the index's."""

needs_chromium = pytest.mark.skipif(os.name == "nt" or not Path(CHROMEDRIVER).exists(),
                                    reason="chromium and chromium-driver missing (installer/setup.sh --dev)")


@pytest.fixture
def colliding_db(empty_db):
    for k, code in enumerate(COLLIDING):
        if code:  # "" cannot be a code; its name is tested below with page_names
            setup.create_tournament(empty_db, Tournament(code, f"Turnaj č. {k}"), [])
    return empty_db


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """Every entry of the folder: a file's bytes, a link's target."""
    return {p.name: (f"-> {os.readlink(p)}" if p.is_symlink() else p.read_bytes()) for p in folder.iterdir()}


def test_names_that_collide_get_suffixes_in_code_order():
    names = publish.page_names(COLLIDING)
    assert len({n.casefold() for n in names.values()}) == len(COLLIDING)  # one file per code, in any case
    assert "index" not in {n.casefold() for n in names.values()}  # the index's page stays the index's
    assert names["A/B"] == "A_B" and names["a b"] == "a_b-2" and names["a/b"] == "a_b-3"  # sorted: "A/B" < "a b" < "a/b"
    assert publish.page_names(reversed(COLLIDING)) == names  # the order given does not matter


@needs_chromium
def test_every_link_of_the_index_leads_to_its_own_tournament(colliding_db, tmp_path, browser):  # noqa: F811
    done = publish.publish_all(colliding_db, tmp_path / "web", "cs")
    pages = [f for f in done.files if f.suffix == ".html" and f.name != "index.html"]
    assert len(pages) == len({f.name.casefold() for f in pages}) == len(COLLIDING) - 1
    expected = {t.name: t.code for t in publish.list_tournaments(colliding_db)}
    show(browser, done.index, 1366)
    links = [(a.text, a.get_attribute("href")) for a in browser.find_elements("css selector", "table.index a")]
    assert sorted(name for name, _ in links) == sorted(expected)
    for name, href in links:
        browser.get(href)
        assert browser.find_element("tag name", "h1").text == name  # its own page, not another's
        facts = browser.find_element("css selector", "dl.facts").text
        assert expected[name] in facts
        assert browser.execute_script("return document.querySelector('p.empty').innerText") == "Zatím není přihlášen žádný hráč."


def test_a_link_in_the_target_is_replaced_and_its_target_left_alone(demo_db, tmp_path):
    elsewhere = tmp_path / "elsewhere.html"
    elsewhere.write_text("someone else's page")
    folder = tmp_path / "site" / "web"
    folder.mkdir(parents=True)
    try:
        (folder / "index.html").symlink_to(elsewhere)
    except (OSError, NotImplementedError):
        pytest.skip("this system cannot make a link here")
    (folder / "notes.txt").write_text("not ours")
    publish.publish(demo_db, ICCF_DEMO, folder, "en")
    assert elsewhere.read_text() == "someone else's page"
    assert not (folder / "index.html").is_symlink() and page(folder / "index.html").get("lang") == "en"
    assert (folder / "notes.txt").read_text() == "not ours"  # files that are not the publication's stay
    assert [p.name for p in folder.parent.iterdir()] == ["web"]  # no folder left beside it


def earlier_publication(db, tmp_path: Path) -> tuple[Path, dict]:
    folder = tmp_path / "site" / "web"
    publish.publish_all(db, folder, "en")
    (folder / "notes.txt").write_text("not ours")
    return folder, snapshot(folder)


@pytest.mark.parametrize("nth", [1, 4, 8])
def test_a_full_disk_while_writing_leaves_the_earlier_publication(demo_db, tmp_path, monkeypatch, nth):
    folder, before = earlier_publication(demo_db, tmp_path)
    enter_win(demo_db, SKS_DEMO, 1, 2)  # the new publication would differ
    real_open, opened = open, []

    def full_disk(path, mode="r", *args, **kwargs):
        if mode == "xb":
            opened.append(path)
            if len(opened) == nth:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real_open(path, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", full_disk)
    with pytest.raises(OutputRefused) as refused:
        publish.publish_all(demo_db, folder, "en")
    monkeypatch.undo()
    assert snapshot(folder) == before
    message = str(refused.value)
    assert "the disk is full" in message and f"{folder} holds the earlier publication as it was" in message
    assert message.count(". ") == 0 and message.endswith(".")  # one sentence
    assert [p.name for p in folder.parent.iterdir()] == ["web"]  # the new folder removed


@pytest.mark.parametrize("nth", [1, 5, 9])
def test_a_move_failing_half_way_puts_every_earlier_file_back(demo_db, tmp_path, monkeypatch, nth):
    """A file open in a browser on Windows cannot be replaced: the moves done are undone."""
    folder, before = earlier_publication(demo_db, tmp_path)
    real_replace, moves = os.replace, []

    def locked(source, target):
        moves.append(target)
        if len(moves) == nth:
            raise PermissionError(errno.EACCES, "The process cannot access the file", str(target))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", locked)
    with pytest.raises(OutputRefused, match="holds the earlier publication as it was"):
        publish.publish_all(demo_db, folder, "cs")
    monkeypatch.undo()
    assert snapshot(folder) == before
    assert [p.name for p in folder.parent.iterdir()] == ["web"]


def test_a_failure_into_a_new_folder_leaves_no_folder(demo_db, tmp_path, monkeypatch):
    def failing(source, target):
        raise OSError(errno.EIO, "Input/output error", str(target))

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(OutputRefused):
        publish.publish(demo_db, ICCF_DEMO, tmp_path / "site" / "new web")
    monkeypatch.undo()
    assert list((tmp_path / "site").iterdir()) == []


def test_publishing_again_replaces_the_pages_and_keeps_other_files(demo_db, tmp_path):
    folder, _ = earlier_publication(demo_db, tmp_path)
    publish.publish(demo_db, SKS_DEMO, folder, "cs")
    assert "Řezníček, Vlastimil" in text_of(page(folder / "index.html"))
    assert (folder / "notes.txt").read_text() == "not ours" and (folder / "CZE_Jubilee_M1.html").exists()
