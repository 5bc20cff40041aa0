"""Launch to a shown window with a 19x19 position: median of several cold starts.

Prints the median and the spread twice: as ./gogui.sh starts the board (the byte-code of
our sources written first), and with no byte-code of our sources (every start compiles
them, as when PYTHONDONTWRITEBYTECODE is set and nothing wrote it). GoGui 1.6 takes
1.0-2.5 s on this machine (issue #2).
Uses the real display when DISPLAY is set (run under xvfb-run), else Qt's offscreen one.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 9
PACKAGE = Path(__file__).resolve().parents[1] / "gogui_py"
POSITION = (
    "(;FF[4]GM[1]SZ[19]KM[6.5]PB[Black]PW[White]"
    + "".join(
        f";{'BW'[i % 2]}[{chr(97 + (i * 7) % 19)}{chr(97 + (i * 11) % 19)}]" for i in range(120)
    )
    + ")"
)


def _launch_times(probe: Path, game: Path, env: dict[str, str]) -> list[float]:
    times = []
    for _ in range(RUNS):
        start = time.time()
        out = subprocess.run(
            [sys.executable, str(probe), str(game)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        shown = float(out.strip().splitlines()[-1])
        times.append(shown - start)
    return times


def _print(label: str, times: list[float]) -> None:
    print(f"{label}, {RUNS} runs (GNU Go attached when installed):")
    print(
        f"  median {statistics.median(times) * 1000:.0f} ms   "
        f"min {min(times) * 1000:.0f} ms   max {max(times) * 1000:.0f} ms"
    )


def main() -> None:
    probe = Path(__file__).with_name("launch_probe.py")
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as tmp:
        game = Path(tmp) / "position.sgf"
        game.write_text(POSITION, encoding="utf-8")
        # first without byte-code of our sources (libraries keep theirs, as pip wrote them)
        for cache in PACKAGE.rglob("__pycache__"):
            shutil.rmtree(cache)
        uncompiled = _launch_times(probe, game, dict(env, PYTHONDONTWRITEBYTECODE="1"))
        # then as ./gogui.sh starts it: it writes the byte-code of our sources first
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(PACKAGE)], check=True)
        compiled = _launch_times(probe, game, env)
    platform = env.get("QT_QPA_PLATFORM") or f"xcb (DISPLAY={env.get('DISPLAY')})"
    print(f"platform: {platform}")
    _print("launch to shown 19x19 position, as ./gogui.sh starts it (byte-code written)", compiled)
    _print("the same without byte-code of our sources (compiled at every start)", uncompiled)
    print("  target <= 500 ms; GoGui 1.6 on this machine: 1000-2500 ms")


if __name__ == "__main__":
    main()
