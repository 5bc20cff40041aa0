"""Tokens of a well-formed SGF text, for one-pass readers with a fallback.

:func:`gogui_py.sgf.parse` recovers from every kind of damage and reports it
with a line and a column, which costs bookkeeping at every node. Most files
need none of it. A reader that builds its own tree (the game layer's
``load_bytes``) can walk :data:`TOKEN` matches and build its nodes directly,
and as soon as it meets anything the recovering parser would warn about (see
:func:`properties` and the rules below) drop what it built and call
:func:`gogui_py.sgf.parser.parse_decoded` instead: the result is then exactly
the recovering parser's, warnings included.

``TOKEN.finditer(text)`` over the decoded text (byte-order mark removed) gives
one match per node or run of closing parentheses; its groups are:

1. ``"("`` (and white space) when a variation or game tree opens right before
   the node of group 2, else None;
2. ``";"`` for a node, with 3-4 and 5-6 its first two properties when they are
   FF[4] (upper-case) identifiers with one value each (None otherwise), and 7
   the node's other well-formed properties as text ("" if none);
8. ``"("`` not followed by a node;
9. one or more ``")"`` (with the white space between them);
10. any other character: text the recovering parser skips with a warning, or
    white space at the end of the text (the only place it can appear here).

A text is *regular* (read the same by both routes, without warnings) when its
tokens are ``(`` ``;`` ... ``)`` game trees, in which no variation opens before
the tree's first node and no tree or variation is empty, nothing but white
space is outside the trees, every tree is closed and every node's properties
pass :func:`properties`.
"""

from __future__ import annotations

import re
from typing import Final

from gogui_py.sgf.parser import _PROPERTY, _PROPS, _SIMPLE, _VALUE, canonical_ident
from gogui_py.sgf.single_values import SINGLE_VALUED

TOKEN: Final = re.compile(
    rf"\s*(?:(\(\s*)?(;)\s*{_SIMPLE}{_SIMPLE}({_PROPS})|(\()|(\)(?:\s*\))*)|(.))", re.S
)
"""One token of a regular text (groups in the module docstring)."""


def properties(
    ident: str | None,
    value: str | None,
    ident2: str | None,
    value2: str | None,
    rest: str,
) -> dict[str, list[str]] | None:
    """The raw properties of a node token (groups 3 to 7 of :data:`TOKEN`).

    Returns what :func:`gogui_py.sgf.parse` puts in :attr:`RawNode.properties`
    (canonical identifiers, still-escaped values, file order), or None when the
    recovering parser would warn: a property repeated in the node, several values
    for a property FF[4] gives one (:mod:`gogui_py.sgf.single_values`), or an
    identifier without an upper-case letter.
    """
    props: dict[str, list[str]] = {}
    if ident is not None and value is not None:
        props[ident] = [value]
        if ident2 is not None and value2 is not None:
            if ident2 == ident:
                return None
            props[ident2] = [value2]
    if rest:
        find_values = _VALUE.findall
        for pm in _PROPERTY.finditer(rest):
            name = pm.group(1)
            if not name.isupper():
                name = canonical_ident(name)
                if not name:
                    return None
            values = find_values(rest, pm.start(2), pm.end(2))
            if name in props or (len(values) > 1 and name in SINGLE_VALUED):
                return None
            props[name] = values
    return props
