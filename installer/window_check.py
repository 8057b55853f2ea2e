"""Start a built application on a database under an X display and prove that its window shows.

    python installer/window_check.py APP DATABASE SCREENSHOT.png [--timeout SECONDS] [--headless]

Run under a virtual display (`xvfb-run -s "-screen 0 1600x1000x24 -br" ...`, black root window).
Starts `APP --demo --db DATABASE`, then takes screenshots of the whole display from this separate
process (Qt's grab of the X root window) until one is not blank, saves it, and ends the application.
"Not blank": at least MIN_COLOURS distinct colours and MIN_COVERED of the display not the root's black;
an empty display, or a window that never painted, has one or two colours. Exit status 0 when the
window showed; 1 with a message otherwise.

With --headless (Windows and macOS, where there is no X server to grab): the application is started
with Qt's offscreen platform and `--screenshot`, saves a picture of its own window and quits; that
picture must not be blank.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

MIN_COLOURS = 50
MIN_COVERED = 0.2
STEP = 8
"""Every STEP-th pixel in each direction is looked at: enough for text and table lines."""


def blankness(image) -> tuple[int, float]:  # type: ignore[no-untyped-def]
    """(distinct colours, share of pixels not black) of a QImage, sampled."""
    colours, covered, seen = set(), 0, 0
    for y in range(0, image.height(), STEP):
        for x in range(0, image.width(), STEP):
            rgb = image.pixel(x, y) & 0xFFFFFF
            colours.add(rgb)
            covered += rgb != 0
            seen += 1
    return len(colours), covered / max(seen, 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app")
    parser.add_argument("database")
    parser.add_argument("screenshot")
    parser.add_argument("--timeout", type=float, default=90.0)
    parser.add_argument("--headless", action="store_true", help="no X display: the window saves its own picture")
    args = parser.parse_args()
    for stream in (sys.stdout, sys.stderr):  # paths with diacritics, into a pipe on Windows too (cp1252 there)
        stream.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[union-attr]
    if args.headless:
        return headless(args)
    if not os.environ.get("DISPLAY"):
        print("window check: no X display (run under xvfb-run)", file=sys.stderr)
        return 1

    os.environ["QT_QPA_PLATFORM"] = "xcb"
    from PySide6.QtGui import QGuiApplication

    grabber = QGuiApplication(sys.argv[:1])
    app = subprocess.Popen([args.app, "--demo", "--db", args.database], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    began = time.monotonic()
    colours, covered = 0, 0.0
    try:
        while time.monotonic() - began < args.timeout:
            time.sleep(1.0)
            if app.poll() is not None:
                output = app.stdout.read().decode(errors="replace") if app.stdout else ""
                print(f"window check: the application ended with status {app.returncode}:\n{output}", file=sys.stderr)
                return 1
            image = grabber.primaryScreen().grabWindow(0).toImage()
            colours, covered = blankness(image)
            if colours >= MIN_COLOURS and covered >= MIN_COVERED:
                time.sleep(2.0)  # let it finish painting, then keep the final picture
                image = grabber.primaryScreen().grabWindow(0).toImage()
                colours, covered = blankness(image)
                image.save(args.screenshot)
                print(f"window check: the window shows after {time.monotonic() - began:.0f} s: {colours} colours, "
                      f"{covered:.0%} of the display covered; screenshot {args.screenshot}")
                return 0
        grabber.primaryScreen().grabWindow(0).toImage().save(args.screenshot)
        print(f"window check: the display stayed blank for {args.timeout:.0f} s ({colours} colours, "
              f"{covered:.0%} covered); screenshot {args.screenshot}", file=sys.stderr)
        return 1
    finally:
        if app.poll() is None:
            app.terminate()
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()


def headless(args: argparse.Namespace) -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [args.app, "--demo", "--db", args.database, "--screenshot", args.screenshot]
    try:
        done = subprocess.run(command, env=env, capture_output=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        print(f"window check: the application did not quit within {args.timeout:.0f} s", file=sys.stderr)
        return 1
    if done.returncode != 0 or not os.path.exists(args.screenshot):
        output = (done.stdout + done.stderr).decode(errors="replace")
        print(f"window check: the application ended with status {done.returncode}, no picture:\n{output}", file=sys.stderr)
        return 1
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication, QImage

    QGuiApplication(sys.argv[:1])
    colours, covered = blankness(QImage(args.screenshot))
    if colours < MIN_COLOURS or covered < MIN_COVERED:
        print(f"window check: the window's picture is blank ({colours} colours, {covered:.0%} covered)", file=sys.stderr)
        return 1
    print(f"window check (offscreen): {colours} colours, {covered:.0%} covered; picture {args.screenshot}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
