"""An attached GTP program, driven from its own QThread (architecture note, "Threads").

The GUI thread never waits on a program: it submits a *request* (a callable run on the
bridge thread with the program's :class:`~gogui_py.gtp.sync.EngineSync`) and gets the
result or the error back through queued signals. Closing never blocks the GUI either:
``quit`` is queued, and a program that does not exit in time is killed.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import os
import signal
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from gogui_py.analysis.live_gfx import LiveGfxReader
from gogui_py.gtp.client import GtpClient, GtpStreamHung
from gogui_py.gtp.errors import (
    GtpBadAnswer,
    GtpEngineDied,
    GtpError,
    GtpFailure,
    GtpOutOfStep,
    GtpTimeout,
)
from gogui_py.gtp.protocol import one_line
from gogui_py.gtp.sync import EngineSync

Request = Callable[[GtpClient, EngineSync], object]
"""Work for the bridge thread: gets the program's client and EngineSync, returns a result."""

_TRAFFIC_KEPT = 5000


class RequestFailure(str):
    """The message of a failed request (a ``str``, for the user), with what failed:
    ``refused`` when the program answered ``?`` (it refuses the command, GTP 2 section 6.3),
    ``dead`` when the program died or stopped answering for good; ``answer`` (not None)
    when it answered ``command`` with text that means nothing for it (a genmove answered
    with junk: :class:`~gogui_py.gtp.errors.GtpBadAnswer`), quoted and escaped for a
    message (:func:`~gogui_py.gtp.protocol.quoted_text`)."""

    refused: bool
    dead: bool
    command: str
    answer: str | None

    def __new__(
        cls,
        message: str,
        *,
        refused: bool = False,
        dead: bool = False,
        command: str = "",
        answer: str | None = None,
    ) -> RequestFailure:
        failure = super().__new__(cls, message)
        failure.refused = refused
        failure.dead = dead
        failure.command = command
        failure.answer = answer
        return failure

    @classmethod
    def of(cls, exc: GtpError, *, dead: bool) -> RequestFailure:
        """The failure for the GTP error ``exc`` (``dead``: the program is gone)."""
        if isinstance(exc, GtpBadAnswer):
            return cls(describe_error(exc), dead=dead, command=exc.command, answer=exc.shown)
        if isinstance(exc, GtpFailure):
            return cls(describe_error(exc), refused=True, dead=dead, command=exc.command)
        return cls(describe_error(exc), dead=dead)


def describe_error(exc: BaseException) -> str:
    """A one-line message for a user, from a GTP error (program text cut short)."""
    return one_line(_describe_error(exc), 300)


def _describe_error(exc: BaseException) -> str:
    if isinstance(exc, GtpFailure):
        return f"{exc.command}: {exc.message}"
    if isinstance(exc, GtpStreamHung):
        return (
            f"its analysis ('{exc.command}') did not stop within {exc.seconds:g} s of being "
            "asked: the program hangs and was stopped"
        )
    if isinstance(exc, GtpTimeout):
        return f"no answer to '{exc.command}' within {exc.seconds:g} s"
    if isinstance(exc, GtpEngineDied):
        code = "" if exc.exit_code is None else f" (exit code {exc.exit_code})"
        tail = exc.stderr_tail.strip().splitlines()[-1:] if exc.stderr_tail else []
        return "the program died" + code + (f": {tail[0]}" if tail else "")
    return str(exc) or type(exc).__name__


class EngineBridge(QObject):
    """Lives in its own QThread; owns the GtpClient. Talk to it only through signals."""

    started = Signal(str, str)  # name, version
    start_failed = Signal(str)  # message
    responded = Signal(int, object)  # request id, result
    failed = Signal(int, object)  # request id, RequestFailure
    closed = Signal()
    live_gfx = Signal(str)  # a gfx text from its stderr (analyze.md "Live gfx")

    def __init__(self, argv: Sequence[str], cwd: str | None = None, timeout: float = 30.0) -> None:
        super().__init__()
        self._argv = list(argv)
        self._cwd = cwd
        self._timeout = timeout
        self._client: GtpClient | None = None
        self._sync: EngineSync | None = None
        self._traffic: collections.deque[tuple[str, str]] = collections.deque(maxlen=_TRAFFIC_KEPT)
        self._traffic_lock = threading.Lock()
        self._dropped = 0
        self.pid: int | None = None
        self._running: int | None = None
        self._interrupt_request: int | None = None
        self._live_gfx = LiveGfxReader()

    def _on_traffic(self, kind: str, text: str) -> None:
        with self._traffic_lock:
            if len(self._traffic) == _TRAFFIC_KEPT:
                self._dropped += 1
            self._traffic.append((kind, text))

    def _on_stderr(self, lines: list[str]) -> None:
        # one lock and one C-level extend per pipe read (see ProcessChannel's on_stderr)
        with self._traffic_lock:
            overflow = len(self._traffic) + len(lines) - _TRAFFIC_KEPT
            if overflow > 0:
                self._dropped += overflow
            self._traffic.extend(zip(itertools.repeat("stderr"), lines))
        if self._live_gfx.wanted(lines):
            text = self._live_gfx.feed(lines)
            if text is not None:
                self.live_gfx.emit(text)  # queued to the GUI thread

    def note(self, text: str, warning: bool = False) -> None:
        """Put a message of the GUI into the traffic, after what was sent and received so
        far (any thread): the shell shows it there, e.g. right after the answer it is
        about (kind ``note``, or ``warning`` for warning colours)."""
        self._on_traffic("warning" if warning else "note", text)

    def take_traffic(self) -> list[tuple[str, str]]:
        """Traffic since the last call, oldest first (thread-safe; bounded: when more
        arrived than is kept, a first ``warning`` entry says how many were dropped)."""
        with self._traffic_lock:
            items = list(self._traffic)
            self._traffic.clear()
            dropped, self._dropped = self._dropped, 0
        if dropped:
            items.insert(0, ("warning", f"… {dropped} lines dropped (too much output)"))
        return items

    def interrupt(self, request_id: int | None = None) -> bool:
        """Interrupt request ``request_id`` (default: the one running; any thread) when
        the program supports it: ``# interrupt`` (gogui-interrupt) or SIGINT
        (gogui-sigint). The genmove of that request is interrupted even when it was not
        sent yet (still queued behind the command list being asked, or its sync commands
        running). False when the program does not support interrupting.
        """
        client = self._client
        if client is None or not client.is_alive:
            return False
        known = client.known_commands is not None  # never asked here: no I/O on this thread
        if known and not client.can_interrupt:
            return False
        self._interrupt_request = request_id
        if request_id is None or request_id == self._running:
            client.arm_interrupt()
            if known:
                client.interrupt()
        return True

    def interrupt_commands(self, newest: int | None) -> bool:
        """Interrupt the command running now and request ``newest`` (the one the user
        started last, maybe still queued) once it is sent (any thread). False when the
        program does not support interrupting (as :meth:`interrupt`)."""
        client = self._client
        if client is None or not client.is_alive:
            return False
        known = client.known_commands is not None
        if known and not client.can_interrupt:
            return False
        self._interrupt_request = newest
        client.arm_interrupt()
        if known and self._running is not None:
            client.interrupt()
        return True

    @Slot()
    def start(self) -> None:
        """Start the program (bridge thread)."""
        try:
            self._client = GtpClient(
                self._argv,
                cwd=self._cwd,
                on_traffic=self._on_traffic,
                on_stderr=self._on_stderr,
                timeout=self._timeout,
            )
            self.pid = self._client.pid
            self._sync = EngineSync(self._client)
            name, version = self._client.name_and_version()
        except GtpError as exc:
            self.start_failed.emit(describe_error(exc))
            return
        self.started.emit(name, version)

    @Slot(int, object)
    def run_request(self, request_id: int, request: Request) -> None:
        """Run ``request`` (bridge thread) and report through responded / failed."""
        if self._sync is None or self._client is None:
            self.failed.emit(request_id, RequestFailure("no program attached", dead=True))
            return
        self._running = request_id
        if self._interrupt_request == request_id:
            self._client.arm_interrupt()
        try:
            result = request(self._client, self._sync)
        except GtpError as exc:
            # an answer out of step: no later answer can be trusted, as if it had died
            dead = isinstance(exc, GtpEngineDied | GtpOutOfStep) or not self._client.is_alive
            self._sync.invalidate()
            self.failed.emit(request_id, RequestFailure.of(exc, dead=dead))
            return
        finally:
            self._running = None
            self._client.arm_interrupt(False)
        self.responded.emit(request_id, result)

    @Slot()
    def close(self) -> None:
        """Quit the program (bridge thread), report ``closed`` and end the thread."""
        if self._client is not None:
            self._client.close()
        self.closed.emit()
        thread = self.thread()
        if thread is not None:
            thread.quit()


class EngineHandle(QObject):
    """GUI-thread owner of one attached program: its thread, its bridge, pending requests."""

    started = Signal(str, str)  # name, version
    start_failed = Signal(str)
    died = Signal(str)  # message: the program died or stopped answering
    closed = Signal()
    live_gfx = Signal(str)  # a gfx text it wrote on stderr while thinking

    _submit = Signal(int, object)
    _close = Signal()

    def __init__(
        self,
        argv: Sequence[str],
        label: str,
        parent: QObject | None = None,
        cwd: str | None = None,
        timeout: float = 30.0,
    ) -> None:
        """``timeout``: default seconds for each answer (start-up included)."""
        super().__init__(parent)
        self.label = label
        self.name = label
        self.version = ""
        self.is_running = False
        self.stream_stop: threading.Event | None = None
        """The stop of the streaming command running (set by its sender; the next
        :meth:`submit` sets it, so that command does not wait behind the stream)."""
        self._next_id = 1
        self._pending: dict[int, tuple[Callable[[Any], None], Callable[[str], None] | None]] = {}
        self._thread = QThread()
        self._thread.setObjectName(f"engine:{label}")
        self._bridge = EngineBridge(argv, cwd, timeout)
        self._bridge.moveToThread(self._thread)
        self._thread.started.connect(self._bridge.start)
        self._bridge.started.connect(self._on_bridge_started)
        self._bridge.start_failed.connect(self._on_bridge_start_failed)
        self._bridge.responded.connect(self._on_bridge_responded)
        self._bridge.failed.connect(self._on_bridge_failed)
        self._bridge.closed.connect(self._on_bridge_closed)
        self._bridge.live_gfx.connect(self.live_gfx)
        self._submit.connect(self._bridge.run_request)
        self._close.connect(self._bridge.close)
        self._thread.finished.connect(self._on_thread_finished)
        self._closing = False
        self._kill_timer = QTimer(self)
        self._kill_timer.setSingleShot(True)
        self._kill_timer.timeout.connect(self._kill)
        self._thread.start()

    @property
    def busy(self) -> bool:
        """True while a request is in flight."""
        return bool(self._pending)

    @property
    def newest_request(self) -> int | None:
        """The id of the request submitted last and not answered yet (None: none)."""
        return max(self._pending, default=None)

    def take_traffic(self) -> list[tuple[str, str]]:
        """GTP traffic since the last call (for the shell)."""
        return self._bridge.take_traffic()

    def note(self, text: str, warning: bool = False) -> None:
        """Put a message of the GUI into the program's traffic in order (any thread; from
        a request, it follows the answers that request read): see :meth:`EngineBridge.note`."""
        self._bridge.note(text, warning)

    def interrupt(self, request_id: int | None = None) -> bool:
        """Ask the program to stop thinking on request ``request_id`` (default: whatever
        it runs), without waiting; False when it cannot be interrupted."""
        return self._bridge.interrupt(request_id)

    def interrupt_commands(self) -> bool:
        """Interrupt the command running and the one submitted last (once it is sent,
        even when it still waits behind others); False when the program cannot be
        interrupted (no gogui-interrupt or gogui-sigint)."""
        return self._bridge.interrupt_commands(self.newest_request)

    def submit(
        self,
        request: Request,
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None = None,
    ) -> int:
        """Run ``request`` on the bridge thread; ``on_done(result)`` or ``on_error(message)``
        is called later on the GUI thread. Returns the request's id (0: not submitted,
        the program is closing)."""
        if self._closing:
            return 0
        stream, self.stream_stop = self.stream_stop, None
        if stream is not None:
            stream.set()  # a streaming command runs: anything else sent ends it first
        request_id = self._next_id
        self._next_id += 1
        self._pending[request_id] = (on_done, on_error)
        self._submit.emit(request_id, request)
        return request_id

    def close(self, kill_after_ms: int = 1500) -> None:
        """Detach without blocking: queue ``quit``; kill the process if still alive later."""
        if self._closing:
            return
        self._closing = True
        self._pending.clear()
        self._close.emit()
        self._kill_timer.start(kill_after_ms)
        if self._bridge.pid is not None and not self.is_running:
            self._kill()

    def wait_closed(self, timeout_ms: int = 5000) -> bool:
        """Block until the bridge thread ended (application exit and tests only)."""
        if not self._closing:
            self.close()
        if not self._thread.wait(min(timeout_ms, 1500)):
            self._kill()
            if not self._thread.wait(timeout_ms):
                return False
        self._kill_timer.stop()
        return True

    def _kill(self) -> None:
        """SIGKILL to the program's whole process group (it leads one: ProcessChannel)."""
        pid = self._bridge.pid
        if pid is not None and self._thread.isRunning():
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pid, signal.SIGKILL)

    @Slot(str, str)
    def _on_bridge_started(self, name: str, version: str) -> None:
        self.is_running = True
        if name:
            self.name = name
        self.version = version
        self.started.emit(self.name, version)

    @Slot(str)
    def _on_bridge_start_failed(self, message: str) -> None:
        self.start_failed.emit(message)
        self.close()

    @Slot(int, object)
    def _on_bridge_responded(self, request_id: int, result: object) -> None:
        callbacks = self._pending.pop(request_id, None)
        if callbacks is not None:
            callbacks[0](result)

    @Slot(int, object)
    def _on_bridge_failed(self, request_id: int, failure: RequestFailure) -> None:
        callbacks = self._pending.pop(request_id, None)
        if failure.dead:  # before the callback: it sees a program that no longer runs
            self.is_running = False
        if callbacks is not None and callbacks[1] is not None:
            callbacks[1](failure)
        if failure.dead:
            self._pending.clear()
            if not self._closing:
                self.died.emit(str(failure))

    @Slot()
    def _on_bridge_closed(self) -> None:
        self.is_running = False
        self._kill_timer.stop()

    @Slot()
    def _on_thread_finished(self) -> None:
        self._kill_timer.stop()
        self.closed.emit()
