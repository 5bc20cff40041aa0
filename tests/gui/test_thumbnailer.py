"""gogui-thumbnailer as a file manager runs it: a real process without a display, the
final position of the main line in the PNG, and a non-zero status with a message on
standard error for what it cannot draw."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gogui_py.game import Game, load_file
from gogui_py.go import Color, Point
from gogui_py.gui.board.layout import snapshot_geometry
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.thumbnailer import DEFAULT_SIZE, final_position, looks_like_sgf
from tests.conftest import corpus_dir


def thumbnailer(*args: str | Path | int) -> subprocess.CompletedProcess[str]:
    """``gogui-thumbnailer ARGS`` with no display and no Qt platform in the environment."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return subprocess.run(
        [sys.executable, "-m", "gogui_py.gui.thumbnailer", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )


def lightness(image: QImage, x: float, y: float) -> int:
    color = QColor(image.pixel(round(x), round(y)))
    return color.lightness()


def assert_shows(image: QImage, snapshot: BoardSnapshot) -> None:
    """Every point of ``image`` has the stone (or none) of ``snapshot``: black stones
    dark at their centre, white stones light, empty points the wood's middle tone."""
    geometry = snapshot_geometry(snapshot, image.width(), image.height(), coordinates=False)
    size = snapshot.size
    for y in range(size.height):
        for x in range(size.width):
            point = Point(x, y)
            cx, cy = geometry.center(point)
            shade = lightness(image, cx, cy)
            color = snapshot.color_at(point)
            if color is Color.BLACK:
                assert shade < 70, (point, shade)
            elif color is Color.WHITE:
                assert shade > 190, (point, shade)
            else:  # a quarter of a cell off the centre: off the grid lines
                shade = lightness(image, cx + geometry.cell / 4, cy + geometry.cell / 4)
                assert 90 < shade < 190, (point, shade)


def test_a_corpus_game_gives_its_final_position(tmp_path: Path) -> None:
    record = corpus_dir("pachi", "2011-08-24-StoneGrid-pachi2.sgf")
    out = tmp_path / "thumb.png"
    done = thumbnailer(record, out)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = QImage(str(out))
    assert (image.width(), image.height()) == (DEFAULT_SIZE, DEFAULT_SIZE)
    tree = load_file(record).games[0]
    board = Game(tree).board(tree.main_line()[-1])
    expected = BoardSnapshot(board.size, board.cells)
    assert len(expected.stones()) > 150
    assert_shows(image, expected)
    assert image.pixelColor(0, 0).alpha() == 0  # transparent around the wood


def test_size_argument(tmp_path: Path) -> None:
    record = corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")  # 13x13
    for size in (256, 48):
        out = tmp_path / f"{size}.png"
        done = thumbnailer(record, out, size)
        assert done.returncode == 0, done.stderr
        image = QImage(str(out))
        assert (image.width(), image.height()) == (size, size)
        if size >= 128:
            tree = load_file(record).games[0]
            board = Game(tree).board(tree.main_line()[-1])
            assert_shows(image, BoardSnapshot(board.size, board.cells))


def test_final_position_follows_the_main_line_and_its_captures() -> None:
    # Black captures the white stone at B1 (ba); the variation W[cc] is not the main line.
    record = b"(;GM[1]SZ[5];W[ba];B[aa];W[ee];B[ca];W[dd];B[bb](;W[de])(;W[cc]))"
    snapshot = final_position(record)
    assert snapshot.color_at(Point(1, 0)) is None  # captured
    assert snapshot.color_at(Point(3, 4)) is Color.WHITE  # main line
    assert snapshot.color_at(Point(2, 2)) is None  # variation
    assert snapshot.last_move is None and not snapshot.marks  # stones only


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read"),
        (b"this is no game record", "not an SGF file"),
        (  # text that mentions SGF: the lenient reader would build a game from it
            b"# Test corpus\n| x.sgf | 83 | SZ[9] with a move B[rs]; CA[UTF8] (a note) |\n",
            "not an SGF file: it does not start with '(;'",
        ),
        (b"(;FF[4]GM[2]SZ[8]GOGUIGAME[Othello];B[dc])", "not a Go game (Othello)"),
        (b"(;FF[4]GM[11]SZ[11];B[ee])", "not a Go game (GM[11])"),
    ],
)
def test_bad_records_fail_with_a_message(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    record = tmp_path / "record.sgf"
    if content is not None:
        record.write_bytes(content)
    out = tmp_path / "thumb.png"
    done = thumbnailer(record, out, 64)
    assert done.returncode == 1
    assert done.stderr.startswith(f"gogui-thumbnailer: {record}: {message}"), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_unwritable_output_and_bad_size(tmp_path: Path) -> None:
    record = corpus_dir("gogui", "statistics-game-1.sgf")
    done = thumbnailer(record, tmp_path / "no" / "such" / "folder.png")
    assert done.returncode == 1
    assert "cannot write the PNG" in done.stderr
    for size in ("0", "big", "5000"):
        done = thumbnailer(record, tmp_path / "x.png", size)
        assert done.returncode == 2 and "SIZE" in done.stderr.upper()
        assert not (tmp_path / "x.png").exists()


def test_every_corpus_record_is_taken_for_sgf_and_its_readme_is_not() -> None:
    records = sorted(corpus_dir().rglob("*.sgf"))
    assert records
    assert [path for path in records if not looks_like_sgf(path.read_bytes())] == []
    assert not looks_like_sgf((corpus_dir() / "README.md").read_bytes())


def test_byte_order_marks_and_spaces_before_the_first_node() -> None:
    assert looks_like_sgf("\ufeff \r\n( \n;GM[1])".encode("utf-16"))
    assert looks_like_sgf(b"\xef\xbb\xbf\t(;FF[4])")
    assert looks_like_sgf(b"(\r\nTE[x]RD[2025])")  # Nihon Ki-in: no first ";"
    assert not looks_like_sgf(b"see (the) file")
