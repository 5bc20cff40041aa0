"""``gogui-display --keep-open``: the window outlives the GTP stream, the process does not.

A controller ends an engine with ``quit`` (or by closing its input), then waits for the
process to exit and, after a short grace, terminates its process group
(:meth:`gogui_py.gtp.channel.ProcessChannel.close`). GoGui's gogui-display keeps its
window after the stream closes; a process that stayed would be killed with it. So with
``--keep-open`` the process the controller started (the *launcher*) runs the window in
a child of its own session, which inherits the GTP stream (standard input, output and
error):

1. the child answers every command, ``quit`` included, as without ``--keep-open``;
2. when the stream ends it gives the stream up (:func:`release_stream`: its standard
   input, output and error become ``/dev/null``) and tells the launcher so on a pipe;
3. the launcher, which gave up its own copies of the stream at the start, exits 0: the
   controller sees the end of the output and the process exit, and the window stays
   ("GTP stream was closed") until the user closes it.

The child is found by the environment variable :data:`DONE_FD_ENV` (the pipe's file
descriptor). POSIX only (``start_new_session``, ``pass_fds``).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Sequence

__all__ = ["DONE_FD_ENV", "ENDED", "child_done_fd", "release_stream", "run_detached"]

DONE_FD_ENV = "GOGUI_DISPLAY_DONE_FD"
"""Set in the child: the file descriptor on which it reports the end of the stream."""
ENDED = b"ended\n"
"""What the child writes on that pipe when the stream ended and the window stays."""
STREAM_FDS = (0, 1, 2)


def child_done_fd() -> int | None:
    """In the child: the pipe to the launcher (taken out of the environment, so the
    engine does not inherit it); None in any other process."""
    value = os.environ.pop(DONE_FD_ENV, None)
    return int(value) if value is not None and value.isdigit() else None


def _give_up_stream(fds: Sequence[int]) -> None:
    """Point ``fds`` at /dev/null (flushing Python's stdout and stderr first)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            stream.flush()
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        for fd in fds:
            os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def release_stream(done_fd: int | None, fds: Sequence[int] = STREAM_FDS) -> None:
    """In the child, once the stream ended: give up ``fds`` (standard input, output
    and error by default) and tell the launcher (``done_fd``; None: nothing to tell)."""
    _give_up_stream(fds)
    if done_fd is not None:
        with contextlib.suppress(OSError):
            os.write(done_fd, ENDED)
        with contextlib.suppress(OSError):
            os.close(done_fd)


def run_detached(argv: Sequence[str], module: str = "gogui_py.gui.display.app") -> int:
    """In the launcher: run ``python -m module ARGV`` as the window's child, return when
    it reports the end of the stream (0) or exits first (its exit status).

    Raises:
        OSError: the child cannot be started.
    """
    read_fd, write_fd = os.pipe()
    try:
        child = subprocess.Popen(
            [sys.executable, "-m", module, *argv],
            env={**os.environ, DONE_FD_ENV: str(write_fd)},
            pass_fds=(write_fd,),
            start_new_session=True,  # not in the group the controller terminates
        )
    finally:
        os.close(write_fd)
    _give_up_stream((0, 1))  # only the child answers; stderr stays for its errors
    report = b""
    try:
        while chunk := os.read(read_fd, 64):
            report += chunk
    except KeyboardInterrupt:
        child.terminate()
        child.wait()
        return 130
    finally:
        os.close(read_fd)
    if ENDED in report:
        return 0
    return child.wait()
