"""Errors raised by the GTP client and the engine sync (../shared/specs/gtp.md).

Every error a controller can meet while talking to a program derives from
:class:`GtpError`, so a caller that only wants "the command did not work" catches
that one class.
"""

from __future__ import annotations


class GtpError(Exception):
    """Base class of every GTP error."""


class GtpFailure(GtpError):  # noqa: N818 (the GUI's API names)
    """The engine answered ``? message`` to ``command`` (a refusal, not a crash)."""

    def __init__(self, command: str, message: str) -> None:
        super().__init__(f"{command}: {message}" if message else f"{command}: failed")
        self.command = command
        self.message = message


class GtpTimeout(GtpError):  # noqa: N818 (the GUI's API names)
    """No complete response to ``command`` within ``seconds``.

    The engine is still running; a later response to the timed-out command is
    recognised by its id and discarded.
    """

    def __init__(self, command: str, seconds: float) -> None:
        super().__init__(f"{command}: no response within {seconds:g} s")
        self.command = command
        self.seconds = seconds


class GtpEngineDied(GtpError):  # noqa: N818 (the GUI's API names)
    """The engine is gone: it could not start, closed its output or its input pipe broke.

    Attributes:
        command: the command in flight ("" when the engine failed to start).
        exit_code: the process exit status when known (negative: killed by that signal).
        stderr_tail: the last ~2 KB the engine wrote to stderr (or the OS error text
            when it could not start).
    """

    def __init__(self, command: str, exit_code: int | None, stderr_tail: str) -> None:
        status = "exit code unknown" if exit_code is None else f"exit code {exit_code}"
        what = f"{command}: engine died" if command else "engine died"
        detail = f"; stderr: {stderr_tail.strip()[-300:]}" if stderr_tail.strip() else ""
        super().__init__(f"{what} ({status}){detail}")
        self.command = command
        self.exit_code = exit_code
        self.stderr_tail = stderr_tail


class GtpProtocolError(GtpError):
    """A response that does not follow the protocol (e.g. genmove answering no vertex)."""


class GtpBadAnswer(GtpProtocolError):  # noqa: N818 (the GUI's API names)
    """A well-formed response whose text means nothing for ``command`` (genmove answering
    binary junk instead of a vertex, ``pass`` or ``resign``: GTP 2 section 6.3.2). The
    stream is intact: the program may still be asked other things.

    Attributes:
        command: the command with its arguments (``genmove w``).
        answer: the beginning of the answer (at most :data:`KEPT_ANSWER` characters,
            as decoded: undecodable bytes are U+FFFD), for a message.
        length: the answer's whole length in characters.
        shown: the answer as the message shows it (safe for one line).
    """

    KEPT_ANSWER = 1000

    def __init__(self, command: str, answer: str, shown: str) -> None:
        """``shown``: ``answer`` made safe for one line of a message (the caller's
        choice of escaping and length)."""
        super().__init__(f"{command}: bad answer {shown}")
        self.command = command
        self.answer = answer[: self.KEPT_ANSWER]
        self.length = len(answer)
        self.shown = shown


class GtpOutOfStep(GtpProtocolError):  # noqa: N818 (the GUI's API names)
    """A response numbered for another command (gtp.md "Wire format": a response echoes
    its command's id). The client can no longer tell which answer belongs to which
    command: the program must be detached."""

    def __init__(self, command: str, got: int, expected: int) -> None:
        super().__init__(
            f"{command}: an answer numbered {got} came while {expected} was expected "
            "(the program answers out of step)"
        )
        self.command = command
        self.got = got
        self.expected = expected


class GtpArgumentError(GtpError, ValueError):
    """A command name or argument that cannot be sent safely; it was never sent.

    Raised for control characters (CR, LF, NUL, ...) anywhere, and for whitespace
    or emptiness inside a single argument: an SGF-supplied komi such as
    ``"6.5\\nquit"`` must not inject a second command (gtp.md "Wire format").
    """
