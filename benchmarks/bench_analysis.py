"""The analysis speed targets of issue 11, measured on the real main window (offscreen).

(a) Flood: streaming analysis (F4) of tests/engines/lz_engine.py ``--flood 5000 --vary``
(5,000 ``info`` lines a second, win rates changing so every frame has something new to
draw) for ``--seconds`` s. Prints the lines that reached the GUI per second, the
analysis displays and board repaints per second (target: the display rate, about 60),
the event-loop stall p99 and max (the gaps between ticks of a 5 ms timer on the GUI
thread, as tests/gui/helpers.py ``longest_stall``; target p99 <= 16 ms) and the CPU of
the GUI process (process CPU seconds / wall seconds, 100 % = one core; target <= 30 %),
with the GUI thread's share and each busy thread's (``/proc/self/task``). The engine is
another process and is not counted; the threads reading its pipe and running the stream
are ours and are. ``--profile`` adds a cProfile of the GUI thread (top 25, cumulative);
``--batch-ms`` tries another batch time of ``GtpClient.stream`` (an experiment).

(b) Analyze Game on a generated 200-move 19x19 record (random legal moves, refereed by
:class:`gogui_py.go.Board`) with the bundled engine (``python -m gogui_py.programs.go``)
at the review's budget (``GameReview.visits``, 100 visits of the best move a position).
The win-rate graph is shown first (built once a session; its time is printed apart).
While the review runs the user steps through the record (a move forward or back every
100 ms) and the stall meter runs. Prints total time, positions/s, the stall p99 and max
(target: interactive, no stall over about 50 ms), the same for the gaps with no step of
the user in them, the stalls over 50 ms, and the steps' own times.

Run: ``python benchmarks/bench_analysis.py [--quick] [--only flood|review]``
(``--quick``: 3 s of flood, a 20-move record). A loaded machine inflates stalls and CPU
shares; the script prints ``/proc/loadavg`` beside the figures.
"""

from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parents[1]))

import argparse
import cProfile
import gc
import os
import pstats
import random
import resource
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.main_window import MainWindow

ROOT = _Path(__file__).resolve().parents[1]
LZ_ENGINE = ROOT / "tests" / "engines" / "lz_engine.py"
STALL_TARGET_MS = 16.0
INTERACTIVE_MS = 50.0
CPU_TARGET = 30.0
DISPLAY_RATE = 60.0


def load() -> str:
    """The load averages (1, 5, 15 min) of ``/proc/loadavg``."""
    try:
        return " ".join(_Path("/proc/loadavg").read_text(encoding="utf-8").split()[:3])
    except OSError:
        return "unknown"


def percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` quantile of ``values`` (nearest rank; 0 when empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def thread_cpu() -> dict[int, float]:
    """CPU seconds (user + system) of each thread of this process, by native thread id
    (``/proc/self/task``; empty where there is none)."""
    ticks = os.sysconf("SC_CLK_TCK")
    found: dict[int, float] = {}
    try:
        tasks = list(_Path("/proc/self/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            fields = (task / "stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()
        except OSError:
            continue
        found[int(task.name)] = (int(fields[11]) + int(fields[12])) / ticks
    return found


def thread_names() -> dict[int, str]:
    """Names of the Python-known threads by native id (Qt's own threads are not known)."""
    import threading

    return {t.native_id: t.name for t in threading.enumerate() if t.native_id is not None}


def cpu_seconds() -> float:
    """User + system CPU seconds of this process so far (every thread)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class StallMeter:
    """Every gap (ms) between ticks of a 5 ms timer on the GUI thread, and when each
    ended (``time.perf_counter`` seconds)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.gaps: list[float] = []
        self.ends: list[float] = []
        self._began = 0.0
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.gaps, self.ends = [], []
        self._began = self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append((now - self._last) * 1000)
        self.ends.append(now)
        self._last = now

    def long(self, spans: Sequence[tuple[float, float]] = ()) -> list[tuple[float, float, bool]]:
        """(s since start, gap ms, a span of ``spans`` overlaps it) of the gaps over 50 ms."""
        found = []
        for gap, end in zip(self.gaps, self.ends, strict=True):
            if gap > INTERACTIVE_MS:
                begin = end - gap / 1000
                inside = any(a < end and b > begin for a, b in spans)
                found.append((end - self._began, gap, inside))
        return found

    def summary(self, gaps: list[float] | None = None) -> str:
        gaps = self.gaps if gaps is None else gaps
        return (
            f"p99 {percentile(gaps, 0.99):6.1f} ms  max {max(gaps, default=0):6.1f} ms"
            f"  ({len(gaps)} ticks)"
        )


def wait(app: QApplication, until: Callable[[], bool], timeout: float) -> None:
    """Run the event loop until ``until()`` or ``timeout`` seconds (then SystemExit)."""
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the window")
        app.processEvents()
        time.sleep(0.002)


def spin(app: QApplication, seconds: float, every: Callable[[], None] | None = None) -> None:
    """Run the event loop for ``seconds`` (``every``: called each 100 ms)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    timer = QTimer()
    if every is not None:
        timer.timeout.connect(every)
        timer.start(100)
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    del app


def make_window(*argv: str) -> MainWindow:
    from gogui_py.gui.app import create_window, parse_args

    window = create_window(parse_args(list(argv)))
    window.resize(1000, 800)
    window.show()
    gc.freeze()  # as the app does after start-up (gogui_py/gui/app.py)
    return window


def close_window(app: QApplication, window: MainWindow) -> None:
    window.controller._set_modified(False)
    window.session.shutdown()
    window.ruler.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()


class PaintCounter:
    """Counts the paint events of a widget (the board's repaints)."""

    def __init__(self, widget: object) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint

        class _Filter(QObject):
            count = 0

            def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
                if event.type() == paint:
                    _Filter.count += 1
                return False

        self._filter = _Filter()
        widget.installEventFilter(self._filter)  # type: ignore[attr-defined]

    @property
    def count(self) -> int:
        return self._filter.count


def flood(app: QApplication, seconds: float, lines_a_second: int, profile: bool) -> None:
    """Case (a) of the module docstring."""
    engine = f"{_sys.executable} {LZ_ENGINE} --flood {lines_a_second} --vary"
    window = make_window("--program", engine, "--size", "19", "--computer-none")
    try:
        wait(app, lambda: window.analysis.analyzer() is not None, 30)
        room = window.analysis
        paints = PaintCounter(window.board)
        shown = [0]
        lines = [0]
        room.streaming.shown.connect(lambda _d: shown.__setitem__(0, shown[0] + 1))
        room.streaming._sink.arrived.connect(
            lambda _n, batch: lines.__setitem__(0, lines[0] + len(batch))
        )
        room.stream_toggle.setChecked(True)  # F4
        wait(app, lambda: shown[0] > 0, 30)  # streaming; from here on it is measured
        meter = StallMeter()
        paints_before, shown_before, lines_before = paints.count, shown[0], lines[0]
        profiler = cProfile.Profile() if profile else None
        meter.start()
        wall, cpu, gui_cpu = time.monotonic(), cpu_seconds(), time.thread_time()
        threads = thread_cpu()
        if profiler is not None:
            profiler.enable()
        spin(app, seconds)
        if profiler is not None:
            profiler.disable()
        wall = time.monotonic() - wall
        cpu = cpu_seconds() - cpu
        gui_cpu = time.thread_time() - gui_cpu
        after = thread_cpu()
        meter.stop()
        room.stream_toggle.setChecked(False)
        print(f"\n(a) flood: lz_engine --flood {lines_a_second}, F4 on, {wall:.1f} s")
        print(f"  lines reaching the GUI   {(lines[0] - lines_before) / wall:8.0f} /s")
        print(f"  analysis displays        {(shown[0] - shown_before) / wall:8.1f} /s")
        print(
            f"  board repaints           {(paints.count - paints_before) / wall:8.1f} /s"
            f"   (target: the display rate, ~{DISPLAY_RATE:.0f})"
        )
        flag = "" if percentile(meter.gaps, 0.99) <= STALL_TARGET_MS else "  OVER"
        print(f"  event-loop stall         {meter.summary()}   (target p99 <= 16 ms){flag}")
        share = cpu / wall * 100
        flag = "" if share <= CPU_TARGET else "  OVER"
        print(
            f"  CPU of the GUI process   {share:8.1f} %   (GUI thread {gui_cpu / wall * 100:.1f} %,"
            f" other threads {(cpu - gui_cpu) / wall * 100:.1f} %; target <= 30 %){flag}"
        )
        names = thread_names()
        busy = sorted(((after[t] - threads.get(t, 0.0), t) for t in after), reverse=True)
        shares = ", ".join(
            f"{names.get(t, f'thread {t}')} {used / wall * 100:.1f} %"
            for used, t in busy[:5]
            if used > 0
        )
        print(f"    by thread (/proc)      {shares}")
        if profiler is not None:
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    finally:
        close_window(app, window)


def generate_record(moves: int, seed: int = 11) -> str:
    """SGF of a 19x19 game of ``moves`` random legal moves (no pass, no own-eye fill)."""
    from gogui_py.game.game import Game
    from gogui_py.game.sgf_io import to_sgf
    from gogui_py.game.tree import GameTree
    from gogui_py.go import Board, BoardSize, Move, Point

    size = BoardSize.square(19)
    game = Game(GameTree.new(size, 6.5))
    rng = random.Random(seed)
    points = [Point(x, y) for x in range(19) for y in range(19)]
    for _ in range(moves):
        board: Board = game.board()
        color = game.to_move()
        rng.shuffle(points)
        for point in points:
            if board.get(point) is None and board.is_legal(Move(color, point)):
                game.play(point)
                break
        else:
            raise SystemExit("no legal move left: choose fewer moves")
    return to_sgf([game.tree])


class Stepper:
    """The user stepping through the record, one move every 100 ms, to its end and back;
    the ms of each step (the move and the repaint of the new position)."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        from PySide6.QtCore import QTimer

        self.steps: list[float] = []
        self.spans: list[tuple[float, float]] = []
        """(start, end) of each step, ``time.perf_counter`` seconds."""
        self._app = app
        self._controller = window.controller
        self._forward = True
        self._timer = QTimer()
        self._timer.timeout.connect(self._step)

    def start(self) -> None:
        self._timer.start(100)

    def stop(self) -> None:
        self._timer.stop()

    def _step(self) -> None:
        controller = self._controller
        current = controller.game.current
        if self._forward and not current.children:
            self._forward = False
        elif not self._forward and current.parent is None:
            self._forward = True
        begin = time.perf_counter()
        if self._forward:
            controller.forward()
        else:
            controller.back()
        self._app.processEvents()  # the repaint of the new position
        end = time.perf_counter()
        self.steps.append((end - begin) * 1000)
        self.spans.append((begin, end))


def review(app: QApplication, moves: int) -> None:
    """Case (b) of the module docstring."""
    folder = tempfile.mkdtemp(prefix="bench-analysis-")
    record = os.path.join(folder, "review.sgf")
    with open(record, "w", encoding="utf-8") as out:
        out.write(generate_record(moves))
    engine = f"{_sys.executable} -m gogui_py.programs.go --no-live-gfx"
    window = make_window("--program", engine, "--computer-none", record)
    try:
        wait(app, lambda: window.analysis.analyzer() is not None, 30)
        room = window.analysis
        window.controller.to_start()
        done: list[str] = []
        room.review.finished.connect(done.append)
        # The win-rate graph (pyqtgraph, numpy) is built when first shown, once a session;
        # Analyze Game shows it. Timed apart, so the meter sees the review itself.
        begin = time.perf_counter()
        room.graph_toggle.setChecked(True)
        app.processEvents()
        graph_ms = (time.perf_counter() - begin) * 1000
        meter, stepper = StallMeter(), Stepper(app, window)
        positions = len(room.current_line())
        meter.start()
        began = time.monotonic()
        window.analysis_link.actions.review.trigger()
        stepper.start()
        wait(app, lambda: bool(done), 3600)
        elapsed = time.monotonic() - began
        stepper.stop()
        meter.stop()
        stored = sum(1 for node in room.current_line() if node in room.streaming.results)
        print(
            f"\n(b) Analyze Game: {moves}-move 19x19 record ({positions} positions), bundled"
            f" engine, {room.review.visits} visits of the best move a position"
        )
        print(f"  {done[0]}; {stored}/{positions} results stored")
        print(f"  first show of the win-rate graph (once a session, before): {graph_ms:.0f} ms")
        print(f"  total {elapsed:8.1f} s   {positions / elapsed:6.2f} positions/s")
        report_review(meter, stepper)
    finally:
        close_window(app, window)


def report_review(meter: StallMeter, stepper: Stepper) -> None:
    """The stalls while Analyze Game ran, with and without the user's own steps (a step
    is the user's action: its own cost shows as a gap too)."""
    flag = "" if max(meter.gaps, default=0) <= INTERACTIVE_MS else "  OVER"
    print(f"  event-loop stall         {meter.summary()}   (target: none over 50 ms){flag}")
    spans = stepper.spans
    free = [
        gap
        for gap, end in zip(meter.gaps, meter.ends, strict=True)
        if not any(a < end and b > end - gap / 1000 for a, b in spans)
    ]
    flag = "" if max(free, default=0) <= INTERACTIVE_MS else "  OVER"
    print(f"    gaps without a step    {meter.summary(free)}{flag}")
    long = meter.long(spans)
    if long:
        listed = ", ".join(
            f"{gap:.0f} ms at {at:.1f} s{' (a step)' if inside else ''}"
            for at, gap, inside in long[:10]
        )
        stepped = sum(inside for _at, _gap, inside in long)
        print(f"  stalls over 50 ms        {len(long)}, {stepped} with a step in them: {listed}")
    steps = stepper.steps
    print(
        f"  the user's steps         {len(steps)} moves, longest {max(steps, default=0):.1f} ms,"
        f" p99 {percentile(steps, 0.99):.1f} ms (a move and the repaint of its position)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 s of flood, a 20-move record")
    parser.add_argument("--only", choices=("flood", "review"), default=None)
    parser.add_argument("--seconds", type=float, default=None, help="flood seconds (10)")
    parser.add_argument("--lines", type=int, default=5000, help="flood lines a second")
    parser.add_argument("--moves", type=int, default=None, help="record moves (200)")
    parser.add_argument("--profile", action="store_true", help="cProfile the flood")
    parser.add_argument(
        "--batch-ms", type=float, default=None, help="try another GtpClient.stream batch time"
    )
    options = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="bench-analysis-config-"))
    from PySide6.QtWidgets import QApplication

    if options.batch_ms is not None:  # an experiment: the default is bound at import
        from gogui_py.gtp.client import GtpClient

        defaults = GtpClient.stream.__kwdefaults__
        assert defaults is not None
        defaults["batch_seconds"] = options.batch_ms / 1000
        print(f"GtpClient.stream batches every {options.batch_ms:g} ms")
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    print(f"load average before: {load()} (2 cores shared: figures are pessimistic)")
    if options.only in (None, "flood"):
        seconds = options.seconds or (3.0 if options.quick else 10.0)
        flood(app, seconds, options.lines, options.profile)
        print(f"  load average: {load()}")
    if options.only in (None, "review"):
        moves = options.moves or (20 if options.quick else 200)
        review(app, moves)
        print(f"  load average: {load()}")


if __name__ == "__main__":
    main()
