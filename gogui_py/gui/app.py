"""``gogui-py`` entry point: the command line, the window, the event loop.

No Qt import at module level: ``--help`` and ``--version`` work without a display.
"""

from __future__ import annotations

import argparse
import gc
import shlex
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gogui_py import __version__
from gogui_py.go import Color
from gogui_py.go.point import MAX_BOARD_SIZE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from gogui_py.gui.main_window import MainWindow
    from gogui_py.gui.startup.guard import ErrorReporter


@dataclass(frozen=True)
class Options:
    """Parsed command line.

    ``program`` is the engine's argv (``None``: attach GNU Go when found; ``[]``: no engine);
    ``computer`` is the set of colours the engine plays (``None``: the default, White);
    ``ruler`` the argv of a GTP ruler to attach (another game than Go; rulers.md);
    ``black`` and ``white`` the argv of engines playing that colour (the same command for
    both: one program plays both).
    """

    file: str | None
    program: list[str] | None
    computer: frozenset[Color] | None
    size: int | None
    komi: float | None
    ruler: list[str] | None = None
    black: list[str] | None = None
    white: list[str] | None = None
    recover: str = "ask"
    """Unsaved games of ended instances: ``ask``, ``all``, ``none`` or a recovery file."""


def _board_size(text: str) -> int:
    """``--size``: 2 to SGF's 52 (GTP engines stop at 25: larger boards are for records)."""
    value = int(text)
    if not 2 <= value <= MAX_BOARD_SIZE:
        raise argparse.ArgumentTypeError(f"board size must be 2-{MAX_BOARD_SIZE}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argparse parser behind :func:`parse_args`."""
    parser = argparse.ArgumentParser(
        prog="gogui-py",
        description="A board for programs that speak GTP (the Go Text Protocol).",
    )
    parser.add_argument("file", nargs="?", help="SGF file to open")
    parser.add_argument(
        "--program",
        metavar="CMD",
        help="command line of the GTP engine to attach (default: GNU Go when installed); "
        "'' for none",
    )
    parser.add_argument(
        "--ruler",
        metavar="CMD",
        help="command line of a GTP ruler (gogui-rules_* commands) to play its game, "
        "e.g. 'python3 -m gogui_py.programs.othello'; no engine is attached unless "
        "--program is given",
    )
    for color in ("black", "white"):
        parser.add_argument(
            f"--{color}",
            metavar="CMD",
            help=f"command line of an engine that plays {color.capitalize()} (with --"
            f"{'white' if color == 'black' else 'black'}: two engines play each other)",
        )
    group = parser.add_mutually_exclusive_group()
    for name, help_text in (
        ("black", "the engine plays Black"),
        ("white", "the engine plays White (default)"),
        ("both", "the engine plays both colours"),
        ("none", "the engine plays no colour"),
    ):
        group.add_argument(
            f"--computer-{name}",
            dest="computer",
            action="store_const",
            const=name,
            help=help_text,
        )
    parser.add_argument(
        "--size",
        type=_board_size,
        metavar="N",
        help=f"board size 2-{MAX_BOARD_SIZE} (engines: up to 25)",
    )
    parser.add_argument("--komi", type=float, metavar="K", help="komi")
    parser.add_argument(
        "--recover",
        metavar="WHAT",
        default="ask",
        help="unsaved games of a gogui-py that ended without saving: 'ask' (default), "
        "'all' (restore without asking), 'none', or the path of one recovery file",
    )
    for flag, what in (("install", "install"), ("uninstall", "remove")):
        parser.add_argument(
            f"--{flag}-desktop",
            action=_DesktopAction,
            help=f"{what} the menu entry, the SGF file type, icons and thumbnailer for the "
            "current user ($XDG_DATA_HOME, default ~/.local/share), then exit",
        )
    parser.add_argument("--version", action="version", version=f"gogui-py {__version__}")
    return parser


class _DesktopAction(argparse.Action):
    """``--install-desktop`` / ``--uninstall-desktop``: run
    :func:`gogui_py.tools.desktop.run_flag` and exit with its status, as ``--version``
    exits (no Qt; the module is imported only when the flag is given)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)  # type: ignore[arg-type]

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from gogui_py.tools.desktop import run_flag

        parser.exit(run_flag(install_files=option_string == "--install-desktop"))


_COMPUTER = {
    "black": frozenset({Color.BLACK}),
    "white": frozenset({Color.WHITE}),
    "both": frozenset({Color.BLACK, Color.WHITE}),
    "none": frozenset(),
}


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Parse ``argv`` (without the program name). Exits with status 2 on bad options."""
    parser = build_parser()
    ns = parser.parse_args(argv)
    program: list[str] | None = None
    if ns.program is not None:
        try:
            program = shlex.split(ns.program)
        except ValueError as exc:
            parser.error(f"--program: {exc}")
    ruler: list[str] | None = None
    if ns.ruler is not None:
        try:
            ruler = shlex.split(ns.ruler)
        except ValueError as exc:
            parser.error(f"--ruler: {exc}")
        if not ruler:
            parser.error("--ruler: empty command")
    players: dict[str, list[str] | None] = {}
    for color in ("black", "white"):
        text = getattr(ns, color)
        try:
            players[color] = shlex.split(text) if text is not None else None
        except ValueError as exc:
            parser.error(f"--{color}: {exc}")
        if text is not None and not players[color]:
            parser.error(f"--{color}: empty command")
    computer = _COMPUTER[ns.computer] if ns.computer else None
    return Options(
        file=ns.file,
        program=program,
        computer=computer,
        size=ns.size,
        komi=ns.komi,
        ruler=ruler,
        black=players["black"],
        white=players["white"],
        recover=ns.recover,
    )


GIL_SWITCH_INTERVAL = 0.001
"""Seconds a thread holds the GIL before a waiting one takes it (CPython default 0.005)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the board; returns the exit status. ``--help`` needs no display.

    A start never ends silently (issue 10): a fatal signal dumps the Python stacks into
    the crash log (:mod:`gogui_py.tools.crash_log`); a display that cannot be reached is
    reported instead of Qt's ``abort()``; an exception while the window is built is logged
    and shown in a dialog, then the status is 1; one later is logged and shown while the
    window keeps running (:mod:`gogui_py.gui.startup`); an event loop that ends before the
    window was shown gives a non-zero status.
    """
    options = parse_args(sys.argv[1:] if argv is None else argv)
    keep_sigint_for_programs()
    from gogui_py.tools import crash_log

    global _fault_log  # noqa: PLW0603 - faulthandler writes to it until the process ends
    _fault_log = crash_log.enable_faulthandler()
    problem = crash_log.wait_for_display()
    if problem is not None:
        crash_log.append(crash_log.format_message(problem))
        print(f"gogui-py: {problem}; see {crash_log.log_path()}", file=sys.stderr)
        return 1
    # No collection until the window is painted: start-up creates objects that all live
    # on (modules, Qt's enum classes, widgets, an opened record's nodes), so collecting
    # them is lost time; _after_first_paint freezes them and turns the collector back on.
    gc.disable()
    try:
        from PySide6.QtWidgets import QApplication

        from gogui_py.gui.startup import feature_hook

        # until the deferred set-up is done: imports skip PySide6's source scan
        restore_hook = feature_hook.set_aside()
        from gogui_py.gui.startup.launch import Launch
    except Exception:  # a broken installation: no dialog without Qt, the log says why
        gc.enable()
        exc_type, exc, tb = sys.exc_info()
        assert exc_type is not None and exc is not None
        crash_log.write_report((exc_type, exc, tb), where="importing Qt")
        return 1
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName("gogui-py")
    app.setOrganizationName("gogui-py")
    from gogui_py.gui import i18n

    i18n.install(app)  # the language of the preferences or the system, before any text
    from gogui_py.gui.theme.palette import apply_stored_theme

    apply_stored_theme()  # light or dark when chosen (View > Theme); nothing by default

    def build() -> MainWindow:
        return _build_for_main(options, launch.reporter)

    launch = Launch(
        app,
        build,
        after_paint=lambda window: _after_first_paint(window, options, restore_hook),
        close=_close_unasked,
    )
    try:
        return launch.run()
    finally:
        restore_hook()
        _restore_ignored_sigint()


def _build_for_main(options: Options, reporter: ErrorReporter) -> MainWindow:
    """:func:`build_window` (the window as its first frame shows it: :func:`_after_first_paint`
    completes it), where an unexpected error while opening the file (not one
    :class:`~gogui_py.gui.record.file_ops.FileOps` reports itself, such as a syntax
    error) is logged and shown, and the window starts with an empty board."""
    window = build_window(replace(options, file=None), complete=False)
    if options.file:
        try:
            window.files.open_path(options.file, ask=False)
        except Exception:
            exc_type, exc, tb = sys.exc_info()
            assert exc_type is not None and exc is not None
            reporter.parent_window = window
            reporter.report((exc_type, exc, tb), where=f"opening {options.file}")
    return window


def keep_sigint_for_programs() -> None:
    """Started in the background by a script (``gogui-py FILE &``), SIGINT is ignored,
    and the programs we start would inherit that, so gogui-sigint could never interrupt
    them. A Python handler is not inherited (a program starts with the default action),
    and this one ignores SIGINT in the board as the shell meant. (Python's
    ``default_int_handler``, used before, turned a SIGINT sent to the script's process
    group into a KeyboardInterrupt that ended the start before the window showed.)"""
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, _ignore_sigint)


def _restore_ignored_sigint() -> None:
    """SIGINT ignored again at exit when it was at start: Python's finalization puts the
    default action back for handlers it installed, and a SIGINT then would end the process
    with -SIGINT instead of its exit status."""
    if signal.getsignal(signal.SIGINT) is _ignore_sigint:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ignore_sigint(_signum: int, _frame: object) -> None:
    """The SIGINT handler of a board started with SIGINT ignored: nothing happens."""


_fault_log: object = None
"""The crash log file faulthandler writes to (kept open for the process's lifetime)."""


def _after_first_paint(
    window: QMainWindow, options: Options, restore_hook: Callable[[], None]
) -> None:
    """Set-up deferred until the window has been painted once: the rest of the window
    (:meth:`~gogui_py.gui.main_window.MainWindow.complete`), PySide6's import hook back,
    the programs (a process and a thread each), then the start-up heap is frozen."""
    from gogui_py.gui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    try:
        window.complete()
    finally:
        restore_hook()
    from gogui_py.gui.startup.icon import set_identity

    set_identity()  # the window icon, the desktop entry's name
    attach_programs(window, options)
    window.recovery.offer(options.recover)  # unsaved games of ended instances
    from gogui_py.gui.startup.terminate import install as handle_sigterm

    handle_sigterm(window, lambda: _end_terminated(window))  # a logout ends it, no questions
    # Start-up objects live for the whole session: keep them out of the collector's
    # full passes, which otherwise stall the GUI for tens of milliseconds.
    gc.freeze()
    gc.enable()


def _end_terminated(window: MainWindow) -> None:
    """The session ends on SIGTERM: the unsaved record journaled now (its recovery file
    stays for the next start), the window's layout kept, the programs, matches and
    regression runs ended."""
    from gogui_py.gui.window.layout_memory import save_layout

    window.recovery.journal.write_now()
    save_layout(window)
    window.session.shutdown()
    window.matches.shutdown()
    window.regress.shutdown()


def _close_unasked(window: QMainWindow) -> None:
    """Close ``window`` without the unsaved-changes question (probe mode)."""
    from gogui_py.gui.main_window import MainWindow

    if isinstance(window, MainWindow):
        window.controller._set_modified(False)
    window.close()


def create_window(options: Options) -> MainWindow:
    """Build the main window for ``options`` and attach its programs (a QApplication
    must exist): :func:`build_window` then :func:`attach_programs`. ``main`` does the
    second after the first paint."""
    window = build_window(options)
    attach_programs(window, options)
    return window


def build_window(options: Options, *, complete: bool = True) -> MainWindow:
    """The main window for ``options`` with its file open, no program attached yet
    (with ``complete`` false, only what its first frame shows: see
    :mod:`gogui_py.gui.main_window`).

    Also shortens the GIL switch interval to :data:`GIL_SWITCH_INTERVAL`: program output
    is parsed in Python on reader and bridge threads, and every Python slot of the GUI
    thread waits for the GIL; with CPython's default 5 ms, a program flooding its pipes
    kept the window from repainting for 50-100 ms (measured: median longest gap under a
    25 MB stderr flood 55 -> 24 ms).
    """
    if sys.getswitchinterval() > GIL_SWITCH_INTERVAL:
        sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    from gogui_py.go import BoardSize
    from gogui_py.gui.main_window import MainWindow
    from gogui_py.gui.play.session import PlaySession
    from gogui_py.gui.record.controller import GameController

    size = BoardSize.square(options.size or 19)
    controller = GameController(size, options.komi if options.komi is not None else 7.5)
    session = PlaySession(controller)
    session.computer = options.computer if options.computer is not None else _WHITE
    window = MainWindow(controller, session, complete=complete)
    if options.file:
        window.files.open_path(options.file, ask=False)
    return window


def attach_programs(window: MainWindow, options: Options) -> None:
    """Attach the programs of ``options`` to ``window``: the ruler and its players, the
    engines given, or the default engine."""
    session = window.session
    players = _players(options, session.computer)
    if options.ruler:
        # Engines wait for the ruler's game: their colours are given once it has started.
        session.default_colors = frozenset()
        pending = [(session.attach(a, _label(a), colors=frozenset()), c) for a, c in players]
        window.rules_menu.pending_players = pending
        window.rules_menu.attach(options.ruler, _label(options.ruler))
    elif options.program is None and options.black is None and options.white is None:
        # GNU Go when installed, else the bundled Monte-Carlo engine
        window.engine_menu.attach_default()
    else:
        for argv, colors in players:
            session.attach(argv, _label(argv), colors=colors)


_WHITE = frozenset({Color.WHITE})


def _players(
    options: Options, computer: frozenset[Color]
) -> list[tuple[list[str], frozenset[Color]]]:
    """The engines of the command line with their colours: ``--black``/``--white`` (one
    program when both give the same command), then ``--program`` with the computer colours
    they leave."""
    players: list[tuple[list[str], frozenset[Color]]] = []
    black, white = options.black, options.white
    if black is not None and black == white:
        players.append((black, frozenset({Color.BLACK, Color.WHITE})))
    else:
        if black is not None:
            players.append((black, frozenset({Color.BLACK})))
        if white is not None:
            players.append((white, _WHITE))
    taken = frozenset(c for _argv, colors in players for c in colors)
    if options.program:
        players.insert(0, (options.program, computer - taken))
    return players


def _label(argv: list[str]) -> str:
    """A short name for a program: its file name, or the module run with ``-m``."""
    if len(argv) >= 3 and argv[1] == "-m":
        return argv[2].rsplit(".", 1)[-1]
    return argv[0].rsplit("/", 1)[-1]


if __name__ == "__main__":
    sys.exit(main())
