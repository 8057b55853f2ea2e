#!/usr/bin/env bash
# Prepares this checkout to run: the system libraries Qt needs (Debian/Ubuntu, installed when run as
# root or with sudo) and a virtual environment in .venv with the application installed.
#   bash installer/setup.sh          the application
#   bash installer/setup.sh --dev    plus what the tests need (pytest, pytest-qt, poppler, Xvfb, ...)
set -euo pipefail
cd "$(dirname "$0")/.."

dev=0
[ "${1:-}" = "--dev" ] && dev=1
step() { echo "[$1/4] $2"; }  # one progress line per step; the tools themselves are kept quiet

packages="libgl1 libegl1 libxkbcommon0 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3 fonts-dejavu-core
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0
  libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1"
[ "$dev" = 1 ] && packages="$packages poppler-utils xvfb xauth shellcheck chromium chromium-driver"
python=python3
command -v python3 >/dev/null 2>&1 || python=python  # Windows (Git Bash) and some macOS set-ups
"$python" -c "import ensurepip, venv" 2>/dev/null || packages="$packages python3-venv python3-pip"

step 1 "System libraries for Qt"
if command -v apt-get >/dev/null 2>&1; then
  missing=""
  for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    echo "      installing:$missing"
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
  else
    echo "      all present"
  fi
elif [ "$dev" = 1 ] && ! command -v pdftotext >/dev/null 2>&1; then
  # the tests read the printed PDFs back with poppler's pdftotext and pdffonts
  if command -v brew >/dev/null 2>&1; then brew install poppler
  elif command -v choco >/dev/null 2>&1; then choco install poppler -y --no-progress
  else echo "Install poppler (pdftotext, pdffonts) for the tests." >&2
  fi
elif [ "$(uname -s)" = Linux ]; then
  echo "Not a Debian/Ubuntu system: install the Qt runtime libraries (OpenGL, EGL, xkbcommon, xcb) yourself." >&2
fi

step 2 "Python environment in .venv"
[ -d .venv ] || "$python" -m venv .venv
bin=.venv/bin
if [ -d .venv/Scripts ]; then  # Windows (Git Bash): .venv/bin/... as on the other systems, for the README's commands
  bin=.venv/Scripts
  mkdir -p .venv/bin
  for program in python arbiter-app; do
    printf '#!/usr/bin/env bash\nexec "$(dirname "$0")/../Scripts/%s.exe" "$@"\n' "$program" > ".venv/bin/$program"
    chmod +x ".venv/bin/$program"
  done
fi
step 3 "pip brought up to date"
"$bin/python" -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
# pip -q still prints warnings and errors; a failed install stops the script (set -e) with pip's message.
if [ "$dev" = 1 ]; then
  step 4 "The application and the test tools (pytest, pytest-qt, mypy, ...)"
  "$bin/python" -m pip install -q --disable-pip-version-check ".[dev]"
else
  step 4 "The application (PySide6, SQLModel, ReportLab, python-chess, pypdfium2, psycopg, ...)"
  "$bin/python" -m pip install -q --disable-pip-version-check .
fi
echo "Ready: .venv/bin/arbiter-app"
