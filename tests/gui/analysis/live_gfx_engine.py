"""A GTP engine whose genmove draws live gfx on stderr, waits a moment and answers
``resign`` (``--answer MOVE`` for another answer): live gfx that must go once the genmove
is answered, though the position does not change (analyze.md "Live gfx")."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from gogui_py.tools.dummy_common import known_commands, split_id

ANSWERS = {"name": "LiveGfx", "version": "1", "protocol_version": "2"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--answer", default="resign")
    answer_genmove = parser.parse_args().answer
    for raw in sys.stdin:
        ident, words = split_id(raw.split())
        name = words[0] if words else ""
        answer = ANSWERS.get(name, "")
        if name == "list_commands":
            answer = "\n".join(known_commands())
        elif name == "genmove":
            sys.stderr.write("gogui-gfx:\nLABEL C3 thinking\nTEXT still thinking\n\n")
            sys.stderr.flush()
            time.sleep(0.5)  # the gfx is drawn before the answer arrives
            answer = answer_genmove
        sys.stdout.write(f"={ident} {answer}\n\n")
        sys.stdout.flush()
        if name == "quit":
            return


if __name__ == "__main__":
    main()
