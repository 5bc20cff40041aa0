"""Interrupt with no move awaited: the command an engine runs for the GTP shell or the
Analyze dock (GoGui's Interrupt stops whatever command the program runs).

The interrupt is the program's own, as for a genmove (gtp.md "GoGui extensions"): the
comment ``# interrupt`` when it lists ``gogui-interrupt``, SIGINT when it lists
``gogui-sigint`` (:meth:`gogui_py.gui.programs.bridge.EngineHandle.interrupt`). A live
analysis stream is not interrupted (it has its own stop: Engine > Stream Analysis).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gogui_py.gui.i18n import translate

if TYPE_CHECKING:
    from gogui_py.gui.programs.program import Program
    from gogui_py.gui.programs.program_set import ProgramSet


def busy_engines(programs: ProgramSet) -> list[Program]:
    """The running engines with a command in flight (or queued), in attach order; an
    engine streaming live analysis is left out."""
    busy = []
    for program in programs.engines():
        handle = program.handle
        stream = handle.stream_stop
        if program.running and handle.busy and (stream is None or stream.is_set()):
            busy.append(program)
    return busy


def interrupt_commands(programs: ProgramSet, message: Callable[[str], None]) -> None:
    """Interrupt the command each busy engine runs; the status line says what was done:
    ``Interrupting GNU Go…``, that the engine cannot be interrupted (it lists neither
    gogui-interrupt nor gogui-sigint: its answer comes when it comes), or that no
    command runs."""
    busy = busy_engines(programs)
    if not busy:
        message(translate("Play", "No engine command is running"))
        return
    texts = []
    for program in busy:
        if program.handle.interrupt_commands():
            texts.append(translate("Play", "Interrupting {}…").format(program.name))
        else:
            texts.append(
                translate(
                    "Play",
                    "{} cannot be interrupted (no gogui-interrupt): wait for its answer",
                ).format(program.name)
            )
    message(" · ".join(texts))
