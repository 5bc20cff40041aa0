"""What File > Export writes, remembered in QSettings (``export/...`` keys)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QSettings

Format = Literal["png", "svg", "ascii", "latex"]
FORMATS: tuple[tuple[Format, str, str], ...] = (
    ("png", "PNG image", "png"),
    ("svg", "SVG image", "svg"),
    ("ascii", "ASCII diagram", "txt"),
    ("latex", "LaTeX (psgo)", "tex"),
)
"""Each format: key, name shown, file suffix."""


@dataclass(frozen=True)
class ExportOptions:
    """The export dialog's choices.

    Attributes:
        format: one of :data:`FORMATS`' keys.
        coordinates: letters and numbers around the board.
        numbers: whether move numbers are written on the stones of ``first``..``last``.
        first, last: the range of move numbers (both included).
        markup: the node's marks, labels, lines and arrows.
        pixels: width and height of a PNG image.
    """

    format: Format = "png"
    coordinates: bool = True
    numbers: bool = False
    first: int = 1
    last: int = 1
    markup: bool = True
    pixels: int = 800

    @property
    def number_range(self) -> tuple[int, int] | None:
        """``(first, last)`` when numbers are on, else ``None``."""
        return (self.first, self.last) if self.numbers else None


def _bool(store: QSettings, key: str, default: bool) -> bool:
    return str(store.value(key, "true" if default else "false")).lower() == "true"


def _int(store: QSettings, key: str, default: int, low: int, high: int) -> int:
    try:
        value = int(str(store.value(key, default)))
    except ValueError:
        return default
    return min(max(value, low), high)


def read_options(store: QSettings | None = None) -> ExportOptions:
    """The options last used (defaults for missing or bad values); the range is not
    remembered (it follows the game)."""
    store = store if store is not None else QSettings()
    chosen = str(store.value("export/format", "png"))
    known: Format = next((key for key, _, _ in FORMATS if key == chosen), "png")
    return ExportOptions(
        format=known,
        coordinates=_bool(store, "export/coordinates", True),
        numbers=_bool(store, "export/numbers", False),
        markup=_bool(store, "export/markup", True),
        pixels=_int(store, "export/pixels", 800, 16, 8000),
    )


def write_options(options: ExportOptions, store: QSettings | None = None) -> None:
    """Remember ``options`` for the next export."""
    store = store if store is not None else QSettings()
    store.setValue("export/format", options.format)
    store.setValue("export/coordinates", "true" if options.coordinates else "false")
    store.setValue("export/numbers", "true" if options.numbers else "false")
    store.setValue("export/markup", "true" if options.markup else "false")
    store.setValue("export/pixels", options.pixels)
