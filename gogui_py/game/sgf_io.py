"""SGF files <-> game trees: the only module mapping SGF properties to moves and setup.

Reading (:func:`load_bytes`, :func:`load_file`) turns the raw trees of
:func:`gogui_py.sgf.parse` into :class:`GameTree` objects: ``B``/``W`` become
:attr:`Node.move`, ``AB``/``AW``/``AE`` setup points, ``PL`` the player, ``C``
the comment; every other property stays raw in :attr:`Node.props`. Anything
that cannot be mapped (a point off the board, a move of each colour in one node) is
reported as a warning at the node's position and kept raw in ``props``, so that
writing the tree gives it back. Moves in human-readable coordinates as SmartGo writes
them (``B[R16]``, ``W[Pass]``, GoGui's SgfReader reads them too) become moves, written
back as FF[4] points, with one warning per game.

What reading does drop, each time with a warning (:mod:`gogui_py.sgf.parser`): text
that is not SGF (outside the game trees or between properties, a value without an
identifier, an identifier without a value, an empty game tree) and, for a property
FF[4] gives one value that is not a text, the values after the first (a second
``SZ``, ``KM`` or ``B`` in one node); repeated texts are joined by a line break
instead (:mod:`gogui_py.sgf.single_values`). FF[1]-FF[3] are converted: identifiers
lose their lower-case letters (one with none is upper-cased, with a warning), ``tt``
is a pass on boards up to 19x19, ``L``/``M`` markup becomes ``LB``/``MA``/``TR``
(:mod:`gogui_py.game.ff3_markup`, one warning per game). Writing gives the root this
program's FF, CA and AP.

A regular text (well-formed, nothing to warn about: most files; see
:mod:`gogui_py.sgf.regular`) is read in one pass, game nodes built straight from
the tokens; anything else is read by the recovering parser and then mapped, with
the same result for regular texts (tests/game/test_sgf_io_regular.py).

Writing (:func:`to_sgf`, :func:`save_file`) produces FF[4] in UTF-8 (FF[4]
spec, "Move", "Setup", "Root" properties); a pass is written ``B[]``.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass

import gogui_py
from gogui_py.game import ff3_markup
from gogui_py.game.atomic_file import write_text_atomic
from gogui_py.game.gc_pause import no_cyclic_gc
from gogui_py.game.info import GameInfo, shown_value
from gogui_py.game.node import Node
from gogui_py.game.readable_moves import conversion_message, readable_point
from gogui_py.game.tree import GO, GameTree, size_from_sgf, size_to_sgf
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.sgf import RawNode, SgfWarning, write
from gogui_py.sgf.encoding import decode
from gogui_py.sgf.parser import parse_decoded
from gogui_py.sgf.regular import TOKEN, properties
from gogui_py.sgf.values import (
    compose_to_sgf,
    number_from_sgf,
    point_letters_from_sgf,
    point_letters_to_sgf,
    point_list_from_sgf,
    text_from_sgf,
    text_to_sgf,
)

_SETUP = {"AB": "add_black", "AW": "add_white", "AE": "add_empty"}
_ROOT_FIRST = ("FF", "CA", "AP", "GM", "SZ")
_MOVE_IDENTS = frozenset({"B", "W"})
_OLD_MARKUP = frozenset({"L", "M"})  # FF[1]-FF[3] only: see gogui_py.game.ff3_markup
_TYPED_MOVE_SETUP = ("B", "W", "AB", "AW", "AE", "PL")


@dataclass
class LoadResult:
    """Game trees read from one SGF collection.

    Attributes:
        games: one tree per game of the collection, in file order.
        warnings: problems recovered from (syntax, encoding, then mapping), with
            1-based line and column in the decoded text.
        encoding: Python name of the codec the bytes were decoded with.
    """

    games: list[GameTree]
    warnings: list[SgfWarning]
    encoding: str


def load_bytes(data: bytes, *, encoding: str | None = None) -> LoadResult:
    """Read SGF ``data`` (``encoding`` overrides CA and detection).

    Raises:
        SgfError: when nothing usable can be read.
    """
    decoded = decode(data, encoding)
    with no_cyclic_gc():
        games: list[GameTree] = []
        if _load_regular(decoded.text.removeprefix("\ufeff"), games):
            return LoadResult(games, list(decoded.warnings), decoded.encoding)
        _unlink(games)
        parsed = parse_decoded(decoded)
        warnings = list(parsed.warnings)
        games = [_build_tree(raw, warnings) for raw in parsed.games]
    return LoadResult(games, warnings, parsed.encoding)


def load_file(path: str | os.PathLike[str], *, encoding: str | None = None) -> LoadResult:
    """Read the SGF file at ``path``; see :func:`load_bytes`.

    Raises:
        OSError: when the file cannot be read.
        SgfError: when nothing usable can be read.
    """
    with open(path, "rb") as file:
        data = file.read()
    return load_bytes(data, encoding=encoding)


# -- reading ----------------------------------------------------------------------


def _root_size(raw: RawNode, warnings: list[SgfWarning]) -> BoardSize:
    values = raw.properties.get("SZ")
    if not values:
        return BoardSize(19, 19)
    try:
        return size_from_sgf(values[0])
    except ValueError:
        warnings.append(
            SgfWarning(
                f"bad board size SZ[{shown_value(values[0])}], using 19x19", raw.line, raw.column
            )
        )
        return BoardSize(19, 19)


def _root_game(raw: RawNode, warnings: list[SgfWarning]) -> int:
    values = raw.properties.get("GM")
    if not values:
        return GO
    try:
        return number_from_sgf(values[0])
    except ValueError:
        warnings.append(
            SgfWarning(
                f"bad game type GM[{shown_value(values[0])}], using Go", raw.line, raw.column
            )
        )
        return GO


def _map_root(raw_root: RawNode, warnings: list[SgfWarning]) -> tuple[GameTree, _NodeMapper]:
    """A game tree holding only the mapped root, and the mapper for its other nodes."""
    size = _root_size(raw_root, warnings)
    old_format = ff3_markup.is_old_format(raw_root.properties.get("FF"))
    mapper = _NodeMapper(size, warnings, old_format)
    root = mapper.node(raw_root)
    tree = GameTree(root, size, _root_game(raw_root, warnings))
    messages: list[str] = []
    GameInfo.from_root(root, messages)
    warnings.extend(SgfWarning(m, raw_root.line, raw_root.column) for m in messages)
    return tree, mapper


def _build_tree(raw_root: RawNode, warnings: list[SgfWarning]) -> GameTree:
    """Map one raw game tree (iteratively: any depth)."""
    tree, mapper = _map_root(raw_root, warnings)
    root = tree.root
    stack = [(raw_root, root)]
    while stack:
        raw, node = stack.pop()
        children = node.children
        for raw_child in raw.children:
            child = mapper.node(raw_child)
            child.parent = node
            children.append(child)
            if raw_child.children:
                stack.append((raw_child, child))
    mapper.finish_old_markup(tree)
    mapper.finish_readable()
    return tree


def tree_from_raw(raw_root: RawNode, warnings: list[SgfWarning]) -> GameTree:
    """Map one raw game tree (property maps of SGF-escaped values) to a :class:`GameTree`.

    For readers of other record formats (:mod:`gogui_py.game.formats`), which build
    the SGF properties a record means and let this module map them as for a file:
    mapping problems are appended to ``warnings`` at the raw nodes' positions.
    """
    return _build_tree(raw_root, warnings)


_GROUPS = re.Match.groups


def _unlink(trees: list[GameTree]) -> None:
    """Empty every children list: the nodes, no longer in parent-child cycles, are
    freed at once (the cyclic collector is paused while loading)."""
    stack = [tree.root for tree in trees]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        node.children = []


def _load_regular(text: str, trees: list[GameTree]) -> bool:
    """Add the game trees of ``text`` to ``trees`` in one pass; False if it is not regular.

    "Regular" is defined in :mod:`gogui_py.sgf.regular`; besides, no node may need
    a mapping warning. Then the result is what the recovering parser and the
    mapper give, without their second tree: game nodes are built straight from
    the tokens. The usual node, a well-formed move with an optional comment, is
    built inline; any other goes through :class:`_NodeMapper`. On anything
    irregular, what was built is dropped (what was added to ``trees`` is to be
    discarded) and the caller takes the recovering route, which also finds the
    warnings' lines and columns (not tracked here).
    """
    warnings: list[SgfWarning] = []  # any warning: the text is not regular
    saved: list[Node | None] = []  # the tips to go back to at each open ")"
    tip: Node | None = None  # the last node of the current sequence
    mapper: _NodeMapper | None = None
    moves: dict[str, dict[str, Move]] = {}
    new_node = Node.__new__
    read_text = text_from_sgf
    for before_node, semi, ident, value, ident2, value2, rest, opening, closing, other in map(
        _GROUPS, TOKEN.finditer(text)
    ):
        if semi:
            if before_node is not None:
                if tip is None and saved:
                    return False  # a variation before the tree's first node
                saved.append(tip)
            if tip is not None and not rest:
                table = moves.get(ident)
                move = None if table is None else table.get(value)
                if move is not None and (ident2 is None or ident2 == "C"):
                    # Node(move, comment=...) set by hand: all of Node.__slots__.
                    node = new_node(Node)
                    node.parent = tip
                    node.children = []
                    node.move = move
                    node.add_black = node.add_white = node.add_empty = ()
                    node.player = None
                    if ident2 is None:
                        node.comment = ""
                        node.props = {}
                    else:
                        node.comment = comment = read_text(value2)
                        node.props = {} if comment else {"C": []}  # an empty C[] is kept
                    tip.children.append(node)
                    tip = node
                    continue
            if tip is None and not saved:
                return False  # a node outside any game tree
            props = properties(ident, value, ident2, value2, rest)
            if props is None:
                return False
            tip, mapper = _add_mapped(props, tip, mapper, trees, warnings)
            if warnings or mapper.old_letters or mapper.old_marks or mapper.readable:
                return False  # (conversions are made and reported on the other route)
            moves = mapper.moves
        elif opening:
            if tip is None and saved:
                return False  # a variation before the tree's first node
            saved.append(tip)
        elif closing:
            for _ in range(closing.count(")")):
                if not saved:
                    return False  # an unmatched ")"
                before = saved.pop()
                if tip is None or tip is before:
                    return False  # an empty game tree or variation
                tip = before
        elif not other.isspace():  # white space can only be at the end
            return False
    return bool(trees) and not saved


def _add_mapped(
    props: dict[str, list[str]],
    tip: Node | None,
    mapper: _NodeMapper | None,
    trees: list[GameTree],
    warnings: list[SgfWarning],
) -> tuple[Node, _NodeMapper]:
    """Map a node and add it after ``tip``, or as a new tree's root if ``tip`` is None.

    Returns the node and the mapper of its tree.
    """
    if tip is None:
        tree, mapper = _map_root(RawNode(props), warnings)
        trees.append(tree)
        return tree.root, mapper
    assert mapper is not None
    node = mapper.node(RawNode(props))
    node.parent = tip
    tip.children.append(node)
    return node, mapper


@functools.lru_cache(maxsize=8)
def _move_table(size: BoardSize, tt_is_pass: bool) -> dict[str, dict[str, Move]]:
    """``"B"``/``"W"`` -> every well-formed move value on ``size`` -> its (shared,
    immutable) Move."""
    tables: dict[str, dict[str, Move]] = {}
    for ident, color in (("B", Color.BLACK), ("W", Color.WHITE)):
        table = tables[ident] = {"": Move(color, None)}
        if tt_is_pass:
            table["tt"] = Move(color, None)
        for y in range(size.height):
            for x in range(size.width):
                table.setdefault(point_letters_to_sgf(x, y), Move(color, Point(x, y)))
    return tables


class _NodeMapper:
    """Raw node -> Node for one board size, appending warnings."""

    def __init__(
        self, size: BoardSize, warnings: list[SgfWarning], old_format: bool = False
    ) -> None:
        self.size = size
        self.warnings = warnings
        self.old_format = old_format
        """FF[1]-FF[3]: ``L`` and ``M`` are converted (:mod:`gogui_py.game.ff3_markup`)."""
        # Converted at the end, when every node's LB and position are known:
        self.old_letters: list[tuple[RawNode, Node, list[str]]] = []  # L values
        self.old_marks: list[tuple[Node, list[Point]]] = []  # M points
        self.first_old: RawNode | None = None  # where the conversion is reported
        self.tt_is_pass = size.width <= 19 and size.height <= 19
        self.moves = _move_table(size, self.tt_is_pass)
        """``"B"``/``"W"`` -> well-formed move value -> Move (shared: do not modify)."""
        self.readable: list[tuple[str, str]] = []  # (:mod:`.readable_moves`) B[R16], B[qd]
        self.first_readable: RawNode | None = None  # where they are reported

    def node(self, raw: RawNode) -> Node:
        node = Node()
        props = node.props
        for ident, values in raw.properties.items():
            if ident in _MOVE_IDENTS:
                self._move(raw, node, ident, values)
            elif ident == "C":
                node.comment = text_from_sgf(values[0]) if values else ""
                if len(values) > 1:
                    self._keep(raw, node, ident, values[1:], "several comment values")
                elif not node.comment:
                    props["C"] = []  # an empty C[] was in the file: written back as it was
            elif ident in _SETUP:
                self._setup(raw, node, ident, values)
            elif ident == "PL":
                self._player(raw, node, values)
            elif ident in _OLD_MARKUP and self.old_format:
                self._old_markup(raw, node, ident, values)
            else:
                props[ident] = values
        return node

    def _old_markup(self, raw: RawNode, node: Node, ident: str, values: list[str]) -> None:
        """FF[3] ``L`` and ``M``: kept for :meth:`finish_old_markup` (values off the board
        stay raw, with a warning)."""
        if ident == "L":
            self.old_letters.append((raw, node, values))  # LB may follow in the node
            return
        points, bad = ff3_markup.mark_points(values, self.size)
        if points:
            self.old_marks.append((node, points))
            self._note_old(raw)
        if bad:
            self._keep(raw, node, ident, bad, f"FF[3] {ident}: not a point on the board")

    def _note_old(self, raw: RawNode) -> None:
        first = self.first_old
        if first is None or (raw.line, raw.column) < (first.line, first.column):
            self.first_old = raw

    def finish_old_markup(self, tree: GameTree) -> None:
        """Convert the kept ``L`` (letters after the node's LB ones) and ``M`` (MA or TR:
        the position decides) once the tree is built; report it once per game tree, at
        the first converted node."""
        labelled = 0
        for raw, node, values in self.old_letters:
            labels = node.props.get("LB", [])
            new, bad = ff3_markup.letters_to_labels(values, labels, self.size)
            if new:
                node.props["LB"] = [*labels, *new]
                labelled += 1
                self._note_old(raw)
            if bad:
                self._keep(raw, node, "L", bad, "FF[3] L: not a point on the board")
        if self.old_marks:
            ff3_markup.place_marks(tree.root, tree.size, tree.is_go, self.old_marks)
        first = self.first_old
        if first is None:
            return
        done = []
        if labelled:
            done.append(f"L (letters) -> LB in {labelled} node(s)")
        if self.old_marks:
            done.append(f"M (marks) -> MA/TR in {len(self.old_marks)} node(s)")
        message = "FF[3] markup converted to FF[4]: " + ", ".join(done)
        self.warnings.append(SgfWarning(message, first.line, first.column))

    def finish_readable(self) -> None:
        """Report the moves read from human-readable coordinates, once per game."""
        if self.first_readable is not None:
            self._warn(self.first_readable, conversion_message(self.readable))

    def _warn(self, raw: RawNode, message: str) -> None:
        self.warnings.append(SgfWarning(message, raw.line, raw.column))

    def _keep(self, raw: RawNode, node: Node, ident: str, values: list[str], why: str) -> None:
        node.props.setdefault(ident, []).extend(values)
        shown = "".join(f"[{v}]" for v in values)
        self._warn(raw, f"{why}: {ident}{shown} kept as is")

    def _point(self, value: str) -> tuple[bool, Point | None]:
        """``(True, point or None for a pass)`` for a move value, ``(False, None)`` if bad."""
        if value == "" or (value == "tt" and self.tt_is_pass):
            return True, None
        try:
            xy = point_letters_from_sgf(value)
        except ValueError:
            return False, None
        if xy is None:
            return True, None
        point = Point(xy[0], xy[1])
        return self.size.contains(point), point

    def _move(self, raw: RawNode, node: Node, ident: str, values: list[str]) -> None:
        if node.move is None and len(values) == 1:
            move = self.moves[ident].get(values[0])
            if move is not None:  # the common case: one well-formed move
                node.move = move
                return
        if node.move is not None:
            self._keep(raw, node, ident, values, "more than one move in a node")
            return
        if not values:
            return
        ok, point = self._point(values[0])
        if not ok:
            ok, point = readable_point(values[0], self.size)
            if ok:
                self.first_readable = self.first_readable or raw
                self.readable.append((f"{ident}[{values[0]}]", f"{ident}[{_point_to_sgf(point)}]"))
        if not ok:
            self._keep(
                raw,
                node,
                ident,
                values,
                f"not a point on the {self.size.width}x{self.size.height} board",
            )
            return
        node.move = Move(Color.BLACK if ident == "B" else Color.WHITE, point)
        if len(values) > 1:
            self._keep(raw, node, ident, values[1:], "more than one move in a node")

    def _setup(self, raw: RawNode, node: Node, ident: str, values: list[str]) -> None:
        points: list[Point] = list(getattr(node, _SETUP[ident]))
        bad: list[str] = []
        size = self.size
        for value in values:
            try:
                xys = point_list_from_sgf([value]) if value else None
            except ValueError:
                xys = None
            if not xys:
                bad.append(value)
                continue
            found = [Point(x, y) for x, y in xys]
            if all(size.contains(p) for p in found):
                points.extend(found)
            else:
                bad.append(value)
        setattr(node, _SETUP[ident], tuple(points))
        if bad:
            self._keep(
                raw, node, ident, bad, f"not a point on the {size.width}x{size.height} board"
            )

    def _player(self, raw: RawNode, node: Node, values: list[str]) -> None:
        text = values[0].strip().upper() if values else ""
        if text in ("B", "BLACK", "1"):
            node.player = Color.BLACK
        elif text in ("W", "WHITE", "2"):
            node.player = Color.WHITE
        else:
            self._keep(raw, node, "PL", values, "not a colour")
            return
        if len(values) > 1:
            self._keep(raw, node, "PL", values[1:], "more than one PL value")


# -- writing ----------------------------------------------------------------------


def _point_to_sgf(point: Point | None) -> str:
    return "" if point is None else point_letters_to_sgf(point.x, point.y)


def _raw_properties(node: Node, root_of: GameTree | None) -> dict[str, list[str]]:
    """The SGF properties of ``node``; ``root_of`` is the tree when ``node`` is its root.

    Order: (root: FF CA AP GM SZ, other properties,) move, setup, PL, (non-root:
    other properties,) C. Raw leftovers of a typed property join its values.
    """
    out: dict[str, list[str]] = {}
    if root_of is not None:
        props = root_of.root.props
        out["FF"] = ["4"]
        out["CA"] = ["UTF-8"]
        out["AP"] = [compose_to_sgf("gogui-py", text_to_sgf(gogui_py.__version__))]
        out["GM"] = list(props.get("GM") or [str(root_of.game_number)])
        out["SZ"] = list(props.get("SZ") or [size_to_sgf(root_of.size)])
        _add_raw(out, props, skip=(*_ROOT_FIRST, *_TYPED_MOVE_SETUP))
        _add_typed(out, node)
        _add_raw(out, {k: v for k, v in props.items() if k in _TYPED_MOVE_SETUP})
    else:
        _add_typed(out, node)
        _add_raw(out, node.props)
    if node.comment or "C" in node.props:
        out["C"] = [text_to_sgf(node.comment), *node.props.get("C", ())]
    return out


def node_properties(tree: GameTree, node: Node) -> dict[str, list[str]]:
    """The SGF properties :func:`to_sgf` writes for ``node`` of ``tree``: identifier ->
    raw (still SGF-escaped) values, in the written order (see ``_raw_properties``)."""
    return _raw_properties(node, tree if node is tree.root else None)


def _add_typed(out: dict[str, list[str]], node: Node) -> None:
    move = node.move
    if move is not None:
        _add(out, move.color.value, [_point_to_sgf(move.point)])
    if node.add_black:
        _add(out, "AB", [_point_to_sgf(p) for p in node.add_black])
    if node.add_white:
        _add(out, "AW", [_point_to_sgf(p) for p in node.add_white])
    if node.add_empty:
        _add(out, "AE", [_point_to_sgf(p) for p in node.add_empty])
    if node.player is not None:
        _add(out, "PL", [node.player.value])


def _add_raw(
    out: dict[str, list[str]], props: dict[str, list[str]], skip: Sequence[str] = ()
) -> None:
    for ident, values in props.items():
        if ident != "C" and ident not in skip:
            _add(out, ident, values)


def _add(out: dict[str, list[str]], ident: str, values: list[str]) -> None:
    """Set ``ident`` to a copy of ``values``, after the values it already has."""
    existing = out.get(ident)
    out[ident] = list(values) if existing is None else existing + values


def _raw_tree(tree: GameTree) -> RawNode:
    root = RawNode(_raw_properties(tree.root, tree))
    stack = [(tree.root, root)]
    while stack:
        node, raw = stack.pop()
        for child in node.children:
            raw_child = RawNode(_raw_properties(child, None))
            raw.children.append(raw_child)
            if child.children:
                stack.append((child, raw_child))
    return root


def to_sgf(trees: Sequence[GameTree]) -> str:
    """The SGF FF[4] text of ``trees`` (one collection), to be saved as UTF-8.

    Each root gets FF[4], CA[UTF-8], AP[gogui-py:VERSION], GM and SZ first, then
    its other properties in their order. Moves are written ``B[cd]``, a pass
    ``B[]``; raw properties are written verbatim. The trees are not modified.
    """
    with no_cyclic_gc():
        return write([_raw_tree(tree) for tree in trees])


def save_file(path: str | os.PathLike[str], trees: Sequence[GameTree]) -> None:
    """Write ``trees`` to ``path`` as UTF-8 SGF, atomically.

    The text goes to a temporary file in the same folder, which is flushed,
    fsynced and renamed over ``path`` (os.replace): a failure at any point
    leaves the old file intact and no temporary file behind. An existing
    file's permission bits are kept (0o644 for a new file).

    Raises:
        OSError: when the folder cannot be written.
        UnicodeEncodeError: when a text cannot be encoded (lone surrogates).
    """
    write_text_atomic(path, to_sgf(trees))
