"""The benchmark's generated file has the promised shape (timings are the benchmark's job)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

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
