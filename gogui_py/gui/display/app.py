"""``gogui-display PROGRAM``: a GTP proxy that shows the game it passes through.

GoGui's gogui-display: a controller (``gogui-match``, another GUI, a terminal) talks GTP
on standard input and output, every command goes on to PROGRAM (a command line, or
``tcp://HOST:PORT`` for an engine served by ``gogui-server``) and every answer comes back
unchanged (:mod:`gogui_py.tools.display_proxy`), while a window shows the board
(:mod:`.window`). Standard output carries GTP only; logs go to standard error.
GoGui's options where it has them (``--config``, ``--verbose``, ``--version``); ``--size``
is the board size before the first ``boardsize``. When the stream ends (``quit`` or end
of input) the engine is quit and the window closes, so a match runner sees the program
exit; ``--keep-open`` keeps it open with "GTP stream was closed" as GoGui does, in a
child process that gives the stream up, so the process the controller started still
ends (:mod:`gogui_py.tools.display_detach`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import gogui_py
from gogui_py.gtp.errors import GtpEngineDied
from gogui_py.tools.display_detach import child_done_fd, release_stream, run_detached
from gogui_py.tools.display_proxy import GtpProxy, open_engine, run_headless, stderr_log
from gogui_py.tools.program_args import PROGRAM_HELP, add_program, parse_proxy_args


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-display",
        description="A GTP proxy in front of PROGRAM that shows the game in a window: "
        "commands on stdin go to PROGRAM, its answers come back unchanged on stdout "
        "(give a match runner or another controller 'gogui-display \"PROGRAM ARGS\"' as "
        "the engine).",
    )
    add = parser.add_argument
    add("--config", metavar="FILE", help="read options from FILE, one per line")
    add("--size", type=int, default=19, metavar="N", help="board size at start (default 19)")
    add("--verbose", action="store_true", help="log the GTP stream to stderr")
    add(
        "--keep-open",
        action="store_true",
        help="keep the window open when the GTP stream closes (as GoGui): the answer to "
        "quit comes, the output closes and the process the controller started exits; "
        "the window (in a process of its own) stays until you close it",
    )
    add("--no-window", action="store_true", help="pass the stream through without a window")
    add("--version", action="version", version=f"gogui-display {gogui_py.__version__}")
    add_program(parser, f"{PROGRAM_HELP}; or tcp://HOST:PORT")
    return parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The options (``--config`` files expanded); exits with status 2 on a bad one."""
    return parse_proxy_args(_parser(), argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; the exit status (1 when the engine cannot be started)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.no_window:
        return run_headless(args.program, args.size, args.verbose)
    done_fd = child_done_fd()
    if args.keep_open and done_fd is None:
        return run_detached(sys.argv[1:] if argv is None else argv)
    try:
        channel = open_engine(args.program, args.verbose)
    except GtpEngineDied as error:
        stderr_log(f"cannot start the engine: {error}")
        return 1
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415 - --help needs no Qt

    from gogui_py.gui import i18n  # noqa: PLC0415
    from gogui_py.gui.display.window import DisplayWindow  # noqa: PLC0415

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName("gogui-display")
    app.setOrganizationName("gogui-py")
    i18n.install(app)
    app.setQuitOnLastWindowClosed(False)  # a closed window does not end the stream
    window = DisplayWindow(keep_open=args.keep_open)
    proxy = GtpProxy(
        channel,
        size=args.size,
        on_view=window.bridge.post,
        on_end=window.bridge.end,
        log=stderr_log if args.verbose else None,
    )

    def stream_ended() -> None:
        if args.keep_open and window.isVisible():
            release_stream(done_fd)  # the launcher exits; this window stays
            app.setQuitOnLastWindowClosed(True)
        else:
            app.quit()

    window.bridge.ended.connect(stream_ended)
    window.show()
    proxy.start()
    try:
        app.exec()
    finally:
        proxy.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
