"""Parse/write speed of gogui_py.sgf against sgfmill on one generated big file.

Run: ``.venv/bin/python benchmarks/bench_sgf.py [--repeat N]``

Also times the full read to game trees (``gogui_py.game.load_bytes``) beside
sgfmill's from_bytes + reading every node's properties (issue 10: >= 2.5x faster).

The file is generated deterministically (fixed seed): 60,000 nodes, about
10,000 comments with escapes and line breaks, at least 13,000 variations,
about 1.5 MB. Timings are the best of ``--repeat`` runs, in seconds.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections.abc import Callable

from sgfmill import sgf

from gogui_py.game import load_bytes
from gogui_py.sgf import RawNode, parse, write

NODES = 60_000
COMMENTS = 10_000
BRANCH_PROBABILITY = 0.3
_WORDS = ["tenuki", "ko", "atari", "joseki", "aji", "sente", "gote", "miai", "shape", "hane"]
_ESCAPES = ["\\]", "\\\\", "a\\:b", "[x\\]", "\n", "\\\n", "(;)"]


def _comment(rng: random.Random) -> str:
    words = [rng.choice(_WORDS) for _ in range(rng.randint(10, 26))]
    for _ in range(rng.randint(1, 3)):
        words.insert(rng.randrange(len(words) + 1), rng.choice(_ESCAPES))
    return " ".join(words)


def generate(seed: int = 20261122) -> bytes:
    """The benchmark file's bytes (UTF-8), identical for the same seed."""
    rng = random.Random(seed)
    root = RawNode({"GM": ["1"], "FF": ["4"], "CA": ["UTF-8"], "SZ": ["19"], "KM": ["6.5"]})
    nodes = [root]
    comment_at = set(rng.sample(range(1, NODES), COMMENTS))
    for index in range(1, NODES):
        color = "B" if index % 2 else "W"
        point = chr(97 + rng.randrange(19)) + chr(97 + rng.randrange(19))
        node = RawNode({color: [point]})
        if index in comment_at:
            node.properties["C"] = [_comment(rng)]
        if rng.random() < BRANCH_PROBABILITY:
            parent = nodes[rng.randrange(len(nodes))]
        else:
            parent = nodes[-1]
        parent.children.append(node)
        nodes.append(node)
    return write([root]).encode()


def best_of(function: Callable[[], object], repeat: int) -> float:
    """Best wall time of ``repeat`` calls; results are freed outside the timing.

    Trees with parent links are cycles: ``del`` does not free them, so they are
    collected before each run (else a run would pay for the previous one's garbage).
    """
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
        del result
    gc.collect()
    return best


def sgfmill_parse_and_expand(data: bytes) -> int:
    """sgfmill's from_bytes, then every node's properties read (sgfmill decodes lazily)."""
    game = sgf.Sgf_game.from_bytes(data)
    count = 0
    stack = [game.get_root()]
    while stack:
        node = stack.pop()
        node.get_raw_property_map()
        count += 1
        stack.extend(node)
    return count


def main() -> None:
    """Print the file's figures and the timings."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    data = generate()
    result = parse(data)
    count = variations = comments = 0
    stack = list(result.games)
    while stack:
        node = stack.pop()
        count += 1
        variations += max(0, len(node.children) - 1)
        comments += "C" in node.properties
        stack.extend(node.children)
    print(
        f"file: {len(data) / 1e6:.2f} MB, {count} nodes, {variations} variations, "
        f"{comments} comments"
    )
    print(f"gogui_py.sgf.parse               {best_of(lambda: parse(data), args.repeat):.3f} s")
    write_time = best_of(lambda: write(result.games), args.repeat)
    print(f"gogui_py.sgf.write               {write_time:.3f} s")
    sgfmill_parse = best_of(lambda: sgf.Sgf_game.from_bytes(data), args.repeat)
    print(f"sgfmill Sgf_game.from_bytes      {sgfmill_parse:.3f} s")
    expand = best_of(lambda: sgfmill_parse_and_expand(data), args.repeat)
    print(f"sgfmill from_bytes + expand all  {expand:.3f} s")
    load = best_of(lambda: load_bytes(data), args.repeat)
    print(
        f"gogui_py.game.load_bytes         {load:.3f} s  ({expand / load:.2f}x faster than "
        "sgfmill from_bytes + expand; target >= 2.5x)"
    )


if __name__ == "__main__":
    main()
