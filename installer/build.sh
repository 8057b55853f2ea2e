#!/usr/bin/env bash
# Builds the one-folder desktop bundle in dist/arbiter-app (PyInstaller), then checks that the bundle
# runs and finds its resources by creating the demo database with it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash installer/setup.sh
.venv/bin/python -m pip install -q "pyinstaller>=6"
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build installer/arbiter.spec
check=$(mktemp -d)
dist/arbiter-app/arbiter-app demo --db "$check/demo.sqlite"
dist/arbiter-app/arbiter-app list --db "$check/demo.sqlite"
echo "Bundle: dist/arbiter-app (Linux: install installer/linux/arbiter-app.desktop; Windows: installer/windows/arbiter.iss)"
