"""``gogui-dummy --mode param``: parameters that really change when set (analyze.md "param").

Run as ``gogui-dummy --mode param [--locked KEY]... [--version TEXT]``. Its analyze
commands (``gogui-analyze_commands``):

- ``param/Search/param_search``: ``[bool] ponder 0``, ``[list/fast/normal/strong] level
  normal``, ``[string] tag plain``, ``max_nodes 1000`` (untyped; an integer);
- ``param/Style %m/param_style %m``: per colour, ``[list/calm/wild] mood calm`` (set with
  ``param_style b mood wild``);
- ``param/Ask/param_ask %s`` (needs a typed string: not a parameter tool's business);
- ``string/Pid/pid``: its process id.

``param_search`` alone lists the values; ``param_search KEY VALUE`` sets one and answers
``? ...`` for an unknown key, a value not in a list or not 0/1 for a bool, a
``max_nodes`` that is not an integer, or a key given with ``--locked``. Board commands
(boardsize, clear_board, komi, play, undo) are accepted; genmove answers ``pass``;
anything else is ``? unknown command``. Ends at ``quit`` or end of input.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from gogui_py.tools.dummy_common import split_id

ANALYZE = [
    "param/Search/param_search",
    "param/Style %m/param_style %m",
    "param/Ask/param_ask %s",
    "string/Pid/pid",
]
BOARD = ["boardsize", "clear_board", "komi", "play", "undo", "genmove"]
KNOWN = [
    "gogui-analyze_commands",
    "list_commands",
    "name",
    "param_ask",
    "param_search",
    "param_style",
    "pid",
    "protocol_version",
    "quit",
    "version",
    *BOARD,
]
LISTS = {"level": ("fast", "normal", "strong"), "mood": ("calm", "wild")}


class Engine:
    """The parameters and the answers (module docstring)."""

    def __init__(self, locked: list[str], version: str) -> None:
        self.locked = set(locked)
        self.version = version
        self.search = {"ponder": "0", "level": "normal", "tag": "plain", "max_nodes": "1000"}
        self.style = {"b": {"mood": "calm"}, "w": {"mood": "calm"}}

    def answer(self, name: str, args: list[str]) -> tuple[bool, str]:
        """``(success, text)`` of one command."""
        fixed = {
            "name": "Param",
            "version": self.version,
            "protocol_version": "2",
            "list_commands": "\n".join(KNOWN),
            "gogui-analyze_commands": "\n".join(ANALYZE),
            "pid": str(os.getpid()),
        }
        if name in fixed:
            return True, fixed[name]
        if name == "param_search":
            return self.param_search(args)
        if name == "param_style":
            return self.param_style(args)
        if name == "param_ask":
            return True, f"[string] asked {' '.join(args)}"
        if name == "genmove":
            return True, "pass"
        if name in BOARD or name == "quit":
            return True, ""
        return False, "unknown command"

    def param_search(self, args: list[str]) -> tuple[bool, str]:
        values = self.search
        if not args:
            return True, "\n".join(
                [
                    f"[bool] ponder {values['ponder']}",
                    f"[list/fast/normal/strong] level {values['level']}",
                    f"[string] tag {values['tag']}",
                    f"max_nodes {values['max_nodes']}",
                ]
            )
        key, value = args[0], " ".join(args[1:])
        if key not in values:
            return False, f"unknown parameter {key}"
        if key in self.locked:
            return False, f"{key} cannot be changed"
        if key == "ponder" and value not in ("0", "1"):
            return False, "ponder is 0 or 1"
        if key == "level" and value not in LISTS["level"]:
            return False, f"no level {value}"
        if key == "max_nodes" and not value.isdigit():
            return False, "max_nodes is an integer"
        values[key] = value
        return True, ""

    def param_style(self, args: list[str]) -> tuple[bool, str]:
        if not args or args[0] not in self.style:
            return False, "param_style needs a colour (b or w)"
        values = self.style[args[0]]
        if len(args) == 1:
            return True, f"[list/calm/wild] mood {values['mood']}"
        key, value = args[1], " ".join(args[2:])
        if key != "mood" or value not in LISTS["mood"]:
            return False, f"bad style {key} {value}"
        values[key] = value
        return True, ""


def main(argv: Sequence[str] | None = None) -> None:
    """Run ``gogui-dummy --mode param``: GTP on stdin/stdout (flags: module docstring)."""
    parser = argparse.ArgumentParser(prog="gogui-dummy --mode param", description=__doc__)
    parser.add_argument("--locked", action="append", default=[], metavar="KEY")
    parser.add_argument("--version", default="1.0")
    options = parser.parse_args(argv)
    engine = Engine(options.locked, options.version)
    for raw in sys.stdin:
        words = raw.partition("#")[0].split()
        if not words:
            continue
        ident, words = split_id(words)
        if not words:
            continue
        success, text = engine.answer(words[0], words[1:])
        sys.stdout.write(f"{'=' if success else '?'}{ident} {text}\n\n")
        sys.stdout.flush()
        if words[0] == "quit":
            return
