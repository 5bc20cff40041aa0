"""A Go engine built on gogui_py.gtp.engine that misbehaves as its flags say.

A thin wrapper: the engine is ``gogui-dummy --mode hostile`` (gogui_py/tools/dummy_hostile.py,
where its flags are described); ``python hostile_engine.py [flags]`` runs it with the same flags.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.tools.dummy_hostile import main

if __name__ == "__main__":
    main()
