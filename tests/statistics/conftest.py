"""Helpers for the statistics tests: generated SGF games, GNU Go's command line, and
the helpers Dask keeps for the life of the process."""

from __future__ import annotations

import csv
import random
import shlex
from pathlib import Path

import pytest

from gogui_py.gtp import find_gnugo
from tests.cluster.helpers import start_dask_process_helpers

LETTERS = "abcdefghi"


def game_text(seed: int, moves: int) -> str:
    """A 9x9 game of ``moves`` moves (at most 36), legal and without captures: Black in
    rows 1-4, White in rows 6-9, in an order shuffled by ``seed`` (row 5 stays empty,
    so every group keeps a liberty)."""
    order = random.Random(seed)
    black = [(x, y) for y in range(4) for x in range(9)]
    white = [(x, y) for y in range(5, 9) for x in range(9)]
    order.shuffle(black)
    order.shuffle(white)
    nodes = []
    for number in range(moves):
        color, (x, y) = ("B", black[number // 2]) if number % 2 == 0 else ("W", white[number // 2])
        nodes.append(f";{color}[{LETTERS[x]}{LETTERS[y]}]")
    return f"(;FF[4]GM[1]SZ[9]KM[6.5]{''.join(nodes)})"


def write_games(folder: Path, count: int, moves: int) -> list[str]:
    """``count`` files ``gameNN.sgf`` in ``folder`` (:func:`game_text`, seeds 1..count,
    ``moves`` moves each); their paths, sorted."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for seed in range(1, count + 1):
        path = folder / f"game{seed:02d}.sgf"
        path.write_text(game_text(seed, moves), encoding="utf-8")
        paths.append(str(path))
    return paths


def gnugo_program() -> str:
    """GNU Go at level 0 as one --program string; FAILS when GNU Go is missing (the
    README's test set-up installs it)."""
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    return shlex.join([path, "--mode", "gtp", "--quiet", "--level", "0"])


def rows_without_times(folder: Path) -> list[dict[str, str]]:
    """The rows of ``folder/answers.csv`` without the ``seconds`` column."""
    with open(folder / "answers.csv", newline="", encoding="utf-8") as file:
        return [{k: v for k, v in row.items() if k != "seconds"} for row in csv.DictReader(file)]


@pytest.fixture(scope="module", autouse=True)
def dask_process_helpers() -> None:
    """Dask's process-wide helpers, started before the per-test leak check."""
    start_dask_process_helpers()
