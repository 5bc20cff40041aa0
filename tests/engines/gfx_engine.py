"""A GTP engine that draws live gfx on stderr while it "thinks" (analyze.md "Live gfx").

A thin wrapper: the engine is ``gogui-dummy --mode gfx`` (gogui_py/tools/dummy_gfx.py,
where its flags are described); ``python gfx_engine.py [flags]`` runs it with the same flags.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.tools.dummy_gfx import main

if __name__ == "__main__":
    main()
