"""The recovery journal without Qt: write, list, lock, read back, removal, bad files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gogui_py.game.game import Game
from gogui_py.game.recovery import (
    ClockState,
    EngineState,
    Header,
    Journal,
    TreeCopy,
    copy_trees,
    current_path,
    default_folder,
    list_recoverable,
    node_at,
    recovery_text,
)
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move, Point

RECORD = (
    b"(;FF[4]GM[1]SZ[9]KM[7]PB[Ann]C[a \\] comment];B[ee]BL[299.5];W[cc](;B[gg])(;B[gc]WL[10]))"
)


def _game() -> Game:
    game = Game(load_bytes(RECORD).games[0])
    game.go_to(game.tree.root.children[0].children[0].children[1])
    return game


def _header(game: Game, **extra: object) -> Header:
    return Header(
        pid=os.getpid(),
        saved_at=1.0e9,
        path="/games/a.sgf",
        current=current_path(game),
        moves=game.move_number(),
        **extra,  # type: ignore[arg-type]
    )


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], check=True,
                          capture_output=True, text=True)  # fmt: skip
    return int(done.stdout)


def test_the_folder_follows_xdg_data_home(tmp_path: Path) -> None:
    assert default_folder({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "gogui-py" / "recovery"
    home = default_folder({"XDG_DATA_HOME": "relative"})
    assert home == Path.home() / ".local" / "share" / "gogui-py" / "recovery"


def test_a_copy_is_detached_and_writes_the_same_sgf() -> None:
    game = _game()
    copy = TreeCopy([game.tree])
    assert not copy.advance(2)  # in slices
    while not copy.advance(2):
        pass
    assert not copy.stale()
    assert to_sgf(copy.trees) == to_sgf([game.tree])
    game.play_move(Move(Color.WHITE, Point(0, 0)))
    assert copy.stale()
    assert to_sgf(copy.trees) != to_sgf([game.tree])


def test_a_dead_owners_file_is_listed_and_reads_back(tmp_path: Path) -> None:
    game = _game()
    engines = [EngineState(["gnugo", "--mode", "gtp"], "gnugo", None, ["W"])]
    clocks = [ClockState("B", 299.5), ClockState("W", 10.0, 3)]
    journal = Journal(tmp_path, pid=_dead_pid())
    header = _header(game, engines=engines, computer=["W"], clocks=clocks)
    journal.write(recovery_text(header, copy_trees([game.tree])))
    # while its owner holds the lock, nobody else offers it
    assert list_recoverable(tmp_path) == ([], [])
    journal._lock.close()  # type: ignore[union-attr]  # as the kernel does when it dies
    journal._lock = None
    items, problems = list_recoverable(tmp_path)
    assert problems == []
    [item] = items
    assert item.name == "a.sgf"
    assert item.header == header
    [tree] = item.trees()
    assert to_sgf([tree]) == to_sgf([game.tree])
    assert node_at(tree, item.header.current).move == Move(Color.BLACK, Point(6, 2))
    # the one who listed it holds it now: a second start does not offer it as well
    assert list_recoverable(tmp_path) == ([], [])
    item.release()
    [again], _ = list_recoverable(tmp_path)
    again.discard()
    assert list(tmp_path.iterdir()) == []


def test_removal_leaves_nothing(tmp_path: Path) -> None:
    journal = Journal(tmp_path)
    journal.write(recovery_text(Header(os.getpid(), 0.0), [GameTree.new(BoardSize.square(9))]))
    assert journal.exists
    journal.remove()
    assert not journal.exists
    assert list(tmp_path.iterdir()) == []
    journal.remove()  # twice is fine


def test_a_corrupt_or_truncated_file_is_skipped_with_a_message(tmp_path: Path) -> None:
    good = recovery_text(Header(_dead_pid(), 5.0), [GameTree.new(BoardSize.square(9))])
    (tmp_path / f"{_dead_pid()}-aa.recovery").write_text(good[: len(good) - 3])
    (tmp_path / f"{_dead_pid()}-bb.recovery").write_text("{not json\n(;)")
    (tmp_path / f"{_dead_pid()}-cc.recovery").write_text(good)
    items, problems = list_recoverable(tmp_path)
    assert [i.path.name.split("-")[1] for i in items] == ["cc.recovery"]
    assert len(problems) == 2
    assert all("skipped" in p for p in problems)
    for item in items:
        item.release()


def test_a_lock_file_without_its_journal_is_cleaned_up(tmp_path: Path) -> None:
    (tmp_path / "1-x.lock").write_bytes(b"")
    assert list_recoverable(tmp_path) == ([], [])
    assert list(tmp_path.iterdir()) == []


def test_a_missing_folder_lists_nothing(tmp_path: Path) -> None:
    assert list_recoverable(tmp_path / "none") == ([], [])


def test_a_listed_file_is_parsed_once_for_its_check_and_its_restore(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = _game()
    journal = Journal(tmp_path, pid=_dead_pid())
    journal.write(recovery_text(_header(game), copy_trees([game.tree])))
    journal._lock.close()  # type: ignore[union-attr]  # as the kernel does when it dies
    journal._lock = None
    calls: list[bytes] = []
    parse = load_bytes

    def counting(data: bytes, *args: Any, **kwargs: Any) -> Any:
        calls.append(data)
        return parse(data, *args, **kwargs)

    monkeypatch.setattr("gogui_py.game.recovery.load_bytes", counting)
    [item], _ = list_recoverable(tmp_path)
    [tree] = item.trees()
    item.histories([tree])
    assert len(calls) == 1
    assert to_sgf([tree]) == to_sgf([game.tree])
    [again] = item.trees()  # asked twice: a fresh copy, not the one handed over
    assert again is not tree and to_sgf([again]) == to_sgf([game.tree])
    item.discard()
