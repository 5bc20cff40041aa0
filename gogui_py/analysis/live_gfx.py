"""Live gfx: markup a program writes on its stderr while it thinks (analyze.md, "Live gfx").

``gogui-gfx: CMD ...`` on one line is a gfx text of its own; ``gogui-gfx:`` alone opens
a block of gfx lines that ends at an empty line. The markup is cleared before each one,
so only the latest complete text matters: :meth:`LiveGfxReader.feed` returns that one
for a batch of lines (the view draws at most one per frame). Sans-IO, thread-agnostic
(one reader per program, fed by the thread that reads its stderr).
"""

from __future__ import annotations

__all__ = ["PREFIX", "LiveGfxReader"]

PREFIX = "gogui-gfx:"


class LiveGfxReader:
    """Collects live gfx texts from stderr lines (module docstring)."""

    __slots__ = ("_block",)

    def __init__(self) -> None:
        self._block: list[str] | None = None  # the lines of an open block

    @property
    def in_block(self) -> bool:
        """True while a ``gogui-gfx:`` block is open (its lines are still coming)."""
        return self._block is not None

    def feed(self, lines: list[str]) -> str | None:
        """The latest gfx text completed by ``lines`` (stderr lines without their line
        ends), None when they complete none. Other stderr lines are ignored."""
        latest: str | None = None
        block = self._block
        for line in lines:
            if block is not None:
                if line.strip():
                    block.append(line)
                    continue
                latest = "\n".join(block)
                block = None
                continue
            if not line.startswith(PREFIX):
                continue
            rest = line[len(PREFIX) :].strip()
            if rest:
                latest = rest
            else:
                block = []
        self._block = block
        return latest

    def wanted(self, lines: list[str]) -> bool:
        """Cheap test (C-level search) whether :meth:`feed` can find anything in
        ``lines``: an open block, or the prefix somewhere in them."""
        # One C-level join and search, no Python step per line: a program flooding its
        # stderr must not hold the GIL on the reader thread (the GUI thread waits for it).
        return self._block is not None or PREFIX in "\n".join(lines)
