"""A GTP engine with parameters that really change when set (analyze.md "param").

A thin wrapper: the engine is ``gogui-dummy --mode param`` (gogui_py/tools/dummy_param.py,
where its flags are described); ``python param_engine.py [flags]`` runs it with the same flags.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.tools.dummy_param import main

if __name__ == "__main__":
    main()
