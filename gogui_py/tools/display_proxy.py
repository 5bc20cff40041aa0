"""The pass-through of ``gogui-display`` (issue 16): a GTP proxy that watches the game.

Whoever drives it (a match runner, another controller, a terminal) talks GTP on its
standard input and output; every line goes on to the engine as it came, and every
line the engine answers comes back as it came (../shared/specs/gtp.md "Wire format":
the proxy adds, drops and reorders nothing on the controller's side, so streaming
commands and pipelined commands pass too). Two threads do it:

- the input thread reads standard input (``os.read``: no buffered-stdin lock at exit),
  notes each command line (GTP v2 section 3.1 preprocessing: empty and comment-only
  lines get no answer, so they are passed on without a note) BEFORE writing it to the
  engine, and stops after ``quit``; at end of input it sends the engine ``quit`` itself;
- the output thread reads the engine's lines, writes each to standard output at once,
  and when a response is complete (:class:`~gogui_py.gtp.protocol.ResponseReader`) hands
  the oldest noted command and the answer to :class:`DisplayState`, then the new
  :class:`DisplayView` to ``on_view`` (a slow viewer delays nothing but itself: the
  window only queues a signal).

The proxy asks the engine ``name`` once before the first command (as GoGui's
gogui-display does for its title); that answer is not written to standard output.
When the engine's output ends (after ``quit``, or the engine died) the proxy is done:
``on_view`` sees ``closed`` and ``on_end`` is called. Logs go to standard error only.
"""

from __future__ import annotations

import contextlib
import os
import queue
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gogui_py.gtp.channel import _Eof, feed_lines
from gogui_py.gtp.engine import clean_line
from gogui_py.gtp.errors import GtpEngineDied
from gogui_py.gtp.protocol import Response, ResponseReader, one_line
from gogui_py.gtp.tcp import Channel, open_channel
from gogui_py.tools.display_state import DisplayState, DisplayView

__all__ = ["DisplayState", "DisplayView", "GtpProxy", "run_headless", "stderr_log"]

ViewCallback = Callable[[DisplayView], None]
"""Receives the view after each answered command, on the proxy's output thread."""


@dataclass(frozen=True)
class _Pending:
    """A command sent to the engine and not yet answered."""

    words: tuple[str, ...]
    """Its words after preprocessing, without the id."""
    relay: bool
    """False for the proxy's own commands: their answers are not written out."""


def stderr_log(text: str) -> None:
    """A log line on standard error (standard output carries GTP only)."""
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.write(f"gogui-display: {text}\n")
        sys.stderr.flush()


def _stdin_chunk() -> bytes:
    return os.read(sys.stdin.fileno(), 1 << 16)


def _stdout_write(data: bytes) -> None:
    stream = sys.stdout.buffer
    stream.write(data)
    stream.flush()


class GtpProxy:
    """The pass-through (module docstring) between a controller and ``channel``.

    Args:
        channel: the engine (:func:`gogui_py.gtp.tcp.open_channel`); closed by
            :meth:`close`.
        read: returns the next bytes of the controller's input, b"" at its end.
        write: writes bytes to the controller (and flushes); OSError ends the proxy.
        size: the board size before the first ``boardsize``.
        on_view: gets each new :class:`DisplayView` (output thread).
        on_end: called once when the proxy is done (output thread).
        log: gets the traffic, one line a call (``--verbose``); None: no log.
    """

    def __init__(
        self,
        channel: Channel,
        *,
        read: Callable[[], bytes] = _stdin_chunk,
        write: Callable[[bytes], object] = _stdout_write,
        size: int = 19,
        on_view: ViewCallback | None = None,
        on_end: Callable[[], None] | None = None,
        log: Callable[[str], None] | None = None,
    ) -> None:
        self.channel = channel
        self.state = DisplayState(size)
        self._read = read
        self._write = write
        self._on_view = on_view
        self._on_end = on_end
        self._log = log
        self._pending: queue.SimpleQueue[_Pending] = queue.SimpleQueue()
        self._quit_sent = False
        self._done = threading.Event()
        self._input = threading.Thread(target=self._pump_input, name="display-in", daemon=True)
        self._output = threading.Thread(target=self._pump_output, name="display-out", daemon=True)

    @property
    def done(self) -> bool:
        """True once the engine's output ended and the proxy stopped."""
        return self._done.is_set()

    def start(self) -> None:
        """Ask the engine its name (answer kept, not relayed), start both threads."""
        self._send(_Pending(("name",), relay=False), "name")
        self._output.start()
        self._input.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until done; False when ``timeout`` seconds passed first."""
        return self._done.wait(timeout)

    def close(self, timeout: float = 2.0) -> None:
        """End the engine (stdin closed, then terminate, then kill) and the output thread.

        The input thread may stay blocked on the controller's input; it is a daemon.
        """
        self.channel.close(timeout)
        if self._output.is_alive() and self._output is not threading.current_thread():
            self._output.join(5.0)

    # -- controller -> engine ----------------------------------------------------------

    def _send(self, pending: _Pending, line: str) -> bool:
        """Note ``pending`` (when it is a command) and write ``line`` to the engine."""
        if pending.words or clean_line(line):
            self._pending.put(pending)
        if self._log is not None:
            self._log(f">> {line}")
        try:
            self.channel.write_line(line, pending.words[0] if pending.words else "")
        except GtpEngineDied:
            return False
        return True

    def _pump_input(self) -> None:
        buffer = bytearray()
        while True:
            try:
                chunk = self._read()
            except (OSError, ValueError):
                chunk = b""
            if not chunk:
                break
            lines: list[str] = []
            buffer = feed_lines(buffer, chunk, lines.append)
            for line in lines:
                if not self._forward(line):
                    return
        if buffer and not self._forward(buffer.decode("utf-8", errors="replace")):
            return
        if not self._quit_sent:  # end of input without quit: the engine quits all the same
            self._quit_sent = True
            self._send(_Pending(("quit",), relay=False), "quit")

    def _forward(self, line: str) -> bool:
        """Pass one controller line on; False once nothing more may follow (quit, dead)."""
        words = clean_line(line).split()
        if words and words[0].isdigit():
            words = words[1:]
        quit_command = bool(words) and words[0] == "quit"
        self._quit_sent = self._quit_sent or quit_command
        return self._send(_Pending(tuple(words), relay=True), line) and not quit_command

    # -- engine -> controller ----------------------------------------------------------

    def _pump_output(self) -> None:
        reader = ResponseReader()
        current: _Pending | None = None
        try:
            while True:
                line = self.channel.read_line(1.0)
                if line is None:
                    continue
                if isinstance(line, _Eof):
                    break
                starting = not reader.in_response
                event = reader.feed(line)
                if starting and reader.in_response:
                    current = self._next_pending()
                inside = reader.in_response or isinstance(event, Response)
                if self._log is not None:
                    self._log(f"<< {line}")
                if not inside or current is None or current.relay:
                    self._write(line.encode("utf-8") + b"\n")
                if isinstance(event, Response):
                    self._answered(current, event)
                    current = None
        except OSError as error:  # the controller is gone (broken pipe)
            if self._log is not None:
                self._log(f"output closed: {error}")
        finally:
            self._finish()

    def _next_pending(self) -> _Pending | None:
        try:
            return self._pending.get(timeout=1.0)
        except queue.Empty:  # an answer nobody asked for: relayed, not followed
            return None

    def _answered(self, pending: _Pending | None, response: Response) -> None:
        if pending is None:
            return
        words = list(pending.words)
        if words == ["name"] and response.success:
            self.state.engine = one_line(response.text)
        if pending.relay or words != ["name"]:
            self.state.apply(words, response.success, response.text)
        self._show()

    def _show(self) -> None:
        if self._on_view is not None:
            self._on_view(self.state.view())

    def _finish(self) -> None:
        self.state.closed = True
        self._show()
        self._done.set()
        if self._on_end is not None:
            self._on_end()


def open_engine(program: Sequence[str], verbose: bool) -> Channel:
    """The engine's channel; its standard error goes to ours (a process), with
    ``verbose`` or not (engines talk there, never on the GTP stream).

    Raises:
        GtpEngineDied: the engine cannot be started or reached.
    """

    def on_stderr(lines: list[str]) -> None:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write("".join(f"{line}\n" for line in lines))
            sys.stderr.flush()

    return open_channel(list(program), on_stderr=on_stderr)


def run_headless(program: Sequence[str], size: int = 19, verbose: bool = False) -> int:
    """The proxy without a window on this process's stdin/stdout; the exit status
    (1 when the engine cannot be started)."""
    try:
        channel = open_engine(program, verbose)
    except GtpEngineDied as error:
        stderr_log(f"cannot start the engine: {error}")
        return 1
    proxy = GtpProxy(channel, size=size, log=stderr_log if verbose else None)
    proxy.start()
    proxy.wait()
    proxy.close()
    return 0


if __name__ == "__main__":
    import shlex

    sys.exit(run_headless(shlex.split(" ".join(sys.argv[1:])) if sys.argv[1:] else []))
