"""Sounds for moves and captures (Edit > Preferences; off by default).

QtMultimedia is not in PySide6-Essentials, so the sound goes out through miniaudio: a
small wheel with the miniaudio C library inside, which finds ALSA or PulseAudio at run
time (no system package to install, no player program started). The two sounds are made
here, not read from files: a short knock of a stone on wood, and two knocks for a capture
(the stones taken off). Without miniaudio or an audio device the preference stays, and
the first sound tells once (``unavailable``) that none can be played.

What sounds: a move added to the record or stepped to (one move forward: as Sabaki, a
game replayed clicks too), by the user, an engine or the navigation; a capture when the
move took stones. Other jumps (back, to a node far away, a new game) are silent.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable, Generator
from functools import cache
from typing import Literal, Protocol

from PySide6.QtCore import QSettings

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.gui.i18n import translate

SOUNDS_KEY = "sound/moves"
"""QSettings key: "true" plays the sounds (default "false")."""
RATE = 44100
"""Samples per second of the sounds (mono, signed 16 bits)."""

SoundKind = Literal["move", "capture"]
Backend = Callable[["array.array[int]"], None]
"""Plays mono 16-bit samples at :data:`RATE` without waiting; raises ``OSError`` (or a
library's error) when it cannot."""


class _Device(Protocol):
    def start(self, generator: Generator[bytes, int, None]) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...


def sounds_on(settings: QSettings) -> bool:
    """True when the sounds are chosen."""
    return str(settings.value(SOUNDS_KEY, "false")).lower() == "true"


def _knock(length_ms: float, pitch: float, seed: int) -> list[float]:
    """A stone on wood: a short decaying tone with a little noise, in -1..1."""
    noise = random.Random(seed)
    count = int(RATE * length_ms / 1000)
    return [
        math.exp(-9.0 * i / count)
        * (0.75 * math.sin(2 * math.pi * pitch * i / RATE) + 0.25 * noise.uniform(-1, 1))
        for i in range(count)
    ]


@cache
def samples(kind: SoundKind) -> array.array[int]:
    """The samples of ``kind``: one knock for a move, two lighter ones for a capture."""
    if kind == "move":
        wave = _knock(70, 520, 1)
    else:
        first, second = _knock(45, 820, 2), _knock(45, 760, 3)
        wave = first + [0.0] * int(RATE * 0.035) + second
    return array.array("h", (round(12000 * value) for value in wave))


class MiniaudioBackend:
    """Plays through one miniaudio playback device, opened on the first sound."""

    def __init__(self) -> None:
        self._device: _Device | None = None

    def __call__(self, data: array.array[int]) -> None:
        import miniaudio  # type: ignore[import-untyped]  # noqa: PLC0415 - on the first sound

        if self._device is None:
            self._device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE
            )
        self._device.stop()  # a sound still playing gives way to the new one
        generator = _feed(data)
        next(generator)
        self._device.start(generator)

    def close(self) -> None:
        """Close the device (the audio thread ends)."""
        if self._device is not None:
            self._device.close()
            self._device = None


def _feed(data: array.array[int]) -> Generator[bytes, int, None]:
    """miniaudio's callback generator: sent a frame count, yields that many samples."""
    position = 0
    frames = yield b""
    while position < len(data):
        chunk = data[position : position + frames]
        position += frames
        frames = yield chunk.tobytes()


class MoveSounds:
    """Plays the sound of each move the record steps to (see the module documentation).

    Args:
        settings: where :data:`SOUNDS_KEY` is read (at each move).
        backend: plays samples (tests give a recorder); miniaudio by default.
        unavailable: told once why no sound can be played.
    """

    def __init__(
        self,
        settings: QSettings,
        backend: Backend | None = None,
        unavailable: Callable[[str], None] = lambda _text: None,
    ) -> None:
        self._settings = settings
        self._own_backend = MiniaudioBackend() if backend is None else None
        self._backend: Backend | None = backend or self._own_backend
        self._unavailable = unavailable
        self._last: Node | None = None
        self.played: list[SoundKind] = []
        """The sounds asked for, in order (for tests and the curious)."""

    def follow(self, game: Game) -> None:
        """The record shows ``game`` at its current node: sound a move stepped to."""
        node, last = game.current, self._last
        self._last = node
        if last is None or node.parent is not last or node.move is None:
            return
        if not sounds_on(self._settings):
            return
        kind: SoundKind = "capture" if _captured(game, node) else "move"
        self.play(kind)

    def play(self, kind: SoundKind) -> None:
        """Play ``kind`` (when a backend works)."""
        self.played.append(kind)
        if self._backend is None:
            return
        try:
            self._backend(samples(kind))
        except Exception as error:  # any library or device failure
            self._backend = None
            self._unavailable(translate("Preferences", "No sound: {}").format(error))

    def close(self) -> None:
        """Release the audio device."""
        if self._own_backend is not None:
            self._own_backend.close()


def _captured(game: Game, node: Node) -> bool:
    """True when the move of ``node`` took stones."""
    return bool(game.board(node).captured_last)
