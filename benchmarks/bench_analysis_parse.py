"""Speed of the lz-analyze / kata-analyze line parser (gogui_py.analysis.streaming).

Run: ``.venv/bin/python benchmarks/bench_analysis_parse.py [--lines N] [--repeat R]``

Lines are generated deterministically (fixed seed) on 19x19 in the documented formats
(KataGo's docs/GTP_Extensions.md): 10 candidates a line, principal variations of
8-16 moves; the kata lines carry KataGo's usual fields and ``ownership`` with 361
floats. Each candidate's numbers and variation change from line to line, as in a
stream. Target (issue 11): >= 50,000 lines/s for each kind, so that 5,000 lines a
second cost a small fraction of one core.

Printed per kind: lines/s for ``feed`` alone (what a bridge thread pays for every
line), and for ``feed`` plus reading every candidate's ``pv`` and the ``ownership``
(what a repaint pays, done for every line here: the worst case); and ``feed_latest``
over batches of 50 lines, parsing only the last one, as a GUI repainting once per
batch would. CPU time (``time.process_time``), best of ``--repeat``.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections.abc import Callable

from gogui_py.analysis.streaming import AnalysisParser, AnalysisUpdate, Dialect
from gogui_py.go import BoardSize
from gogui_py.go.vertex import to_gtp

SIZE = BoardSize.square(19)
CANDIDATES = 10
BATCH = 50
"""Lines per ``feed_latest`` call: 5,000 lines/s read in 100 batches a second."""
_VERTICES = [to_gtp(p, SIZE) for p in SIZE.points()]


def _pv(rng: random.Random, first: str) -> str:
    return " ".join([first, *rng.sample(_VERTICES, rng.randint(7, 15))])


def lz_line(rng: random.Random) -> str:
    """One lz-analyze line of :data:`CANDIDATES` records."""
    records = []
    for order, move in enumerate(rng.sample(_VERTICES, CANDIDATES)):
        winrate = rng.randint(3000, 7000)
        records.append(
            f"info move {move} visits {rng.randint(1, 20000)} winrate {winrate} "
            f"prior {rng.randint(0, 3000)} lcb {winrate - rng.randint(0, 200)} "
            f"order {order} pv {_pv(rng, move)}"
        )
    return " ".join(records)


def kata_line(rng: random.Random) -> str:
    """One kata-analyze line of :data:`CANDIDATES` records with ``ownership``."""
    records = []
    for order, move in enumerate(rng.sample(_VERTICES, CANDIDATES)):
        winrate = rng.uniform(0.3, 0.7)
        lead = rng.uniform(-10, 10)
        records.append(
            f"info move {move} visits {rng.randint(1, 20000)} "
            f"utility {rng.uniform(-0.5, 0.5):.6g} winrate {winrate:.6g} "
            f"scoreMean {lead:.6g} scoreStdev {rng.uniform(5, 30):.6g} "
            f"scoreLead {lead:.6g} scoreSelfplay {lead * 1.1:.6g} "
            f"prior {rng.uniform(0, 0.3):.6g} lcb {winrate - 0.01:.6g} "
            f"utilityLcb {rng.uniform(-0.5, 0.5):.6g} order {order} pv {_pv(rng, move)}"
        )
    ownership = " ".join(f"{rng.uniform(-1, 1):.6g}" for _ in range(SIZE.width * SIZE.height))
    return " ".join(records) + " ownership " + ownership


def _read_all(update: AnalysisUpdate | None) -> None:
    assert update is not None
    for candidate in update.candidates:
        _ = candidate.pv
    _ = update.ownership


def _time(lines: list[str], dialect: Dialect, read: bool, repeat: int) -> float:
    """Best lines/s over ``repeat`` runs."""
    best = 0.0
    for _ in range(repeat):
        parser = AnalysisParser(SIZE, dialect)
        feed: Callable[[str], AnalysisUpdate | None] = parser.feed
        gc.collect()
        start = time.process_time()
        if read:
            for line in lines:
                _read_all(feed(line))
        else:
            for line in lines:
                feed(line)
        elapsed = time.process_time() - start
        assert parser.garbage_lines == 0 and parser.bad_records == 0
        best = max(best, len(lines) / elapsed)
    return best


def _time_batches(lines: list[str], dialect: Dialect, batch: int, repeat: int) -> float:
    """Best lines/s of ``feed_latest`` over batches of ``batch`` lines, reading the update."""
    best = 0.0
    batches = [lines[i : i + batch] for i in range(0, len(lines), batch)]
    for _ in range(repeat):
        parser = AnalysisParser(SIZE, dialect)
        gc.collect()
        start = time.process_time()
        for chunk in batches:
            _read_all(parser.feed_latest(chunk))
        elapsed = time.process_time() - start
        best = max(best, len(lines) / elapsed)
    return best


def main() -> None:
    """Print lines/s for lz and kata lines, parse only and parse + read."""
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--lines", type=int, default=5000)
    arguments.add_argument("--repeat", type=int, default=5)
    options = arguments.parse_args()
    rng = random.Random(20261125)
    kinds: list[tuple[Dialect, list[str]]] = [
        ("lz", [lz_line(rng) for _ in range(options.lines)]),
        ("kata", [kata_line(rng) for _ in range(options.lines)]),
    ]
    print(f"{options.lines} lines of {CANDIDATES} candidates, 19x19, best of {options.repeat}")
    for dialect, lines in kinds:
        mean = sum(map(len, lines)) / len(lines)
        feed_only = _time(lines, dialect, False, options.repeat)
        with_read = _time(lines, dialect, True, options.repeat)
        print(
            f"{dialect:>4}: {mean:6.0f} chars/line  feed {feed_only:9,.0f} lines/s "
            f"({1e6 / feed_only:5.1f} us/line; 5,000 lines/s = {500_000 / feed_only:4.1f}% "
            f"of a core)  feed+pv+ownership {with_read:9,.0f} lines/s "
            f"({1e6 / with_read:5.1f} us/line)"
        )
        batched = _time_batches(lines, dialect, BATCH, options.repeat)
        print(
            f"      feed_latest of {BATCH}-line batches + pv + ownership: "
            f"{batched:11,.0f} lines/s (what a GUI repainting per batch pays)"
        )


if __name__ == "__main__":
    main()
