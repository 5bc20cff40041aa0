"""How a node's comment (SGF ``C``, FF[4] "Text") is shown: Markdown or plain text.

Sabaki renders comments as Markdown; GoGui shows them as typed. Most comments in the
wild were never meant as Markdown (GNU Go's and other engines' output, game records
with ``1. ... 2. ...``, ``*`` and ``_`` in names, ``<html>``-like text), so a comment
is read as Markdown only when it carries a clear Markdown marker
(:func:`looks_like_markdown`): strong or emphasised words, inline code, a heading, a
``[link](url)``, or a bullet list of two items or more. Otherwise it is plain text
(:func:`plain_html`): every character as typed, line breaks kept, web addresses made
links. Pure text functions; the comment panel hands their results to Qt.

The stored comment is never changed: these functions only make what is displayed.
"""

from __future__ import annotations

import html
import re

_MARKERS = (
    re.compile(r"(\*\*|__)(?=\S)[^\n]*?(?<=\S)\1"),  # **strong** __strong__
    re.compile(r"(?<![\w*\\])\*(?=[^\s*])[^*\n]*?(?<=[^\s*\\])\*(?![\w*])"),  # *emphasis*
    re.compile(r"(?<![\w\\])_(?=[^\s_])[^_\n]*?(?<=[^\s_\\])_(?!\w)"),  # _emphasis_
    re.compile(r"(?<!`)`[^`\n]+`(?!`)"),  # `code`
    re.compile(r"^#{1,6}[ \t]+\S", re.MULTILINE),  # # Heading
    re.compile(r"\[[^\]\n]+\]\([^)\s]+\)"),  # [text](url)
    re.compile(r"^[ \t]*[-*+][ \t]+\S.*\n[ \t]*[-*+][ \t]+\S", re.MULTILINE),  # - a\n- b
    re.compile(r"^```", re.MULTILINE),  # fenced code
)

URL = re.compile(r"\bhttps?://[^\s<>\"'`]+", re.IGNORECASE)
"""A web address (http or https) in text; trailing punctuation is trimmed by
:func:`url_spans`."""

_TRAILING = ".,;:!?'\")]}*_"


def looks_like_markdown(text: str) -> bool:
    """True when ``text`` carries a Markdown marker (see the module documentation).

    ``"1. d4 2. e5"``, ``"B+R * resign"``, ``"pachi_2011"``, ``"<b>x</b>"`` and a
    single ``- a`` line are plain text; ``"a **strong** move"`` or ``"# Joseki"`` are
    Markdown.
    """
    return any(marker.search(text) for marker in _MARKERS)


def url_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` character spans of the web addresses in ``text``, without the
    punctuation that ends a sentence after them (``.``, ``,``, a closing bracket not
    opened in the address...)."""
    spans: list[tuple[int, int]] = []
    for match in URL.finditer(text):
        start, end = match.span()
        while end > start and text[end - 1] in _TRAILING:
            if text[end - 1] == ")" and text.count("(", start, end) >= text.count(")", start, end):
                break
            end -= 1
        spans.append((start, end))
    return spans


def plain_html(text: str) -> str:
    """``text`` as rich text (Qt's HTML subset) that reads exactly as typed: escaped,
    line breaks and runs of spaces kept (``white-space: pre-wrap``), web addresses made
    ``<a href>`` links."""
    parts: list[str] = []
    position = 0
    for start, end in url_spans(text):
        parts.append(html.escape(text[position:start]))
        url = html.escape(text[start:end])
        parts.append(f'<a href="{url}">{url}</a>')
        position = end
    parts.append(html.escape(text[position:]))
    return '<p style="white-space: pre-wrap;">' + "".join(parts) + "</p>"


def markdown_source(text: str) -> str:
    """``text`` prepared for a Markdown renderer (CommonMark with GitHub's extensions):
    every line break outside fenced code is kept (a hard break, as Sabaki's renderer
    does with ``breaks``), and bare web addresses become ``<url>`` autolinks without
    their trailing punctuation. Addresses already in a link (``[a](url)``, ``<url>``)
    or in code are left alone."""
    lines: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            lines.append(line)
            continue
        if fenced or not line.strip():
            lines.append(line)
            continue
        lines.append(_autolink(line.rstrip()) + "  ")
    return "\n".join(lines)


def _autolink(line: str) -> str:
    """Bare addresses of ``line`` in angle brackets; not inside code spans or links."""
    protected = [m.span() for m in re.finditer(r"`[^`]*`|\]\([^)]*\)|<[^>\s]*>", line)]
    parts: list[str] = []
    position = 0
    for start, end in url_spans(line):
        if any(a <= start < b for a, b in protected):
            continue
        parts.append(line[position:start])
        parts.append(f"<{line[start:end]}>")
        position = end
    parts.append(line[position:])
    return "".join(parts)
