"""The standalone bundle's program (``gogui-py`` in the folder packaging/build_bundle.sh
builds): the board, or a module of the bundle run as ``python -m`` runs it.

In a bundle ``sys.executable`` is this program, not a Python, and the app starts its
bundled engine and rulers, the thumbnailer and the match runner as
``[sys.executable, "-m", MODULE, ARGS...]`` (:mod:`gogui_py.gui.programs.catalog`,
:mod:`gogui_py.tools.desktop`): so ``gogui-py -m MODULE ARGS...`` runs ``MODULE`` as
``__main__`` with ``sys.argv = [MODULE, ARGS...]``, exactly as ``python -m`` would.
Anything else is the board's command line (``gogui-py --help``).
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """Run the board, or ``-m MODULE ARGS...``; the exit status."""
    if len(argv) >= 2 and argv[0] == "-m":
        import runpy  # noqa: PLC0415 - the board's start needs none of it

        module = argv[1]
        sys.argv = [module, *argv[2:]]
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        return 0
    from gogui_py.gui.app import main as app_main  # noqa: PLC0415 - not for -m

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
