"""The GTP shell dock and the attached programs: one tab per program with its traffic,
the commands typed to it (sent once it is at the displayed position), and a resync after
a typed command that changed its state (rulers.md: the ruler's traffic has its tab too).

A typed command answered with ``?`` changed nothing (GTP 2 section 6.3: a failed command
must not change the engine's state): no resync follows it. The note saying that a typed
command changed the position is put into the program's traffic on its thread, right
after that command's answer, so the log (and Save Log) reads in order.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable

from PySide6.QtCore import QObject

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.follow import ProgramFollower
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.gui.shell import GtpShell, changes_state, split_command_line


def tab_title(program: Program) -> str:
    """``Engine: GNU Go 3.8`` or ``Ruler: gogui-py Othello 0.1.0``; with what tells it
    apart from a program of the same name (``Engine: GNU Go 3.8 (--level 1)``)."""
    kind = "Ruler" if program.is_ruler else "Engine"
    return f"{kind}: {program.name or program.label}"


def tab_tooltip(program: Program) -> str:
    """The program's whole command line, quoted as a shell would need it."""
    return shlex.join(program.argv)


def state_note(program: Program, name: str) -> str:
    """The note after a typed command ``name`` that changed the program's position."""
    if program.is_ruler:
        note = translate(
            "Programs", "'{}' changed the ruler's position: it is set back to the game"
        )
    else:
        note = translate(
            "Programs", "'{}' changed the engine's position: it is set back to the game"
        )
    return note.format(name)


class ProgramShellLink(QObject):
    """Keeps the shell's tabs in step with the program set.

    Args:
        busy: why a typed command cannot be sent to a program now ("" when it can).
        detach: detaches a program (a typed ``quit``).
    """

    def __init__(
        self,
        programs: ProgramSet,
        shell: GtpShell,
        follower: ProgramFollower,
        *,
        busy: Callable[[Program], str],
        detach: Callable[[Program], None],
    ) -> None:
        super().__init__(shell)
        self._programs = programs
        self._shell = shell
        self._follower = follower
        self._busy = busy
        self._detach = detach
        self._tabs: dict[str, Program] = {}
        programs.changed.connect(self._on_programs_changed)
        programs.started.connect(self._on_program_started)
        programs.detached.connect(self._on_program_detached)
        shell.command_entered.connect(self._on_shell_command_entered)

    def _on_programs_changed(self) -> None:
        for program in self._programs.programs:
            if self._tabs.get(program.key) is not program:
                self._tabs[program.key] = program
                self._shell.add_program(
                    program.key,
                    tab_title(program),
                    program.handle.take_traffic,
                    tooltip=tab_tooltip(program),
                )
            else:
                self._shell.set_title(program.key, tab_title(program))

    def _on_program_started(self, program: Program) -> None:
        if self._tabs.get(program.key) is not program:
            return
        self._shell.set_title(program.key, tab_title(program))
        program.handle.submit(
            lambda client, _sync: sorted(client.commands),
            lambda commands: self._shell.set_commands(program.key, commands),
        )
        self._follower.bring(program)

    def _on_program_detached(self, program: Program) -> None:
        if self._tabs.get(program.key) is program:
            del self._tabs[program.key]
            self._shell.remove_program(program.key)

    def _on_shell_command_entered(self, key: str, line: str) -> None:
        program = self._tabs.get(key)
        if program is None or not program.running:
            self._shell.append_note(key, translate("Programs", "No program attached"), warning=True)
            return
        try:
            name, args = split_command_line(line)
        except ValueError as exc:
            self._shell.append_note(key, str(exc), warning=True)
            return
        if name == "quit":
            self._detach(program)
            return
        busy = self._busy(program)
        if busy:
            self._shell.append_note(key, busy, warning=True)
            return

        note = state_note(program, name) if changes_state(line) else ""
        handle = program.handle

        def send(client: GtpClient, sync: EngineSync) -> bool:
            """Its thread: True when the command changed the program's position."""
            try:
                client.send(name, *args, interruptible=True)
            except GtpFailure:
                return False  # answered '?': nothing changed (the answer is in the log)
            if not note:
                return False
            program.invalidate_syncs(sync)
            handle.note(note, warning=True)  # in the traffic, right after the answer
            return True

        self._follower.bring(program)  # runs first on its thread: the command meets it there
        handle.submit(
            send,
            lambda changed: self._position_changed(program) if changed else None,
            lambda message: self._shell.append_note(key, message, warning=True, ended=True),
        )

    def _position_changed(self, program: Program) -> None:
        """A typed command changed the program's position: say so and bring it back."""
        program.position_text = ""
        self._shell.set_position_text(
            program.key, translate("Programs", "Position: changed by a typed command")
        )
        if program.running:
            self._follower.bring(program)
