"""``gogui-convert``: normalise SGF files to FF[4] in UTF-8, or check them; convert
Tygem GIB, WBaduk NGF and Pandanet UGF/UGI records to SGF.

Usage::

    gogui-convert IN OUT              # rewrite IN as FF[4]/UTF-8 into OUT (atomically)
    gogui-convert --check IN [OUT]    # list warnings and errors; convert too when OUT is given
    gogui-convert --game 2 IN OUT     # keep only the second game of a collection
    gogui-convert --encoding gb18030 IN OUT   # decode IN with this codec, not CA/detection
    cat a.sgf | gogui-convert - -     # "-" is standard input / standard output
    gogui-convert game.gib game.sgf   # GIB, NGF, UGF/UGI (by IN's extension) to SGF

Reading goes through :func:`gogui_py.game.sgf_io.load_bytes` (every FF[1]-FF[4]
file the board opens), writing through :func:`gogui_py.game.sgf_io.to_sgf` /
:func:`~gogui_py.game.sgf_io.save_file`: FF[4], CA[UTF-8], unknown properties
kept verbatim. A file is replaced only once the new text is complete (temporary
file, then rename), so OUT may be IN itself. IN ending in ``.gib``, ``.ngf``, ``.ugf`` or
``.ugi`` (any case) is read by :func:`gogui_py.game.formats.load_record_bytes`
instead; OUT is always SGF: an OUT ending in one of those extensions is refused (a
usage error), as SGF text in a file named .gib would not be read as GIB anywhere.

Diagnostics use the compilers' format, 1-based line and column (characters) in
the decoded text::

    FILE:LINE:COLUMN: warning: MESSAGE
    FILE:LINE:COLUMN: error: MESSAGE

With ``--check`` they go to standard output, otherwise to standard error.

A warning that the encoding was guessed says how to choose it (``--encoding``).

Exit status: 0 success (warnings allowed); 1 usage error (such as an OUT in a
format it does not write), unknown encoding,
missing game, or a file that cannot be read or written; 2 unrecoverable SGF
syntax (nothing usable in the input; OUT is left untouched).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from gogui_py import __version__
from gogui_py.game import GameTree, LoadResult, save_file, to_sgf
from gogui_py.game.formats import format_name, load_record_bytes
from gogui_py.sgf import SgfError
from gogui_py.sgf.encoding import is_guess

EXIT_OK = 0
"""Converted or checked; warnings may have been printed."""
EXIT_FAILURE = 1
"""Bad command line, unknown encoding, no such game, or an unreadable/unwritable file."""
EXIT_SYNTAX = 2
"""The input has unrecoverable SGF syntax (reported with line and column)."""

STDIO = "-"
STDIN_NAME = "<stdin>"


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors exiting 1, so that 2 always means an SGF syntax error."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_FAILURE, f"{self.prog}: error: {message}\n")


def _game_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("games are numbered from 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``gogui-convert``."""
    parser = _Parser(
        prog="gogui-convert",
        description="Normalise an SGF file to FF[4] in UTF-8 (every property kept), "
        "or check it and list what a reader has to repair.",
        epilog="Diagnostics look like 'FILE:LINE:COLUMN: warning: MESSAGE' (error for "
        "unreadable input); with --check on standard output, else on standard error. "
        "OUT is always SGF (.gib, .ngf, .ugf and .ugi are refused). "
        "Exit status: 0 success (warnings allowed); 1 usage error, unknown encoding, "
        "no such game, or a file that cannot be read or written; 2 unrecoverable SGF "
        "syntax (OUT untouched).",
    )
    parser.add_argument(
        "input",
        metavar="IN",
        help="SGF file to read ('-' for standard input); .gib, .ngf, .ugf and .ugi files "
        "are converted from Tygem GIB, WBaduk NGF and Pandanet UGF",
    )
    parser.add_argument(
        "output",
        metavar="OUT",
        nargs="?",
        help="file to write, replaced atomically ('-' for standard output); optional with --check",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="print warnings and errors with line:column; exit 2 on a syntax error",
    )
    parser.add_argument(
        "--game",
        metavar="N",
        type=_game_number,
        help="keep only game N (1-based) of a collection (default: every game)",
    )
    parser.add_argument(
        "--encoding",
        metavar="E",
        help="decode IN with encoding E (e.g. gb18030, cp932, latin-1), "
        "overriding byte-order mark, CA and detection",
    )
    parser.add_argument("--version", action="version", version=f"gogui-convert {__version__}")
    return parser


def diagnostic(file: str, line: int, column: int, severity: str, message: str) -> str:
    """One diagnostic line: ``FILE:LINE:COLUMN: SEVERITY: MESSAGE``."""
    return f"{file}:{line}:{column}: {severity}: {message}"


def _read(path: str) -> bytes:
    if path == STDIO:
        return sys.stdin.buffer.read()
    with open(path, "rb") as file:
        return file.read()


def _write(path: str, trees: Sequence[GameTree]) -> None:
    """Write ``trees`` as UTF-8 SGF to ``path`` (atomically) or to standard output."""
    if path == STDIO:
        data = to_sgf(trees).encode("utf-8")
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        save_file(path, trees)


def _fail(message: str) -> int:
    print(f"gogui-convert: error: {message}", file=sys.stderr)
    return EXIT_FAILURE


def _load(data: bytes, name: str, encoding: str | None, out: TextIO) -> LoadResult | int:
    """The loaded file (SGF, or GIB/NGF/UGF by the extension of ``name``), or the exit
    status after reporting why it could not be read."""
    try:
        return load_record_bytes(data, name, encoding=encoding)
    except SgfError as error:
        print(diagnostic(name, error.line, error.column, "error", error.message), file=out)
        return EXIT_SYNTAX
    except LookupError as error:
        return _fail(str(error))


def run(
    input_path: str,
    output_path: str | None,
    *,
    check: bool = False,
    game: int | None = None,
    encoding: str | None = None,
) -> int:
    """Convert (or check) ``input_path``; returns the exit status (see the module doc).

    ``output_path`` None writes nothing (only allowed with ``check``); ``game`` is
    1-based; ``encoding`` overrides detection.
    """
    name = STDIN_NAME if input_path == STDIO else input_path
    out = sys.stdout if check else sys.stderr
    try:
        data = _read(input_path)
    except OSError as error:
        return _fail(f"cannot read {name}: {error.strerror or error}")
    loaded = _load(data, name, encoding, out)
    if isinstance(loaded, int):
        return loaded
    for warning in loaded.warnings:
        message = warning.message
        if is_guess(message):
            message += "; use --encoding NAME to read it with another encoding"
        print(diagnostic(name, warning.line, warning.column, "warning", message), file=out)
    trees = loaded.games
    if game is not None:
        if game > len(trees):
            count = len(trees)
            return _fail(f"{name} has {count} game{'s' if count != 1 else ''}, not {game}")
        trees = [trees[game - 1]]
    if output_path is None:
        return EXIT_OK
    try:
        _write(output_path, trees)
    except OSError as error:
        return _fail(f"cannot write {output_path}: {error.strerror or error}")
    except UnicodeEncodeError as error:
        return _fail(f"cannot write {output_path} as UTF-8: {error.reason}")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``gogui-convert``; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.output is None and not args.check:
        parser.error("OUT is required (or use --check)")
    written = format_name(args.output) if args.output not in (None, STDIO) else None
    if written is not None:
        parser.error(f"cannot write {written} ({args.output}): gogui-convert writes only SGF")
    return run(args.input, args.output, check=args.check, game=args.game, encoding=args.encoding)


if __name__ == "__main__":
    sys.exit(main())
