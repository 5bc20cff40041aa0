"""The default label of a competitor: the name of the program its command runs.

A command running a gogui-py GTP proxy in front of an engine (``gogui-display [OPTIONS]
PROGRAM ARGS``, ``gogui-adapter [OPTIONS] PROGRAM ARGS``, or the same through
``python -m gogui_py.gui.display`` / ``python -m gogui_py.tools.adapter``) is named after
the engine behind the proxy, so a match report says ``gnugo``, not ``gogui-display``.
The proxies' command lines are read as their own parsers read them
(gogui_py/tools/program_args.py): the proxy's options first (``OPTION VALUE`` or
``OPTION=VALUE``), then PROGRAM from the first other word (or after ``--``); a
PROGRAM given as one quoted word holding spaces is split like a shell does.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path

PROXY_VALUE_OPTIONS: dict[str, frozenset[str]] = {
    "gogui-display": frozenset({"--config", "--size"}),
    "gogui-adapter": frozenset({
        "--size", "--resign", "--emulate", "--name", "--timeout", "--move-timeout",
        "--config", "--gtpfile", "--log",
    }),
}  # fmt: skip
"""The proxies run in front of an engine -> their options that take a value (the
tests check these against the tools' argparse parsers)."""

_PROXY_MODULES = {
    "gogui_py.gui.display": "gogui-display",
    "gogui_py.gui.display.app": "gogui-display",
    "gogui_py.tools.adapter": "gogui-adapter",
}


def program_label(argv: Sequence[str], default: str = "engine") -> str:
    """The name of the program ``argv`` runs: its file name without suffix, looking
    through gogui-py proxies (module docstring), or the name a ``gogui-adapter --name
    NAME[:VERSION]`` in front of it gives; ``default`` when there is none.

    ``("/usr/games/gnugo", "--mode", "gtp")`` -> ``"gnugo"``;
    ``("gogui-display", "--size", "9", "gnugo --mode gtp")`` -> ``"gnugo"``;
    ``("gogui-adapter", "--name", "Fuego:1.1", "fuego")`` -> ``"Fuego"``.
    """
    words = list(argv)
    for _ in range(8):  # proxies in front of proxies, a few deep at most
        behind = _behind_proxy(words)
        if behind is None:
            break
        words, name = behind
        if name:
            return name
    if not words:
        return default
    return Path(words[0]).stem or default


def _behind_proxy(words: list[str]) -> tuple[list[str], str] | None:
    """When ``words`` runs a proxy: the engine's words and the name its ``--name`` gives
    ("" without one); else None."""
    if not words:
        return None
    proxy = Path(words[0]).name
    rest = words[1:]
    if proxy.startswith("python") and len(rest) >= 2 and rest[0] == "-m":
        proxy, rest = _PROXY_MODULES.get(rest[1], ""), rest[2:]
    options = PROXY_VALUE_OPTIONS.get(proxy)
    if options is None:
        return None
    name = ""
    index = 0
    while index < len(rest):
        word = rest[index]
        if word == "--":
            return _program(rest[index + 1 :]), name
        if not word.startswith("-") or word == "-":
            return _program(rest[index:]), name
        if "--name" not in options:  # gogui-display names nothing
            pass
        elif word == "--name" and index + 1 < len(rest):
            name = rest[index + 1].partition(":")[0].strip()
        elif word.startswith("--name="):
            name = word.removeprefix("--name=").partition(":")[0].strip()
        index += 2 if word in options else 1
    return [], name


def _program(words: list[str]) -> list[str]:
    """PROGRAM [ARGS]: a single word holding spaces is a quoted command line."""
    if words and any(c.isspace() for c in words[0]):
        try:
            return shlex.split(words[0])
        except ValueError:
            return words[0].split()
    return words
