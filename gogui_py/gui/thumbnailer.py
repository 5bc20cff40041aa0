"""``gogui-thumbnailer IN.sgf OUT.png [SIZE]``: a file manager's thumbnail of a Go record.

Draws the final position of the main line of the first game in ``IN.sgf`` (as GoGui's
gogui-thumbnailer does: stones only, no coordinates, no markup) with the board's own
painter (:func:`~gogui_py.gui.board.image.render_image`) into a ``SIZE`` x ``SIZE``
pixel PNG (default :data:`DEFAULT_SIZE`), transparent around the wood. The freedesktop
thumbnailer entry ``packaging/gogui-py.thumbnailer`` runs it as
``gogui-thumbnailer %i %o %s``.

Qt runs on its offscreen platform whatever the environment says: no window is shown,
so no display is needed (a thumbnailer runs from a file manager's sandbox, or from a
service without one), and none is connected to.

The reader behind File > Open repairs what it can and so finds a "game" in almost any
text (a README that mentions ``(;CA[...]``); a file manager runs the thumbnailer on
every file it takes for SGF, so a file is taken for SGF only when it starts, after a
byte-order mark and whitespace, with ``(`` and ``;`` (SGF FF[4] "Collection = GameTree
{ GameTree }", "GameTree = '(' Sequence ...", "Node = ';' ...") or with ``(`` and a
property (``(TE[...]``: Nihon Ki-in's records omit the first ``;``), see
:func:`looks_like_sgf`.

Exit status: 0 the PNG was written; 1 the record cannot be read, is not SGF, has no
game, is another game than Go (a ruler's record: its positions need the ruler), or the
PNG cannot be written, with a one-line message on standard error (thumbnail managers
then show the file's generic icon); 2 a bad command line.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence

from gogui_py import __version__
from gogui_py.game import Game, load_bytes
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.sgf import SgfError

DEFAULT_SIZE = 128
"""Thumbnail side in pixels when SIZE is not given (the freedesktop "normal" size)."""
MAX_SIZE = 4096
"""Largest SIZE accepted, in pixels."""


_SGF_START = re.compile(r"\(\s*(;|[A-Za-z]+\s*\[)")


class ThumbnailError(Exception):
    """A record that gives no thumbnail; the message says why (one line)."""


def looks_like_sgf(data: bytes) -> bool:
    """Whether ``data`` starts as an SGF collection: ``(`` then ``;`` or a property
    ``ID[`` (whitespace allowed before and between), after an optional UTF-8 or UTF-16
    byte-order mark."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        head = data[:256].decode("utf-16", errors="ignore")  # the BOM says the order
    else:
        head = data[:256].decode("latin-1")  # SGF's syntax characters are ASCII
    head = head.removeprefix("\ufeff").removeprefix("\xef\xbb\xbf").lstrip()
    return _SGF_START.match(head) is not None


def final_position(data: bytes) -> BoardSnapshot:
    """The final position of the main line of the first game in SGF ``data``, with its
    stones only.

    Raises:
        ThumbnailError: not SGF (see :func:`looks_like_sgf`), no game, or not a Go game
            (``GM`` other than 1).
    """
    if not looks_like_sgf(data):
        raise ThumbnailError("not an SGF file: it does not start with '(;'")
    try:
        loaded = load_bytes(data)
    except SgfError as error:
        raise ThumbnailError(f"not an SGF file: {error}") from None
    if not loaded.games:
        raise ThumbnailError("no game in the file")
    tree = loaded.games[0]
    if not tree.is_go:
        game = tree.game_id or f"GM[{tree.game_number}]"
        raise ThumbnailError(f"not a Go game ({game}): no thumbnail")
    board = Game(tree).board(tree.main_line()[-1])
    return BoardSnapshot(board.size, board.cells)


def _size(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_SIZE:
        raise argparse.ArgumentTypeError(f"size must be 1-{MAX_SIZE} pixels")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The command line: ``IN OUT [SIZE]``."""
    parser = argparse.ArgumentParser(
        prog="gogui-thumbnailer",
        description="Write a PNG thumbnail of the final position of an SGF game's main line.",
    )
    parser.add_argument("input", metavar="IN", help="SGF file")
    parser.add_argument("output", metavar="OUT", help="PNG file to write")
    parser.add_argument(
        "size",
        metavar="SIZE",
        nargs="?",
        type=_size,
        default=DEFAULT_SIZE,
        help=f"width and height in pixels (default {DEFAULT_SIZE})",
    )
    parser.add_argument("--version", action="version", version=f"gogui-thumbnailer {__version__}")
    return parser


def write_thumbnail(snapshot: BoardSnapshot, output: str, size: int) -> None:
    """Paint ``snapshot`` into a ``size`` px square PNG at ``output``.

    Creates the ``QGuiApplication`` (offscreen) when there is none.

    Raises:
        ThumbnailError: the PNG cannot be written.
    """
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415 - after the record is read

    from gogui_py.gui.board.image import render_image  # noqa: PLC0415

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0] or "gogui-thumbnailer"])
    image = render_image(snapshot, size, size)
    # PNG whatever the name ends with (a thumbnail manager's temporary file may have no
    # suffix); the binding takes the format as str, its stub says bytes.
    if not image.save(output, "PNG"):  # type: ignore[call-overload]
        raise ThumbnailError(f"{output}: cannot write the PNG")
    del app


def main(argv: Sequence[str] | None = None) -> int:
    """Run the thumbnailer; the exit status (see the module documentation)."""
    args = build_parser().parse_args(argv)
    try:
        try:
            with open(args.input, "rb") as file:
                data = file.read()
        except OSError as error:
            raise ThumbnailError(f"cannot read: {error.strerror or error}") from None
        write_thumbnail(final_position(data), args.output, args.size)
    except ThumbnailError as error:
        print(f"gogui-thumbnailer: {args.input}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
