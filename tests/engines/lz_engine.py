"""A Leela-Zero-like GTP engine for streaming analysis (gtp.md "Streaming analysis").

A thin wrapper: the engine is ``gogui-dummy --mode lz`` (gogui_py/tools/dummy_lz.py,
where its flags are described); ``python lz_engine.py [flags]`` runs it with the same flags.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.tools.dummy_lz import main

if __name__ == "__main__":
    main()
