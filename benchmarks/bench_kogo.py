"""Kogo-scale figures in one run: parse, open to first paint, memory of a full walk, one step.

Run: ``.venv/bin/python benchmarks/bench_kogo.py [--repeat 5] [--paint-runs 5] [--steps 1000]``

The file is ``bench_sgf.generate()`` (fixed seed): 60,000 nodes, at least 13,000
variations, 10,000 comments, about 1.5 MB, like Kogo's Joseki Dictionary. Each
figure is printed beside its target (issues 3 and 10) and, for parsing and memory,
beside sgfmill's in the same run, with the ratio.

- parse: best of ``--repeat`` runs of gogui_py.sgf.parse, of the full
  load_bytes (bytes -> game trees), of sgfmill's from_bytes and of sgfmill's
  from_bytes + reading every node's properties; target (issue 10): load_bytes at
  least 2.5x faster than sgfmill's from_bytes + reading (the cyclic garbage of
  each run is collected outside the timings).
- open to first paint: a fresh process builds the real window (``create_window``
  with ``--program "" FILE``) and reports the wall-clock time of the board's first
  paint; measured from the process start and from the open call (median of
  ``--paint-runs`` processes). Uses the display when DISPLAY is set, else Qt's
  offscreen platform.
- full walk: a fresh process loads the file and computes ``Game.board(node)`` for
  every node in pre-order; its peak RSS (getrusage ru_maxrss) is the figure, printed
  beside the peak RSS of a fresh process that loads the file with sgfmill and reads
  every node's properties (:data:`SGFMILL_PROBE`; target: ours <= 1.2x). The
  probe is started through /bin/sh, which forks it: ru_maxrss survives exec, so
  a child exec'd straight from this process would report this process's peak.
- one step: a fresh process (offscreen) jumps to a random node (untimed, like a
  click in the tree), then times one ``Game.forward()`` or ``Game.back()`` plus
  building the BoardSnapshot (``view_model.snapshot_for``) plus a repaint of a
  760x760 BoardWidget; median and p95 of ``--steps`` steps, once with a full
  synchronous repaint and once with the partial update the widget schedules.
"""

from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parents[1]))

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from gogui_py.game import Game, Node, load_bytes, load_file
from gogui_py.sgf import parse

HERE = Path(__file__).resolve()
STEP_SEED = 20261122
FULL_SPEEDUP_TARGET = 2.5
"""Issue 10: load_bytes at least this many times faster than sgfmill's from_bytes + expand."""
MEMORY_RATIO_TARGET = 1.2
"""Issue 10: peak RSS of the full walk at most this many times sgfmill's."""
WIDGET_SIZE = 760


# -- parse ------------------------------------------------------------------------------


def _file_figures(data: bytes) -> str:
    count = variations = comments = 0
    stack = list(parse(data).games)
    while stack:
        node = stack.pop()
        count += 1
        variations += max(0, len(node.children) - 1)
        comments += "C" in node.properties
        stack.extend(node.children)
    return f"{len(data) / 1e6:.2f} MB, {count} nodes, {variations} variations, {comments} comments"


def bench_parse(data: bytes, repeat: int) -> None:
    """Print parse timings, ours beside sgfmill's."""
    from sgfmill import sgf

    from benchmarks.bench_sgf import best_of, sgfmill_parse_and_expand

    ours = best_of(lambda: parse(data), repeat)
    ours_full = best_of(lambda: load_bytes(data), repeat)
    theirs = best_of(lambda: sgf.Sgf_game.from_bytes(data), repeat)
    theirs_full = best_of(lambda: sgfmill_parse_and_expand(data), repeat)
    print(f"parse (best of {repeat})                     ours       sgfmill   sgfmill/ours")
    print(
        f"  syntax only (parse / from_bytes)       {ours:6.3f} s   {theirs:6.3f} s   "
        f"{theirs / ours:5.2f}x"
    )
    print(
        f"  full (load_bytes / from_bytes+expand)  {ours_full:6.3f} s   {theirs_full:6.3f} s   "
        f"{theirs_full / ours_full:5.2f}x faster"
    )
    print(
        f"  target: ours >= {FULL_SPEEDUP_TARGET}x faster than sgfmill (full), i.e. <= "
        f"{theirs_full / FULL_SPEEDUP_TARGET:.3f} s in this run "
        f"({'met' if theirs_full >= FULL_SPEEDUP_TARGET * ours_full else 'NOT met'}; "
        "GoGui 0.25 s)"
    )


# -- probes (each runs in a fresh process) --------------------------------------------------


def _pre_order(root: Node) -> Iterator[Node]:
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def probe_walk(path: str) -> dict[str, Any]:
    """Load ``path`` and compute the board of every node; times and peak RSS (KiB)."""
    rss_start = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    game = Game(load_file(path).games[0])
    loaded = time.perf_counter()
    rss_loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    count = 0
    for node in _pre_order(game.tree.root):
        game.board(node)
        count += 1
    walked = time.perf_counter()
    return {
        "nodes": count,
        "load_s": loaded - start,
        "walk_s": walked - loaded,
        "rss_start_kib": rss_start,
        "rss_loaded_kib": rss_loaded,
        "rss_peak_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "vm_hwm_kib": _vm_hwm_kib(),
    }


SGFMILL_PROBE = """
import json, resource, sys
from sgfmill import sgf
with open(sys.argv[1], "rb") as file:
    data = file.read()
start = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
game = sgf.Sgf_game.from_bytes(data)
stack, count = [game.get_root()], 0
while stack:
    node = stack.pop()
    node.get_raw_property_map()
    count += 1
    stack.extend(node)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"nodes": count, "rss_start_kib": start, "rss_peak_kib": peak}))
"""
"""sgfmill's side of the memory figure: load, then read every node's properties (the
same work as ``sgfmill_parse_and_expand``), in a process that imports nothing else."""


def _vm_hwm_kib() -> int:
    """Peak RSS of this process image from /proc (Linux), a cross-check; 0 elsewhere."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def probe_paint(path: str) -> dict[str, Any]:
    """Open ``path`` in the real window; wall-clock times of the open call and first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.app import create_window, parse_args
    from gogui_py.gui.record.file_ops import FileOps

    opened: list[float] = []
    open_path = FileOps.open_path

    def timed_open_path(self: FileOps, *args: Any, **kwargs: Any) -> Any:
        opened.append(time.time())
        return open_path(self, *args, **kwargs)

    setattr(FileOps, "open_path", timed_open_path)  # noqa: B010 - instrumentation only
    app = QApplication([sys.argv[0]])
    window = create_window(parse_args(["--program", "", path]))
    figures: dict[str, Any] = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, painted)  # once this paint event has completed
            return False

    def painted() -> None:
        figures["paint"] = time.time()
        figures["nodes"] = sum(1 for _ in _pre_order(window.controller.game.tree.root))
        window.controller._set_modified(False)
        window.close()
        app.quit()

    first_paint = FirstPaint()
    window.board.installEventFilter(first_paint)
    window.show()
    app.exec()
    figures["open"] = opened[0] if opened else float("nan")
    return figures


def probe_steps(path: str, steps: int) -> dict[str, Any]:
    """Median and p95 (ms) of one forward/back step + snapshot + repaint, offscreen."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.board.view_model import ViewSettings, snapshot_for
    from gogui_py.gui.board.widget import BoardWidget

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    app = QApplication([sys.argv[0]])
    game = Game(load_file(path).games[0])
    nodes = list(_pre_order(game.tree.root))
    settings = ViewSettings()
    widget = BoardWidget()
    widget.resize(WIDGET_SIZE, WIDGET_SIZE)
    widget.show()
    app.processEvents()
    counter = PaintCounter()
    widget.installEventFilter(counter)
    figures: dict[str, Any] = {}
    for mode in ("full", "partial"):
        rng = random.Random(STEP_SEED)
        times: list[float] = []
        paints = 0
        for _ in range(steps):
            node = rng.choice(nodes)
            game.go_to(node)  # untimed, like a click in the tree
            widget.set_snapshot(snapshot_for(game, settings))
            widget.repaint()
            app.processEvents()
            forward = bool(node.children) and (node.parent is None or rng.random() < 0.5)
            before = counter.count
            start = time.perf_counter()
            if forward:
                game.forward()
            else:
                game.back()
            widget.set_snapshot(snapshot_for(game, settings))
            if mode == "full":
                widget.repaint()
            else:
                app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
            paints += counter.count - before
            app.processEvents()
        times.sort()
        figures[mode] = {
            "median_ms": statistics.median(times),
            "p95_ms": times[int(len(times) * 0.95) - 1],
            "max_ms": times[-1],
            "paints": paints,
        }
    widget.close()
    return figures


# -- driver -------------------------------------------------------------------------------


class ProbeFailedError(RuntimeError):
    """A probe process failed; the message holds the last line of its error output."""


# ru_maxrss survives exec: a child started straight from this (large) process would
# report this process's peak. Started through a small shell that forks it, it is clean.
_THROUGH_SHELL = ["/bin/sh", "-c", '"$0" "$@"; exit $?']


def _run_probe(
    args: list[str], env: dict[str, str], *, clean_rss: bool = False, code: str | None = None
) -> tuple[float, dict[str, Any]]:
    """Start this script as a probe (or ``code`` with ``args``); (wall-clock start time,
    its JSON figures)."""
    start = time.time()
    script = [str(HERE)] if code is None else ["-c", code]
    done = subprocess.run(
        [*(_THROUGH_SHELL if clean_rss else []), sys.executable, *script, *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    if done.returncode:
        last = done.stderr.strip().splitlines()[-1:] or [f"exit status {done.returncode}"]
        raise ProbeFailedError(f"probe {args[0]} failed: {last[0]}")
    out = done.stdout
    figures: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return start, figures


def bench_paint(path: str, runs: int) -> None:
    """Print the open-to-first-paint figures."""
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    from_start: list[float] = []
    from_open: list[float] = []
    nodes = 0
    for _ in range(runs):
        start, figures = _run_probe(["--probe-paint", path], env)
        from_start.append((figures["paint"] - start) * 1000)
        from_open.append((figures["paint"] - figures["open"]) * 1000)
        nodes = figures["nodes"]
    platform = env.get("QT_QPA_PLATFORM") or f"xcb (DISPLAY={env.get('DISPLAY')})"
    print(f"open to first paint ({runs} processes, {platform}, {nodes} nodes loaded)")
    for name, values in (("process start", from_start), ("open call", from_open)):
        print(
            f"  from {name:13}  median {statistics.median(values):5.0f} ms   "
            f"min {min(values):5.0f} ms   max {max(values):5.0f} ms"
        )
    print("  target: file opened to first paint <= 1000 ms")


def bench_walk(path: str) -> None:
    """Print the full-walk time and peak RSS."""
    _, figures = _run_probe(["--probe-walk", path], dict(os.environ), clean_rss=True)
    print(f"full depth-first walk, Game.board() at each of {figures['nodes']} nodes")
    print(f"  load {figures['load_s']:.3f} s, walk {figures['walk_s']:.3f} s")
    print(
        f"  peak RSS {figures['rss_peak_kib'] / 1024:.0f} MiB "
        f"(interpreter {figures['rss_start_kib'] / 1024:.0f} MiB, "
        f"after load {figures['rss_loaded_kib'] / 1024:.0f} MiB; "
        f"/proc VmHWM {figures['vm_hwm_kib'] / 1024:.0f} MiB)"
    )
    print("  target: peak RSS <= 150 MB (Sabaki 648 MB, Ogatak 598 MB)")
    _, theirs = _run_probe([path], dict(os.environ), clean_rss=True, code=SGFMILL_PROBE)
    ours_kib, theirs_kib = figures["rss_peak_kib"], theirs["rss_peak_kib"]
    ratio = ours_kib / theirs_kib
    print(
        f"  beside sgfmill (fresh process: from_bytes + every node's properties, "
        f"{theirs['nodes']} nodes): ours {ours_kib / 1024:.0f} MiB, "
        f"sgfmill {theirs_kib / 1024:.0f} MiB (interpreter {theirs['rss_start_kib'] / 1024:.0f} "
        f"MiB): {ratio:.2f}x"
    )
    print(
        f"  target: ours <= {MEMORY_RATIO_TARGET}x sgfmill's peak RSS "
        f"({'met' if ratio <= MEMORY_RATIO_TARGET else 'NOT met'})"
    )


def bench_steps(path: str, steps: int) -> None:
    """Print the one-step figures."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    _, figures = _run_probe(["--probe-steps", path, "--steps", str(steps)], env)
    print(
        f"one step forward/back + snapshot + repaint ({steps} random steps, offscreen "
        f"{WIDGET_SIZE}x{WIDGET_SIZE}, snapshot_for with default ViewSettings)"
    )
    for mode, name in (("full", "full repaint"), ("partial", "partial update")):
        f = figures[mode]
        print(
            f"  {name:14}  median {f['median_ms']:5.2f} ms   p95 {f['p95_ms']:5.2f} ms   "
            f"max {f['max_ms']:5.2f} ms   ({f['paints']} paint events)"
        )
    print("  target: median <= 5 ms")


def main() -> None:
    """Generate the file, print every figure (or act as one probe when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="parse runs (best of)")
    parser.add_argument("--paint-runs", type=int, default=5, help="window processes")
    parser.add_argument("--steps", type=int, default=1000, help="random steps timed")
    parser.add_argument("--probe-walk", metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument("--probe-paint", metavar="FILE", help=argparse.SUPPRESS)
    parser.add_argument("--probe-steps", metavar="FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe_walk:
        print(json.dumps(probe_walk(args.probe_walk)))
        return
    if args.probe_paint:
        print(json.dumps(probe_paint(args.probe_paint)))
        return
    if args.probe_steps:
        print(json.dumps(probe_steps(args.probe_steps, args.steps)))
        return
    from benchmarks.bench_sgf import generate  # the probes need neither it nor sgfmill

    data = generate()
    print(f"file: {_file_figures(data)}")
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "kogo-scale.sgf")
        Path(path).write_bytes(data)
        bench_parse(data, args.repeat)
        sections: list[Callable[[], None]] = [
            lambda: bench_paint(path, args.paint_runs),
            lambda: bench_walk(path),
            lambda: bench_steps(path, args.steps),
        ]
        for section in sections:
            try:
                section()
            except ProbeFailedError as error:
                print(f"  NOT MEASURED: {error}")


if __name__ == "__main__":
    main()
