"""SGF bytes -> raw game trees (FF[1] to FF[4]), iteratively and with recovery.

Grammar (FF[4] spec, "EBNF definition")::

    Collection = GameTree { GameTree }
    GameTree   = "(" Sequence { GameTree } ")"
    Sequence   = Node { Node }
    Node       = ";" { Property }
    Property   = PropIdent PropValue { PropValue }
    PropIdent  = UcLetter { UcLetter }
    PropValue  = "[" CValueType "]"

White space is allowed between tokens. Identifiers of FF[1]-FF[3] such as
``PlayerBlack`` or ``KoMi`` keep their upper-case letters (``PB``, ``KM``); one
with none (``b[cc]``) is read upper-cased (``B[cc]``) with a warning.

The decoded text is scanned with compiled regular expressions: one match reads a
``;`` together with all of its well-formed properties, so the Python loop runs
about once per node. Nesting is kept on an explicit stack (no recursion).
"""

from __future__ import annotations

import functools
import gc
import re
from dataclasses import dataclass

from gogui_py.sgf.encoding import Decoded, decode
from gogui_py.sgf.errors import SgfError, SgfWarning
from gogui_py.sgf.single_values import SINGLE_VALUED, single_value, warning
from gogui_py.sgf.tree import RawNode

# Raw value content: anything but "\" and "]", or "\" followed by any character.
# Possessive (*+): nothing to backtrack into (the two parts are disjoint), so a value of a
# million escapes is matched in one pass without a backtracking stack (78 MB -> 0 for 1 MB).
_V = r"[^\\\]]*+(?:\\.[^\\\]]*+)*+"
# Possessive too: a node of a million properties (``C[x]`` repeated) is matched without a
# backtracking stack (200 MB -> 0 for 1 MB); nothing after it in _TOKEN could use a give-back.
_PROPS = rf"(?:[A-Za-z]++\s*+(?:\[{_V}\]\s*+)++)*+"
# Groups: 1 ";"; 2-3 and 4-5 its first two properties when they are FF[4] with
# one value each (the common "move + comment" case, read without a second
# regex); 6 its (other) properties | 7 "(" | 8 ")" | 9 anything else | end.
_SIMPLE = rf"(?:([A-Z]+)\s*\[({_V})\]\s*+(?!\[))?"
_TOKEN = re.compile(
    rf"\s*(?:(;)\s*{_SIMPLE}{_SIMPLE}({_PROPS})|(\()|(\))|(.)|\Z)",
    re.S,
)
_PROPERTY = re.compile(rf"([A-Za-z]+)\s*((?:\[{_V}\]\s*)+)", re.S)
_VALUE = re.compile(rf"\[({_V})\]", re.S)
_IDENT = re.compile(r"[A-Za-z]+\s*")
_JUNK = re.compile(r"[^;()\[A-Za-z]+")
_TREE_START = re.compile(r"\(\s*(?:;|\(|\)|[A-Za-z]+\s*\[)")
_NODE, _OPEN, _CLOSE, _OTHER = 6, 7, 8, 9

MAX_WARNINGS = 200
"""Warnings kept per file; a text file read as SGF would otherwise give thousands."""


@dataclass
class ParseResult:
    """What :func:`parse` read.

    Attributes:
        games: one root node per game tree of the collection, in file order.
        warnings: problems recovered from, in file order (encoding first).
        encoding: Python name of the codec used ("utf-8", "gb18030", "cp932"...).
    """

    games: list[RawNode]
    warnings: list[SgfWarning]
    encoding: str


def parse(data: bytes, *, encoding: str | None = None) -> ParseResult:
    """Read an SGF collection.

    Args:
        data: the file's bytes.
        encoding: codec to use, overriding byte-order marks, ``CA`` and detection
            (see :mod:`gogui_py.sgf.encoding` for the order otherwise).

    Raises:
        SgfError: no game tree with a node could be read at all.
        LookupError: ``encoding`` is not a text codec Python knows.
    """
    return parse_decoded(decode(data, encoding))


def parse_decoded(decoded: Decoded) -> ParseResult:
    """Read an SGF collection already decoded by :func:`gogui_py.sgf.encoding.decode`.

    The result (warnings first) is :func:`parse`'s for the same bytes.

    Raises:
        SgfError: no game tree with a node could be read at all.
    """
    parser = _Parser(decoded.text.removeprefix("\ufeff"))
    # The cyclic GC would walk the growing tree again and again while tens of
    # thousands of nodes are created (a third of the time on 60,000 nodes);
    # nothing here creates cycles, so collect once, afterwards, as usual.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        games = parser.run()
    finally:
        if gc_was_enabled:
            gc.enable()
    return ParseResult(games, decoded.warnings + parser.warnings, decoded.encoding)


@functools.lru_cache(maxsize=1024)
def canonical_ident(ident: str) -> str:
    """FF[4] identifier for an FF[1]-FF[3] one: its upper-case letters ("" if none)."""
    return "".join(c for c in ident if "A" <= c <= "Z")


class _Parser:
    """One pass over the decoded text; builds the trees and the warnings."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.warnings: list[SgfWarning] = []
        self.suppressed = 0  # warnings not recorded past MAX_WARNINGS
        self.games: list[RawNode] = []
        self.tips: list[RawNode | None] = []  # last node of each open sequence
        self.target: RawNode | None = None  # node receiving properties
        # Properties given several values that FF[4] gives one (made one at the end), by
        # (id of the node's property dict, identifier): once however often repeated.
        self.several: dict[tuple[int, str], dict[str, list[str]]] = {}
        self._line = 1
        self._line_start = 0  # offset of the first character of self._line
        self._scanned = 0  # newlines are counted up to here

    def where(self, pos: int) -> tuple[int, int]:
        """1-based (line, column) of an offset (fast when offsets increase)."""
        text = self.text
        if pos < self._scanned:
            self._line, self._line_start, self._scanned = 1, 0, 0
        newlines = text.count("\n", self._scanned, pos)
        if newlines:
            self._line += newlines
            self._line_start = text.rfind("\n", self._scanned, pos) + 1
        self._scanned = pos
        return self._line, pos - self._line_start + 1

    def warn(self, message: str, pos: int) -> None:
        """Record a warning at an offset; past MAX_WARNINGS, only count it."""
        if len(self.warnings) < MAX_WARNINGS:
            self.warnings.append(SgfWarning(message, *self.where(pos)))
        else:
            self.suppressed += 1

    def run(self) -> list[RawNode]:
        """Parse the whole text; returns the game roots.

        Raises:
            SgfError: no game tree with a node was found.
        """
        self._scan()
        self._make_single()
        if self.suppressed:
            line, column = self.where(len(self.text))
            message = f"{self.suppressed} more warnings not shown"
            self.warnings.append(SgfWarning(message, line, column))
        if not self.games:
            first = self.text.find("(")
            raise SgfError("no game tree with a node found", *self.where(max(first, 0)))
        return self.games

    def _scan(self) -> None:
        text = self.text
        match_token = _TOKEN.match
        count_newlines = text.count
        find_newline = text.rfind
        pos = self._skip_to_tree(0)
        tips = self.tips
        games = self.games
        # Node positions are tracked here, apart from self.where() (warnings).
        line, line_start, scanned = 1, 0, 0
        while pos >= 0:
            m = match_token(text, pos)
            assert m is not None  # the pattern matches everywhere
            pos = m.end()
            kind = m.lastindex
            if kind == _NODE:  # inlined self._new_node(): this runs once per node
                semi, rest = m.start(1), m.start(_NODE)
                newlines = count_newlines("\n", scanned, semi)
                if newlines:
                    line += newlines
                    line_start = find_newline("\n", scanned, semi) + 1
                scanned = semi
                ident, value, ident2, value2 = m.group(2, 3, 4, 5)
                if ident is None:
                    props = {}
                elif ident2 is None:
                    props = {ident: [value]}
                elif ident2 != ident:
                    props = {ident: [value], ident2: [value2]}
                else:
                    props = {ident: [value]}
                    self._add(props, ident, [value2], m.start(4))
                node = RawNode(props, [], line, semi - line_start + 1)
                parent = tips[-1]
                if parent is None:
                    games.append(node)
                else:
                    parent.children.append(node)
                tips[-1] = self.target = node
                if pos > rest:
                    self._add_properties(node, rest, pos)
            elif kind == _OPEN:
                self._open_variation(pos - 1)
            elif kind == _CLOSE:
                pos = self._close_tree(pos)
            elif kind == _OTHER:
                pos = self._irregular(m.start(_OTHER))
            else:
                self.warn(f"{len(tips)} unclosed game tree(s) closed at end of file", pos)
                break

    def _open_variation(self, pos: int) -> None:
        tips = self.tips
        if tips[-1] is None:
            self.warn("variation before the first node of its game tree", pos)
        tips.append(tips[-1])
        self.target = None

    def _close_tree(self, pos: int) -> int:
        """Close the innermost tree; returns where to go on (-1: end of input)."""
        tips = self.tips
        tip = tips.pop()
        if tip is None or (tips and tip is tips[-1]):
            self.warn("empty game tree skipped", pos - 1)
        self.target = None
        return pos if tips else self._skip_to_tree(pos)

    def _new_node(self, pos: int) -> RawNode:
        """A node at offset ``pos``, appended to the current sequence."""
        line, column = self.where(pos)
        node = RawNode({}, [], line, column)
        parent = self.tips[-1]
        if parent is None:
            self.games.append(node)
        else:
            parent.children.append(node)
        self.tips[-1] = node
        self.target = node
        return node

    def _add_properties(self, node: RawNode, start: int, end: int) -> None:
        """Add the well-formed properties in text[start:end] to ``node``."""
        text = self.text
        props = node.properties
        find_values = _VALUE.findall
        for pm in _PROPERTY.finditer(text, start, end):
            ident = pm.group(1)
            if not ident.isupper():
                ident = self._canonical(ident, pm.start())
            values = find_values(text, pm.start(2), pm.end(2))
            if ident in props or (len(values) > 1 and ident in SINGLE_VALUED):
                self._add(props, ident, values, pm.start())
            else:
                props[ident] = values

    def _canonical(self, ident: str, pos: int) -> str:
        """The FF[4] identifier of a non-FF[4] one read at offset ``pos``.

        FF[1]-FF[3] identifiers keep their upper-case letters (SGF "Converting old SGF
        files to FF[4]": ``PlayerBlack`` -> ``PB``), silently. One without any, such as
        ``b[cc]``, has no FF[3] reading either: it is read upper-cased (``B[cc]``), as
        GoGui does, with a warning, rather than dropped.
        """
        canonical = canonical_ident(ident)
        if canonical:
            return canonical
        upper = ident.upper()
        self.warn(f"property {ident!r} has no upper-case letter: read as {upper}", pos)
        return upper

    def _add(
        self,
        props: dict[str, list[str]],
        ident: str,
        values: list[str],
        pos: int,
        *,
        continued: bool = False,
    ) -> None:
        """Add ``values`` to property ``ident`` of ``props``, with a warning if it was there
        (unless ``continued``: values that follow the property's last one).

        A property FF[4] gives one value is warned about here and made single at the end
        (:meth:`_make_single`): once per property, however often it is repeated.
        """
        old = props.get(ident)
        repeated = old is not None and not continued
        if old is None:
            props[ident] = old = values
        else:
            old.extend(values)
        if len(old) > 1 and ident in SINGLE_VALUED:
            self.warn(warning(ident, values if repeated else old, repeated), pos)
            self.several[id(props), ident] = props
        elif repeated:
            self.warn(f"property {ident} repeated in one node: values merged", pos)

    def _make_single(self) -> None:
        """One value for every property of :data:`SINGLE_VALUED` that was given several."""
        for (_, ident), props in self.several.items():
            props[ident] = [single_value(ident, props[ident])]

    def _skip_to_tree(self, pos: int) -> int:
        """Offset of the next game tree's "(" at or after ``pos``, -1 if none.

        Anything skipped that is not white space is reported.
        """
        found = _TREE_START.search(self.text, pos)
        end = len(self.text) if found is None else found.start()
        skipped = self.text[pos:end]
        stripped = skipped.lstrip()
        at = end - len(stripped)
        if stripped.startswith(")"):
            self.warn("unmatched ')' skipped", at)
            stripped = stripped.lstrip(") \t\r\n\v\f")
            at = end - len(stripped)
        stripped = stripped.strip()
        if stripped:
            where = "between game trees" if self.games else "before the first game tree"
            self.warn(f"text {where} skipped: {_quote(stripped)}", at)
        if found is None:
            return -1
        self.tips.append(None)
        return found.start() + 1

    def _irregular(self, pos: int) -> int:
        """Recover from text that is not a well-formed node, tree or property.

        Returns the offset to continue from (len(text) to stop).
        """
        text = self.text
        char = text[pos]
        if char.isascii() and char.isalpha():
            pm = _PROPERTY.match(text, pos)
            if pm is not None:
                self._ensure_target(pos)
                assert self.target is not None
                self._add_properties(self.target, pos, pm.end())
                return pm.end()
            im = _IDENT.match(text, pos)
            assert im is not None
            if im.end() < len(text) and text[im.end()] == "[":
                return self._unterminated(pos, im.end())
            self.warn(f"property {im.group().strip()!r} without a value skipped", pos)
            return im.end()
        if char == "[":
            vm = _VALUE.match(text, pos)
            if vm is None:
                return self._unterminated(pos, pos)
            self.warn("value without a property identifier skipped", pos)
            return vm.end()
        jm = _JUNK.match(text, pos)
        assert jm is not None
        self.warn(f"unexpected text skipped: {_quote(jm.group().strip())}", pos)
        return jm.end()

    def _ensure_target(self, pos: int) -> None:
        if self.target is None:
            self.warn("missing ';' before properties: node started", pos)
            self._new_node(pos)

    def _unterminated(self, pos: int, bracket: int) -> int:
        """A value opened at ``bracket`` and never closed: kept, up to the end.

        ``pos`` is where its identifier starts (``bracket`` when it has none: the
        value then continues the last property of the current node).
        """
        text = self.text
        if bracket > pos:
            self._ensure_target(pos)
        self.warn("value not closed at end of file: closed", bracket)
        raw = text[bracket + 1 :]
        if (len(raw) - len(raw.rstrip("\\"))) % 2:  # a lone "\" would escape our "]"
            raw = raw[:-1]
        if bracket > pos:
            ident = self._canonical(text[pos:bracket].strip(), pos)
            assert self.target is not None
            self._add(self.target.properties, ident, [raw], pos)
        elif self.target is not None and self.target.properties:
            props = self.target.properties
            self._add(props, next(reversed(props)), [raw], pos, continued=True)
        return len(text)


def _quote(text: str) -> str:
    return repr(text if len(text) <= 30 else text[:27] + "...")
