#!/usr/bin/env bash
# Build the standalone one-folder bundle: dist/gogui-py/gogui-py (+ dist/gogui-py/_internal).
#   packaging/build_bundle.sh [DIST]     DIST default: dist (under the repository root)
# Needs the dev environment (./gogui.sh test sets it up; PyInstaller is a dev extra), or
# PYTHON=/path/to/python of another environment with the package, PySide6 and PyInstaller.
# The bundle runs without Python or the venv: copy the folder anywhere and start gogui-py
# in it; `gogui-py --install-desktop` from there adds the menu entry, SGF type and
# thumbnailer pointing at it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dist=$(realpath -m "${1:-$root/dist}")
cd "$root"
python=${PYTHON:-.venv/bin/python}
[[ -x $python ]] || { echo "build_bundle: no $python: run ./gogui.sh test first" >&2; exit 1; }
"$python" -c 'import PyInstaller' 2>/dev/null \
  || { echo "build_bundle: PyInstaller missing: .venv/bin/pip install -e '.[dev]'" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/gogui-py-bundle.XXXXXX")
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" packaging/gogui-py.spec
echo "build_bundle: $dist/gogui-py built in $(( $(date +%s) - start )) s," \
  "$(du -sh "$dist/gogui-py" | cut -f1)"
