"""The comment as read: Markdown or plain text, web addresses as links (Sabaki's comment
view); the raw text stays in the editor beside it (:class:`SidePanel`).

What is Markdown and what is plain text is decided by
:func:`gogui_py.game.comment_markup.looks_like_markdown`: Qt's Markdown reader
(:meth:`QTextDocument.setMarkdown`, CommonMark with GitHub's extensions, raw HTML shown as
text) renders the first, the second is shown exactly as typed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import (
    QDesktopServices,
    QFont,
    QFontInfo,
    QMouseEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from gogui_py.game.comment_markup import looks_like_markdown, markdown_source, plain_html

_FEATURES = QTextDocument.MarkdownFeature(
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub.value
    | QTextDocument.MarkdownFeature.MarkdownNoHTML.value
)
"""GitHub's Markdown; HTML in a comment is shown as the text it is, never interpreted."""

HEADING_SCALES: dict[int, float] = {1: 1.25, 2: 1.15}
"""Point size of a heading relative to the body's, by level (``#`` is 1); levels 3 to 6
are bold at the body's size. Qt's own sizes (up to twice the body) do not suit a narrow
comment panel."""

WEB_SCHEMES = frozenset({"http", "https"})
"""The links a click opens (in the desktop's browser); others are ignored."""


def modest_headings(document: QTextDocument, body_points: float) -> None:
    """Resize the headings of ``document`` (read by :meth:`QTextDocument.setMarkdown`,
    which scales them by Qt's font size adjustment, up to twice the body) to
    :data:`HEADING_SCALES` times ``body_points`` (the body's size in points), bold."""
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level > 0:
            points = body_points * HEADING_SCALES.get(level, 1.0)
            cursor = QTextCursor(block)
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                cursor.setPosition(fragment.position())
                cursor.setPosition(
                    fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                )
                cursor.setCharFormat(_heading_format(fragment.charFormat(), points))
                it += 1
            cursor.setBlockCharFormat(_heading_format(block.charFormat(), points))
        block = block.next()


def _heading_format(fmt: QTextCharFormat, points: float) -> QTextCharFormat:
    """``fmt`` at ``points`` points, bold, without Qt's heading size adjustment (an
    adjustment of 0 would still override the point size)."""
    fmt.clearProperty(QTextFormat.Property.FontSizeAdjustment)
    fmt.setFontPointSize(points)
    fmt.setFontWeight(QFont.Weight.Bold)
    return fmt


def open_url(url: QUrl) -> bool:
    """Open ``url`` with the desktop (its browser); False when it could not."""
    return QDesktopServices.openUrl(url)


class CommentViewer(QTextBrowser):
    """A read-only view of a comment.

    Signals:
        edit_requested(): a click that neither followed a link nor selected text (the
            panel then shows the raw text for editing).
        link_opened(str): a web link was clicked and handed to :attr:`opener`.
    """

    edit_requested = Signal()
    link_opened = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("comment-view")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the editor is the panel's focus
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
        )
        self.anchorClicked.connect(self._on_anchor_clicked)
        self.markdown = True
        """Whether comments with Markdown markers are rendered (else all are plain)."""
        self.opener: Callable[[QUrl], bool] = open_url
        """Opens a clicked web link (tests replace it)."""
        self._source = ""

    @property
    def source_text(self) -> str:
        """The raw comment shown."""
        return self._source

    @property
    def is_markdown(self) -> bool:
        """Whether the comment shown was rendered as Markdown."""
        return self.markdown and looks_like_markdown(self._source)

    def show_comment(self, text: str, *, force: bool = False) -> None:
        """Show ``text`` (raw comment) rendered; nothing is redone for the same text
        unless ``force``."""
        if text == self._source and not force:
            return
        self._source = text
        if self.is_markdown:
            document = self.document()
            document.setMarkdown(markdown_source(text), _FEATURES)
            modest_headings(document, QFontInfo(document.defaultFont()).pointSizeF())
        else:
            self.document().setHtml(plain_html(text))

    def set_markdown(self, enabled: bool) -> None:
        """Render Markdown (``enabled``) or show every comment as plain text."""
        self.markdown = enabled
        self.show_comment(self._source, force=True)

    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.scheme().lower() in WEB_SCHEMES and self.opener(url):
            self.link_opened.emit(url.toString())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if (
            event.button() is Qt.MouseButton.LeftButton
            and not self.textCursor().hasSelection()
            and not self.anchorAt(event.position().toPoint())
        ):
            self.edit_requested.emit()
