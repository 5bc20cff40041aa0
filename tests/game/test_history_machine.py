"""Random edits, undos and redos on a small tree (hypothesis state machine).

The model is the list of SGF texts after each undo step: after every rule the
tree's text must be the model's, boards must equal boards computed from
scratch, and undoing everything must give the original text back, redoing
everything the last one.
"""

from __future__ import annotations

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.go import Color, Move, Point
from tests.conftest import examples

START = (
    b"(;GM[1]SZ[5]PB[B]C[root];B[aa];W[bb](;B[cc]TR[aa:bb];W[dd]LB[ee:x])"
    b"(;B[cd]DD[ab];W[dc](;B[ea])(;B[ae]C[leaf])))"
)

points = st.builds(Point, st.integers(0, 4), st.integers(0, 4))
colors = st.sampled_from([Color.BLACK, Color.WHITE, None])
picks = st.integers(0, 10_000)


class EditMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.game = Game(load_bytes(START).games[0])
        self.original = to_sgf([self.game.tree])
        self.done = [self.original]
        self.undone: list[str] = []

    # -- helpers --------------------------------------------------------------------

    def _nodes(self) -> list[Node]:
        return list(self.game.tree.iter_nodes())

    def _pick(self, index: int, *, root: bool = True) -> Node | None:
        nodes = self._nodes() if root else self._nodes()[1:]
        return nodes[index % len(nodes)] if nodes else None

    def _after_edit(self, steps_before: int) -> None:
        """Update the model after an edit (a new step, a merged step or nothing)."""
        text = to_sgf([self.game.tree])
        steps = self.game.history.undo_steps
        if steps > steps_before:
            self.done.append(text)
            self.undone.clear()
        elif text != self.done[-1]:  # merged into the step on top
            self.done[-1] = text
            self.undone.clear()

    # -- rules ------------------------------------------------------------------------

    @rule(index=picks)
    def go_to(self, index: int) -> None:
        node = self._pick(index)
        assert node is not None
        self.game.go_to(node)

    @rule(point=st.one_of(st.none(), points))
    def play(self, point: Point | None) -> None:
        if point is not None and not self.game.board().is_legal(Move(self.game.to_move(), point)):
            return
        steps = self.game.history.undo_steps
        self.game.play(point)
        self._after_edit(steps)

    @rule(index=picks, kind=st.sampled_from(["delete", "truncate", "children", "main", "up"]))
    def structure(self, index: int, kind: str) -> None:
        node = self._pick(index, root=kind == "children")
        if node is None:
            return
        steps = self.game.history.undo_steps
        if kind == "delete":
            self.game.delete_node(node)
        elif kind == "truncate":
            self.game.truncate(node)
        elif kind == "children":
            self.game.truncate_children(node)
        elif kind == "main":
            self.game.make_main_variation(node)
        else:
            self.game.move_variation(node, -1)
        self._after_edit(steps)

    @rule()
    def keep_only_position(self) -> None:
        steps = self.game.history.undo_steps
        self.game.keep_only_position()
        self._after_edit(steps)

    @rule(point=points, color=colors)
    def setup(self, point: Point, color: Color | None) -> None:
        steps = self.game.history.undo_steps
        self.game.set_setup_stone(point, color)
        self._after_edit(steps)

    @rule(
        point=points,
        other=points,
        kind=st.sampled_from(["CR", "SQ", "TR", "MA", "SL", None, "LB", "AR", "LN", "DD"]),
    )
    def markup(self, point: Point, other: Point, kind: str | None) -> None:
        steps = self.game.history.undo_steps
        if kind == "LB":
            self.game.set_label(point, self.game.next_label("letters"))
        elif kind in ("AR", "LN"):
            if point == other:
                return
            toggle = self.game.toggle_arrow if kind == "AR" else self.game.toggle_line
            toggle(point, other)
        elif kind == "DD":
            self.game.toggle_dimmed(point)
        else:
            self.game.set_mark(point, kind)
        self._after_edit(steps)

    @rule(
        move=st.sampled_from(["BM", "TE", "DO", "IT", None]),
        position=st.sampled_from(["GB", "GW", "DM", "UC", None]),
        emphasis=st.sampled_from([1, 2]),
        player=colors,
    )
    def annotate(
        self, move: str | None, position: str | None, emphasis: int, player: Color | None
    ) -> None:
        steps = self.game.history.undo_steps
        if move is not None and self.game.current.move is None:
            with pytest.raises(ValueError, match="move"):  # a move property (FF[4])
                self.game.set_move_annotation(move, emphasis)
        else:
            self.game.set_move_annotation(move, emphasis)
        self._after_edit(steps)
        steps = self.game.history.undo_steps
        self.game.set_position_annotation(position, emphasis)
        self._after_edit(steps)
        steps = self.game.history.undo_steps
        self.game.set_player_to_move(player)
        self._after_edit(steps)

    @rule(text=st.text(alphabet="ab]\\:\n", max_size=4))
    def comment(self, text: str) -> None:
        steps = self.game.history.undo_steps
        self.game.set_comment(self.game.current, self.game.current.comment + text)
        self._after_edit(steps)

    @rule(name=st.text(alphabet="xy]", max_size=3))
    def info(self, name: str) -> None:
        steps = self.game.history.undo_steps
        self.game.set_info(self.game.tree.info.replace(player_white=name))
        self._after_edit(steps)

    @precondition(lambda self: len(self.done) > 1)
    @rule()
    def undo(self) -> None:
        self.game.undo()
        self.undone.append(self.done.pop())

    @precondition(lambda self: bool(self.undone))
    @rule()
    def redo(self) -> None:
        self.game.redo()
        self.done.append(self.undone.pop())

    @rule()
    def undo_all_then_redo_all(self) -> None:
        steps = self.game.history.undo_steps
        for _ in range(steps):
            self.game.undo()
        assert not self.game.can_undo
        assert to_sgf([self.game.tree]) == self.original
        for _ in range(steps + len(self.undone)):
            self.game.redo()
        self.done.extend(reversed(self.undone))
        self.undone.clear()
        assert to_sgf([self.game.tree]) == self.done[-1]

    # -- invariants -------------------------------------------------------------------

    @invariant()
    def tree_matches_model(self) -> None:
        assert to_sgf([self.game.tree]) == self.done[-1]
        assert self.game.history.undo_steps == len(self.done) - 1
        assert self.game.history.redo_steps == len(self.undone)

    @invariant()
    def links_and_current_are_sound(self) -> None:
        tree = self.game.tree
        assert tree.contains(self.game.current)
        for node in tree.iter_nodes():
            for child in node.children:
                assert child.parent is node

    @invariant()
    def moves_and_setup_are_never_mixed(self) -> None:
        """FF[4]: move properties are not mixed with setup properties (AB AW AE PL)."""
        for node in self.game.tree.iter_nodes():
            assert node.move is None or (not node.has_setup and node.player is None)

    @invariant()
    def boards_match_a_fresh_computation(self) -> None:
        fresh = Game(self.game.tree)
        for node in self._nodes()[::3]:
            assert self.game.board(node) == fresh.board(node)


EditMachine.TestCase.settings = settings(
    max_examples=examples(100), stateful_step_count=30, deadline=None
)
test_edit_machine = EditMachine.TestCase
