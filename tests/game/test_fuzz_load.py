"""Random and mutated input through load_bytes: SgfError or trees that survive to_sgf.

Whatever loads must also save: ``to_sgf`` of the loaded trees, read back, gives
the same trees node by node (moves, setup, player, comment, raw properties,
shape), and writing those again gives the same text.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui_py.game import GameTree, LoadResult, load_bytes, to_sgf
from gogui_py.sgf import SgfError
from tests.conftest import examples
from tests.game.tree_compare import assert_same_trees
from tests.sgf.test_fuzz_corpus import FORCED_ENCODINGS, MUTATIONS, load_corpus, mutate

GAME_TOKENS = st.sampled_from(
    [
        b"(",
        b")",
        b";",
        b"[",
        b"]",
        b"\\",
        b":",
        b" ",
        b"\n",
        b"B",
        b"W",
        b"AB",
        b"AW",
        b"AE",
        b"PL",
        b"C",
        b"SZ",
        b"GM",
        b"KM",
        b"HA",
        b"PB",
        b"DT",
        b"LB",
        b"aa",
        b"ss",
        b"tt",
        b"zz",
        b"A",
        b"bS",
        b"19",
        b"52",
        b"0",
        b"7:5",
        b"-3",
        b"6.5",
        b"Black",
        b"\xc3\xa9",
        b"\xff",
    ]
)


@pytest.fixture(scope="module")
def corpus() -> list[bytes]:
    return load_corpus()


def assert_round_trip(result: LoadResult) -> None:
    """Saving ``result`` and reading it back gives the same trees and the same text."""
    text = to_sgf(result.games)
    again = load_bytes(text.encode("utf-8"))
    assert again.encoding == "utf-8"
    assert_same_trees(result.games, again.games)
    assert to_sgf(again.games) == text


def _load(data: bytes, encoding: str | None = None) -> list[GameTree] | None:
    """The loaded trees after checking the round trip; None for an SgfError."""
    try:
        result = load_bytes(data, encoding=encoding)
    except SgfError as error:
        assert error.line >= 1 and error.column >= 1
        return None
    assert result.games
    assert all(w.line >= 1 and w.column >= 1 for w in result.warnings)
    assert_round_trip(result)
    return result.games


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_random_bytes_load_or_raise_sgf_error(data: bytes) -> None:
    _load(data)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(GAME_TOKENS, max_size=80).map(b"".join))
def test_sgf_like_input_loads_and_round_trips(body: bytes) -> None:
    games = _load(b"(;" + body)
    assert games is not None, "a tree start was given"


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    choice=st.integers(0, 1 << 16),
    mutations=MUTATIONS,
    encoding=st.sampled_from(FORCED_ENCODINGS),
)
def test_mutated_corpus_loads_or_raises_sgf_error(
    corpus: list[bytes], choice: int, mutations: list[tuple[str, int, int]], encoding: str | None
) -> None:
    _load(mutate(corpus[choice % len(corpus)], mutations), encoding)


def test_every_corpus_file_round_trips(corpus: list[bytes]) -> None:
    """The unmutated files as well: the starting points of the mutations."""
    assert len(corpus) >= 70
    for data in corpus:
        assert _load(data) is not None
