"""Option files: GoGui's ``-config FILE`` for the command-line tools.

A config file holds options as on the command line, one per line (an option and its
value on one line, words quoted as in a shell: ``--size 9``, ``--name "My Bot"``); empty
lines and lines starting with ``#`` are skipped. :func:`expand_config` puts the file's
options where ``--config FILE`` stood, so options given after it on the command line win
(argparse keeps the last value).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path

__all__ = ["ConfigError", "expand_config", "read_config"]


class ConfigError(ValueError):
    """A config file that cannot be read or parsed; the message names it."""


def read_config(path: str) -> list[str]:
    """The options of the config file at ``path``, as command-line words.

    Raises:
        ConfigError: the file cannot be read (missing, not UTF-8) or a line does not
            split (an unclosed quote).
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"cannot read config file {path}: {error}") from None
    words: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            words += shlex.split(stripped)
        except ValueError as error:
            raise ConfigError(f"{path}:{number}: {error}") from None
    return words


def expand_config(argv: Sequence[str], option: str = "--config") -> list[str]:
    """``argv`` with each ``--config FILE`` (or ``--config=FILE``) replaced by the
    file's options. Words after
    a ``--`` are left alone.

    Raises:
        ConfigError: a config file cannot be read or holds ``--config`` itself, or
            ``--config`` has no file name.
    """
    expanded: list[str] = []
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if word == "--":
            expanded += words[index - 1 :]
            break
        if word == option:
            if index >= len(words):
                raise ConfigError(f"{option} needs a file name")
            path = words[index]
            index += 1
        elif word.startswith(option + "="):
            path = word[len(option) + 1 :]
        else:
            expanded.append(word)
            continue
        found = read_config(path)
        if any(w == option or w.startswith(option + "=") for w in found):
            raise ConfigError(f"{path}: {option} inside a config file")
        expanded += found
    return expanded
