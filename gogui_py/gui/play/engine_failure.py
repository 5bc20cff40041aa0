"""An engine whose genmove answer means nothing: a warning, and it stops playing.

GTP 2 section 6.3.2: genmove answers a vertex, ``pass`` or ``resign``. An engine that
answers anything else (binary junk, 10 MB of text) is not in step with the game any more:
as GoGui does for an invalid response, the user gets a dialog naming the engine and the
command with the answer shown safely (escaped, cut short: gtp.protocol.quoted_text), and,
as for an illegal move, the engine no longer plays a colour, so the turn is plainly the
person's. The record stays as it was. A broken stream (the engine died, or answers out of
step) detaches the engine instead: ProgramSet's "Engine stopped" warning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.bridge import RequestFailure

if TYPE_CHECKING:
    from gogui_py.gui.play.session import PlaySession
    from gogui_py.gui.programs.program import Program


def genmove_failed(session: PlaySession, program: Program | None, failure: str) -> str:
    """``program``'s genmove failed with ``failure`` (a :class:`RequestFailure` from its
    handle, or a plain message): returns the status-bar text.

    When the failure is an answer that is not a move (``failure.answer`` set) and the
    program is still attached and running, it loses its colours,
    ``session.engine_failed`` carries the warning (title, text) and the status is a short
    summary. Other failures keep ``failure`` as the status (a refusal), a dead program
    being told by the "Engine stopped" warning.
    """
    answer = failure.answer if isinstance(failure, RequestFailure) else None
    if (
        program is None
        or answer is None
        or program not in session.programs.programs
        or not program.running
    ):
        return failure
    assert isinstance(failure, RequestFailure)
    command = failure.command or "genmove"
    text = translate("Play", "{0} answered “{1}” with something that is not a move:").format(
        program.name, command
    )
    text += f"\n\n{answer}\n\n"
    status = translate("Play", "{0} answered {1} with no move").format(program.name, command)
    if program.colors:
        session.programs.set_colors(program, frozenset())
        text += translate(
            "Play",
            "It no longer plays a colour: it is your turn. The game record is intact; "
            "Game > Computer Color lets it play again.",
        )
        status = translate("Play", "{0}; it no longer plays a colour").format(status)
    else:
        text += translate("Play", "No move was played; the game record is intact.")
    session.engine_failed.emit(translate("Play", "Invalid Response from Engine"), text)
    return status
