"""Render the application icon's PNG sizes from its SVG with Qt (QSvgRenderer into a QImage).

Writes ``packaging/icons/hicolor/NxN/apps/gogui-py.png`` for N in :data:`SIZES` from
``packaging/icons/gogui-py.svg``; the PNGs are committed, so run this only after
changing the SVG. Run from anywhere (offscreen; no display needed)::

    .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE / "icons" / "gogui-py.svg"
SIZES = (16, 32, 48, 64, 128, 256)
"""Icon sizes in pixels (the hicolor theme's usual application sizes)."""


def png_path(size: int, root: Path = HERE / "icons") -> Path:
    """Where the ``size`` x ``size`` PNG goes, in the hicolor layout below ``root``."""
    return root / "hicolor" / f"{size}x{size}" / "apps" / "gogui-py.png"


def render(svg: Path, size: int, out: Path) -> None:
    """Render ``svg`` to a ``size`` px square PNG at ``out`` (folders created).

    Raises:
        ValueError: the SVG cannot be read.
        OSError: the PNG cannot be written.
    """
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"{out}: cannot write the PNG")


def main() -> int:
    """Render every size; the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    for size in SIZES:
        out = png_path(size)
        render(SVG, size, out)
        print(out.relative_to(HERE.parent))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
