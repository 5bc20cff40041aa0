"""Comments as Markdown or plain text: what counts as Markdown, plain text kept as typed,
web addresses made links without their trailing punctuation."""

from __future__ import annotations

import pytest

from gogui_py.game.comment_markup import (
    looks_like_markdown,
    markdown_source,
    plain_html,
    url_spans,
)


@pytest.mark.parametrize(
    "text",
    [
        "a **strong** move",
        "__strong__",
        "an *early* invasion",
        "an _early_ invasion",
        "play `genmove b`",
        "# Joseki\nthe 3-3",
        "see [Sensei's](https://senseis.xmp.net/)",
        "- keep sente\n- approach later",
        "```\nB+R\n```",
    ],
)
def test_markdown_markers(text: str) -> None:
    assert looks_like_markdown(text)


@pytest.mark.parametrize(
    "text",
    [
        "1. d4 2. e5 3. c4",
        "1. The opening\n2. The middle game",
        "B+R * resign",
        "5*5 = 25 and 2*3",
        "pachi_2011_08 vs file_name_here",
        "<html><b>not bold</b></html>",
        "- only one dash line",
        "Black 3.5 points ahead; W wins by 0.5 (GNU Go 3.8)",
        "***",
        "",
    ],
)
def test_plain_text_is_not_markdown(text: str) -> None:
    assert not looks_like_markdown(text)


def test_url_spans_leave_sentence_punctuation_out() -> None:
    text = "See https://a.org/x?q=1. Or (http://b.org/y_(z)), then https://c.org!"
    assert [text[a:b] for a, b in url_spans(text)] == [
        "https://a.org/x?q=1",
        "http://b.org/y_(z)",
        "https://c.org",
    ]


def test_plain_html_escapes_keeps_breaks_and_links() -> None:
    html = plain_html("a <b>x</b> & y\n  two  spaces https://a.org/p.")
    assert "&lt;b&gt;x&lt;/b&gt; &amp; y\n  two  spaces" in html
    assert '<a href="https://a.org/p">https://a.org/p</a>.' in html
    assert "pre-wrap" in html


def test_markdown_source_keeps_line_breaks_and_autolinks() -> None:
    source = markdown_source("one\ntwo https://a.org.\n\n```\ncode  \n```\n[x](http://b.org)")
    lines = source.split("\n")
    assert lines[0] == "one  "  # a hard break: the lines stay lines
    assert lines[1] == "two <https://a.org>.  "
    assert lines[4] == "code  "  # fenced code untouched
    assert lines[6] == "[x](http://b.org)  "  # a link's address is not wrapped again
