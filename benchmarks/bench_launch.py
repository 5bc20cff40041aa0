"""Launch to a shown window with a 19x19 position, beside a bare PySide6 window.

Each round starts a bare PySide6 window (``launch_probe.py --bare``), a window of the
same parts as gogui-py's first frame made with PySide6 alone (``--parts``: menu bar, two
tool bars, three docks, status bar, a painted board; none of our code), and the board
(``launch_probe.py FILE``: the real ``gogui-py FILE`` start, GNU Go attached when
installed) one after the other, so all three see the same machine; the medians, the
ratios to the bare window and the target (issue 10: <= 1.3x) are printed. The parts
window shows how much of that allowance Qt's own widgets take before any of our code
runs. Then the same without byte-code of our
sources (every start compiles them, as when PYTHONDONTWRITEBYTECODE is set and nothing
wrote it): a copy of the package without __pycache__ on PYTHONPATH, the tree untouched.
Uses the real display when DISPLAY is set (run under xvfb-run), else Qt's offscreen one.

With ``--kogo``: also process start to the window showing the Kogo-size tree
(``bench_sgf.generate()``, 60,000 nodes; ``gogui-py --program '' FILE``), target 1.0 s.

Run: ``.venv/bin/python benchmarks/bench_launch.py [--runs 9] [--kogo] [--no-uncompiled]``
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGET_RATIO = 1.3
KOGO_TARGET_S = 1.0
PACKAGE = Path(__file__).resolve().parents[1] / "gogui_py"
PROBE = Path(__file__).with_name("launch_probe.py")
POSITION = (
    "(;FF[4]GM[1]SZ[19]KM[6.5]PB[Black]PW[White]"
    + "".join(
        f";{'BW'[i % 2]}[{chr(97 + (i * 7) % 19)}{chr(97 + (i * 11) % 19)}]" for i in range(120)
    )
    + ")"
)


def _launch(args: list[str], env: dict[str, str]) -> float:
    """Seconds from starting the probe to its window's first paint."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, str(PROBE), *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        tail = done.stderr.strip().splitlines()[-3:]
        raise RuntimeError(f"probe {args} failed ({done.returncode}): {tail}")
    return float(lines[-1].split()[-1]) - start


def _rounds(
    game: Path, env: dict[str, str], runs: int
) -> tuple[list[float], list[float], list[float]]:
    bare: list[float] = []
    parts: list[float] = []
    ours: list[float] = []
    for _ in range(runs):
        bare.append(_launch(["--bare"], env))
        parts.append(_launch(["--parts"], env))
        ours.append(_launch([str(game)], env))
    return bare, ours, parts


def _line(label: str, times: list[float]) -> str:
    return (
        f"  {label:22} median {statistics.median(times) * 1000:5.0f} ms   "
        f"min {min(times) * 1000:5.0f} ms   max {max(times) * 1000:5.0f} ms"
    )


def _print(
    title: str, bare: list[float], ours: list[float], parts: list[float] | None = None
) -> None:
    ratio = statistics.median(ours) / statistics.median(bare)
    print(title)
    print(_line("gogui-py FILE", ours))
    if parts is not None:
        print(_line("same parts, Qt only", parts))
    print(_line("bare PySide6 window", bare))
    verdict = "met" if ratio <= TARGET_RATIO else "NOT met"
    print(f"  ratio {ratio:.2f}x   target <= {TARGET_RATIO}x ({verdict}; issue 10: 2.1x before)")
    if parts is not None:
        floor = statistics.median(parts) / statistics.median(bare)
        print(
            f"  the same parts with PySide6 alone: {floor:.2f}x the bare window "
            f"(gogui-py is {statistics.median(ours) / statistics.median(parts):.2f}x that)"
        )


def _kogo(tmp: Path, env: dict[str, str], runs: int) -> None:
    from benchmarks.bench_sgf import generate

    kogo = tmp / "kogo.sgf"
    kogo.write_bytes(generate())
    times = [_launch(["--program", "", str(kogo)], env) for _ in range(runs)]
    print("process start to the window showing the Kogo-size tree (60,000 nodes, no engine)")
    print(_line("gogui-py FILE", times))
    verdict = "met" if statistics.median(times) <= KOGO_TARGET_S else "NOT met"
    print(f"  target <= {KOGO_TARGET_S * 1000:.0f} ms ({verdict}; issue 10: 2.2 s before)")


def main() -> None:
    """Print the launch figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="rounds (one launch of each)")
    parser.add_argument(
        "--kogo", action="store_true", help="also open the Kogo-size file from process start"
    )
    parser.add_argument(
        "--no-uncompiled", action="store_true", help="skip the figures without byte-code"
    )
    args = parser.parse_args()
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    platform = env.get("QT_QPA_PLATFORM") or f"xcb (DISPLAY={env.get('DISPLAY')})"
    print(f"platform: {platform}; {args.runs} rounds; GNU Go attached when installed")
    with tempfile.TemporaryDirectory() as tmp:
        game = Path(tmp) / "position.sgf"
        game.write_text(POSITION, encoding="utf-8")
        # as ./gogui.sh starts it: it writes the byte-code of our sources first
        subprocess.run(  # as gogui.sh: a file that does not compile is no reason to stop
            [sys.executable, "-m", "compileall", "-q", str(PACKAGE)],
            capture_output=True,
            check=False,
        )
        data = dict(env, XDG_DATA_HOME=str(Path(tmp) / "data"))
        _print(
            "launch to shown 19x19 position (byte-code written)", *_rounds(game, data, args.runs)
        )
        if args.kogo:
            _kogo(Path(tmp), data, args.runs)
        if not args.no_uncompiled:
            copy = Path(tmp) / "src"
            shutil.copytree(
                PACKAGE, copy / "gogui_py", ignore=shutil.ignore_patterns("__pycache__")
            )
            bare_env = dict(data, PYTHONDONTWRITEBYTECODE="1")
            uncompiled = dict(bare_env, PYTHONPATH=str(copy))
            bare = [_launch(["--bare"], bare_env) for _ in range(args.runs)]
            ours = [_launch([str(game)], uncompiled) for _ in range(args.runs)]
            _print(
                "the same without byte-code of our sources (compiled at every start)", bare, ours
            )


if __name__ == "__main__":
    main()
