"""The published pages in a real browser: Debian's Chromium, headless, driven by Selenium through
chromium-driver, never the network (Selenium Manager kept offline). Each page at a desktop's 1366 px
and a phone's 390 px: a screenshot, the page never wider than the window, the crosstable's own box
scrolling sideways on the phone, and the names with diacritics shown."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from arbiter_app.services import publish, tournaments
from tests.web.pages import GO_DEMO, ICCF_DEMO, TEAM_DEMO

CHROMEDRIVER = "/usr/bin/chromedriver"
pytestmark = [
    pytest.mark.skipif(os.name == "nt", reason="no Chromium for Windows in the package registries: the pages are "
                       "proven in Debian's Chromium by the Linux run (they are the same files on every platform)"),
    pytest.mark.skipif(shutil.which("chromium") is None or not Path(CHROMEDRIVER).exists(),
                       reason="chromium and chromium-driver missing (installer/setup.sh --dev)"),
]
WIDTHS = (1366, 390)


@pytest.fixture(scope="module")
def browser():
    os.environ["SE_OFFLINE"] = "true"  # no driver download, no statistics: this machine has no internet
    os.environ["SE_AVOID_STATS"] = "true"
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-extensions"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def show(driver, path: Path, width: int) -> None:
    """Open the page with a viewport exactly `width` px wide (the window's frame added)."""
    driver.set_window_size(width, 900)
    driver.get(path.resolve().as_uri())
    frame = width - driver.execute_script("return window.innerWidth")
    driver.set_window_size(width + frame, 900)
    assert driver.execute_script("return window.innerWidth") == width


@pytest.mark.parametrize("code, lang", [(ICCF_DEMO, "en"), (ICCF_DEMO, "cs"), (TEAM_DEMO, "cs"), (TEAM_DEMO, "en"),
                                        (GO_DEMO, "en"), (GO_DEMO, "cs")])
def test_a_page_at_a_desktop_and_a_phone_width(browser, demo_db, tmp_path, code, lang):
    folder = tmp_path / "web"
    done = publish.publish(demo_db, code, folder, lang)
    names = [e.player.name for e in tournaments.load(demo_db, code).entries]
    accented = [n for n in names if any(ord(ch) > 127 for ch in n)]
    assert accented
    for width in WIDTHS:
        show(browser, done.index, width)
        assert browser.get_screenshot_as_file(str(tmp_path / f"page-{width}.png"))
        assert (tmp_path / f"page-{width}.png").stat().st_size > 10_000
        # the page itself never scrolls sideways
        assert browser.execute_script("return document.documentElement.scrollWidth") <= width
        box = browser.execute_script(
            "const box = document.querySelector('table.crosstable').parentElement;"
            "return [box.className, box.scrollWidth, box.clientWidth, getComputedStyle(box).overflowX];")
        assert box[0] == "scroll" and box[3] == "auto"
        if width == 390:  # on the phone the crosstable is wider than its box: the box scrolls, not the page
            assert box[1] > box[2]
            browser.execute_script("document.querySelector('table.crosstable').parentElement.scrollLeft = 200")
            assert browser.execute_script("return document.querySelector('table.crosstable').parentElement.scrollLeft") > 0
            assert browser.execute_script("return window.scrollX") == 0
        # the names with their diacritics, drawn in boxes of real width
        text = browser.execute_script("return document.body.innerText")
        for name in accented:
            assert name in text, name
        widths = browser.execute_script(
            "return [...document.querySelectorAll('table.crosstable tbody th')].map(e => e.getBoundingClientRect().width)")
        assert widths and min(widths) > 40


def test_the_index_of_every_tournament_fits_a_phone(browser, demo_db, tmp_path):
    done = publish.publish_all(demo_db, tmp_path / "all", "cs")
    for width in WIDTHS:
        show(browser, done.index, width)
        assert browser.get_screenshot_as_file(str(tmp_path / f"index-{width}.png"))
        assert browser.execute_script("return document.documentElement.scrollWidth") <= width
        text = browser.execute_script("return document.body.innerText")
        assert all(t.name in text for t in tournaments.list_tournaments(demo_db))
    browser.find_element("link text", "Mistrovství ČR družstev 2025 – 1. liga").click()  # the team league's page
    assert browser.execute_script("return document.documentElement.lang") == "cs"
    assert "Tabulka družstev" in browser.execute_script("return document.body.innerText")
