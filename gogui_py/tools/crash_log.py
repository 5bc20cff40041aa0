"""The crash log: where a failed start or an unexpected error is written down (no Qt).

A start must never end silently. Every unexpected Python exception is appended to
``crash.log`` in the user's data folder (``$XDG_DATA_HOME/gogui-py``, by default
``~/.local/share/gogui-py``) with its traceback, and :func:`enable_faulthandler` makes
a fatal signal (a segmentation fault, an ``abort()`` such as Qt's "no platform plugin
could be initialized") append the Python stack of every thread to the same file, and so
does a SIGTERM from outside during the start (that dump has no "Fatal Python error"
line); once the window is up, :mod:`gogui_py.gui.startup.terminate` ends the session on
SIGTERM instead, with one dated line here.
The Qt side (the dialog, the hooks) is :mod:`gogui_py.gui.startup`.

Nothing here raises for a log that cannot be written: reporting a failure must not
become a second failure.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import signal
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING

from gogui_py import __version__

if TYPE_CHECKING:
    import datetime

# datetime, platform, socket and traceback are imported where a report is written or a
# display is probed: not on every start (issue 10: launch time).

APP_DIR = "gogui-py"
LOG_NAME = "crash.log"
MAX_LOG_BYTES = 1_000_000
"""A log grown past this is moved to ``crash.log.1`` (the one before is dropped)."""

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def data_dir(env: Mapping[str, str] | None = None) -> Path:
    """The user's data folder of gogui-py: ``$XDG_DATA_HOME/gogui-py`` when that is an
    absolute path (the XDG base directory rule), else ``~/.local/share/gogui-py``."""
    env = os.environ if env is None else env
    base = env.get("XDG_DATA_HOME", "")
    if not base or not os.path.isabs(base):
        home = env.get("HOME") or str(Path.home())
        base = os.path.join(home, ".local", "share")
    return Path(base) / APP_DIR


def log_path(env: Mapping[str, str] | None = None) -> Path:
    """The crash log's path (the file need not exist)."""
    return data_dir(env) / LOG_NAME


def format_report(
    exc_info: ExcInfo, *, where: str = "", now: datetime.datetime | None = None
) -> str:
    """One log entry: a header (time, version, Python, platform, command line, where it
    happened) and the full traceback."""
    import datetime  # noqa: PLC0415 - start-up time
    import platform  # noqa: PLC0415 - start-up time
    import traceback  # noqa: PLC0415 - start-up time

    stamp = (now or datetime.datetime.now().astimezone()).isoformat(timespec="seconds")
    header = [
        f"=== {stamp} gogui-py {__version__} pid {os.getpid()}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"command line: {' '.join(sys.argv)}",
    ]
    if where:
        header.append(f"where: {where}")
    body = "".join(traceback.format_exception(*exc_info))
    return "\n".join(header) + "\n" + body + "\n"


def format_message(message: str, *, now: datetime.datetime | None = None) -> str:
    """A log entry without a traceback (e.g. "the event loop ended before the window was
    shown")."""
    import datetime  # noqa: PLC0415 - start-up time

    stamp = (now or datetime.datetime.now().astimezone()).isoformat(timespec="seconds")
    return (
        f"=== {stamp} gogui-py {__version__} pid {os.getpid()}\n"
        f"command line: {' '.join(sys.argv)}\n{message.rstrip()}\n\n"
    )


def _rotate(path: Path) -> None:
    with contextlib.suppress(OSError):
        if path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))


def append(text: str, path: Path | None = None) -> Path | None:
    """Append ``text`` to the log (folder created, log rotated when large); the path
    written, or None when it could not be written (the reason goes to stderr)."""
    target = log_path() if path is None else path
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _rotate(target)
        with open(target, "a", encoding="utf-8", errors="replace") as log:
            log.write(text)
    except OSError as exc:
        _stderr(f"gogui-py: cannot write the crash log {target}: {exc}\n")
        return None
    return target


def write_report(exc_info: ExcInfo, *, where: str = "", path: Path | None = None) -> Path | None:
    """Append the report of ``exc_info`` to the log and print it to stderr; the path
    written (None when the log could not be written)."""
    text = format_report(exc_info, where=where)
    _stderr(text)
    return append(text, path)


def enable_faulthandler(path: Path | None = None) -> IO[bytes] | None:
    """Dump the Python stack of every thread into the log on a fatal signal (SIGSEGV,
    SIGFPE, SIGABRT, SIGBUS, SIGILL). Returns the open log file, which must stay open
    (faulthandler writes to its descriptor); None when it cannot be opened (then the
    dumps go to stderr, as ``python -X faulthandler`` does)."""
    target = log_path() if path is None else path
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _rotate(target)
        log = open(target, "ab")  # noqa: SIM115 - kept open for the process's lifetime
    except OSError as exc:
        _stderr(f"gogui-py: cannot open the crash log {target}: {exc}\n")
        if sys.stderr is not None:
            with contextlib.suppress(ValueError, OSError):
                faulthandler.enable(all_threads=True)
        return None
    faulthandler.enable(log, all_threads=True)
    if hasattr(signal, "SIGTERM") and signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
        # Killed from outside (a session ending, a supervisor, ``timeout``): the stacks
        # are written, then the default action ends the process as before. Such a dump
        # has no "Fatal Python error" line.
        faulthandler.register(signal.SIGTERM, file=log, all_threads=True, chain=True)
    return log


def _stderr(text: str) -> None:
    stream = sys.stderr
    if stream is None:  # no terminal and no redirection: nothing to print to
        return
    with contextlib.suppress(OSError, ValueError):
        stream.write(text)
        stream.flush()


X11_SOCKET_DIR = "/tmp/.X11-unix"
DISPLAY_WAIT_S = 10.0
"""How long a start waits for a local X server that is not accepting connections yet."""


def local_x_socket(display: str) -> str | None:
    """The Unix socket path of a local X display (``:0``, ``:1.0``, ``unix:2``), or None
    for a remote one (``host:0``) or a malformed name."""
    host, sep, rest = display.rpartition(":")
    if not sep or host not in ("", "unix"):
        return None
    number = rest.split(".", 1)[0]
    if not number.isdigit():
        return None
    return f"{X11_SOCKET_DIR}/X{number}"


def _accepts(path: str) -> bool:
    """True when an X server accepts a connection on ``path`` or on the abstract socket
    of the same name (Linux X servers listen on both; a container may see only one)."""
    # The C module under ``socket``: importing ``socket`` itself (its enum classes,
    # selectors) takes 3-4 ms of every start on X (issue 10).
    import _socket  # noqa: PLC0415 - start-up time

    for address in (path, "\0" + path):
        probe = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        try:
            probe.settimeout(1.0)
            probe.connect(address)
        except OSError:
            continue
        finally:
            probe.close()
        return True
    return False


def wait_for_display(
    env: Mapping[str, str] | None = None,
    timeout: float = DISPLAY_WAIT_S,
    *,
    accepts: Callable[[str], bool] = _accepts,
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
) -> str | None:
    """Wait until the display Qt will use can be reached; the reason when it cannot.

    Qt ends the process with ``abort()`` when its platform plugin cannot connect (for
    xcb: "could not connect to display"), e.g. when the program is started at the same
    moment as its X server (Xvfb, a session starting up) on a busy machine. For a local
    X display this waits up to ``timeout`` seconds for the server's socket to accept a
    connection; None means "go ahead" (also for platforms this does not check: offscreen,
    Wayland, a remote X display), a string is the message for the user.
    """
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None  # offscreen, wayland, ...: Qt's own business
    display = env.get("DISPLAY", "")
    if not display:
        if not chosen and env.get("WAYLAND_DISPLAY"):
            return None
        return "no display: DISPLAY is not set (start gogui-py from a desktop session)"
    path = local_x_socket(display)
    if path is None:
        return None
    deadline = clock() + timeout
    while not accepts(path):
        if clock() >= deadline:
            return f"cannot connect to the X display {display} (no server at {path})"
        sleep(0.1)
    return None
