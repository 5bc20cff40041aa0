"""Loading hostile SGF: time and peak memory as the input doubles (issue 10).

Each case is loaded in a fresh interpreter (load_bytes: decoding, CA, parsing, the game
tree) at sizes doubling from ``--start`` bytes, and the script prints seconds and peak
memory per size with their ratio to the size before: a linear step doubles the time,
a quadratic one quadruples it. Cases: a long run of letters in the root (no value, no
CA), a value never closed, a comment of escaped brackets, deep nesting of variations,
a huge point list (AB with one value per point, repeated), many tiny nodes, a comment
repeated in one node (made one value, issue 15), and two files that are not UTF-8 and
have no CA, so that the charset is guessed (issue 15): a comment of Latin-1 words, one
of GB2312 characters.

Run: ``python benchmarks/bench_hostile.py [--start BYTES] [--steps N]``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

CASES = {
    "letters": 'b"(;GM[1]" + b"A" * n',
    "unclosed": 'b"(;GM[1]C[" + b"x" * n',
    "escapes": 'b"(;GM[1]C[" + b"\\\\]" * (n // 2) + b"])"',
    "nesting": 'b"(;GM[1]" + b"(;B[aa]" * (n // 7) + b")" * (n // 7) + b")"',
    "points": 'b"(;GM[1]SZ[19]AB" + b"[aa]" * (n // 4) + b")"',
    "nodes": 'b"(;GM[1]" + b";B[aa]" * (n // 6) + b")"',
    "repeats": 'b"(;GM[1]" + b"C[x]" * (n // 4) + b")"',
    "accents": 'b"(;GM[1]C[" + b"caf\\xe9 " * (n // 5) + b"])"',
    "hanzi": 'b"(;GM[1]C[" + b"\\xba\\xda\\xb0\\xd7" * (n // 4) + b"])"',
}

PROBE = """
import json, resource, sys, time
from gogui_py.game.sgf_io import load_bytes
from gogui_py.sgf import SgfError
n = int(sys.argv[1])
data = {expression}
start = time.perf_counter()
try:
    load_bytes(data)
except SgfError:
    pass
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"seconds": seconds, "peak_mb": peak}}))
"""


def run(case: str, size: int) -> dict[str, float]:
    code = PROBE.format(expression=CASES[case])
    done = subprocess.run(
        [sys.executable, "-c", code, str(size)], capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--start", type=int, default=1_000_000)
    parser.add_argument("--steps", type=int, default=4)
    options = parser.parse_args()
    baseline = run("nodes", 10)["peak_mb"]
    print(f"interpreter with the loader imported: {baseline:.0f} MB")
    print(f"{'case':<9} {'bytes':>11} {'seconds':>8} {'x prev':>7} {'peak MB':>8} {'x prev':>7}")
    for case in CASES:
        previous: dict[str, float] | None = None
        for step in range(options.steps):
            size = options.start << step
            result = run(case, size)
            time_ratio = mem_ratio = ""
            if previous is not None:
                time_ratio = f"{result['seconds'] / max(previous['seconds'], 1e-6):.2f}"
                extra = (result["peak_mb"] - baseline) / max(previous["peak_mb"] - baseline, 1)
                mem_ratio = f"{extra:.2f}"
            print(
                f"{case:<9} {size:>11,} {result['seconds']:>8.3f} {time_ratio:>7}"
                f" {result['peak_mb']:>8.0f} {mem_ratio:>7}",
                flush=True,
            )
            previous = result


if __name__ == "__main__":
    main()
