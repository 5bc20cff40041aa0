"""File > Export (PNG, SVG), Print to PDF, the preview, and the clipboard commands."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMessageBox

from gogui_py.gui.board.image import render_image
from gogui_py.gui.export.options import ExportOptions
from gogui_py.gui.export.render import snapshot_of
from gogui_py.gui.main_window import MainWindow
from tests.game.export.test_text_exports import KO
from tests.gui.conftest import WindowFactory

SVG = "{http://www.w3.org/2000/svg}"


def ko_window(make_window: WindowFactory, tmp_path: Path) -> MainWindow:
    """A window showing the end of the ko record (tests/game/export)."""
    record = tmp_path / "ko.sgf"
    record.write_bytes(KO)
    window = make_window("--program", "", str(record))
    window.controller.to_end()
    return window


def test_png_is_the_board_painter_image(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    options = ExportOptions(format="png", numbers=True, first=1, last=15, pixels=300)
    target = tmp_path / "ko.png"
    assert window.export.export_to(target, options)
    saved = QImage(str(target)).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    diagram = window.export.diagram(options)
    assert diagram.notes  # the ko record's retakes: the board, then the notes under it
    expected = render_image(snapshot_of(diagram), 300, 300, coordinates=True)
    assert saved.width() == 300 and saved.height() > 300
    assert saved.copy(0, 0, 300, 300) == expected
    assert not list(tmp_path.glob(".*.tmp"))  # written through a temporary file


NUMBERED = b"(;FF[4]GM[1]SZ[9];B[ab];W[aa];B[ba];W[];B[aa])"
"""A pass and a retake: the diagram of moves 1-5 has the notes "4 pass" and "5 at 2"."""


def dark_pixels(image: QImage, top: int) -> int:
    """Opaque dark pixels of ``image`` from row ``top`` down (text on the transparent strip)."""
    return sum(
        1
        for y in range(top, image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 128 and image.pixelColor(x, y).lightness() < 80
    )


def test_png_with_numbers_writes_the_notes_under_the_board(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    record = tmp_path / "num.sgf"
    record.write_bytes(NUMBERED)
    window = make_window("--program", "", str(record))
    window.controller.to_end()
    numbered = ExportOptions(format="png", numbers=True, first=1, last=5, pixels=400)
    notes = [note.text for note in window.export.diagram(numbered).notes]
    assert notes == ["4 pass", "5 at 2"]
    svg = tmp_path / "num.svg"
    assert window.export.export_to(svg, ExportOptions(format="svg", numbers=True, first=1, last=5))
    svg_texts = [t.text for t in ET.parse(svg).getroot().iter(f"{SVG}text")]
    assert svg_texts[-2:] == notes  # same text and order as the SVG export
    target = tmp_path / "num.png"
    assert window.export.export_to(target, numbered)
    image = QImage(str(target)).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert image.width() == 400 and image.height() > 400 + 40  # two lines under the board
    assert dark_pixels(image, 400) > 60
    halves = (400 + image.height()) // 2  # one note in each half of the strip
    assert dark_pixels(image.copy(0, 400, 400, halves - 400), 0) > 20
    assert dark_pixels(image.copy(0, halves, 400, image.height() - halves), 0) > 20
    plain = tmp_path / "plain.png"
    assert window.export.export_to(plain, ExportOptions(format="png", numbers=False, pixels=400))
    assert QImage(str(plain)).size() == QSize(400, 400)  # no notes: the old square image


def test_svg_has_the_stones_and_coordinates(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    stones = len(list(window.controller.game.board().stones()))
    target = tmp_path / "ko.svg"
    assert window.export.export_to(target, ExportOptions(format="svg", markup=False))
    root = ET.parse(target).getroot()
    big = [c for c in root.iter(f"{SVG}circle") if float(c.get("r", "0")) > 5]  # not hoshi
    assert len(big) == stones
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "A" in texts and "J" in texts and "9" in texts
    window.export.export_to(target, ExportOptions(format="svg", coordinates=False, markup=False))
    assert not list(ET.parse(target).getroot().iter(f"{SVG}text"))


def test_text_formats_are_written(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    options = ExportOptions(format="ascii", numbers=True, first=1, last=15)
    assert window.export.export_to(tmp_path / "ko.txt", options)
    assert "15 at 9" in (tmp_path / "ko.txt").read_text()
    assert window.export.export_to(tmp_path / "ko.tex", ExportOptions(format="latex"))
    assert r"\begin{psgoboard}[9]" in (tmp_path / "ko.tex").read_text()


def pdf_text(data: bytes) -> str:
    """The text of a PDF Qt wrote: its glyph strings decoded with its ToUnicode maps."""
    streams = []
    for match in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            streams.append(zlib.decompress(match.group(1)))
        except zlib.error:
            streams.append(match.group(1))
    maps: list[dict[int, str]] = []
    for stream in streams:
        table: dict[int, str] = {}
        for glyph, code in re.findall(rb"<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]{4,})>", stream):
            table[int(glyph, 16)] = bytes.fromhex(code.decode()).decode("utf-16-be", "replace")
        for low, codes in re.findall(
            rb"<([0-9a-fA-F]{4})>\s*<[0-9a-fA-F]{4}>\s*\[([^]]*)\]", stream
        ):
            for offset, code in enumerate(re.findall(rb"<([0-9a-fA-F]+)>", codes)):
                table[int(low, 16) + offset] = bytes.fromhex(code.decode()).decode("utf-16-be")
        if table:
            maps.append(table)
    glyphs = [
        int(run[i : i + 4], 16)
        for stream in streams
        for run in re.findall(rb"<([0-9a-fA-F]+)>\s*Tj", stream)
        for i in range(0, len(run), 4)
    ]
    return "\n".join("".join(table.get(g, "?") for g in glyphs) for table in maps)


def test_print_to_pdf_has_the_comment(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    target = tmp_path / "ko.pdf"
    printer.setOutputFileName(str(target))
    window.export.print_to(printer)
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000
    assert "Blackretakes." in "".join(pdf_text(data).split())  # the comment


def test_print_preview_opens_and_closes(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    preview = window.export.print_preview()
    assert preview.isVisible()
    preview.reject()
    assert not preview.isVisible()


def test_copy_sgf_and_paste_it_as_a_new_game(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    window.export.copy_sgf()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("(;") and "B[cb]" in text
    window.controller.new_game(window.controller.game.tree.size, 6.5)
    assert window.export.paste_sgf()
    assert window.controller.path is None and window.controller.modified  # in no file yet
    window.controller.to_end()
    assert window.controller.game.move_number() == 15


def test_copy_position_puts_text_and_image(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    window.export.copy_position()
    data = QGuiApplication.clipboard().mimeData()
    assert data.text().splitlines()[1].startswith("9 . X O")
    assert data.hasImage()


def test_pasting_garbage_keeps_the_game(make_window: WindowFactory, tmp_path: Path) -> None:
    window = ko_window(make_window, tmp_path)
    tree = window.controller.game.tree
    QGuiApplication.clipboard().setText("this is not a game record")
    assert not window.export.paste_sgf()
    assert window.controller.game.tree is tree
    boxes = window.findChildren(QMessageBox)
    assert boxes and "not SGF" in boxes[-1].text()


def test_menu_entries_and_shortcuts(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    actions = window.export.actions
    assert actions["print"].shortcut().toString() == "Ctrl+P"
    assert actions["export"] in window.window_actions.menus["file"].actions()
