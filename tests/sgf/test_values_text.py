"""text_from_sgf's string-operation shortcuts agree with the FF[4] reading, escape by escape.

The reference is the left-to-right reading of the spec (one regular-expression token
at a time: soft line break, escaped character, line break, other white space), the
route text_from_sgf keeps for values with a carriage return.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.sgf.values import _TEXT_TOKEN, _text_replacement, text_from_sgf
from tests.conftest import examples


def reference(raw: str) -> str:
    return _TEXT_TOKEN.sub(_text_replacement, raw)


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(["\\", "\n", "\r", "\t", "\v", "\f", "\0", "]", ":", "a", " "])))
def test_text_from_sgf_reads_as_the_spec_reads(chars: list[str]) -> None:
    raw = "".join(chars)
    assert text_from_sgf(raw) == reference(raw)


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("\\\\\n", "\\\n"),  # an escaped backslash, then a real line break
        ("\\\\\\\n", "\\"),  # an escaped backslash, then a soft line break
        ("a\\\\\\]b", "a\\]b"),
        ("\\\t|\t|\\\v|\f", " | | | "),
        ("trailing\\", "trailing\\"),  # a lone backslash at the end stays
        ("\\\\\\", "\\\\"),
        ("nul\0\\]", "nul\0]"),
        ("x\\\ny\\\n", "xy"),
    ],
)
def test_text_from_sgf_edge_cases(raw: str, text: str) -> None:
    assert text_from_sgf(raw) == text == reference(raw)
