#!/usr/bin/env bash
# Packs the bundle that installer/build.sh made (dist/arbiter-app) for the platform it was built on:
#   Windows (Git Bash): the setup program of installer/windows/arbiter.nsi (NSIS 3)
#                       -> dist/arbiter-app-setup.exe (on Linux, under Wine: bash installer/windows.sh bundle)
#   macOS:              the app dist/"Arbiter workstation.app", zipped -> dist/arbiter-workstation-macos.zip
#   Linux:              the folder as a tarball -> dist/arbiter-workstation-linux-<machine>.tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d dist/arbiter-app ] || { echo "dist/arbiter-app is missing: run bash installer/build.sh first" >&2; exit 1; }
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*)
    makensis=$(command -v makensis || true)
    [ -n "$makensis" ] || makensis="/c/Program Files (x86)/NSIS/makensis.exe"
    [ -x "$makensis" ] || { echo "NSIS 3 is missing (choco install nsis)" >&2; exit 1; }
    version=$(.venv/Scripts/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
    out=dist/arbiter-app-setup.exe
    "$makensis" -V2 -DBUNDLE="$(cygpath -w dist/arbiter-app)" -DOUTFILE="$(cygpath -w "$out")" -DVERSION="$version" installer/windows/arbiter.nsi ;;
  Darwin)
    out=dist/arbiter-workstation-macos.zip
    rm -f "$out"
    ditto -c -k --keepParent "dist/Arbiter workstation.app" "$out" ;;
  *)
    out="dist/arbiter-workstation-linux-$(uname -m).tar.gz"
    tar -czf "$out" -C dist arbiter-app ;;
esac
test -s "$out"
echo "Package: $out"
