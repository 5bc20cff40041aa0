"""An engine that gives no move for genmove: a warning, and it stops playing.

GTP 2 section 6.3.2: genmove answers a vertex, ``pass`` or ``resign``. An engine that
refuses (``? message``) or answers anything else (binary junk, 10 MB of text) gave no
move: as GoGui does for a failure or an invalid response, the user gets a dialog naming
the engine and the command, an answer shown safely (escaped, cut short:
gtp.protocol.quoted_text), and, as for an illegal move, the engine no longer plays a
colour, so the turn is plainly the person's. The record stays as it was. A broken stream
(the engine died, or answers out of step) detaches the engine instead: ProgramSet's
"Engine stopped" warning.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gogui_py.gui.i18n import translate

if TYPE_CHECKING:
    from gogui_py.gui.programs.program import Program
    from gogui_py.gui.programs.program_set import ProgramSet


def genmove_failed(
    programs: ProgramSet, program: Program | None, failure: str, warn: Callable[[str, str], None]
) -> str:
    """``program``'s genmove failed with ``failure`` (a :class:`RequestFailure` from its
    handle, or a plain message): returns the status-bar text.

    When the program refused to move (``?``, GTP 2 section 6.3: ``failure.refused``) or
    answered something that is not a move (``failure.answer`` set) and it is still
    attached to ``programs`` and running, it loses its colours, ``warn(title, text)``
    shows the warning and the status is a short summary. Other failures (a timeout)
    keep ``failure`` as the status, a dead program being told by the "Engine stopped"
    warning.
    """
    # here, not at the top: the session is part of the first frame, the bridge (and the
    # GTP client it imports) comes with the programs, after it (test_first_frame)
    from gogui_py.gui.programs.bridge import RequestFailure  # noqa: PLC0415

    if (
        not isinstance(failure, RequestFailure)
        or (failure.answer is None and not failure.refused)
        or program is None
        or program not in programs.programs
        or not program.running
    ):
        return failure
    command = failure.command or "genmove"
    if failure.answer is not None:
        title = translate("Play", "Invalid Response from Engine")
        text = translate("Play", "{0} answered “{1}” with something that is not a move:")
        text = f"{text.format(program.name, command)}\n\n{failure.answer}\n\n"
        status = translate("Play", "{0} answered {1} with no move").format(program.name, command)
    else:
        title = translate("Play", "Engine Refused to Move")
        text = translate("Play", "{0} refused to play: {1}").format(program.name, failure)
        text += "\n\n"
        status = translate("Play", "{0} refused to play: {1}").format(program.name, failure)
    if program.colors:
        programs.set_colors(program, frozenset())
        text += translate(
            "Play",
            "It no longer plays a colour: it is your turn. The game record is intact; "
            "Game > Computer Color lets it play again.",
        )
        status = translate("Play", "{0}; it no longer plays a colour").format(status)
    else:
        text += translate("Play", "No move was played; the game record is intact.")
    warn(title, text)
    return status
