"""GtpClient overhead: median round trip of ``name`` minus a raw-pipe round trip.

Both talk to tests/engines/random_engine.py (a fresh process each, same program):
the raw loop writes ``name\\n`` and reads the response with plain blocking file
reads in one thread; the client goes through id numbering, argument checks, the
stdout reader thread, the queue and the response reader. Target: <= 60 us.

Run: ``python benchmarks/bench_gtp.py [--rounds N]``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from gogui_py.gtp import GtpClient

ROOT = Path(__file__).resolve().parents[1]
ENGINE = [sys.executable, str(ROOT / "tests" / "engines" / "random_engine.py")]
WARM_UP = 200


def raw_round_trips(rounds: int) -> list[float]:
    """Seconds per ``name`` round trip over bare pipes."""
    process = subprocess.Popen(ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    assert process.stdin is not None and process.stdout is not None
    stdin = process.stdin
    times: list[float] = []
    with process, open(process.stdout.fileno(), "rb", closefd=False) as reader:
        for index in range(WARM_UP + rounds):
            start = time.perf_counter()
            stdin.write(b"name\n")
            while reader.readline() not in (b"\n", b""):
                pass
            if index >= WARM_UP:
                times.append(time.perf_counter() - start)
        stdin.write(b"quit\n")
        while reader.readline() not in (b"\n", b""):
            pass
    return times


def client_round_trips(rounds: int) -> list[float]:
    """Seconds per ``client.send("name")``."""
    times: list[float] = []
    with GtpClient(ENGINE, timeout=10) as client:
        for index in range(WARM_UP + rounds):
            start = time.perf_counter()
            client.send("name")
            if index >= WARM_UP:
                times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3000)
    args = parser.parse_args()
    raw = statistics.median(raw_round_trips(args.rounds)) * 1e6
    ours = statistics.median(client_round_trips(args.rounds)) * 1e6
    print(f"raw pipe round trip:   {raw:8.1f} us (median of {args.rounds})")
    print(f"GtpClient round trip:  {ours:8.1f} us")
    print(f"client overhead:       {ours - raw:8.1f} us (target <= 60 us)")


if __name__ == "__main__":
    main()
