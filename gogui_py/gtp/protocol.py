"""Sans-IO GTP wire format for controllers (../shared/specs/gtp.md "Wire format").

:func:`format_command` builds one command line and refuses anything that could
inject a second command; :class:`ResponseReader` is fed decoded lines, one at a
time, and yields :class:`Response` and :class:`StrayLine` events. No I/O here.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from gogui_py.gtp.errors import GtpArgumentError

MAX_ID = 2**31 - 1
"""Largest command id GTP allows."""

_NON_SPACE = re.compile(r"\S")

_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})


def one_line(text: str, limit: int = 80) -> str:
    """``text`` from a program as one short line, for titles, labels and messages:
    the first line, whitespace collapsed, cut to ``limit`` characters with "…".

    A program may answer anything (a 10 MB name, control characters); whatever
    shows such text in a single-line place goes through this first.
    """
    start = _NON_SPACE.search(text)
    # only the beginning is looked at: no copy of a 10 MB answer
    first = "" if start is None else text[start.start() : start.start() + limit * 4]
    first = first.split("\n", 1)[0]
    cleaned = " ".join("".join(ch if ch.isprintable() else " " for ch in first).split())
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"


def quoted_text(text: str, limit: int = 60) -> str:
    """``text`` from a program, in double quotes, safe to show in a message whatever it
    holds: control and other unprintable characters, and the backslash, escaped as
    Python escapes them (``\\x00``, ``\\t``, ``\\u200b``, ``\\\\``); bytes that were not
    UTF-8 as the decoder left them (U+FFFD); only the first ``limit`` characters,
    followed by ``…`` and the whole length when there are more (``"ab…" (512
    characters)``).
    """
    head = "".join(ch if ch.isprintable() and ch != "\\" else repr(ch)[1:-1] for ch in text[:limit])
    if len(text) <= limit:
        return f'"{head}"'
    return f'"{head}…" ({len(text):,} characters)'


MAX_RECORD_TEXT = 10_000
"""Most characters of a program's free text kept in a game record (see :func:`record_text`)."""


def record_text(text: str, limit: int = MAX_RECORD_TEXT) -> str:
    """``text`` from a program for a game record (a move comment, the game comment):
    stripped, and cut to ``limit`` characters with a note saying how much was left out.

    A program may answer ``gomill-describe_engine`` with megabytes; kept whole, that
    text would be in every save and scanned at every refresh of the window.
    """
    text = text.strip()
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n\u2026 [{len(text) - limit:,} more characters]"


def _check_text(text: str, what: str) -> None:
    """Raise GtpArgumentError when ``text`` is empty or holds a control or space char."""
    if not text:
        raise GtpArgumentError(f"empty {what}")
    for char in text:
        if unicodedata.category(char) in _FORBIDDEN_CATEGORIES:
            raise GtpArgumentError(f"control character {char!r} in {what} {text!r}")
        if char.isspace():
            raise GtpArgumentError(f"whitespace in {what} {text!r}")


def format_command(name: str, args: tuple[str, ...] | list[str], id: int | None = None) -> str:
    """One GTP command line, without the trailing ``"\\n"``: ``"[id] name arg..."``.

    Args:
        name: the command name (no whitespace, no control characters).
        args: the arguments, each one word (no whitespace, no control characters,
            not empty).
        id: an optional command id in 0..2^31-1.

    Raises:
        GtpArgumentError: for an empty or unsafe name or argument, or an id out of
            range. Nothing is built, so nothing can be sent (gtp.md "Wire format").
    """
    _check_text(name, "command name")
    if name.startswith("#"):
        raise GtpArgumentError(f"command name {name!r} would be a comment")
    for arg in args:
        if not isinstance(arg, str):
            raise GtpArgumentError(f"argument {arg!r} is not a string")
        _check_text(arg, "argument")
    words = [name, *args]
    if id is not None:
        if not 0 <= id <= MAX_ID:
            raise GtpArgumentError(f"command id {id} out of range 0..{MAX_ID}")
        words.insert(0, str(id))
    return " ".join(words)


@dataclass(frozen=True)
class Response:
    """A complete response.

    Attributes:
        success: True for ``=``, False for ``?``.
        id: the id echoed by the engine, or None when it echoed none.
        text: the payload without the status character, id and separating
            space; lines joined by ``"\\n"``, trailing whitespace of each line
            removed; a payload starting on the line after a bare ``=`` has no
            leading empty line.
        raw: the lines as received, joined by ``"\\n"`` (for the traffic log).
    """

    success: bool
    id: int | None
    text: str
    raw: str


@dataclass(frozen=True)
class StrayLine:
    """A non-empty line outside any response: an invalid-response warning, not an error."""

    line: str


ReaderEvent = Response | StrayLine


def parse_status_line(line: str) -> tuple[bool, int | None, str]:
    """Split a first response line ``=[id] text`` / ``?[id] text``.

    Returns:
        (success, id or None, text) with the text's surrounding whitespace removed.
        A missing space after ``=`` is tolerated (``=D4``); digits directly after
        the status character are read as the id only when followed by whitespace
        or the end of the line (``=12 C3`` is id 12, ``=3D`` is text ``3D``).

    Raises:
        ValueError: when the line does not start with ``=`` or ``?``.
    """
    if not line or line[0] not in "=?":
        raise ValueError(f"not a response line: {line!r}")
    rest = line[1:]
    end = 0
    while end < len(rest) and rest[end].isdigit():
        end += 1
    response_id: int | None = None
    if end and (end == len(rest) or rest[end].isspace()):
        response_id = int(rest[:end])
        rest = rest[end:]
    return line[0] == "=", response_id, rest.strip()


class ResponseReader:
    """Assemble responses from lines (gtp.md "Wire format").

    Feed each line as read, with or without its line end; ``"\\r"`` is discarded.
    Empty lines between responses are ignored; a response ends at its first empty
    (or whitespace-only) line; a non-empty line outside a response that does not
    start with ``=`` or ``?`` comes back as a :class:`StrayLine`.
    """

    def __init__(self) -> None:
        self._lines: list[str] | None = None
        self._status: tuple[bool, int | None, str] | None = None

    @property
    def in_response(self) -> bool:
        """True between a status line and its terminating empty line."""
        return self._lines is not None

    def feed(self, line: str) -> ReaderEvent | None:
        """Take one line; return a completed event, or None when more lines are needed."""
        # no copies of a line that needs none: a program may send megabytes in one line
        if "\r" in line:
            line = line.replace("\r", "")
        line = line.rstrip("\n")
        blank = not line or line.isspace()
        if self._lines is None:
            if blank:
                return None
            if line[0] not in "=?":
                return StrayLine(line)
            self._status = parse_status_line(line)
            self._lines = [line]
            return None
        if not blank:
            self._lines.append(line)
            return None
        return self._finish()

    def _finish(self) -> Response:
        assert self._lines is not None and self._status is not None
        success, response_id, first = self._status
        body = [first] + [text.rstrip() for text in self._lines[1:]]
        if not first and len(body) > 1:
            body = body[1:]
        response = Response(success, response_id, "\n".join(body), "\n".join(self._lines))
        self._lines = None
        self._status = None
        return response

    def reset(self) -> None:
        """Drop a partly read response (after the engine died mid-answer)."""
        self._lines = None
        self._status = None
