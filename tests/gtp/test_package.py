"""The package face: its names come from their modules when first used, so a light module
(gfx, sync, protocol) does not bring the process machinery with it (issue 10)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gogui_py import gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpTimeout
from gogui_py.gtp.gnugo import find_gnugo
from gogui_py.gtp.sync import Position


def test_the_face_gives_the_names_of_its_modules() -> None:
    assert gtp.GtpClient is GtpClient
    assert gtp.Position is Position
    assert gtp.GtpTimeout is GtpTimeout
    assert gtp.find_gnugo is find_gnugo
    assert all(getattr(gtp, name) is not None for name in gtp.__all__)
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        gtp.nothing  # noqa: B018


def test_light_modules_do_not_import_the_client() -> None:
    script = (
        "import sys, gogui_py.gtp.gfx, gogui_py.gtp.sync, gogui_py.gtp.protocol\n"
        "print(sorted(m for m in ('gogui_py.gtp.client', 'gogui_py.gtp.channel', 'subprocess')"
        " if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"
