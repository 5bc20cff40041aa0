"""The comment panel: Markdown rendered (bold, links) while the raw text is stored and
edited, plain text shown as typed, links opened in the browser, a click edits."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QAction, QFont, QTextCursor, QTextDocument, QTextFormat
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gogui_py.go.vertex import from_gtp
from gogui_py.gui.comments import MARKDOWN_KEY, CommentViewer
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

MARKDOWN = "A **bold** idea, see https://example.com/joseki.\nNext line"


def _fragments(document: QTextDocument) -> Iterator[tuple[str, bool, str]]:
    """(text, bold, link) of every fragment of ``document``."""
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            yield (
                fragment.text(),
                fmt.fontWeight() >= QFont.Weight.Bold,
                fmt.anchorHref() if fmt.isAnchor() else "",
            )
            it += 1
        block = block.next()


def _window(qtbot: QtBot, make_window: WindowFactory, text: str) -> MainWindow:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    window.board.setFocus()
    window.controller.edit(lambda g: g.set_comment(g.current, text))
    QApplication.processEvents()
    return window


def _viewer(window: MainWindow) -> CommentViewer:
    viewer = window.features.installed["comments"]
    assert isinstance(viewer, CommentViewer)
    assert viewer is window.side_panel.comment_view
    return viewer


@pytest.fixture(autouse=True)
def markdown_setting_reset() -> Iterator[None]:
    yield
    from PySide6.QtCore import QSettings

    QSettings().remove(MARKDOWN_KEY)


def test_markdown_rendered_raw_text_stored(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, MARKDOWN)
    viewer = _viewer(window)
    assert viewer.isVisible()
    assert viewer.is_markdown
    fragments = list(_fragments(viewer.document()))
    assert ("bold", True, "") in fragments
    assert ("https://example.com/joseki", False, "https://example.com/joseki") in fragments
    assert "A bold idea, see https://example.com/joseki.\nNext line" in viewer.toPlainText()
    assert window.controller.game.current.comment == MARKDOWN  # raw, as stored
    assert window.side_panel.comment.toPlainText() == MARKDOWN  # raw, as edited


def _point_of(viewer: CommentViewer, text: str) -> QPoint:
    """Viewport position of the middle of ``text`` in the viewer."""
    cursor = viewer.document().find(text)
    assert not cursor.isNull()
    cursor.setPosition(cursor.selectionStart() + len(text) // 2)
    return viewer.cursorRect(cursor).center()


def test_link_click_opens_the_browser(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, MARKDOWN)
    viewer = _viewer(window)
    opened: list[str] = []

    def opener(url: QUrl) -> bool:
        opened.append(url.toString())
        return True

    viewer.opener = opener
    qtbot.mouseClick(  # type: ignore[no-untyped-call]
        viewer.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(viewer, "example.com")
    )
    assert opened == ["https://example.com/joseki"]
    assert viewer.isVisible()  # a link click does not start editing
    viewer.anchorClicked.emit(QUrl("file:///etc/passwd"))
    assert opened == ["https://example.com/joseki"]  # only web links


def test_click_on_text_edits_the_raw_comment(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, MARKDOWN)
    panel = window.side_panel
    viewer = _viewer(window)
    point = _point_of(viewer, "idea")
    qtbot.mouseClick(viewer.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: not viewer.isVisible(), timeout=5000)
    assert panel.comment.hasFocus()
    qtbot.keyClicks(panel.comment, " *more*")  # type: ignore[no-untyped-call]
    assert window.controller.game.current.comment == MARKDOWN + " *more*"
    window.board.setFocus()
    qtbot.waitUntil(viewer.isVisible, timeout=5000)  # rendered again once left
    assert ("more", False, "") in list(_fragments(viewer.document()))
    assert window.controller.game.current.comment == MARKDOWN + " *more*"


@pytest.mark.parametrize(
    "text",
    [
        "1. d4 2. e5\n3. The middle game",
        "GNU Go: B+R * resign, file_name_here <b>not bold</b>",
    ],
)
def test_plain_text_reads_as_typed(qtbot: QtBot, make_window: WindowFactory, text: str) -> None:
    window = _window(qtbot, make_window, text)
    viewer = _viewer(window)
    assert viewer.isVisible() and not viewer.is_markdown
    assert viewer.toPlainText() == text
    assert not any(bold for _, bold, _ in _fragments(viewer.document()))


def test_selecting_rendered_text_highlights_vertices(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window, "**Look** at C3 and G7")
    viewer = _viewer(window)
    cursor = viewer.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    viewer.setTextCursor(cursor)
    size = window.controller.game.tree.size
    assert window.board.snapshot().highlighted == {from_gtp("C3", size), from_gtp("G7", size)}


def test_markdown_can_be_turned_off(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, MARKDOWN)
    viewer = _viewer(window)
    action = window.features.installed["comments.markdown"]
    assert action in window.view_menu.actions()
    assert isinstance(action, QAction)
    action.setChecked(False)
    assert window.settings.store.value(MARKDOWN_KEY) == "false"  # kept for the next start
    assert not viewer.is_markdown
    assert viewer.toPlainText() == MARKDOWN
    assert not any(bold for _, bold, _ in _fragments(viewer.document()))
    assert ("https://example.com/joseki", False, "https://example.com/joseki") in list(
        _fragments(viewer.document())
    )  # links still work


def _line_heights(document: QTextDocument) -> dict[int, float]:
    """The height in pixels of the first line of each block, by heading level (0: body);
    the first block of each level."""
    heights: dict[int, float] = {}
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        layout = block.layout()
        if level not in heights and layout is not None and layout.lineCount():
            heights[level] = layout.lineAt(0).height()
        block = block.next()
    return heights


def _point_sizes(document: QTextDocument) -> dict[int, float]:
    """The point size of the first character of each block by heading level (0: body);
    a heading still scaled by Qt's font size adjustment fails."""
    sizes: dict[int, float] = {}
    body = document.defaultFont().pointSizeF()
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        it = block.begin()
        if level not in sizes and not it.atEnd():
            fmt = it.fragment().charFormat()
            adjustment = QTextFormat.Property.FontSizeAdjustment
            assert not fmt.hasProperty(adjustment), f"level {level} scaled by Qt"
            sizes[level] = fmt.fontPointSize() or body
        block = block.next()
    return sizes


def test_headings_are_modest(qtbot: QtBot, make_window: WindowFactory) -> None:
    text = "# Opening\n\nBody text here.\n\n## Middle game\n\nMore.\n\n### Endgame\n\nEnd."
    window = _window(qtbot, make_window, text)
    viewer = _viewer(window)
    qtbot.waitUntil(viewer.isVisible, timeout=5000)
    assert viewer.is_markdown
    document = viewer.document()
    sizes = _point_sizes(document)
    assert set(sizes) == {0, 1, 2, 3}
    body = sizes[0]
    assert sizes[1] == pytest.approx(1.25 * body, rel=0.06)
    assert sizes[2] == pytest.approx(1.15 * body, rel=0.06)
    assert sizes[3] == pytest.approx(body, rel=0.06)
    heights = _line_heights(document)
    assert heights[1] < 1.45 * heights[0]  # Qt's own h1 is about twice the body
    assert heights[3] < 1.15 * heights[0]
    headings = [t for t, bold, _link in _fragments(document) if bold]
    assert headings == ["Opening", "Middle game", "Endgame"]
