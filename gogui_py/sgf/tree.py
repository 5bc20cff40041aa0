"""The raw, game-agnostic SGF tree: property maps of still-escaped values."""

from __future__ import annotations


class RawNode:
    """One SGF node as read from (or to be written to) a file.

    Attributes:
        properties: canonical upper-case identifier (FF[4] names, e.g. ``"PB"``)
            -> raw values in file order. Values are decoded to ``str`` but still
            SGF-escaped exactly as in the file (backslashes kept); decode them
            with :mod:`gogui_py.sgf.values`. Dict order is property order.
        children: child nodes; ``children[0]`` continues the main line, the
            others are variations.
        line, column: 1-based position of the node's ``;`` in the decoded text,
            0 for nodes built in code.

    There is deliberately no ``__eq__``: trees can be 10,000 levels deep and a
    recursive comparison would overflow the stack.
    """

    __slots__ = ("children", "column", "line", "properties")

    def __init__(
        self,
        properties: dict[str, list[str]] | None = None,
        children: list[RawNode] | None = None,
        line: int = 0,
        column: int = 0,
    ) -> None:
        self.properties: dict[str, list[str]] = {} if properties is None else properties
        self.children: list[RawNode] = [] if children is None else children
        self.line = line
        self.column = column

    def __repr__(self) -> str:
        props = "".join(
            ident + "".join(f"[{v}]" for v in values) for ident, values in self.properties.items()
        )
        if len(props) > 60:
            props = props[:57] + "..."
        return f"<RawNode ;{props} children={len(self.children)} at {self.line}:{self.column}>"
