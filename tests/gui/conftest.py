"""GUI test fixtures: offscreen Qt, and no QThread may outlive a test."""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Callable, Iterator

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Settings (QSettings) of the tests go to a throw-away folder, never the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="gogui-py-test-config-")
# Recovery files (autosave) and the crash log too.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="gogui-py-test-data-")

import pytest
from PySide6.QtCore import QThread

from gogui_py.gui.app import Options, parse_args
from gogui_py.gui.main_window import MainWindow


def running_qthreads() -> list[QThread]:
    """QThread objects (other than the main thread) that are still running."""
    main = QThread.currentThread()
    return [
        obj
        for obj in gc.get_objects()
        if isinstance(obj, QThread) and obj is not main and obj.isRunning()
    ]


@pytest.fixture(autouse=True)
def frozen_heap() -> Iterator[None]:
    """Run each GUI test as the app runs: objects alive before it are frozen out of the
    garbage collector's full passes (the app calls gc.freeze() after start-up), so the
    stall measurements see the GUI's own pauses, not the rest of the test session's heap."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


@pytest.fixture(autouse=True)
def empty_clipboard() -> Iterator[None]:
    """Empty the clipboard after each test: an image left on the offscreen platform's
    clipboard crashed the interpreter's exit (segmentation fault after the last test, so
    the run's status was 139 although every test passed)."""
    yield
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        QGuiApplication.clipboard().clear()


@pytest.fixture(autouse=True)
def fresh_settings() -> Iterator[None]:
    """Each test starts from empty settings (QSettings of the throw-away folder): what one
    test stores (recent files, bookmarks, shell history, theme...) never reaches the next."""
    yield
    from PySide6.QtCore import QCoreApplication, QSettings

    if QCoreApplication.instance() is not None:
        store = QSettings()
        store.clear()
        store.sync()


@pytest.fixture(autouse=True)
def no_leaked_qthreads() -> Iterator[None]:
    """Fail a test that leaves a QThread running."""
    yield
    threads = running_qthreads()
    for thread in threads:
        thread.wait(3000)
    still = [t.objectName() or repr(t) for t in running_qthreads()]
    assert not still, f"test left QThreads running: {still}"


WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: object) -> Iterator[WindowFactory]:
    """Build main windows from command-line arguments; engines are shut down afterwards.

    The windows are closed here, not by qtbot (which would close them before this
    teardown and meet the unsaved-changes prompt)."""
    from gogui_py.gui.app import create_window

    windows: list[MainWindow] = []

    def factory(*argv: str, options: Options | None = None) -> MainWindow:
        window = create_window(options or parse_args(list(argv)))
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.controller._set_modified(False)  # no prompt at teardown
        window.session.shutdown()
        window.ruler.shutdown()
        window.close()
        window.deleteLater()
