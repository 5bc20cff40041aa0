"""The standalone bundle: packaging/build_bundle.sh builds it (about a minute), and it runs
with a clean environment, where neither the project's venv nor a Python is on the path:
``--version``, an offscreen start that opens corpus records, and the bundled engine,
rulers, thumbnailer and desktop installer that the app starts as ``gogui-py -m MODULE``.

Marked ``bundle`` (``-m "not bundle"`` leaves it out); skipped where PyInstaller or
PySide6 is not installed (the core suite).
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py import __version__
from tests.conftest import corpus_dir

pytest.importorskip("PyInstaller", reason="PyInstaller is a dev extra (pip install -e '.[dev]')")
pytest.importorskip("PySide6", reason="the bundle is of the Qt app")

pytestmark = [pytest.mark.bundle, pytest.mark.timeout(900)]

ROOT = Path(__file__).resolve().parents[2]
PROBE_SHOWN = "gogui-py: window shown"
PROBE_DIALOG = "gogui-py: error dialog shown:"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bundle's program, built once for this module from the working tree."""
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [str(ROOT / "packaging" / "build_bundle.sh"), str(dist)],
        env={"PATH": "/usr/bin:/bin", "HOME": str(dist), "PYTHON": sys.executable},
        capture_output=True,
        text=True,
        timeout=850,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    program = dist / "gogui-py" / "gogui-py"
    assert program.is_file()
    yield program


def clean_run(
    argv: list[str | Path], home: Path, stdin: str = "", **env: str
) -> subprocess.CompletedProcess[str]:
    """Run ``argv`` as a user without the venv: only HOME, PATH=/usr/bin:/bin, the
    offscreen platform and ``env``; the working folder is ``home``."""
    return subprocess.run(
        [str(a) for a in argv],
        env={"HOME": str(home), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", **env},
        cwd=home,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_version(bundle: Path, tmp_path: Path) -> None:
    done = clean_run([bundle, "--version"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"gogui-py {__version__}"


def test_opens_corpus_records_offscreen(bundle: Path, tmp_path: Path) -> None:
    for record in (
        corpus_dir("sabaki", "complex.sgf"),  # variations, markup, long comments
        corpus_dir("sabaki", "no-ca.sgf"),  # GB18030 without CA: the encoding detector
    ):
        done = clean_run([bundle, record], tmp_path, GOGUI_PY_STARTUP_PROBE="1")
        assert done.returncode == 0, done.stdout + done.stderr
        assert PROBE_SHOWN in done.stdout and PROBE_DIALOG not in done.stdout, done.stdout
        assert "Traceback" not in done.stderr, done.stderr
        # the same reader, as the bundle's gogui-convert: the record reads without error
        check = clean_run([bundle, "-m", "gogui_py.tools.convert", "--check", record], tmp_path)
        assert check.returncode == 0, check.stdout + check.stderr
        assert "error:" not in check.stdout
    crash_log = tmp_path / ".local" / "share" / "gogui-py" / "crash.log"
    assert not crash_log.exists() or not crash_log.read_text().strip()
    # the app lists its own engine as the bundle's program running the engine module
    settings = (tmp_path / ".config" / "gogui-py" / "gogui-py.conf").read_text()
    assert shlex.join([str(bundle), "-m", "gogui_py.programs.go"]) in settings


def test_bundled_engine_and_rulers_run_from_the_bundle(bundle: Path, tmp_path: Path) -> None:
    done = clean_run(
        [bundle, "-m", "gogui_py.programs.go"],
        tmp_path,
        stdin="name\nboardsize 9\nclear_board\nplay b e5\ngenmove w\nquit\n",
    )
    assert done.returncode == 0, done.stderr
    answers = [line for line in done.stdout.splitlines() if line]
    assert answers[0] == "= gogui-py Go"
    assert answers[4].startswith("= ") and len(answers[4]) > 2  # a move or pass
    for game in ("Othello", "Gomoku", "Renju", "Hex"):
        done = clean_run(
            [bundle, "-m", f"gogui_py.programs.{game.lower()}"],
            tmp_path,
            stdin="gogui-rules_game_id\ngogui-rules_legal_moves\nquit\n",
        )
        assert done.returncode == 0, done.stderr
        answers = [line for line in done.stdout.splitlines() if line]
        assert answers[0] == f"= {game}"
        assert len(answers[1].split()) > 2  # the legal moves of the opening


def test_thumbnailer_and_desktop_install_from_the_bundle(bundle: Path, tmp_path: Path) -> None:
    record = corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")
    out = tmp_path / "thumb.png"
    done = clean_run([bundle, "-m", "gogui_py.gui.thumbnailer", record, out, "64"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    data = tmp_path / "data"
    done = clean_run([bundle, "--install-desktop"], tmp_path, XDG_DATA_HOME=str(data))
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "io.github.goguipy.GoguiPy.desktop").read_text()
    assert f"Exec={bundle} %f\n" in entry
    thumbnailer = (data / "thumbnailers" / "gogui-py.thumbnailer").read_text()
    assert f"Exec={bundle} -m gogui_py.gui.thumbnailer %i %o %s\n" in thumbnailer
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "gogui-py.png").is_file()
