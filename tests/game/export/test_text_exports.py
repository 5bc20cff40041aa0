"""The diagram model, the ASCII diagram and the psgo LaTeX document of a position."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from gogui_py.game import Game
from gogui_py.game.export import Note, diagram_for
from gogui_py.game.export.ascii import to_ascii
from gogui_py.game.export.latex import escape, to_latex
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import Color, Point

# A ko on a 9x9 board: 8 (white) is taken by 9, retaken by 12 and retaken again by 15.
KO = (
    b"(;GM[1]FF[4]SZ[9];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[ee];W[bb];B[cb];W[gg]"
    b";B[gf];W[bb];B[cg];W[];B[cb]C[Black retakes.\n\n50% & _]CR[ge]LB[hh:a]TR[ee])"
)


def ko_game() -> Game:
    game = Game(load_bytes(KO).games[0])
    game.to_end()
    return game


def test_numbers_show_the_first_move_on_each_point_and_notes_the_rest() -> None:
    diagram = diagram_for(ko_game(), numbers=(1, 15))
    assert dict(diagram.numbers)[Point(1, 1)] == 8
    assert diagram.color_at(Point(1, 1)) is Color.WHITE  # 8's stone, captured since
    assert diagram.notes == (
        Note(12, Color.WHITE, 8, Color.WHITE),
        Note(14, Color.WHITE),
        Note(15, Color.BLACK, 9, Color.BLACK),
    )
    assert [note.text for note in diagram.notes] == ["12 at 8", "14 pass", "15 at 9"]


def test_without_numbers_the_diagram_is_the_position() -> None:
    game = ko_game()
    diagram = diagram_for(game, markup=False)
    assert dict(diagram.stones) == dict(game.board().stones())
    assert diagram.numbers == () and diagram.notes == () and diagram.marks == ()


def test_ascii_with_numbers_coordinates_markup_and_notes() -> None:
    text = to_ascii(diagram_for(ko_game(), numbers=(1, 15)))
    assert text == (
        "   A  B  C  D  E  F  G  H  J\n"
        "9  .  1  2  .  .  .  .  .  . 9\n"
        "8  3  8  9  4  .  .  .  .  . 8\n"
        "7  .  5  6  .  .  .  +  .  . 7\n"
        "6  .  .  .  .  .  .  .  .  . 6\n"
        "5  .  .  .  .  7  .  C  .  . 5\n"
        "4  .  .  .  .  .  . 11  .  . 4\n"
        "3  .  . 13  .  .  . 10  .  . 3\n"
        "2  .  .  .  .  .  .  .  a  . 2\n"
        "1  .  .  .  .  .  .  .  .  . 1\n"
        "   A  B  C  D  E  F  G  H  J\n"
        "\n"
        "12 at 8\n"
        "14 pass\n"
        "15 at 9\n"
        "\n"
        "Marks: C circle\n"
    )


def test_ascii_of_a_position_without_coordinates() -> None:
    text = to_ascii(diagram_for(ko_game(), markup=False), coordinates=False)
    assert text.splitlines()[:3] == [". X O . . . . . .", "X . X O . . . . .", ". X O . . . + . ."]
    assert text.endswith(". . . . . . . . .\n")


LATEX = r"""\documentclass{article}
\usepackage{psgo}
\pagestyle{empty}
\begin{document}
\section*{Ko \#1}
\begin{center}
\begin{psgoboard}[9]
\stone{black}{b}{9}
\stone{white}{c}{9}
\stone{black}{a}{8}
\stone[\marklb{12}]{white}{b}{8}
\stone[\marklb{9}]{black}{c}{8}
\stone{white}{d}{8}
\stone{black}{b}{7}
\stone{white}{c}{7}
\stone[\marktr]{black}{e}{5}
\markpos{\markcr}{g}{5}
\stone[\marklb{11}]{black}{g}{4}
\stone[\marklb{13}]{black}{c}{3}
\stone[\marklb{10}]{white}{g}{3}
\markpos{\marklb{a}}{h}{2}
\end{psgoboard}
\end{center}

\stone[14]{white}~pass \enspace
\stone[15]{black}~at~\stone[9]{black}

Black retakes.

50\% \& \_

\end{document}
"""


def test_latex_psgo_document() -> None:
    assert to_latex(diagram_for(ko_game(), numbers=(9, 15)), title="Ko #1") == LATEX


def test_latex_without_coordinates_uses_the_starred_board() -> None:
    text = to_latex(diagram_for(ko_game(), markup=False), coordinates=False)
    assert r"\begin{psgoboard*}[9]" in text and r"\end{psgoboard*}" in text
    assert text.count(r"\begin{") == text.count(r"\end{")
    assert text.count("{") == text.count("}")


def test_escape() -> None:
    assert escape(r"a\b{c}$~^") == r"a\textbackslash{}b\{c\}\$\textasciitilde{}\textasciicircum{}"


@pytest.mark.skipif(shutil.which("latex") is None, reason="LaTeX is not installed")
def test_latex_compiles(tmp_path: Path) -> None:
    source = tmp_path / "diagram.tex"
    source.write_text(LATEX, encoding="utf-8")
    done = subprocess.run(
        ["latex", "-interaction=nonstopmode", "-halt-on-error", source.name],
        cwd=tmp_path,
        capture_output=True,
        check=False,
    )
    if b"psgo.sty' not found" in done.stdout:
        pytest.skip("the psgo package is not installed")
    assert done.returncode == 0, done.stdout.decode(errors="replace")[-2000:]
