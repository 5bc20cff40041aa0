"""gogui-convert run as a real process on corpus files and on broken input."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from gogui_py.game import load_bytes, load_file
from gogui_py.game.formats import format_name
from gogui_py.tools.convert import EXIT_FAILURE, EXIT_OK, EXIT_SYNTAX
from tests.conftest import corpus_dir
from tests.game.tree_compare import assert_same_trees

DIAGNOSTIC = re.compile(
    r"^(?P<file>.+):(?P<line>\d+):(?P<column>\d+): (?P<severity>warning|error): "
)


def convert(*args: str | Path, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """Run ``python -m gogui_py.tools.convert ARGS`` and return its outcome."""
    return subprocess.run(
        [sys.executable, "-m", "gogui_py.tools.convert", *map(str, args)],
        input=stdin,
        capture_output=True,
        timeout=60,
        check=False,
    )


def test_help_documents_usage_and_exit_status() -> None:
    result = convert("--help")
    assert result.returncode == 0
    text = result.stdout.decode()
    for needle in ("--check", "--game N", "--encoding E", "Exit status", "FILE:LINE:COLUMN"):
        assert needle in text


def test_collection_is_normalised_and_keeps_every_game(tmp_path: Path) -> None:
    source = corpus_dir("gogui", "ff4_ex.sgf")
    target = tmp_path / "out.sgf"
    result = convert(source, target)
    assert result.returncode == EXIT_OK, result.stderr
    written = target.read_bytes()
    assert written.count(b"FF[4]") == 2 and written.count(b"CA[UTF-8]") == 2
    assert_same_trees(load_file(source).games, load_file(target).games)
    assert not list(tmp_path.glob(".*.tmp")), "temporary file left behind"


def test_game_option_picks_one_game(tmp_path: Path) -> None:
    source = corpus_dir("gogui", "ff4_ex.sgf")
    target = tmp_path / "second.sgf"
    result = convert("--game", "2", source, target)
    assert result.returncode == EXIT_OK, result.stderr
    games = load_file(target).games
    assert len(games) == 1
    assert_same_trees([load_file(source).games[1]], games)


def test_missing_game_fails_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "none.sgf"
    result = convert("--game", "3", corpus_dir("gogui", "ff4_ex.sgf"), target)
    assert result.returncode == EXIT_FAILURE
    assert b"has 2 games, not 3" in result.stderr
    assert not target.exists()


def test_bad_game_number_is_a_usage_error(tmp_path: Path) -> None:
    result = convert("--game", "0", corpus_dir("gogui", "ff4_ex.sgf"), tmp_path / "x.sgf")
    assert result.returncode == EXIT_FAILURE
    assert b"numbered from 1" in result.stderr


def test_output_is_required_without_check() -> None:
    result = convert(corpus_dir("gogui", "ff4_ex.sgf"))
    assert result.returncode == EXIT_FAILURE
    assert b"OUT is required" in result.stderr


def test_legacy_encoding_becomes_utf8(tmp_path: Path) -> None:
    target = tmp_path / "chinese.sgf"
    result = convert(corpus_dir("sabaki", "chinese.sgf"), target)
    assert result.returncode == EXIT_OK, result.stderr
    text = target.read_bytes().decode("utf-8")
    assert "PB[古力]" in text and "PW[柯洁]" in text and "围棋 is fun" in text
    assert "CA[UTF-8]" in text and "GB2312" not in text


def test_utf16_file_converts_to_the_same_tree(tmp_path: Path) -> None:
    source = corpus_dir("sabaki", "utf16le.sgf")
    target = tmp_path / "utf8.sgf"
    assert convert(source, target).returncode == EXIT_OK
    assert not target.read_bytes().startswith((b"\xff\xfe", b"\xef\xbb\xbf"))
    assert_same_trees(load_file(source).games, load_file(target).games)


def test_long_property_names_are_written_in_ff4(tmp_path: Path) -> None:
    target = tmp_path / "ff4.sgf"
    assert convert(corpus_dir("katrain", "xmgt97.sgf"), target).returncode == EXIT_OK
    text = target.read_text(encoding="utf-8")
    assert "PB[" in text and "KM[-1.5]" in text
    assert "PlayerBlack" not in text and "KoMi" not in text and "FileFormat" not in text


def test_encoding_option_overrides_ca(tmp_path: Path) -> None:
    source = corpus_dir("sabaki", "chinese.sgf")
    target = tmp_path / "latin1.sgf"
    assert convert("--encoding", "latin-1", source, target).returncode == EXIT_OK
    black = "古力".encode("gb18030").decode("latin-1")
    assert f"PB[{black}]" in target.read_text(encoding="utf-8")


def test_unknown_encoding_fails(tmp_path: Path) -> None:
    target = tmp_path / "x.sgf"
    result = convert("--encoding", "no-such-codec", corpus_dir("sabaki", "chinese.sgf"), target)
    assert result.returncode == EXIT_FAILURE
    assert b"no-such-codec" in result.stderr
    assert not target.exists()


def test_check_prints_warnings_at_the_nodes_position() -> None:
    source = corpus_dir("gogui", "human-readable.sgf")
    result = convert("--check", source)
    assert result.returncode == EXIT_OK
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 1 and result.stderr == b""  # the moves' conversion, once
    text = source.read_text(encoding="utf-8").split("\n")
    for line in lines:
        found = DIAGNOSTIC.match(line)
        assert found is not None, line
        assert found["file"] == str(source) and found["severity"] == "warning"
        # The warning points at the ";" of the node holding the first converted move.
        assert text[int(found["line"]) - 1][int(found["column"]) - 1] == ";"
    assert "B[R16]" in lines[0]


def test_check_of_a_clean_file_prints_nothing() -> None:
    result = convert("--check", corpus_dir("gogui", "ff4_ex.sgf"))
    assert (result.returncode, result.stdout, result.stderr) == (EXIT_OK, b"", b"")


def test_check_reports_a_syntax_error_with_line_and_column(tmp_path: Path) -> None:
    source = tmp_path / "broken.sgf"
    source.write_bytes(b"not an SGF file\n\n  (x)\n")
    result = convert("--check", source)
    assert result.returncode == EXIT_SYNTAX
    assert result.stdout.decode().strip() == (
        f"{source}:3:3: error: no game tree with a node found"
    )


def test_syntax_error_leaves_the_output_untouched(tmp_path: Path) -> None:
    source = tmp_path / "broken.sgf"
    source.write_bytes(b"\x00\x01 binary junk ]]]")
    target = tmp_path / "keep.sgf"
    target.write_bytes(b"(;C[old])")
    result = convert(source, target)
    assert result.returncode == EXIT_SYNTAX
    assert DIAGNOSTIC.match(result.stderr.decode()) is not None
    assert target.read_bytes() == b"(;C[old])"


def test_check_with_output_also_converts(tmp_path: Path) -> None:
    source = corpus_dir("gogui", "invalidmove.sgf")
    target = tmp_path / "out.sgf"
    result = convert("--check", source, target)
    assert result.returncode == EXIT_OK
    assert b": warning: not a point on the 9x9 board: B[rs]" in result.stdout
    # The off-board move is kept, so it is reported again when the output is read.
    assert "B[rs]" in target.read_text(encoding="utf-8")
    assert_same_trees(load_file(source).games, load_file(target).games)


def test_stdin_to_stdout(tmp_path: Path) -> None:
    source = corpus_dir("katrain", "ogs.sgf")
    result = convert("-", "-", stdin=source.read_bytes())
    assert result.returncode == EXIT_OK, result.stderr
    assert result.stdout.startswith(b"(;FF[4]CA[UTF-8]")
    assert_same_trees(load_file(source).games, load_bytes(result.stdout).games)


def test_stdin_diagnostics_are_named_stdin() -> None:
    result = convert("--check", "-", stdin=b"(;SZ[9]B[zz])")
    assert result.returncode == EXIT_OK
    assert result.stdout.decode().startswith("<stdin>:1:2: warning: ")


def test_file_converted_in_place(tmp_path: Path) -> None:
    source = corpus_dir("gnugo", "trevor_42.sgf")
    target = tmp_path / "trevor.sgf"
    target.write_bytes(source.read_bytes())
    assert convert(target, target).returncode == EXIT_OK
    assert target.read_bytes().startswith(b"(;FF[4]CA[UTF-8]")
    assert_same_trees(load_file(source).games, load_file(target).games)


def test_unreadable_input_fails(tmp_path: Path) -> None:
    result = convert("--check", tmp_path / "absent.sgf")
    assert result.returncode == EXIT_FAILURE
    assert b"cannot read" in result.stderr and b"absent.sgf" in result.stderr


def test_unwritable_output_fails(tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "out.sgf"
    result = convert(corpus_dir("gogui", "ff4_ex.sgf"), target)
    assert result.returncode == EXIT_FAILURE
    assert b"cannot write" in result.stderr


@pytest.mark.parametrize("suffix", [".gib", ".NGF", ".ugf", ".ugi"])
def test_output_in_a_format_it_cannot_write_is_refused(tmp_path: Path, suffix: str) -> None:
    source = tmp_path / "in.sgf"
    source.write_text("(;GM[1]FF[4]SZ[9];B[ee])", encoding="utf-8")
    target = tmp_path / f"out{suffix}"
    result = convert(source, target)
    assert result.returncode == EXIT_FAILURE  # a usage error (2 is an SGF syntax error)
    assert f"cannot write {format_name(target)} ({target}): gogui-convert writes only SGF" in (
        result.stderr.decode()
    )
    assert not target.exists()


def test_guessed_encoding_warning_says_how_to_choose_it_on_the_command_line(
    tmp_path: Path,
) -> None:
    source = tmp_path / "latin.sgf"
    source.write_bytes("(;GM[1]FF[4]C[café crème brûlée à la française])".encode("cp1252"))
    result = convert("--check", source)
    assert result.returncode == EXIT_OK
    (line,) = result.stdout.decode().splitlines()
    assert line.startswith(f"{source}:1:1: warning: not UTF-8 and no CA: read as ")
    assert line.endswith("; use --encoding NAME to read it with another encoding")
    assert "File >" not in line  # no menu of the board in a command-line tool
