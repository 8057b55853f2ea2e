#!/usr/bin/env bash
# Packs the bundle that installer/build.sh made (dist/arbiter-app) for the platform it was built on:
#   Windows (Git Bash): the setup program of installer/windows/arbiter.iss (Inno Setup 6)
#                       -> dist/arbiter-workstation-setup.exe
#   macOS:              the app dist/"Arbiter workstation.app", zipped -> dist/arbiter-workstation-macos.zip
#   Linux:              the folder as a tarball -> dist/arbiter-workstation-linux-<machine>.tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d dist/arbiter-app ] || { echo "dist/arbiter-app is missing: run bash installer/build.sh first" >&2; exit 1; }
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*)
    iscc=$(command -v iscc || command -v ISCC || true)
    [ -n "$iscc" ] || iscc="/c/Program Files (x86)/Inno Setup 6/ISCC.exe"
    [ -x "$iscc" ] || { echo "Inno Setup 6 is missing (choco install innosetup)" >&2; exit 1; }
    "$iscc" installer/windows/arbiter.iss
    out=dist/arbiter-workstation-setup.exe ;;
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
