"""``gogui-dummy --mode gfx``: a GTP engine that draws live gfx on stderr while it
"thinks" (analyze.md "Live gfx").

``genmove C`` writes ``--lines N`` single ``gogui-gfx:`` lines (labels 1..N on A1), then
a block (``gogui-gfx:`` / ``CIRCLE B2`` / ``TEXT thinking done`` / empty line), then
answers ``pass``. Everything else a board needs is accepted and ignored.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from gogui_py.tools.dummy_common import known_commands, split_id

KNOWN = known_commands()


def main(argv: Sequence[str] | None = None) -> None:
    """Run ``gogui-dummy --mode gfx``: GTP on stdin/stdout (flags: module docstring)."""
    parser = argparse.ArgumentParser(prog="gogui-dummy --mode gfx", description=__doc__)
    parser.add_argument("--lines", type=int, default=50)
    lines = parser.parse_args(argv).lines
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        ident, words = split_id(words)
        name = words[0] if words else ""
        answer = ""
        if name == "name":
            answer = "Gfx"
        elif name == "version":
            answer = "1"
        elif name == "protocol_version":
            answer = "2"
        elif name == "list_commands":
            answer = "\n".join(KNOWN)
        elif name == "genmove":
            for number in range(1, lines + 1):
                sys.stderr.write(f"gogui-gfx: LABEL A1 {number}\n")
            sys.stderr.write("gogui-gfx:\nCIRCLE B2\nTEXT thinking done\n\n")
            sys.stderr.flush()
            answer = "pass"
        sys.stdout.write(f"={ident} {answer}\n\n")
        sys.stdout.flush()
        if name == "quit":
            return
