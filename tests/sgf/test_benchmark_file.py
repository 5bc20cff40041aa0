"""The benchmark's generated file has the promised shape, and parse beats sgfmill on it."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path
from types import ModuleType

import pytest
from sgfmill import sgf

from gogui_py.sgf import parse
from tests.sgf.tree_walk import walk

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_sgf.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_sgf", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def data(bench: ModuleType) -> bytes:
    generated = bench.generate()
    assert isinstance(generated, bytes)
    return generated


def test_generated_file_is_deterministic_and_big(bench: ModuleType, data: bytes) -> None:
    assert bench.generate() == data
    assert len(data) >= 1_500_000
    result = parse(data)
    assert result.warnings == []
    nodes = list(walk(result.games))
    assert len(nodes) == 60_000
    assert sum(max(0, len(n.children) - 1) for n in nodes) >= 13_000
    assert sum("C" in n.properties for n in nodes) == 10_000
    assert any("\\]" in n.properties.get("C", [""])[0] for n in nodes)


def _best_of_three(function: object) -> float:
    assert callable(function)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
        del result
    return best


def test_parse_is_faster_than_sgfmill(data: bytes) -> None:
    ours = _best_of_three(lambda: parse(data))
    theirs = _best_of_three(lambda: sgf.Sgf_game.from_bytes(data))
    assert ours < theirs, f"parse {ours:.3f} s, sgfmill {theirs:.3f} s"
