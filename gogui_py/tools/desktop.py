"""Desktop integration for the user: ``gogui-py --install-desktop`` / ``--uninstall-desktop``.

Installs the files of the repository's ``packaging/`` folder (shipped in the wheel and the
bundle as ``gogui_py/desktop_data``) into the user's XDG data folder
(``$XDG_DATA_HOME``, by default ``~/.local/share``)::

    applications/io.github.goguipy.GoguiPy.desktop        the menu entry, opens *.sgf
    metainfo/io.github.goguipy.GoguiPy.metainfo.xml       AppStream metadata
    mime/packages/gogui-py-sgf.xml                        application/x-go-sgf (*.sgf, "(;")
    icons/hicolor/scalable/apps/gogui-py.svg              the icon, and its PNG sizes:
    icons/hicolor/NxN/apps/gogui-py.png                   N = 16, 32, 48, 64, 128, 256
    thumbnailers/gogui-py.thumbnailer                     gogui-thumbnailer %i %o %s

The ``Exec`` lines are rewritten to the absolute path of this installation's programs
(:func:`find_commands`), so the entry works without ``PATH`` set up (a virtual
environment, a bundle). Afterwards ``update-desktop-database``,
``update-mime-database`` and ``gtk-update-icon-cache`` are run on the folders when they
are installed (each with a time limit; a missing or failing tool is a warning, not an
error). Uninstalling removes exactly these files, then runs the same tools.

No Qt here (the flags are handled before the GUI is imported).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import gogui_py
from gogui_py.tools.crash_log import data_dir

APP_ID = "io.github.goguipy.GoguiPy"
"""The application's id (AppStream component id, desktop file name)."""
ICON_NAME = "gogui-py"
"""Icon name in the hicolor theme (``Icon=`` of the desktop entry)."""
MIME_TYPE = "application/x-go-sgf"
"""The SGF MIME type (shared-mime-info's name, which GoGui and file managers use)."""
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
MIME_FILE = "gogui-py-sgf.xml"
THUMBNAILER_FILE = "gogui-py.thumbnailer"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
"""PNG icon sizes in pixels (rendered from the SVG by ``packaging/make_icons.py``)."""
TOOL_TIMEOUT_S = 30.0
"""Seconds an update tool may take before it is given up (a warning)."""

_WHEEL_DATA = "desktop_data"
"""Folder of the packaging files inside the installed package (wheel, bundle)."""


@dataclass(frozen=True)
class Commands:
    """Command lines of this installation: ``board`` opens a file (``gogui-py``), and
    ``thumbnailer`` writes a thumbnail (``gogui-thumbnailer``); each an argv prefix."""

    board: list[str]
    thumbnailer: list[str]


@dataclass
class Report:
    """What an install or uninstall did.

    Attributes:
        data_home: the XDG data folder used.
        files: files written (install) or removed (uninstall), absolute.
        tools: update tools run, as command lines.
        warnings: tools missing or failed, files that could not be removed.
    """

    data_home: Path
    files: list[Path] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def data_home(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` when absolute, else ``~/.local/share`` (XDG base directories)."""
    return data_dir(env).parent


def source_dir() -> Path:
    """The folder holding the packaging files: ``gogui_py/desktop_data`` of a wheel or
    a bundle, else the repository's ``packaging/`` beside the package (a checkout, an
    editable install).

    Raises:
        FileNotFoundError: neither has the desktop entry.
    """
    package = Path(gogui_py.__file__).resolve().parent
    for folder in (package / _WHEEL_DATA, package.parent / "packaging"):
        if (folder / DESKTOP_FILE).is_file():
            return folder
    raise FileNotFoundError(
        f"the desktop files ({DESKTOP_FILE} ...) are in neither {package / _WHEEL_DATA} "
        f"nor {package.parent / 'packaging'}"
    )


def find_commands(
    executable: str | None = None, argv0: str | None = None, frozen: bool | None = None
) -> Commands:
    """The programs the desktop files start, as absolute command lines.

    A bundle (``sys.frozen``): its executable, with ``-m gogui_py.gui.thumbnailer`` for
    the thumbnailer (the bundle runs a module as ``python -m`` does). Otherwise
    ``gogui-py`` is the running console script (``argv0`` resolved, when named
    ``gogui-py``) or the one next to the Python ``executable`` (a virtual environment's
    ``bin/``), and ``gogui-thumbnailer`` the one beside it; when a script is missing,
    ``executable -m`` its module. Arguments default to ``sys.executable``,
    ``sys.argv[0]`` and ``sys.frozen``.
    """
    python = os.path.abspath(executable or sys.executable or "python3")
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    thumbnail_module = [python, "-m", "gogui_py.gui.thumbnailer"]
    if frozen:
        return Commands([python], thumbnail_module)
    argv0 = sys.argv[0] if argv0 is None else argv0
    candidates = []
    if argv0 and Path(argv0).name == "gogui-py":
        candidates.append(Path(argv0).resolve())
    candidates.append(Path(python).parent / "gogui-py")
    board = next((p for p in candidates if _is_program(p)), None)
    if board is None:
        return Commands([python, "-m", "gogui_py.gui.app"], thumbnail_module)
    thumbnailer = board.parent / "gogui-thumbnailer"
    return Commands(
        [str(board)], [str(thumbnailer)] if _is_program(thumbnailer) else thumbnail_module
    )


def _is_program(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def exec_quote(argv: Sequence[str]) -> str:
    """``argv`` as the value of a desktop entry's ``Exec`` key (Desktop Entry
    Specification, "The Exec key"): arguments with reserved characters in double
    quotes with ``"`" `` ``$`` ``\\`` escaped, ``%`` doubled, then backslashes doubled
    again for the string value."""
    words = []
    for word in argv:
        arg = word.replace("%", "%%")
        if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
            words.append(arg)
            continue
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        words.append(f'"{escaped}"')
    return " ".join(words).replace("\\", "\\\\")


def _with_exec(text: str, commands: Commands) -> str:
    """The desktop entry or thumbnailer ``text`` with its ``Exec``/``TryExec`` lines
    pointing at ``commands`` (the field codes after the program are kept)."""
    lines = []
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if not sep or key not in ("Exec", "TryExec"):
            lines.append(line)
            continue
        words = value.split()
        program = commands.thumbnailer if words[0] == "gogui-thumbnailer" else commands.board
        if key == "TryExec":  # a plain string value: a path, no quoting
            lines.append("TryExec=" + program[0].replace("\\", "\\\\"))
        else:
            codes = [w for w in words[1:] if w.startswith("%")]
            lines.append(f"Exec={exec_quote(program)} {' '.join(codes)}".rstrip())
    return "\n".join(lines) + "\n"


def planned(source: Path, home: Path) -> list[tuple[Path, Path]]:
    """``(source file, installed path)`` of every file installed, icons last."""
    icons = home / "icons" / "hicolor"
    pairs = [
        (source / DESKTOP_FILE, home / "applications" / DESKTOP_FILE),
        (source / METAINFO_FILE, home / "metainfo" / METAINFO_FILE),
        (source / MIME_FILE, home / "mime" / "packages" / MIME_FILE),
        (source / THUMBNAILER_FILE, home / "thumbnailers" / THUMBNAILER_FILE),
        (source / "icons" / f"{ICON_NAME}.svg", icons / "scalable" / "apps" / f"{ICON_NAME}.svg"),
    ]
    for size in ICON_SIZES:
        sub = Path(f"{size}x{size}") / "apps" / f"{ICON_NAME}.png"
        pairs.append((source / "icons" / "hicolor" / sub, icons / sub))
    return pairs


def install(
    home: Path | None = None,
    commands: Commands | None = None,
    *,
    source: Path | None = None,
    run_tools: bool = True,
) -> Report:
    """Install the desktop files into ``home`` (default :func:`data_home`), their
    ``Exec`` lines pointing at ``commands`` (default :func:`find_commands`), then run the
    update tools (unless ``run_tools`` is false). Files are replaced atomically; an
    existing install is overwritten.

    Raises:
        FileNotFoundError: the packaging files are missing (:func:`source_dir`).
        OSError: a file cannot be written.
    """
    home = data_home() if home is None else home
    commands = find_commands() if commands is None else commands
    source = source_dir() if source is None else source
    report = Report(home)
    for src, dest in planned(source, home):
        if src.name in (DESKTOP_FILE, THUMBNAILER_FILE):
            data = _with_exec(src.read_text(encoding="utf-8"), commands).encode()
        else:
            data = src.read_bytes()
        _write_atomically(dest, data)
        report.files.append(dest)
    if run_tools:
        _update(home, report)
        globs = home / "mime" / "globs2"
        if report.tools and globs.is_file() and MIME_TYPE not in globs.read_text("utf-8"):
            # update-mime-database skips a package it cannot parse and still exits with 0
            report.warnings.append(f"the MIME database in {globs.parent} lacks {MIME_TYPE}")
    return report


def uninstall(home: Path | None = None, *, run_tools: bool = True) -> Report:
    """Remove the files :func:`install` writes from ``home`` (default
    :func:`data_home`), then run the update tools. The folders stay (they are shared
    with other applications); a file that cannot be removed is a warning."""
    home = data_home() if home is None else home
    report = Report(home)
    for _src, dest in planned(Path(), home):
        try:
            dest.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            report.warnings.append(f"cannot remove {dest}: {error.strerror}")
            continue
        report.files.append(dest)
    if run_tools:
        _update(home, report)
    return report


def _write_atomically(dest: Path, data: bytes) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    temporary = dest.with_name(f".{dest.name}.tmp{os.getpid()}")
    try:
        temporary.write_bytes(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, dest)
    finally:
        temporary.unlink(missing_ok=True)


def _update(home: Path, report: Report) -> None:
    """Run the cache tools on the folders that exist; record what ran or failed."""
    applications, mime, hicolor = home / "applications", home / "mime", home / "icons" / "hicolor"
    jobs = [
        ("update-desktop-database", ["-q", str(applications)], applications),
        ("update-mime-database", [str(mime)], mime),
        ("gtk-update-icon-cache", ["-q", "-f", "-t", str(hicolor)], hicolor),
    ]
    for tool, args, folder in jobs:
        if not folder.is_dir():
            continue
        path = shutil.which(tool)
        if path is None:
            report.warnings.append(f"{tool} is not installed: its cache was not updated")
            continue
        command = [path, *args]
        report.tools.append(" ".join(command))
        try:
            done = subprocess.run(
                command,
                capture_output=True,
                text=True,
                timeout=TOOL_TIMEOUT_S,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            report.warnings.append(f"{tool} failed: {error}")
            continue
        if done.returncode != 0:
            detail = (done.stderr or done.stdout).strip().splitlines()
            report.warnings.append(
                f"{tool} exited with {done.returncode}" + (f": {detail[-1]}" if detail else "")
            )


def run_flag(install_files: bool) -> int:
    """``--install-desktop`` (``install_files``) or ``--uninstall-desktop``: do it, print
    what was done to standard output and warnings to standard error; the exit status
    (0 done, 1 the packaging files are missing or a file could not be written)."""
    try:
        report = install() if install_files else uninstall()
    except OSError as error:
        print(f"gogui-py: desktop integration failed: {error}", file=sys.stderr)
        return 1
    verb = "installed" if install_files else "removed"
    print(f"gogui-py: {len(report.files)} files {verb} under {report.data_home}")
    for path in report.files:
        print(f"  {path.relative_to(report.data_home)}")
    for tool in report.tools:
        print(f"  ran {tool}")
    for warning in report.warnings:
        print(f"gogui-py: warning: {warning}", file=sys.stderr)
    if install_files:
        print(f"gogui-py: SGF files ({MIME_TYPE}) now open with {DESKTOP_FILE}")
    return 0
