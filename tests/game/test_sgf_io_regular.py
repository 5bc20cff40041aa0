"""load_bytes' one-pass route (regular texts) gives exactly what the recovering route gives.

The recovering route is :func:`gogui_py.sgf.parse` then the node mapper; load_bytes
takes it only when the text is not regular. Both must agree on the trees (node by
node, root properties included), the warnings (message, line, column, order), the
encoding and the errors.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui_py.game import sgf_io
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import LoadResult, load_bytes
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.sgf import SgfError, parse
from gogui_py.sgf.encoding import decode
from tests.conftest import examples
from tests.game.test_fuzz_load import GAME_TOKENS
from tests.game.tree_compare import node_summary
from tests.sgf.test_fuzz_corpus import FORCED_ENCODINGS, MUTATIONS, load_corpus, mutate

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_sgf.py"


def recovering_load(data: bytes, encoding: str | None = None) -> LoadResult:
    """What load_bytes gave before the one-pass route: parse, then map every raw node."""
    parsed = parse(data, encoding=encoding)
    warnings = list(parsed.warnings)
    games = [sgf_io._build_tree(raw, warnings) for raw in parsed.games]
    return LoadResult(games, warnings, parsed.encoding)


def is_regular(data: bytes, encoding: str | None = None) -> bool:
    """True when load_bytes reads ``data`` in one pass."""
    text = decode(data, encoding).text.removeprefix("\ufeff")
    return sgf_io._load_regular(text, [])


def _nodes(tree: GameTree) -> list[Node]:
    out, stack = [], [tree.root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(reversed(node.children))
    return out


def assert_same_trees_exactly(got: list[GameTree], expected: list[GameTree]) -> None:
    assert len(got) == len(expected)
    for a, b in zip(got, expected, strict=True):
        assert (a.size, a.game_number) == (b.size, b.game_number)
        assert a.root.parent is None
        nodes_a, nodes_b = _nodes(a), _nodes(b)
        assert len(nodes_a) == len(nodes_b)
        for x, y in zip(nodes_a, nodes_b, strict=True):
            assert node_summary(x) == node_summary(y)
            assert type(x) is Node
            assert all(child.parent is x for child in x.children)


def assert_same_load(data: bytes, encoding: str | None = None) -> LoadResult | None:
    """load_bytes(data) is the recovering route's result (None when both raise SgfError),
    and ``data`` is read in one pass exactly when that result has no warning but the
    decoding's."""
    try:
        expected = recovering_load(data, encoding)
    except SgfError as error:
        with pytest.raises(SgfError) as raised:
            load_bytes(data, encoding=encoding)
        assert (raised.value.message, raised.value.line, raised.value.column) == (
            error.message,
            error.line,
            error.column,
        )
        return None
    got = load_bytes(data, encoding=encoding)
    assert got.encoding == expected.encoding
    assert [(w.message, w.line, w.column) for w in got.warnings] == [
        (w.message, w.line, w.column) for w in expected.warnings
    ]
    assert_same_trees_exactly(got.games, expected.games)
    # The one-pass route gives up only where the recovering route has something to say.
    decoding = len(decode(data, encoding).warnings)
    assert is_regular(data, encoding) == (len(expected.warnings) == decoding)
    return got


REGULAR = [
    b"(;GM[1]SZ[19];B[aa];W[bb]C[hi])",
    b"(;GM[1];B[aa]C[a\\]b \\\\ c\\\nd \\:e \\\\\\] f\tg\\\th])",
    b"(;GM[1];B[aa]C[])",  # an empty comment is kept raw
    b"(;GM[1];W[cc]C[\\\n])",  # only a soft line break: empty too
    b"(;GM[1];B[aa]C[a\r\nb\\\r\nc\rd\n\re])",  # carriage returns
    b"(;GM[1];B[];W[tt];B[ss])",  # passes on 19x19
    b"(;SZ[21];B[tt];W[uu])",  # tt is a point on 21x21
    b"(;SZ[9:7];B[ig];W[ga])",
    b"(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))",
    b" \n( ; GM [1] \n ( ;B [aa] ;W[bb] ) \n ( ; W[cc] C [x] ) ) \n",
    b"(;GM[1](;B[aa])(;W[bb]))",  # variations right at the root
    b"(;GM[1];B[aa])\n(;SZ[9];W[ii])(;GM[1])",  # three games
    b"(;GaMe[1]PlayerBlack[Honinbo]SiZe[9];B[aa])",  # FF[3] identifiers
    b"(;GM[1];B[aa]LB[aa:x][bb:y]TR[cc];W[bb]MN[3])",
    b"(;GM[1];AB[aa][bb:cc]AW[dd]PL[W];W[ee])",
    b"(;GM[1];C[comment first]B[aa])",
    b"(;GM[1];;B[aa];)",  # nodes without properties
    b"\xef\xbb\xbf(;GM[1];B[aa]C[bom])",
    "(;CA[ISO-8859-1]C[\u00e9];B[aa]C[\u00e9t\u00e9])".encode("latin-1"),
    b"(;FF[4]GM[1]KM[6.5]HA[2]PB[Black]PW[White]RE[B+R];B[pd];W[dp])",
    b"(;CA[nonsense];B[aa])",  # the encoding's warning is kept
]

IRREGULAR = [
    b"(;GM[1];B[zz])",  # off the board
    b"(;GM[1];B[R16])",
    b"(;GM[1];B[aa]B[bb])",  # repeated
    b"(;GM[1];B[aa]W[bb])",  # two moves
    b"(;GM[1];B[aa][bb])",
    b"(;GM[1]C[a][b])",
    b"(;GM[1][x];B[aa])",  # a second value: GM takes one (FF[4]), the first is kept
    b"(;GM[1];B[aa]C[a][b])",
    b"(;GM[1];PL[x])",
    b"(;GM[1]()(;B[aa]))",  # an empty variation
    b"(;GM[1];B[aa]())",
    b"((;GM[1]))",  # a variation before the first node
    b"()(;GM[1])",
    b"junk(;GM[1])",
    b"(;GM[1])junk",
    b"(;GM[1]);B[aa]",
    b"(;GM[1]",  # not closed
    b"(;",
    b"(;GM[1];B[aa](;W[bb])",
    b"(;GM[1]))",  # unmatched
    b"(;GM[1];B[aa] x ;W[bb])",
    b"(;GM[1];B[aa]x[y])",  # no upper-case letter
    b"(;GM[1];B[aa]W)",
    b"(;GM[1];B[aa]C[unterminated",
    b"(GM[1];B[aa])",  # missing ';'
    b"(;SZ[abc];B[aa])",  # bad size
    b"(;GM[x];B[aa])",  # bad game
    b"(;KM[x];B[aa])",  # bad komi
    b"(;GM[1]\n;B[aa]\n;W[zz]\n;B[zz])",  # warnings at later lines
]


@pytest.mark.parametrize("data", REGULAR)
def test_a_regular_text_is_read_in_one_pass_as_the_recovering_route_reads_it(
    data: bytes,
) -> None:
    assert is_regular(data)
    loaded = assert_same_load(data)
    assert loaded is not None
    assert not [w for w in loaded.warnings if "CA" not in w.message]


@pytest.mark.parametrize("data", IRREGULAR)
def test_an_irregular_text_takes_the_recovering_route(data: bytes) -> None:
    assert not is_regular(data)
    assert_same_load(data)


@pytest.mark.parametrize("data", [b"", b"no tree", b"()", b"(())", b")"])
def test_nothing_readable_raises_as_before(data: bytes) -> None:
    assert not is_regular(data)
    assert assert_same_load(data) is None


def test_one_pass_nodes_read_moves_comments_escapes_and_soft_line_breaks() -> None:
    data = b"(;GM[1];B[cd]C[a\\]b\\\\c \\\nd\\:e\tf];W[]C[];B[dc]C[\\\n])"
    assert is_regular(data)
    root = load_bytes(data).games[0].root
    first = root.children[0]
    second = first.children[0]
    third = second.children[0]
    assert first.move == Move(Color.BLACK, Point(2, 3))
    assert first.comment == "a]b\\c d:e f"
    assert first.props == {}
    assert second.move == Move(Color.WHITE, None)
    assert (second.comment, second.props) == ("", {"C": []})
    assert (third.comment, third.props) == ("", {"C": []})
    for node in (first, second, third):
        assert (node.add_black, node.add_white, node.add_empty, node.player) == ((), (), (), None)
        assert all(hasattr(node, slot) for slot in Node.__slots__)


def test_a_bad_value_still_warns_at_its_node() -> None:
    data = b"(;GM[1]\n;B[aa]C[fine]\n  ;W[zz]C[x])"
    loaded = load_bytes(data)
    assert [(w.message, w.line, w.column) for w in loaded.warnings] == [
        ("not a point on the 19x19 board: W[zz] kept as is", 3, 3)
    ]
    bad = loaded.games[0].root.children[0].children[0]
    assert (bad.move, bad.props, bad.comment) == (None, {"W": ["zz"]}, "x")


def test_the_benchmark_file_is_regular_and_read_alike() -> None:
    spec = importlib.util.spec_from_file_location("bench_sgf", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    data = bench.generate()
    assert is_regular(data)
    loaded = assert_same_load(data)
    assert loaded is not None and loaded.warnings == []
    assert loaded.games[0].size == BoardSize(19, 19)
    assert all(all(hasattr(n, s) for s in Node.__slots__) for n in _nodes(loaded.games[0]))


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(GAME_TOKENS, max_size=60).map(b"".join))
def test_sgf_like_input_is_read_alike_by_both_routes(body: bytes) -> None:
    assert_same_load(b"(;" + body)
    assert_same_load(b"(;GM[1];B[aa]" + body + b")")


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.sampled_from(["(", ")", ";", "B[aa]", "W[bb]", "C[x\\]]", "C[]", "AB[cc]", " "]),
        max_size=40,
    ).map("".join)
)
def test_well_formed_looking_input_is_read_alike_by_both_routes(body: str) -> None:
    assert_same_load(("(;GM[1]" + body + ")").encode())


@pytest.fixture(scope="module")
def corpus() -> list[bytes]:
    return load_corpus()


def test_every_corpus_file_is_read_alike_by_both_routes(corpus: list[bytes]) -> None:
    regular = 0
    for data in corpus:
        assert_same_load(data)
        regular += is_regular(data)
    assert regular >= len(corpus) // 3, "most real files should take the one-pass route"


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    choice=st.integers(0, 1 << 16),
    mutations=MUTATIONS,
    encoding=st.sampled_from(FORCED_ENCODINGS),
)
def test_mutated_corpus_files_are_read_alike_by_both_routes(
    corpus: list[bytes], choice: int, mutations: list[tuple[str, int, int]], encoding: str | None
) -> None:
    assert_same_load(mutate(corpus[choice % len(corpus)], mutations), encoding)
