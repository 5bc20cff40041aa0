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
from PySide6.QtGui import QDesktopServices, QMouseEvent, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from gogui_py.game.comment_markup import looks_like_markdown, markdown_source, plain_html

_FEATURES = QTextDocument.MarkdownFeature(
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub.value
    | QTextDocument.MarkdownFeature.MarkdownNoHTML.value
)
"""GitHub's Markdown; HTML in a comment is shown as the text it is, never interpreted."""

WEB_SCHEMES = frozenset({"http", "https"})
"""The links a click opens (in the desktop's browser); others are ignored."""


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
            self.document().setMarkdown(markdown_source(text), _FEATURES)
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
