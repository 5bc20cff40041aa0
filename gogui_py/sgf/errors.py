"""Errors and warnings of the SGF reader.

Positions are 1-based lines and columns in the *decoded* text (a line ends at
``\\n``; a column counts characters, not bytes).
"""

from __future__ import annotations

from typing import NamedTuple


class SgfError(ValueError):
    """Unrecoverable SGF syntax: nothing usable could be read.

    Attributes:
        message: what went wrong, without the position.
        line: 1-based line in the decoded text.
        column: 1-based column (characters) in that line.
    """

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(message, line, column)
        self.message = message
        self.line = line
        self.column = column

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"


class SgfWarning(NamedTuple):
    """A problem the reader recovered from (the file was still read).

    ``line`` and ``column`` are 1-based in the decoded text; a warning about the
    file as a whole (its encoding, for instance) is placed at line 1, column 1
    unless a better place (the ``CA`` property) is known.
    """

    message: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"
