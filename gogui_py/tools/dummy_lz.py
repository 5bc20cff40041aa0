"""``gogui-dummy --mode lz``: a Leela-Zero-like GTP engine for streaming analysis
(gtp.md "Streaming analysis").

``lz-analyze [C] [interval]`` answers ``=`` and then writes an ``info`` line every
``interval`` centiseconds (``--flood N``: N lines a second instead) until anything
arrives on stdin; then it ends the response with an empty line and handles that input.
Visits grow by 10 per line; the best move is D4 (win rate 5234), then Q16, C3.
``--refuse``: lz-analyze answers ``? cannot analyse``. ``--kata``: it is ``kata-analyze``
instead, with KataGo's float fields, and ``ownership true`` adds an ``ownership`` list
(the left half of the board +0.8, the right half -0.8, for the side to move).
With ``--kata`` it also answers ``kata-set-rules RULES`` (KataGo's shorthand names;
``? Unknown rules`` for others) and ``kata-get-rules`` (a JSON object of the rules in
use, tromp-taylor at start, with their ``name``), as KataGo's GTP extensions document.
``--vary``: the lz-analyze win rates change from line to line (each frame draws anew).
``--hang``: once it streams (``=`` and one ``info`` line) it hangs: it reads nothing
more and writes nothing more, until it is killed.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import select
import sys
import time
from collections.abc import Callable, Sequence
from typing import NoReturn

from gogui_py.tools.dummy_common import known_commands, split_id


class Lines:
    """stdin read with os.read: no hidden buffer, so select() sees every pending line."""

    def __init__(self) -> None:
        self.buffer = b""

    def ready(self, timeout: float) -> bool:
        if b"\n" in self.buffer:
            return True
        readable, _, _ = select.select([0], [], [], timeout)
        return bool(readable)

    def readline(self) -> str:
        while b"\n" not in self.buffer:
            chunk = os.read(0, 65536)
            if not chunk:
                line, self.buffer = self.buffer, b""
                return line.decode()
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode() + "\n"


STDIN = Lines()

KNOWN = known_commands("lz-analyze")


MAX_BURST = 200
"""Most lines written at once by a flood that fell behind."""


def info_line(visits: int, vary: bool = False) -> str:
    """``--vary``: the win rates go up by 1 % a line, nine steps, then start again."""
    moves = (("D4", 5234, "D4 Q16 C3"), ("Q16", 4810, "Q16 D4"), ("C3", 4102, "C3"))
    step = (visits // 10) % 9 * 100 if vary else 0
    groups = [
        f"info move {move} visits {visits // (order + 1)} winrate {rate + step} prior 1000 "
        f"lcb {rate + step - 50} order {order} pv {pv}"
        for order, (move, rate, pv) in enumerate(moves)
    ]
    return " ".join(groups)


def kata_line(visits: int, ownership: bool) -> str:
    groups = [
        f"info move D4 visits {visits} utility 0.1 winrate 0.5234 scoreMean 1.5 "
        f"scoreStdev 9.0 scoreLead 1.5 scoreSelfplay 1.4 prior 0.1 lcb 0.51 "
        f"utilityLcb 0.05 order 0 pv D4 Q16",
        f"info move Q16 visits {visits // 2} utility 0.0 winrate 0.481 scoreMean -0.5 "
        f"scoreStdev 9.0 scoreLead -0.5 scoreSelfplay -0.4 prior 0.08 lcb 0.46 "
        f"utilityLcb 0.0 order 1 pv Q16 D4",
    ]
    line = " ".join(groups)
    if ownership:
        values = [
            "0.8" if x < 9 else ("-0.8" if x > 9 else "0") for _y in range(19) for x in range(19)
        ]
        line += " ownership " + " ".join(values)
    return line


def analyse(ident: str, interval: float, make_line: Callable[[int], str] = info_line) -> str:
    """Stream until input arrives; return that input line."""
    sys.stdout.write(f"={ident}\n")
    sys.stdout.flush()
    visits = 0
    start = time.monotonic()
    written = 0
    while True:
        due = start + (written + 1) * interval
        if STDIN.ready(max(0.0, due - time.monotonic())):
            arrived = STDIN.readline()
            sys.stdout.write("\n")
            sys.stdout.flush()
            return arrived
        # Every line due by now in one write: a flood keeps its rate on a busy machine
        # (at most MAX_BURST lines; a reader far behind is not buried).
        behind = int((time.monotonic() - start) / interval) - written
        count = min(max(1, behind), MAX_BURST)
        written = max(written + count, written + behind - MAX_BURST)
        chunk = []
        for _ in range(count):
            visits += 10
            chunk.append(make_line(visits) + "\n")
        sys.stdout.write("".join(chunk))
        sys.stdout.flush()


def hang(ident: str) -> NoReturn:
    """Start streaming, then never read nor write again (a hung analyzer)."""
    sys.stdout.write(f"={ident}\n{info_line(10)}\n")
    sys.stdout.flush()
    while True:
        time.sleep(3600)


KATA_RULES = {  # name: ko, scoring, tax, multi-stone suicide, button (kata-get-rules)
    "tromp-taylor": ("POSITIONAL", "AREA", "NONE", True, False),
    "chinese": ("SIMPLE", "AREA", "NONE", False, False),
    "chinese-ogs": ("POSITIONAL", "AREA", "NONE", False, False),
    "chinese-kgs": ("POSITIONAL", "AREA", "NONE", False, False),
    "japanese": ("SIMPLE", "TERRITORY", "SEKI", False, False),
    "korean": ("SIMPLE", "TERRITORY", "SEKI", False, False),
    "stone-scoring": ("SIMPLE", "AREA", "ALL", False, False),
    "aga": ("SITUATIONAL", "AREA", "NONE", False, False),
    "bga": ("SITUATIONAL", "AREA", "NONE", False, False),
    "new-zealand": ("SITUATIONAL", "AREA", "NONE", True, False),
    "aga-button": ("SITUATIONAL", "AREA", "NONE", False, True),
}
RULES = ["tromp-taylor"]
"""The rules in use (kata-set-rules changes them)."""


def rules_command(words: list[str]) -> tuple[bool, str]:
    """``kata-set-rules RULES`` / ``kata-get-rules``: (success, answer)."""
    if words[0] == "kata-set-rules":
        wanted = words[1].lower() if len(words) == 2 else ""
        if wanted not in KATA_RULES:
            return False, "Unknown rules"
        RULES[0] = wanted
        return True, ""
    ko, scoring, tax, suicide, button = KATA_RULES[RULES[0]]
    fields = {"hasButton": button, "ko": ko, "scoring": scoring, "suicide": suicide}
    return True, json.dumps({**fields, "tax": tax, "name": RULES[0]})


def answer(words: list[str], options: argparse.Namespace) -> str:
    name = words[0]
    return {
        "name": "LeelaLike",
        "version": "0.1",
        "protocol_version": "2",
        "list_commands": "\n".join(KNOWN),
        "genmove": "pass",
    }.get(name, "")


def main(argv: Sequence[str] | None = None) -> None:
    """Run ``gogui-dummy --mode lz``: GTP on stdin/stdout (flags: module docstring)."""
    parser = argparse.ArgumentParser(prog="gogui-dummy --mode lz", description=__doc__)
    parser.add_argument("--flood", type=int, default=0, help="info lines a second")
    parser.add_argument("--refuse", action="store_true")
    parser.add_argument("--kata", action="store_true", help="kata-analyze, not lz-analyze")
    parser.add_argument("--vary", action="store_true", help="lz-analyze win rates change")
    parser.add_argument("--hang", action="store_true", help="hang once it streams")
    options = parser.parse_args(argv)
    analyze = "kata-analyze" if options.kata else "lz-analyze"
    if options.kata:
        KNOWN[KNOWN.index("lz-analyze")] = "kata-analyze"
        KNOWN.extend(["kata-get-rules", "kata-set-rules"])
    pending: str | None = None
    while True:
        raw = pending if pending is not None else STDIN.readline()
        pending = None
        if not raw:
            return
        words = raw.split()
        if not words:
            continue
        ident, words = split_id(words)
        name = words[0]
        if name == analyze and options.hang:
            hang(ident)
        if name == analyze and not options.refuse:
            numbers = [w for w in words[1:] if w.isdigit()]
            interval = (int(numbers[0]) if numbers else 10) / 100
            if options.flood:
                interval = 1 / options.flood
            ownership = "ownership" in words
            line = (
                functools.partial(kata_line, ownership=ownership)
                if options.kata
                else functools.partial(info_line, vary=options.vary)
            )
            pending = analyse(ident, interval, line)
            continue
        if name == analyze:
            sys.stdout.write(f"?{ident} cannot analyse\n\n")
        elif options.kata and name in ("kata-set-rules", "kata-get-rules"):
            success, text = rules_command(words)
            sys.stdout.write(f"{'=' if success else '?'}{ident} {text}\n\n")
        else:
            sys.stdout.write(f"={ident} {answer(words, options)}\n\n")
        sys.stdout.flush()
        if name == "quit":
            return
