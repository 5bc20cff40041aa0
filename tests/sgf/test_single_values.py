"""Properties FF[4] gives one value are read with one (gogui_py.sgf.single_values).

Issue 15: a node with ``PB[a][b]`` or ``PB`` twice was saved as a PB with two values,
which is not valid FF[4]. Texts are joined (nothing lost), other values keep the first.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui_py.sgf import RawNode, SgfWarning, parse, write
from gogui_py.sgf.single_values import SINGLE_OTHER, SINGLE_TEXT, SINGLE_VALUED, warning
from gogui_py.sgf.values import compose_from_sgf, simpletext_from_sgf, text_from_sgf, text_to_sgf
from tests.conftest import examples
from tests.sgf.tree_walk import walk


@pytest.mark.parametrize(
    ("data", "message", "column"),
    [
        (
            b"(;GM[1]PB[Lee][Sedol])",
            "property PB has 2 values (FF[4]: one): joined into one text",
            8,
        ),
        (b"(;GM[1]PB[Lee]PB[Sedol])", "property PB repeated in one node: joined into one text", 15),
        (b"(;PB[Lee]PB[Sedol]GM[1])", "property PB repeated in one node: joined into one text", 10),
        (
            b"(;GM[1]PB[Lee]C[x]PB[Sedol])",
            "property PB repeated in one node: joined into one text",
            19,
        ),
    ],
    ids=["values", "twice", "twice-first", "apart"],
)
def test_repeated_simpletext_is_joined_with_a_warning(
    data: bytes, message: str, column: int
) -> None:
    result = parse(data)
    props = result.games[0].properties
    assert props["PB"] == ["Lee\nSedol"]
    assert simpletext_from_sgf(props["PB"][0]) == "Lee Sedol"  # a newline reads as a space
    assert result.warnings == [SgfWarning(message, 1, column)]


def test_comments_are_joined_by_a_newline_without_empty_or_repeated_values() -> None:
    result = parse(b"(;C[first][]C[second\\]]C[first])")
    assert result.games[0].properties["C"] == ["first\nsecond\\]"]
    assert text_from_sgf(result.games[0].properties["C"][0]) == "first\nsecond]"
    assert len(result.warnings) == 3  # one per occurrence


@pytest.mark.parametrize(
    ("data", "ident", "kept", "message"),
    [
        (
            b"(;KM[6.5][0.5])",
            "KM",
            "6.5",
            "property KM has 2 values (FF[4]: one): first value kept, KM[0.5] dropped",
        ),
        (
            b"(;SZ[19]SZ[9])",
            "SZ",
            "19",
            "property SZ repeated in one node: first value kept, SZ[9] dropped",
        ),
        (
            b"(;;W[aa][bb][cc])",
            "W",
            "aa",
            "property W has 3 values (FF[4]: one): first value kept, W[bb][cc] dropped",
        ),
        (
            b"(;;PL[B]PL[W])",
            "PL",
            "B",
            "property PL repeated in one node: first value kept, PL[W] dropped",
        ),
        (
            b"(;;TE[1][2])",
            "TE",
            "1",
            "property TE has 2 values (FF[4]: one): first value kept, TE[2] dropped",
        ),
    ],
)
def test_other_single_values_keep_the_first(
    data: bytes, ident: str, kept: str, message: str
) -> None:
    result = parse(data)
    node = next(n for n in walk(result.games) if ident in n.properties)
    assert node.properties[ident] == [kept]
    assert [w.message for w in result.warnings] == [message]


def test_a_long_dropped_value_is_shortened_in_the_warning() -> None:
    message = warning("B", ["x" * 100], repeated=True)
    assert message == f"property B repeated in one node: first value kept, B[{'x' * 27}...] dropped"


def test_application_name_and_version_are_joined_as_one_compose() -> None:
    """Fox writes AP twice (corpus katrain/fox_*.sgf)."""
    result = parse(b"(;AP[GNU Go:3.8]AP[foxwq]AP[Sabaki:0.52\\:1])")
    (value,) = result.games[0].properties["AP"]
    assert value == "GNU Go:3.8\nfoxwq\nSabaki\\:0.52\\:1"
    assert compose_from_sgf(value) == ("GNU Go", "3.8\nfoxwq\nSabaki\\:0.52\\:1")


@pytest.mark.parametrize(
    ("data", "ident", "values"),
    [
        (b"(;AB[aa][bb]AB[cc])", "AB", ["aa", "bb", "cc"]),
        (b"(;;LB[aa:x][bb:y])", "LB", ["aa:x", "bb:y"]),
        (b"(;XY[private][values])", "XY", ["private", "values"]),  # not FF[4]: as it was
        (b"(;GOGUIGAME[a][b])", "GOGUIGAME", ["a", "b"]),
    ],
)
def test_lists_and_unknown_properties_keep_every_value(
    data: bytes, ident: str, values: list[str]
) -> None:
    node = next(n for n in walk(parse(data).games) if ident in n.properties)
    assert node.properties[ident] == values


@pytest.mark.parametrize(
    ("data", "value"),
    [(b"(;C[a]C[unterminated", "a\nunterminated"), (b"(;PB[a][b", "a\nb")],
    ids=["repeated", "continued"],
)
def test_an_unterminated_value_joins_too(data: bytes, value: str) -> None:
    props = parse(data).games[0].properties
    assert list(props.values()) == [[value]]


def test_the_saved_file_is_valid_and_loses_no_text() -> None:
    data = "(;GM[1]FF[4]PB[Lee]PB[Sedol]PW[古力][Gu Li]KM[6.5][7.5]C[one]C[two];B[pd][dd])"
    first = parse(data.encode())
    saved = write(first.games)
    assert "PB[Lee\nSedol]PW[古力\nGu Li]KM[6.5]C[one\ntwo];B[pd])" in saved
    again = parse(saved.encode())
    assert again.warnings == []
    for node in walk(again.games):
        assert all(len(v) == 1 for k, v in node.properties.items() if k in SINGLE_VALUED)


@pytest.mark.parametrize(
    "data",
    [
        b"(;GM[1]" + b"C[x]" * 100_000 + b")",
        b"(;GM[1]C" + b"[x]" * 100_000 + b")",
        b"(;GM[1]" + b"".join(b"C[%d]" % i for i in range(100_000)) + b")",
        b"(;GM[1]" + b"B[aa]" * 100_000 + b")",
    ],
    ids=["repeated", "values", "distinct", "moves"],
)
def test_many_values_are_made_one_in_linear_time(data: bytes) -> None:
    """Issue 10: each property is made single once, at the end, however often it is
    repeated (joining on every repetition was quadratic). About 0.3 s here."""
    start = time.perf_counter()
    result = parse(data)
    assert time.perf_counter() - start < 3.0
    assert all(len(values) == 1 for values in result.games[0].properties.values())


def test_the_sets_do_not_overlap() -> None:
    assert not SINGLE_TEXT & SINGLE_OTHER
    assert {"PB", "PW", "C", "GC", "N", "RE", "AP"} <= SINGLE_TEXT
    assert {"B", "W", "KM", "HA", "SZ", "PL", "MN", "TE", "BL"} <= SINGLE_OTHER


TEXTS = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8)


@settings(max_examples=examples(100), suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(
        st.sampled_from(sorted(SINGLE_VALUED - {"CA"} | {"AB", "LB", "XX"})),  # CA: a charset
        st.lists(TEXTS.map(text_to_sgf), min_size=1, max_size=4),
        min_size=1,
        max_size=5,
    )
)
def test_any_node_is_saved_valid_with_every_text_kept(props: dict[str, list[str]]) -> None:
    first = parse(write([RawNode(dict(props))]).encode())
    got = first.games[0].properties
    for ident, values in props.items():
        if ident not in SINGLE_VALUED:
            assert got[ident] == values
            continue
        assert len(got[ident]) == 1
        if ident in SINGLE_TEXT:
            joined = text_from_sgf(got[ident][0])
            for value in values:
                assert text_from_sgf(value) in joined  # every text kept whole
        else:
            assert got[ident] == values[:1]
    again = parse(write(first.games).encode())
    assert again.warnings == []
    assert again.games[0].properties == got
