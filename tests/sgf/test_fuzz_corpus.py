"""Mutated corpus files through gogui_py.sgf.parse: SgfError or a tree that round-trips.

The mutations imitate real damage: flipped bytes, truncated downloads, lost or
doubled brackets, semicolons and parentheses, pasted junk (including SGF
fragments such as ``CA[UTF-16]`` or ``SZ[0]``), and cut-out spans. The helpers
here (:data:`MUTATIONS`, :func:`mutate`, :func:`load_corpus`) are shared with
tests/game/test_fuzz_load.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui_py.sgf import SgfError, parse, write
from tests.conftest import corpus_dir, examples
from tests.sgf.tree_walk import assert_same_trees

STRUCTURAL = b"[];()\\"
"""Bytes whose loss or doubling breaks SGF structure."""

JUNK_FRAGMENTS = [
    b"(",
    b")",
    b";",
    b"[",
    b"]",
    b"\\",
    b"(;",
    b")(",
    b"B[",
    b"W[tt]",
    b"AB[aa:ss]",
    b"AE[zz]",
    b"PL[X]",
    b"C[",
    b"SZ[0]",
    b"SZ[53]",
    b"SZ[3:60]",
    b"SZ[x]",
    b"GM[2]",
    b"GM[x]",
    b"FF[1]",
    b"CA[UTF-16]",
    b"CA[GB2312]",
    b"CA[nonsense]",
    b"KM[abc]",
    b"HA[-1]",
    b"\xff\xfe",
    b"\xef\xbb\xbf",
    b"\x00",
    b"\r\n",
    b"\xe6\x97",
]

POSITION = st.integers(0, 1 << 20)
"""A position taken modulo the length of the data it applies to."""

MUTATION = st.one_of(
    st.tuples(st.just("flip"), POSITION, st.integers(1, 255)),
    st.tuples(st.just("truncate"), POSITION, st.just(0)),
    st.tuples(st.just("delete"), POSITION, st.sampled_from(STRUCTURAL)),
    st.tuples(st.just("duplicate"), POSITION, st.sampled_from(STRUCTURAL)),
    st.tuples(st.just("cut"), POSITION, st.integers(1, 64)),
    st.tuples(st.just("insert"), POSITION, st.integers(0, len(JUNK_FRAGMENTS) - 1)),
    st.tuples(st.just("insert_bytes"), POSITION, st.integers(0, 0xFFFFFF)),
)
MUTATIONS = st.lists(MUTATION, min_size=1, max_size=4)
"""Mutations as plain tuples ``(kind, position, argument)`` (readable when shrunk)."""

FORCED_ENCODINGS = [None, "utf-8", "latin-1", "gb18030", "cp932", "utf-16-le", "utf-32"]


def _find(data: bytearray, byte: int, position: int) -> int:
    """Index of ``byte`` at or after ``position``, else before it; -1 when absent."""
    index = data.find(byte, position)
    return data.rfind(byte, 0, position) if index < 0 else index


def mutate(data: bytes, mutations: list[tuple[str, int, int]]) -> bytes:
    """``data`` with ``mutations`` applied in order (positions modulo the current length)."""
    out = bytearray(data)
    for kind, raw_position, argument in mutations:
        position = raw_position % (len(out) + 1)
        if kind == "flip" and position < len(out):
            out[position] ^= argument
        elif kind == "truncate":
            del out[position:]
        elif kind in ("delete", "duplicate"):
            index = _find(out, argument, position)
            if index >= 0:
                out[index : index + 1] = b"" if kind == "delete" else bytes([argument] * 2)
        elif kind == "cut":
            del out[position : position + argument]
        elif kind == "insert":
            out[position:position] = JUNK_FRAGMENTS[argument]
        elif kind == "insert_bytes":
            out[position:position] = argument.to_bytes(3, "little")[: 1 + argument % 3]
    return bytes(out)


def load_corpus() -> list[bytes]:
    """The bytes of every corpus SGF file, sorted by path (skips without the corpus)."""
    root = corpus_dir()
    return [path.read_bytes() for path in sorted(root.rglob("*.sgf"))]


@pytest.fixture(scope="module")
def corpus() -> list[bytes]:
    return load_corpus()


def test_mutate_applies_each_kind() -> None:
    data = b"(;B[aa];W[bb])"
    assert mutate(data, [("flip", 1, 0x01)]) == b"(:B[aa];W[bb])"
    assert mutate(data, [("truncate", 5, 0)]) == b"(;B[a"
    assert mutate(data, [("delete", 0, ord("]"))]) == b"(;B[aa;W[bb])"
    assert mutate(data, [("duplicate", 7, ord(";"))]) == b"(;B[aa];;W[bb])"
    assert mutate(data, [("cut", 2, 5)]) == b"(;;W[bb])"
    assert mutate(data, [("insert", len(data) + 1, 1)]) == b")" + data
    assert mutate(data, [("insert_bytes", 0, 0x42)]) == b"B" + data
    assert mutate(data, [("insert_bytes", 0, 0x0A0B41)]) == b"A\x0b\x0a" + data
    assert mutate(data, [("delete", 3, ord("\\"))]) == data


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    choice=st.integers(0, 1 << 16),
    mutations=MUTATIONS,
    encoding=st.sampled_from(FORCED_ENCODINGS),
)
def test_mutated_corpus_parses_or_raises_sgf_error(
    corpus: list[bytes], choice: int, mutations: list[tuple[str, int, int]], encoding: str | None
) -> None:
    data = mutate(corpus[choice % len(corpus)], mutations)
    try:
        result = parse(data, encoding=encoding)
    except SgfError as error:
        assert error.line >= 1 and error.column >= 1
        return
    assert result.games
    assert all(w.line >= 1 and w.column >= 1 for w in result.warnings)
    # Whatever was read is written and read back identically (the bytes are
    # UTF-8 now, whatever CA still says at this level).
    again = parse(write(result.games).encode("utf-8"), encoding="utf-8")
    assert not again.warnings
    assert_same_trees(result.games, again.games)


def test_every_truncation_of_a_small_file(corpus: list[bytes]) -> None:
    """Exhaustive over one file: every prefix parses or raises SgfError."""
    path: Path = corpus_dir("gogui", "time-settings-unknown-ot.sgf")
    data = path.read_bytes()
    assert data in corpus and data.startswith(b"(;")
    for end in range(len(data) + 1):
        try:
            result = parse(data[:end])
        except SgfError:
            assert end < 2, f"prefix of {end} bytes refused"
            continue
        assert end >= 2 and result.games
