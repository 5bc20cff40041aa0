"""Generate the board's wood texture: a light, straight-grained kaya look.

Deterministic (fixed seed, stdlib only: no Qt, no numpy). Writes
``gogui_py/gui/resources/wood.png`` (512 x 512 RGB) so the texture ships inside
the package. Run from the repository root::

    python resources/make_wood.py [output.png]
"""

from __future__ import annotations

import math
import random
import struct
import sys
import zlib
from pathlib import Path

SIZE = 512
SEED = 19
LIGHT = (240, 203, 130)
DARK = (198, 142, 68)
OUTPUT = Path(__file__).resolve().parents[1] / "gogui_py" / "gui" / "resources" / "wood.png"


class ValueNoise:
    """2-D value noise on an integer lattice, smoothly interpolated, in [0, 1]."""

    def __init__(self, seed: int) -> None:
        rng = random.Random(seed)
        self._perm = list(range(256))
        rng.shuffle(self._perm)
        self._perm += self._perm
        self._values = [rng.random() for _ in range(256)]

    def _lattice(self, ix: int, iy: int) -> float:
        return self._values[self._perm[(self._perm[ix & 255] + iy) & 255]]

    def at(self, x: float, y: float) -> float:
        """Noise value at ``(x, y)``."""
        ix, iy = math.floor(x), math.floor(y)
        fx, fy = x - ix, y - iy
        sx = fx * fx * (3 - 2 * fx)
        sy = fy * fy * (3 - 2 * fy)
        top = self._lattice(ix, iy) + sx * (self._lattice(ix + 1, iy) - self._lattice(ix, iy))
        bottom = self._lattice(ix, iy + 1) + sx * (
            self._lattice(ix + 1, iy + 1) - self._lattice(ix, iy + 1)
        )
        return top + sy * (bottom - top)

    def fbm(self, x: float, y: float, octaves: int) -> float:
        """Fractal sum of ``octaves`` octaves, normalised to [0, 1]."""
        total, amplitude, norm = 0.0, 1.0, 0.0
        for _ in range(octaves):
            total += amplitude * self.at(x, y)
            norm += amplitude
            x, y, amplitude = x * 2.03, y * 2.03, amplitude * 0.5
        return total / norm


def wood_shade(x: int, y: int, noises: tuple[ValueNoise, ValueNoise, ValueNoise]) -> float:
    """Darkness in [0, 1] of pixel ``(x, y)``: grain lines, fibres and broad patches."""
    spacing, warp, fibre = noises
    # Vertical grain lines, irregularly spaced and gently wavy.
    phase = x / 12.0 + 9.0 * spacing.fbm(x / 70.0, 0.5, 3) + 2.5 * warp.fbm(x / 150.0, y / 240.0, 3)
    ring = 0.5 + 0.5 * math.sin(2 * math.pi * phase)
    strength = 0.25 + 1.1 * spacing.fbm(x / 35.0 + 11.0, y / 900.0, 2)
    lines = ring**8 * strength
    # Fine fibres stretched along the grain.
    fibres = fibre.fbm(x / 1.3, y / 28.0, 2)
    # Broad, soft colour variation.
    patches = warp.fbm(x / 210.0 + 7.0, y / 210.0 + 3.0, 3)
    shade = 0.38 * lines + 0.18 * fibres + 0.5 * patches - 0.14
    return min(1.0, max(0.0, shade))


def render(size: int = SIZE, seed: int = SEED) -> bytes:
    """Raw RGB rows of the texture, each prefixed with PNG filter byte 0."""
    rng = random.Random(seed)
    noises = (ValueNoise(rng.randrange(1 << 30)), ValueNoise(rng.randrange(1 << 30)),
              ValueNoise(rng.randrange(1 << 30)))  # fmt: skip
    rows = bytearray()
    for y in range(size):
        rows.append(0)
        for x in range(size):
            shade = wood_shade(x, y, noises)
            rows.extend(
                round(light + (dark - light) * shade)
                for light, dark in zip(LIGHT, DARK, strict=True)
            )
    return bytes(rows)


def png_bytes(width: int, height: int, raw_rows: bytes) -> bytes:
    """A minimal 8-bit RGB PNG file from filtered rows."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw_rows, 9))
        + chunk(b"IEND", b"")
    )


def main(argv: list[str]) -> int:
    """Write the texture to ``argv[1]`` or the packaged resource path."""
    output = Path(argv[1]) if len(argv) > 1 else OUTPUT
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(png_bytes(SIZE, SIZE, render()))
    print(f"wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
