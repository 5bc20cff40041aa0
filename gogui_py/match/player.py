"""One engine process in a match game: start, commands classed for the void rules, close.

match-runner.md "Void games": an engine that fails to start, exits, or answers
ill-formed at the protocol level voids the game, and so does a failure response to
a set-up command; a failure response to genmove is a forfeit. :class:`Player`
turns the client's errors into :class:`EngineFault` (a software failure: the game
is void unless its result is established) and leaves :class:`GtpFailure` (a
refusal) to the game to judge. Unlike ringmaster, a hang never hangs the run:
every command has a timeout, and :meth:`Player.close` has a deadline, then kills.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from dataclasses import dataclass

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import (
    GtpEngineDied,
    GtpError,
    GtpFailure,
    GtpProtocolError,
    GtpTimeout,
)


class EngineFault(Exception):  # noqa: N818 (a fault, not an error of the runner)
    """A software failure of ``label``'s engine (start, death, garbage, hang).

    Attributes:
        label: the competitor.
        kind: "start", "died", "protocol" or "timeout".
        detail: the client's message.
    """

    def __init__(self, label: str, kind: str, detail: str) -> None:
        super().__init__(f"{label}: {detail}")
        self.label = label
        self.kind = kind
        self.detail = detail


@dataclass(frozen=True)
class EngineSpec:
    """How to start a competitor (picklable): label, argv, cwd, startup commands, scorer."""

    label: str
    argv: tuple[str, ...]
    cwd: str | None = None
    startup: tuple[str, ...] = ()
    scorer: bool = True


class Player:
    """A started engine for one game.

    Args:
        spec: the competitor.
        timeout: seconds for every command unless a call says otherwise.

    Raises:
        EngineFault: kind "start" when the program cannot be started.
    """

    def __init__(self, spec: EngineSpec, timeout: float) -> None:
        self.spec = spec
        self.label = spec.label
        self._warnings: list[str] = []
        try:
            self.client = GtpClient(
                spec.argv, cwd=spec.cwd, timeout=timeout, on_traffic=self._on_traffic
            )
        except GtpError as error:
            raise EngineFault(spec.label, "start", f"cannot start: {error}") from None
        self.pid = self.client.pid
        self._cpu_at_close: float | None = None

    def _on_traffic(self, kind: str, text: str) -> None:
        if kind == "warning" and len(self._warnings) < 20:
            self._warnings.append(text)

    @property
    def warnings(self) -> list[str]:
        """The client's warnings so far (stray lines...), at most 20."""
        return list(self._warnings)

    def send(self, command: str, *args: str, timeout: float | None = None) -> str:
        """Send a command; the answer text.

        Raises:
            GtpFailure: the engine refused (``? message``).
            EngineFault: death ("died"), ill-formed answer ("protocol"), no answer in
                time ("timeout"), or an argument that cannot be sent ("protocol").
        """
        try:
            return self.client.send(command, *args, timeout=timeout)
        except GtpFailure:
            raise
        except GtpEngineDied as error:
            raise EngineFault(self.label, "died", str(error)) from None
        except GtpTimeout as error:
            raise EngineFault(self.label, "timeout", str(error)) from None
        except (GtpProtocolError, GtpError) as error:
            raise EngineFault(self.label, "protocol", str(error)) from None

    def setup(self, command: str, *args: str) -> str:
        """A set-up command: a refusal is a fault too (kind "setup").

        Raises:
            EngineFault: any failure, refusals included.
        """
        try:
            return self.send(command, *args)
        except GtpFailure as error:
            raise EngineFault(self.label, "setup", f"refused {error}") from None

    def startup(self, lines: Sequence[str]) -> None:
        """Send the competitor's startup command lines (set-up commands).

        Raises:
            EngineFault: a refusal or any fault.
        """
        for line in lines:
            name, *args = line.split()
            self.setup(name, *args)

    def knows(self, command: str) -> bool:
        """Whether the engine lists ``command``.

        Raises:
            EngineFault: from the ``list_commands``/``known_command`` exchange.
        """
        try:
            return self.client.known_command(command)
        except GtpFailure:
            return False
        except GtpError as error:
            raise EngineFault(self.label, "protocol", str(error)) from None

    def describe(self) -> str:
        """``gomill-describe_engine`` when listed, else ``name version`` ("" when unknown).

        Never raises: a fault here does not void (the text is informative).
        """
        with contextlib.suppress(GtpError, EngineFault):
            if self.knows("gomill-describe_engine"):
                text = self.send("gomill-describe_engine").strip()
                if text:
                    return text
        with contextlib.suppress(GtpError):
            name, version = self.client.name_and_version()
            return f"{name} {version}".strip()
        return ""

    def cpu_time(self) -> float | None:
        """CPU seconds used: ``gomill-cpu_time`` when listed, else the process's user+system
        time from /proc (Linux) read before it exits; None when neither is available.
        Never raises."""
        with contextlib.suppress(GtpError, EngineFault, ValueError):
            if self.knows("gomill-cpu_time"):
                return float(self.send("gomill-cpu_time").strip())
        return None if self.pid is None else _proc_cpu_seconds(self.pid)  # None: tcp://

    def close(self, deadline: float) -> None:
        """``quit``, close the pipes, wait up to ``deadline`` seconds, then kill. Exit status is
        ignored; never raises."""
        with contextlib.suppress(Exception):
            self.client.close(timeout=deadline)


def _proc_cpu_seconds(pid: int) -> float | None:
    """utime + stime of ``pid`` from /proc/PID/stat, seconds; None when unreadable."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as file:
            text = file.read()
    except OSError:
        return None
    fields = text.rpartition(")")[2].split()
    try:
        ticks = int(fields[11]) + int(fields[12])  # fields 14 and 15 of proc(5)
    except (IndexError, ValueError):
        return None
    return ticks / os.sysconf("SC_CLK_TCK")
