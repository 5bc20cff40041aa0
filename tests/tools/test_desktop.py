"""Desktop integration: the packaging/ files pass the freedesktop validators, and
``gogui-py --install-desktop`` / ``--uninstall-desktop`` (real processes, without Qt) in a
scratch XDG_DATA_HOME make xdg-mime name our entry for SGF files, and undo it.

The validators and xdg-mime come from Debian packages the test set-up installs
(gogui.sh TEST_PACKAGES); each test that needs one is skipped with the package's name
when it is absent.
"""

from __future__ import annotations

import os
import shlex
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import gogui_py
from gogui_py.tools import desktop
from gogui_py.tools.desktop import (
    DESKTOP_FILE,
    ICON_SIZES,
    METAINFO_FILE,
    MIME_FILE,
    MIME_TYPE,
    THUMBNAILER_FILE,
    Commands,
    exec_quote,
    find_commands,
)
from tests.conftest import corpus_dir

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def need(tool: str, package: str) -> str:
    """The path of ``tool``; skips the test when it is not installed."""
    path = shutil.which(tool)
    if path is None:
        pytest.skip(
            f"{tool} is not installed (Debian package {package}; gogui.sh test installs it)"
        )
    return path


def run(argv: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False, env=env)


def scratch_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a user whose XDG folders are all under ``tmp_path`` (nothing of
    the machine's own MIME database or applications is seen)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    for name, sub in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_DIRS", "system"),
        ("XDG_CONFIG_DIRS", "system-config"),
    ):
        (tmp_path / sub).mkdir(exist_ok=True)
        env[name] = str(tmp_path / sub)
    env["HOME"] = str(tmp_path)
    return env


def desktop_flag(flag: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``gogui-py FLAG`` as a real process; its last line says whether Qt was imported."""
    script = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('Qt imported' if 'PySide6' in sys.modules else 'no Qt'))\n"
        "from gogui_py.gui.app import main\n"
        f"sys.exit(main([{flag!r}]))\n"
    )
    return run([sys.executable, "-c", script], env)


# -- the files in packaging/ ------------------------------------------------------------


def test_desktop_entry_validates() -> None:
    validate = need("desktop-file-validate", "desktop-file-utils")
    done = run([validate, str(PACKAGING / DESKTOP_FILE)])
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_validates() -> None:
    appstreamcli = need("appstreamcli", "appstream")
    done = run([appstreamcli, "validate", "--no-net", str(PACKAGING / METAINFO_FILE)])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower() and "warning" not in done.stdout.lower()


def test_mime_package_gives_the_sgf_glob_and_magic(tmp_path: Path) -> None:
    update = need("update-mime-database", "shared-mime-info")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(PACKAGING / MIME_FILE, packages)
    done = run([update, str(tmp_path / "mime")])
    assert done.returncode == 0, done.stderr
    # update-mime-database skips a package it cannot parse, with status 0
    assert f"{MIME_TYPE}:*.sgf" in (tmp_path / "mime" / "globs2").read_text()
    magic = (tmp_path / "mime" / "magic").read_bytes()
    assert f"[50:{MIME_TYPE}]".encode() in magic
    assert b"\x02(;" in magic and b"\x05\xef\xbb\xbf(;" in magic  # "(;", after a BOM too


def test_thumbnailer_entry_and_icons() -> None:
    lines = (PACKAGING / THUMBNAILER_FILE).read_text().splitlines()
    assert lines[0] == "[Thumbnailer Entry]"
    assert "Exec=gogui-thumbnailer %i %o %s" in lines
    assert f"MimeType={MIME_TYPE};" in lines
    for size in ICON_SIZES:
        png = PACKAGING / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "gogui-py.png"
        header = png.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(header[16:20]) == int.from_bytes(header[20:24]) == size


# -- Exec lines and the programs they name ----------------------------------------------


@pytest.mark.parametrize(
    ("argv", "value"),
    [
        (["/usr/bin/gogui-py"], "/usr/bin/gogui-py"),
        (["/opt/my apps/gogui-py"], '"/opt/my apps/gogui-py"'),
        (["/a/py", "-m", "x.y"], "/a/py -m x.y"),
        (["/o'k/$x`y\"z"], '"/o\'k/\\\\$x\\\\`y\\\\"z"'),
        (["/back\\slash"], '"/back\\\\\\\\slash"'),
        (["/100%/p"], "/100%%/p"),
    ],
)
def test_exec_quote(argv: list[str], value: str) -> None:
    assert exec_quote(argv) == value


def _program(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_find_commands(tmp_path: Path) -> None:
    python = _program(tmp_path / "venv" / "bin" / "python")
    thumbnail_module = [str(python), "-m", "gogui_py.gui.thumbnailer"]
    # nothing installed beside the Python: python -m for both
    assert find_commands(str(python), "x", frozen=False) == Commands(
        [str(python), "-m", "gogui_py.gui.app"], thumbnail_module
    )
    board = _program(tmp_path / "venv" / "bin" / "gogui-py")
    assert find_commands(str(python), "x", frozen=False) == Commands([str(board)], thumbnail_module)
    thumbnailer = _program(tmp_path / "venv" / "bin" / "gogui-thumbnailer")
    assert find_commands(str(python), "x", frozen=False) == Commands(
        [str(board)], [str(thumbnailer)]
    )
    # the running console script wins (pip --user: ~/.local/bin, the Python elsewhere)
    user = _program(tmp_path / "user" / "bin" / "gogui-py")
    assert find_commands(str(python), str(user), frozen=False).board == [str(user)]
    # a bundle: its executable, which runs modules as python -m does
    assert find_commands(str(board), str(board), frozen=True) == Commands(
        [str(board)], [str(board), "-m", "gogui_py.gui.thumbnailer"]
    )


def test_install_rewrites_exec_and_the_result_validates(tmp_path: Path) -> None:
    commands = Commands(["/opt/go apps/gogui-py"], ["/opt/go apps/gogui-py", "-m", "t.m"])
    report = desktop.install(tmp_path, commands, run_tools=False)
    installed = {p.relative_to(tmp_path).as_posix() for p in report.files}
    assert installed == {
        f"applications/{DESKTOP_FILE}",
        f"metainfo/{METAINFO_FILE}",
        f"mime/packages/{MIME_FILE}",
        f"thumbnailers/{THUMBNAILER_FILE}",
        "icons/hicolor/scalable/apps/gogui-py.svg",
        *(f"icons/hicolor/{n}x{n}/apps/gogui-py.png" for n in ICON_SIZES),
    }
    entry = (tmp_path / "applications" / DESKTOP_FILE).read_text()
    assert 'Exec="/opt/go apps/gogui-py" %f\n' in entry
    thumbnailer = (tmp_path / "thumbnailers" / THUMBNAILER_FILE).read_text()
    assert 'Exec="/opt/go apps/gogui-py" -m t.m %i %o %s\n' in thumbnailer
    assert "TryExec=/opt/go apps/gogui-py\n" in thumbnailer
    if shutil.which("desktop-file-validate"):
        done = run(["desktop-file-validate", str(tmp_path / "applications" / DESKTOP_FILE)])
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    assert desktop.uninstall(tmp_path, run_tools=False).files == report.files
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]


# -- the flags, as a user runs them ----------------------------------------------------


def test_install_desktop_makes_sgf_files_open_with_gogui_py(tmp_path: Path) -> None:
    xdg_mime = need("xdg-mime", "xdg-utils")
    need("update-desktop-database", "desktop-file-utils")
    need("update-mime-database", "shared-mime-info")
    env = scratch_env(tmp_path)
    game = tmp_path / "some.sgf"
    shutil.copy(corpus_dir("gogui", "statistics-game-1.sgf"), game)
    assert run([xdg_mime, "query", "default", MIME_TYPE], env).stdout.strip() == ""

    done = desktop_flag("--install-desktop", env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "no Qt"
    assert "warning" not in done.stderr, done.stderr
    data = tmp_path / "data"
    assert f"applications/{DESKTOP_FILE}" in done.stdout
    assert run([xdg_mime, "query", "default", MIME_TYPE], env).stdout.strip() == DESKTOP_FILE
    # the entry starts this installation's program, whatever PATH says
    entry = (data / "applications" / DESKTOP_FILE).read_text()
    exec_line = next(line for line in entry.splitlines() if line.startswith("Exec="))
    program = shlex.split(exec_line.removeprefix("Exec="))[0]
    assert os.access(program, os.X_OK)
    thumbnailer = (data / "thumbnailers" / THUMBNAILER_FILE).read_text()
    assert thumbnailer.rstrip().endswith(f"MimeType={MIME_TYPE};")

    if shutil.which("mimetype") is None:  # xdg-mime falls back to file(1), which has no SGF
        pytest.skip("mimetype is not installed (Debian package libfile-mimeinfo-perl)")
    bare = tmp_path / "record"  # no extension: the "(;" magic
    bare.write_bytes(b"(;GM[1]SZ[9];B[ee])")
    for path in (game, bare):
        found = run([xdg_mime, "query", "filetype", str(path)], env).stdout.strip()
        assert found == MIME_TYPE, path

    done = desktop_flag("--uninstall-desktop", env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "no Qt"
    assert not (data / "applications" / DESKTOP_FILE).exists()
    assert run([xdg_mime, "query", "default", MIME_TYPE], env).stdout.strip() == ""
    assert run([xdg_mime, "query", "filetype", str(bare)], env).stdout.strip() != MIME_TYPE


def test_help_lists_the_desktop_flags() -> None:
    done = run([sys.executable, "-m", "gogui_py.gui.app", "--help"])
    assert "--install-desktop" in done.stdout and "--uninstall-desktop" in done.stdout


def test_missing_packaging_files_fail_with_a_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(gogui_py, "__file__", str(tmp_path / "gogui_py" / "__init__.py"))
    with pytest.raises(FileNotFoundError):
        desktop.source_dir()
    assert desktop.run_flag(install_files=True) == 1
    assert "desktop integration failed: the desktop files" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())
