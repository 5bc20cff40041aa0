"""A GTP program's process and its pipes (architecture.md "Threads").

:class:`ProcessChannel` starts the program with binary pipes and drains stdout and
stderr on two reader threads, so a chatty program can never fill a pipe and
deadlock. Stdout lines go into a queue read with a timeout; stderr lines go to a
callback, a batch per pipe read, and into a bounded tail (a 50 MB stderr flood neither stalls the
program nor grows memory).

Every program runs in a session (and process group) of its own: closing it ends the
whole group after the grace period, so a child it forked that kept the pipes open does
not outlive it, and a terminal's Ctrl+C reaches the board, not the programs. When the
program's own process exits, the end of its output is reported within
:data:`EXIT_GRACE` seconds even while such a child still holds the pipe.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from gogui_py.gtp.errors import GtpEngineDied

STDERR_TAIL_BYTES: Final = 2048
"""How much of the end of stderr is kept for error messages."""

MAX_LINE_BYTES: Final = 1 << 20
"""Longer stdout/stderr lines are cut into pieces of this size."""

_READ_CHUNK: Final = 1 << 16

EXIT_GRACE: Final = 0.5
"""Seconds after the process exited before its output counts as ended, when a child
holding the pipe keeps the reader from seeing end of file."""


class _Eof:
    """Queue marker: stdout reached end of file."""


EOF: Final = _Eof()


def feed_lines(buffer: bytearray, chunk: bytes, put: Callable[[str], None]) -> bytearray:
    """Append ``chunk`` (bytes read from an engine) to ``buffer``; ``put`` each complete
    line, decoded as UTF-8 with replacement, and a partial line once it reaches
    :data:`MAX_LINE_BYTES`; returns what is left of the buffer (grown in place: a long
    line is not copied at every read)."""
    buffer += chunk
    if b"\n" not in chunk and len(buffer) < MAX_LINE_BYTES:
        return buffer
    *lines, rest = buffer.split(b"\n")
    for line in lines:
        put(line.decode("utf-8", errors="replace"))
    if len(rest) >= MAX_LINE_BYTES:
        put(rest.decode("utf-8", errors="replace"))
        return bytearray()
    return rest


def program_environment() -> dict[str, str] | None:
    """The environment for a program we start: None (inherit ours) outside a virtual
    environment; inside one (``sys.prefix != sys.base_prefix``), ours with the folder of
    ``sys.executable`` first on PATH, so a command ``python3 -m gogui_py.programs.go``
    runs our interpreter even when the tool was started as ``.venv/bin/gogui-match``
    without an activated environment (gogui.sh does the same for the board)."""
    folder = os.path.dirname(sys.executable) if sys.executable else ""
    if sys.prefix == sys.base_prefix or not folder:
        return None
    path = os.environ.get("PATH", os.defpath)
    if path.split(os.pathsep)[0] == folder:
        return None
    return {**os.environ, "PATH": folder + os.pathsep + path if path else folder}


class ProcessChannel:
    """A running program with line-oriented, thread-safe access to its pipes.

    Args:
        argv: program and arguments.
        cwd: working directory, or None for the current one.
        on_stderr: called from the stderr reader thread with the stderr lines of each
            pipe read, a batch (decoded UTF-8 with replacement, without line ends);
            must be cheap. One call per read, not per line: a per-line Python call on
            a reader thread flooded with short lines kept the GUI thread from the GIL
            for up to 150 ms (measured; batches: under 20 ms).
        env: the program's environment; None: ours, with :func:`program_environment`'s
            PATH.

    Raises:
        GtpEngineDied: when the program cannot be started (missing file, no
            permission, ...); ``stderr_tail`` holds the OS error text.
    """

    def __init__(
        self,
        argv: Sequence[str],
        *,
        cwd: str | None = None,
        on_stderr: Callable[[list[str]], None] | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        if not argv:
            raise GtpEngineDied("", None, "empty command line")
        try:
            self._process = subprocess.Popen(
                list(argv),
                cwd=cwd,
                env=program_environment() if env is None else env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,  # its own process group: closed as a whole
            )
        except (OSError, ValueError) as error:
            raise GtpEngineDied("", None, f"cannot start {argv[0]!r}: {error}") from error
        self._on_stderr = on_stderr
        self._lines: queue.SimpleQueue[str | _Eof] = queue.SimpleQueue()
        self._write_lock = threading.Lock()
        self._tail_lock = threading.Lock()
        self._stderr_tail = b""
        self._eof = False
        self._closed = False
        name = os.path.basename(argv[0])
        self._stdout_thread = threading.Thread(
            target=self._read_stdout, name=f"gtp-stdout-{name}", daemon=True
        )
        self._stderr_thread = threading.Thread(
            target=self._read_stderr, name=f"gtp-stderr-{name}", daemon=True
        )
        self._exit_thread = threading.Thread(
            target=self._watch_exit, name=f"gtp-exit-{name}", daemon=True
        )
        self._stdout_thread.start()
        self._stderr_thread.start()
        self._exit_thread.start()

    @property
    def pid(self) -> int:
        """The program's process id."""
        return self._process.pid

    @property
    def is_alive(self) -> bool:
        """True while the process runs and its stdout is open."""
        return not self._eof and self._process.poll() is None

    @property
    def exit_code(self) -> int | None:
        """Exit status once the process has ended, else None."""
        return self._process.poll()

    def stderr_tail(self) -> str:
        """The last ~2 KB written to stderr, decoded with replacement."""
        with self._tail_lock:
            return self._stderr_tail.decode("utf-8", errors="replace")

    # -- reader threads -------------------------------------------------------------

    def _read_stdout(self) -> None:
        stream = self._process.stdout
        assert stream is not None
        buffer = bytearray()  # grows in place: a long line is not copied at every read
        try:
            while True:
                chunk = os.read(stream.fileno(), _READ_CHUNK)
                if not chunk:
                    break
                buffer = feed_lines(buffer, chunk, self._lines.put)
        except OSError:
            pass
        if buffer:
            self._lines.put(buffer.decode("utf-8", errors="replace"))
        self._lines.put(EOF)

    def _watch_exit(self) -> None:
        """When the process exits but stdout stays open (a child holds the pipe), end the
        output after :data:`EXIT_GRACE` seconds: the program is gone."""
        self._process.wait()
        self._stdout_thread.join(EXIT_GRACE)
        if self._stdout_thread.is_alive():
            self._lines.put(EOF)

    def _read_stderr(self) -> None:
        stream = self._process.stderr
        assert stream is not None
        pending = b""
        try:
            while True:
                chunk = os.read(stream.fileno(), _READ_CHUNK)
                if not chunk:
                    break
                with self._tail_lock:
                    self._stderr_tail = (self._stderr_tail + chunk)[-STDERR_TAIL_BYTES:]
                if self._on_stderr is None:
                    continue
                pending += chunk
                end = pending.rfind(b"\n")
                if end < 0:
                    if len(pending) < MAX_LINE_BYTES:
                        continue
                    end = len(pending)
                whole, pending = pending[:end], pending[end + 1 :]
                text = whole.decode("utf-8", errors="replace").replace("\r\n", "\n")
                self._on_stderr(text.split("\n"))
        except OSError:
            pass
        if pending and self._on_stderr is not None:
            self._on_stderr([pending.rstrip(b"\r").decode("utf-8", errors="replace")])

    # -- I/O ------------------------------------------------------------------------

    def write_line(self, line: str, command: str) -> None:
        """Write ``line`` plus ``"\\n"`` (UTF-8) and flush; safe from any thread.

        Raises:
            GtpEngineDied: when the pipe is broken or already closed (``command``
                names the command for the message).
        """
        data = line.encode("utf-8") + b"\n"
        stdin = self._process.stdin
        with self._write_lock:
            if self._closed or stdin is None or stdin.closed:
                raise self.died(command)
            try:
                stdin.write(data)
                stdin.flush()
            except (BrokenPipeError, OSError, ValueError) as error:
                raise self.died(command) from error

    def read_line(self, timeout: float) -> str | _Eof | None:
        """Next stdout line (without line end), :data:`EOF`, or None after ``timeout`` s.

        After EOF every further call returns EOF at once.
        """
        if self._eof:
            return EOF
        try:
            item = self._lines.get(timeout=max(timeout, 0.0))
        except queue.Empty:
            return None
        if isinstance(item, _Eof):
            self._eof = True
        return item

    def died(self, command: str, wait: float = 1.0) -> GtpEngineDied:
        """A :class:`GtpEngineDied` for ``command``, with exit code and stderr tail.

        Waits up to ``wait`` seconds for the process to exit and its stderr to drain,
        since a program closing stdout is normally about to exit.
        """
        self._eof = True
        try:
            exit_code: int | None = self._process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            exit_code = None
        if exit_code is not None:
            self._stderr_thread.join(timeout=wait)
        return GtpEngineDied(command, exit_code, self.stderr_tail())

    def send_signal(self, signum: int = signal.SIGINT) -> None:
        """Send ``signum`` to the process if it still runs."""
        if self._process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(signum)

    def close(self, timeout: float = 2.0) -> int | None:
        """Close stdin, wait up to ``timeout`` s, then terminate, then kill; join threads.

        Idempotent. Returns the exit status (None only if the process could not be
        reaped, which should not happen after SIGKILL).
        """
        with self._write_lock:
            self._closed = True
            if self._process.stdin is not None:
                with contextlib.suppress(OSError):
                    self._process.stdin.close()
        exit_code = self._wait(timeout)
        if exit_code is None:
            self._signal_group(signal.SIGTERM)
            exit_code = self._wait(1.0)
        if exit_code is None:
            self._signal_group(signal.SIGKILL)
            exit_code = self._wait(5.0)
        self._end_group()
        for thread in (self._stdout_thread, self._stderr_thread, self._exit_thread):
            if thread is not threading.current_thread():
                thread.join(timeout=5.0)
        for stream in (self._process.stdout, self._process.stderr):
            if stream is not None:
                stream.close()
        self._eof = True
        return exit_code

    def _signal_group(self, signum: int) -> None:
        """``signum`` to every process of the program's group (its process group id is
        its pid: it leads a session of its own)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, signum)

    def _group_alive(self) -> bool:
        try:
            os.killpg(self._process.pid, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return True

    def _end_group(self, grace: float = 1.0) -> None:
        """The program has exited: its children left in the group get SIGTERM, then SIGKILL
        after ``grace`` seconds."""
        if not self._group_alive():
            return
        self._signal_group(signal.SIGTERM)
        deadline = time.monotonic() + grace
        while self._group_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        self._signal_group(signal.SIGKILL)

    def _wait(self, timeout: float) -> int | None:
        try:
            return self._process.wait(timeout=max(timeout, 0.0))
        except subprocess.TimeoutExpired:
            return None
