"""The recent-files list without Qt: order, cap, pruning, stored forms, menu texts."""

from __future__ import annotations

import os
from pathlib import Path

from gogui_py.gui.recent.recent_list import KEPT, from_stored, menu_labels, prune, remember


def test_remember_moves_to_front_without_duplicates_and_caps(tmp_path: Path) -> None:
    paths: list[str] = []
    for number in range(12):
        paths = remember(paths, str(tmp_path / f"g{number}.sgf"))
    assert len(paths) == KEPT == 10
    assert paths[0] == str(tmp_path / "g11.sgf") and paths[-1] == str(tmp_path / "g2.sgf")
    again = remember(paths, str(tmp_path / "sub" / ".." / "g5.sgf"))  # same file, other spelling
    assert again[0] == os.path.abspath(tmp_path / "g5.sgf")
    assert len(again) == 10 and again.count(again[0]) == 1


def test_prune_drops_missing_files(tmp_path: Path) -> None:
    kept = tmp_path / "kept.sgf"
    kept.write_text("(;)")
    assert prune([str(tmp_path / "gone.sgf"), str(kept)]) == [str(kept)]


def test_stored_forms() -> None:
    assert from_stored(None) == []
    assert from_stored("/a.sgf") == ["/a.sgf"]
    assert from_stored(["/a.sgf", 3, "", "/b.sgf"]) == ["/a.sgf", "/b.sgf"]


def test_menu_labels_number_and_tell_same_names_apart() -> None:
    paths = ["/x/game.sgf", "/y/game.sgf", "/z/a&b.sgf", *[f"/p/{n}.sgf" for n in range(7)]]
    labels = menu_labels(paths)
    assert labels[0] == "&1 game.sgf (/x)" and labels[1] == "&2 game.sgf (/y)"
    assert labels[2] == "&3 a&&b.sgf"
    assert labels[9] == "1&0 6.sgf"
