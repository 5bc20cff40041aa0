"""Loading stays linear in time and bounded in memory on inputs built to hurt (issue 10).

Each case runs in a fresh interpreter, so its peak memory (VmHWM, Linux) is its own; the
bounds are the issue's, generous for a loaded machine (CPU seconds, not wall time, are
compared).
"""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, resource, sys, time
from gogui_py.game.sgf_io import load_bytes
kind, size = sys.argv[1], int(sys.argv[2])
if kind == "escapes":
    data = b"(;GM[1]C[" + b"\\\\]" * (size // 2) + b"])"
elif kind == "repeats":
    data = b"(;GM[1]" + b"C[x]" * (size // 4) + b")"
else:
    data = b"(;GM[1]" + b"A" * size
before = resource.getrusage(resource.RUSAGE_SELF)
loaded = load_bytes(data)
after = resource.getrusage(resource.RUSAGE_SELF)
cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
comment = len(loaded.games[0].root.comment)
# VmHWM: this process's own peak. ru_maxrss is not: Linux carries the parent's peak at
# the fork over the exec, so a probe started by a grown test session reported its size.
with open("/proc/self/status") as status:
    peak_kb = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
print(json.dumps({"cpu": cpu, "peak_mb": peak_kb / 1024, "comment": comment}))
"""


def probe(kind: str, size: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, kind, str(size)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def test_a_comment_of_20_mb_of_escaped_brackets() -> None:
    """It peaked at 3.1 GB (a regular-expression backtracking stack) and took 6 s."""
    result = probe("escapes", 20_000_000)
    assert result["comment"] == 10_000_000  # every "\\]" read as "]"
    assert result["cpu"] < 2.0, result
    assert result["peak_mb"] < 300, result


def test_a_root_with_a_long_run_of_letters_and_no_ca() -> None:
    """65 KB took over 60 s: the CA search was quadratic on such a run."""
    result = probe("letters", 65_000)
    assert result["cpu"] < 2.0, result


def test_a_node_of_a_million_repeated_comments() -> None:
    """4 MB of ``C[x]`` in one node peaked at 835 MB (the node's regular expression kept a
    backtracking stack); the repeats are joined into one comment, ``x`` once."""
    result = probe("repeats", 4_000_000)
    assert result["comment"] == 1
    assert result["peak_mb"] < 150, result
    assert result["cpu"] < 20.0, result
