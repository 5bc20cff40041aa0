"""loadsgf and gomill-savesgf through real engine subprocesses."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game import load_file
from gogui_py.go import Color, Point
from gogui_py.gtp import GtpClient, GtpFailure
from tests.gtp.conftest import random_argv


def stones(client: GtpClient) -> tuple[set[str], set[str]]:
    return tuple(set(client.send("list_stones", c).split()) for c in "bw")  # type: ignore[return-value]


def test_savesgf_then_loadsgf_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    with (
        GtpClient(random_argv("--seed", "4"), timeout=10) as first,
        GtpClient(random_argv("--seed", "5"), timeout=10) as second,
    ):
        first.send("boardsize", "9")
        first.send("komi", "5.5")
        first.send("set_free_handicap", "C3", "G7")
        first.send("play", "w", "E5")
        for _ in range(15):
            first.send("genmove", "b")
            first.send("genmove", "w")
        first.send("gomill-savesgf", str(path), r"PB=test\_player", "RE=B+R", r"GN=a\\b]")
        second.send("boardsize", "13")
        second.send("loadsgf", str(path))
        assert stones(second) == stones(first)
        assert second.send("showboard") == first.send("showboard")
        assert second.send("final_score") == first.send("final_score")  # komi came along
        second.send("loadsgf", str(path), "2")  # the position before move 2
        assert stones(second) == ({"C3", "G7"}, {"E5"})
        second.send("undo")  # W E5, the one move loaded
        assert stones(second) == ({"C3", "G7"}, set())
        with pytest.raises(GtpFailure, match="cannot undo"):
            second.send("undo")
    tree = load_file(path).games[0]
    root = tree.root
    assert root.get_text("PB") == "test player"
    assert root.get_text("GN") == "a\\b]"
    assert root.get_text("RE") == "B+R"
    assert root.get_text("HA") == "2" and root.get_text("KM") == "5.5"
    assert root.get_text("DT") is not None
    assert set(root.add_black) == {Point(2, 6), Point(6, 2)}
    line = tree.main_line()[1:]
    assert len(line) == 31
    assert line[0].move == (Color.WHITE, Point(4, 4)) and line[0].comment == ""
    assert line[1].comment.startswith("random among")


def test_loadsgf_setup_after_the_root_and_errors(tmp_path: Path) -> None:
    path = tmp_path / "setup.sgf"
    path.write_text("(;GM[1]SZ[5]KM[2];B[aa];W[bb];AB[cc]AW[dd];B[ee];W[])")
    big = tmp_path / "big.sgf"
    big.write_text("(;GM[1]SZ[30])")
    with GtpClient(random_argv(), timeout=10) as client:
        client.send("loadsgf", str(path))
        assert stones(client) == ({"A5", "C3", "E1"}, {"B4", "D2"})
        assert client.send("final_score") == "W+1"  # 3 - 2 stones - komi 2, no territory
        client.send("undo")
        client.send("undo")
        with pytest.raises(GtpFailure, match="cannot undo"):
            client.send("undo")  # the setup node starts a new initial position
        assert stones(client) == ({"A5", "C3"}, {"B4", "D2"})
        for args, message in (
            ((str(tmp_path / "missing.sgf"),), "cannot load file"),
            ((str(big),), "unacceptable size"),
            ((str(path), "x"), "not an integer"),
            ((), "syntax error"),
        ):
            with pytest.raises(GtpFailure, match=message):
                client.send("loadsgf", *args)
        for args, message in (
            ((str(tmp_path / "no" / "dir.sgf"),), "cannot write file"),
            ((str(path), "lower=x"), "bad property"),
            ((), "syntax error"),
        ):
            with pytest.raises(GtpFailure, match=message):
                client.send("gomill-savesgf", *args)
