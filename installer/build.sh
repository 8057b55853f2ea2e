#!/usr/bin/env bash
# Builds the one-folder desktop bundle in dist/arbiter-app (PyInstaller), then proves it:
#  1. the self-check: the bundle creates the demo database and lists it (it finds its resources),
#     then uses each library it bundles: the go event's last round is drawn again (rustworkx), a
#     crosstable printed (ReportLab and the fonts), a group's games exported as PGN (python-chess),
#     and a FIDE list of 70 000 players imported (read in a second process, the bundle started again);
#  2. the window: on Linux the bundle is started on that database under a virtual X display (Xvfb),
#     and a screenshot of the display, taken from another process, must not be blank; on Windows and
#     macOS (no X server) it starts with Qt's offscreen platform and saves a picture of its own
#     window, which must not be blank (installer/window_check.py; saved as dist/window-check.png).
#     Linux needs Xvfb: setup.sh --dev.
#   bash installer/build.sh              build, self-check, window check
#   bash installer/build.sh --no-window  build and self-check only
# Then installer/package.sh packs the bundle for its platform (installer, app, tarball).
set -euo pipefail
cd "$(dirname "$0")/.."
window=1
[ "${1:-}" = "--no-window" ] && window=0
bash installer/setup.sh
bin=.venv/bin
[ -d .venv/Scripts ] && bin=.venv/Scripts  # Windows (Git Bash)
"$bin/python" -m pip install -q "pyinstaller>=6"
"$bin/pyinstaller" --noconfirm --clean --log-level WARN --distpath dist --workpath build installer/arbiter.spec
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
echo "+ self-check"
dist/arbiter-app/arbiter-app demo --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app list --db "$check/demo.sqlite"
go=$(dist/arbiter-app/arbiter-app list --db "$check/demo.sqlite" | awk '/ CAGo /{print $1; exit}')
[ -n "$go" ] || { echo "self-check: the demo database has no go event" >&2; exit 1; }
dist/arbiter-app/arbiter-app go-undraw "$go" 4 --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app go-draw "$go" 4 --seed 104 --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app go-pairings "$go" 4 --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app report crosstable CZE/SF/2025-B -o "$check/crosstable.pdf" --db "$check/demo.sqlite"
test -s "$check/crosstable.pdf"
# names in other scripts: the fallback fonts and the right-to-left shaping travel in the bundle
dist/arbiter-app/arbiter-app player edit 187201 --name "محمد علي" --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app player edit 187845 --name "王小明" --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app report start-list CZE/SF/2025-B -o "$check/start-list.pdf" --db "$check/demo.sqlite"
grep -aq DroidSansFallback "$check/start-list.pdf"
dist/arbiter-app/arbiter-app export CZE/SF/2025-B --format pgn -o "$check/games.pgn" --db "$check/demo.sqlite"
grep -q '^\[White ' "$check/games.pgn"
# a FIDE list large enough to be read in a second process (the bundle started again: freeze_support)
"$bin/python" -c "import sys, pathlib; from benchmarks.rating_list_files import generated_players, write_txt; write_txt(pathlib.Path(sys.argv[1]), generated_players(70000))" "$check/fide.txt"
dist/arbiter-app/arbiter-app import-ratings "$check/fide.txt" --db "$check/fide.sqlite" | tee "$check/import.txt"
grep -q "70000 players added" "$check/import.txt"
if [ "$window" = 1 ] && [ "$(uname -s)" != Linux ]; then
  echo "+ window check, offscreen"
  "$bin/python" installer/window_check.py dist/arbiter-app/arbiter-app "$check/demo.sqlite" dist/window-check.png --headless
elif [ "$window" = 1 ]; then
  echo "+ window check under Xvfb"
  command -v xvfb-run >/dev/null || { echo "xvfb-run is missing: bash installer/setup.sh --dev" >&2; exit 1; }
  xvfb-run -a -s "-screen 0 1600x1000x24 -br" \
    "$bin/python" installer/window_check.py dist/arbiter-app/arbiter-app "$check/demo.sqlite" dist/window-check.png
fi
echo "Bundle: dist/arbiter-app (Linux: install installer/linux/arbiter-app.desktop; Windows: bash installer/package.sh, NSIS)"
