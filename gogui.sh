#!/usr/bin/env bash
# gogui-py set-up and launcher. Idempotent: a second run only checks and starts.
#   ./gogui.sh [FILE.sgf] [options]   set everything up, then start the board
#   ./gogui.sh test                   set everything up, then run the whole test suite headless
#                                     (Hypothesis profile "ci": derandomized, the same every run)
#   ./gogui.sh explore [SEEDS]        the random search: the property tests, 10x the examples,
#                                     once per random seed (default 10), each seed printed;
#                                     no per-test time limit (a loaded machine is slow, not wrong)
set -euo pipefail
caller_dir=$PWD  # the board starts here: FILE.sgf and engine commands are relative to it
cd "$(dirname "$0")"
repo=$PWD

mode=run
if [[ "${1:-}" == "test" ]]; then mode=test; shift; fi
if [[ "${1:-}" == "explore" ]]; then mode=explore; shift; fi

say() { printf '\033[1m[gogui-py]\033[0m %s\n' "$*" >&2; }

# --- system packages (Debian/Ubuntu) -------------------------------------------------------
# "a|b" = first of the alternatives the distribution has (Ubuntu 24.04 renamed some t64).
RUN_PACKAGES=(
  gnugo
  libegl1 "libgl1|libgl1-mesa-glx" libxkbcommon0 libxkbcommon-x11-0 libfontconfig1
  "libdbus-1-3t64|libdbus-1-3" "libglib2.0-0t64|libglib2.0-0" libxcb-cursor0 libxcb-icccm4
  libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0 libxcb-randr0 libxcb-xinerama0
  libxcb-xkb1 fonts-dejavu-core
  fonts-wqy-microhei  # Chinese, Japanese and Korean menus (issue 14): 1.6 MB, 5 MB installed
)
# desktop-file-utils, appstream, shared-mime-info, xdg-utils, libfile-mimeinfo-perl: the
# desktop integration tests (validators; xdg-mime's queries in a scratch XDG_DATA_HOME).
TEST_PACKAGES=(grhino leela-zero desktop-file-utils appstream shared-mime-info xdg-utils
  libfile-mimeinfo-perl)

sudo_if_needed() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }

ensure_apt() {
  command -v dpkg-query >/dev/null || { say "not a Debian/Ubuntu system: install the Qt libraries and gnugo yourself"; return 0; }
  local missing=() spec alt chosen updated=0
  for spec in "$@"; do
    chosen=""
    IFS='|' read -r -a alts <<<"$spec"
    for alt in "${alts[@]}"; do if installed "$alt"; then chosen=ok; break; fi; done
    [[ -n "$chosen" ]] && continue
    if [[ $updated -eq 0 ]]; then say "apt-get update"; sudo_if_needed apt-get update -qq; updated=1; fi
    for alt in "${alts[@]}"; do
      if apt-cache show "$alt" >/dev/null 2>&1; then missing+=("$alt"); chosen=ok; break; fi
    done
    [[ -n "$chosen" ]] || say "warning: none of '$spec' is available from apt"
  done
  if ((${#missing[@]})); then
    say "installing system packages: ${missing[*]}"
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

pick_python() {
  local py
  for py in python3 python3.13 python3.12 python3.11; do
    if command -v "$py" >/dev/null && "$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  say "Python >= 3.11 is required"; exit 1
}

# stamp_current DIR LABEL PIP-ARGS...: true when DIR was set up with these arguments and the
# current pyproject.toml (each LABEL has its own stamp, so run and test modes keep theirs).
stamp_want() { printf '%s\n' "$*" | cat - pyproject.toml | sha256sum | cut -d' ' -f1; }
stamp_current() {
  local dir=$1 label=$2; shift 2
  [[ -x "$dir/bin/python" && -f "$dir/.gogui-stamp-$label" \
     && "$(cat "$dir/.gogui-stamp-$label")" == "$(stamp_want "$@")" ]]
}

# make_venv DIR LABEL [--package-no-deps] PIP-ARGS...: sets DIR up unless its stamp is current.
# --package-no-deps: install PIP-ARGS, then this package without its dependencies (the core
# test environment, where PySide6 must not be installed).
make_venv() {
  local dir=$1 label=$2; shift 2
  stamp_current "$dir" "$label" "$@" && return 0
  local no_deps=0 args=("$@")
  if [[ "${1:-}" == "--package-no-deps" ]]; then no_deps=1; shift; fi
  local py; py=$(pick_python)
  if ! "$py" -c 'import ensurepip, venv' 2>/dev/null; then ensure_apt python3-venv; fi
  say "preparing $dir"
  [[ -x "$dir/bin/python" ]] || "$py" -m venv "$dir"
  "$dir/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
  "$dir/bin/python" -m pip install -q "$@"
  if ((no_deps)); then "$dir/bin/python" -m pip install -q --no-deps -e .; fi
  stamp_want "${args[@]}" >"$dir/.gogui-stamp-$label"
}

DEV_ARGS=(-e ".[dev]")

if [[ $mode == run ]]; then
  ensure_apt "${RUN_PACKAGES[@]}"
  stamp_current .venv dev "${DEV_ARGS[@]}" || make_venv .venv run -e .
  # Byte-code of our sources, written once (60 ms when current): where PYTHONDONTWRITEBYTECODE
  # is set, every start would compile them again (launch 514 -> 373 ms measured).
  .venv/bin/python -m compileall -q gogui_py >/dev/null 2>&1 || true
  # As an activated venv: "python3 -m gogui_py.programs.go" in an engine command is ours.
  export PATH="$repo/.venv/bin:$PATH"
  cd "$caller_dir"
  exec "$repo/.venv/bin/gogui-py" "$@"
fi

# --- test mode ---------------------------------------------------------------------------------
ensure_apt "${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
make_venv .venv dev "${DEV_ARGS[@]}"
export QT_QPA_PLATFORM=offscreen

if [[ $mode == explore ]]; then
  seeds=${1:-10}
  say "random search: property tests in the explore profile, $seeds random seeds"
  for ((i = 1; i <= seeds; i++)); do
    seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
    say "seed $i/$seeds: --hypothesis-seed=$seed"
    .venv/bin/python -m pytest -q -p no:cacheprovider -m property --hypothesis-profile=explore --timeout=0 \
      --hypothesis-seed="$seed" tests \
      || { say "failure with --hypothesis-seed=$seed (replay: the blob printed above, or this seed)"; exit 1; }
  done
  say "random search: $seeds seeds, nothing found"
  exit 0
fi

# The core suite runs in a second environment where PySide6 is not installed at all.
# distributed: the match runner's Dask cluster (tests/match/test_cluster.py); no Qt in it.
# rich: gogui-terminal (tests/tools/test_terminal.py).
make_venv .venv-core core --package-no-deps "charset-normalizer>=3.3" "sgfmill>=1.1" "pytest>=8" "pytest-timeout>=2.3" "hypothesis>=6.100" "distributed>=2024.1" "rich>=13"

say "ruff";          .venv/bin/ruff check gogui_py tests benchmarks
say "mypy --strict"; .venv/bin/mypy
say "import-linter"; .venv/bin/lint-imports --no-cache
say "core tests without PySide6"
.venv-core/bin/python -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("PySide6") is not None)' \
  || { say "PySide6 must not be importable in .venv-core"; exit 1; }
# Hypothesis profile "ci" (tests/conftest.py): derandomized, no database, no deadline; a
# --hypothesis-profile among the arguments comes later and wins.
.venv-core/bin/python -m pytest -q -p no:cacheprovider --hypothesis-profile=ci --ignore=tests/gui "$@"
# Every test runs once: the core tests above, the GUI tests (and the bundle's, which needs
# the dev extras) here with PySide6, offscreen.
say "GUI tests (offscreen) and the standalone bundle"
# (Arguments given, `./gogui.sh test tests/gui/board`: that selection, as given.)
if (($#)); then selection=("$@"); else selection=(tests/gui tests/packaging); fi
.venv/bin/python -m pytest -q -p no:cacheprovider --hypothesis-profile=ci "${selection[@]}"
