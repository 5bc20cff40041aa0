"""The real thing: an engine game in the real app, ``kill -9``, a new start restores it."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from gogui_py.game.recovery import Header, read_recovery
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine

DEADLINE_S = 60.0
T = TypeVar("T")
MOVES = 6


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    return env


def _start(tmp_path: Path, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "gogui_py.gui.app", *args],
        env=_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _journals(folder: Path, pid: int) -> list[tuple[Header, str]]:
    found = []
    for path in folder.glob(f"{pid}-*.recovery") if folder.exists() else ():
        try:
            found.append(read_recovery(path))
        except (OSError, ValueError):  # being replaced: read it on the next turn
            continue
    return found


def _wait_for(what: str, check: Callable[[], T]) -> T:
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"no {what} within {DEADLINE_S} s")


def _descendants(pid: int) -> list[int]:
    """Child processes of ``pid``, their children, ... (Linux /proc)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            found += [child, *_descendants(child)]
    return found


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")


def _kill_all(board: subprocess.Popen[bytes]) -> None:
    """SIGKILL the board and every program it started; wait until they are gone."""
    others = _descendants(board.pid)
    board.kill()
    board.wait(DEADLINE_S)
    for pid in others:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            continue
    _wait_for("end of the programs", lambda: all(_gone(pid) for pid in others))


def test_an_engine_game_killed_with_sigkill_is_restored_exactly(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "gogui-py" / "recovery"
    engine = fake_engine("random_engine.py", "--seed", "7", "--genmove-delay", "0.05")
    first = _start(tmp_path, "--size", "9", "--program", engine, "--computer-both",
                   "--recover", "none")  # fmt: skip
    try:
        _wait_for(
            f"journal of {MOVES} moves",
            lambda: any(h.moves >= MOVES for h, _ in _journals(folder, first.pid)),
        )
    finally:
        _kill_all(first)
    [(lost, lost_text)] = _journals(folder, first.pid)  # what was on disk at the kill
    assert lost.moves >= MOVES
    assert [e.colors for e in lost.engines] == [["B", "W"]]
    assert lost.engines[0].argv == engine.split()

    second = _start(tmp_path, "--program", "", "--recover", "all")
    try:
        # the restored record is journaled by the new window: read it back from there
        [(restored, restored_text)] = _wait_for(
            "restored journal", lambda: _journals(folder, second.pid)
        )
        assert restored_text == lost_text
        assert restored.current == lost.current
        assert restored.moves == lost.moves
        assert [(e.argv, e.colors) for e in restored.engines] == [
            (e.argv, e.colors) for e in lost.engines
        ]
        assert not list(folder.glob(f"{first.pid}-*"))  # the dead instance's files went
    finally:
        _kill_all(second)


def test_after_sigkill_a_new_start_restores_the_edits_and_their_undo(
    tmp_path: Path, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data" / "gogui-py" / "recovery"
    engine = fake_engine("random_engine.py", "--seed", "11", "--genmove-delay", "0.05")
    first = _start(tmp_path, "--size", "9", "--program", engine, "--computer-both",
                   "--recover", "none")  # fmt: skip
    try:
        _wait_for(
            f"journal of {MOVES} moves and their undo",
            lambda: any(
                h.moves >= MOVES and len(h.undo.get("0", [])) >= MOVES
                for h, _ in _journals(folder, first.pid)
            ),
        )
    finally:
        _kill_all(first)
    [lost_path] = folder.glob(f"{first.pid}-*.recovery")
    lost, lost_text = read_recovery(lost_path)
    assert len(lost.undo["0"]) == lost.moves  # one undo step per move, newest first
    kept = tmp_path / "kept" / "gogui-py" / "recovery"
    kept.mkdir(parents=True)
    shutil.copy(lost_path, kept / lost_path.name)

    # a real new start restores it, undo history included, and journals it anew
    second = _start(tmp_path, "--program", "", "--recover", "all")
    try:
        [(restored, restored_text)] = _wait_for(
            "restored journal", lambda: _journals(folder, second.pid)
        )
        assert restored_text == lost_text
        assert restored.undo == lost.undo  # rebuilt, then written out the same
    finally:
        _kill_all(second)

    # the same file restored in a window here: Edit > Undo takes back the lost moves
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "kept"))
    window = make_window("--program", "", "--size", "19")
    window.session.set_paused(True)
    window.recovery.offer(str(kept / lost_path.name))
    game = window.controller.game
    assert game.move_number() == lost.moves
    labels = [step["label"] for step in lost.undo["0"]]
    for n, label in enumerate(labels, 1):
        window.edit_actions.update(game, False)
        assert window.edit_actions.undo.isEnabled()
        assert window.edit_actions.undo.text() == f"&Undo {label}"
        window.edit_actions.undo.trigger()
        assert game.move_number() == lost.moves - n
    assert game.tree.root.children == []
