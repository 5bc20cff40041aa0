"""The ``PROGRAM [ARG ...]`` tail of the tools that run an engine (gogui-server,
gogui-adapter, gogui-display, gogui-terminal).

The tool's own options come first; the engine's command line is everything from the
first word that is not one of them (or after ``--``), so the engine's own options are
never taken for the tool's. Three forms give the same command line::

    gogui-server --port 5000 gnugo --mode gtp
    gogui-server --port 5000 "gnugo --mode gtp"     # one shell-quoted word, as GoGui
    gogui-server --port 5000 -- gnugo --mode gtp

A program given as one quoted command line (a word holding a space) may still be
followed by the tool's options, as these tools always allowed:
``gogui-terminal "gnugo --mode gtp" --size 9``.
"""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Callable, Sequence

from gogui_py.tools.config_file import ConfigError, expand_config

__all__ = ["PROGRAM_HELP", "add_program", "parse_with_program", "split_program"]

PROGRAM_HELP = (
    "the engine's command line: everything after the options (or after --), or one "
    "quoted string as in GoGui ('gnugo --mode gtp')"
)
EPILOG = (
    "The tool's options come before PROGRAM; every word from PROGRAM on belongs to the "
    'engine: %(prog)s [OPTIONS] gnugo --mode gtp, %(prog)s [OPTIONS] "gnugo --mode gtp" '
    "and %(prog)s [OPTIONS] -- gnugo --mode gtp are the same. After a quoted command "
    'line, options are still the tool\'s: %(prog)s "gnugo --mode gtp" [OPTIONS].'
)


def add_program(parser: argparse.ArgumentParser, help_text: str = PROGRAM_HELP) -> None:
    """Add the ``PROGRAM [ARG ...]`` positional (argparse REMAINDER) and the epilog."""
    parser.add_argument("program", nargs=argparse.REMAINDER, metavar="PROGRAM", help=help_text)
    parser.epilog = EPILOG
    usage = parser.format_usage().removeprefix("usage: ").rstrip()
    head, _, tail = usage.rpartition("...")  # argparse shows REMAINDER as "..."
    parser.usage = f"{head}PROGRAM [ARG ...]{tail}".replace(parser.prog, "%(prog)s", 1)


def _takes_value(parser: argparse.ArgumentParser, word: str) -> int:
    """How many following words the option ``word`` consumes (0 for a flag, an
    ``--opt=value`` word or an option argparse does not know: it reports those)."""
    if "=" in word:
        return 0
    action = parser._option_string_actions.get(word)
    if action is None:
        matches = [
            a
            for name, a in parser._option_string_actions.items()
            if name.startswith(word) and word.startswith("--")
        ]
        action = matches[0] if len({id(a) for a in matches}) == 1 else None
    if action is None or action.nargs == 0:
        return 0
    return action.nargs if isinstance(action.nargs, int) else 1


def split_program(
    parser: argparse.ArgumentParser, argv: Sequence[str]
) -> tuple[list[str], list[str]]:
    """``argv`` cut into the tool's words and the engine's words (from the first word
    that is neither an option nor an option's value; a ``--`` there is dropped). A
    first program word holding whitespace is a whole quoted command line: the words
    after it are the tool's."""
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            return words[:index], words[index + 1 :]
        if not word.startswith("-") or word == "-":
            if any(ch.isspace() for ch in word):
                return words[:index] + words[index + 1 :], [word]
            return words[:index], words[index:]
        index += 1 + _takes_value(parser, word)
    return words, []


def parse_with_program(
    parser: argparse.ArgumentParser,
    argv: Sequence[str],
    expand: Callable[[Sequence[str]], list[str]] | None = None,
) -> argparse.Namespace:
    """Parse ``argv`` (tool options, then PROGRAM [ARG ...]); ``args.program`` is the
    engine's argv (a single word is shell-split, as GoGui's quoted command line).

    ``expand`` rewrites the tool's words only (``--config`` files), never the engine's.
    Exits with status 2 (``parser.error``) on a bad option or a missing PROGRAM.
    """
    own, program = split_program(parser, argv)
    if expand is not None:
        own = expand(own)
    args = parser.parse_args(own)
    extra: list[str] = args.program  # from a config file, or words after a quoted one
    if program and extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    program = program or extra
    if program and program[0] == "--":
        program = program[1:]
    if len(program) == 1:
        try:
            program = shlex.split(program[0])
        except ValueError as error:
            parser.error(f"PROGRAM: {error}")
    if not program:
        parser.error("the following arguments are required: PROGRAM")
    args.program = program
    return args


def parse_proxy_args(parser: argparse.ArgumentParser, argv: Sequence[str]) -> argparse.Namespace:
    """:func:`parse_with_program` for the GTP proxies (gogui-adapter, gogui-display):
    ``--config`` files expanded, ``--size`` (the board size at start) checked.

    Exits with status 2 (``parser.error``) on a bad option, an unreadable or bad
    config file, or a size outside 2 to 25.
    """
    try:
        args = parse_with_program(parser, argv, expand_config)
    except ConfigError as error:
        parser.error(str(error))
    if not 2 <= args.size <= 25:
        parser.error("--size must be 2 to 25")
    return args
