"""The default label of a competitor: the name of the program its command runs.

A command running a gogui-py GTP proxy in front of an engine (``gogui-display [OPTIONS]
PROGRAM ARGS``, ``gogui-adapter [OPTIONS] PROGRAM ARGS``, or the same through
``python -m gogui_py.gui.display`` / ``python -m gogui_py.tools.adapter``) is named after
the engine behind the proxy, so a match report says ``gnugo``, not ``gogui-display``.
The proxies' command lines are read as their own parsers read them
(gogui_py/tools/program_args.py): the proxy's options first (``OPTION VALUE`` or
``OPTION=VALUE``), then PROGRAM from the first other word (or after ``--``); a
PROGRAM given as one quoted word holding spaces is split like a shell does.

Launchers and interpreters are seen through too: ``env [-i] [NAME=VALUE]... PROGRAM``,
``nice [-n N] PROGRAM``, ``uv run [OPTIONS] PROGRAM``, and a Python interpreter
(``python``, ``python3``, ``python3.11``, ``pypy3``) with its flags: ``python3 -u
SCRIPT.py`` is named after the script (``SCRIPT``), ``python3 -m PACKAGE.MODULE`` after
the module's last component (``MODULE``; ``python -m gogui_py.programs.othello`` ->
``othello``). ``python -c CODE`` stays ``python``.
"""

from __future__ import annotations

import re
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
        words = _unwrapped(words)
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


_PYTHON = re.compile(r"(python|pypy)(\d+(\.\d+)?)?(\.exe)?")
_PYTHON_VALUE_FLAGS = frozenset({"-W", "-X", "--check-hash-based-pycs"})
_LAUNCHER_VALUE_OPTIONS: dict[str, frozenset[str]] = {
    "env": frozenset({"-u", "--unset", "-C", "--chdir"}),
    "nice": frozenset({"-n", "--adjustment"}),
    "uv run": frozenset({
        "--with", "--with-editable", "--with-requirements", "--python", "-p", "--project",
        "--directory", "--package", "--extra", "--group", "--env-file", "--index",
        "--default-index", "--index-url", "--extra-index-url", "--find-links", "-f",
        "--config-file", "--cache-dir", "--color", "--only-group", "--no-group",
    }),
}  # fmt: skip
"""Launchers run in front of a program -> their options that take a value."""


def _unwrapped(words: list[str]) -> list[str]:
    """``words`` without the launchers and the interpreter in front of the program
    (module docstring): the program's words, first the script, module or program."""
    for _ in range(8):
        if not words:
            return words
        first = Path(words[0]).name
        if first == "uv" and words[1:2] == ["run"]:
            words = _after_options(words[2:], _LAUNCHER_VALUE_OPTIONS["uv run"])
        elif first in ("env", "nice"):
            rest = _after_options(words[1:], _LAUNCHER_VALUE_OPTIONS[first])
            while first == "env" and rest and "=" in rest[0]:
                rest = rest[1:]  # NAME=VALUE
            words = rest
        elif _PYTHON.fullmatch(first):
            return _python_program(words)
        else:
            return words
    return words


def _after_options(words: list[str], value_options: frozenset[str]) -> list[str]:
    """``words`` from the first one that is not an option (or after ``--``); an option
    of ``value_options`` takes the next word (``--option=VALUE`` takes none)."""
    index = 0
    while index < len(words) and words[index].startswith("-") and words[index] != "-":
        if words[index] == "--":
            return words[index + 1 :]
        index += 2 if words[index] in value_options else 1
    return words[index:]


def _python_program(words: list[str]) -> list[str]:
    """A Python command line ``words`` -> the script's words, or the module's (its proxy
    name for a gogui-py proxy, else its last component); ``words`` when it runs neither
    (``-c CODE``, standard input)."""
    index = 1
    while index < len(words):
        word = words[index]
        if word == "--":
            return words[index + 1 :] or words
        if not word.startswith("-") or word == "-":
            return words[index:] if word != "-" else words
        if word.startswith("-m"):
            module = word[2:] or (words[index + 1] if index + 1 < len(words) else "")
            rest = words[index + (1 if word[2:] else 2) :]
            if module in _PROXY_MODULES:
                return [_PROXY_MODULES[module], *rest]
            parts = [p for p in module.split(".") if p and p != "__main__"]
            return [parts[-1], *rest] if parts else words
        if word.startswith("-c"):
            return words
        index += 2 if word in _PYTHON_VALUE_FLAGS else 1
    return words


MAX_DISTINCTION_CHARS = 32
"""Longest command-line difference used to tell programs apart (else they are numbered)."""


def name_suffixes(programs: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    """What to append to each program's name so that programs of the same name are told
    apart: ``programs`` is ``(name, argv)`` per program, in attach order; the result has
    one suffix per program, ``""`` for a name no other program has.

    Programs sharing a name get the part of their command lines that differs, in
    parentheses (``" (--level 1)"``, ``" (--level 5)"``; the option a differing value
    belongs to is shown with it; paths are cut to their file names). When that part is
    the same for two of them or longer than :data:`MAX_DISTINCTION_CHARS`, they are
    numbered instead in attach order: ``""``, ``" #2"``, ``" #3"``. One of a group may
    keep no suffix (its command line is the others' with words left out).
    """
    groups: dict[str, list[int]] = {}
    for index, (name, _argv) in enumerate(programs):
        groups.setdefault(name, []).append(index)
    suffixes = [""] * len(programs)
    for indices in groups.values():
        if len(indices) < 2:
            continue
        texts = _differences([list(programs[i][1]) for i in indices])
        if len(set(texts)) == len(texts) and all(len(t) <= MAX_DISTINCTION_CHARS for t in texts):
            for index, text in zip(indices, texts, strict=True):
                suffixes[index] = f" ({text})" if text else ""
        else:
            for number, index in enumerate(indices[1:], start=2):
                suffixes[index] = f" #{number}"
    return suffixes


def _differences(argvs: list[list[str]]) -> list[str]:
    """The words of each command line that are not common to all, as one short text."""
    shortest = min(len(argv) for argv in argvs)
    prefix = 0
    while prefix < shortest and len({argv[prefix] for argv in argvs}) == 1:
        prefix += 1
    suffix = 0
    while suffix < shortest - prefix and len({argv[-1 - suffix] for argv in argvs}) == 1:
        suffix += 1
    texts = []
    for argv in argvs:
        middle = argv[prefix : len(argv) - suffix]
        if middle and not middle[0].startswith("-") and prefix and argv[prefix - 1][:1] == "-":
            middle = [argv[prefix - 1], *middle]  # the option the differing value is given to
        texts.append(shlex.join(_short_word(word) for word in middle))
    return texts


def _short_word(word: str) -> str:
    """``word`` with a path cut to its file name (``--model=/a/b/net.gz`` -> ``--model=net.gz``)."""
    if "/" not in word:
        return word
    option, equals, value = word.partition("=") if word.startswith("-") else ("", "", word)
    return f"{option}{equals}{Path(value).name or value}"
